/** Free routes: health, manifest, OpenAPI, llms.txt, CORS for browser buyers, FastAPI-style 404/405. */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { PAYMENT, TIERS } from "../src/contract/tiers.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

describe("discovery documents and free routes", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it("manifest, OpenAPI and the live 402 agree on every price, payTo, network and asset", async () => {
    const manifest = (await (await fetch(stack.apiUrl + "/.well-known/x402.json")).json()) as any;
    const openapi = (await (await fetch(stack.apiUrl + "/openapi.json")).json()) as any;
    assert.equal(manifest.x402Version, 2);
    assert.equal(typeof manifest.name, "string");
    assert.equal(typeof manifest.description, "string");
    assert.equal(typeof manifest.contact, "string");
    assert.deepEqual(Object.keys(manifest.endpoints).sort(), TIERS.map((t) => t.path).sort());
    for (const tier of TIERS) {
      const entry = manifest.endpoints[tier.path];
      assert.equal(entry.method, "POST");
      assert.match(entry.description, new RegExp(tier.id === "standard" ? "Standard" : tier.id, "i"));
      assert.deepEqual(entry.accepts, [
        { scheme: "exact", network: PAYMENT.network, asset: "USDC", payTo: stack.payTo, price: tier.priceUsd },
      ]);
      assert.deepEqual(entry.inputSchema.required, ["claim"]);
      assert.equal(entry.inputSchema.properties.claim.maxLength, 2000);
      assert.ok(entry.outputSchema.properties.verdict);

      const live = decodePaymentRequiredHeader(
        (await postJson(fetch, stack.apiUrl + tier.path, {})).headers.get("payment-required")!,
      ).accepts[0]!;
      assert.equal(live.payTo, entry.accepts[0].payTo);
      assert.equal(Number(live.amount) / 10 ** PAYMENT.assetDecimals, Number(entry.accepts[0].price));
      assert.equal(live.network, entry.accepts[0].network);
      assert.equal(live.asset, PAYMENT.assetAddress);

      const op = openapi.paths[tier.path].post;
      assert.equal(op["x-payment-info"].price.amount, tier.priceUsd);
      assert.equal(op["x-payment-info"].protocols[0].x402.payTo, live.payTo);
      assert.ok(op.responses["402"]);
      assert.equal(op.responses["422"].content["application/json"].schema.$ref, "#/components/schemas/HTTPValidationError");
    }
    assert.equal(openapi.openapi, "3.1.0");
    const ve = openapi.components.schemas.ValidationError;
    assert.deepEqual(Object.keys(ve.properties), ["loc", "msg", "type", "input", "ctx"]);
    assert.deepEqual(ve.required, ["loc", "msg", "type"]);
    assert.deepEqual(openapi.components.schemas.VerifyRequest.properties.context.anyOf, [
      { type: "string", maxLength: 2000 },
      { type: "null" },
    ]);
  });

  it("OpenAPI: FastAPI's exact error schemas, operation ids, a documented 402, free routes without security", async () => {
    const openapi = (await (await fetch(stack.apiUrl + "/openapi.json")).json()) as any;
    // fastapi/openapi/utils.py validation_error_definition (>= 0.128.1, with input and ctx), as in the memo §1.4.
    assert.deepEqual(openapi.components.schemas.ValidationError, {
      properties: {
        loc: { items: { anyOf: [{ type: "string" }, { type: "integer" }] }, type: "array", title: "Location" },
        msg: { type: "string", title: "Message" },
        type: { type: "string", title: "Error Type" },
        input: { title: "Input" },
        ctx: { type: "object", title: "Context" },
      },
      type: "object",
      required: ["loc", "msg", "type"],
      title: "ValidationError",
    });
    assert.deepEqual(openapi.components.schemas.HTTPValidationError, {
      properties: { detail: { items: { $ref: "#/components/schemas/ValidationError" }, type: "array", title: "Detail" } },
      type: "object",
      title: "HTTPValidationError",
    });
    const schemaNames = Object.keys(openapi.components.schemas);
    assert.deepEqual(schemaNames, [...schemaNames].sort(), "FastAPI sorts components.schemas");
    assert.deepEqual(openapi.paths["/verify/quick"].post.operationId, "verify_quick_verify_quick_post");
    assert.deepEqual(openapi.paths["/.well-known/did.json"].get.operationId, "did__well_known_did_json_get");
    for (const tier of TIERS) {
      const op = openapi.paths[tier.path].post;
      assert.deepEqual(op.requestBody, { content: { "application/json": { schema: { $ref: "#/components/schemas/VerifyRequest" } } }, required: true });
      assert.ok(op.responses["402"].headers["PAYMENT-REQUIRED"], `${tier.path}: the 402 names its header`);
      assert.match(op.responses["402"].description, new RegExp(`\\$${tier.priceUsd.replace(".", "\\.")}`));
      assert.equal(op["x-payment-info"].price.mode, "fixed");
      assert.equal(op["x-payment-info"].price.currency, "USD");
      assert.equal(op["x-payment-info"].protocols[0].x402.network, PAYMENT.network);
      assert.equal(op["x-payment-info"].protocols[0].x402.asset, PAYMENT.assetAddress);
    }
    // SPEC: these are declared as having no security requirement.
    for (const [p, m] of [
      ["/health", "get"],
      ["/.well-known/x402.json", "get"],
      ["/.well-known/service-pubkey.json", "get"],
      ["/receipt/verify", "post"],
      ["/receipt/selftest", "get"],
    ] as const) {
      assert.deepEqual(openapi.paths[p][m].security, [], `${m} ${p}`);
    }
  });

  it("health reports status, version, payment mode and engine without secrets", async () => {
    const res = await fetch(stack.apiUrl + "/health");
    assert.equal(res.status, 200);
    const health = (await res.json()) as any;
    assert.equal(health.status, "ok");
    assert.equal(health.payments.mode, "dev");
    assert.equal(health.payments.network, PAYMENT.network);
    assert.ok("engine" in health);
    assert.equal(typeof health.uptime_seconds, "number");
    assert.doesNotMatch(JSON.stringify(health), /key|secret/i);
  });

  it("llms.txt follows llmstxt.org: H1, blockquote summary, H2 link lists", async () => {
    const res = await fetch(stack.apiUrl + "/llms.txt");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^text\/plain/);
    const text = await res.text();
    assert.match(text, /^# Verity\n\n> .+\n/);
    for (const tier of TIERS) assert.ok(text.includes(`${stack.apiUrl}${tier.path}`));
    for (const line of text.split("\n").filter((l) => l.startsWith("- ["))) {
      assert.match(line, /^-\s*\[[^\]]+\]\([^)]+\)(?::\s*.*)?$/);
    }
  });

  it("CORS lets a browser buyer read the challenge and settlement and send the payment", async () => {
    const preflight = await fetch(stack.apiUrl + "/verify", {
      method: "OPTIONS",
      headers: {
        origin: "https://agent.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,payment-signature,access-control-expose-headers",
      },
    });
    assert.ok(preflight.status === 204 || preflight.status === 200);
    const allowHeaders = preflight.headers.get("access-control-allow-headers")!.toLowerCase();
    for (const h of ["content-type", "payment-signature", "access-control-expose-headers"]) assert.ok(allowHeaders.includes(h), h);
    const unpaid = await postJson(fetch, stack.apiUrl + "/verify", { claim: "x" }, { origin: "https://agent.example" });
    assert.equal(unpaid.headers.get("access-control-allow-origin"), "*");
    const exposed = unpaid.headers.get("access-control-expose-headers")!.toLowerCase();
    assert.ok(exposed.includes("payment-required") && exposed.includes("payment-response"));
  });

  it("GET / lists the routes with prices, the documents and the trial page: HTML for a browser, JSON otherwise", async () => {
    const json = await fetch(stack.apiUrl + "/", { headers: { accept: "application/json" } });
    assert.equal(json.status, 200);
    assert.match(json.headers.get("content-type") ?? "", /application\/json/);
    const doc = (await json.json()) as { paid: { path: string; price_usd: string; needs?: string }[]; free: { path: string }[]; docs: Record<string, string>; trial_page: string; payment: { payTo: string } };
    assert.deepEqual(doc.paid.map((r) => [r.path, r.price_usd]), [["/verify/quick", "0.02"], ["/verify", "0.25"], ["/verify/pro", "0.35"]]);
    assert.match(doc.paid[0]!.needs ?? "", /context/, "with no LLM the quick tier says it needs context");
    assert.equal(doc.trial_page, stack.scanUrl + "/");
    assert.equal(doc.payment.payTo, stack.payTo);
    for (const url of Object.values(doc.docs)) assert.equal((await fetch(url)).status, 200, url);
    for (const route of doc.free.filter((r) => r.path !== "/mcp" && r.path !== "/receipt/verify")) assert.equal((await fetch(stack.apiUrl + route.path)).status, 200, route.path);

    const html = await fetch(stack.apiUrl + "/", { headers: { accept: "text/html,application/xhtml+xml" } });
    assert.equal(html.status, 200);
    assert.match(html.headers.get("content-type") ?? "", /text\/html/);
    const page = await html.text();
    for (const text of ["/verify/quick", "$0.02", "/verify/pro", "$0.35", `${stack.apiUrl}/openapi.json`, `${stack.scanUrl}/`]) assert.ok(page.includes(text), text);
  });

  it("unknown paths are 404 and wrong methods are 405 with Allow, FastAPI-style", async () => {
    const missing = await fetch(stack.apiUrl + "/nope");
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), '{"detail":"Not Found"}');
    const wrong = await fetch(stack.apiUrl + "/verify");
    assert.equal(wrong.status, 405);
    assert.equal(wrong.headers.get("allow"), "POST");
    assert.equal(await wrong.text(), '{"detail":"Method Not Allowed"}');
    const wrongGet = await fetch(stack.apiUrl + "/health", { method: "POST" });
    assert.equal(wrongGet.status, 405);
    assert.equal(wrongGet.headers.get("allow"), "GET, HEAD");
  });
});

describe("no configured secret appears in any free document or answer", () => {
  const secrets = {
    LLM_API_KEY: "sk-test-LLMSECRET-" + randomBytes(6).toString("hex"),
    SEARCH_API_KEY: "SEARCHSECRET-" + randomBytes(6).toString("hex"),
    RECEIPT_SIGNING_KEY: randomBytes(32).toString("base64url"),
  };
  let stack: Stack;
  before(async () => {
    stack = await startStack({
      ...secrets,
      LLM_PROVIDER: "openai",
      LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LLM_MODEL_STANDARD: "gpt-test",
      SEARCH_PROVIDER: "brave",
      SEARCH_BASE_URL: "http://127.0.0.1:9",
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it("health names the configured judge and search, and no key, seed or token is in any free route", async () => {
    const health = (await (await fetch(stack.apiUrl + "/health")).json()) as any;
    assert.equal(health.engine.search, "brave");
    assert.match(String(health.engine.judge), /openai/);
    const seedHex = Buffer.from(secrets.RECEIPT_SIGNING_KEY, "base64url").toString("hex");
    const seedB64 = Buffer.from(secrets.RECEIPT_SIGNING_KEY, "base64url").toString("base64");
    const texts: string[] = [JSON.stringify(health)];
    for (const p of ["/.well-known/x402.json", "/openapi.json", "/llms.txt", "/.well-known/service-pubkey.json", "/.well-known/did.json", "/receipt/selftest"]) {
      const res = await fetch(stack.apiUrl + p);
      assert.equal(res.status, 200, p);
      texts.push(await res.text());
    }
    const unpaid = await postJson(fetch, stack.apiUrl + "/verify", { claim: "x" });
    texts.push(await unpaid.text(), Buffer.from(unpaid.headers.get("payment-required")!, "base64").toString());
    for (const text of texts) {
      for (const secret of [secrets.LLM_API_KEY, secrets.SEARCH_API_KEY, secrets.RECEIPT_SIGNING_KEY, seedHex, seedB64]) {
        assert.ok(!text.includes(secret), `a secret leaked into: ${text.slice(0, 120)}`);
      }
      assert.doesNotMatch(text, /LLMSECRET|SEARCHSECRET/);
    }
  });
});
