/**
 * End to end through the whole service: a real x402 buyer pays on the embedded chain, the paid answer carries
 * a receipt whose payment fields are those of the signed EIP-3009 authorization, and that receipt verifies
 * through POST /receipt/verify and offline against the published documents.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { decodePaymentSignatureHeader } from "@x402/core/http";
import { verifyReceipt } from "../src/client/index.js";
import { PAYMENT, tierById } from "../src/contract/tiers.js";
import { devAccount } from "../src/payments/devChain.js";
import { recordingPayFetch } from "./support/recordingPayFetch.js";
import { startStack, type Stack } from "./support/stack.js";

const BUYER = 4;


describe("receipts on paid answers, end to end", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it("the receipt records the signed payment (never its signature) and verifies online and offline", async () => {
    const sent: string[] = [];
    const claim = "The Eiffel Tower is in Paris.";
    const context = "The Eiffel Tower stands on the Champ de Mars in Paris.";
    const res = await recordingPayFetch(sent, BUYER)(`${stack.apiUrl}/verify/quick`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ claim, context }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    const answer = (await res.json()) as { verdict: string; confidence: number; receipt: Record<string, any> };
    const receipt = answer.receipt;
    assert.ok(receipt, "a paid answer carries a receipt");

    assert.equal(sent.length, 1);
    const paid = decodePaymentSignatureHeader(sent[0]!) as unknown as {
      payload: { signature: string; authorization: { from: string; to: string; value: string; nonce: string } };
    };
    const auth = paid.payload.authorization;
    assert.deepEqual(receipt.payment, {
      protocol: "x402",
      network: PAYMENT.network,
      payer: auth.from,
      amount: tierById("quick").amountAtomic,
      asset: PAYMENT.assetAddress,
      payTo: auth.to,
      nonce: auth.nonce,
    });
    assert.equal(auth.from.toLowerCase(), devAccount(BUYER).address.toLowerCase());
    assert.ok(!JSON.stringify(receipt).includes(paid.payload.signature.slice(2, 40)), "the payment signature never appears");

    const port = new URL(stack.apiUrl).port;
    assert.equal(receipt.issuer, `did:web:127.0.0.1%3A${port}`);
    assert.deepEqual(
      [receipt.claim, receipt.verdict, receipt.tier, receipt.context_sha256],
      [claim, answer.verdict, "quick", createHash("sha256").update(context).digest("hex")],
    );
    assert.equal(receipt.confidence, Math.round(answer.confidence * 10_000) / 10_000);
    assert.equal(typeof receipt.engine.judge, "string");

    const online = await fetch(`${stack.apiUrl}/receipt/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(receipt),
    });
    assert.equal(online.status, 200);
    assert.equal(((await online.json()) as { valid: boolean }).valid, true);

    // Offline: fetch the documents once, then verify with no service involved.
    const did = await (await fetch(`${stack.apiUrl}/.well-known/did.json`)).json();
    const pub = await (await fetch(`${stack.apiUrl}/.well-known/service-pubkey.json`)).json();
    assert.equal(verifyReceipt(receipt, did, { claim, context }).valid, true);
    assert.equal(verifyReceipt(receipt, did, { claim, context: null }).valid, false, "a receipt binds the context it was judged against");
    assert.equal(verifyReceipt(receipt, pub).valid, true);
    assert.equal(verifyReceipt({ ...receipt, payment: { ...receipt.payment, amount: "1" } }, pub).valid, false);
  });

  it("the key documents and the self-test answer through the api app, CORS-open", async () => {
    for (const p of ["/.well-known/service-pubkey.json", "/.well-known/did.json"]) {
      const res = await fetch(stack.apiUrl + p, { headers: { origin: "https://elsewhere.example" } });
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get("access-control-allow-origin"), "*", p);
      assert.match(res.headers.get("cache-control") ?? "", /max-age/, p);
    }
    const self = (await (await fetch(`${stack.apiUrl}/receipt/selftest`)).json()) as { ok: boolean; receipt: { test: boolean } };
    assert.deepEqual([self.ok, self.receipt.test], [true, true]);
    const tooBig = await fetch(`${stack.apiUrl}/receipt/verify`, { method: "POST", body: "x".repeat(70_000) });
    assert.equal(tooBig.status, 413);
  });
});

describe("receipts switched off (RECEIPT_SIGNING_KEY=off), end to end", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ RECEIPT_SIGNING_KEY: "off" });
  });
  after(async () => {
    await stack?.stop();
  });

  it("a paid answer has receipt: null; the documents say signing is off", async () => {
    const res = await stack.payFetch(`${stack.apiUrl}/verify/quick`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ claim: "Water boils at 100 degrees Celsius at sea level.", context: "At sea level, water boils at 100 °C." }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(((await res.json()) as { receipt: unknown }).receipt, null);
    const pub = (await (await fetch(`${stack.apiUrl}/.well-known/service-pubkey.json`)).json()) as { signing: string; current: unknown };
    assert.deepEqual([pub.signing, pub.current], ["off", null]);
    const self = (await (await fetch(`${stack.apiUrl}/receipt/selftest`)).json()) as { ok: boolean; signing: string };
    assert.deepEqual([self.ok, self.signing], [false, "off"]);
  });
});
