import { Redis } from "ioredis";
import { StoreUnavailableError, type ConsumeResult, type RateBucket, type Store } from "./types.js";

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

  constructor(url: string, private readonly prefix = "verity:") {
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
    this.firstConnect = new Promise<void>((resolve) => this.redis.once("ready", () => resolve()));
  }

  /** Runs one command; any failure to reach Redis becomes StoreUnavailableError. */
  private async run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    if (this.redis.status !== "ready") {
      // A node that just started may get its first request before the connection is up: wait briefly, once.
      const connected = await Promise.race([this.firstConnect.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), FIRST_CONNECT_WAIT_MS).unref())]);
      if (!connected || (this.redis.status as string) !== "ready") throw new StoreUnavailableError(`redis is ${this.redis.status}`);
    }
    try {
      return await command(this.redis);
    } catch (error) {
      throw new StoreUnavailableError(`redis command failed: ${(error as Error).message}`, { cause: error });
    }
  }

  async claim(key: string, value: string, ttlMs: number): Promise<boolean> {
    const result = await this.run((r) => r.set(this.prefix + key, value, "PX", ttlMs, "NX"));
    return result === "OK";
  }

  async release(key: string): Promise<void> {
    await this.run((r) => r.del(this.prefix + key));
  }

  async get(key: string): Promise<string | null> {
    return this.run((r) => r.get(this.prefix + key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.run((r) => r.set(this.prefix + key, value, "PX", ttlMs));
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.run((r) => r.ping())) === "PONG";
    } catch {
      return false;
    }
  }

  async consume(buckets: readonly RateBucket[]): Promise<ConsumeResult> {
    const keys = buckets.map((b) => this.prefix + b.key);
    const args = buckets.flatMap((b) => [String(b.limit), String(b.windowMs)]);
    const raw = (await this.run((r) =>
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
