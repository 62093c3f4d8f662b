/**
 * Issue 11 item 5, the browser angle, over plain HTTP as a hostile page's visitors' browsers would send it: a
 * page on another site cannot spend the trial quota, neither with a CORS request nor with a "simple" POST
 * (text/plain, form encoding) that needs no preflight. The service's own page and origins listed in
 * TRIAL_CORS_ORIGINS keep working. (test/trial-browser.test.ts repeats the key cases in Chromium.)
 */
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, it } from "node:test";
import { loadConfig } from "../src/config.js";
import { json, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const PARTNER = "https://partner.example";
const TEXT = JSON.stringify({ text: "Is this a question? Do you think so?" });
const engine = new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] }));

describe("trial POST routes answer browsers from their own origin and TRIAL_CORS_ORIGINS only", () => {
  let server: TrialServer;
  before(async () => {
    server = await startTrial({ TRIAL_CORS_ORIGINS: PARTNER }, engine);
  });
  after(() => server.close());

  const post = (path: string, headers: Record<string, string>, body = TEXT) =>
    fetch(`${server.url}${path}`, { method: "POST", headers, body });
  const remaining = (res: Response) => Number(/;r=(\d+);/.exec(res.headers.get("ratelimit") ?? "")?.[1]);

  it("refuses cross-site simple POSTs (text/plain, form, multipart) and CORS POSTs with 403, spending no quota", async () => {
    const hostile: Record<string, string>[] = [
      { origin: "https://evil.example", "content-type": "text/plain;charset=UTF-8" },
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" },
      { origin: "https://evil.example", "content-type": "application/json" },
      { origin: "null", "content-type": "text/plain" }, // sandboxed iframe, data: URL, file:
      { origin: "http://127.0.0.1:1", "content-type": "text/plain" }, // same host, another port: another origin
      { "sec-fetch-site": "cross-site", "content-type": "text/plain" }, // a browser that left Origin out
    ];
    for (const path of ["/scan", "/consistency", "/payable"]) {
      for (let i = 0; i < 3; i++) {
        for (const headers of hostile) {
          const res = await post(path, headers);
          assert.equal(res.status, 403, `${path} ${JSON.stringify(headers)}`);
          assert.equal(res.headers.get("access-control-allow-origin"), null);
          assert.match((await json(res)).detail, /TRIAL_CORS_ORIGINS/);
        }
      }
    }
    // Not one of the 63 refused calls was counted: this client still has its whole hour.
    const own = await post("/scan", { "content-type": "application/json" });
    assert.equal(own.status, 200);
    assert.equal(remaining(own), 5);
  });

  it("answers no preflight from another site, and a full preflight for a listed origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/scan`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
    const evil = await preflight("https://evil.example");
    assert.equal(evil.headers.get("access-control-allow-origin"), null);
    const partner = await preflight(PARTNER);
    assert.equal(partner.status, 204);
    assert.equal(partner.headers.get("access-control-allow-origin"), PARTNER);
    assert.match(partner.headers.get("access-control-allow-methods") ?? "", /POST/);
    assert.match(partner.headers.get("access-control-allow-headers") ?? "", /Content-Type/i);
    assert.match(partner.headers.get("vary") ?? "", /Origin/i);
  });

  it("serves the listed origin and the service's own page", async () => {
    const partner = await post("/scan", { origin: PARTNER, "content-type": "application/json" });
    assert.equal(partner.status, 200);
    assert.equal(partner.headers.get("access-control-allow-origin"), PARTNER);
    assert.match(partner.headers.get("access-control-expose-headers") ?? "", /RateLimit/);
    const own = await post("/scan", { origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/json" });
    assert.equal(own.status, 200);
    // The same loopback service opened as localhost instead of 127.0.0.1 is still its own page.
    const localhost = await post("/scan", { origin: server.url.replace("127.0.0.1", "localhost"), "content-type": "application/json" });
    assert.equal(localhost.status, 200);
    assert.equal(remaining(localhost), 2);
    // A DNS-rebinding page (its own name pointed at our address) sends its own Host and Origin: refused.
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/scan`, {
        method: "POST",
        headers: { host: "rebind.evil.example", origin: "http://rebind.evil.example", "content-type": "text/plain" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end(TEXT);
    });
    assert.equal(rebound, 403);
    // The page itself is served to anyone.
    assert.equal((await fetch(`${server.url}/`, { headers: { origin: "https://evil.example" } })).status, 200);
  });

  it("TRIAL_CORS_ORIGINS accepts exact origins only", () => {
    assert.deepEqual(loadConfig({ TRIAL_CORS_ORIGINS: "https://a.example, http://b.example:8080/" }).trialCorsOrigins, ["https://a.example", "http://b.example:8080"]);
    for (const bad of ["*", "https://a.example/path", "a.example", "ftp://a.example", "https://user@a.example"]) {
      assert.throws(() => loadConfig({ TRIAL_CORS_ORIGINS: bad }), /TRIAL_CORS_ORIGINS/, bad);
    }
  });
});
