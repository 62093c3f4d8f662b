/**
 * A payer lock lost while its call runs (Redis restarted: its keys are gone) may be taken by the payer's next call,
 * and then belongs to that call: when the first call ends it gives back only its own lock, so the payer still has
 * one paid request in flight, not an unlocked payer that a third call could join. With a real redis-server (the
 * test deletes the lock key as a restart would lose it) and an engine that holds each call until the test lets it
 * answer; money is read on chain.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Redis } from "ioredis";
import type { Engine, EngineVerdict, VerifyInput } from "../src/engine/types.js";
import { eip3009Header, freshPayer } from "./support/payments.js";
import { redisServerAvailable, startRedisServer } from "./support/redisServer.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

const PRICE = 20_000n;

/** A promise and the function that resolves it (Node 20 has no Promise.withResolvers). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** An engine that holds each call (by its claim) until the test opens it, and says when a call has arrived. */
class HeldEngine implements Engine {
  private readonly calls = new Map<string, { arrived: ReturnType<typeof signal>; open: ReturnType<typeof signal> }>();

  private call(claim: string) {
    let call = this.calls.get(claim);
    if (!call) this.calls.set(claim, (call = { arrived: signal(), open: signal() }));
    return call;
  }

  /** Resolves once a call with this claim is running in the engine (its payment verified, its payer locked). */
  arrived(claim: string): Promise<void> {
    return this.call(claim).arrived.promise;
  }

  open(claim: string): void {
    this.call(claim).open.resolve();
  }

  async verify(input: VerifyInput): Promise<EngineVerdict> {
    const call = this.call(input.claim);
    call.arrived.resolve();
    await call.open.promise;
    return { verdict: "uncertain", confidence: 0, reasoning: "held", evidence: [], engine: { judge: "held", model: null, search: null }, grounding: "none" };
  }

  describe() {
    return { judge: "held", llm: null, search: null };
  }
}

describe("a payer lock lost in a Redis restart", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let client: Redis;
  let stack: Stack;
  const engine = new HeldEngine();
  before(async () => {
    redis = await startRedisServer();
    client = new Redis(redis.url);
    stack = await startStack({ REDIS_URL: redis.url, VERDICT_CACHE_TTL_SECONDS: "0" }, { engine });
  });
  after(async () => {
    await stack?.stop();
    client?.disconnect();
    await redis?.stop();
  });

  /** The payer's lock key and its value (null: nobody holds it). */
  async function lockOf(payer: string): Promise<{ key: string; value: string | null }> {
    const keys = await client.keys(`verity:payer-inflight:*:${payer.toLowerCase()}`);
    assert.ok(keys.length <= 1, JSON.stringify(keys));
    return { key: keys[0] ?? "", value: keys[0] ? await client.get(keys[0]) : null };
  }

  it("taken by the payer's next call, it stays with that call when the first call ends: a third call is 429 payer_busy", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const payer = await freshPayer(stack.services.gate.devChain!.rpcUrl, 3n * PRICE);
    const [first, second, third] = await Promise.all([0, 1, 2].map(() => eip3009Header(url, payer)));
    const payeeBefore = await stack.usdcBalance(stack.payTo);

    // The first call runs, holding the payer's lock; a restart loses it.
    const firstAnswer = postJson(fetch, url, { claim: "first call" }, first!);
    await engine.arrived("first call");
    const firstLock = await lockOf(payer.address);
    assert.ok(firstLock.value, "the first call holds the payer lock");
    assert.equal(await client.del(firstLock.key), 1);

    // Meanwhile the payer's second call takes the lock.
    const secondAnswer = postJson(fetch, url, { claim: "second call" }, second!);
    await engine.arrived("second call");
    const secondLock = await lockOf(payer.address);
    assert.ok(secondLock.value && secondLock.value !== firstLock.value, "the second call holds a lock of its own");

    // The first call ends (served, settled): the second call's lock is still there.
    engine.open("first call");
    const firstRes = await firstAnswer;
    assert.equal(firstRes.status, 200, await firstRes.clone().text());
    assert.ok(firstRes.headers.get("payment-response"));
    assert.deepEqual(await lockOf(payer.address), secondLock, "the first call did not give back the second call's lock");
    assert.equal(await stack.usdcBalance(payer.address), 2n * PRICE, "the first call is charged once");

    // So a third call of the payer while the second runs is refused, free.
    const thirdRes = await postJson(fetch, url, { claim: "third call" }, third!);
    assert.equal(thirdRes.status, 429);
    assert.equal(((await thirdRes.json()) as { error: string }).error, "payer_busy");
    assert.equal(thirdRes.headers.get("payment-response"), null);
    assert.equal(await stack.usdcBalance(payer.address), 2n * PRICE, "the refused call is not charged");

    // The second call ends: its lock goes with it, and the refused payment is still good.
    engine.open("second call");
    const secondRes = await secondAnswer;
    assert.equal(secondRes.status, 200, await secondRes.clone().text());
    assert.equal((await lockOf(payer.address)).value, null, "the second call gave back its own lock");
    assert.equal(await stack.usdcBalance(payer.address), PRICE, "the second call is charged once");
    engine.open("third call");
    const retried = await postJson(fetch, url, { claim: "third call" }, third!);
    assert.equal(retried.status, 200, await retried.clone().text());
    assert.equal(await stack.usdcBalance(payer.address), 0n);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 3n * PRICE, "three served calls, three settlements");
  });
});
