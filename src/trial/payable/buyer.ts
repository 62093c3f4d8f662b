/**
 * Buyer emulation: hand the challenge to the SDK's own buyer (x402Client with default spendControls +
 * registerExactEvmScheme, the @x402/fetch set-up) with a fresh throwaway key, and see whether it signs. The
 * signed payload is discarded; nothing is ever sent, and the key holds nothing.
 */
import { x402Client, x402HTTPClient } from "@x402/core/client";
import type { PaymentRequired } from "@x402/core/types";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

export type DeclineReason =
  | "unsupported_version"
  | "no_matching_scheme_network"
  | "unknown_payment_flow"
  | "non_default_asset"
  | "over_spend_cap"
  | "missing_eip712_domain"
  | "amount_not_atomic"
  | "invalid_pay_to"
  | "invalid_timeout"
  | "signing_failed";

export type BuyerOutcome =
  | { readonly signed: true; /** Index in `accepts` of the offer the buyer signed. */ readonly acceptedIndex: number }
  | { readonly signed: false; readonly reason: DeclineReason; readonly error: string };

/**
 * `/Address .* is invalid/` on one line, without the regex: the message can quote a hostile payTo, and `.*` retried
 * from every "Address " is quadratic in its length.
 */
function namesInvalidAddress(message: string): boolean {
  return message.split(/\r\n|[\n\r\u2028\u2029]/).some((line) => {
    const at = line.indexOf("Address ");
    return at !== -1 && line.indexOf(" is invalid", at + 8) !== -1;
  });
}

function classify(error: unknown): DeclineReason {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (/No client registered for x402 version/.test(message)) return "unsupported_version";
  if (/No network\/scheme registered|No client registered for scheme/.test(message)) return "no_matching_scheme_network";
  if (/recognized paymentFlow/.test(message)) return "unknown_payment_flow";
  if (/only default assets/.test(message)) return "non_default_asset";
  if (/maxAmountPerPayment/.test(message)) return "over_spend_cap";
  if (/EIP-712 domain parameters/.test(message)) return "missing_eip712_domain";
  if (/Cannot convert NaN to a BigInt/.test(message)) return "invalid_timeout";
  if (/to a BigInt|Invalid amount|IntegerOutOfRange/.test(message) || name === "IntegerOutOfRangeError") {
    return "amount_not_atomic";
  }
  if (name === "InvalidAddressError" || namesInvalidAddress(message)) return "invalid_pay_to";
  return "signing_failed";
}

/** The SDK message, first line only (viem appends multi-line help text). */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split("\n")[0] ?? message;
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** v2 payloads carry a verbatim copy of the accepted offer; v1 payloads only its scheme and network. */
function signedIndex(paymentRequired: Record<string, unknown>, payload: Record<string, unknown>): number {
  const accepts = Array.isArray(paymentRequired.accepts) ? (paymentRequired.accepts as unknown[]) : [];
  if (payload.accepted !== undefined) {
    const wanted = JSON.stringify(payload.accepted);
    const index = accepts.findIndex((a) => JSON.stringify(a) === wanted);
    if (index >= 0) return index;
  }
  const index = accepts.findIndex(
    (a) =>
      typeof a === "object" && a !== null &&
      (a as Record<string, unknown>).scheme === payload.scheme &&
      (a as Record<string, unknown>).network === payload.network,
  );
  return Math.max(index, 0);
}

export async function emulateBuyer(paymentRequired: Record<string, unknown>): Promise<BuyerOutcome> {
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: privateKeyToAccount(generatePrivateKey()) });
  const http = new x402HTTPClient(client);
  try {
    const payload = await http.createPaymentPayload(paymentRequired as unknown as PaymentRequired);
    return { signed: true, acceptedIndex: signedIndex(paymentRequired, payload as unknown as Record<string, unknown>) };
  } catch (error) {
    return { signed: false, reason: classify(error), error: firstLine(error) };
  }
}
