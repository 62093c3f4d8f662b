/**
 * One signed payment buys one answer: replayed sequentially or sent in 10 concurrent requests, the handler runs
 * once and the payment settles once; the others get 402 with a clear error. Facilitator and chain outages give a
 * clear error and never a charge without an answer.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { x402Client, x402HTTPClient } from "@x402/core/client";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import type { Engine, EngineVerdict, VerifyInput } from "../src/engine/types.js";
import { devAccount } from "../src/payments/devChain.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

/** Counts handler runs; answers like the fail-closed engine. */
class CountingEngine implements Engine {
  calls = 0;
  async verify(input: VerifyInput): Promise<EngineVerdict> {
    this.calls++;
    await new Promise((r) => setTimeout(r, 50));
    return { verdict: "uncertain", confidence: 0, reasoning: `counted ${input.tier}`, evidence: [], engine: { judge: "counting", model: null, search: null }, grounding: "none" };
  }
  describe() {
    return { judge: "counting", llm: null, search: null };
  }
}

async function signedPaymentHeaders(url: string, accountIndex: number): Promise<Record<string, string>> {
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: devAccount(accountIndex) });
  const http = new x402HTTPClient(client);
  const res = await postJson(fetch, url, { claim: "x" });
  assert.equal(res.status, 402);
  const required = http.getPaymentRequiredResponse((name) => res.headers.get(name), await res.json());
  return http.encodePaymentSignatureHeader(await http.createPaymentPayload(required));
}

describe("replay and concurrency", () => {
  let stack: Stack;
  const engine = new CountingEngine();
  before(async () => {
    stack = await startStack({}, { engine });
  });
  after(async () => {
    await stack?.stop();
  });

  it("the same signed payment sent twice answers once and settles once", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const headers = await signedPaymentHeaders(url, 2);
    const payer = devAccount(2).address;
    const before = await stack.usdcBalance(payer);
    engine.calls = 0;
    const first = await postJson(fetch, url, { claim: "The sky is blue." }, headers);
    assert.equal(first.status, 200);
    assert.ok(first.headers.get("payment-response"));
    const second = await postJson(fetch, url, { claim: "The sky is blue." }, headers);
    assert.equal(second.status, 402);
    // The SDK's reason (the nonce is spent on chain) is in the body too, not only inside the base64 header.
    const refusal = (await second.json()) as { error?: unknown; detail?: unknown };
    assert.equal(typeof refusal.error, "string");
    assert.match(String(refusal.detail), /sign a new payment/);
    assert.ok(second.headers.get("payment-required"), "the buyer can sign a new payment from the header");
    assert.equal(engine.calls, 1);
    assert.equal(await stack.usdcBalance(payer), before - 20000n);
  });

  it("10 concurrent requests with one payment run the handler once and settle once", async () => {
    const url = stack.apiUrl + "/verify";
    const headers = await signedPaymentHeaders(url, 3);
    const payer = devAccount(3).address;
    const before = await stack.usdcBalance(payer);
    engine.calls = 0;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson(fetch, url, { claim: "The sky is blue." }, headers)),
    );
    const statuses = responses.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 402, 402, 402, 402, 402, 402, 402, 402, 402]);
    for (const r of responses.filter((r) => r.status === 402)) {
      const body = (await r.json()) as Record<string, unknown>;
      assert.equal(typeof body.error, "string", "every refusal says why in its body");
      assert.equal(r.headers.get("cache-control"), "no-store");
      // Still a proper v2 402: the route's challenge, so the buyer can sign a fresh payment.
      const challenge = decodePaymentRequiredHeader(r.headers.get("payment-required")!);
      assert.equal(challenge.x402Version, 2);
      assert.equal(challenge.accepts[0]!.amount, "250000");
      if (body.error === "payment_already_used") assert.equal(challenge.error, "payment_already_used");
    }
    assert.equal(engine.calls, 1);
    assert.equal(await stack.usdcBalance(payer), before - 250000n);
  });

  it("a 422 does not consume the payment: the same authorization can then buy a valid request", async () => {
    const url = stack.apiUrl + "/verify/pro";
    const headers = await signedPaymentHeaders(url, 4);
    const payer = devAccount(4).address;
    const before = await stack.usdcBalance(payer);
    const invalid = await postJson(fetch, url, { claim: "" }, headers);
    assert.equal(invalid.status, 422);
    assert.equal(await stack.usdcBalance(payer), before);
    const valid = await postJson(fetch, url, { claim: "The sky is blue." }, headers);
    assert.equal(valid.status, 200);
    assert.equal(await stack.usdcBalance(payer), before - 350000n);
  });

  it("a payment signed for another tier's price is refused with the reason in the body, no handler run", async () => {
    const headers = await signedPaymentHeaders(stack.apiUrl + "/verify/quick", 5);
    engine.calls = 0;
    const res = await postJson(fetch, stack.apiUrl + "/verify/pro", { claim: "The sky is blue." }, headers);
    assert.equal(res.status, 402);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(((await res.json()) as { error: string }).error, "No matching payment requirements");
    assert.equal(engine.calls, 0);
  });

  it("a payment header that does not decode is a 402 invalid_payment_header with the challenge, never a 500", async () => {
    const res = await postJson(fetch, stack.apiUrl + "/verify", { claim: "x" }, { "payment-signature": "!!!not-base64" });
    assert.equal(res.status, 402);
    assert.ok(res.headers.get("payment-required"));
    assert.equal(((await res.json()) as { error: string }).error, "invalid_payment_header");
  });
});

/** A facilitator the test can take down for verify or for settle. */
function switchable() {
  const state = { verifyDown: false, settleDown: false };
  const wrap = (real: FacilitatorClient): FacilitatorClient => ({
    verify: (p, r) => (state.verifyDown ? Promise.reject(new Error("fetch failed")) : real.verify(p, r)),
    settle: (p, r) => (state.settleDown ? Promise.reject(new Error("chain unreachable")) : real.settle(p, r)),
    getSupported: () => real.getSupported(),
  });
  return { state, wrap };
}

describe("facilitator and chain outages", () => {
  const engine = new CountingEngine();
  const facilitator = switchable();
  let stack: Stack;
  before(async () => {
    stack = await startStack({}, { engine, wrapFacilitator: facilitator.wrap });
  });
  after(async () => {
    await stack?.stop();
  });

  it("a facilitator that is down at verify time gives 402 with the reason, no handler run, no charge", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    engine.calls = 0;
    facilitator.state.verifyDown = true;
    try {
      const res = await postJson(stack.payFetch, stack.apiUrl + "/verify/quick", { claim: "x y z" });
      assert.equal(res.status, 402);
      assert.ok(res.headers.get("payment-required"), "the buyer is told why");
      assert.equal(typeof ((await res.json()) as { error?: unknown }).error, "string");
    } finally {
      facilitator.state.verifyDown = false;
    }
    assert.equal(engine.calls, 0);
    assert.equal(await stack.usdcBalance(stack.buyer), before);
    const ok = await postJson(stack.payFetch, stack.apiUrl + "/verify/quick", { claim: "x y z" });
    assert.equal(ok.status, 200, "service recovers when the facilitator is back");
  });

  it("a settlement that fails after the handler withholds the answer and charges nothing", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    facilitator.state.settleDown = true;
    try {
      const res = await postJson(stack.payFetch, stack.apiUrl + "/verify/quick", { claim: "x y z" });
      assert.equal(res.status, 402);
      const text = await res.text();
      assert.doesNotMatch(text, /verdict/, "no answer without payment");
      assert.equal(typeof (JSON.parse(text) as { error?: unknown }).error, "string", text);
    } finally {
      facilitator.state.settleDown = false;
    }
    assert.equal(await stack.usdcBalance(stack.buyer), before);
  });
});
