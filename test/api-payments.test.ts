import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import { PAYMENT, TIERS } from "../src/contract/tiers.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

describe("paid routes: x402 v2 challenge and real settlement on the embedded chain", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  for (const tier of TIERS) {
    it(`unpaid ${tier.path} answers 402 with the SDK's v2 challenge in PAYMENT-REQUIRED`, async () => {
      // Whatever the body: even an invalid one gets the challenge, not a 422.
      for (const body of ['{"claim":"x"}', "not json", ""]) {
        const res = await postJson(fetch, stack.apiUrl + tier.path, body);
        assert.equal(res.status, 402);
        assert.equal(res.headers.get("cache-control"), "no-store");
        const challenge = decodePaymentRequiredHeader(res.headers.get("payment-required")!);
        assert.equal(challenge.x402Version, 2);
        assert.equal(challenge.accepts.length, 1);
        const offer = challenge.accepts[0]!;
        assert.deepEqual(
          { ...offer },
          {
            scheme: "exact",
            network: PAYMENT.network,
            amount: tier.amountAtomic,
            asset: PAYMENT.assetAddress,
            payTo: stack.payTo,
            maxTimeoutSeconds: 300,
            extra: { name: "USD Coin", version: "2" },
          },
        );
        assert.equal(challenge.resource.url, stack.apiUrl + tier.path);
        const readable = (await res.json()) as Record<string, unknown>;
        assert.equal(readable.x402Version, 2);
        assert.match(String(readable.message), /PAYMENT-REQUIRED/);
        assert.ok(!("accepts" in readable), "the body must not look like a v1 challenge");
      }
    });
  }

  for (const tier of TIERS) {
    it(`a real @x402/fetch buyer pays ${tier.path} and the USDC moves on chain`, async () => {
      const [buyerBefore, payeeBefore] = [await stack.usdcBalance(stack.buyer), await stack.usdcBalance(stack.payTo)];
      const res = await postJson(stack.payFetch, stack.apiUrl + tier.path, { claim: "Water boils at 100 degrees Celsius at sea level." });
      assert.equal(res.status, 200, await res.clone().text());
      const body = (await res.json()) as Record<string, unknown>;
      assert.ok(["supported", "unsupported", "uncertain"].includes(String(body.verdict)));
      assert.equal(typeof body.confidence, "number");
      assert.equal(typeof body.reasoning, "string");
      assert.ok(Array.isArray(body.evidence));
      assert.ok("receipt" in body);
      const settlement = decodePaymentResponseHeader(res.headers.get("payment-response")!);
      assert.equal(settlement.success, true);
      assert.match(settlement.transaction, /^0x[0-9a-f]{64}$/);
      assert.equal(settlement.network, PAYMENT.network);
      const amount = BigInt(tier.amountAtomic);
      assert.equal(await stack.usdcBalance(stack.buyer), buyerBefore - amount);
      assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + amount);
    });
  }
});
