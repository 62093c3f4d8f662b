/**
 * Offline receipt verification for callers: pin the service's key document once (its
 * /.well-known/service-pubkey.json or /.well-known/did.json), then check receipts with no network.
 *
 *   import { verifyReceipt } from "verity-x402/receipts";
 *   const keys = JSON.parse(readFileSync("service-pubkey.json", "utf8"));
 *   const result = verifyReceipt(response.receipt, keys, { claim: myClaim });
 *   if (!result.valid) throw new Error(`receipt rejected: ${result.reason}`);
 */
import { parseStrictJson } from "../receipts/strictJson.js";
import {
  KeyDocumentError,
  keySetFromDocument,
  receiptOf,
  verifyReceiptWithKeys,
  type KeySet,
  type ReceiptInvalidReason,
  type ReceiptVerification,
  type VerifyOptions,
} from "../receipts/verify.js";

export { KeyDocumentError, keySetFromDocument, receiptOf };
export type { KeySet, ReceiptInvalidReason, ReceiptVerification, VerifyOptions };

const keySets = new WeakMap<object, KeySet>();

function isKeySet(value: unknown): value is KeySet {
  return typeof value === "object" && value !== null && (value as KeySet).keys instanceof Map;
}

/**
 * Verifies a receipt (an object, or its JSON text) against a key document: a parsed service-pubkey.json,
 * a parsed did.json, or a KeySet from keySetFromDocument(). Throws KeyDocumentError only when the key
 * document itself is unusable; everything about the receipt is reported in the result.
 */
export function verifyReceipt(receipt: unknown, keys: unknown, options: VerifyOptions = {}): ReceiptVerification {
  let keySet: KeySet;
  if (isKeySet(keys)) keySet = keys;
  else if (typeof keys === "object" && keys !== null) {
    keySet = keySets.get(keys) ?? keySetFromDocument(keys);
    keySets.set(keys, keySet);
  } else throw new KeyDocumentError("keys must be a parsed service-pubkey.json or did.json");

  if (typeof receipt === "string") {
    try {
      receipt = parseStrictJson(receipt.replace(/^\ufeff/, ""));
    } catch (error) {
      return { valid: false, reason: "malformed", detail: `not valid JSON: ${(error as Error).message}`, kid: null, issuer: null };
    }
  }
  return verifyReceiptWithKeys(receipt, keySet, options);
}

/** Parses receipt or key-document JSON text strictly (no duplicate member names, bounded nesting). */
export function parseReceiptJson(text: string): unknown {
  return parseStrictJson(text.replace(/^\ufeff/, ""));
}
