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
  const refusal = (resetMs: number): FailureLimitRefusal => {
    const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
    return { retryAfterSeconds: resetSeconds, headers: headersFor(0, resetSeconds) };
  };
  return {
    policy,
    /** The client's counter, for a Store operation that checks it together with other keys (callKeys.ts). */
    bucket,
    /** The refusal for a client whose counter is full and resets in `resetMs`. */
    refusal,
    /** Null when the client may attempt a payment; otherwise how long it must wait. Spends nothing; one round trip. */
    async check(client: string): Promise<FailureLimitRefusal | null> {
      const state = await store.claimAll([], bucket(client));
      return "limited" in state ? refusal(state.limited.resetMs) : null;
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
