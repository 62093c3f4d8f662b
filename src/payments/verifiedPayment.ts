/**
 * Reads the payment a request carries, after the x402 middleware has verified it, and guards against replay:
 * the EIP-3009 nonce is claimed in the Store before the handler runs, so one signed payment runs the handler
 * once even when sent concurrently to several nodes.
 */
import { decodePaymentSignatureHeader } from "@x402/core/http";
import type { Store } from "../store/types.js";
import type { ReceiptPayment } from "../receipts/types.js";

export function readVerifiedPayment(header: string | undefined): ReceiptPayment | null {
  if (!header) return null;
  try {
    return paymentFromPayload(decodePaymentSignatureHeader(header));
  } catch {
    return null;
  }
}

/** The receipt's view of a decoded x402 v2 exact-EVM PaymentPayload (EIP-3009 authorization). */
export function paymentFromPayload(decoded: unknown): ReceiptPayment | null {
  const payload = decoded as {
    accepted?: { network?: string; asset?: string; payTo?: string; amount?: string };
    payload?: { authorization?: { from?: string; to?: string; value?: string; nonce?: string } };
  };
  const auth = payload?.payload?.authorization;
  const accepted = payload?.accepted;
  if (!auth?.nonce || !auth.from || !accepted?.network || !accepted.asset) return null;
  return {
    protocol: "x402",
    network: accepted.network,
    payer: auth.from,
    amount: auth.value ?? accepted.amount ?? "",
    asset: accepted.asset,
    payTo: auth.to ?? accepted.payTo ?? "",
    nonce: auth.nonce,
  };
}

/** Longer than any authorization can stay valid (maxTimeoutSeconds 300), so a replay always meets the claim. */
const CLAIM_TTL_MS = 15 * 60 * 1000;

function claimKey(payment: ReceiptPayment): string {
  return `payment:${payment.network}:${payment.asset.toLowerCase()}:${payment.payer.toLowerCase()}:${payment.nonce.toLowerCase()}`;
}

export async function claimPayment(store: Store, payment: ReceiptPayment): Promise<boolean> {
  return store.claim(claimKey(payment), new Date().toISOString(), CLAIM_TTL_MS);
}

/** Give the nonce back when we answered with an error and nothing was settled, so the payer may retry. */
export async function releasePayment(store: Store, payment: ReceiptPayment): Promise<void> {
  await store.release(claimKey(payment));
}
