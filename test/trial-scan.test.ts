import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { EngineUnavailableError } from "../src/engine/types.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const ANSWER = [
  "The Eiffel Tower was completed on 31 March 1889 in Paris.",
  "It is located in Berlin, Germany.",
  "Gustave Eiffel's company designed the tower.",
  "I think it is the most beautiful building in the world!",
  "Is it worth a visit?",
  "Make sure to book tickets early.",
  "The tower might be repainted in 2030.",
].join(" ");

function scriptedVerdicts(claim: string) {
  if (/Berlin/.test(claim)) return { verdict: "unsupported" as const, confidence: 0.91, reasoning: "Sources place it in Paris.", evidence: ["\"The Eiffel Tower is in Paris\" — https://en.wikipedia.org/wiki/Eiffel_Tower"] };
  if (/1889/.test(claim)) return { verdict: "supported" as const, confidence: 0.88, reasoning: "Matches sources.", evidence: ["\"completed in 1889\" — https://en.wikipedia.org/wiki/Eiffel_Tower"] };
  if (/boom/.test(claim)) throw new Error("judge crashed");
  if (/offline/.test(claim)) throw new EngineUnavailableError("search provider down");
  return { verdict: "uncertain" as const, confidence: 0.3, reasoning: "Not enough evidence.", evidence: [] };
}

describe("POST /scan", () => {
  let server: TrialServer;
  let engine: ScriptedEngine;
  before(async () => {
    engine = new ScriptedEngine(scriptedVerdicts);
    server = await startTrial({}, engine);
  });
  after(() => server.close());

  it("checks each check-worthy claim with the standard tier and labels it", async () => {
    engine.calls.length = 0;
    const res = await postJson(`${server.url}/scan`, { text: ANSWER }, { "x-forwarded-for": "198.51.100.1" });
    assert.equal(res.status, 200);
    const body = await json(res);
    const claims = body.findings.map((f: { claim: string }) => f.claim);
    assert.deepEqual(claims, [
      "The Eiffel Tower was completed on 31 March 1889 in Paris.",
      "It is located in Berlin, Germany.",
      "Gustave Eiffel's company designed the tower.",
    ]);
    assert.ok(engine.calls.every((c) => c.tier === "standard" && c.context === null));
    const byClaim = Object.fromEntries(body.findings.map((f: { claim: string; label: string; verdict: string }) => [f.claim, `${f.verdict}/${f.label}`]));
    assert.equal(byClaim["It is located in Berlin, Germany."], "unsupported/HALLUCINATION");
    assert.equal(byClaim["The Eiffel Tower was completed on 31 March 1889 in Paris."], "supported/VERIFIED");
    assert.equal(byClaim["Gustave Eiffel's company designed the tower."], "uncertain/UNVERIFIED");
    assert.equal(body.claims_checked, 3);
    assert.equal(body.hallucinations, 1);
    assert.equal(body.verified, 1);
    assert.equal(body.unverified, 1);
    assert.equal(body.truncated, false);
    assert.match(body.headline, /3 claims checked, 1 hallucination, 1 unverified, 1 verified/);
    for (const f of body.findings) {
      assert.deepEqual(Object.keys(f).sort(), ["claim", "confidence", "evidence", "label", "reasoning", "verdict"]);
      assert.ok(Array.isArray(f.evidence));
    }
    // RateLimit headers on success too.
    assert.match(res.headers.get("ratelimit-policy") ?? "", /"scan-per-client";q=6;w=3600, "trial-global";q=150;w=3600/);
    assert.match(res.headers.get("ratelimit") ?? "", /"scan-per-client";r=5;t=\d+/);
  });

  it("turns a failed or unavailable check into an ERROR finding without failing the scan", async () => {
    const text = "The boom test claim was recorded in 1999 in Oslo. The offline claim was recorded in 2001 in Rome. The Berlin claim was recorded in 2003 in Madrid.";
    const res = await postJson(`${server.url}/scan`, { text }, {});
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.equal(body.claims_checked, 3);
    const errors = body.findings.filter((f: { label: string }) => f.label === "ERROR");
    assert.equal(errors.length, 2);
    for (const f of errors) {
      assert.equal(f.verdict, "error");
      assert.equal(f.confidence, 0);
      assert.deepEqual(f.evidence, []);
      assert.match(f.reasoning, /could not be checked/);
    }
    assert.equal(body.hallucinations, 1);
    assert.equal(body.verified + body.unverified + body.hallucinations + body.errors, body.claims_checked);
    assert.match(body.headline, /2 could not be checked/);
  });

  it("checks at most 8 claims, the most specific ones, and says truncated", async () => {
    const sentences = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? `Station ${i} opened in ${1900 + i} with ${100 + i} platforms in Lisbon.` : `The station number ${i} has a roof.`,
    );
    const res = await postJson(`${server.url}/scan`, { text: sentences.join(" ") });
    const body = await json(res);
    assert.equal(res.status, 200);
    assert.equal(body.claims_checked, 8);
    assert.equal(body.findings.length, 8);
    assert.equal(body.truncated, true);
    // All six specific claims are among the eight, and they come back in text order.
    const specific = body.findings.filter((f: { claim: string }) => /opened in/.test(f.claim)).map((f: { claim: string }) => f.claim);
    assert.equal(specific.length, 6);
    assert.deepEqual(specific, [...specific].sort((a, b) => sentences.join(" ").indexOf(a.slice(0, 12)) - sentences.join(" ").indexOf(b.slice(0, 12))));
  });

  it("uses only the first 4000 characters and says truncated", async () => {
    const head = "Lisbon is the capital of Portugal. ";
    const filler = "x".repeat(4000 - head.length - 1) + " ";
    const tail = "Madrid is the capital of Spain.";
    const res = await postJson(`${server.url}/scan`, { text: head + filler + tail }, { "x-forwarded-for": "198.51.100.2" });
    const body = await json(res);
    assert.equal(res.status, 200);
    assert.equal(body.truncated, true);
    const claims = body.findings.map((f: { claim: string }) => f.claim);
    assert.ok(claims.includes("Lisbon is the capital of Portugal."));
    assert.ok(!claims.some((c: string) => /Madrid/.test(c)));
  });

  it("counts characters as code points (a 4000-emoji text is not split inside a surrogate pair)", async () => {
    const text = "Oslo is the capital of Norway. " + "😀".repeat(4500);
    const res = await postJson(`${server.url}/scan`, { text });
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.equal(body.truncated, true);
  });

  it("reports zero claims honestly for opinions and questions only", async () => {
    const res = await postJson(`${server.url}/scan`, { text: "I think this is wonderful! Do you agree? Please tell me more." });
    const body = await json(res);
    assert.equal(res.status, 200);
    assert.equal(body.claims_checked, 0);
    assert.deepEqual(body.findings, []);
    assert.equal(body.truncated, false);
    assert.match(body.headline, /No checkable factual claims/);
  });
});

describe("POST /scan validation (FastAPI-exact 422, no quota spent)", () => {
  let server: TrialServer;
  before(async () => {
    server = await startTrial({}, new ScriptedEngine(scriptedVerdicts));
  });
  after(() => server.close());

  it("rejects text shorter than 20 and longer than 8000 characters", async () => {
    let res = await postJson(`${server.url}/scan`, { text: "too short" });
    assert.equal(res.status, 422);
    assert.equal(
      await res.text(),
      '{"detail":[{"type":"string_too_short","loc":["body","text"],"msg":"String should have at least 20 characters","input":"too short","ctx":{"min_length":20}}]}',
    );
    res = await postJson(`${server.url}/scan`, { text: "a".repeat(8001) });
    assert.equal(res.status, 422);
    const body = await json(res);
    assert.equal(body.detail[0].type, "string_too_long");
    assert.deepEqual(body.detail[0].ctx, { max_length: 8000 });
    res = await postJson(`${server.url}/scan`, { text: "a".repeat(8000) });
    assert.equal(res.status, 200);
  });

  it("rejects missing, wrong-typed and malformed bodies", async () => {
    let res = await postJson(`${server.url}/scan`, { claim: "The Eiffel Tower is in Paris, France." });
    assert.equal(res.status, 422);
    assert.equal((await json(res)).detail[0].type, "missing");
    res = await postJson(`${server.url}/scan`, { text: 12345678901234567890 });
    assert.equal((await json(res)).detail[0].type, "string_type");
    res = await postJson(`${server.url}/scan`, "{not json");
    assert.equal(res.status, 422);
    assert.equal((await json(res)).detail[0].type, "json_invalid");
    res = await fetch(`${server.url}/scan`, { method: "POST", headers: { "content-type": "text/plain" }, body: "hello there this is text" });
    assert.equal(res.status, 422);
    assert.equal((await json(res)).detail[0].type, "model_attributes_type");
    res = await postJson(`${server.url}/scan`, JSON.stringify({ text: "x".repeat(200_000) }));
    assert.equal(res.status, 413);
    assert.match((await json(res)).detail, /too large/);
  });

  it("does not spend quota on invalid input", async () => {
    for (let i = 0; i < 10; i++) assert.equal((await postJson(`${server.url}/scan`, { text: "short" })).status, 422);
    const res = await postJson(`${server.url}/scan`, { text: "Oslo is the capital of Norway." });
    assert.equal(res.status, 200);
  });

  it("answers JSON 404 and 405 with Allow", async () => {
    let res = await fetch(`${server.url}/nope`);
    assert.equal(res.status, 404);
    assert.equal(await res.text(), '{"detail":"Not Found"}');
    res = await fetch(`${server.url}/scan`);
    assert.equal(res.status, 405);
    assert.equal(res.headers.get("allow"), "POST");
    assert.equal(await res.text(), '{"detail":"Method Not Allowed"}');
    res = await fetch(`${server.url}/`, { method: "DELETE" });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get("allow"), "GET, HEAD");
  });
});

describe("POST /scan concurrency bound", () => {
  let server: TrialServer;
  let inFlight = 0;
  let maxInFlight = 0;
  before(async () => {
    const engine = new ScriptedEngine(async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 30));
      inFlight--;
      return { verdict: "supported", confidence: 0.8, reasoning: "ok", evidence: [] };
    });
    server = await startTrial({}, engine, { scanConcurrency: 3 });
  });
  after(() => server.close());

  it("checks claims concurrently but never more than the bound at once", async () => {
    const text = Array.from({ length: 8 }, (_, i) => `Bridge ${i} opened in ${1950 + i} over the river Tagus.`).join(" ");
    const body = await json(await postJson(`${server.url}/scan`, { text }));
    assert.equal(body.claims_checked, 8);
    assert.equal(body.verified, 8);
    assert.equal(maxInFlight, 3);
  });
});

describe("POST /scan with a check that never answers", () => {
  let server: TrialServer;
  before(async () => {
    const engine = new ScriptedEngine((claim) =>
      /Oslo/.test(claim) ? new Promise(() => {}) : { verdict: "supported", confidence: 0.9, reasoning: "ok", evidence: [] },
    );
    server = await startTrial({}, engine, { claimTimeoutMs: 300 });
  });
  after(() => server.close());

  it("gives that claim an ERROR finding after the per-claim deadline and still answers", async () => {
    const body = await json(await postJson(`${server.url}/scan`, { text: "Oslo is the capital of Norway. Lisbon is the capital of Portugal." }));
    const byClaim = Object.fromEntries(body.findings.map((f: { claim: string; label: string }) => [f.claim, f.label]));
    assert.deepEqual(byClaim, { "Oslo is the capital of Norway.": "ERROR", "Lisbon is the capital of Portugal.": "VERIFIED" });
    assert.match(body.findings[0].reasoning, /took longer than 0.3 s/);
  });
});
