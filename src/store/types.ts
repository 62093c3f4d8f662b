/**
 * Every piece of state shared between nodes goes through this interface: payment-claim locks, rate-limit
 * counters and the verdict cache. Memory backend by default, Redis when REDIS_URL is set.
 */
export interface RateBucket {
  /** Counter key, e.g. `rl:scan:client:203.0.113.9`. */
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface BucketState {
  readonly key: string;
  readonly limit: number;
  /** Calls left in this window after this call (0 when refused by this bucket). */
  readonly remaining: number;
  /** Milliseconds until this bucket's window resets. */
  readonly resetMs: number;
}

export interface ConsumeResult {
  /** True when every bucket had room; then every bucket was incremented. Otherwise none was. */
  readonly allowed: boolean;
  /** Index of the first bucket that was full, when refused. */
  readonly blockedBy: number | null;
  readonly buckets: readonly BucketState[];
}

/** One key with its value and time to live: taken by `claimAll`, written by `apply`. */
export interface StoreEntry {
  readonly key: string;
  readonly value: string;
  readonly ttlMs: number;
}

export type ClaimAllResult =
  | { readonly claimed: true }
  /** The guard counter had reached its limit: nothing was taken. `resetMs`: until its window resets. */
  | { readonly claimed: false; readonly limited: { readonly resetMs: number } }
  /** `claims[held]` was already taken (the first one found): nothing was taken. */
  | { readonly claimed: false; readonly held: number };

/**
 * A key as its holder took it: the value it wrote there (unique to that holder) proves it still holds the key, so
 * a holder whose key was lost (a Redis restart, an expiry) and taken by someone else cannot drop the new owner's.
 */
export interface HeldKey {
  readonly key: string;
  readonly value: string;
}

/** What `apply` does in one round trip: give back held keys, write entries. */
export interface StoreChanges {
  /** Each key is dropped only if it still holds the given value (compare-and-delete); any other is left alone. */
  readonly release?: readonly HeldKey[];
  readonly set?: readonly StoreEntry[];
}

/** The Store's operations, as round trips are counted (`verity_store_round_trips_total{op}`). */
export type StoreOp = "claim" | "claimAll" | "apply" | "get" | "set" | "consume" | "ping";

/**
 * Every method is one round trip to Redis by construction (one command, one Lua script or one pipeline), so a
 * caller can count its round trips by counting calls; `apply` with nothing to do makes none.
 */
export interface Store {
  readonly backend: "memory" | "redis";
  /** Atomically take `key` if nobody holds it (SET NX). Returns false when it was already taken. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Atomically, unless the counter of `guard` (a bucket `consume` counts) has reached its limit: take every key of
   * `claims` (SET NX), all of them or none when one is already taken.
   */
  claimAll(claims: readonly StoreEntry[], guard?: RateBucket): Promise<ClaimAllResult>;
  /**
   * Atomically, in one round trip: drops each key of `release` (taken by `claim`/`claimAll`) that still holds the
   * value its holder wrote, and writes `set`.
   */
  apply(changes: StoreChanges): Promise<void>;
  /** All-or-nothing fixed-window counting over several buckets (a per-client limit and a global ceiling). */
  consume(buckets: readonly RateBucket[]): Promise<ConsumeResult>;
  /** Whether the store answers right now (one round trip; the memory store always does). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The shared store cannot be reached (Redis down, restarting, partitioned). Paid routes answer a free 503 before
 * any work, trial tools a 503; nothing waits in a queue for it to come back.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}
