/**
 * The payability checker and sellers that charge on GET (issue 15, item 4): it probes the method the seller's
 * manifest or OpenAPI declares, else POST then GET, and reports which method the challenge came from. Sellers are
 * real loopback servers built with the x402 SDK (@x402/hono); checked through the trial route (HTTP) and the CLI.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, before, describe, it } from "node:test";
import type { PayableReport } from "../src/trial/payable/index.js";
import { PAY_TO, startRoutes, startSdkSeller, USDC_BASE, type Server } from "./payable-sellers.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

function cliJson(url: string): Promise<{ code: number; report: PayableReport }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "src/cli.ts", "payable", url, "--json"],
      { env: { ...process.env, NET_ALLOW: "127.0.0.2", LOG_LEVEL: "silent" }, timeout: 60_000 },
      (error, stdout) => {
        try {
          resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, report: JSON.parse(stdout) as PayableReport });
        } catch (e) {
          reject(new Error(`${(e as Error).message}: ${stdout}`));
        }
      },
    );
  });
}

const terms = { network: "eip155:8453", asset: USDC_BASE, payTo: PAY_TO };

let onGet: Server;
let onPost: Server;
let getInManifest: Server;
let getInOpenApi: Server;
let postDeclared: Server;
let neither: Server;
let trial: TrialServer;
let client = 0;

before(async () => {
  onGet = await startSdkSeller({ method: "GET", price: "$0.05" });
  onPost = await startSdkSeller({ method: "POST", price: "$0.05" });
  getInManifest = await startSdkSeller({
    method: "GET",
    price: "$0.05",
    manifest: (base) => ({ x402Version: 2, endpoints: { [`${base}/paid`]: { method: "GET", accepts: [{ scheme: "exact", price: "$0.05", ...terms }] } } }),
  });
  getInOpenApi = await startSdkSeller({
    method: "GET",
    price: "$0.05",
    openapi: (base) => ({
      openapi: "3.1.0",
      servers: [{ url: base }],
      paths: { "/paid": { get: { "x-payment-info": { price: { mode: "fixed", currency: "USD", amount: "0.05" }, protocols: [{ x402: terms }] } } } },
    }),
  });
  // Its manifest says POST; POST is refused, so the checker believes the manifest and does not try GET.
  postDeclared = await startRoutes({
    "GET /.well-known/x402.json": (_q, r) => {
      r.writeHead(200, { "content-type": "application/json" });
      r.end(JSON.stringify({ x402Version: 2, endpoints: { "/paid": { method: "POST", accepts: [{ scheme: "exact", price: "$0.05", ...terms }] } } }));
    },
  });
  neither = await startRoutes({
    "/paid": (_q, r) => {
      r.writeHead(405, { "content-type": "application/json", allow: "PUT" });
      r.end('{"detail":"Method Not Allowed"}');
    },
  });
  trial = await startTrial({ NET_ALLOW: "127.0.0.2", TRUST_PROXY: "127.0.0.1" }, new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] })));
});

after(async () => {
  for (const s of [onGet, onPost, getInManifest, getInOpenApi, postDeclared, neither]) await s?.close();
  await trial?.close();
});

async function viaHttp(url: string): Promise<PayableReport> {
  const res = await postJson(`${trial.url}/payable`, { url }, { "x-forwarded-for": `198.51.100.${++client}` });
  assert.equal(res.status, 200);
  return (await json(res)) as PayableReport;
}

describe("payability of sellers that charge on GET", () => {
  it("a seller gated on GET (no manifest) is payable, with the challenge from GET after POST was refused (HTTP and CLI)", async () => {
    const before = onGet.hits;
    const report = await viaHttp(`${onGet.base}/paid`);
    assert.equal(report.verdict, "payable", JSON.stringify(report.findings));
    assert.equal(report.challenge_method, "GET");
    assert.deepEqual(report.methods_tried, ["POST", "GET"]);
    assert.equal(report.status, 402);
    assert.equal(report.offer?.amount_usd, "0.05");
    assert.ok(!report.findings.some((f) => f.severity === "blocking"));
    assert.ok(onGet.hits - before <= 8, "within the outbound budget");
    assert.doesNotMatch(report.reproduce, /-X POST/);
    assert.equal(onGet.paymentAttempts, 0, "nothing was paid");

    const { code, report: fromCli } = await cliJson(`${onGet.base}/paid`);
    assert.equal(code, 0);
    assert.equal(fromCli.challenge_method, "GET");
  });

  it("a seller gated on POST is read with POST alone", async () => {
    const report = await viaHttp(`${onPost.base}/paid`);
    assert.equal(report.verdict, "payable");
    assert.equal(report.challenge_method, "POST");
    assert.deepEqual(report.methods_tried, ["POST"]);
  });

  it("the method a seller's x402.json declares is probed, and the manifest is compared with that challenge", async () => {
    const report = await viaHttp(`${getInManifest.base}/paid`);
    assert.equal(report.verdict, "payable");
    assert.equal(report.challenge_method, "GET");
    assert.equal(report.manifest.source, "x402.json");
    assert.equal(report.manifest.agrees, true, JSON.stringify(report.manifest));
  });

  it("the method a seller's OpenAPI declares (x-payment-info on get) is probed and compared", async () => {
    const report = await viaHttp(`${getInOpenApi.base}/paid`);
    assert.equal(report.verdict, "payable");
    assert.equal(report.challenge_method, "GET");
    assert.equal(report.manifest.source, "openapi");
    assert.equal(report.manifest.agrees, true, JSON.stringify(report.manifest));
  });

  it("a seller whose manifest declares POST is not probed with GET; a route refusing both says both were tried", async () => {
    const declared = await viaHttp(`${postDeclared.base}/paid`);
    assert.equal(declared.verdict, "not-gated");
    assert.deepEqual(declared.methods_tried, ["POST"]);

    const both = await viaHttp(`${neither.base}/paid`);
    assert.equal(both.verdict, "not-gated");
    assert.deepEqual(both.methods_tried, ["POST", "GET"]);
    assert.equal(both.status, 405);
    assert.match(both.findings[0]!.message, /checked with POST and a JSON body, then GET/);
  });
});
