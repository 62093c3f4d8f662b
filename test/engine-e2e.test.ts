/**
 * The engine through the paid HTTP routes (embedded chain, real x402 buyer): a grounded verdict with verified
 * quotes is charged; an engine that cannot make a real attempt answers 503 with Retry-After and the buyer's USDC
 * does not move; a cached verdict is still charged.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { TIERS } from "../src/contract/tiers.js";
import { article, honestModel, startFakeLlm, startFakePages, startFakeSearch, type FakeLlm, type FakePages, type FakeSearch } from "./engine-fakes.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

const price = (path: string) => BigInt(TIERS.find((t) => t.path === path)!.amountAtomic);

let pages: FakePages;
let search: FakeSearch;
let llm: FakeLlm;

before(async () => {
  pages = await startFakePages("127.0.0.2");
  pages.pages = { "/eiffel": { html: article("Eiffel Tower", ["The Eiffel Tower is in Paris.", "The tower is 330 metres tall and was completed in 1889."]) } };
  search = await startFakeSearch();
  search.results = [{ url: `${pages.url}/eiffel`, title: "Eiffel Tower", snippet: "" }];
  llm = await startFakeLlm(honestModel("330 metres", "supported"));
});

after(async () => {
  await Promise.all([pages.close(), search.close(), llm.close()]);
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SEARCH_PROVIDER: "brave",
    SEARCH_BASE_URL: search.url,
    SEARCH_API_KEY: "k",
    LLM_PROVIDER: "openai",
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: "sk",
    LLM_MODEL_QUICK: "small-1",
    LLM_MODEL_STANDARD: "medium-1",
    LLM_MODEL_PRO: "large-1",
    NET_ALLOW: "127.0.0.2",
    VERDICT_CACHE_TTL_SECONDS: "600",
    ...extra,
  };
}

describe("engine through the paid routes", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack(env());
  });
  after(async () => {
    await stack?.stop();
  });

  it("/verify: supported with a verified quote, charged once; the same claim again is cached and charged again", async () => {
    const start = await stack.usdcBalance(stack.buyer);
    const calls = llm.seen.length;
    const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify`, { claim: "The Eiffel Tower is 330 metres tall." });
    assert.equal(res.status, 200, await res.clone().text());
    const body = (await res.json()) as { verdict: string; evidence: string[] };
    assert.equal(body.verdict, "supported");
    assert.match(body.evidence[0]!, /^"The tower is 330 metres tall and was completed in 1889\." \(http:\/\/127\.0\.0\.2:\d+\/eiffel, fetched /);
    assert.equal(await stack.usdcBalance(stack.buyer), start - price("/verify"));

    const again = await postJson(stack.payFetch, `${stack.apiUrl}/verify`, { claim: "The Eiffel Tower is 330 metres tall." });
    assert.equal(again.status, 200);
    assert.deepEqual(((await again.json()) as { evidence: string[] }).evidence, body.evidence);
    assert.equal(llm.seen.length, calls + 1, "the second answer came from the verdict cache");
    assert.equal(await stack.usdcBalance(stack.buyer), start - 2n * price("/verify"));
  });

  it("/verify/pro returns the queries, URLs, fetch times, hashes and model in its reasoning", async () => {
    const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify/pro`, { claim: "The Eiffel Tower is 330 metres tall.", context: "landmark" });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { reasoning: string };
    assert.match(body.reasoning, /Reproducibility: search brave; queries \[/);
    assert.match(body.reasoning, /\/eiffel \(HTTP 200 at [\dT:.-]+Z, sha256 [0-9a-f]{64}\)/);
    assert.match(body.reasoning, /model large-1-2026-08-01/);
  });

  it("a model outage is a 503 with Retry-After and the buyer pays nothing", async () => {
    llm.respond = () => ({ fault: "500" });
    try {
      const start = await stack.usdcBalance(stack.buyer);
      const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify`, { claim: "The Eiffel Tower was designed in 1884." });
      assert.equal(res.status, 503);
      assert.ok(Number(res.headers.get("retry-after")) > 0);
      assert.match(((await res.json()) as { detail: string }).detail, /language model could not be reached/);
      assert.equal(await stack.usdcBalance(stack.buyer), start);
    } finally {
      llm.respond = honestModel("330 metres", "supported");
    }
  });
});

describe("misconfigured grounded tier through the paid route", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack(env({ SEARCH_API_KEY: "" }));
  });
  after(async () => {
    await stack?.stop();
  });

  it("brave without a key: /verify is 503 and free, /verify/quick still answers", async () => {
    const start = await stack.usdcBalance(stack.buyer);
    const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify`, { claim: "The Eiffel Tower is 330 metres tall." });
    assert.equal(res.status, 503);
    assert.ok(Number(res.headers.get("retry-after")) > 0);
    assert.match(((await res.json()) as { detail: string }).detail, /SEARCH_API_KEY/);
    assert.equal(await stack.usdcBalance(stack.buyer), start);

    llm.respond = () => ({ verdict: "supported", confidence: 0.9, reasoning: "Well known.", quotes: [] });
    try {
      const quick = await postJson(stack.payFetch, `${stack.apiUrl}/verify/quick`, { claim: "Paris is the capital of France." });
      assert.equal(quick.status, 200);
      assert.equal(((await quick.json()) as { verdict: string }).verdict, "supported");
      assert.equal(await stack.usdcBalance(stack.buyer), start - price("/verify/quick"));
    } finally {
      llm.respond = honestModel("330 metres", "supported");
    }
  });
});
