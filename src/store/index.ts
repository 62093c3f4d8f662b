import type { Store, StoreOp } from "./types.js";
import { MemoryStore } from "./memory.js";
import { RedisStore } from "./redis.js";

export type { Store, RateBucket, ConsumeResult, BucketState, StoreEntry, HeldKey, StoreChanges, ClaimAllResult, StoreOp } from "./types.js";
export { StoreUnavailableError } from "./types.js";
export { MemoryStore } from "./memory.js";
export { RedisStore } from "./redis.js";

/** `onRoundTrip` counts the operations sent to Redis (the memory store makes no round trips). */
export function createStore(redisUrl: string | null, onRoundTrip?: (op: StoreOp) => void): Store {
  return redisUrl ? new RedisStore(redisUrl, undefined, onRoundTrip) : new MemoryStore();
}
