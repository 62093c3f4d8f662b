/** POST /payable: the route's validation (url at most 2048 characters) in front of checkPayable. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

describe("POST /payable route", () => {
  let server: TrialServer;
  let client = 0;
  const call = (body: unknown) => postJson(`${server.url}/payable`, body, { "x-forwarded-for": `198.51.100.${++client}` });
  before(async () => {
    server = await startTrial({ TRUST_PROXY: "127.0.0.1" }, new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] })));
  });
  after(() => server.close());

  it("accepts a 2048-character URL and rejects 2049 with a FastAPI-shaped 422", async () => {
    const prefix = "http://192.0.2.1/";
    const ok = await call({ url: prefix + "a".repeat(2048 - prefix.length) });
    assert.equal(ok.status, 200);
    // 192.0.2.1 is a documentation address, so the checker refuses it: the point is that the route let it through.
    assert.equal((await json(ok)).verdict, "refused");
    const long = prefix + "a".repeat(2049 - prefix.length);
    const res = await call({ url: long });
    assert.equal(res.status, 422);
    assert.deepEqual((await json(res)).detail, [
      { type: "url_too_long", loc: ["body", "url"], msg: "URL should have at most 2048 characters", input: long, ctx: { max_length: 2048 } },
    ]);
  });

  it("rejects a missing, non-string or relative url", async () => {
    assert.equal((await json(await call({}))).detail[0].type, "missing");
    assert.equal((await json(await call({ url: 42 }))).detail[0].type, "url_type");
    const rel = await json(await call({ url: "/verify" }));
    assert.equal(rel.detail[0].type, "url_parsing");
    assert.equal(rel.detail[0].msg, "Input should be a valid URL, relative URL without a base");
  });

  it("answers a refused address with the report (verdict refused), not an error status", async () => {
    const res = await call({ url: "http://127.0.0.1:9/paid" });
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.equal(body.verdict, "refused");
    assert.ok(typeof body.reproduce === "string");
  });
});
