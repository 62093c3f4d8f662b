/**
 * Upstream faults: timeouts, 429, 5xx, connection resets and garbage from the search provider and the model are
 * retried within the tier's deadline; when no real attempt is possible the engine raises EngineUnavailableError
 * (the route's 503, nothing charged). A grounded tier with no usable search provider is a 503 too.
 */
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { loadConfig } from "../src/config.js";
import { createEngine, EngineUnavailableError, type Engine, type EngineDeps } from "../src/engine/index.js";
import { silentLogger } from "../src/log.js";
import { article, FAST_TIMING, honestModel, startFakeLlm, startFakePages, startFakeSearch, type FakeLlm, type FakePages, type FakeSearch, type Fault } from "./engine-fakes.js";

let pages: FakePages;
let search: FakeSearch;
let llm: FakeLlm;
const engines: Engine[] = [];
const CLAIM = { claim: "The Eiffel Tower is 330 metres tall.", context: null, tier: "standard" as const };

function engineWith(env: Record<string, string> = {}, timing: NonNullable<EngineDeps["timing"]> = FAST_TIMING): Engine {
  const config = loadConfig({
    SEARCH_PROVIDER: "brave",
    SEARCH_BASE_URL: search.url,
    SEARCH_API_KEY: "k",
    LLM_PROVIDER: "openai",
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: "sk",
    LLM_MODEL_STANDARD: "medium-1",
    NET_ALLOW: "127.0.0.2",
    VERDICT_CACHE_TTL_SECONDS: "0",
    ...env,
  });
  const engine = createEngine(config, { log: silentLogger, timing });
  engines.push(engine);
  return engine;
}

/** Short per-call timeouts so a hanging upstream costs a quarter second per try. */
const SHORT_TIMEOUTS = {
  ...FAST_TIMING,
  llm: { ...FAST_TIMING.llm, callTimeoutMs: 250 },
  web: { ...FAST_TIMING.web, searchTimeoutMs: 250 },
} satisfies NonNullable<EngineDeps["timing"]>;

const unavailable = (e: unknown) => e instanceof EngineUnavailableError && e.retryAfterSeconds > 0;

before(async () => {
  pages = await startFakePages("127.0.0.2");
  search = await startFakeSearch();
  llm = await startFakeLlm(honestModel("330 metres", "supported"));
  pages.pages = { "/eiffel": { html: article("Eiffel", ["The tower is 330 metres tall and was completed in 1889."]) } };
});

after(async () => {
  await Promise.all(engines.map((e) => e.close?.()));
  await Promise.all([pages.close(), search.close(), llm.close()]);
});

beforeEach(() => {
  search.results = [{ url: `${pages.url}/eiffel`, title: "Eiffel", snippet: "" }];
  search.faults = [];
  search.requests.length = 0;
  llm.seen.length = 0;
  llm.respond = honestModel("330 metres", "supported");
});

describe("search faults", () => {
  for (const fault of ["429", "500", "503", "garbage", "reset", "hang"] as Fault[]) {
    it(`retries a search ${fault} and then answers`, async () => {
      search.faults = [fault, fault];
      const v = await engineWith({}, SHORT_TIMEOUTS).verify(CLAIM);
      assert.equal(v.verdict, "supported");
      assert.equal(search.requests.length, 3);
    });
  }

  it("gives up with EngineUnavailableError (503, free) when every try fails", async () => {
    search.faults = ["500", "429", "503", "500", "500", "500"];
    await assert.rejects(engineWith().verify(CLAIM), unavailable);
    assert.equal(llm.seen.length, 0, "no model call without evidence");
  });

  it("does not retry a refused key (401) and reports it as unavailable", async () => {
    await assert.rejects(engineWith({ SEARCH_PROVIDER: "tavily", SEARCH_API_KEY: "wrong" }).verify(CLAIM), (e: unknown) => unavailable(e) && /401/.test((e as Error).message));
    assert.equal(search.requests.length, 1);
  });

  it("stops at the deadline when the search hangs on every try", async () => {
    search.faults = Array(10).fill("hang");
    await assert.rejects(
      engineWith({}, { ...FAST_TIMING, deadlineMs: 600, web: { ...FAST_TIMING.web, searchTimeoutMs: 5_000, attempts: 5 } }).verify(CLAIM),
      unavailable,
    );
    assert.ok(search.requests.length <= 2);
  });
});

describe("model faults", () => {
  for (const fault of ["429", "500", "garbage", "reset", "hang"] as Fault[]) {
    it(`retries a model ${fault} and then answers`, async () => {
      let n = 0;
      llm.respond = (req) => (++n <= 2 ? { fault } : honestModel("330 metres", "supported")(req));
      const v = await engineWith({}, SHORT_TIMEOUTS).verify(CLAIM);
      assert.equal(v.verdict, "supported");
      assert.equal(n, 3);
    });
  }

  it("gives up with EngineUnavailableError when the model keeps failing, after a real search", async () => {
    llm.respond = () => ({ fault: "500" });
    await assert.rejects(engineWith().verify(CLAIM), unavailable);
    assert.equal(llm.seen.length, 3);
  });

  it("the quick tier's model failing is a 503 too", async () => {
    llm.respond = () => ({ fault: "503" });
    await assert.rejects(engineWith({ LLM_MODEL_QUICK: "small-1" }).verify({ ...CLAIM, tier: "quick" }), unavailable);
  });
});

describe("misconfiguration of grounded tiers is a 503, not a charged uncertain", () => {
  const cases: [string, Record<string, string>][] = [
    ["brave without a key", { SEARCH_PROVIDER: "brave", SEARCH_API_KEY: "" }],
    ["tavily without a key", { SEARCH_PROVIDER: "tavily", SEARCH_API_KEY: "" }],
    ["searxng without an instance URL", { SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: "" }],
    ["a corpus folder that does not exist", { SEARCH_PROVIDER: "corpus", CORPUS_DIR: "/nonexistent/verity-corpus" }],
  ];
  for (const [name, env] of cases) {
    it(name, async () => {
      const engine = engineWith(env);
      await assert.rejects(engine.verify(CLAIM), unavailable);
      await assert.rejects(engine.verify({ ...CLAIM, tier: "pro" }), unavailable);
      assert.equal(llm.seen.length, 0);
    });
  }

  it("a search endpoint that refuses connections", async () => {
    await assert.rejects(engineWith({ SEARCH_BASE_URL: "http://127.0.0.1:9" }).verify(CLAIM), unavailable);
  });
});

describe("pages", () => {
  it("pages that never answer before the deadline: 503, not a charged uncertain", async () => {
    pages.pages["/hang"] = { html: "", fault: "hang" };
    search.results = [{ url: `${pages.url}/hang`, title: "hang", snippet: "" }];
    await assert.rejects(engineWith({}, { ...FAST_TIMING, deadlineMs: 500, web: { ...FAST_TIMING.web, pageTimeoutMs: 5_000 } }).verify(CLAIM), (e: unknown) =>
      unavailable(e) && /deadline/.test((e as Error).message),
    );
    assert.equal(llm.seen.length, 0);
  });

  it("an uncertain reached without judging anything is not cached; a judged verdict is", async () => {
    search.results = [{ url: `${pages.url}/missing`, title: "missing", snippet: "" }];
    const engine = engineWith({ VERDICT_CACHE_TTL_SECONDS: "600" });
    assert.equal((await engine.verify(CLAIM)).verdict, "uncertain");
    search.results = [{ url: `${pages.url}/eiffel`, title: "Eiffel", snippet: "" }];
    assert.equal((await engine.verify(CLAIM)).verdict, "supported", "the unjudged uncertain was not reused");
    const calls = llm.seen.length;
    assert.equal((await engine.verify(CLAIM)).verdict, "supported");
    assert.equal(llm.seen.length, calls, "the judged verdict was reused");
  });
});
