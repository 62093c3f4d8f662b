/** Ed25519 keys for receipts: from a 32-byte seed, and every public form we publish (JWK, Multikey, hex, kid). */
import { createPrivateKey, createPublicKey, randomBytes, type KeyObject } from "node:crypto";
import { ed25519JwkThumbprint, ed25519Multikey, parseEd25519Multikey } from "./encoding.js";

export interface PublicKeyInfo {
  /** RFC 7638 thumbprint; the fragment of the verification method id. */
  readonly kid: string;
  /** base64url of the raw 32-byte public key (JWK `x`). */
  readonly x: string;
  readonly hex: string;
  readonly multibase: string;
  readonly keyObject: KeyObject;
}

export interface SigningKey {
  readonly privateKey: KeyObject;
  readonly publicKey: PublicKeyInfo;
}

const PKCS8_ED25519_SEED_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

export function publicKeyFromRaw(raw: Uint8Array): PublicKeyInfo {
  if (raw.length !== 32) throw new Error("an Ed25519 public key has 32 bytes");
  const x = Buffer.from(raw).toString("base64url");
  return {
    kid: ed25519JwkThumbprint(x),
    x,
    hex: Buffer.from(raw).toString("hex"),
    multibase: ed25519Multikey(raw),
    keyObject: createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" }),
  };
}

export function publicKeyFromMultibase(multibase: string): PublicKeyInfo {
  return publicKeyFromRaw(parseEd25519Multikey(multibase));
}

export function signingKeyFromSeed(seed: Uint8Array): SigningKey {
  if (seed.length !== 32) throw new Error("an Ed25519 seed has 32 bytes");
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_SEED_PREFIX, seed]),
    format: "der",
    type: "pkcs8",
  });
  const jwk = createPublicKey(privateKey).export({ format: "jwk" });
  return { privateKey, publicKey: publicKeyFromRaw(Buffer.from(String(jwk.x), "base64url")) };
}

/** Parses a base64url 32-byte seed (RECEIPT_SIGNING_KEY, the key file). */
export function parseSeed(text: string): Buffer {
  const trimmed = text.trim();
  const seed = Buffer.from(trimmed, "base64url");
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(trimmed) || seed.length !== 32) {
    throw new Error("a signing key must be a 32-byte Ed25519 seed in base64url");
  }
  return seed;
}

export function generateSeed(): Buffer {
  return randomBytes(32);
}
