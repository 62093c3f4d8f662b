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

export interface Store {
  readonly backend: "memory" | "redis";
  /** Atomically take `key` if nobody holds it (SET NX). Returns false when it was already taken. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Drop a key taken by `claim` or written by `set`. */
  release(key: string): Promise<void>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
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
