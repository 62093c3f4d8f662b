/**
 * One payer cannot get N answers for one payment's worth of money: at most one paid request per payer is in
 * flight. A payer funded for exactly one call who signs N different authorizations and sends them at once
 * gets one verdict and one settlement; the others get 429 payer_busy, and their payments are not used (the
 * same signature is accepted once the first request has ended). Balances are read on chain.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { SlowEngine } from "./support/slowEngine.js";
import { eip3009Header, freshPayer } from "./support/payments.js";
import { postJson, startStack, type Stack } from "./support/stack.js";


describe("at most one paid request in flight per payer", () => {
  const engine = new SlowEngine(400);
  let stack: Stack;
  before(async () => {
    stack = await startStack({}, { engine });
  });
  after(async () => {
    await stack?.stop();
  });

  it("a payer funded for one call sends 5 signed payments at once: one verdict, one settlement, four 429s", async () => {
    const url = stack.apiUrl + "/verify";
    const payer = await freshPayer(stack.services.gate.devChain!.rpcUrl, 250000n);
    const payments = await Promise.all(Array.from({ length: 5 }, () => eip3009Header(url, payer)));
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    engine.calls = 0;
    const responses = await Promise.all(payments.map((h) => postJson(fetch, url, { claim: "The sky is blue." }, h)));
    const bodies = await Promise.all(responses.map(async (r) => ({ status: r.status, headers: r.headers, body: (await r.json()) as Record<string, unknown> })));
    const served = bodies.filter((b) => b.status === 200);
    assert.equal(served.length, 1, JSON.stringify(bodies.map((b) => [b.status, b.body.error])));
    assert.equal(engine.calls, 1);
    for (const refused of bodies.filter((b) => b.status !== 200)) {
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error, "payer_busy");
      assert.ok(Number(refused.headers.get("retry-after")) > 0);
      assert.equal(refused.headers.get("ratelimit-policy"), '"payer-in-flight";q=1');
      assert.match(refused.headers.get("ratelimit")!, /^"payer-in-flight";r=0;t=\d+$/);
      assert.equal(refused.headers.get("payment-response"), null);
      assert.ok(!("verdict" in refused.body));
    }
    assert.equal(await stack.usdcBalance(payer.address), 0n);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 250000n);
  });

  it("a refused concurrent payment is not used: the same signature buys an answer once the first has ended", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const payer = await freshPayer(stack.services.gate.devChain!.rpcUrl, 40000n);
    const [first, second] = await Promise.all([eip3009Header(url, payer), eip3009Header(url, payer)]);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const [a, b] = await Promise.all([postJson(fetch, url, { claim: "x y z" }, first!), postJson(fetch, url, { claim: "x y z" }, second!)]);
    const statuses = [a.status, b.status].sort();
    assert.deepEqual(statuses, [200, 429]);
    const retry = a.status === 429 ? first! : second!;
    const again = await postJson(fetch, url, { claim: "x y z" }, retry);
    assert.equal(again.status, 200, await again.clone().text());
    assert.equal(await stack.usdcBalance(payer.address), 0n);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 40000n);
  });

  it("two different payers at once are both served (control)", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const rpc = stack.services.gate.devChain!.rpcUrl;
    const p1 = await freshPayer(rpc, 20000n);
    const p2 = await freshPayer(rpc, 20000n);
    const [h1, h2] = await Promise.all([eip3009Header(url, p1), eip3009Header(url, p2)]);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const res = await Promise.all([postJson(fetch, url, { claim: "x y z" }, h1!), postJson(fetch, url, { claim: "x y z" }, h2!)]);
    assert.deepEqual(res.map((r) => r.status), [200, 200]);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 40000n);
  });
});
