/**
 * The payability checker against a zoo of real sellers on loopback: each gets the verdict and the findings that
 * a current x402 buyer's behaviour (SDK 2.27) implies. The fetcher is the real SSRF-safe one, allowed to reach
 * 127.0.0.2 by policy only.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { after, before, describe, it } from "node:test";
import { createSafeFetcher } from "../src/net/index.js";
import type { SafeFetcher } from "../src/net/types.js";
import { checkPayable, type PayableReport } from "../src/trial/payable/index.js";
import { shellQuote } from "../src/trial/payable/reproduce.js";
import {
  closedPort,
  GOOD_ACCEPT,
  OTHER_PAY_TO,
  PAY_TO,
  startRoutes,
  startSdkSeller,
  USDC_BASE,
  zooRoutes,
  type Server,
} from "./payable-sellers.js";

let fetcher: SafeFetcher;
let zoo: Server;
let sdk: Server;
let forbidden: Server;
const servers: Server[] = [];

before(async () => {
  fetcher = createSafeFetcher({ allow: ["127.0.0.2"] });
  zoo = await startRoutes(zooRoutes());
  sdk = await startSdkSeller({
    price: "$0.25",
    manifest: () => ({
      x402Version: 2,
      endpoints: { "/paid": { method: "POST", accepts: [{ scheme: "exact", network: "eip155:8453", asset: "USDC", payTo: PAY_TO, price: "0.25" }] } },
    }),
  });
  // 127.0.0.1 is loopback and not in the policy: nothing may ever reach it.
  forbidden = await startRoutes({ "POST /paid": (_q, r) => { r.writeHead(200); r.end(); } }, "127.0.0.1");
  servers.push(zoo, sdk, forbidden);
});

after(async () => {
  await fetcher.close();
  for (const s of servers) await s.close();
});

const check = (url: string, timeoutMs?: number) => checkPayable(url, { fetcher, timeoutMs });
/** Finding codes about the seller's challenge (the hand-made zoo publishes no manifest; tested on its own). */
const codes = (r: PayableReport) => r.findings.map((f) => f.code).filter((c) => c !== "no_manifest");
const blocking = (r: PayableReport) => r.findings.filter((f) => f.severity === "blocking").map((f) => f.code);

function assertFindingsWellFormed(report: PayableReport): void {
  for (const f of report.findings) {
    assert.ok(f.severity === "blocking" || f.severity === "advisory", f.code);
    assert.match(f.code, /^[a-z0-9_]+$/);
    assert.ok(f.message.length > 10 && f.cost.length > 10, `finding ${f.code} explains itself`);
  }
  assert.ok(report.reproduce.length > 0);
  assert.equal(report.sdk.core, "2.27.0");
  assert.equal(report.sdk.evm, "2.27.0");
}

describe("payable: a correct SDK seller", () => {
  it("is payable, read from the header, with no finding, and the manifest agrees", async () => {
    const r = await check(`${sdk.base}/paid`);
    assertFindingsWellFormed(r);
    assert.equal(r.verdict, "payable");
    assert.equal(r.challenge_found_in, "header");
    assert.equal(r.status, 402);
    assert.equal(r.x402_version, 2);
    assert.deepEqual(r.findings, []);
    assert.equal(r.offer?.network, "eip155:8453");
    assert.equal(r.offer?.asset, USDC_BASE);
    assert.equal(r.offer?.amount, "250000");
    assert.equal(r.offer?.amount_usd, "0.25");
    assert.equal(r.offer?.payTo, PAY_TO);
    assert.deepEqual(r.offer?.signable, { network: true, asset: true, amount: true, payTo: true });
    assert.equal(r.manifest.found, true);
    assert.equal(r.manifest.source, "x402.json");
    assert.equal(r.manifest.agrees, true);
    assert.deepEqual([...r.manifest.compared].sort(), ["asset", "network", "payTo", "price"]);
    assert.match(r.reproduce, /^curl .*-X POST .*'Accept: application\/json'.* \| .*base64 -d$/);
    assert.ok(r.reproduce.includes(`'${sdk.base}/paid'`));
  });

  it("gives the same answer to concurrent checks", async () => {
    const reports = await Promise.all(Array.from({ length: 8 }, () => check(`${sdk.base}/paid`)));
    for (const r of reports) {
      assert.equal(r.verdict, "payable");
      assert.deepEqual(r.findings, []);
    }
  });

  it("reports a manifest that disagrees with the live challenge (price and payTo)", async () => {
    const liar = await startSdkSeller({
      price: "$0.25",
      manifest: () => ({
        x402Version: 2,
        endpoints: { "/paid": { accepts: [{ network: "eip155:8453", asset: "USDC", payTo: OTHER_PAY_TO, price: "$0.20" }] } },
      }),
    });
    servers.push(liar);
    const r = await check(`${liar.base}/paid`);
    assert.equal(r.verdict, "payable");
    assert.equal(r.manifest.agrees, false);
    assert.deepEqual(
      r.manifest.mismatches.map((m) => m.field).sort(),
      ["payTo", "price"],
    );
    const price = r.manifest.mismatches.find((m) => m.field === "price")!;
    assert.deepEqual([price.manifest, price.challenge], ["$0.20", "$0.25"]);
    assert.deepEqual(codes(r).sort(), ["manifest_payto_mismatch", "manifest_price_mismatch"]);
    assert.deepEqual(blocking(r), []);
    assert.match(r.reproduce, /\.well-known\/x402\.json/);
  });

  it("reads OpenAPI x-payment-info and x402scan's /.well-known/x402 when there is no x402.json", async () => {
    const withOpenApi = await startSdkSeller({
      price: "$0.25",
      openapi: (base) => ({
        openapi: "3.1.0",
        servers: [{ url: base }],
        paths: {
          "/paid": {
            post: {
              "x-payment-info": {
                price: { mode: "fixed", currency: "USD", amount: "0.30" },
                protocols: [{ x402: { network: "eip155:8453", asset: USDC_BASE, payTo: PAY_TO } }],
              },
            },
          },
        },
      }),
    });
    const withScan = await startSdkSeller({ x402scan: (base) => ({ version: 1, resources: [`${base}/other`] }) });
    servers.push(withOpenApi, withScan);
    const a = await check(`${withOpenApi.base}/paid`);
    assert.equal(a.manifest.source, "openapi");
    assert.equal(a.manifest.agrees, false);
    assert.deepEqual(a.manifest.mismatches, [{ field: "price", manifest: "$0.30", challenge: "$0.25" }]);
    const b = await check(`${withScan.base}/paid`);
    assert.equal(b.manifest.source, "x402");
    assert.equal(b.manifest.lists_endpoint, false);
    assert.ok(codes(b).includes("manifest_missing_endpoint"));
  });
});

describe("payable: sellers a current buyer cannot pay, or pays badly", () => {
  it("v1-only seller: v1-only, challenge in the body, the standard buyer still signs it", async () => {
    const r = await check(`${zoo.base}/v1`);
    assertFindingsWellFormed(r);
    assert.equal(r.verdict, "v1-only");
    assert.equal(r.challenge_found_in, "body");
    assert.equal(r.x402_version, 1);
    assert.equal(r.offer?.network, "base");
    assert.equal(r.offer?.amount, "20000");
    assert.ok(codes(r).includes("v1_only_challenge"));
    assert.deepEqual(blocking(r), []);
  });

  it("v1 challenge with a CAIP-2 network: the buyer declines", async () => {
    const r = await check(`${zoo.base}/v1-caip`);
    assert.equal(r.verdict, "refused");
    assert.ok(blocking(r).includes("caip_network_in_v1"));
  });

  it("body-only v2 seller: unreadable, found in the body", async () => {
    const r = await check(`${zoo.base}/body-only-v2`);
    assertFindingsWellFormed(r);
    assert.equal(r.verdict, "unreadable");
    assert.equal(r.challenge_found_in, "body");
    assert.deepEqual(blocking(r), ["body_only_challenge"]);
    assert.equal(r.offer?.amount, "20000", "the offer the seller meant is still shown");
    assert.match(r.reproduce, /curl -sS -i /);
  });

  it("base64url header: unreadable", async () => {
    const r = await check(`${zoo.base}/base64url`);
    assert.equal(r.verdict, "unreadable");
    assert.equal(r.challenge_found_in, "header");
    assert.deepEqual(blocking(r), ["header_base64url"]);
    assert.match(r.findings[0]!.message, /Invalid payment required header/);
  });

  it("whitespace in the header, a header that is not JSON, a header without accepts, a 402 without a challenge: unreadable", async () => {
    const expected: Record<string, string> = {
      "/whitespace": "header_whitespace",
      "/not-json": "header_bad_json",
      "/no-accepts": "challenge_malformed",
      "/bare-402": "no_challenge",
    };
    for (const [path, code] of Object.entries(expected)) {
      const r = await check(`${zoo.base}${path}`);
      assert.equal(r.verdict, "unreadable", path);
      assert.deepEqual(blocking(r), [code], path);
    }
  });

  it("decimal amount: refused, amount not signable", async () => {
    const r = await check(`${zoo.base}/decimal-amount`);
    assertFindingsWellFormed(r);
    assert.equal(r.verdict, "refused");
    assert.deepEqual(blocking(r), ["amount_not_atomic"]);
    assert.match(r.findings[0]!.message, /BigInt/);
    assert.equal(r.offer?.signable.amount, false);
    assert.equal(r.offer?.signable.asset, true);
  });

  it("symbol as asset: refused", async () => {
    const r = await check(`${zoo.base}/symbol-asset`);
    assert.equal(r.verdict, "refused");
    assert.deepEqual(blocking(r), ["symbol_as_asset"]);
    assert.equal(r.offer?.signable.asset, false);
  });

  it("missing extra: refused, the buyer cannot build the EIP-712 domain", async () => {
    const r = await check(`${zoo.base}/missing-extra`);
    assert.equal(r.verdict, "refused");
    assert.deepEqual(blocking(r), ["missing_eip712_domain"]);
    assert.ok(codes(r).includes("challenge_schema") === false, "extra is optional in the schema");
  });

  it("Base Sepolia domain name on mainnet: payable in shape, but blocking: it signs and never settles", async () => {
    const r = await check(`${zoo.base}/sepolia-domain-on-mainnet`);
    assertFindingsWellFormed(r);
    assert.equal(r.verdict, "payable");
    assert.deepEqual(blocking(r), ["eip712_domain_mismatch"]);
    assert.match(r.findings[0]!.message, /"USDC".*"USD Coin"/);
    assert.match(r.findings[0]!.cost, /never/);
  });

  it("5-second maxTimeoutSeconds: blocking; 20 seconds: advisory; a string: advisory and off-schema", async () => {
    const five = await check(`${zoo.base}/timeout-5s`);
    assert.equal(five.verdict, "payable");
    assert.deepEqual(blocking(five), ["max_timeout_too_short"]);
    const twenty = await check(`${zoo.base}/timeout-20s`);
    assert.equal(twenty.verdict, "payable");
    assert.deepEqual(codes(twenty), ["max_timeout_short"]);
    assert.deepEqual(blocking(twenty), []);
    const text = await check(`${zoo.base}/timeout-string`);
    assert.equal(text.verdict, "payable", "the 2.27 buyer signs a string timeout");
    assert.deepEqual(codes(text).sort(), ["challenge_schema", "max_timeout_not_number"]);
  });

  it("amount over the buyer's $1 default cap, a non-default token, a v1 network name in v2, mainnet USDC on Sepolia: refused", async () => {
    const expected: Record<string, string> = {
      "/too-expensive": "amount_over_buyer_cap",
      "/non-default-asset": "non_default_asset",
      "/v1-network-in-v2": "v1_network_name_in_v2",
      "/mainnet-asset-on-sepolia": "asset_network_mismatch",
    };
    for (const [path, code] of Object.entries(expected)) {
      const r = await check(`${zoo.base}${path}`);
      assert.equal(r.verdict, "refused", path);
      assert.equal(blocking(r)[0], code, path);
    }
  });

  it("a testnet offer, a numeric amount, a zero amount, a cacheable 402, a hidden CORS header: payable with advisories", async () => {
    const sepolia = await check(`${zoo.base}/sepolia`);
    assert.equal(sepolia.verdict, "payable");
    assert.deepEqual(codes(sepolia), ["testnet_network"]);
    const numeric = await check(`${zoo.base}/numeric-amount`);
    assert.equal(numeric.verdict, "payable");
    assert.deepEqual(codes(numeric), ["challenge_schema"]);
    assert.match(numeric.findings[0]!.message, /accepts\.0\.amount/);
    const zero = await check(`${zoo.base}/zero-amount`);
    assert.equal(zero.verdict, "payable");
    assert.deepEqual(codes(zero), ["zero_amount"]);
    const cacheable = await check(`${zoo.base}/cacheable`);
    assert.deepEqual(codes(cacheable), ["challenge_cacheable"]);
    const cors = await check(`${zoo.base}/cors-hidden`);
    assert.deepEqual(codes(cors), ["cors_header_not_exposed"]);
  });

  it("first offer unsignable, second fine: payable, with an advisory about the order", async () => {
    const r = await check(`${zoo.base}/first-offer-bad`);
    assert.equal(r.verdict, "payable");
    assert.equal(r.offer?.asset, GOOD_ACCEPT.asset, "the offer shown is the one the buyer signed");
    assert.equal(r.offer?.offers_listed, 2);
    assert.deepEqual(codes(r), ["first_offer_unsignable"]);
  });

  it("a 200 without payment and a 500: not-gated", async () => {
    const free = await check(`${zoo.base}/free`);
    assert.equal(free.verdict, "not-gated");
    assert.equal(free.status, 200);
    assert.deepEqual(blocking(free), ["served_without_payment"]);
    const crash = await check(`${zoo.base}/crash`);
    assert.equal(crash.verdict, "not-gated");
    assert.deepEqual(blocking(crash), ["not_gated_server_error"]);
    const missing = await check(`${zoo.base}/no-such-route`);
    assert.deepEqual(blocking(missing), ["not_gated_client_error"]);
  });

  it("a closed port and a server slower than the deadline: unreachable", async () => {
    const port = await closedPort();
    const closed = await check(`http://127.0.0.2:${port}/paid`);
    assert.equal(closed.verdict, "unreachable");
    assert.deepEqual(blocking(closed), ["unreachable_connect"]);
    assert.equal(closed.status, null);
    assert.match(closed.reproduce, /--max-time/);
    const slow = await check(`${zoo.base}/slow`, 300);
    assert.equal(slow.verdict, "unreachable");
    assert.deepEqual(blocking(slow), ["unreachable_timeout"]);
  });

  it("a 402 body larger than any challenge: unreadable, not buffered without bound", async () => {
    const r = await check(`${zoo.base}/huge`);
    assert.equal(r.verdict, "unreadable");
    assert.deepEqual(blocking(r), ["response_too_large"]);
  });

  it("the hand-made zoo publishes no manifest: advisory no_manifest", async () => {
    const r = await check(`${zoo.base}/timeout-20s`);
    assert.equal(r.manifest.found, false);
    assert.equal(r.manifest.agrees, null);
    const finding = r.findings.find((f) => f.code === "no_manifest");
    assert.equal(finding?.severity, "advisory");
    const all = await check(`${zoo.base}/sepolia`);
    assert.equal(all.manifest.found, false);
  });
});

describe("payable: hostile and broken answers", () => {
  it("answers with a verdict for junk offers, a non-object header, prototype keys, huge and many offers, deep JSON and binary", async () => {
    const expected: Record<string, [string, string]> = {
      "/accepts-junk": ["refused", "buyer_signing_failed"],
      "/header-array": ["unreadable", "challenge_malformed"],
      "/proto-pollution": ["payable", ""],
      "/many-offers": ["unreadable", "response_headers_too_large"],
      "/many-small-offers": ["refused", "non_default_asset"],
      "/deep-json": ["unreadable", "no_challenge"],
      "/binary": ["unreadable", "header_bad_json"],
    };
    const reports = await Promise.all(Object.keys(expected).map((path) => check(`${zoo.base}${path}`)));
    for (const [i, [path, [verdict, code]]] of Object.entries(expected).entries()) {
      const r = reports[i]!;
      assertFindingsWellFormed(r);
      assert.equal(r.verdict, verdict, path);
      assert.deepEqual(blocking(r), code ? [code] : [], path);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(reports[4]!.offer?.offers_listed, 40);
  });
});

describe("payable: refusals", () => {
  it("refuses 127.0.0.1 (not in the policy) before any byte reaches it", async () => {
    const r = await check(`${forbidden.base}/paid`);
    assert.equal(r.verdict, "refused");
    assert.deepEqual(blocking(r), ["fetch_refused_address"]);
    assert.equal(forbidden.hits, 0);
    assert.match(r.reproduce, /^npx verity payable '/);
  });

  it("refuses a redirect to a private address", async () => {
    const redirector = await startRoutes({
      "POST /paid": (_q, res) => {
        res.writeHead(307, { location: `${forbidden.base}/paid` });
        res.end();
      },
      "POST /to-private": (_q, res) => {
        res.writeHead(302, { location: "http://10.0.0.1/paid" });
        res.end();
      },
    });
    servers.push(redirector);
    // A 307 keeps the POST body, so a hop to another origin is refused before its address is even looked at.
    for (const [path, code] of [["/paid", "cross_origin_body_redirect"], ["/to-private", "fetch_refused_address"]]) {
      const r = await check(`${redirector.base}${path}`);
      assert.equal(r.verdict, "refused", path);
      assert.deepEqual(blocking(r), [code], path);
    }
    assert.equal(forbidden.hits, 0);
  });

  it("refuses other schemes, userinfo, garbage and over-long URLs", async () => {
    const cases: Record<string, string> = {
      "file:///etc/passwd": "fetch_refused_scheme",
      "ftp://127.0.0.2/paid": "fetch_refused_scheme",
      [`http://user:pw@127.0.0.2:${zoo.port}/free`]: "fetch_refused_userinfo",
      "not a url": "fetch_refused_invalid_url",
      [`${zoo.base}/free?${"a".repeat(2100)}`]: "url_too_long",
    };
    const before = zoo.hits;
    for (const [url, code] of Object.entries(cases)) {
      const r = await check(url);
      assert.equal(r.verdict, "refused", url.slice(0, 40));
      assert.deepEqual(blocking(r), [code], url.slice(0, 40));
      assert.equal(r.reproduce.startsWith("npx verity payable '") || code === "url_too_long", true);
    }
    assert.equal(zoo.hits, before, "no refused URL was fetched");
  });

  it("quotes hostile URLs safely in the reproduce command", async () => {
    const url = `${zoo.base}/free?x='$(touch /tmp/pwned)'&y="\`id\`"`;
    const r = await check(url);
    assert.ok(r.reproduce.includes(shellQuote(url)), r.reproduce);
    for (const hostile of [url, "a'b", "'; rm -rf / #", "$(id)", "x\n'y"]) {
      const out = execFileSync("sh", ["-c", `printf '%s' ${shellQuote(hostile)}`]).toString();
      assert.equal(out, hostile);
    }
  });
});

describe("payable: never pays", () => {
  it("no request to any seller carried a payment header", () => {
    for (const s of servers) assert.equal(s.paymentAttempts, 0);
    assert.ok(zoo.hits > 20 && sdk.hits > 5);
  });
});
