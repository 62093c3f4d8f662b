import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import { PAYMENT, TIERS } from "../src/contract/tiers.js";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { eip3009Header, freshPayer } from "./support/payments.js";
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
      const res = await postJson(stack.payFetch, stack.apiUrl + tier.path, { claim: "Water boils at 100 degrees Celsius at sea level.", context: "At sea level, water boils at 100 °C." });
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

  it("a payer without enough USDC is told what it holds and what the call costs; nothing moves", async () => {
    const rpcUrl = stack.services.gate.devChain!.rpcUrl;
    const empty = privateKeyToAccount(generatePrivateKey());
    const short = await freshPayer(rpcUrl, 10_000n); // 0.01 USDC
    for (const [payer, path, holds, costs] of [
      [empty, "/verify/quick", "0", "0.02"],
      [short, "/verify", "0.01", "0.25"],
    ] as const) {
      const url = stack.apiUrl + path;
      const payeeBefore = await stack.usdcBalance(stack.payTo);
      const res = await postJson(fetch, url, { claim: "Water boils at 100 degrees Celsius at sea level.", context: "Water boils at 100 °C at sea level." }, await eip3009Header(url, payer));
      assert.equal(res.status, 402);
      const body = (await res.json()) as { error: string; detail: string };
      assert.match(body.error, /simulation_failed|insufficient/);
      assert.ok(body.detail.includes(`the payer ${payer.address} holds ${holds} USDC; this call costs ${costs} USDC`), body.detail);
      assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore);
      assert.equal(await stack.usdcBalance(payer.address), holds === "0" ? 0n : 10_000n);
    }
  });
});

describe("the unpaid-challenge fast path replays exactly what the SDK builds", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it("a probe answered from the cache equals one answered by the full SDK path", async () => {
    for (const tier of TIERS) {
      const cached = await postJson(fetch, stack.apiUrl + tier.path, { claim: "x" });
      // A v1 X-PAYMENT header bypasses the cache; the v2 gate ignores it, so the full path answers as unpaid.
      const full = await postJson(fetch, stack.apiUrl + tier.path, { claim: "x" }, { "x-payment": "garbage" });
      assert.equal(cached.status, 402);
      assert.equal(full.status, 402);
      assert.deepEqual(
        decodePaymentRequiredHeader(cached.headers.get("payment-required")!),
        decodePaymentRequiredHeader(full.headers.get("payment-required")!),
      );
      assert.equal(await cached.text(), await full.text());
      for (const h of ["content-type", "cache-control", "access-control-allow-origin", "access-control-expose-headers"]) {
        assert.equal(cached.headers.get(h), full.headers.get(h), h);
      }
    }
  });

  it("a browser asking for HTML gets a readable 402 page with the same challenge, not the cached JSON", async () => {
    const res = await fetch(stack.apiUrl + "/verify", {
      method: "POST",
      headers: { accept: "text/html", "user-agent": "Mozilla/5.0", "content-type": "application/json" },
      body: "{}",
    });
    assert.equal(res.status, 402);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.match(res.headers.get("content-type")!, /text\/html/);
    const challenge = decodePaymentRequiredHeader(res.headers.get("payment-required")!);
    assert.equal(challenge.x402Version, 2);
    assert.equal(challenge.accepts[0]!.amount, "250000");
    const page = await res.text();
    assert.match(page, /<title>Payment required<\/title>/);
    assert.ok(page.includes("$0.25") && page.includes(stack.payTo) && page.includes("PAYMENT-SIGNATURE"), page);
    // Not the SDK's fallback page, whose note asks visitors to install a package.
    assert.ok(!page.includes("@x402/paywall"));
  });

  it("query strings do not change the challenge; other spellings of a paid path are a free 404", async () => {
    const plain = await postJson(fetch, stack.apiUrl + "/verify/quick", {});
    const query = await postJson(fetch, stack.apiUrl + "/verify/quick?utm=1", {});
    assert.equal(query.status, 402);
    assert.deepEqual(
      decodePaymentRequiredHeader(query.headers.get("payment-required")!),
      decodePaymentRequiredHeader(plain.headers.get("payment-required")!),
    );
    for (const spelling of ["/VERIFY", "/verify/", "/Verify/Quick", "/verify/pro/"]) {
      const res = await postJson(fetch, stack.apiUrl + spelling, { claim: "x" });
      assert.equal(res.status, 404, spelling);
      assert.equal(res.headers.get("payment-required"), null, spelling);
      assert.equal(await res.text(), '{"detail":"Not Found"}', spelling);
    }
  });
});
