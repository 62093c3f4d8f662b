/**
 * A malformed PAYMENT-SIGNATURE header, sent to the running `verity serve`: not base64, base64 of garbage,
 * base64 of JSON that is not a payment, and a header of 12 KB. Each is a 402 whose body and challenge say
 * why (invalid_payment_header, or the payload's own reason), and the process logs one JSON line per attempt
 * on stderr, never a plain-text stack trace.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { decodePaymentRequiredHeader } from "@x402/core/http";

const CLI = path.resolve("src/cli.ts");
const b64 = (text: string) => Buffer.from(text).toString("base64");

describe("malformed PAYMENT-SIGNATURE headers against the running service", () => {
  let child: ChildProcess;
  let apiUrl = "";
  let stderr = "";
  before(async () => {
    child = spawn(process.execPath, ["--import", "tsx", CLI, "serve"], {
      env: {
        ...process.env,
        LOG_LEVEL: "info",
        PORT: "0",
        SCAN_PORT: "0",
        DEV_CHAIN_PORT: "0",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "verity-header-")),
        SEARCH_PROVIDER: "corpus",
        CORPUS_DIR: path.resolve("test/fixtures/corpus"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr!.on("data", (c) => (stderr += c));
    let stdout = "";
    apiUrl = await new Promise<string>((resolve, reject) => {
      child.stdout!.on("data", (c) => {
        stdout += c;
        const match = /paid api:\s+(http:\/\/\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.once("exit", () => reject(new Error(`serve exited: ${stdout}\n${stderr}`)));
    });
  });
  after(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  });

  const cases: [string, string, string][] = [
    ["not base64", "!!!not-base64!!!", "invalid_payment_header"],
    ["base64 of garbage", b64("\u0000\u00ffgarbage{{{"), "invalid_payment_header"],
    ["base64 of a JSON array", b64("[1,2,3]"), "invalid_payment_header"],
    ["12 KB of base64", "QUFB".repeat(3000), "invalid_payment_header"],
    ["JSON that is not a v2 payment", b64(JSON.stringify({ x402Version: 2, accepted: "x", payload: 7 })), "invalid_payload"],
    ["a v1 payload in the v2 header", b64(JSON.stringify({ x402Version: 1, scheme: "exact", network: "base", payload: {} })), "unsupported_x402_version"],
  ];

  for (const [name, header, reason] of cases) {
    it(`${name}: 402 ${reason} with the route's challenge, no verdict`, async () => {
      const res = await fetch(`${apiUrl}/verify/quick`, {
        method: "POST",
        headers: { "content-type": "application/json", "payment-signature": header },
        body: JSON.stringify({ claim: "The Eiffel Tower is in Paris." }),
      });
      assert.equal(res.status, 402);
      const body = (await res.json()) as Record<string, unknown>;
      assert.equal(body.error, reason);
      assert.equal(typeof body.detail, "string");
      assert.ok(!("verdict" in body));
      assert.equal(res.headers.get("cache-control"), "no-store");
      const challenge = decodePaymentRequiredHeader(res.headers.get("payment-required")!);
      assert.equal(challenge.error, reason);
      assert.equal(challenge.accepts[0]!.amount, "20000");
    });
  }

  it("stderr holds only JSON log lines, one per malformed header, and no stack trace", async () => {
    await new Promise((r) => setTimeout(r, 300)); // pino writes asynchronously
    const lines = stderr.split("\n").filter((l) => l.trim() !== "");
    for (const line of lines) assert.doesNotThrow(() => JSON.parse(line), `not a JSON log line: ${line}`);
    assert.ok(!/^\s+at /m.test(stderr), "no stack trace");
    const malformed = lines.map((l) => JSON.parse(l) as { event?: string; why?: string }).filter((l) => l.event === "payment-header-malformed");
    assert.equal(malformed.length, 4);
    assert.ok(malformed.every((l) => typeof l.why === "string"));
  });
});
