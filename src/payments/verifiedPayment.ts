/**
 * The replay guard: the EIP-3009 nonce of a payment is claimed in the Store before the facilitator or the
 * handler sees it, so one signed payment runs the handler once even when sent concurrently to several nodes.
 * The claim is taken and given back with the call's other keys (callKeys.ts).
 */
import { randomUUID } from "node:crypto";
import type { StoreEntry } from "../store/types.js";
import type { ReceiptPayment } from "../receipts/types.js";

/** Longer than any authorization can stay valid (maxTimeoutSeconds 300), so a replay always meets the claim. */
export const NONCE_CLAIM_TTL_MS = 15 * 60 * 1000;

export function nonceClaimKey(payment: ReceiptPayment): string {
  return `payment:${payment.network}:${payment.asset.toLowerCase()}:${payment.payer.toLowerCase()}:${payment.nonce.toLowerCase()}`;
}

/** Its value is unique to the call that claims it, so that call gives back only its own claim (callKeys.ts). */
export function nonceClaim(payment: ReceiptPayment): StoreEntry {
  return { key: nonceClaimKey(payment), value: randomUUID(), ttlMs: NONCE_CLAIM_TTL_MS };
}
