/** Byte encodings used by receipts: SHA-256, multibase base58btc, Ed25519 Multikey, RFC 7638 thumbprints. */
import { hash } from "node:crypto";
import { base58 } from "@scure/base";

// crypto.hash (Node ≥ 20.12) is the one-shot form: several times cheaper than createHash for small inputs.
export function sha256(data: string | Uint8Array): Buffer {
  return hash("sha256", data, "buffer");
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  return hash("sha256", text, "hex");
}

/** Multibase base58btc: "z" + base58(bytes). */
export function multibaseEncode(bytes: Uint8Array): string {
  return "z" + base58.encode(bytes);
}

/** Decodes a multibase base58btc string; throws on another base or a bad character. */
export function multibaseDecode(text: string): Uint8Array {
  if (typeof text !== "string" || !text.startsWith("z") || text.length < 2) {
    throw new Error("not a multibase base58btc string (must start with z)");
  }
  return base58.decode(text.slice(1));
}

/** Multicodec header of an Ed25519 public key (0xed, varint-encoded as 0xed 0x01). */
const ED25519_PUB_HEADER = [0xed, 0x01] as const;

export function ed25519Multikey(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error("an Ed25519 public key has 32 bytes");
  const bytes = new Uint8Array(34);
  bytes.set(ED25519_PUB_HEADER, 0);
  bytes.set(publicKey, 2);
  return multibaseEncode(bytes);
}

/** The raw 32-byte key of an Ed25519 Multikey; anything else (other codec, length) is rejected. */
export function parseEd25519Multikey(multibase: string): Uint8Array {
  const bytes = multibaseDecode(multibase);
  if (bytes.length !== 34 || bytes[0] !== ED25519_PUB_HEADER[0] || bytes[1] !== ED25519_PUB_HEADER[1]) {
    throw new Error("not an Ed25519 Multikey (expected 0xed01 + 32 bytes)");
  }
  return bytes.subarray(2);
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url) of an Ed25519 OKP key given its base64url `x`. */
export function ed25519JwkThumbprint(x: string): string {
  return sha256(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).toString("base64url");
}
