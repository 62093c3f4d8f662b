/**
 * Receipts cannot launder a claim: the answer and the signed receipt state what the verdict rests on
 * (grounding) and the SHA-256 of the context. A quick-tier verdict over the caller's own context says
 * "caller-context", so "The Eiffel Tower is in Berlin" with a matching context cannot pass for a web-checked
 * fact; changing or dropping the grounding breaks the signature.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { verifyReceipt } from "../src/client/index.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface Answer {
  verdict: string;
  grounding: string;
  context_sha256: string | null;
  receipt: Record<string, unknown>;
}

describe("grounding in answers and receipts", () => {
  let stack: Stack;
  let pubkey: unknown;
  before(async () => {
    stack = await startStack();
    pubkey = await (await fetch(`${stack.apiUrl}/.well-known/service-pubkey.json`)).json();
  });
  after(async () => {
    await stack?.stop();
  });

  async function pay(path: string, body: Record<string, unknown>): Promise<Answer> {
    const res = await postJson(stack.payFetch, stack.apiUrl + path, body);
    assert.equal(res.status, 200, await res.clone().text());
    return (await res.json()) as Answer;
  }

  it("quick tier with a context: grounding caller-context and the context's hash, in a receipt that verifies", async () => {
    const claim = "The Eiffel Tower is in Berlin.";
    const context = "The Eiffel Tower stands in Berlin, the capital of Germany.";
    const answer = await pay("/verify/quick", { claim, context });
    assert.equal(answer.grounding, "caller-context");
    assert.equal(answer.context_sha256, sha256(context));
    assert.equal(answer.receipt.grounding, "caller-context");
    assert.equal(answer.receipt.context_sha256, sha256(context));

    const offline = verifyReceipt(answer.receipt, pubkey, { claim, context });
    assert.equal(offline.valid, true, JSON.stringify(offline));
    assert.equal(offline.valid && offline.grounding, "caller-context");
    const online = await postJson(fetch, `${stack.apiUrl}/receipt/verify`, answer.receipt);
    const checked = (await online.json()) as { valid: boolean; grounding: string };
    assert.deepEqual([checked.valid, checked.grounding], [true, "caller-context"]);
  });

  it("a receipt whose grounding was changed or removed fails verification", async () => {
    const claim = "The Eiffel Tower is in Berlin.";
    const context = "The Eiffel Tower stands in Berlin.";
    const { receipt } = await pay("/verify/quick", { claim, context });
    for (const grounding of ["web", "corpus", "none"]) {
      const tampered = verifyReceipt({ ...receipt, grounding }, pubkey, { claim, context });
      assert.deepEqual([tampered.valid, !tampered.valid && tampered.reason], [false, "bad_signature"], grounding);
    }
    const { grounding: _dropped, ...without } = receipt;
    const dropped = verifyReceipt(without, pubkey, { claim, context });
    assert.deepEqual([dropped.valid, !dropped.valid && dropped.reason], [false, "bad_signature"]);
    const bogus = verifyReceipt({ ...receipt, grounding: "oracle" }, pubkey);
    assert.deepEqual([bogus.valid, !bogus.valid && bogus.reason], [false, "malformed"]);
    const online = await postJson(fetch, `${stack.apiUrl}/receipt/verify`, { ...receipt, grounding: "web" });
    assert.equal(((await online.json()) as { valid: boolean }).valid, false);
  });

  it("quick tier without a context, with no model configured, is refused for free: no verdict, no receipt, nothing charged", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify/quick`, { claim: "Water boils at 100 degrees Celsius at sea level." });
    assert.equal(res.status, 422);
    assert.equal(res.headers.get("payment-response"), null);
    assert.equal(await stack.usdcBalance(stack.buyer), before);
  });

  it("OpenAPI and the x402 manifest publish grounding and context_sha256, and the paid 429/503 bodies", async () => {
    const openapi = (await (await fetch(`${stack.apiUrl}/openapi.json`)).json()) as any;
    const response = openapi.components.schemas.VerifyResponse;
    assert.deepEqual(response.properties.grounding.enum, ["caller-context", "web", "corpus", "none"]);
    assert.ok(response.required.includes("grounding") && response.required.includes("context_sha256"));
    assert.match(response.properties.grounding.description, /consistent with it, not true/);
    const op = openapi.paths["/verify/quick"].post;
    assert.equal(op.responses["429"].content["application/json"].schema.$ref, "#/components/schemas/PaymentRefusal");
    assert.equal(op.responses["503"].content["application/json"].schema.$ref, "#/components/schemas/ServiceUnavailable");
    assert.ok(openapi.components.schemas.ServiceUnavailable.properties.error.enum.includes("llm_unavailable"));
    const manifest = (await (await fetch(`${stack.apiUrl}/.well-known/x402.json`)).json()) as any;
    for (const entry of Object.values(manifest.endpoints) as any[]) assert.ok(entry.outputSchema.properties.grounding);
  });

  it("a grounded tier on the operator's corpus says corpus", async () => {
    const answer = await pay("/verify", { claim: "Water boils at 100 degrees Celsius at sea level." });
    assert.equal(answer.grounding, "corpus");
    assert.equal(answer.receipt.grounding, "corpus");
    assert.equal(verifyReceipt(answer.receipt, pubkey).valid, true);
  });
});
