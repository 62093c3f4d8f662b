import assert from "node:assert/strict";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { loadConfig } from "../src/config.js";
import { installRoutingErrors } from "../src/http/errors.js";
import { createReceiptRoutes, receiptRoutePaths, RECEIPT_VERIFY_MAX_BYTES } from "../src/http/receiptRoutes.js";
import { createReceiptService, type ReceiptService } from "../src/receipts/index.js";
import { signingKeyFromSeed } from "../src/receipts/keys.js";
import { signDocument } from "../src/receipts/eddsaJcs.js";
import type { ReceiptInput } from "../src/receipts/types.js";

const PAID_INPUT: ReceiptInput = {
  claim: "Water boils at 100 degrees Celsius at sea level.",
  context: "Standard atmospheric pressure.",
  verdict: "supported",
  confidence: 0.87654321,
  tier: "standard",
  engine: { judge: "llm:openai", model: "gpt-test", search: "wikipedia" },
  payment: {
    protocol: "x402",
    network: "eip155:8453",
    payer: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    amount: "250000",
    asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    payTo: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    nonce: "0x" + "cd".repeat(32),
  },
};

interface Server {
  url: string;
  port: number;
  service: ReceiptService;
  close(): Promise<void>;
}

/** The receipt routes on a real loopback server, mounted the way the api app mounts them. */
async function startReceiptServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "verity-receipts-"));
  let handler: (r: Request) => Response | Promise<Response> = () => new Response("starting", { status: 503 });
  const server: ServerType = serve({ fetch: (r: Request) => handler(r), hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, PUBLIC_BASE_URL: url, ...env });
  const service = await createReceiptService(config);
  const app = new Hono();
  app.route("/", createReceiptRoutes(service));
  installRoutingErrors(app, new Map(Object.entries(receiptRoutePaths(service))));
  handler = app.fetch;
  return {
    url,
    port,
    service,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        rmSync(dataDir, { recursive: true, force: true });
      }),
  };
}

async function postVerify(url: string, body: string | Uint8Array, contentType = "application/json") {
  const res = await fetch(`${url}/receipt/verify`, { method: "POST", headers: { "content-type": contentType }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

describe("receipt routes over HTTP", () => {
  let s: Server;
  before(async () => {
    s = await startReceiptServer();
  });
  after(async () => {
    await s?.close();
  });

  it("publishes service-pubkey.json with the current key in every form, CORS-open and cacheable", async () => {
    const res = await fetch(`${s.url}/.well-known/service-pubkey.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    assert.match(res.headers.get("cache-control") ?? "", /max-age=\d+/);
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
    const doc = (await res.json()) as Record<string, any>;
    const issuer = `did:web:127.0.0.1%3A${s.port}`;
    assert.equal(doc.issuer, issuer);
    assert.equal(doc.signing, "on");
    assert.equal(doc.current, `${issuer}#${s.service.kid}`);
    assert.equal(doc.keys.length, 1);
    const key = doc.keys[0];
    assert.equal(key.kid, s.service.kid);
    assert.equal(key.status, "active");
    assert.match(key.publicKeyMultibase, /^z6Mk/);
    assert.deepEqual(Object.keys(key.publicKeyJwk).sort(), ["alg", "crv", "kid", "kty", "use", "x"]);
    assert.equal(Buffer.from(key.publicKeyJwk.x, "base64url").toString("hex"), key.publicKeyHex);
    assert.equal(doc.receipt_format.cryptosuite, "eddsa-jcs-2022");
    assert.equal(doc.receipt_format.verify_endpoint, `${s.url}/receipt/verify`);
  });

  it("publishes a did:web document with the key as Multikey under assertionMethod", async () => {
    const res = await fetch(`${s.url}/.well-known/did.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    assert.match(res.headers.get("cache-control") ?? "", /max-age=\d+/);
    const doc = (await res.json()) as Record<string, any>;
    const vmId = `${s.service.issuer}#${s.service.kid}`;
    assert.equal(doc.id, s.service.issuer);
    assert.deepEqual(doc.verificationMethod, [
      { id: vmId, type: "Multikey", controller: s.service.issuer, publicKeyMultibase: doc.verificationMethod[0].publicKeyMultibase },
    ]);
    assert.deepEqual(doc.assertionMethod, [vmId]);
  });

  it("selftest signs a test receipt over a dummy claim and verifies it with the published key", async () => {
    const res = await fetch(`${s.url}/receipt/selftest`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as Record<string, any>;
    assert.equal(body.ok, true);
    assert.equal(body.receipt.test, true);
    assert.equal(body.receipt.payment, null);
    assert.equal(body.verification.valid, true);
    assert.equal(body.verification.test, true);
    assert.equal(body.kid, s.service.kid);
    // The same receipt posted back is valid, and reported as a test receipt.
    const check = await postVerify(s.url, JSON.stringify(body.receipt));
    assert.deepEqual([check.status, check.body.valid, check.body.test], [200, true, true]);
  });

  it("a paid receipt carries every field, binds claim and context, never the payment authorization", async () => {
    const receipt = s.service.signer.sign(PAID_INPUT) as Record<string, any>;
    assert.deepEqual(Object.keys(receipt), [
      "type", "version", "id", "issuer", "issued_at", "claim", "claim_sha256", "context_sha256",
      "verdict", "confidence", "tier", "engine", "payment", "proof",
    ]);
    assert.equal(receipt.type, "ClaimVerdictReceipt");
    assert.match(receipt.id, /^urn:uuid:[0-9a-f-]{36}$/);
    assert.match(receipt.issued_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.equal(receipt.proof.created, receipt.issued_at);
    assert.equal(receipt.confidence, 0.8765);
    assert.equal(receipt.claim, PAID_INPUT.claim);
    assert.deepEqual(receipt.engine, PAID_INPUT.engine);
    assert.deepEqual(receipt.payment, PAID_INPUT.payment);
    assert.ok(!("test" in receipt));
    const res = await postVerify(s.url, JSON.stringify(receipt));
    assert.deepEqual(res.body, { valid: true, kid: s.service.kid, issuer: s.service.issuer, verificationMethod: receipt.proof.verificationMethod, id: receipt.id, issued_at: receipt.issued_at, test: false, grounding: null });
    assert.equal(res.headers.get("cache-control"), "no-store");
    // Two receipts for identical input differ (unique id), both valid.
    const again = s.service.signer.sign(PAID_INPUT) as Record<string, any>;
    assert.notEqual(again.id, receipt.id);
    // Without context, context_sha256 is null (present, not absent).
    const noContext = s.service.signer.sign({ ...PAID_INPUT, context: null, payment: null }) as Record<string, any>;
    assert.equal(noContext.context_sha256, null);
    assert.equal(noContext.payment, null);
  });

  it("accepts what the CLI accepts: the receipt, {receipt}, or the whole paid answer; a tampered receipt fails in every form", async () => {
    const receipt = s.service.signer.sign(PAID_INPUT) as Record<string, any>;
    const answer = { verdict: "supported", confidence: 0.8765, reasoning: "r", evidence: [], grounding: "web", context_sha256: null, receipt };
    const tampered = { ...receipt, verdict: "unsupported" };
    for (const [form, body, valid] of [
      ["receipt", receipt, true],
      ["{receipt}", { receipt }, true],
      ["paid answer", answer, true],
      ["tampered receipt", tampered, false],
      ["tampered {receipt}", { receipt: tampered }, false],
      ["tampered paid answer", { ...answer, receipt: tampered }, false],
    ] as const) {
      const res = await postVerify(s.url, JSON.stringify(body));
      assert.equal(res.status, 200, form);
      assert.equal(res.body.valid, valid, `${form}: ${JSON.stringify(res.body)}`);
      if (!valid) assert.equal(res.body.reason, "bad_signature", form);
    }
  });

  it("any change to any signed field is rejected", async () => {
    const receipt = s.service.signer.sign(PAID_INPUT) as Record<string, any>;
    const mutations: [string, (r: any) => void, string][] = [
      ["verdict", (r) => (r.verdict = "unsupported"), "bad_signature"],
      ["confidence", (r) => (r.confidence = 0.99), "bad_signature"],
      ["claim", (r) => (r.claim = r.claim + " "), "claim_hash_mismatch"],
      ["claim and its hash", (r) => {
        r.claim = "Water boils at 90 degrees.";
        r.claim_sha256 = "a".repeat(64);
      }, "claim_hash_mismatch"],
      ["context_sha256", (r) => (r.context_sha256 = null), "bad_signature"],
      ["tier", (r) => (r.tier = "pro"), "bad_signature"],
      ["engine.model", (r) => (r.engine.model = "other"), "bad_signature"],
      ["payment.amount", (r) => (r.payment.amount = "1"), "bad_signature"],
      ["payment.nonce", (r) => (r.payment.nonce = "0x" + "00".repeat(32)), "bad_signature"],
      ["id", (r) => (r.id = "urn:uuid:00000000-0000-4000-8000-000000000000"), "bad_signature"],
      ["issued_at", (r) => (r.issued_at = "2020-01-01T00:00:00Z"), "bad_signature"],
      ["added field", (r) => (r.test = true), "bad_signature"],
      ["removed field", (r) => delete r.engine, "bad_signature"],
      ["proof.created", (r) => (r.proof.created = "2020-01-01T00:00:00Z"), "bad_signature"],
      ["proof.proofValue", (r) => (r.proof.proofValue = "z" + "1".repeat(87)), "malformed"],
      ["issuer", (r) => (r.issuer = "did:web:evil.example"), "issuer_mismatch"],
      ["verificationMethod", (r) => (r.proof.verificationMethod = `${r.issuer}#other`), "unknown_key"],
      ["cryptosuite", (r) => (r.proof.cryptosuite = "eddsa-rdfc-2022"), "unsupported_proof"],
      ["proofPurpose", (r) => (r.proof.proofPurpose = "authentication"), "unsupported_proof"],
      ["type", (r) => (r.type = "Other"), "malformed"],
    ];
    for (const [name, mutate, reason] of mutations) {
      const copy = structuredClone(receipt);
      mutate(copy);
      const res = await postVerify(s.url, JSON.stringify(copy));
      assert.equal(res.status, 200, name);
      assert.equal(res.body.valid, false, name);
      assert.equal(res.body.reason, reason, name);
      assert.equal(typeof res.body.detail, "string", name);
    }
  });

  it("a receipt signed by a key this service never published is unknown_key", async () => {
    const stranger = signingKeyFromSeed(Buffer.alloc(32, 7));
    const { proof: _p, ...doc } = s.service.signer.sign(PAID_INPUT) as Record<string, any>;
    const forged = signDocument(doc, {
      privateKey: stranger.privateKey,
      verificationMethod: `${s.service.issuer}#${stranger.publicKey.kid}`,
      created: doc.issued_at,
    });
    const res = await postVerify(s.url, JSON.stringify(forged));
    assert.deepEqual([res.body.valid, res.body.reason, res.body.kid], [false, "unknown_key", stranger.publicKey.kid]);
    // Forging with the stranger key but claiming our kid is a bad signature.
    const lying = signDocument(doc, {
      privateKey: stranger.privateKey,
      verificationMethod: `${s.service.issuer}#${s.service.kid}`,
      created: doc.issued_at,
    });
    assert.equal((await postVerify(s.url, JSON.stringify(lying))).body.reason, "bad_signature");
  });

  it("bodies that are not a receipt are 200 valid:false reason malformed", async () => {
    const valid = JSON.stringify(s.service.signer.sign(PAID_INPUT));
    const cases: [string, string | Uint8Array][] = [
      ["empty", ""],
      ["whitespace", "   "],
      ["invalid JSON", '{"type": '],
      ["trailing data", valid + " x"],
      ["array", "[1,2]"],
      ["string", '"receipt"'],
      ["number", "5"],
      ["null", "null"],
      ["object without proof", '{"type":"ClaimVerdictReceipt"}'],
      ["proof not an object", '{"proof":"z123"}'],
      ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
      ["duplicate member", valid.replace('"verdict":"supported"', '"verdict":"unsupported","verdict":"supported"')],
      ["NaN", valid.replace(/"confidence":[0-9.]+/, '"confidence":NaN')],
      ["huge number", valid.replace(/"confidence":[0-9.]+/, '"confidence":1e999')],
      ["deep nesting", "[".repeat(5000) + "]".repeat(5000)],
      ["lone surrogate in claim", valid.replace(/"claim":"/, '"claim":"\\ud800')],
    ];
    for (const [name, body] of cases) {
      const res = await postVerify(s.url, body);
      assert.equal(res.status, 200, name);
      assert.equal(res.body.valid, false, name);
      assert.equal(res.body.reason, "malformed", `${name}: ${JSON.stringify(res.body)}`);
    }
    // A __proto__ member is plain data: it cannot change the prototype, and it breaks the signature.
    const proto = await postVerify(s.url, valid.replace('{"type"', '{"__proto__":{"verdict":"x"},"type"'));
    assert.deepEqual([proto.body.valid, proto.body.reason], [false, "bad_signature"]);
    // Any content type is read as JSON (curl -d sends form encoding); a BOM is tolerated.
    assert.equal((await postVerify(s.url, valid, "application/x-www-form-urlencoded")).body.valid, true);
    assert.equal((await postVerify(s.url, "\ufeff" + valid)).body.valid, true);
    // Pretty-printed and re-ordered JSON is the same receipt.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(valid)).reverse()), null, 2);
    assert.equal((await postVerify(s.url, reordered)).body.valid, true);
  });

  it("a body of exactly 64 KB is read; one byte more is 413 with a JSON error", async () => {
    const valid = JSON.stringify(s.service.signer.sign(PAID_INPUT));
    const exact = valid + " ".repeat(RECEIPT_VERIFY_MAX_BYTES - Buffer.byteLength(valid));
    assert.equal(Buffer.byteLength(exact), 65536);
    const ok = await postVerify(s.url, exact);
    assert.deepEqual([ok.status, ok.body.valid], [200, true]);
    const over = await postVerify(s.url, exact + " ");
    assert.equal(over.status, 413);
    assert.match(String(over.body.detail), /at most 65536 bytes/);
  });

  it("a 10 MB body is refused with 413 before it is all sent", async () => {
    for (const declareLength of [true, false]) {
      const result = await streamBody(s.port, { total: 10 * 1024 * 1024, chunk: 64 * 1024, declareLength, delayMs: 0 });
      assert.equal(result.status, 413, JSON.stringify(result));
      assert.match(result.body, /"detail":"Request body too large/);
      assert.ok(result.written < 10 * 1024 * 1024, `the client was still sending (${result.written} bytes written)`);
    }
  });

  it("a slow chunked body is cut off at the cap, not read to its end", async () => {
    const result = await streamBody(s.port, { total: 1024 * 1024, chunk: 8 * 1024, declareLength: false, delayMs: 5 });
    assert.equal(result.status, 413);
    // The answer came while the client still had most of its megabyte to send.
    assert.ok(result.written <= 512 * 1024, `written ${result.written}`);
    // The server stays healthy afterwards.
    assert.equal((await fetch(`${s.url}/receipt/selftest`)).status, 200);
  });

  it("answers concurrent verifications independently", async () => {
    const valid = s.service.signer.sign(PAID_INPUT) as Record<string, any>;
    const bad = { ...valid, verdict: "unsupported" };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => postVerify(s.url, JSON.stringify(i % 3 === 0 ? bad : valid))),
    );
    results.forEach((r, i) => assert.equal(r.body.valid, i % 3 !== 0, `request ${i}`));
  });

  it("wrong methods are 405 and unknown paths 404, as JSON", async () => {
    const res = await fetch(`${s.url}/receipt/verify`);
    assert.equal(res.status, 405);
    assert.equal(res.headers.get("allow"), "POST");
    assert.equal((await fetch(`${s.url}/receipt/selftest`, { method: "POST" })).status, 405);
    assert.equal((await fetch(`${s.url}/receipt/nope`)).status, 404);
  });
});

describe("receipt routes with signing off", () => {
  let s: Server;
  before(async () => {
    s = await startReceiptServer({ RECEIPT_SIGNING_KEY: "off" });
  });
  after(async () => {
    await s?.close();
  });

  it("sign() returns null; the documents still answer and say signing is off", async () => {
    assert.equal(s.service.signer.sign(PAID_INPUT), null);
    assert.equal(s.service.enabled, false);
    const doc = (await (await fetch(`${s.url}/.well-known/service-pubkey.json`)).json()) as Record<string, any>;
    assert.deepEqual([doc.signing, doc.current, doc.keys], ["off", null, []]);
    const did = (await (await fetch(`${s.url}/.well-known/did.json`)).json()) as Record<string, any>;
    assert.deepEqual(did.assertionMethod, []);
    const self = (await (await fetch(`${s.url}/receipt/selftest`)).json()) as Record<string, any>;
    assert.deepEqual([self.ok, self.signing, self.receipt], [false, "off", null]);
    assert.match(self.detail, /switched off/);
  });
});

function streamBody(
  port: number,
  options: { total: number; chunk: number; declareLength: boolean; delayMs: number },
): Promise<{ status: number | undefined; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/receipt/verify",
      headers: { "content-type": "application/json", ...(options.declareLength ? { "content-length": options.total } : {}) },
    });
    const chunk = Buffer.alloc(options.chunk, 0x20);
    const pump = () => {
      while (!answered && written < options.total) {
        written += chunk.length;
        const more = req.write(chunk);
        if (options.delayMs > 0) {
          setTimeout(pump, options.delayMs);
          return;
        }
        if (!more) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode, body, written });
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    pump();
  });
}
