/**
 * Two nodes sharing one real redis-server behave as one gate: a replayed payment, a payer's concurrent
 * payments and a client's failed payments are counted once across both. Each node runs its own dev chain with
 * identical state (same deployer, token address and funded accounts), so a payment is valid on either node:
 * only the shared Store can stop the second node from serving and settling it. "Paid" is read on chain, summed
 * over both chains.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { SlowEngine } from "./support/slowEngine.js";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { eip3009Header, fund } from "./support/payments.js";
import { redisServerAvailable, startRedisServer } from "./support/redisServer.js";
import { postJson, startStack, type Stack } from "./support/stack.js";


describe("two nodes, one Redis: payment guarantees hold across nodes", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let a: Stack;
  let b: Stack;
  const engine = new SlowEngine(300);
  before(async () => {
    redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, TRUST_PROXY: "127.0.0.1", VERDICT_CACHE_TTL_SECONDS: "0" };
    a = await startStack(env, { engine });
    b = await startStack(env, { engine });
    assert.equal(a.payTo, b.payTo, "both nodes receive at the same address");
  });
  after(async () => {
    await a?.stop();
    await b?.stop();
    await redis?.stop();
  });

  const payeeTotal = async () => (await a.usdcBalance(a.payTo)) + (await b.usdcBalance(b.payTo));

  it("one payment sent to both nodes at once is served once and settles once", async () => {
    const payer = privateKeyToAccount(generatePrivateKey());
    await fund(a.services.gate.devChain!.rpcUrl, payer.address, 20000n);
    await fund(b.services.gate.devChain!.rpcUrl, payer.address, 20000n);
    const headers = await eip3009Header(a.apiUrl + "/verify/quick", payer);
    const before = await payeeTotal();
    const res = await Promise.all([a, b, a, b].map((node) => postJson(fetch, node.apiUrl + "/verify/quick", { claim: "x y z" }, headers)));
    assert.deepEqual(res.map((r) => r.status).sort(), [200, 402, 402, 402]);
    assert.equal(await payeeTotal(), before + 20000n);
  });

  it("a payer's payments sent to both nodes at once: one answer, one settlement, the rest 429 payer_busy", async () => {
    const payer = privateKeyToAccount(generatePrivateKey());
    await fund(a.services.gate.devChain!.rpcUrl, payer.address, 20000n);
    await fund(b.services.gate.devChain!.rpcUrl, payer.address, 20000n);
    const payments = await Promise.all(Array.from({ length: 4 }, () => eip3009Header(a.apiUrl + "/verify/quick", payer)));
    const before = await payeeTotal();
    const calls = engine.calls;
    const res = await Promise.all(payments.map((h, i) => postJson(fetch, [a, b][i % 2]!.apiUrl + "/verify/quick", { claim: "x y z" }, h)));
    const bodies = await Promise.all(res.map(async (r) => [r.status, ((await r.json()) as { error?: string }).error] as const));
    assert.deepEqual(bodies.map(([s]) => s).sort(), [200, 429, 429, 429], JSON.stringify(bodies));
    assert.ok(bodies.filter(([s]) => s === 429).every(([, e]) => e === "payer_busy"));
    assert.equal(engine.calls, calls + 1);
    assert.equal(await payeeTotal(), before + 20000n);
  });

  it("failed verifications count across nodes: 5 on each, then the next attempt on either is 429", async () => {
    const unfunded = privateKeyToAccount(generatePrivateKey());
    const client = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < 10; i++) {
      const node = [a, b][i % 2]!;
      const res = await postJson(fetch, node.apiUrl + "/verify/quick", { claim: "x y z" }, { ...(await eip3009Header(node.apiUrl + "/verify/quick", unfunded)), ...client });
      assert.equal(res.status, 402);
    }
    for (const node of [a, b]) {
      const res = await postJson(fetch, node.apiUrl + "/verify/quick", { claim: "x y z" }, { ...(await eip3009Header(node.apiUrl + "/verify/quick", unfunded)), ...client });
      assert.equal(res.status, 429);
      assert.equal(((await res.json()) as { error: string }).error, "too_many_failed_payments");
    }
  });
});
