/**
 * The SDK answers a refused payment (replayed, wrong amount, facilitator down, settlement failed) with 402 and
 * an empty `{}` body; the reason sits only inside the base64 PAYMENT-REQUIRED header. This wrapper puts that
 * reason in the JSON body as `error`, with a sentence saying what to do, so a person or a plain HTTP client
 * can read why without decoding the header. Status and headers are unchanged.
 */
import type { Context, MiddlewareHandler } from "hono";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { PAYMENT } from "../contract/tiers.js";

function reasonFromHeader(header: string | null): string | null {
  if (!header) return null;
  try {
    const error = decodePaymentRequiredHeader(header).error;
    return typeof error === "string" && error !== "" ? error : null;
  } catch {
    return null;
  }
}

export function paymentErrorBody(reason: string): Record<string, unknown> {
  return {
    error: reason,
    detail:
      `The payment was not accepted (${reason}); nothing was charged. A signed payment buys one request: sign a new ` +
      "payment for the requirements in the PAYMENT-REQUIRED header and repeat the request with PAYMENT-SIGNATURE.",
    x402Version: PAYMENT.x402Version,
  };
}

function carriesPayment(c: Context): boolean {
  return c.req.header("payment-signature") !== undefined || c.req.header("x-payment") !== undefined;
}

export function withReadablePaymentErrors(middleware: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    const returned = await middleware(c, next);
    if (returned instanceof Response) c.res = returned;
    const res = c.res;
    if (res.status !== 402 || !carriesPayment(c) || !(res.headers.get("content-type") ?? "").startsWith("application/json")) {
      return;
    }
    const text = await res.clone().text();
    if (text.trim() !== "{}") return;
    const reason = reasonFromHeader(res.headers.get("payment-required")) ?? "payment_failed";
    // Assigning c.res keeps the previous response's headers (PAYMENT-REQUIRED, CORS, Cache-Control).
    c.res = new Response(JSON.stringify(paymentErrorBody(reason)), { status: 402, headers: { "content-type": "application/json" } });
  };
}
