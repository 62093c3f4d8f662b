/**
 * Every way a paid request can be refused before or after the handler, as values: a stable snake_case reason
 * code, the status it is answered with, and a sentence for the caller. The one table of payment outcomes;
 * the HTTP gate and the MCP transport both render these, never free text from a facilitator or the chain.
 */
export type PaymentRefusalCode =
  | "invalid_payment_header"
  | "unsupported_x402_version"
  | "unsupported_transfer_method"
  | "invalid_payload"
  | "No matching payment requirements"
  | "payment_already_used"
  | "payer_busy"
  | "too_many_failed_payments"
  | "facilitator_unavailable"
  | "store_unavailable"
  | "settlement_failed"
  // Verification failures carry the facilitator's own reason code (e.g. invalid_exact_evm_insufficient_balance).
  | (string & {});

export interface PaymentRefusal {
  readonly status: 402 | 429 | 503;
  readonly error: PaymentRefusalCode;
  readonly detail: string;
  /** Seconds, for 429s and 503s. */
  readonly retryAfterSeconds?: number;
  /** Extra response headers (RateLimit, PAYMENT-RESPONSE). */
  readonly headers?: Readonly<Record<string, string>>;
  /** 402s carry the route's challenge with this error, so a buyer can sign a fresh payment. */
  readonly challenge: boolean;
}

const NOTHING_CHARGED = "Nothing was charged.";
const SIGN_NEW =
  "sign a new payment for the requirements in the PAYMENT-REQUIRED header and repeat the request with PAYMENT-SIGNATURE.";

function refused(error: PaymentRefusalCode, detail: string): PaymentRefusal {
  return { status: 402, error, detail, challenge: true };
}

export const refusals = {
  malformedHeader: (why: string) =>
    refused("invalid_payment_header", `The PAYMENT-SIGNATURE header is not a base64 JSON x402 payment payload (${why}). ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`),
  unsupportedVersion: (version: unknown) =>
    refused("unsupported_x402_version", `This service speaks x402 version 2 only (got ${JSON.stringify(version) ?? "none"}). ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`),
  unsupportedTransferMethod: (what: string) =>
    refused(
      "unsupported_transfer_method",
      `This route is paid with an EIP-3009 transferWithAuthorization of USDC (payload.authorization + payload.signature); ${what} is not accepted. ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`,
    ),
  invalidPayload: (what: string) =>
    refused("invalid_payload", `The payment payload is not a well-formed EIP-3009 authorization (${what}). ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`),
  noMatch: () =>
    refused(
      "No matching payment requirements",
      `The payment was signed for other terms than this route's (price, payee, network or asset). ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`,
    ),
  alreadyUsed: () =>
    refused(
      "payment_already_used",
      `This signed payment is already being used or was used for another request; one signed payment buys one request. ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`,
    ),
  /** `why`, when known, says the real problem in a person's words ("the payer holds 0.01 USDC; this call costs 0.25 USDC"). */
  notVerified: (reason: string, why?: string) =>
    refused(reason, `The payment was not accepted (${reason})${why ? `: ${why}` : ""}. ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`),
  facilitatorUnavailable: () =>
    refused("facilitator_unavailable", `The payment could not be verified right now (the facilitator is unavailable). ${NOTHING_CHARGED} Retry shortly with the same payment.`),
  storeUnavailable: (): PaymentRefusal => ({
    status: 503,
    error: "store_unavailable",
    detail: `The service's shared state is unreachable for a moment, so no payment can be accepted safely. ${NOTHING_CHARGED} Retry shortly with the same payment.`,
    retryAfterSeconds: 5,
    challenge: false,
  }),
  settlementFailed: (headers: Record<string, string>) => ({
    ...refused("settlement_failed", `The payment could not be settled, so the answer is withheld. ${NOTHING_CHARGED} To pay, ${SIGN_NEW}`),
    headers,
  }),
  payerBusy: (payer: string, retryAfterSeconds: number): PaymentRefusal => ({
    status: 429,
    error: "payer_busy",
    detail:
      `Another paid request from ${payer} is still running; each payer has at most one paid request in flight. ` +
      `${NOTHING_CHARGED} This payment was not used: repeat the same request with the same PAYMENT-SIGNATURE when the other one has finished.`,
    retryAfterSeconds,
    // A concurrency limit of one: no quota is left while the other request runs.
    headers: { "RateLimit-Policy": '"payer-in-flight";q=1', RateLimit: `"payer-in-flight";r=0;t=${retryAfterSeconds}` },
    challenge: false,
  }),
  tooManyFailures: (limit: number, windowSeconds: number, retryAfterSeconds: number, headers: Record<string, string>): PaymentRefusal => ({
    status: 429,
    error: "too_many_failed_payments",
    detail:
      `${limit} payments from this client failed verification within ${windowSeconds} seconds, so further payment attempts are refused ` +
      `for ${retryAfterSeconds} seconds. ${NOTHING_CHARGED} Payments that verify are never counted.`,
    retryAfterSeconds,
    headers,
    challenge: false,
  }),
};

/** The JSON body of a refusal. */
export function refusalBody(refusal: PaymentRefusal): Record<string, unknown> {
  return { error: refusal.error, detail: refusal.detail, x402Version: 2 };
}
