/** A failure talking to an operator-configured upstream (LLM or search API). */
export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    readonly kind: "timeout" | "status" | "network" | "garbage" | "too-large" | "refused",
    readonly status: number | null,
    message: string,
    /** From a Retry-After header, when the upstream sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${upstream}: ${message}`);
    this.name = "UpstreamError";
  }

  /** Worth another try: timeouts, network errors, 408/429/5xx and unreadable bodies. Other 4xx are our fault or config. */
  get retryable(): boolean {
    if (this.kind === "status") return this.status === 408 || this.status === 429 || (this.status ?? 0) >= 500;
    return this.kind !== "too-large" && this.kind !== "refused";
  }
}
