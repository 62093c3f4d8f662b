/**
 * GET /metrics on its own listener (METRICS_PORT): Prometheus text from prom-client, and the counters move with
 * real traffic through the public surface: paid calls that settle on the embedded chain, a verdict-cache hit, a
 * refused payment, a paid call answered with an error (released, not charged), a trial quota refusal, and an
 * unreachable search provider (upstream errors by provider).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { closedPort } from "./support/ports.js";
import { postJson, startStack, type Stack } from "./support/stack.js";


/** The value of one sample, e.g. value(text, 'verity_payments_total', { outcome: "settled", reason: "ok" }); 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name) || line.startsWith("#")) continue;
    const m = /^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

describe("metrics listener", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ METRICS_PORT: "0", SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: `http://127.0.0.1:${await closedPort()}`, TRUST_PROXY: "127.0.0.1" });
  });
  after(async () => {
    await stack?.stop();
  });

  const scrape = async () => {
    const res = await fetch(stack.services.metricsUrl!);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/plain/);
    return res.text();
  };

  it("serves Prometheus text on its own loopback port, not on the api or trial listeners", async () => {
    assert.match(stack.services.metricsUrl!, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const text = await scrape();
    assert.match(text, /# TYPE verity_payments_total counter/);
    assert.match(text, /# TYPE verity_settlement_seconds histogram/);
    assert.equal((await fetch(`${stack.apiUrl}/metrics`)).status, 404);
  });

  it("the counters move with paid, refused, released, cached, rate-limited and upstream-failing traffic", async () => {
    const before = await scrape();
    const body = { claim: "The Eiffel Tower is in Paris.", context: "The Eiffel Tower stands in Paris." };
    // Two paid calls for the same input: the second is a verdict-cache hit. Both settle.
    for (let i = 0; i < 2; i++) assert.equal((await postJson(stack.payFetch, `${stack.apiUrl}/verify/quick`, body)).status, 200);
    // A payment header that does not decode: refused.
    const bad = await postJson(fetch, `${stack.apiUrl}/verify/quick`, body, { "payment-signature": "not-base64!" });
    assert.equal(bad.status, 402);
    // A paid call answered with an error (no context with no LLM): released, not charged.
    assert.equal((await postJson(stack.payFetch, `${stack.apiUrl}/verify/quick`, { claim: "The Eiffel Tower is in Paris." })).status, 422);
    // Four contradiction checks from one client (3 an hour): one refused by the limit.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await postJson(fetch, `${stack.scanUrl}/consistency`, { urls: ["http://127.0.0.1:9/a", "http://127.0.0.1:9/b"] }, { "x-forwarded-for": "198.51.100.77" })).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    // A scan with the search provider down: upstream errors, counted by provider.
    assert.equal((await postJson(fetch, `${stack.scanUrl}/scan`, { text: "The Golden Gate Bridge opened in 1937 in San Francisco." }, { "x-forwarded-for": "198.51.100.78" })).status, 200);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    assert.equal(delta("verity_payments_total", { outcome: "verified", reason: "ok" }), 3);
    assert.equal(delta("verity_payments_total", { outcome: "settled", reason: "ok" }), 2);
    assert.equal(delta("verity_payments_total", { outcome: "released", reason: "error_answer" }), 1);
    assert.equal(delta("verity_payments_total", { outcome: "refused", reason: "invalid_payment_header" }), 1);
    assert.equal(delta("verity_http_requests_total", { listener: "api", route: "/verify/quick", status: "200" }), 2);
    assert.equal(delta("verity_http_requests_total", { listener: "trial", route: "/consistency", status: "429" }), 1);
    assert.equal(delta("verity_facilitator_verify_seconds_count"), 3);
    assert.equal(delta("verity_settlement_seconds_count"), 2);
    assert.equal(delta("verity_verdict_cache_total", { result: "hit" }), 1);
    assert.ok(delta("verity_verdict_cache_total", { result: "miss" }) >= 1);
    assert.ok(delta("verity_engine_stage_seconds_count", { stage: "judge" }) >= 1);
    assert.equal(delta("verity_rate_limit_rejections_total"), 1);
    assert.ok(delta("verity_upstream_errors_total", { provider: "searxng" }) >= 1, after.split("\n").filter((l) => l.includes("upstream")).join("\n"));
    assert.equal(value(after, "verity_paid_requests_in_flight"), 0);
  });
});
