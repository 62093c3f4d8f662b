import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { hashData, jcs, signDocument } from "../src/receipts/eddsaJcs.js";
import { multibaseDecode as decodeProofValue, sha256 } from "../src/receipts/encoding.js";
import { publicKeyFromRaw, signingKeyFromSeed } from "../src/receipts/keys.js";
import { buildReceiptDocument, canonicalReceiptJson, receiptConfidence } from "../src/receipts/receipt.js";
import type { ReceiptInput } from "../src/receipts/types.js";
import { keySetFromDocument, verifyReceiptWithKeys } from "../src/receipts/verify.js";

// Memo §3.5. TEST-ONLY key: the public RFC 8032 §7.1 TEST 1 secret.
const SEED = Buffer.from("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60", "hex");
const EXPECTED_TEXT = `{
  "type": "ClaimVerdictReceipt",
  "version": 1,
  "id": "urn:uuid:0f8e2a8c-5a4e-4c1b-9a59-2f3c1d7e6b10",
  "issuer": "did:web:api.example.com",
  "issued_at": "2026-11-01T12:00:00Z",
  "claim": "The Eiffel Tower is in Paris.",
  "claim_sha256": "001835a05deca9f5a0d5e96fe257ec93abec8c8591728c586a82c6db70cb8c59",
  "context_sha256": null,
  "verdict": "supported",
  "confidence": 0.92,
  "tier": "standard",
  "payment": {
    "protocol": "x402",
    "network": "eip155:8453",
    "transaction": "0xabababababababababababababababababababababababababababababababab",
    "payer": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    "amount": "20000",
    "asset": "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
  },
  "proof": {
    "type": "DataIntegrityProof",
    "cryptosuite": "eddsa-jcs-2022",
    "created": "2026-11-01T12:00:00Z",
    "verificationMethod": "did:web:api.example.com#kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
    "proofPurpose": "assertionMethod",
    "proofValue": "zkPyeEBG1g2oPJTjjgmu1KZrhivZ7AYBbsURgHSLmjgwzvsURxxFzndtrLiFAdvEw5Wj7XNAGwrV3fq9cwfAuBrR"
  }
}`;
const JCS_PROOF_CONFIG =
  '{"created":"2026-11-01T12:00:00Z","cryptosuite":"eddsa-jcs-2022","proofPurpose":"assertionMethod","type":"DataIntegrityProof","verificationMethod":"did:web:api.example.com#kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"}';
const JCS_DOC =
  '{"claim":"The Eiffel Tower is in Paris.","claim_sha256":"001835a05deca9f5a0d5e96fe257ec93abec8c8591728c586a82c6db70cb8c59","confidence":0.92,"context_sha256":null,"id":"urn:uuid:0f8e2a8c-5a4e-4c1b-9a59-2f3c1d7e6b10","issued_at":"2026-11-01T12:00:00Z","issuer":"did:web:api.example.com","payment":{"amount":"20000","asset":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913","network":"eip155:8453","payer":"0x70997970C51812dc3A010C7d01b50e0d17dc79C8","protocol":"x402","transaction":"0xabababababababababababababababababababababababababababababababab"},"tier":"standard","type":"ClaimVerdictReceipt","verdict":"supported","version":1}';

describe("receipts: the memo's eddsa-jcs-2022 test vector (RFC 8032 TEST 1 key)", () => {
  const key = signingKeyFromSeed(SEED);

  it("derives the published key forms", () => {
    assert.equal(key.publicKey.hex, "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
    assert.equal(key.publicKey.x, "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo");
    assert.equal(key.publicKey.kid, "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
    assert.equal(key.publicKey.multibase, "z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw");
    assert.equal(publicKeyFromRaw(Buffer.from(key.publicKey.hex, "hex")).kid, key.publicKey.kid);
  });

  it("signing the vector's document reproduces it byte for byte", () => {
    const { proof, ...document } = JSON.parse(EXPECTED_TEXT) as Record<string, unknown>;
    assert.equal(jcs(document), JCS_DOC);
    const { proofValue: _pv, ...config } = proof as Record<string, unknown>;
    assert.equal(jcs(config), JCS_PROOF_CONFIG);
    assert.equal(sha256(JCS_PROOF_CONFIG).toString("hex"), "eea506f10be9feb401bf0607865f6e0e3bef97bc1c524363827f4f2abd99e7e0");
    assert.equal(sha256(JCS_DOC).toString("hex"), "376e98281d61a72ceb6bdde60d673c2072d765e354d48ecaaa97e2e1c0cc9234");

    const signed = signDocument(document, {
      privateKey: key.privateKey,
      verificationMethod: `did:web:api.example.com#${key.publicKey.kid}`,
      created: "2026-11-01T12:00:00Z",
    });
    assert.equal(JSON.stringify(signed, null, 2), EXPECTED_TEXT);
    const signature = Buffer.from(
      "256c563ac59cea63edf58e82bbc448e3a75d75485c6aab58197228ecfce3dace597679ae18f0c9886b2b7b39776b9eeee0f0b1abd6a3257fb8332e0fcfaabb0a",
      "hex",
    );
    assert.equal(hashData(document, config).length, 64);
    assert.equal(signed.proof.proofValue, (JSON.parse(EXPECTED_TEXT) as { proof: { proofValue: string } }).proof.proofValue);
    assert.equal(Buffer.from(decodeProofValue(signed.proof.proofValue)).toString("hex"), signature.toString("hex"));
  });

  it("the vector verifies with its did.json; tampering is caught", () => {
    const did = {
      "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
      id: "did:web:api.example.com",
      verificationMethod: [
        {
          id: "did:web:api.example.com#kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
          type: "Multikey",
          controller: "did:web:api.example.com",
          publicKeyMultibase: "z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw",
        },
      ],
      assertionMethod: ["did:web:api.example.com#kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"],
    };
    const keys = keySetFromDocument(did);
    const receipt = JSON.parse(EXPECTED_TEXT) as Record<string, unknown>;
    assert.equal(verifyReceiptWithKeys(receipt, keys).valid, true);
    // 0.920 and re-ordered members are the same JCS input.
    assert.equal(verifyReceiptWithKeys(JSON.parse(EXPECTED_TEXT.replace('"confidence": 0.92', '"confidence": 0.920')), keys).valid, true);
    const tampered = { ...receipt, verdict: "unsupported" };
    assert.deepEqual(
      { valid: false, reason: "bad_signature" },
      pick(verifyReceiptWithKeys(tampered, keys)),
    );
  });
});

function pick(v: { valid: boolean; reason?: string }) {
  return { valid: v.valid, reason: v.reason };
}

describe("receipts: the direct serializer of our receipt shape is exactly JCS", () => {
  const alphabet = ["a", "Z", " ", '"', "\\", "/", "\u0000", "\u001f", "\u007f", "\u2028", "\u2029", "é", "€", "𝄞", "😀", "\ufeff", "\n", "\t", "<", "ü", "\u0301"];
  const randomText = (rnd: () => number, max: number) =>
    Array.from({ length: Math.floor(rnd() * max) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join("");
  // Deterministic PRNG (mulberry32), so a failure is reproducible.
  const prng = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  it("matches canonicalize on 500 varied receipts", () => {
    const rnd = prng(7);
    for (let i = 0; i < 500; i++) {
      const maybe = (s: string) => (rnd() < 0.3 ? null : s);
      const input: ReceiptInput = {
        claim: randomText(rnd, 60) || "x",
        context: maybe(randomText(rnd, 40)),
        verdict: (["supported", "unsupported", "uncertain"] as const)[i % 3]!,
        confidence: [0, 1, 0.0001, 0.5, 0.9999, rnd()][i % 6]!,
        tier: (["quick", "standard", "pro"] as const)[i % 3]!,
        engine: { judge: randomText(rnd, 10), model: maybe(randomText(rnd, 10)), search: maybe("wikipedia") },
        payment:
          rnd() < 0.3
            ? null
            : { protocol: "x402", network: "eip155:8453", payer: randomText(rnd, 5), amount: "1", asset: "0xA", payTo: randomText(rnd, 5), nonce: "0x01" },
        ...(rnd() < 0.3 ? { test: true } : {}),
        ...(rnd() < 0.7 ? { grounding: (["caller-context", "web", "corpus", "none"] as const)[i % 4]! } : {}),
      };
      const document = buildReceiptDocument(input, { issuer: `did:web:${randomText(rnd, 8)}`, issuedAt: "2026-11-01T12:00:00Z" });
      assert.equal(canonicalReceiptJson(document), jcs(document), JSON.stringify(document));
    }
  });

  it("refuses lone surrogates instead of signing text no other language could hash", () => {
    const document = buildReceiptDocument(
      { claim: "bad \ud800 text", context: null, verdict: "uncertain", confidence: 0, tier: "quick", engine: { judge: "j", model: null, search: null }, payment: null },
      { issuer: "did:web:x", issuedAt: "2026-11-01T12:00:00Z" },
    );
    assert.throws(() => canonicalReceiptJson(document), /Lone surrogate/);
    assert.throws(() => jcs(document), /Lone surrogate/);
  });

  it("confidence is kept a short decimal in [0, 1]", () => {
    assert.equal(receiptConfidence(0.87654321), 0.8765);
    assert.equal(receiptConfidence(1 / 3), 0.3333);
    assert.equal(Object.is(receiptConfidence(-0), 0), true);
    assert.throws(() => receiptConfidence(1.01), RangeError);
    assert.throws(() => receiptConfidence(Number.NaN), RangeError);
  });
});

