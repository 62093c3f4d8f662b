/**
 * The client's typed failures. Each is something a caller can act on: a refused payment (sign a new one or
 * stop), a spending limit (raise it or stop; nothing was signed), an outage on the service's side (retry after
 * `retryAfter` seconds; nothing was charged), invalid input (fix the claim; nothing was charged).
 */
export class VerityError extends Error {
  override name = "VerityError";
  constructor(
    message: string,
    /** The HTTP status the service answered with, when there was an answer. */
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The service refused the signed payment (replayed nonce, insufficient funds, facilitator refusal...). */
export class PaymentRefused extends VerityError {
  override name = "PaymentRefused";
  constructor(
    /** The x402 reason code, e.g. "payment_already_used" or the facilitator's invalidReason. */
    readonly reason: string,
    message: string,
  ) {
    super(message, 402);
  }
}

/** A call that would pass a spending limit; refused before anything was signed. */
export class BudgetExceeded extends VerityError {
  override name = "BudgetExceeded";
  constructor(
    readonly limit: "max_price_per_call" | "budget",
    /** The price asked, in USD. */
    readonly priceUsd: string | null,
    /** What the limit still allows, in USD. */
    readonly allowedUsd: string,
    message: string,
  ) {
    super(message);
  }
}

/** The service could not make a real attempt (503); nothing was charged. */
export class ServiceUnavailable extends VerityError {
  override name = "ServiceUnavailable";
  constructor(
    /** Seconds to wait before retrying (the Retry-After header), or null when not given. */
    readonly retryAfter: number | null,
    message: string,
  ) {
    super(message, 503);
  }
}

/** The request was invalid (422); nothing was charged. `detail` is the service's FastAPI-style detail list. */
export class InvalidInput extends VerityError {
  override name = "InvalidInput";
  constructor(
    readonly detail: unknown,
    message: string,
  ) {
    super(message, 422);
  }
}
