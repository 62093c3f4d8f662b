/**
 * Redis faults, with a real redis-server the test stops and restarts under two nodes (issue 14, item 2): with
 * Redis down a paid route answers a free 503 before any work (the engine never runs, nothing settles) and the trial
 * tools answer 503; when Redis is back the nodes recover without a restart; a Redis restart in the middle of
 * concurrent paid calls loses no payment (a refused one is served when sent again) and charges nobody twice.
 * Money is read on chain: each node runs its own dev chain with the same token and accounts, summed over both.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { SlowEngine } from "./support/slowEngine.js";
import { privateKeyToAccount, generatePrivateKey, type PrivateKeyAccount } from "viem/accounts";
import { eip3009Header, fund } from "./support/payments.js";
import { redisServerAvailable, startRedisServer } from "./support/redisServer.js";
import { postJson, startStack, type Stack } from "./support/stack.js";


const PRICE = 20_000n;
const BODY = { claim: "Water boils at 100 degrees Celsius at sea level.", context: "Water boils at 100 °C at sea level." };

describe("Redis faults under two nodes", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let a: Stack;
  let b: Stack;
  const engine = new SlowEngine(400);
  before(async () => {
    redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, TRUST_PROXY: "127.0.0.1", VERDICT_CACHE_TTL_SECONDS: "0" };
    a = await startStack(env, { engine });
    b = await startStack(env, { engine });
  });
  after(async () => {
    await a?.stop();
    await b?.stop();
    await redis?.stop();
  });

  const payeeTotal = async () => (await a.usdcBalance(a.payTo)) + (await b.usdcBalance(b.payTo));
  const paidTotal = async (payer: PrivateKeyAccount) => 2n * PRICE - ((await a.usdcBalance(payer.address)) + (await b.usdcBalance(payer.address)));

  /** A fresh payer funded with one call's price on each node's chain (one at a time: one funding account). */
  async function payer(): Promise<PrivateKeyAccount> {
    const account = privateKeyToAccount(generatePrivateKey());
    await fund(a.services.gate.devChain!.rpcUrl, account.address, PRICE);
    await fund(b.services.gate.devChain!.rpcUrl, account.address, PRICE);
    return account;
  }

  /** Sends the same signed payment until the answer is not a 503 (at most ~15 s). */
  async function untilServed(node: Stack, headers: Record<string, string>): Promise<Response> {
    for (let i = 0; ; i++) {
      const res = await postJson(fetch, node.apiUrl + "/verify/quick", BODY, headers);
      if (res.status !== 503 || i >= 60) return res;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("with Redis stopped, paid routes answer a free 503 before any work and trial tools 503; back up, both nodes recover without a restart", async () => {
    const buyers = [await payer(), await payer()];
    const payments = await Promise.all(buyers.map((p, i) => eip3009Header([a, b][i]!.apiUrl + "/verify/quick", p)));
    const [payeeBefore, calls] = [await payeeTotal(), engine.calls];
    await redis.stop();
    for (const [i, node] of [a, b].entries()) {
      const res = await postJson(fetch, node.apiUrl + "/verify/quick", BODY, payments[i]!);
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("retry-after"), "5");
      assert.equal(((await res.json()) as { error: string }).error, "store_unavailable");
      const scan = await postJson(fetch, node.scanUrl + "/scan", { text: "The Eiffel Tower was completed in 1889 in Paris." });
      assert.equal(scan.status, 503);
      assert.equal((await fetch(node.apiUrl + "/health")).status, 200, "/health stays cheap and up");
      const ready = await fetch(node.apiUrl + "/ready");
      assert.equal(ready.status, 503);
      const report = (await ready.json()) as { ready: boolean; checks: { store: { ok: boolean; required: boolean }; payments: { ok: boolean } } };
      assert.deepEqual([report.ready, report.checks.store.ok, report.checks.store.required, report.checks.payments.ok], [false, false, true, true]);
    }
    assert.equal(engine.calls, calls, "no verdict without a nonce claim");
    assert.equal(await payeeTotal(), payeeBefore, "nothing settled");

    await redis.restart();
    for (const [i, node] of [a, b].entries()) {
      const res = await untilServed(node, payments[i]!);
      assert.equal((await fetch(node.apiUrl + "/ready")).status, 200, "ready again without a restart");
      assert.equal(res.status, 200, await res.clone().text());
      assert.ok(res.headers.get("payment-response"));
      assert.equal(await paidTotal(buyers[i]!), PRICE, "charged once, on the node that answered");
    }
    assert.equal(await payeeTotal(), payeeBefore + 2n * PRICE);
  });

  it("a Redis restart in the middle of concurrent paid calls loses no payment and charges nobody twice", async () => {
    const buyers: PrivateKeyAccount[] = [];
    for (let i = 0; i < 6; i++) buyers.push(await payer());
    const nodes = buyers.map((_, i) => [a, b][i % 2]!);
    const payments = await Promise.all(buyers.map((p, i) => eip3009Header(nodes[i]!.apiUrl + "/verify/quick", p)));
    const payeeBefore = await payeeTotal();
    const calls = buyers.map((_, i) => postJson(fetch, nodes[i]!.apiUrl + "/verify/quick", BODY, payments[i]!));
    await new Promise((r) => setTimeout(r, 150)); // the calls are in the engine now
    await redis.restart();
    const first = await Promise.all(calls.map(async (c) => (await c).status));
    for (const status of first) assert.ok(status === 200 || status === 503, `only answers or free 503s: ${first}`);
    const answered = first.filter((s) => s === 200).length;
    assert.equal(await payeeTotal(), payeeBefore + BigInt(answered) * PRICE, "every answer settled once, nothing else");

    // A payment refused during the outage is not lost: sent again, it is served and paid once.
    for (const [i, status] of first.entries()) {
      if (status === 200) continue;
      const res = await untilServed(nodes[i]!, payments[i]!);
      assert.equal(res.status, 200, await res.clone().text());
    }
    for (const buyer of buyers) assert.equal(await paidTotal(buyer), PRICE, "each buyer paid exactly once");
    assert.equal(await payeeTotal(), payeeBefore + 6n * PRICE);
  });
});
