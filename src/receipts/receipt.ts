/** The receipt document: the flat JSON object that the proof signs (memo §3.2). */
import { randomUUID } from "node:crypto";
import type { ReceiptInput } from "./types.js";
import { sha256Hex } from "./encoding.js";

export const RECEIPT_TYPE = "ClaimVerdictReceipt";
export const RECEIPT_VERSION = 1;

/** RFC 3339 UTC with second precision, the form both `issued_at` and `proof.created` use. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * Confidence as a short decimal (at most 4 places): every JCS implementation prints it the same way, and
 * no precision that matters is lost.
 */
export function receiptConfidence(confidence: number): number {
  if (!Number.isFinite(confidence) || confidence < 0 || confidence > 1) {
    throw new RangeError(`confidence must be a number from 0 to 1, got ${confidence}`);
  }
  return Math.round(confidence * 10_000) / 10_000 + 0; // + 0 turns -0 into 0
}

export function buildReceiptDocument(
  input: ReceiptInput,
  options: { issuer: string; issuedAt: string; id?: string },
): Record<string, unknown> {
  const document: Record<string, unknown> = {
    type: RECEIPT_TYPE,
    version: RECEIPT_VERSION,
    id: options.id ?? `urn:uuid:${randomUUID()}`,
    issuer: options.issuer,
    issued_at: options.issuedAt,
    claim: input.claim,
    claim_sha256: sha256Hex(input.claim),
    context_sha256: input.context === null || input.context === undefined ? null : sha256Hex(input.context),
    verdict: input.verdict,
    confidence: receiptConfidence(input.confidence),
    tier: input.tier,
    engine: { judge: input.engine.judge, model: input.engine.model, search: input.engine.search },
    payment:
      input.payment === null
        ? null
        : {
            // Copied field by field so nothing else from the payment payload (signature, authorization) can leak in.
            protocol: input.payment.protocol,
            network: input.payment.network,
            payer: input.payment.payer,
            amount: input.payment.amount,
            asset: input.payment.asset,
            payTo: input.payment.payTo,
            nonce: input.payment.nonce,
          },
  };
  if (input.test === true) document.test = true;
  return document;
}
