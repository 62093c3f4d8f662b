/**
 * A held key is given back only by its holder. A call's key can be lost while the call runs (a Redis restart, an
 * expiry) and taken by another call; when the first call then gives its keys back, the other call's key stays
 * (compare-and-delete on the value each holder wrote), while the first call's own keys go, all in one round trip.
 * On the memory Store (the key expires) and on a real redis-server (restarted, so it loses everything).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { MemoryStore } from "../src/store/memory.js";
import { RedisStore } from "../src/store/redis.js";
import type { Store, StoreOp } from "../src/store/types.js";
import { redisServerAvailable, startRedisServer, type RedisProcess } from "./support/redisServer.js";

const TTL = 60_000;
const LOCK = "payer-inflight:eip155:8453:0xabc";
const NONCE = "payment:eip155:8453:0xusdc:0xabc:0x01";

/** `lose` makes the store forget every key held so far, as a restart or an expiry would. */
async function ownerOnly(store: Store, lose: () => Promise<void>) {
  // A holds the payer lock and a nonce claim, then loses both.
  assert.deepEqual(await store.claimAll([{ key: LOCK, value: "a-lock", ttlMs: TTL }, { key: NONCE, value: "a-nonce", ttlMs: TTL }]), { claimed: true });
  await lose();
  assert.equal(await store.get(LOCK), null, "the keys are lost");
  assert.equal(await store.get(NONCE), null);

  // B takes both meanwhile (its own lock, and the nonce through a replay); A takes a new key of its own.
  assert.deepEqual(await store.claimAll([{ key: LOCK, value: "b-lock", ttlMs: TTL }, { key: NONCE, value: "b-nonce", ttlMs: TTL }]), { claimed: true });
  assert.equal(await store.claim("own", "a-own", TTL), true);

  // A ends: it gives back everything it took and writes an entry. B's keys stay, A's own key goes.
  await store.apply({
    release: [
      { key: LOCK, value: "a-lock" },
      { key: NONCE, value: "a-nonce" },
      { key: "own", value: "a-own" },
    ],
    set: [{ key: "cache:x", value: "verdict", ttlMs: TTL }],
  });
  assert.equal(await store.get(LOCK), "b-lock", "B's lock is not A's to drop");
  assert.equal(await store.get(NONCE), "b-nonce", "B's nonce claim is not A's to drop");
  assert.equal(await store.get("own"), null, "A's own key is given back");
  assert.equal(await store.get("cache:x"), "verdict", "the write went out with it");
  assert.equal(await store.claim(LOCK, "c-lock", TTL), false, "a third holder is still refused");

  // B ends: its keys go.
  await store.apply({ release: [{ key: LOCK, value: "b-lock" }, { key: NONCE, value: "b-nonce" }] });
  assert.equal(await store.get(LOCK), null);
  assert.equal(await store.get(NONCE), null);
  assert.equal(await store.claim(LOCK, "c-lock", TTL), true);
}

describe("a held key is given back only by its holder", () => {
  it("memory Store: a key expired and taken by another holder stays when the first gives it back", async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    try {
      await ownerOnly(store, async () => {
        now += TTL;
      });
    } finally {
      await store.close();
    }
  });

  describe("Redis Store (real redis-server)", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
    let redis: RedisProcess;
    before(async () => {
      redis = await startRedisServer();
    });
    after(async () => {
      await redis?.stop();
    });

    it("a key lost in a restart and taken by another holder stays when the first gives it back; one round trip per give-back", async () => {
      const trips: StoreOp[] = [];
      const store = new RedisStore(redis.url, "verity-owner:", (op) => trips.push(op));
      try {
        await ownerOnly(store, async () => {
          await redis.restart();
          // The store reconnects on its own; wait until it answers again.
          for (let i = 0; !(await store.ping()); i++) {
            assert.ok(i < 200, "the store reconnects after the restart");
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        assert.equal(trips.filter((op) => op === "apply").length, 2, "each give-back is one round trip");
      } finally {
        await store.close();
      }
    });
  });
});
