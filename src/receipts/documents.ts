/** The published key documents: /.well-known/service-pubkey.json (memo §3.6) and /.well-known/did.json (§2.5). */
import { CRYPTOSUITE, PROOF_TYPE } from "./eddsaJcs.js";
import type { Keyring } from "./keyring.js";
import { publicKeyFromMultibase } from "./keys.js";
import { RECEIPT_TYPE, RECEIPT_VERSION } from "./receipt.js";

export const DID_CONTEXTS = ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"] as const;

export interface PublishedKey {
  id: string;
  kid: string;
  type: "Multikey";
  controller: string;
  alg: "Ed25519";
  publicKeyMultibase: string;
  publicKeyJwk: { kty: "OKP"; crv: "Ed25519"; x: string; kid: string; alg: "Ed25519"; use: "sig" };
  publicKeyHex: string;
  status: "active" | "next" | "retired" | "revoked";
  valid_from: string | null;
  retired_at: string | null;
  revoked_at: string | null;
}

export interface ServicePubkeyDocument {
  issuer: string;
  signing: "on" | "off";
  current: string | null;
  keys: PublishedKey[];
  receipt_format: Record<string, unknown>;
}

export function servicePubkeyDocument(
  issuer: string,
  keyring: Keyring,
  options: { signing: boolean; verifyUrl?: string },
): ServicePubkeyDocument {
  const keys = keyring.keys.map((record): PublishedKey => {
    const key = publicKeyFromMultibase(record.publicKeyMultibase);
    return {
      id: `${issuer}#${key.kid}`,
      kid: key.kid,
      type: "Multikey",
      controller: issuer,
      alg: "Ed25519",
      publicKeyMultibase: key.multibase,
      publicKeyJwk: { kty: "OKP", crv: "Ed25519", x: key.x, kid: key.kid, alg: "Ed25519", use: "sig" },
      publicKeyHex: key.hex,
      status: record.status,
      valid_from: record.valid_from,
      retired_at: record.retired_at,
      revoked_at: record.revoked_at,
    };
  });
  const active = options.signing ? keys.find((k) => k.status === "active") : undefined;
  return {
    issuer,
    signing: active ? "on" : "off",
    current: active?.id ?? null,
    keys,
    receipt_format: {
      type: RECEIPT_TYPE,
      version: RECEIPT_VERSION,
      proof_type: PROOF_TYPE,
      cryptosuite: CRYPTOSUITE,
      canonicalization: "RFC 8785 (JCS)",
      hash: "SHA-256",
      signature: "Ed25519 (RFC 8032, pure)",
      proof_value_encoding: "multibase base58btc (z…)",
      ...(options.verifyUrl ? { verify_endpoint: options.verifyUrl } : {}),
    },
  };
}

/**
 * did:web document with every key as a Multikey under assertionMethod. Retired keys stay listed (and get no
 * `expires`) so their receipts keep verifying with standard Data Integrity verifiers; revoked keys carry
 * `revoked` and are taken out of assertionMethod, so every verifier rejects the proofs made with them.
 */
export function didDocument(issuer: string, keyring: Keyring): Record<string, unknown> {
  const methods = keyring.keys.map((record) => {
    const key = publicKeyFromMultibase(record.publicKeyMultibase);
    return {
      id: `${issuer}#${key.kid}`,
      type: "Multikey",
      controller: issuer,
      publicKeyMultibase: key.multibase,
      ...(record.revoked_at ? { revoked: record.revoked_at } : {}),
    };
  });
  return {
    "@context": [...DID_CONTEXTS],
    id: issuer,
    verificationMethod: methods,
    // A revoked key also leaves assertionMethod: not every Data Integrity verifier checks `revoked`
    // (@digitalbazaar/data-integrity 2.5.0 does not), but all of them check the proof purpose.
    assertionMethod: methods.filter((m) => !("revoked" in m)).map((m) => m.id),
  };
}
