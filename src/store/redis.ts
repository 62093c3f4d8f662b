import { Redis } from "ioredis";
import { StoreUnavailableError, type ClaimAllResult, type ConsumeResult, type RateBucket, type Store, type StoreChanges, type StoreEntry, type StoreOp } from "./types.js";

/**
 * All-or-nothing fixed-window counter over N keys in one Lua script, so a refused call spends nothing and
 * concurrent calls on any number of nodes are counted exactly.
 * KEYS = bucket keys; ARGV = limit1, window1, limit2, window2, ...
 * Returns {blockedIndex (0 = allowed, else 1-based), count1, pttl1, count2, pttl2, ...} (counts before this call).
 */
const CONSUME_LUA = `
local n = #KEYS
local counts = {}
local ttls = {}
local blocked = 0
for i = 1, n do
  local c = tonumber(redis.call('GET', KEYS[i]) or '0')
  local t = redis.call('PTTL', KEYS[i])
  if t < 0 then t = tonumber(ARGV[2 * i]) end
  counts[i] = c
  ttls[i] = t
  if blocked == 0 and c >= tonumber(ARGV[2 * i - 1]) then blocked = i end
end
if blocked == 0 then
  for i = 1, n do
    local c = redis.call('INCR', KEYS[i])
    if c == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i]) end
  end
end
local out = {blocked}
for i = 1, n do
  out[#out + 1] = counts[i]
  out[#out + 1] = ttls[i]
end
return out
`;

/**
 * Take N keys (SET NX) all or nothing, unless a guard counter has reached its limit; one script, so no other
 * client sees a half-taken set.
 * KEYS = claim keys, then the guard's key when there is one; ARGV = n, value1, ttl1, ..., valueN, ttlN, then the
 * guard's limit and window.
 * Returns {0} when every key was taken, {-1, pttl} when the guard was at its limit, {i} when claim i (1-based) was
 * already taken.
 */
const CLAIM_ALL_LUA = `
local n = tonumber(ARGV[1])
if #KEYS > n then
  local count = tonumber(redis.call('GET', KEYS[n + 1]) or '0')
  if count >= tonumber(ARGV[2 * n + 2]) then
    local t = redis.call('PTTL', KEYS[n + 1])
    if t < 0 then t = tonumber(ARGV[2 * n + 3]) end
    return {-1, t}
  end
end
for i = 1, n do
  if redis.call('EXISTS', KEYS[i]) == 1 then return {i} end
end
for i = 1, n do
  redis.call('SET', KEYS[i], ARGV[2 * i], 'PX', ARGV[2 * i + 1])
end
return {0}
`;

/**
 * Give back held keys and write entries, in one script: a held key is deleted only while it still holds the value
 * its holder wrote (compare-and-delete), so a call whose key was lost (a Redis restart, an expiry) and taken by
 * another call leaves the other call's key alone.
 * KEYS = the n held keys, then the keys to write; ARGV = n, value1, ..., valueN, then value and ttl of each write.
 * Returns how many held keys were deleted.
 */
const APPLY_LUA = `
local n = tonumber(ARGV[1])
local released = 0
for i = 1, n do
  if redis.call('GET', KEYS[i]) == ARGV[1 + i] then
    redis.call('DEL', KEYS[i])
    released = released + 1
  end
end
for i = n + 1, #KEYS do
  local v = n + 2 * (i - n)
  redis.call('SET', KEYS[i], ARGV[v], 'PX', ARGV[v + 1])
end
return released
`;

/** How long a command issued before the first connection may wait for it (a node just started). */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * Redis-backed Store. While Redis is unreachable every command fails at once with StoreUnavailableError: no
 * offline queue (requests would pile up behind a dead server), and the client reconnects in the background
 * forever, so a node recovers without a restart when Redis is back.
 */
export class RedisStore implements Store {
  readonly backend = "redis" as const;
  private readonly redis: Redis;
  private readonly firstConnect: Promise<void>;

  /**
   * `onRoundTrip` is told each operation sent to Redis (one command, script or pipeline: one round trip), for the
   * metrics. An operation refused at once because Redis is down sends nothing and is not counted. After a Redis
   * restart the first run of a script costs one more round trip inside ioredis (EVALSHA answers NOSCRIPT, then EVAL).
   */
  constructor(
    url: string,
    private readonly prefix = "verity:",
    private readonly onRoundTrip: (op: StoreOp) => void = () => {},
  ) {
    this.redis = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // Reconnect every 100 ms, backing off to 1 s; never give up.
      retryStrategy: (times) => Math.min(100 * times, 1000),
    });
    // Connection errors are expected while Redis is down; commands report them.
    this.redis.on("error", () => {});
    this.redis.defineCommand("verityConsume", { lua: CONSUME_LUA });
    this.redis.defineCommand("verityClaimAll", { lua: CLAIM_ALL_LUA });
    this.redis.defineCommand("verityApply", { lua: APPLY_LUA });
    this.firstConnect = new Promise<void>((resolve) => this.redis.once("ready", () => resolve()));
  }

  /** Runs one round trip; any failure to reach Redis becomes StoreUnavailableError. */
  private async run<T>(op: StoreOp, command: (redis: Redis) => Promise<T>): Promise<T> {
    if (this.redis.status !== "ready") {
      // A node that just started may get its first request before the connection is up: wait briefly, once.
      const connected = await Promise.race([this.firstConnect.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), FIRST_CONNECT_WAIT_MS).unref())]);
      if (!connected || (this.redis.status as string) !== "ready") throw new StoreUnavailableError(`redis is ${this.redis.status}`);
    }
    this.onRoundTrip(op);
    try {
      return await command(this.redis);
    } catch (error) {
      throw new StoreUnavailableError(`redis command failed: ${(error as Error).message}`, { cause: error });
    }
  }

  async claim(key: string, value: string, ttlMs: number): Promise<boolean> {
    const result = await this.run("claim", (r) => r.set(this.prefix + key, value, "PX", ttlMs, "NX"));
    return result === "OK";
  }

  async claimAll(claims: readonly StoreEntry[], guard?: RateBucket): Promise<ClaimAllResult> {
    const keys = claims.map((c) => this.prefix + c.key);
    const args = [String(claims.length), ...claims.flatMap((c) => [c.value, String(c.ttlMs)])];
    if (guard) {
      keys.push(this.prefix + guard.key);
      args.push(String(guard.limit), String(guard.windowMs));
    }
    const raw = (await this.run("claimAll", (r) =>
      (r as unknown as { verityClaimAll(n: number, ...rest: string[]): Promise<number[]> }).verityClaimAll(keys.length, ...keys, ...args),
    )) as number[];
    const code = Number(raw[0]);
    if (code === 0) return { claimed: true };
    if (code === -1) return { claimed: false, limited: { resetMs: Number(raw[1]) } };
    return { claimed: false, held: code - 1 };
  }

  async apply(changes: StoreChanges): Promise<void> {
    const release = changes.release ?? [];
    const set = changes.set ?? [];
    if (release.length === 0 && set.length === 0) return;
    const keys = [...release, ...set].map((e) => this.prefix + e.key);
    const args = [String(release.length), ...release.map((h) => h.value), ...set.flatMap((e) => [e.value, String(e.ttlMs)])];
    await this.run("apply", (r) =>
      (r as unknown as { verityApply(n: number, ...rest: string[]): Promise<number> }).verityApply(keys.length, ...keys, ...args),
    );
  }

  async get(key: string): Promise<string | null> {
    return this.run("get", (r) => r.get(this.prefix + key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.run("set", (r) => r.set(this.prefix + key, value, "PX", ttlMs));
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.run("ping", (r) => r.ping())) === "PONG";
    } catch {
      return false;
    }
  }

  async consume(buckets: readonly RateBucket[]): Promise<ConsumeResult> {
    const keys = buckets.map((b) => this.prefix + b.key);
    const args = buckets.flatMap((b) => [String(b.limit), String(b.windowMs)]);
    const raw = (await this.run("consume", (r) =>
      (r as unknown as { verityConsume(n: number, ...rest: string[]): Promise<number[]> }).verityConsume(keys.length, ...keys, ...args),
    )) as number[];
    const blocked = Number(raw[0]);
    const allowed = blocked === 0;
    return {
      allowed,
      blockedBy: allowed ? null : blocked - 1,
      buckets: buckets.map((b, i) => {
        const count = Number(raw[1 + 2 * i]);
        return {
          key: b.key,
          limit: b.limit,
          remaining: Math.max(0, b.limit - count - (allowed ? 1 : 0)),
          resetMs: Number(raw[2 + 2 * i]),
        };
      }),
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
