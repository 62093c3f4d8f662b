/**
 * Upstream error bodies are never echoed to paying callers: when the search provider or the language model
 * answers with an error whose body holds secret-looking text, the paid route answers 503 with a fixed reason
 * code and Retry-After, nothing is charged, and the upstream text reaches only the operator's log.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { pino } from "pino";
import { postJson, startStack, type Stack } from "./support/stack.js";

const SECRET = "sk-live-UPSTREAM-SECRET-4f9a1c";

/** A loopback HTTP server that answers every request with `status` and a body naming a secret. */
async function failingUpstream(status: number): Promise<{ url: string; hits: number; close(): Promise<void> }> {
  const state = { hits: 0 };
  const server = http.createServer((req, res) => {
    state.hits++;
    req.resume();
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `internal: key ${SECRET} rejected for org acme at db-7.internal:5432` } }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get hits() {
      return state.hits;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("503 bodies carry a fixed reason code, never upstream text", () => {
  let stack: Stack;
  let llm: Awaited<ReturnType<typeof failingUpstream>>;
  let search: Awaited<ReturnType<typeof failingUpstream>>;
  const logLines: string[] = [];
  before(async () => {
    llm = await failingUpstream(400);
    search = await failingUpstream(403);
    const sink = new Writable({
      write(chunk, _enc, done) {
        logLines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    stack = await startStack(
      {
        SEARCH_PROVIDER: "brave",
        SEARCH_BASE_URL: search.url,
        SEARCH_API_KEY: "k",
        LLM_PROVIDER: "openai",
        LLM_BASE_URL: `${llm.url}/v1`,
        LLM_API_KEY: "sk",
        LLM_MODEL_QUICK: "small-1",
        LLM_MODEL_STANDARD: "medium-1",
        LLM_MODEL_PRO: "large-1",
        VERDICT_CACHE_TTL_SECONDS: "0",
      },
      { log: pino({ level: "info" }, sink) },
    );
  });
  after(async () => {
    await stack?.stop();
    await Promise.all([llm?.close(), search?.close()]);
  });

  for (const [path, reason, upstream] of [
    ["/verify/quick", "llm_unavailable", () => llm],
    ["/verify", "search_unavailable", () => search],
  ] as const) {
    it(`${path}: the upstream's error body is not in the 503 (${reason}), nothing is charged, the log has it`, async () => {
      const before = await stack.usdcBalance(stack.buyer);
      const hitsBefore = upstream().hits;
      const res = await postJson(stack.payFetch, stack.apiUrl + path, { claim: "The Eiffel Tower is in Paris.", context: "It stands in Paris." });
      const text = await res.text();
      assert.equal(res.status, 503, text);
      assert.ok(upstream().hits > hitsBefore, "the upstream was really asked");
      assert.ok(!text.includes(SECRET) && !text.includes("db-7.internal") && !text.includes("acme"), text);
      const body = JSON.parse(text) as { error: string; detail: string };
      assert.equal(body.error, reason);
      assert.match(body.detail, /Nothing was charged/);
      assert.ok(Number(res.headers.get("retry-after")) > 0);
      for (const [name, value] of res.headers) assert.ok(!value.includes(SECRET), name);
      assert.equal(res.headers.get("payment-response"), null);
      assert.equal(await stack.usdcBalance(stack.buyer), before);
      assert.ok(logLines.some((l) => l.includes(SECRET)), "the operator's log keeps what the upstream said");
    });
  }
});
