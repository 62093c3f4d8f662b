/**
 * Each provider's wire format against a loopback fake that speaks it: Anthropic Messages, Tavily, SearXNG, the
 * MediaWiki Action API (article pages fetched like any result), the local corpus with the embedded judge, and
 * the quick tier with and without a model.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { loadConfig } from "../src/config.js";
import { createEngine, type Engine } from "../src/engine/index.js";
import { silentLogger } from "../src/log.js";
import { article, FAST_TIMING, honestModel, startFakeLlm, startFakePages, startFakeSearch, type FakeLlm, type FakePages, type FakeSearch } from "./engine-fakes.js";

let pages: FakePages;
let search: FakeSearch;
let wiki: FakeSearch;
let llm: FakeLlm;
const engines: Engine[] = [];
const CLAIM = "The Eiffel Tower is 330 metres tall.";
const EIFFEL = article("Eiffel Tower", ["The Eiffel Tower is in Paris.", "The tower is 330 metres tall and was completed in 1889."]);

function engineWith(env: Record<string, string>): Engine {
  const engine = createEngine(loadConfig({ NET_ALLOW: "127.0.0.2", VERDICT_CACHE_TTL_SECONDS: "0", ...env }), { log: silentLogger, timing: FAST_TIMING });
  engines.push(engine);
  return engine;
}

const OPENAI = () => ({ LLM_PROVIDER: "openai", LLM_BASE_URL: `${llm.url}/v1`, LLM_API_KEY: "sk", LLM_MODEL_STANDARD: "m", LLM_MODEL_QUICK: "s" });

before(async () => {
  pages = await startFakePages("127.0.0.2");
  pages.pages = { "/eiffel": { html: EIFFEL } };
  search = await startFakeSearch();
  search.results = [{ url: `${pages.url}/eiffel`, title: "Eiffel Tower", snippet: "330 metres" }];
  wiki = await startFakeSearch("127.0.0.2", { Eiffel_Tower: EIFFEL });
  wiki.results = [{ url: "ignored", title: "Eiffel Tower", snippet: "The tower is 330 metres" }];
  llm = await startFakeLlm(honestModel("330 metres", "supported"));
});

after(async () => {
  await Promise.all(engines.map((e) => e.close?.()));
  await Promise.all([pages.close(), search.close(), wiki.close(), llm.close()]);
});

describe("LLM providers", () => {
  it("Anthropic Messages: x-api-key, anthropic-version, one forced tool call, tier model", async () => {
    llm.seen.length = 0;
    const before = llm.requests.length;
    const engine = engineWith({
      LLM_PROVIDER: "anthropic",
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: "sk-ant-test",
      LLM_MODEL_PRO: "claude-large",
      SEARCH_PROVIDER: "brave",
      SEARCH_BASE_URL: search.url,
      SEARCH_API_KEY: "k",
    });
    const v = await engine.verify({ claim: CLAIM, context: null, tier: "pro" });
    assert.equal(v.verdict, "supported");
    assert.equal(v.engine.model, "claude-large");
    const req = llm.requests.slice(before).find((r) => r.path === "/v1/messages")!;
    assert.equal(req.headers["x-api-key"], "sk-ant-test");
    assert.equal(req.headers["anthropic-version"], "2023-06-01");
    const body = JSON.parse(req.body);
    assert.equal(body.tool_choice.type, "tool");
    assert.equal(body.tools[0].name, body.tool_choice.name);
    assert.deepEqual(body.tools[0].input_schema.required, ["verdict", "confidence", "reasoning", "quotes"]);
    assert.equal(typeof body.system, "string");
    assert.equal(body.messages.length, 1);
  });

  it("Anthropic: a text answer instead of the tool call is unparseable → retried once → uncertain", async () => {
    let calls = 0;
    llm.respond = () => (++calls, { raw: '{"verdict":"supported","confidence":1,"reasoning":"x","quotes":[]}' });
    try {
      const engine = engineWith({ LLM_PROVIDER: "anthropic", LLM_BASE_URL: llm.url, LLM_API_KEY: "k", LLM_MODEL_STANDARD: "c", SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: search.url, SEARCH_API_KEY: "k" });
      const v = await engine.verify({ claim: CLAIM, context: null, tier: "standard" });
      assert.equal(v.verdict, "uncertain");
      assert.equal(calls, 2);
    } finally {
      llm.respond = honestModel("330 metres", "supported");
    }
  });

  it("OpenAI-compatible: Bearer key, json_schema response_format (strict), system + user messages", async () => {
    const before = llm.requests.length;
    const v = await engineWith({ ...OPENAI(), SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: search.url }).verify({ claim: CLAIM, context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    const req = llm.requests.slice(before).find((r) => r.path === "/v1/chat/completions")!;
    assert.equal(req.headers.authorization, "Bearer sk");
    const body = JSON.parse(req.body);
    assert.equal(body.response_format.type, "json_schema");
    assert.equal(body.response_format.json_schema.strict, true);
    assert.equal(body.response_format.json_schema.schema.additionalProperties, false);
    assert.deepEqual(body.messages.map((m: { role: string }) => m.role), ["system", "user"]);
  });
});

describe("search providers", () => {
  it("Tavily: POST /search with a Bearer key and max_results", async () => {
    const before = search.requests.length;
    const v = await engineWith({ ...OPENAI(), SEARCH_PROVIDER: "tavily", SEARCH_BASE_URL: search.url, SEARCH_API_KEY: "tvly-test" }).verify({ claim: CLAIM, context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    assert.equal(v.engine.search, "tavily");
    const req = search.requests[before]!;
    assert.equal(req.method, "POST");
    assert.equal(req.path, "/search");
    assert.equal(JSON.parse(req.body).query, CLAIM);
    assert.ok(JSON.parse(req.body).max_results > 0);
  });

  it("SearXNG: GET /search?format=json", async () => {
    const before = search.requests.length;
    const v = await engineWith({ ...OPENAI(), SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: search.url }).verify({ claim: CLAIM, context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    const req = search.requests[before]!;
    assert.equal(req.query.get("format"), "json");
    assert.equal(req.query.get("q"), CLAIM);
  });

  it("Wikipedia: keyless list=search, keyword query, article page fetched and quoted", async () => {
    const v = await engineWith({ ...OPENAI(), SEARCH_PROVIDER: "wikipedia", SEARCH_BASE_URL: wiki.url }).verify({ claim: CLAIM, context: null, tier: "standard" });
    assert.equal(v.verdict, "supported");
    assert.match(v.evidence[0]!, new RegExp(`\\(${wiki.url.replace(/\./g, "\\.")}/wiki/Eiffel_Tower, fetched `));
    const api = wiki.requests.find((r) => r.path === "/w/api.php")!;
    assert.equal(api.query.get("action"), "query");
    assert.equal(api.query.get("list"), "search");
    assert.equal(api.query.get("format"), "json");
    assert.equal(api.query.get("srsearch"), "eiffel tower 330 metres tall");
    assert.match(String(api.headers["user-agent"]), /Verity/);
  });
});

describe("local corpus with the embedded judge (no LLM, no network)", () => {
  it("supports and refutes claims from examples/corpus with verified corpus quotes", async () => {
    const engine = engineWith({ SEARCH_PROVIDER: "corpus", CORPUS_DIR: "examples/corpus" });
    assert.deepEqual(engine.describe(), { judge: "embedded", llm: null, search: "corpus" });
    const yes = await engine.verify({ claim: "The Eiffel Tower was completed in 1889.", context: null, tier: "standard" });
    assert.equal(yes.verdict, "supported");
    assert.match(yes.evidence[0]!, /^"The Eiffel Tower was completed in 1889\." \(corpus:eiffel-tower\.md, read .+, sha256 [0-9a-f]{16}\)$/);
    const no = await engine.verify({ claim: "Mount Everest is 6,000 metres high.", context: null, tier: "standard" });
    assert.equal(no.verdict, "unsupported");
    assert.match(no.evidence[0]!, /8,849 metres/);
    assert.match(no.evidence[0]!, /corpus:mount-everest\.md/);
  });

  it("ignores unsupported files, reads .txt/.md/.html, and a corpus with no readable document is a 503", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "verity-corpus-"));
    try {
      writeFileSync(path.join(dir, "notes.pdf"), "%PDF the moon is made of cheese");
      writeFileSync(path.join(dir, "empty.md"), "\n\n");
      await assert.rejects(engineWith({ SEARCH_PROVIDER: "corpus", CORPUS_DIR: dir }).verify({ claim: "The moon is made of cheese.", context: null, tier: "standard" }), /no readable documents/);
      writeFileSync(path.join(dir, "moon.txt"), "The Moon is made of rock.\n\nIt orbits the Earth about once every 27 days.");
      const v = await engineWith({ SEARCH_PROVIDER: "corpus", CORPUS_DIR: dir }).verify({ claim: "The Moon orbits the Earth about once every 27 days.", context: null, tier: "standard" });
      assert.notEqual(v.verdict, "unsupported");
      for (const e of v.evidence) assert.match(e, /corpus:moon\.txt/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("quick tier", () => {
  it("with a model and no context: model knowledge, no evidence, the small model, no search", async () => {
    llm.seen.length = 0;
    const searches = search.requests.length;
    llm.respond = () => ({ verdict: "supported", confidence: 0.95, reasoning: "Well known.", quotes: [] });
    try {
      const v = await engineWith({ ...OPENAI(), SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: search.url, SEARCH_API_KEY: "k" }).verify({ claim: "Paris is the capital of France.", context: null, tier: "quick" });
      assert.equal(v.verdict, "supported");
      assert.deepEqual(v.evidence, []);
      assert.ok(v.confidence <= 0.75, "ungrounded confidence is capped");
      assert.match(v.reasoning, /general knowledge; no external source was consulted/);
      assert.equal(llm.seen[0]!.model, "s");
      assert.equal(search.requests.length, searches);
      assert.match(llm.seen[0]!.system, /quick tier: there are no web pages/);
    } finally {
      llm.respond = honestModel("330 metres", "supported");
    }
  });

  it("with a model and a context: quotes only from the context, marked as such; invented citations dropped", async () => {
    llm.respond = (req) => ({
      verdict: "supported",
      confidence: 0.9,
      reasoning: "The context says so.",
      quotes: [
        { passageId: "context", quote: req.data!.context!.split(". ")[0]! },
        { passageId: "p1", quote: "According to https://www.britannica.com the tower is tall." },
      ],
    });
    try {
      const v = await engineWith({ ...OPENAI(), SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: search.url, SEARCH_API_KEY: "k" }).verify({
        claim: "The tower in our brochure is 330 metres tall.",
        context: "Our brochure says the tower is 330 metres tall. It opened in 1889",
        tier: "quick",
      });
      assert.equal(v.verdict, "supported");
      assert.deepEqual(v.evidence, ['"Our brochure says the tower is 330 metres tall" (from the caller\'s context, not an external source)']);
    } finally {
      llm.respond = honestModel("330 metres", "supported");
    }
  });

  it("without a model and without context: honest uncertain, no judge", async () => {
    const v = await engineWith({ SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: search.url, SEARCH_API_KEY: "k" }).verify({ claim: "Paris is the capital of France.", context: null, tier: "quick" });
    assert.equal(v.verdict, "uncertain");
    assert.equal(v.confidence, 0);
    assert.deepEqual(v.evidence, []);
    assert.equal(v.engine.judge, "none");
  });

  it("without a model but with a context: the embedded judge judges against the context", async () => {
    const engine = engineWith({ SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: search.url, SEARCH_API_KEY: "k" });
    const v = await engine.verify({ claim: "Mount Everest is 6,000 metres high.", context: "Mount Everest is 8,849 metres high, according to a 2020 survey.", tier: "quick" });
    assert.equal(v.verdict, "unsupported");
    assert.match(v.evidence[0]!, /8,849 metres.*\(from the caller's context, not an external source\)$/);
    assert.notEqual(v.engine.judge, "none");
  });
});
