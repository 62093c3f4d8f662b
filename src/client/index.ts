/**
 * `verity-x402/client`: the typed paying client and the offline receipt verifier. Every name here is public
 * API: named exports only, pinned by test/package-exports.test.ts.
 */
export {
  createVerityClient,
  type Settlement,
  type VerifyCallOptions,
  type VerifyResult,
  type VerityClient,
  type VerityClientOptions,
  type WalletBalance,
} from "./verityClient.js";
export { BudgetExceeded, InvalidInput, PaymentRefused, ServiceUnavailable, VerityError } from "./errors.js";
export type { SpendingSummary } from "./spending.js";
export {
  KeyDocumentError,
  keySetFromDocument,
  parseReceiptJson,
  verifyReceipt,
  type KeySet,
  type ReceiptInvalidReason,
  type ReceiptVerification,
  type VerifyOptions,
} from "./receipts.js";
export type { VerifyResponse, Verdict } from "../contract/schemas.js";
export type { TierId } from "../contract/tiers.js";
