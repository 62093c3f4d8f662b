/**
 * Issue 11 item 6: POST /payable is not a relay. Loopback sellers count every request they receive.
 *  - One check sends at most MAX_OUTBOUND_REQUESTS (8) requests, redirect hops and manifest lookups included.
 *  - A 307/308 to another origin is never followed with the POST body: the other origin receives nothing, and
 *    the report names the redirect as a blocking finding.
 * (The payable global ceiling is in test/trial-quota-drain.test.ts.)
 */
import assert from "node:assert/strict";
import type http from "node:http";
import { after, before, describe, it } from "node:test";
import { MAX_OUTBOUND_REQUESTS } from "../src/trial/payable/index.js";
import { startRoutes, type Server } from "./payable-sellers.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const redirect = (status: number, location: string): Route => (_req, res) => void res.writeHead(status, { location }).end();

describe("POST /payable is not a relay", () => {
  let app: TrialServer;
  const servers: Server[] = [];
  let client = 0;
  const check = async (url: string) => {
    const res = await postJson(`${app.url}/payable`, { url }, { "x-forwarded-for": `198.51.100.${++client}` });
    assert.equal(res.status, 200);
    return json(res);
  };

  before(async () => {
    app = await startTrial(
      { NET_ALLOW: "127.0.0.2,127.0.0.3", TRUST_PROXY: "127.0.0.1" },
      new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] })),
    );
  });
  after(async () => {
    await app.close();
    await Promise.all(servers.map((s) => s.close()));
  });

  it(`sends at most ${MAX_OUTBOUND_REQUESTS} requests per check, however the seller redirects`, async () => {
    // The longest chain the probe follows, then manifests that each redirect twice: 4 + 3 x 3 = 13 wanted (16 before).
    const seller = await startRoutes({
      "POST /paid": redirect(302, "/p1"),
      "GET /p1": redirect(302, "/p2"),
      "GET /p2": redirect(302, "/p3"),
      "GET /p3": (_q, res) => void res.writeHead(200, { "content-type": "application/json" }).end("{}"),
      "/.well-known/x402.json": redirect(301, "/m1"),
      "/.well-known/x402": redirect(301, "/m1"),
      "/openapi.json": redirect(301, "/m1"),
      "/m1": redirect(301, "/m2"),
      "/m2": (_q, res) => void res.writeHead(404).end(),
    });
    servers.push(seller);
    const report = await check(`${seller.base}/paid`);
    assert.equal(report.verdict, "not-gated");
    assert.equal(seller.hits, MAX_OUTBOUND_REQUESTS);
    assert.equal(MAX_OUTBOUND_REQUESTS, 8);
  });

  for (const status of [307, 308]) {
    it(`never re-sends the POST to another origin on a ${status}, and reports it`, async () => {
      const elsewhere = await startRoutes({}, "127.0.0.3");
      const seller = await startRoutes({ "POST /paid": redirect(status, `${elsewhere.base}/collect`) });
      servers.push(elsewhere, seller);
      const report = await check(`${seller.base}/paid`);
      assert.equal(elsewhere.hits, 0, "the other origin must receive nothing");
      assert.equal(seller.hits, 1, "nothing else is fetched once the endpoint redirected away");
      assert.equal(report.verdict, "refused");
      assert.deepEqual(report.findings.map((f: { code: string }) => f.code), ["cross_origin_body_redirect"]);
      assert.equal(report.findings[0].severity, "blocking");
      assert.match(report.findings[0].message, new RegExp(`HTTP ${status} redirects the POST to another origin \\(${elsewhere.base.replace(/\./g, "\\.")}\\)`));
      assert.match(report.reproduce, /^curl /);
    });
  }

  it("a 307 on the same origin keeps the POST (a buyer would too)", async () => {
    let seen: { method?: string; body?: string } = {};
    const seller = await startRoutes({
      "POST /paid": redirect(307, "/v2/paid"),
      "POST /v2/paid": (req, res) => {
        seen = { method: req.method };
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      },
    });
    servers.push(seller);
    const report = await check(`${seller.base}/paid`);
    assert.equal(report.verdict, "not-gated");
    assert.equal(seen.method, "POST");
  });
});
