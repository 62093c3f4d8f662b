/**
 * A paid call against a real redis-server costs at most 3 Store round trips (issue 14), counted by the node's own
 * verity_store_round_trips_total: failure limit + nonce claim + payer lock in one script, the verdict-cache
 * lookup, and unlock + cache write in one script. Taking the payer lock before the facilitator has verified the
 * payment must not let anyone lock another payer: a payment signed by key B that claims to be from A, or a
 * signature A gave another seller, is refused free and leaves A's concurrent paid call alone. A payment whose
 * signature cannot be proven before verification (here: valid for longer than its nonce claim lasts) takes the
 * lock after verification, one more round trip, and still allows one call in flight per payer. Money is read on
 * chain.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FacilitatorClient } from "@x402/core/server";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { alteredEip3009Header, eip3009Header, freshPayer } from "./support/payments.js";
import { redisServerAvailable, startRedisServer } from "./support/redisServer.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

const PRICE = 20_000n;

/** Verifications of a chosen payer are held until the test lets them go (so a refused attempt overlaps a real call). */
function holdingVerify() {
  const state: { payer: string | null; started: () => void; release: Promise<void> } = { payer: null, started: () => {}, release: Promise.resolve() };
  const wrap = (real: FacilitatorClient): FacilitatorClient => ({
    verify: async (payload, requirements) => {
      const from = (payload.payload as { authorization?: { from?: string } }).authorization?.from;
      if (state.payer && from?.toLowerCase() === state.payer.toLowerCase()) {
        state.started();
        await state.release;
      }
      return real.verify(payload, requirements);
    },
    settle: (p, r) => real.settle(p, r),
    getSupported: () => real.getSupported(),
  });
  return { state, wrap };
}

describe("Store round trips of a paid call", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let stack: Stack;
  const facilitator = holdingVerify();
  before(async () => {
    redis = await startRedisServer();
    stack = await startStack({ REDIS_URL: redis.url, METRICS_PORT: "0", TRUST_PROXY: "127.0.0.1" }, { wrapFacilitator: facilitator.wrap });
  });
  after(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  /** Round trips so far, by Store operation. */
  async function roundTrips(): Promise<Map<string, number>> {
    const text = await (await fetch(stack.services.metricsUrl!)).text();
    const trips = new Map<string, number>();
    for (const m of text.matchAll(/^verity_store_round_trips_total\{op="(\w+)"\} (\S+)$/gm)) trips.set(m[1]!, Number(m[2]));
    return trips;
  }
  const tripsBetween = (before: Map<string, number>, after: Map<string, number>) =>
    [...after].reduce((sum, [op, n]) => sum + n - (before.get(op) ?? 0), 0);
  const url = () => stack.apiUrl + "/verify/quick";
  const rpc = () => stack.services.gate.devChain!.rpcUrl;

  it("paid /verify/quick calls with a context (embedded judge) make 3 round trips each and settle once each", async () => {
    const calls = 4;
    const payer = await freshPayer(rpc(), BigInt(calls + 1) * PRICE);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const before = await roundTrips();
    for (let i = 0; i < calls; i++) {
      const res = await postJson(fetch, url(), { claim: `Water boils at 100 degrees Celsius at sea level (${i}).`, context: "At sea level, water boils at 100 degrees Celsius." }, await eip3009Header(url(), payer));
      assert.equal(res.status, 200, await res.clone().text());
      assert.ok(res.headers.get("payment-response"));
      assert.equal(await stack.usdcBalance(payer.address), BigInt(calls - i) * PRICE, `call ${i + 1} charged once`);
    }
    const after = await roundTrips();
    const perCall = tripsBetween(before, after) / calls;
    assert.ok(perCall <= 3, `round trips per paid call: ${perCall} (${JSON.stringify([...after])})`);
    assert.deepEqual(
      ["claimAll", "get", "apply"].map((op) => (after.get(op) ?? 0) - (before.get(op) ?? 0)),
      [calls, calls, calls],
      "one script before verification, the cache lookup, one script at the end",
    );

    // The cache entry went out with the unlock: the same claim again is a hit, still paid, still 3 round trips.
    const again = await roundTrips();
    const res = await postJson(fetch, url(), { claim: "Water boils at 100 degrees Celsius at sea level (0).", context: "At sea level, water boils at 100 degrees Celsius." }, await eip3009Header(url(), payer));
    assert.equal(res.status, 200);
    assert.ok(tripsBetween(again, await roundTrips()) <= 3);
    const metrics = await (await fetch(stack.services.metricsUrl!)).text();
    assert.match(metrics, /^verity_verdict_cache_total\{result="hit"\} 1$/m);
    assert.equal(await stack.usdcBalance(payer.address), 0n);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + BigInt(calls + 1) * PRICE);
  });

  /**
   * Sends `attempt` while `payer`'s real paid call runs: the attempt is held inside verification (where a lock
   * taken before verification would be held) until the real call has answered.
   */
  async function duringAttempt(payer: `0x${string}`, attempt: Record<string, string>, real: Record<string, string>) {
    let started!: () => void;
    const inVerification = new Promise<void>((r) => (started = r));
    let release!: () => void;
    facilitator.state.payer = payer;
    facilitator.state.started = started;
    facilitator.state.release = new Promise<void>((r) => (release = r));
    try {
      const attempted = postJson(fetch, url(), { claim: "x y z", context: "x y z" }, attempt);
      await inVerification;
      facilitator.state.payer = null; // the real call is verified without waiting
      const answered = await postJson(fetch, url(), { claim: "x y z", context: "x y z" }, real);
      release();
      return { real: answered, attempt: await attempted };
    } finally {
      facilitator.state.payer = null;
      release?.();
    }
  }

  it("a payment signed by key B claiming to be from payer A cannot lock A: A's concurrent call is served, B's is refused free", async () => {
    const a = await freshPayer(rpc(), PRICE);
    const b = await freshPayer(rpc(), PRICE);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const forged = await alteredEip3009Header(url(), b, { claimedFrom: a.address });
    const { real: served, attempt: refused } = await duringAttempt(a.address, forged, await eip3009Header(url(), a));
    assert.equal(served.status, 200, await served.clone().text());
    assert.equal(refused.status, 402);
    assert.equal(((await refused.json()) as { error: string }).error, "invalid_exact_evm_signature", "the facilitator's reason, as before");
    assert.equal(await stack.usdcBalance(a.address), 0n, "A paid for its own call, once");
    assert.equal(await stack.usdcBalance(b.address), PRICE, "B paid nothing");
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + PRICE);
  });

  it("a signature A gave another seller cannot lock A either: refused free, A's concurrent call is served", async () => {
    const a = await freshPayer(rpc(), 2n * PRICE);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const elsewhere = await alteredEip3009Header(url(), a, { terms: { payTo: privateKeyToAccount(generatePrivateKey()).address } });
    const { real: served, attempt: refused } = await duringAttempt(a.address, elsewhere, await eip3009Header(url(), a));
    assert.equal(served.status, 200, await served.clone().text());
    assert.equal(refused.status, 402);
    assert.equal(((await refused.json()) as { error: string }).error, "invalid_exact_evm_recipient_mismatch");
    assert.equal(await stack.usdcBalance(a.address), PRICE, "charged once");
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + PRICE);
  });

  it("a payment not provable before verification (valid for an hour) is locked after it: one more round trip, still one call in flight per payer", async () => {
    const payer = await freshPayer(rpc(), PRICE);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const payments = await Promise.all([0, 1].map(() => alteredEip3009Header(url(), payer, { terms: { maxTimeoutSeconds: 3600 } })));
    const before = await roundTrips();
    const res = await Promise.all(payments.map((h) => postJson(fetch, url(), { claim: "x y z", context: "x y z" }, h)));
    const bodies = await Promise.all(res.map(async (r) => [r.status, ((await r.json()) as { error?: string }).error] as const));
    const served = bodies.filter(([s]) => s === 200).length;
    const busy = bodies.filter(([s, e]) => s === 429 && e === "payer_busy").length;
    // Both may be served one after the other only if the first had ended before the second was verified; the
    // payer holds one call's price, so the second then fails verification instead of being served twice.
    assert.equal(served, 1, JSON.stringify(bodies));
    assert.equal(busy + bodies.filter(([s]) => s === 402).length, 1, JSON.stringify(bodies));
    const trips = await roundTrips();
    assert.ok((trips.get("claim") ?? 0) - (before.get("claim") ?? 0) >= 1, "the payer lock taken on its own, after verification");
    assert.equal(await stack.usdcBalance(payer.address), 0n);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + PRICE);
  });

  it("a refusal by the same script claims nothing: a payment refused as payer_busy or too_many_failed_payments is served when sent again", async () => {
    const payer = await freshPayer(rpc(), 3n * PRICE);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const body = { claim: "x y z", context: "x y z" };
    // payer_busy: refused while the payer's other call is held in verification, then served.
    const busy = await eip3009Header(url(), payer);
    const { real: refused, attempt: held } = await duringAttempt(payer.address, await eip3009Header(url(), payer), busy);
    assert.equal(refused.status, 429);
    assert.equal(((await refused.json()) as { error: string }).error, "payer_busy");
    assert.equal(held.status, 200, "the held call itself is served");
    const retried = await postJson(fetch, url(), body, busy);
    assert.equal(retried.status, 200, await retried.clone().text());

    // too_many_failed_payments: a limited client's valid payment is refused, then served from another client.
    const unfunded = privateKeyToAccount(generatePrivateKey());
    const limitedClient = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < 10; i++) {
      const failed = await postJson(fetch, url(), body, { ...(await eip3009Header(url(), unfunded)), ...limitedClient });
      assert.equal(failed.status, 402);
    }
    const valid = await eip3009Header(url(), payer);
    const limited = await postJson(fetch, url(), body, { ...valid, ...limitedClient });
    assert.equal(limited.status, 429);
    assert.equal(((await limited.json()) as { error: string }).error, "too_many_failed_payments");
    const elsewhere = await postJson(fetch, url(), body, { ...valid, "x-forwarded-for": "198.51.100.9" });
    assert.equal(elsewhere.status, 200, await elsewhere.clone().text());
    assert.equal(await stack.usdcBalance(payer.address), 0n);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 3n * PRICE);
  });
});
