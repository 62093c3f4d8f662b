/**
 * Package entry (`import ... from "verity-x402"`): the offline receipt verifier, the typed client, and the
 * service itself for embedding. Every name here is public API: named exports only, pinned by
 * test/package-exports.test.ts.
 */
export {
  KeyDocumentError,
  keySetFromDocument,
  parseReceiptJson,
  verifyReceipt,
  type KeySet,
  type ReceiptInvalidReason,
  type ReceiptVerification,
  type VerifyOptions,
} from "./client/receipts.js";
export { loadConfig, ConfigError, type Config } from "./config.js";
export { startServices, type RunningServices, type StartOptions } from "./server.js";
export { TIERS, PAYMENT, type Tier, type TierId } from "./contract/tiers.js";
export type { VerifyResponse, Verdict } from "./contract/schemas.js";
