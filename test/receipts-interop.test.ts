/**
 * Interoperability: our receipts verified by an independent implementation, Digital Bazaar's Data Integrity
 * stack (jsonld-signatures + @digitalbazaar/data-integrity + @digitalbazaar/eddsa-jcs-2022-cryptosuite),
 * using our did.json through an offline document loader. Any change to any signed field must make both
 * their verifier and ours reject.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { verifyReceipt } from "../src/client/index.js";
import { loadConfig } from "../src/config.js";
import { createReceiptService, type ReceiptService } from "../src/receipts/index.js";
import { signDocument } from "../src/receipts/eddsaJcs.js";
import { readKeyring, revoke, writeKeyring } from "../src/receipts/keyring.js";
import { signingKeyFromSeed } from "../src/receipts/keys.js";
import type { ReceiptInput } from "../src/receipts/types.js";

/* The Digital Bazaar packages ship no type declarations; they are loaded untyped. */
type Untyped = any;
const load = (name: string): Promise<Untyped> => import(name);

const INPUT: ReceiptInput = {
  claim: "Le Mont Blanc culmine à 4 805 mètres — «vérifié» 🏔",
  context: "Alpine geography, 2026 survey",
  verdict: "supported",
  confidence: 0.8123,
  tier: "standard",
  engine: { judge: "llm:openai", model: "gpt-test", search: "wikipedia" },
  payment: {
    protocol: "x402",
    network: "eip155:8453",
    payer: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    amount: "250000",
    asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    payTo: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    nonce: "0x" + "ab".repeat(32),
  },
};

interface TheirStack {
  verify(receipt: unknown, didDocument: Record<string, unknown>): Promise<{ verified: boolean; error?: unknown }>;
}

async function digitalBazaar(): Promise<TheirStack> {
  const jsigs = (await load("jsonld-signatures")).default;
  const { DataIntegrityProof } = await load("@digitalbazaar/data-integrity");
  const { createVerifyCryptosuite } = await load("@digitalbazaar/eddsa-jcs-2022-cryptosuite");
  const didContext = (await load("did-context")).default;
  const multikeyContext = (await load("@digitalbazaar/multikey-context")).default;
  const contexts = new Map<string, unknown>([...didContext.contexts, ...multikeyContext.contexts]);

  return {
    async verify(receipt, didDocument) {
      const did = didDocument.id as string;
      const methods = didDocument.verificationMethod as { id: string }[];
      // Offline: only our DID document, its verification methods and the static contexts resolve.
      const documentLoader = async (url: string) => {
        if (url === did) return { contextUrl: null, documentUrl: url, document: structuredClone(didDocument) };
        const method = methods.find((m) => m.id === url);
        if (method) {
          return {
            contextUrl: null,
            documentUrl: url,
            document: { "@context": multikeyContext.CONTEXT_URL, ...structuredClone(method) },
          };
        }
        if (contexts.has(url)) return { contextUrl: null, documentUrl: url, document: contexts.get(url) };
        throw new Error(`offline document loader: ${url} is not available`);
      };
      const suite = new DataIntegrityProof({ cryptosuite: createVerifyCryptosuite() });
      const purpose = new jsigs.purposes.AssertionProofPurpose({ controller: didDocument });
      const result = await jsigs.verify(structuredClone(receipt), { suite, purpose, documentLoader });
      return { verified: result.verified === true, error: result.error };
    },
  };
}

describe("interop: Digital Bazaar's Data Integrity stack verifies our receipts with our did.json", () => {
  let theirs: TheirStack;
  let service: ReceiptService;
  let did: Record<string, unknown>;
  let receipt: Record<string, unknown>;
  let dataDir: string;

  before(async () => {
    theirs = await digitalBazaar();
    dataDir = mkdtempSync(path.join(tmpdir(), "verity-interop-"));
    service = await createReceiptService(loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: "https://api.verity.example" }));
    did = JSON.parse(JSON.stringify(service.didDocument()));
    receipt = JSON.parse(JSON.stringify(service.signer.sign(INPUT)));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it("a paid receipt and a self-test receipt verify with both implementations", async () => {
    const r = await theirs.verify(receipt, did);
    assert.equal(r.verified, true, String(r.error));
    assert.equal(verifyReceipt(receipt, did).valid, true);
    const selftest = service.selftest().receipt!;
    assert.equal((await theirs.verify(selftest, did)).verified, true);
  });

  it("the memo's test vector verifies with theirs too", async () => {
    const key = signingKeyFromSeed(Buffer.from("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60", "hex"));
    const issuer = "did:web:api.example.com";
    const vector = signDocument(
      {
        type: "ClaimVerdictReceipt",
        version: 1,
        id: "urn:uuid:0f8e2a8c-5a4e-4c1b-9a59-2f3c1d7e6b10",
        issuer,
        issued_at: "2026-11-01T12:00:00Z",
        claim: "The Eiffel Tower is in Paris.",
        claim_sha256: "001835a05deca9f5a0d5e96fe257ec93abec8c8591728c586a82c6db70cb8c59",
        context_sha256: null,
        verdict: "supported",
        confidence: 0.92,
        tier: "standard",
        payment: {
          protocol: "x402",
          network: "eip155:8453",
          transaction: "0x" + "ab".repeat(32),
          payer: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          amount: "20000",
          asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        },
      },
      { privateKey: key.privateKey, verificationMethod: `${issuer}#${key.publicKey.kid}`, created: "2026-11-01T12:00:00Z" },
    );
    assert.equal(vector.proof.proofValue, "zkPyeEBG1g2oPJTjjgmu1KZrhivZ7AYBbsURgHSLmjgwzvsURxxFzndtrLiFAdvEw5Wj7XNAGwrV3fq9cwfAuBrR");
    const vectorDid = {
      "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
      id: issuer,
      verificationMethod: [{ id: `${issuer}#${key.publicKey.kid}`, type: "Multikey", controller: issuer, publicKeyMultibase: key.publicKey.multibase }],
      assertionMethod: [`${issuer}#${key.publicKey.kid}`],
    };
    assert.equal((await theirs.verify(vector, vectorDid)).verified, true);
  });

  it("any change to any signed field makes both reject", async () => {
    const paths: string[][] = [];
    const walk = (value: unknown, at: string[]) => {
      if (value !== null && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) if (!(at.length === 1 && at[0] === "proof" && k === "proofValue")) walk(v, [...at, k]);
      } else paths.push(at);
    };
    walk(receipt, []);
    assert.ok(paths.length >= 25, `every leaf field is covered (${paths.length})`);
    const mutate = (v: unknown): unknown =>
      typeof v === "string" ? (v.length > 0 ? v.slice(0, -1) + (v.endsWith("0") ? "1" : "0") : "x")
      : typeof v === "number" ? v + 0.001
      : v === null ? "0"
      : !v;
    const changes: [string, Record<string, any>][] = paths.map((p) => {
      const copy = structuredClone(receipt) as Record<string, any>;
      let target = copy;
      for (const k of p.slice(0, -1)) target = target[k];
      target[p.at(-1)!] = mutate(target[p.at(-1)!]);
      return [p.join("."), copy];
    });
    changes.push(["added member", { ...structuredClone(receipt), test: true }]);
    changes.push(["removed member", (({ tier: _t, ...rest }) => rest)(structuredClone(receipt))]);
    changes.push(["added proof member", { ...structuredClone(receipt), proof: { ...(receipt.proof as object), nonce: "1" } }]);
    for (const [name, changed] of changes) {
      const ours = verifyReceipt(changed, did);
      assert.equal(ours.valid, false, `ours accepted a change to ${name}`);
      const r = await theirs.verify(changed, did).catch((error: unknown) => ({ verified: false, error }));
      assert.equal(r.verified, false, `theirs accepted a change to ${name}`);
    }
  });

  it("after rotation both still accept the retired key's receipts; after revocation both refuse them", async () => {
    const seed = Buffer.alloc(32, 9).toString("base64url");
    const rotated = await createReceiptService(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: "https://api.verity.example", RECEIPT_SIGNING_KEY: seed }),
    );
    const rotatedDid = JSON.parse(JSON.stringify(rotated.didDocument()));
    assert.equal((rotatedDid.verificationMethod as unknown[]).length, 2);
    assert.equal((await theirs.verify(receipt, rotatedDid)).verified, true);
    assert.equal(verifyReceipt(receipt, rotatedDid).valid, true);
    assert.equal((await theirs.verify(rotated.signer.sign(INPUT), rotatedDid)).verified, true);

    // Revoke the old key the way `verity keygen --revoke` does, and publish the resulting did.json.
    const oldKid = (receipt.proof as { verificationMethod: string }).verificationMethod.split("#")[1]!;
    writeKeyring(dataDir, revoke(readKeyring(dataDir), oldKid, "2026-11-22T00:00:00Z"));
    const afterRevocation = await createReceiptService(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: "https://api.verity.example", RECEIPT_SIGNING_KEY: seed }),
    );
    const revokedDid = JSON.parse(JSON.stringify(afterRevocation.didDocument()));
    assert.equal((await theirs.verify(receipt, revokedDid)).verified, false);
    assert.equal((verifyReceipt(receipt, revokedDid) as { reason?: string }).reason, "key_revoked");
    assert.equal((await theirs.verify(afterRevocation.signer.sign(INPUT), revokedDid)).verified, true);
  });
});
