/** Every paid verdict carries a receipt that binds the claim, the verdict and the payment, checkable offline. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { decodePaymentResponseHeader } from "@x402/core/http";
import { verifyReceipt } from "../src/client/index.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

describe("receipts on paid verdicts", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it("a paid answer's receipt verifies through /receipt/verify and offline, and records the payment", async () => {
    const claim = "Paris is the capital of France.";
    const res = await postJson(stack.payFetch, stack.apiUrl + "/verify/quick", { claim, context: "Paris is the capital and largest city of France." });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { verdict: string; confidence: number; receipt: Record<string, any> };
    const receipt = body.receipt;
    assert.ok(receipt, "signing is on by default");
    assert.equal(receipt.claim, claim);
    assert.equal(receipt.verdict, body.verdict);
    assert.equal(receipt.confidence, body.confidence);
    assert.equal(receipt.tier, "quick");
    assert.equal(receipt.payment.payer, stack.buyer);
    assert.equal(receipt.payment.amount, "20000");
    assert.equal(receipt.payment.payTo.toLowerCase(), stack.payTo.toLowerCase());
    assert.match(receipt.payment.nonce, /^0x[0-9a-f]{64}$/);
    assert.ok(!JSON.stringify(receipt).includes("signature\":\"0x"), "never the payment signature");
    assert.equal(decodePaymentResponseHeader(res.headers.get("payment-response")!).success, true);

    const check = await postJson(fetch, stack.apiUrl + "/receipt/verify", receipt);
    assert.equal(check.status, 200);
    assert.equal(((await check.json()) as { valid: boolean }).valid, true);

    const keys = await (await fetch(stack.apiUrl + "/.well-known/service-pubkey.json")).json();
    assert.equal(verifyReceipt(receipt, keys).valid, true);
    const tampered = { ...receipt, verdict: receipt.verdict === "supported" ? "unsupported" : "supported" };
    assert.equal(verifyReceipt(tampered, keys).valid, false);
  });

  it("with signing switched off the receipt is null, as SPEC.md allows", async () => {
    const off = await startStack({ RECEIPT_SIGNING_KEY: "off" });
    try {
      const res = await postJson(off.payFetch, off.apiUrl + "/verify/quick", { claim: "Paris is the capital of France." });
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { receipt: unknown }).receipt, null);
    } finally {
      await off.stop();
    }
  });
});
