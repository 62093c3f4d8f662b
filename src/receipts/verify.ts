/**
 * Offline receipt verification against a pinned key set (memo §3.4): no network, only the published
 * service-pubkey.json or did.json that the caller stored.
 */
import type { KeyObject } from "node:crypto";
import { CRYPTOSUITE, PROOF_PURPOSE, PROOF_TYPE, verifyProofSignature } from "./eddsaJcs.js";
import { sha256Hex } from "./encoding.js";
import { publicKeyFromMultibase } from "./keys.js";
import { RECEIPT_TYPE, RECEIPT_VERSION } from "./receipt.js";
import { GroundingSchema, type Grounding } from "../contract/schemas.js";

export interface VerificationKey {
  /** Full verification method id: `<issuer DID>#<kid>`. */
  readonly id: string;
  readonly kid: string;
  readonly publicKey: KeyObject;
  readonly retiredAt: string | null;
  readonly revokedAt: string | null;
}

export interface KeySet {
  /** The DID the document speaks for. */
  readonly issuer: string;
  readonly keys: ReadonlyMap<string, VerificationKey>;
}

export type ReceiptInvalidReason =
  | "malformed"
  | "unsupported_proof"
  | "issuer_mismatch"
  | "unknown_key"
  | "key_revoked"
  | "key_retired"
  | "claim_hash_mismatch"
  | "bad_signature"
  | "claim_mismatch"
  | "context_mismatch";

export type ReceiptVerification =
  | {
      valid: true;
      kid: string;
      issuer: string;
      verificationMethod: string;
      id: unknown;
      issued_at: unknown;
      /** true for self-test receipts over a dummy claim: genuine, but attesting nothing. */
      test: boolean;
      /**
       * What the verdict rests on; "caller-context" means consistent with the context whose hash is
       * context_sha256, not true. Null for receipts issued before grounding was recorded.
       */
      grounding: Grounding | null;
    }
  | { valid: false; reason: ReceiptInvalidReason; detail: string; kid: string | null; issuer: string | null };

export interface VerifyOptions {
  /** The claim you sent: the receipt must be about exactly this text. */
  readonly claim?: string;
  /** The context you sent (null for none): it must hash to the receipt's context_sha256. */
  readonly context?: string | null;
}

export class KeyDocumentError extends Error {
  override name = "KeyDocumentError";
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const LONE_SURROGATE = /\p{Surrogate}/u;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalTime(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string" || !RFC3339.test(value)) throw new KeyDocumentError(`${what} must be an RFC 3339 time`);
  return value;
}

function keyFromMultibase(id: string, multibase: unknown, retired: unknown, revoked: unknown): VerificationKey {
  if (typeof multibase !== "string") throw new KeyDocumentError(`key ${id} has no publicKeyMultibase`);
  let info;
  try {
    info = publicKeyFromMultibase(multibase);
  } catch (error) {
    throw new KeyDocumentError(`key ${id}: ${(error as Error).message}`);
  }
  return {
    id,
    kid: info.kid,
    publicKey: info.keyObject,
    retiredAt: optionalTime(retired, `key ${id} retired_at`),
    revokedAt: optionalTime(revoked, `key ${id} revoked`),
  };
}

function fromServicePubkey(doc: Record<string, unknown>): KeySet {
  if (typeof doc.issuer !== "string" || !Array.isArray(doc.keys)) {
    throw new KeyDocumentError("a service-pubkey document needs issuer and keys");
  }
  const keys = new Map<string, VerificationKey>();
  for (const entry of doc.keys) {
    if (!isRecord(entry) || typeof entry.id !== "string") throw new KeyDocumentError("every key needs an id");
    const key = keyFromMultibase(entry.id, entry.publicKeyMultibase, entry.retired_at, entry.revoked_at);
    const jwk = entry.publicKeyJwk;
    if (isRecord(jwk) && jwk.x !== undefined && jwk.x !== key.publicKey.export({ format: "jwk" }).x) {
      throw new KeyDocumentError(`key ${entry.id}: publicKeyJwk and publicKeyMultibase are different keys`);
    }
    keys.set(key.id, key);
  }
  return { issuer: doc.issuer, keys };
}

function fromDidDocument(doc: Record<string, unknown>): KeySet {
  const did = doc.id as string;
  const absolute = (id: string) => (id.startsWith("#") ? did + id : id);
  const methods = new Map<string, Record<string, unknown>>();
  for (const vm of Array.isArray(doc.verificationMethod) ? doc.verificationMethod : []) {
    if (isRecord(vm) && typeof vm.id === "string") methods.set(absolute(vm.id), vm);
  }
  const keys = new Map<string, VerificationKey>();
  // Only keys the DID controller authorised for assertions may sign receipts.
  for (const ref of Array.isArray(doc.assertionMethod) ? doc.assertionMethod : []) {
    const vm = typeof ref === "string" ? methods.get(absolute(ref)) : isRecord(ref) ? ref : undefined;
    if (!vm || typeof vm.id !== "string" || vm.type !== "Multikey") continue;
    const id = absolute(vm.id);
    if (vm.controller !== undefined && vm.controller !== did) continue;
    keys.set(id, keyFromMultibase(id, vm.publicKeyMultibase, vm.expires, vm.revoked));
  }
  // A revoked key is taken out of assertionMethod; keep it known so the answer says "revoked", not "unknown".
  for (const [id, vm] of methods) {
    if (!keys.has(id) && vm.type === "Multikey" && vm.revoked !== undefined) {
      keys.set(id, keyFromMultibase(id, vm.publicKeyMultibase, vm.expires, vm.revoked));
    }
  }
  return { issuer: did, keys };
}

/** Reads a parsed /.well-known/service-pubkey.json or /.well-known/did.json into a key set. */
export function keySetFromDocument(document: unknown): KeySet {
  if (!isRecord(document)) throw new KeyDocumentError("a key document must be a JSON object");
  if (typeof document.id === "string" && document.id.startsWith("did:")) return fromDidDocument(document);
  if (Array.isArray(document.keys)) return fromServicePubkey(document);
  throw new KeyDocumentError("not a service-pubkey.json (issuer, keys) or a did.json (id, verificationMethod)");
}

/**
 * The receipt in what a caller holds: the receipt itself, or `{ "receipt": … }` — the paid answer as it arrives
 * (verdict, reasoning, …, receipt), or just that member. Every verifier (HTTP, CLI, MCP, library) reads the same forms.
 */
export function receiptOf(value: unknown): unknown {
  return isRecord(value) && !("proof" in value) && "receipt" in value ? value.receipt : value;
}

export function verifyReceiptWithKeys(held: unknown, keySet: KeySet, options: VerifyOptions = {}): ReceiptVerification {
  const receipt = receiptOf(held);
  const issuer = isRecord(receipt) && typeof receipt.issuer === "string" ? receipt.issuer : null;
  let kid: string | null = null;
  const fail = (reason: ReceiptInvalidReason, detail: string): ReceiptVerification => ({ valid: false, reason, detail, kid, issuer });

  if (!isRecord(receipt)) return fail("malformed", "a receipt is a JSON object");
  const { proof, ...doc } = receipt;
  if (!isRecord(proof)) return fail("malformed", "the receipt has no proof object");
  if (typeof proof.verificationMethod === "string") {
    const hash = proof.verificationMethod.indexOf("#");
    kid = hash >= 0 ? proof.verificationMethod.slice(hash + 1) : null;
  }
  if (proof.type !== PROOF_TYPE || proof.cryptosuite !== CRYPTOSUITE) {
    return fail("unsupported_proof", `the proof must be a ${PROOF_TYPE} with cryptosuite ${CRYPTOSUITE}`);
  }
  if (proof.proofPurpose !== PROOF_PURPOSE) return fail("unsupported_proof", `proofPurpose must be ${PROOF_PURPOSE}`);
  if (typeof proof.verificationMethod !== "string" || kid === null || kid === "") {
    return fail("malformed", "proof.verificationMethod must be a DID URL with a #key-id fragment");
  }
  if (typeof proof.created !== "string" || !RFC3339.test(proof.created)) return fail("malformed", "proof.created must be an RFC 3339 time");
  if (typeof proof.proofValue !== "string" || !proof.proofValue.startsWith("z")) {
    return fail("malformed", "proof.proofValue must be multibase base58btc (z…)");
  }
  if (doc.type !== RECEIPT_TYPE || doc.version !== RECEIPT_VERSION) {
    return fail("malformed", `not a ${RECEIPT_TYPE} version ${RECEIPT_VERSION}`);
  }
  if (typeof doc.claim !== "string" || typeof doc.claim_sha256 !== "string" || issuer === null) {
    return fail("malformed", "claim, claim_sha256 and issuer must be strings");
  }
  if (doc.grounding !== undefined && !GroundingSchema.safeParse(doc.grounding).success) {
    return fail("malformed", `grounding must be one of ${GroundingSchema.options.join(", ")}`);
  }
  const signerDid = proof.verificationMethod.slice(0, proof.verificationMethod.indexOf("#"));
  if (issuer !== signerDid) return fail("issuer_mismatch", `issuer ${issuer} did not make this proof (${signerDid})`);

  const key = keySet.keys.get(proof.verificationMethod);
  if (!key) return fail("unknown_key", `${proof.verificationMethod} is not a published key of ${keySet.issuer}`);
  if (key.revokedAt !== null) return fail("key_revoked", `key ${kid} was revoked at ${key.revokedAt}`);
  if (key.retiredAt !== null && Date.parse(proof.created) > Date.parse(key.retiredAt)) {
    return fail("key_retired", `key ${kid} was retired at ${key.retiredAt}, before this proof was created (${proof.created})`);
  }
  if (LONE_SURROGATE.test(doc.claim)) return fail("malformed", "the claim is not well-formed Unicode");
  if (sha256Hex(doc.claim) !== doc.claim_sha256) return fail("claim_hash_mismatch", "claim_sha256 is not the SHA-256 of claim");

  let signatureOk: boolean;
  try {
    signatureOk = verifyProofSignature(doc, proof, key.publicKey);
  } catch (error) {
    return fail("malformed", (error as Error).message);
  }
  if (!signatureOk) return fail("bad_signature", "the signature does not match the receipt's content");

  if (options.claim !== undefined && options.claim !== doc.claim) {
    return fail("claim_mismatch", "the receipt is genuine but about a different claim");
  }
  if (options.context !== undefined) {
    const expected = options.context === null ? null : sha256Hex(options.context);
    if (expected !== doc.context_sha256) return fail("context_mismatch", "the receipt is genuine but for a different context");
  }
  return {
    valid: true,
    kid,
    issuer,
    verificationMethod: proof.verificationMethod,
    id: doc.id,
    issued_at: doc.issued_at,
    test: doc.test === true,
    grounding: (doc.grounding as Grounding | undefined) ?? null,
  };
}
