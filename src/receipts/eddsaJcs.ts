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

/** RFC 8785 canonical JSON; throws on NaN/Infinity, lone surrogates and cycles. */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error("value has no JSON form");
  return text;
}

/** A cache of the last proof-config hash: created changes once a second, so most signatures reuse it. */
let lastConfig: { key: string; hash: Buffer } | null = null;

function proofConfigHash(config: Record<string, unknown>): Buffer {
  const canonical = jcs(config);
  if (lastConfig?.key === canonical) return lastConfig.hash;
  const hash = sha256(canonical);
  lastConfig = { key: canonical, hash };
  return hash;
}

export function hashData(document: Record<string, unknown>, proofConfig: Record<string, unknown>): Buffer {
  // If the document carried @context it would have to be copied into the proof config (§3.3.1); receipts
  // have none, and a document with @context is refused rather than verified with a different rule.
  if ("@context" in document) throw new Error("documents with @context are not supported");
  return Buffer.concat([proofConfigHash(proofConfig), sha256(jcs(document))]);
}

export function createProof(
  document: Record<string, unknown>,
  options: { privateKey: KeyObject; verificationMethod: string; created: string },
): Proof {
  const config: ProofConfig = {
    type: PROOF_TYPE,
    cryptosuite: CRYPTOSUITE,
    created: options.created,
    verificationMethod: options.verificationMethod,
    proofPurpose: PROOF_PURPOSE,
  };
  const signature = sign(null, hashData(document, config as unknown as Record<string, unknown>), options.privateKey);
  return { ...config, proofValue: multibaseEncode(signature) };
}

/** Returns the document with its proof attached (the document itself is not changed). */
export function signDocument<T extends Record<string, unknown>>(
  document: T,
  options: { privateKey: KeyObject; verificationMethod: string; created: string },
): T & { proof: Proof } {
  return { ...document, proof: createProof(document, options) };
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
