/**
 * W3C Data Integrity proofs with the `eddsa-jcs-2022` cryptosuite (VC DI EdDSA v1.0 §3.3):
 * hashData = SHA-256(JCS(proofConfig)) ‖ SHA-256(JCS(document without proof)), signed with pure Ed25519,
 * proofValue = multibase base58btc of the 64-byte signature.
 */
import { sign, verify, type KeyObject } from "node:crypto";
import canonicalize from "canonicalize";
import { multibaseDecode, multibaseEncode, sha256 } from "./encoding.js";

export const PROOF_TYPE = "DataIntegrityProof";
export const CRYPTOSUITE = "eddsa-jcs-2022";
export const PROOF_PURPOSE = "assertionMethod";

export interface ProofConfig {
  type: typeof PROOF_TYPE;
  cryptosuite: typeof CRYPTOSUITE;
  created: string;
  verificationMethod: string;
  proofPurpose: typeof PROOF_PURPOSE;
}

export interface Proof extends ProofConfig {
  proofValue: string;
}

export interface SignOptions {
  privateKey: KeyObject;
  verificationMethod: string;
  created: string;
}

/** RFC 8785 canonical JSON; throws on NaN/Infinity, lone surrogates and cycles. */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error("value has no JSON form");
  return text;
}

function refuseContext(document: Record<string, unknown>): void {
  // With @context the proof config would have to carry it too (§3.3.1); receipts have none, and a document
  // with @context is refused rather than verified under a different rule.
  if ("@context" in document) throw new Error("documents with @context are not supported");
}

/** The last proof-config hash: `created` changes once a second, so most signatures reuse it. */
let lastConfig: { key: string; hash: Buffer } | null = null;

function proofConfigHash(canonicalConfig: string): Buffer {
  if (lastConfig?.key === canonicalConfig) return lastConfig.hash;
  const hash = sha256(canonicalConfig);
  lastConfig = { key: canonicalConfig, hash };
  return hash;
}

function hashDataFromCanonical(canonicalConfig: string, canonicalDocument: string): Buffer {
  return Buffer.concat([proofConfigHash(canonicalConfig), sha256(canonicalDocument)], 64);
}

export function hashData(document: Record<string, unknown>, proofConfig: Record<string, unknown>): Buffer {
  refuseContext(document);
  return hashDataFromCanonical(jcs(proofConfig), jcs(document));
}

/** JCS of the five-member proof config we create, written directly (members in JCS order). */
function canonicalProofConfig(config: ProofConfig): string {
  return (
    `{"created":${jsonString(config.created)},"cryptosuite":"${CRYPTOSUITE}","proofPurpose":"${PROOF_PURPOSE}",` +
    `"type":"${PROOF_TYPE}","verificationMethod":${jsonString(config.verificationMethod)}}`
  );
}

/** A JSON string as JCS writes it (ECMAScript JSON.stringify); lone surrogates are refused as JCS requires. */
export function jsonString(value: string): string {
  if (!(value as unknown as { isWellFormed(): boolean }).isWellFormed()) throw new Error("Lone surrogate is not allowed");
  return JSON.stringify(value);
}

function proofConfig(options: SignOptions): ProofConfig {
  return {
    type: PROOF_TYPE,
    cryptosuite: CRYPTOSUITE,
    created: options.created,
    verificationMethod: options.verificationMethod,
    proofPurpose: PROOF_PURPOSE,
  };
}

/**
 * Signs a document. `canonicalDocument` may be passed when the caller already holds JCS(document) (the
 * receipt builder serializes its fixed shape directly; tests hold it equal to canonicalize's output).
 */
export function createProof(document: Record<string, unknown>, options: SignOptions, canonicalDocument?: string): Proof {
  refuseContext(document);
  const config = proofConfig(options);
  const data = hashDataFromCanonical(canonicalProofConfig(config), canonicalDocument ?? jcs(document));
  const proofValue = multibaseEncode(sign(null, data, options.privateKey));
  return {
    type: config.type,
    cryptosuite: config.cryptosuite,
    created: config.created,
    verificationMethod: config.verificationMethod,
    proofPurpose: config.proofPurpose,
    proofValue,
  };
}

/** Returns the document with its proof attached (the document itself is not changed). */
export function signDocument<T extends Record<string, unknown>>(
  document: T,
  options: SignOptions,
  canonicalDocument?: string,
): T & { proof: Proof } {
  return { ...document, proof: createProof(document, options, canonicalDocument) };
}

/**
 * Checks a proof's signature over a document (without `proof`). The proof's shape must have been checked by
 * the caller; throws when the proof value or the data cannot be decoded or canonicalized.
 */
export function verifyProofSignature(
  document: Record<string, unknown>,
  proof: Record<string, unknown>,
  publicKey: KeyObject,
): boolean {
  const { proofValue, ...config } = proof;
  const signature = multibaseDecode(String(proofValue));
  if (signature.length !== 64) throw new Error("proofValue must decode to a 64-byte Ed25519 signature");
  return verify(null, hashData(document, config), publicKey, signature);
}
