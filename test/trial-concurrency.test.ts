/**
 * Counters are exact under 200 concurrent requests, with the memory Store and with a REAL redis-server
 * (test/support/redisServer.ts, two app instances sharing it as two nodes would).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { RedisStore } from "../src/store/redis.js";
import { MemoryStore } from "../src/store/memory.js";
import type { Store } from "../src/store/types.js";
import { redisServerAvailable, startRedisServer, type RedisProcess } from "./support/redisServer.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const NO_CLAIMS = { text: "Is this a question? Do you think so?" };
const engine = () => new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] }));

async function burst(servers: TrialServer[], clients: number, total: number) {
  const results = await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const client = `203.0.113.${i % clients}`;
      const res = await postJson(`${servers[i % servers.length]!.url}/scan`, NO_CLAIMS, { "x-forwarded-for": client });
      const body = (await json(res)) as { limit?: { name: string } };
      return { client, status: res.status, limit: body.limit?.name ?? null };
    }),
  );
  const perClient = new Map<string, number>();
  for (const r of results) if (r.status === 200) perClient.set(r.client, (perClient.get(r.client) ?? 0) + 1);
  return {
    ok: results.filter((r) => r.status === 200).length,
    refused: results.filter((r) => r.status === 429),
    other: results.filter((r) => r.status !== 200 && r.status !== 429),
    maxPerClient: Math.max(...perClient.values()),
  };
}

async function exactness(makeStore: () => Store, nodes: number) {
  // Case 1: 20 clients × 10 requests = 200 at once; the per-client limit (6) binds: exactly 120 pass.
  let stores = Array.from({ length: nodes }, makeStore);
  let servers = await Promise.all(stores.map((store) => startTrial({ TRUST_PROXY: "127.0.0.1" }, engine(), { store })));
  try {
    const r = await burst(servers, 20, 200);
    assert.deepEqual(r.other, []);
    assert.equal(r.ok, 120);
    assert.equal(r.maxPerClient, 6);
    assert.ok(r.refused.every((x) => x.limit === "scan-per-client"));
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(stores.map((s) => s.close()));
  }
  // Case 2: 50 clients × 4 requests = 200 at once; the global ceiling (150) binds: exactly 150 pass.
  stores = Array.from({ length: nodes }, makeStore);
  servers = await Promise.all(stores.map((store) => startTrial({ TRUST_PROXY: "127.0.0.1" }, engine(), { store })));
  try {
    const r = await burst(servers, 50, 200);
    assert.deepEqual(r.other, []);
    assert.equal(r.ok, 150);
    assert.equal(r.refused.length, 50);
    assert.ok(r.refused.every((x) => x.limit === "trial-global"));
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(stores.map((s) => s.close()));
  }
}

describe("rate-limit counters under 200 concurrent requests", () => {
  it("memory Store: exact", async () => {
    await exactness(() => new MemoryStore(), 1);
  });

  describe("Redis Store (real redis-server)", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
    let redis: RedisProcess | null = null;
    let prefixCounter = 0;

    before(async () => {
      redis = await startRedisServer();
    });
    after(async () => {
      await redis?.stop();
    });

    it("exact across two app instances sharing one Redis", async () => {
      // Each case gets a fresh key prefix, so the two cases do not share counters.
      const run = prefixCounter++;
      let n = 0;
      await exactness(() => new RedisStore(redis!.url, `verity-test-${run}-${Math.floor(n++ / 2)}:`), 2);
    });
  });
});
