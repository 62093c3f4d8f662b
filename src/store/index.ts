import type { Store } from "./types.js";
import { MemoryStore } from "./memory.js";
import { RedisStore } from "./redis.js";

export type { Store, RateBucket, ConsumeResult, BucketState } from "./types.js";
export { StoreUnavailableError } from "./types.js";
export { MemoryStore } from "./memory.js";
export { RedisStore } from "./redis.js";

export function createStore(redisUrl: string | null): Store {
  return redisUrl ? new RedisStore(redisUrl) : new MemoryStore();
}
