/**
 * Logs an operator can follow: one JSON line per request with its id (echoed as X-Request-Id), route, status,
 * duration, payer and settlement transaction; the same id on every other line written while handling it; never a
 * payment signature. The service's real pino logger writes into a stream the test reads.
 */
import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { createLogger } from "../src/log.js";
import { recordingPayFetch } from "./support/recordingPayFetch.js";
import { postJson, startStack, type Stack } from "./support/stack.js";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const raw = () => lines.map((l) => JSON.stringify(l)).join("\n");

describe("request logs", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({}, { log: createLogger("info", sink) });
  });
  after(async () => {
    await stack?.stop();
  });

  const requestLine = (id: string) => lines.find((l) => l.event === "request" && l.request_id === id);

  it("a paid call: one request line with route, status, duration, payer and transaction; its other lines carry the same id; no signature anywhere", async () => {
    const sent: string[] = [];
    const res = await postJson(recordingPayFetch(sent), `${stack.apiUrl}/verify/quick`, { claim: "The Eiffel Tower is in Paris.", context: "The Eiffel Tower stands in Paris." });
    assert.equal(res.status, 200);
    const id = res.headers.get("x-request-id")!;
    assert.match(id, /^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 100));
    const line = requestLine(id)!;
    assert.ok(line, raw());
    assert.equal(line.route, "/verify/quick");
    assert.equal(line.status, 200);
    assert.equal(line.listener, "api");
    assert.equal(typeof line.duration_ms, "number");
    assert.equal(String(line.payer).toLowerCase(), stack.buyer.toLowerCase());
    assert.match(String(line.transaction), /^0x[0-9a-f]{64}$/);
    const related = lines.filter((l) => l.request_id === id && l.event !== "request");
    assert.ok(related.some((l) => l.event === "payment-settled"), "the settlement line has the request's id");
    assert.ok(sent.length > 0, "a payment header was sent");
    for (const header of sent) {
      assert.ok(!raw().includes(header), "the PAYMENT-SIGNATURE header never reaches the log");
      const signature = (JSON.parse(Buffer.from(header, "base64").toString()) as { payload: { signature: string } }).payload.signature;
      assert.ok(!raw().includes(signature.slice(2, 42)), "nor the signature inside it");
    }
  });

  it("keeps a well-formed incoming X-Request-Id, replaces a malformed one, and logs trial and unpaid requests too", async () => {
    const kept = await fetch(`${stack.apiUrl}/health`, { headers: { "x-request-id": "lb-7f3a:42" } });
    assert.equal(kept.headers.get("x-request-id"), "lb-7f3a:42");
    const replaced = await fetch(`${stack.apiUrl}/health`, { headers: { "x-request-id": "x".repeat(300) } });
    assert.match(replaced.headers.get("x-request-id")!, /^[0-9a-f-]{36}$/);
    const unpaid = await postJson(fetch, `${stack.apiUrl}/verify`, { claim: "x" });
    assert.equal(unpaid.status, 402);
    const trial = await postJson(fetch, `${stack.scanUrl}/scan`, { text: "short" });
    assert.equal(trial.status, 422);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(requestLine("lb-7f3a:42")?.route, "/health");
    assert.deepEqual([requestLine(unpaid.headers.get("x-request-id")!)?.status, requestLine(unpaid.headers.get("x-request-id")!)?.payer], [402, null]);
    const t = requestLine(trial.headers.get("x-request-id")!)!;
    assert.deepEqual([t.listener, t.route, t.status], ["trial", "/scan", 422]);
  });
});
