import { sleep } from "./deadline.js";
import { UpstreamError } from "./errors.js";

export interface RetryOptions {
  /** Total tries, the first included. */
  readonly attempts: number;
  /** First backoff; doubles each time, with full jitter. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Aborts the waits (and is passed to each try). */
  readonly signal: AbortSignal;
  readonly random?: () => number;
}

/**
 * Runs `attempt` until it succeeds, fails with a non-retryable error, runs out of tries, or the signal aborts.
 * A Retry-After from the upstream is honoured when it fits before the deadline (the signal ends the wait).
 */
export async function withRetries<T>(attempt: (tryNumber: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const random = options.random ?? Math.random;
  let lastError: unknown;
  for (let tryNumber = 1; tryNumber <= options.attempts; tryNumber++) {
    if (options.signal.aborted) break;
    try {
      return await attempt(tryNumber);
    } catch (error) {
      lastError = error;
      if (!(error instanceof UpstreamError) || !error.retryable || tryNumber === options.attempts) throw error;
      const backoff = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (tryNumber - 1)) * random();
      const wait = error.retryAfterMs !== null ? Math.min(error.retryAfterMs, options.maxDelayMs) : backoff;
      try {
        await sleep(wait, options.signal);
      } catch {
        break;
      }
    }
  }
  throw lastError ?? new Error("aborted before the first try");
}
