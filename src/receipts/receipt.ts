/** The receipt document: the flat JSON object that the proof signs (memo §3.2). */
import { randomUUID } from "node:crypto";
import type { ReceiptInput } from "./types.js";
import { jsonString } from "./eddsaJcs.js";
import { sha256Hex } from "./encoding.js";

export const RECEIPT_TYPE = "ClaimVerdictReceipt";
export const RECEIPT_VERSION = 1;

/** RFC 3339 UTC with second precision, the form both `issued_at` and `proof.created` use. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const TOP_LEVEL_MEMBERS = 13;

const str = (v: string | null): string => (v === null ? "null" : jsonString(v));

/**
 * JCS (RFC 8785) of a document made by buildReceiptDocument, written directly: members in JCS order (UTF-16
 * code units), strings and numbers as ECMAScript JSON.stringify writes them, which is what JCS specifies.
 * Several times cheaper than a generic canonicalizer; test/receipts-vector.test.ts holds it equal to
 * canonicalize's output. Returns undefined for any other shape, and the caller canonicalizes generically.
 */
export function canonicalReceiptJson(d: Record<string, unknown>): string | undefined {
  const count = Object.keys(d).length;
  const grounded = d.grounding !== undefined;
  if (count !== TOP_LEVEL_MEMBERS + (d.test === true ? 1 : 0) + (grounded ? 1 : 0)) return undefined;
  if (grounded && typeof d.grounding !== "string") return undefined;
  const e = d.engine as { judge: string; model: string | null; search: string | null };
  const p = d.payment as Record<string, string> | null;
  if (typeof e !== "object" || e === null || Object.keys(e).length !== 3) return undefined;
  if (p !== null && (typeof p !== "object" || Object.keys(p).length !== 7)) return undefined;
  if (typeof d.confidence !== "number" || !Number.isFinite(d.confidence)) return undefined;
  const payment =
    p === null
      ? "null"
      : `{"amount":${str(p.amount!)},"asset":${str(p.asset!)},"network":${str(p.network!)},"nonce":${str(p.nonce!)},` +
        `"payTo":${str(p.payTo!)},"payer":${str(p.payer!)},"protocol":${str(p.protocol!)}}`;
  return (
    `{"claim":${str(d.claim as string)},"claim_sha256":${str(d.claim_sha256 as string)},"confidence":${JSON.stringify(d.confidence)},` +
    `"context_sha256":${str(d.context_sha256 as string | null)},` +
    `"engine":{"judge":${str(e.judge)},"model":${str(e.model)},"search":${str(e.search)}},` +
    (grounded ? `"grounding":${str(d.grounding as string)},` : "") +
    `"id":${str(d.id as string)},"issued_at":${str(d.issued_at as string)},"issuer":${str(d.issuer as string)},` +
    `"payment":${payment},${d.test === true ? '"test":true,' : ""}"tier":${str(d.tier as string)},` +
    `"type":${str(d.type as string)},"verdict":${str(d.verdict as string)},"version":${JSON.stringify(d.version)}}`
  );
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
    ...(input.grounding === undefined ? {} : { grounding: input.grounding }),
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
