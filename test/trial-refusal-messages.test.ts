/**
 * Issue 11 item 8: what a refusal tells the caller. An attacker probing our network asks the free tools for
 * names of their choosing; the answers must say "resolves to a non-public address" and never show what the
 * name resolved to (our internal DNS answers), in every place a refusal is rendered: contradiction-check sources,
 * payability findings (first hop and redirect hop), and scan findings whose check failed.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { EngineUnavailableError } from "../src/engine/types.js";
import { createSafeFetcher, type SafeFetcher } from "../src/net/index.js";
import { startRoutes, type Server } from "./payable-sellers.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

/** Our "internal DNS": what these names resolve to must never appear in an answer. */
const INTERNAL: Record<string, string[]> = {
  "db.corp.example.test": ["10.42.13.7"],
  "mixed.corp.example.test": ["127.0.0.2", "172.23.5.9"],
  "v6.corp.example.test": ["fd12:3456:789a::17"],
  "meta.corp.example.test": ["169.254.169.254"],
};
const SECRETS = /10\.42\.13\.7|172\.23\.5\.9|fd12:3456|169\.254\.169\.254|10\.1\.2\.3/i;

const engine = new ScriptedEngine((claim) => {
  if (/Oslo/.test(claim)) throw new EngineUnavailableError("search upstream failed: connect ECONNREFUSED 10.1.2.3:443 (db.corp.example.test)");
  if (/Rome/.test(claim)) throw new Error("db.corp.example.test resolves to 10.1.2.3 (private)");
  return { verdict: "uncertain", confidence: 0.2, reasoning: "n/a", evidence: [] };
});

describe("refusals never reveal internal DNS answers", () => {
  let app: TrialServer;
  let fetcher: SafeFetcher;
  let seller: Server;
  let client = 0;
  const call = (path: string, body: unknown) => postJson(`${app.url}${path}`, body, { "x-forwarded-for": `198.51.100.${++client}` });

  before(async () => {
    fetcher = createSafeFetcher({
      allow: ["127.0.0.2"],
      resolve: async (name) => {
        const answer = INTERNAL[name];
        if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
        return answer;
      },
    });
    app = await startTrial({ TRUST_PROXY: "127.0.0.1" }, engine, { fetcher });
    seller = await startRoutes({
      "POST /paid": (req, res) => void res.writeHead(302, { location: `http://${new URL(req.url!, "http://x").searchParams.get("to")}/paid` }).end(),
      "GET /page": (req, res) => void res.writeHead(302, { location: `http://${new URL(req.url!, "http://x").searchParams.get("to")}/page` }).end(),
    });
  });
  after(async () => {
    await app.close();
    await fetcher.close();
    await seller.close();
  });

  for (const name of Object.keys(INTERNAL)) {
    it(`${name}: contradiction-check sources and payability findings say "resolves to a non-public address"`, async () => {
      const consistency = await call("/consistency", { urls: [`http://${name}/a`, `http://${name}/b`] });
      assert.equal(consistency.status, 200);
      const text = await consistency.text();
      assert.doesNotMatch(text, SECRETS);
      const report = JSON.parse(text);
      for (const source of report.sources) {
        assert.equal(source.error.kind, "refused:address");
        assert.equal(source.error.message, `${name} resolves to a non-public address`);
      }

      const payable = await call("/payable", { url: `http://${name}/paid` });
      const payText = await payable.text();
      assert.doesNotMatch(payText, SECRETS);
      assert.match(JSON.parse(payText).findings[0].message, new RegExp(`${name.replace(/\./g, "\\.")} resolves to a non-public address$`));

      // The same name reached through a redirect from a host we may contact.
      const viaRedirect = await call("/payable", { url: `${seller.base}/paid?to=${name}` });
      const redirectText = await viaRedirect.text();
      assert.doesNotMatch(redirectText, SECRETS);
      assert.deepEqual(JSON.parse(redirectText).findings.map((f: { code: string }) => f.code), ["fetch_refused_address"]);
      const pages = await call("/consistency", { urls: [`${seller.base}/page?to=${name}`, `${seller.base}/page?to=${name}&n=2`] });
      const pagesText = await pages.text();
      assert.doesNotMatch(pagesText, SECRETS);
      assert.match(pagesText, /resolves to a non-public address/);
    });
  }

  it("an IP literal is named as given (the caller's own input), never as a DNS answer", async () => {
    const body = await json(await call("/consistency", { urls: ["http://10.0.0.1/a", "http://10.0.0.1/b"] }));
    assert.equal(body.sources[0].error.message, "10.0.0.1 is not a public address");
  });

  it("a scan finding whose check failed says why in our own words, not the upstream's", async () => {
    const text = "The boom test claim was recorded in 1999 in Oslo. The offline claim was recorded in 2001 in Rome.";
    const res = await call("/scan", { text });
    const raw = await res.text();
    assert.equal(res.status, 200);
    assert.doesNotMatch(raw, SECRETS);
    assert.doesNotMatch(raw, /corp\.example|ECONNREFUSED/);
    const reasons = JSON.parse(raw).findings.map((f: { reasoning: string }) => f.reasoning);
    assert.deepEqual(reasons.sort(), [
      "This claim could not be checked: an internal error stopped the check. It is neither confirmed nor refuted.",
      "This claim could not be checked: the verifier was unavailable. It is neither confirmed nor refuted.",
    ]);
  });
});
