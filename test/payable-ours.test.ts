/**
 * Our own paid routes, checked by our own checker: each comes out `payable`, read from the header, with no
 * blocking finding, and the published manifest agrees with the live challenge. The whole stack runs (embedded
 * chain, SDK facilitator, api and trial listeners); the checker may reach 127.0.0.1 only because NET_ALLOW says so.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { PAYMENT, TIERS } from "../src/contract/tiers.js";
import { createSafeFetcher } from "../src/net/index.js";
import type { SafeFetcher } from "../src/net/types.js";
import { checkPayable } from "../src/trial/payable/index.js";
import type { PayableReport } from "../src/trial/payable/index.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

let stack: Stack;
let fetcher: SafeFetcher;

before(async () => {
  stack = await startStack({ NET_ALLOW: "127.0.0.1" });
  fetcher = createSafeFetcher({ allow: ["127.0.0.1"] });
});

after(async () => {
  await fetcher?.close();
  await stack?.stop();
});

describe("payable: our own paid routes", () => {
  for (const tier of TIERS) {
    it(`${tier.path} ($${tier.priceUsd}) is payable with no blocking finding, and the manifest agrees`, async () => {
      const before = await stack.usdcBalance(stack.payTo);
      const r = await checkPayable(`${stack.apiUrl}${tier.path}`, { fetcher });
      assert.equal(r.verdict, "payable", JSON.stringify(r.findings));
      assert.equal(r.challenge_found_in, "header");
      assert.equal(r.x402_version, 2);
      assert.deepEqual(r.findings.filter((f) => f.severity === "blocking"), []);
      assert.equal(r.offer?.network, PAYMENT.network);
      assert.equal(r.offer?.asset, PAYMENT.assetAddress);
      assert.equal(r.offer?.amount, tier.amountAtomic);
      assert.equal(r.offer?.amount_usd, tier.priceUsd);
      assert.equal(r.offer?.payTo, stack.payTo);
      assert.deepEqual(r.offer?.extra, { name: "USD Coin", version: "2" });
      assert.equal(r.manifest.found, true);
      assert.equal(r.manifest.source, "x402.json");
      assert.equal(r.manifest.agrees, true, JSON.stringify(r.manifest));
      assert.deepEqual([...r.manifest.compared].sort(), ["asset", "network", "payTo", "price"]);
      assert.equal(await stack.usdcBalance(stack.payTo), before, "checking never pays");
    });
  }
});

describe("payable: POST /payable on the scan address", () => {
  it("returns the report for our own route as JSON", async () => {
    const res = await postJson(fetch, `${stack.scanUrl}/payable`, { url: `${stack.apiUrl}/verify/pro` });
    assert.equal(res.status, 200);
    const r = (await res.json()) as PayableReport;
    assert.equal(r.verdict, "payable");
    assert.equal(r.challenge_found_in, "header");
    assert.equal(r.offer?.amount, "350000");
    assert.equal(r.manifest.agrees, true);
    assert.deepEqual(r.findings.filter((f) => f.severity === "blocking"), []);
    assert.match(r.reproduce, /^curl /);
    assert.equal(r.sdk.core, "2.27.0");
  });

  it("reports a refused private address as a verdict, not an error", async () => {
    const res = await postJson(fetch, `${stack.scanUrl}/payable`, { url: "http://10.0.0.1/paid" });
    assert.equal(res.status, 200);
    const r = (await res.json()) as PayableReport;
    assert.equal(r.verdict, "refused");
    assert.equal(r.findings[0]?.code, "fetch_refused_address");
  });

  it("answers 422 for a URL over 2048 characters, without checking it", async () => {
    const res = await postJson(fetch, `${stack.scanUrl}/payable`, { url: `${stack.apiUrl}/verify?${"a".repeat(2048)}` });
    assert.equal(res.status, 422);
  });
});
