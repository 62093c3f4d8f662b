/**
 * Reads a PAYMENT-SIGNATURE header once, and accepts only the one payment shape our routes ask for: an x402 v2
 * exact-EVM payload carrying an EIP-3009 transferWithAuthorization. The SDK facilitator picks EIP-3009 or
 * Permit2 by the payload's shape, so any other shape (Permit2, both, neither, extra members) is refused here,
 * before a facilitator sees it: a payment we cannot claim is never verified, never served.
 */
import { decodePaymentSignatureHeader } from "@x402/core/http";
import type { PaymentPayload } from "@x402/core/types";
import { z } from "zod";
import type { ReceiptPayment } from "../receipts/types.js";
import { refusals, type PaymentRefusal } from "./refusals.js";

/** Far above any real payload (about 1.3 KB); node's own header limit is 16 KB. */
export const PAYMENT_HEADER_MAX_CHARS = 8192;

export type DecodedHeader = { ok: true; payload: Record<string, unknown> } | { ok: false; refusal: PaymentRefusal; why: string };

export function decodePaymentHeader(header: string): DecodedHeader {
  const fail = (why: string): DecodedHeader => ({ ok: false, refusal: refusals.malformedHeader(why), why });
  if (header.length > PAYMENT_HEADER_MAX_CHARS) return fail(`longer than ${PAYMENT_HEADER_MAX_CHARS} characters`);
  let decoded: unknown;
  try {
    decoded = decodePaymentSignatureHeader(header);
  } catch (error) {
    return fail(error instanceof SyntaxError ? "the base64 does not hold JSON" : "not standard base64");
  }
  if (typeof decoded !== "object" || decoded === null || Array.isArray(decoded)) return fail("the JSON is not an object");
  return { ok: true, payload: decoded as Record<string, unknown> };
}

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const Uint = z.string().regex(/^[0-9]{1,78}$/);

/** Exactly the members the SDK's EIP-3009 client writes: no permit2Authorization beside it, nothing else. */
const Eip3009Schema = z
  .object({
    signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,4096}$/),
    authorization: z
      .object({
        from: Address,
        to: Address,
        value: Uint,
        validAfter: Uint,
        validBefore: Uint,
        nonce: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
      })
      .strict(),
  })
  .strict();

const AcceptedSchema = z.object({
  scheme: z.string(),
  network: z.string(),
  asset: z.string(),
  amount: z.string(),
  payTo: z.string(),
  extra: z.record(z.string(), z.unknown()).optional(),
});

/** The payload's signed EIP-3009 transferWithAuthorization, as checked by the schema above. */
export type Eip3009Transfer = z.infer<typeof Eip3009Schema>;

export type AcceptedPayment =
  | { ok: true; payload: PaymentPayload; payment: ReceiptPayment; transfer: Eip3009Transfer }
  | { ok: false; refusal: PaymentRefusal };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The claim key material and receipt view of a payload, or the reason it is refused. */
export function acceptPayload(decoded: Record<string, unknown>): AcceptedPayment {
  if (decoded.x402Version !== 2) return { ok: false, refusal: refusals.unsupportedVersion(decoded.x402Version) };
  const accepted = AcceptedSchema.safeParse(decoded.accepted);
  if (!accepted.success) return { ok: false, refusal: refusals.invalidPayload("accepted is missing or incomplete") };
  const method = accepted.data.extra?.assetTransferMethod;
  if (method !== undefined && method !== "eip3009") {
    return { ok: false, refusal: refusals.unsupportedTransferMethod(`assetTransferMethod ${JSON.stringify(method)}`) };
  }
  const inner = decoded.payload;
  if (!isRecord(inner)) return { ok: false, refusal: refusals.invalidPayload("payload is not an object") };
  if ("permit2Authorization" in inner) return { ok: false, refusal: refusals.unsupportedTransferMethod("a Permit2 permitWitnessTransferFrom") };
  if (!("authorization" in inner)) return { ok: false, refusal: refusals.unsupportedTransferMethod("a payload without an EIP-3009 authorization") };
  const parsed = Eip3009Schema.safeParse(inner);
  if (!parsed.success) return { ok: false, refusal: refusals.invalidPayload("payload.authorization or payload.signature is malformed, or extra members are present") };
  const auth = parsed.data.authorization;
  return {
    ok: true,
    payload: decoded as unknown as PaymentPayload,
    transfer: parsed.data,
    payment: {
      protocol: "x402",
      network: accepted.data.network,
      payer: auth.from,
      amount: auth.value,
      asset: accepted.data.asset,
      payTo: auth.to,
      nonce: auth.nonce,
    },
  };
}
