/**
 * Every payment shape is claimed or refused: a Permit2-shaped payment (which the SDK facilitator would
 * "settle" through an address with no code on the dev chain, moving nothing) is refused with a clear 402
 * before any facilitator call, on every paid route, signed by a funded key or an unfunded one, sent once or
 * replayed. "Paid" is decided by the payee's on-chain USDC balance, never by a PAYMENT-RESPONSE header.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { TIERS } from "../src/contract/tiers.js";
import type { Engine, EngineVerdict } from "../src/engine/types.js";
import { devAccount } from "../src/payments/devChain.js";
import { bothShapesHeader, eip3009Header, permit2Header } from "./support/payments.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

class CountingEngine implements Engine {
  calls = 0;
  async verify(): Promise<EngineVerdict> {
    this.calls++;
    return { verdict: "supported", confidence: 0.9, reasoning: "counted", evidence: [], engine: { judge: "counting", model: null, search: null }, grounding: "none" };
  }
  describe() {
    return { judge: "counting", llm: null, search: null };
  }
}

describe("Permit2-shaped payments are refused before verification", () => {
  const engine = new CountingEngine();
  const facilitatorCalls = { verify: 0, settle: 0 };
  const counting = (real: FacilitatorClient): FacilitatorClient => ({
    verify: (p, r) => (facilitatorCalls.verify++, real.verify(p, r)),
    settle: (p, r) => (facilitatorCalls.settle++, real.settle(p, r)),
    getSupported: () => real.getSupported(),
  });
  let stack: Stack;
  before(async () => {
    stack = await startStack({}, { engine, wrapFacilitator: counting });
  });
  after(async () => {
    await stack?.stop();
  });

  const funded = devAccount(6);
  const unfunded = privateKeyToAccount(generatePrivateKey());

  for (const tier of TIERS) {
    for (const [who, signer] of [["a funded key", funded], ["a key holding 0 USDC", unfunded]] as const) {
      for (const declare of [false, true]) {
        it(`${tier.path}: a Permit2 payment from ${who}${declare ? " (declared in accepted)" : ""}, sent 6 times, is 402 unsupported_transfer_method and moves no USDC`, async () => {
          const url = stack.apiUrl + tier.path;
          const headers = await permit2Header(url, signer, declare);
          const payeeBefore = await stack.usdcBalance(stack.payTo);
          const payerBefore = await stack.usdcBalance(signer.address);
          const [callsBefore, verifiesBefore] = [engine.calls, facilitatorCalls.verify];
          for (let i = 0; i < 6; i++) {
            const res = await postJson(fetch, url, { claim: "The Eiffel Tower is in Berlin." }, headers);
            const text = await res.text();
            assert.equal(res.status, 402, text);
            const body = JSON.parse(text) as Record<string, unknown>;
            assert.equal(body.error, "unsupported_transfer_method");
            assert.match(String(body.detail), /EIP-3009/);
            assert.ok(!("verdict" in body), "no verdict for an unusable payment");
            assert.equal(res.headers.get("payment-response"), null, "nothing was settled");
            assert.equal(decodePaymentRequiredHeader(res.headers.get("payment-required")!).error, "unsupported_transfer_method");
          }
          assert.equal(engine.calls, callsBefore, "the handler never ran");
          assert.equal(facilitatorCalls.verify, verifiesBefore, "refused before any facilitator call");
          assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore);
          assert.equal(await stack.usdcBalance(signer.address), payerBefore);
        });
      }
    }
  }

  it("an EIP-3009 authorization with a Permit2 authorization beside it is refused the same way", async () => {
    const url = stack.apiUrl + "/verify/pro";
    const headers = await bothShapesHeader(url, funded);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const res = await postJson(fetch, url, { claim: "x y z" }, headers);
    assert.equal(res.status, 402);
    assert.equal(((await res.json()) as { error: string }).error, "unsupported_transfer_method");
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore);
  });

  it("the same funded key paying with EIP-3009 is served and the payee receives the price (control)", async () => {
    const url = stack.apiUrl + "/verify/pro";
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const res = await postJson(fetch, url, { claim: "x y z" }, await eip3009Header(url, funded));
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(((await res.json()) as { verdict: string }).verdict, "supported");
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 350000n);
  });
});
