/**
 * A per-client limit on payment attempts that FAIL verification, so a paid route cannot be used to burn
 * facilitator quota (each verification simulates a transfer on chain). Only failures are counted, in the Store
 * (shared by every node); a client at the limit is refused before any facilitator call until the window ends.
 * A client whose payments verify is never counted, so never limited.
 */
import type { ClientKey } from "../net/clientAddress.js";
import type { RateBucket, Store } from "../store/types.js";

export interface FailureLimit {
  /** Failed verifications allowed per client and window. */
  readonly limit: number;
  readonly windowMs: number;
}

export const DEFAULT_FAILURE_LIMIT: FailureLimit = { limit: 10, windowMs: 10 * 60_000 };
const POLICY = '"payment-failures"';

export interface FailureLimitRefusal {
  readonly retryAfterSeconds: number;
  readonly headers: Record<string, string>;
}

export function createFailureLimiter(store: Store, policy: FailureLimit = DEFAULT_FAILURE_LIMIT) {
  const bucket = (client: string): RateBucket => ({ key: `rl:payfail:${client}`, limit: policy.limit, windowMs: policy.windowMs });
  const windowSeconds = Math.round(policy.windowMs / 1000);
  const headersFor = (remaining: number, resetSeconds: number) => ({
    "RateLimit-Policy": `${POLICY};q=${policy.limit};w=${windowSeconds}`,
    RateLimit: `${POLICY};r=${remaining};t=${resetSeconds}`,
  });
  return {
    policy,
    /** Null when the client may attempt a payment; otherwise how long it must wait. Spends nothing. */
    async check(client: string): Promise<FailureLimitRefusal | null> {
      const count = Number((await store.get(bucket(client).key)) ?? 0);
      if (count < policy.limit) return null;
      // consume() on a full bucket refuses without counting and tells when the window resets.
      const state = await store.consume([bucket(client)]);
      if (state.allowed) return null; // the window ended in between; this attempt was counted, harmlessly early
      const resetSeconds = Math.max(1, Math.ceil(state.buckets[0]!.resetMs / 1000));
      return { retryAfterSeconds: resetSeconds, headers: headersFor(0, resetSeconds) };
    },
    async recordFailure(client: string): Promise<void> {
      await store.consume([bucket(client)]);
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

/** Failed payments are counted per IPv4 address and per IPv6 /48, so rotating /64s gains nothing. */
export function failureKeyOf(client: ClientKey): string {
  return client.network ?? client.host;
}
