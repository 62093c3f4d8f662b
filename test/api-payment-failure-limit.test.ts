/**
 * Paid routes cannot be used to burn facilitator quota: payment attempts that FAIL verification are counted
 * per client (IPv4 address, IPv6 /48) in the Store; past the limit (10 per 10 minutes) further payment attempts
 * get 429 with Retry-After and RateLimit headers before any facilitator call. Payments that verify are never
 * counted, so a client that only sends valid payments is never limited.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { FacilitatorClient } from "@x402/core/server";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { devAccount } from "../src/payments/devChain.js";
import { eip3009Header } from "./support/payments.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

describe("per-client limit on failed payment verifications", () => {
  const verifies = { count: 0 };
  const counting = (real: FacilitatorClient): FacilitatorClient => ({
    verify: (p, r) => (verifies.count++, real.verify(p, r)),
    settle: (p, r) => real.settle(p, r),
    getSupported: () => real.getSupported(),
  });
  let stack: Stack;
  // The test process is a trusted proxy, so X-Forwarded-For names the client.
  before(async () => {
    stack = await startStack({ TRUST_PROXY: "127.0.0.1" }, { wrapFacilitator: counting });
  });
  after(async () => {
    await stack?.stop();
  });
  const from = (client: string) => ({ "x-forwarded-for": client });
  const unfunded = privateKeyToAccount(generatePrivateKey());

  it("10 failed verifications from one /48, then 429 with Retry-After and RateLimit before any facilitator call", async () => {
    const url = stack.apiUrl + "/verify/quick";
    for (let i = 0; i < 10; i++) {
      // Rotating /64s inside one /48 changes nothing.
      const res = await postJson(fetch, url, { claim: "x y z", context: "x y z" }, { ...(await eip3009Header(url, unfunded)), ...from(`2001:db8:aa:${i + 1}::5`) });
      const body = (await res.json()) as { error: string };
      assert.equal(res.status, 402);
      assert.match(body.error, /^invalid_exact_evm_/, "the facilitator's reason code");
    }
    const before = verifies.count;
    const limited = await postJson(fetch, url, { claim: "x y z", context: "x y z" }, { ...(await eip3009Header(url, unfunded)), ...from("2001:db8:aa:ffff::1") });
    assert.equal(limited.status, 429);
    const body = (await limited.json()) as { error: string; detail: string };
    assert.equal(body.error, "too_many_failed_payments");
    assert.match(body.detail, /never counted/);
    const retryAfter = Number(limited.headers.get("retry-after"));
    assert.ok(retryAfter > 0 && retryAfter <= 600, String(retryAfter));
    assert.match(limited.headers.get("ratelimit-policy")!, /^"payment-failures";q=10;w=600$/);
    assert.match(limited.headers.get("ratelimit")!, /^"payment-failures";r=0;t=\d+$/);
    assert.equal(verifies.count, before, "refused without asking the facilitator");
  });

  it("a client over the limit is refused even with a valid payment until the window ends, and nothing is charged", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const payer = devAccount(7);
    const payerBefore = await stack.usdcBalance(payer.address);
    const res = await postJson(fetch, url, { claim: "x y z", context: "x y z" }, { ...(await eip3009Header(url, payer)), ...from("2001:db8:aa:7::7") });
    assert.equal(res.status, 429);
    assert.equal(await stack.usdcBalance(payer.address), payerBefore);
  });

  it("another client is not affected: its valid payment is served and settles (control)", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    const res = await postJson(fetch, url, { claim: "x y z", context: "x y z" }, { ...(await eip3009Header(url, devAccount(7))), ...from("2001:db8:bb::1") });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 20000n);
  });

  it("a client that only sends valid payments is never limited: 12 paid calls in a row are all served", async () => {
    const url = stack.apiUrl + "/verify/quick";
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    for (let i = 0; i < 12; i++) {
      const res = await postJson(fetch, url, { claim: "x y z", context: "x y z" }, { ...(await eip3009Header(url, devAccount(8))), ...from("198.51.100.4") });
      assert.equal(res.status, 200, `call ${i + 1}: ${await res.clone().text()}`);
    }
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore + 12n * 20000n);
  });
});
