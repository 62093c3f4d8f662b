/**
 * The grounded tiers end to end at the engine level: fake Brave + fake OpenAI-compatible model on 127.0.0.1
 * (operator endpoints), fixture pages on 127.0.0.2 (allowed by NET_ALLOW, fetched through the SSRF-safe fetcher).
 */
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { loadConfig } from "../src/config.js";
import { createEngine, type Engine } from "../src/engine/index.js";
import { silentLogger } from "../src/log.js";
import { MemoryStore } from "../src/store/memory.js";
import {
  article,
  FAST_TIMING,
  honestModel,
  startFakeLlm,
  startFakePages,
  startFakeSearch,
  type FakeLlm,
  type FakePages,
  type FakeSearch,
} from "./engine-fakes.js";

let pages: FakePages;
let other: FakePages;
let search: FakeSearch;
let llm: FakeLlm;
const engines: Engine[] = [];

const EIFFEL = article("Eiffel Tower", [
  "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France.",
  "The tower is 330 metres tall and was completed in 1889. It was designed by the company of Gustave Eiffel.",
  "Around seven million people visit it every year.",
]);
const EIFFEL_2 = article("Visiting Paris", [
  "Paris has many landmarks.",
  "Standing 330 metres high, the Eiffel Tower was the tallest structure in the world until 1930.",
]);

function engineWith(env: Record<string, string> = {}, store = new MemoryStore()): Engine {
  const config = loadConfig({
    SEARCH_PROVIDER: "brave",
    SEARCH_BASE_URL: search.url,
    SEARCH_API_KEY: "brave-test",
    LLM_PROVIDER: "openai",
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: "sk-test",
    LLM_MODEL_QUICK: "small-1",
    LLM_MODEL_STANDARD: "medium-1",
    LLM_MODEL_PRO: "large-1",
    NET_ALLOW: "127.0.0.2,127.0.0.3",
    ...env,
  });
  const engine = createEngine(config, { log: silentLogger, timing: FAST_TIMING, store });
  engines.push(engine);
  return engine;
}

before(async () => {
  pages = await startFakePages("127.0.0.2");
  other = await startFakePages("127.0.0.3");
  search = await startFakeSearch();
  llm = await startFakeLlm(honestModel("330 metres", "supported"));
});

after(async () => {
  await Promise.all(engines.map((e) => e.close?.()));
  await Promise.all([pages.close(), other.close(), search.close(), llm.close()]);
});

beforeEach(() => {
  pages.pages = { "/eiffel": { html: EIFFEL } };
  other.pages = { "/paris": { html: EIFFEL_2 } };
  search.results = [{ url: `${pages.url}/eiffel`, title: "Eiffel Tower", snippet: "The tower is 330 metres tall" }];
  search.faults = [];
  search.requests.length = 0;
  pages.requests.length = 0;
  llm.seen.length = 0;
  llm.respond = honestModel("330 metres", "supported");
});

describe("grounded verdicts", () => {
  it("supports a claim with a verbatim quote that names its URL and fetch time", async () => {
    const v = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    assert.ok(v.confidence >= 0.65 && v.confidence <= 1, String(v.confidence));
    assert.equal(v.evidence.length, 1);
    assert.match(v.evidence[0]!, /^"The tower is 330 metres tall and was completed in 1889\." \(http:\/\/127\.0\.0\.2:\d+\/eiffel, fetched \d{4}-\d\d-\d\dT[\d:.]+Z, sha256 [0-9a-f]{16}\)$/);
    assert.deepEqual(v.engine, { judge: "llm:openai:medium-1", model: "medium-1-2026-08-01", search: "brave" });
    // the search used the Brave wire format with the key, and the model was the standard tier's
    assert.equal(search.requests[0]!.path, "/res/v1/web/search");
    assert.equal(search.requests[0]!.headers["x-subscription-token"], "brave-test");
    assert.equal(llm.seen[0]!.model, "medium-1");
  });

  it("finds a claim unsupported when a fetched page contradicts it", async () => {
    llm.respond = honestModel("330 metres", "unsupported");
    const v = await engineWith().verify({ claim: "The Eiffel Tower is 500 metres tall.", context: null, tier: "standard" });
    assert.equal(v.verdict, "unsupported");
    assert.match(v.evidence[0]!, /330 metres/);
  });

  it("drops a fabricated quote and answers uncertain", async () => {
    llm.respond = () => ({
      verdict: "supported",
      confidence: 0.99,
      reasoning: "Official sources confirm it.",
      quotes: [{ passageId: "d1s1", quote: "The Eiffel Tower is officially 330 metres tall according to UNESCO." }],
    });
    const v = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    assert.equal(v.verdict, "uncertain");
    assert.equal(v.confidence, 0);
    assert.deepEqual(v.evidence, []);
    assert.match(v.reasoning, /none of its quotes could be verified/);
    assert.doesNotMatch(v.reasoning, /UNESCO|Official sources/);
  });

  it("drops an altered quote (one word changed) and a quote with an ellipsis", async () => {
    for (const quote of ["The tower is 331 metres tall and was completed in 1889.", "The tower is 330 metres tall … in 1889."]) {
      llm.respond = () => ({ verdict: "supported", confidence: 0.95, reasoning: "r", quotes: [{ passageId: "d1s2", quote }] });
      const v = await engineWith().verify({ claim: `The Eiffel Tower is 330 metres tall (${quote.length}).`, context: null, tier: "standard" });
      assert.equal(v.verdict, "uncertain", quote);
    }
  });

  it("accepts a quote that differs only in whitespace, curly quotes, dashes and case, and shows the page's text", async () => {
    pages.pages["/eiffel"] = { html: article("Eiffel", ["The tower’s height is 330 metres — completed in 1889."]) };
    llm.respond = (req) => ({
      verdict: "supported",
      confidence: 0.95,
      reasoning: "r",
      quotes: [{ passageId: req.data!.passages[0]!.id, quote: "the tower's  HEIGHT is 330 metres - completed in 1889." }],
    });
    const v = await engineWith().verify({ claim: "The Eiffel Tower height is 330 metres.", context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    assert.match(v.evidence[0]!, /^"The tower’s height is 330 metres — completed in 1889\."/);
  });

  it("answers uncertain below the tier threshold, and when the judge is unsure", async () => {
    llm.respond = honestModel("330 metres", "supported", 0.6);
    const low = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    assert.equal(low.verdict, "uncertain");
    assert.ok(low.confidence < 0.65);
    assert.match(low.reasoning, /below this tier's threshold/);
    llm.respond = () => ({ verdict: "uncertain", confidence: 0.9, reasoning: "Not enough.", quotes: [] });
    const unsure = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall!", context: null, tier: "standard" });
    assert.equal(unsure.verdict, "uncertain");
    assert.ok(unsure.confidence <= 0.5);
  });

  it("retries an unparseable model answer once, then answers uncertain", async () => {
    let calls = 0;
    llm.respond = (req) => (++calls === 1 ? { raw: 'Sure! {"verdict":"supported"}' } : honestModel("330 metres", "supported")(req));
    const ok = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    assert.equal(ok.verdict, "supported");
    assert.equal(calls, 2);

    calls = 0;
    llm.respond = () => (++calls, { raw: '```json\n{"verdict":"supported","confidence":1,"reasoning":"x","quotes":[]}\n```' });
    const bad = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall?", context: null, tier: "standard" });
    assert.equal(bad.verdict, "uncertain");
    assert.equal(calls, 2);
    assert.match(bad.reasoning, /did not match the required format/);

    calls = 0;
    llm.respond = () => (++calls, { verdict: "supported", confidence: 1, reasoning: "x", quotes: [], extra: "field" });
    const extra = await engineWith().verify({ claim: "Eiffel Tower: 330 metres tall.", context: null, tier: "standard" });
    assert.equal(extra.verdict, "uncertain");
    assert.equal(calls, 2);
  });

  it("fetches the search results concurrently and never follows links found in pages", async () => {
    search.results = [
      { url: `${pages.url}/eiffel`, title: "a", snippet: "" },
      { url: `${pages.url}/slow1`, title: "b", snippet: "" },
      { url: `${pages.url}/slow2`, title: "c", snippet: "" },
    ];
    const inFlight = { now: 0, max: 0 };
    pages.pages["/slow1"] = { html: article("s1", ["Slow page one about towers."], `<a href="${pages.url}/linked">more</a>`) };
    pages.pages["/slow2"] = { html: article("s2", ["Slow page two about towers."]) };
    const original = pages.requests.push.bind(pages.requests);
    pages.requests.push = (...items) => {
      inFlight.now++;
      inFlight.max = Math.max(inFlight.max, inFlight.now);
      setTimeout(() => inFlight.now--, 50);
      return original(...items);
    };
    try {
      await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    } finally {
      pages.requests.push = original;
    }
    assert.deepEqual(new Set(pages.requests.map((r) => r.path)), new Set(["/eiffel", "/slow1", "/slow2"]));
    assert.ok(inFlight.max >= 2, `pages were fetched one at a time (max in flight ${inFlight.max})`);
  });

  it("skips pages it may not or cannot read: private address, redirect to one, wrong type, error status", async () => {
    pages.pages["/pdf"] = { html: "%PDF-1.7", contentType: "application/pdf" };
    pages.pages["/gone"] = { html: "gone", status: 500 };
    search.results = [
      { url: "http://127.0.0.1:9/secret", title: "private", snippet: "" },
      { url: `${pages.url}/pdf`, title: "pdf", snippet: "" },
      { url: `${pages.url}/gone`, title: "gone", snippet: "" },
      { url: `${pages.url}/eiffel`, title: "ok", snippet: "" },
    ];
    const v = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    assert.equal(v.evidence.length, 1);
    assert.match(v.evidence[0]!, /\/eiffel,/);
  });

  it("is honestly uncertain (not a 503) when the search finds nothing or no page can be read", async () => {
    search.results = [];
    const none = await engineWith().verify({ claim: "Zorblax is the capital of Quux.", context: null, tier: "standard" });
    assert.equal(none.verdict, "uncertain");
    assert.match(none.reasoning, /no results/);
    search.results = [{ url: `${pages.url}/missing`, title: "x", snippet: "" }];
    const unread = await engineWith().verify({ claim: "Zorblax is the capital of Quux!", context: null, tier: "standard" });
    assert.equal(unread.verdict, "uncertain");
    assert.match(unread.reasoning, /none of the 1 pages tried could be read/);
  });

  it("pro: more queries, high confidence only with quotes from two independent sites, reproducibility in reasoning", async () => {
    const single = await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "pro" });
    assert.equal(single.verdict, "supported");
    assert.ok(single.confidence < 0.8, `one site gave ${single.confidence}`);
    assert.match(single.reasoning, /fewer than 2 independent sites/);

    search.results = [
      { url: `${pages.url}/eiffel`, title: "Eiffel Tower", snippet: "" },
      { url: `${other.url}/paris`, title: "Paris", snippet: "" },
    ];
    const two = await engineWith({ NET_ALLOW: "127.0.0.2,127.0.0.3" }).verify({ claim: "The Eiffel Tower is 330 metres tall!", context: null, tier: "pro" });
    assert.equal(two.verdict, "supported");
    assert.equal(two.evidence.length, 2);
    assert.ok(two.confidence >= 0.8, String(two.confidence));
    assert.match(two.reasoning, /Reproducibility: search brave; queries \[".*"\]/);
    assert.match(two.reasoning, /sha256 [0-9a-f]{64}/);
    assert.match(two.reasoning, /model large-1-2026-08-01/);
    assert.equal(llm.seen.at(-1)!.model, "large-1");
  });

  it("stops early when the first round is confident, and searches again when it is not", async () => {
    await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: "the landmark in Paris", tier: "pro" });
    assert.equal(search.requests.length, 3, "one site: not confident enough for pro to stop, so all three queries ran");
    assert.match(search.requests[2]!.query.get("q")!, /landmark paris/);
    search.requests.length = 0;
    await engineWith().verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" });
    assert.equal(search.requests.length, 1, "standard was confident after the first query");
  });

  it("reuses a cached verdict for the same (tier, claim, context) and not for a different one", async () => {
    const store = new MemoryStore();
    const engine = engineWith({ VERDICT_CACHE_TTL_SECONDS: "60" }, store);
    const input = { claim: "The Eiffel Tower is 330 metres tall.", context: "Paris landmark", tier: "standard" as const };
    const first = await engine.verify(input);
    const calls = llm.seen.length;
    const second = await engine.verify(input);
    assert.deepEqual(second, first);
    assert.equal(llm.seen.length, calls, "the cached verdict made no model call");
    await engine.verify({ ...input, context: "another context" });
    await engine.verify({ ...input, tier: "pro" });
    assert.ok(llm.seen.length > calls + 1);
    // TTL 0 disables the cache
    const uncached = engineWith({ VERDICT_CACHE_TTL_SECONDS: "0" });
    const before = llm.seen.length;
    await uncached.verify(input);
    await uncached.verify(input);
    assert.equal(llm.seen.length, before + 2);
  });

  it("handles concurrent verdicts independently", async () => {
    const engine = engineWith();
    const claims = Array.from({ length: 16 }, (_, i) => `The Eiffel Tower is 330 metres tall (check ${i}).`);
    const verdicts = await Promise.all(claims.map((claim) => engine.verify({ claim, context: null, tier: "standard" })));
    for (const v of verdicts) assert.equal(v.verdict, "uncertain", "the extra figure is not in the quote");
    const same = await Promise.all(Array.from({ length: 16 }, () => engine.verify({ claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" })));
    for (const v of same) assert.equal(v.verdict, "supported");
  });

  it("keeps its output format for maximal and hostile input (2000 characters of emoji, RTL, zero-width, NUL, markup)", async () => {
    const hostile = ("🗼\u202e\u200b<script>\u0000ﷺ\"'\\".repeat(200)).slice(0, 2000);
    for (const [claim, context] of [[hostile, hostile], ["The Eiffel Tower is 330 metres tall.", hostile]] as const) {
      const v = await engineWith().verify({ claim, context, tier: "pro" });
      assert.deepEqual(Object.keys(v).sort(), ["confidence", "engine", "evidence", "grounding", "reasoning", "verdict"]);
      assert.ok(["supported", "unsupported", "uncertain"].includes(v.verdict));
      for (const q of search.requests.slice(-3)) assert.ok(q.query.get("q")!.length <= 300);
    }
  });
});
