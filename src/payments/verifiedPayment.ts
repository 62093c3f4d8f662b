/**
 * The replay guard: the EIP-3009 nonce of a payment is claimed in the Store before the facilitator or the
 * handler sees it, so one signed payment runs the handler once even when sent concurrently to several nodes.
 */
import type { Store } from "../store/types.js";
import type { ReceiptPayment } from "../receipts/types.js";

/** Longer than any authorization can stay valid (maxTimeoutSeconds 300), so a replay always meets the claim. */
const CLAIM_TTL_MS = 15 * 60 * 1000;

function claimKey(payment: ReceiptPayment): string {
  return `payment:${payment.network}:${payment.asset.toLowerCase()}:${payment.payer.toLowerCase()}:${payment.nonce.toLowerCase()}`;
}

export async function claimPayment(store: Store, payment: ReceiptPayment): Promise<boolean> {
  return store.claim(claimKey(payment), new Date().toISOString(), CLAIM_TTL_MS);
}

/** Give the nonce back when nothing was settled (an error answer, a refused payment), so the payer may retry. */
export async function releasePayment(store: Store, payment: ReceiptPayment): Promise<void> {
  await store.release(claimKey(payment));
}
