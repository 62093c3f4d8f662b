/** The Verity client library. */
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
