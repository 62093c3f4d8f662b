/**
 * Configuration errors never print credentials: a REDIS_URL, FACILITATOR_URL or other URL holding a user and
 * password (or a key in its query), a value that does not parse at all, a private key pasted into PAY_TO, and a
 * facilitator whose error answer echoes secrets all stop `verity serve` with a message naming the variable,
 * and no secret on stdout or stderr.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";

import { ConfigError, loadConfig } from "../src/config.js";

const CLI = path.resolve("src/cli.ts");
const SECRET = "s3cr3tPa55";

async function serve(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, "serve"], {
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      PORT: "0",
      SCAN_PORT: "0",
      DEV_CHAIN_PORT: "0",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "verity-secrets-")),
      SEARCH_PROVIDER: "corpus",
      CORPUS_DIR: path.resolve("test/fixtures/corpus"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const code = await new Promise<number>((resolve) => child.once("exit", (c) => resolve(c ?? -1)));
  return { code, output };
}

const facilitatorEnv = { PAYMENTS: "facilitator", PAY_TO: "0x90F79bf6EB2c4f870365E785982E1f101E93b906" };

describe("configuration error messages (loadConfig, the same messages serve prints)", () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ["FACILITATOR_URL with a password and the wrong scheme", { ...facilitatorEnv, FACILITATOR_URL: `ftp://x402:${SECRET}@facilitator.example/` }, /^FACILITATOR_URL: must be an http\(s\) URL, got ftp:\/\/\*\*\*@facilitator\.example$/],
    ["a key in FACILITATOR_URL's query", { ...facilitatorEnv, FACILITATOR_URL: `https://facilitator.example/x402?api_key=${SECRET}` }, /^FACILITATOR_URL: must not hold .*https:\/\/facilitator\.example\/x402\?…/],
    ["LLM_BASE_URL with credentials and a bad port", { LLM_BASE_URL: `https://u:${SECRET}@llm.example:99999/v1` }, /^LLM_BASE_URL: .*not shown/],
    ["REDIS_URL that does not parse", { REDIS_URL: `redis://cache:${SECRET}@[::1` }, /^REDIS_URL: .*not shown/],
    ["FACILITATOR_URL that is not a URL", { ...facilitatorEnv, FACILITATOR_URL: `token=${SECRET}` }, /^FACILITATOR_URL: .*not shown/],
    ["credentials in FACILITATOR_URL", { ...facilitatorEnv, FACILITATOR_URL: `http://x402:${SECRET}@127.0.0.1:9` }, /^FACILITATOR_URL: must not hold a user, password, query or fragment \(got http:\/\/\*\*\*@127\.0\.0\.1:9\)/],
    ["SEARCH_BASE_URL with credentials and another scheme", { SEARCH_BASE_URL: `gopher://u:${SECRET}@search.example/` }, /^SEARCH_BASE_URL: .*gopher:\/\/\*\*\*@search\.example/],
  ];
  for (const [name, env, message] of cases) {
    it(`${name}: a ConfigError naming the variable, without the secret`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && message.test(error.message) && !error.message.includes(SECRET),
      );
    });
  }
});

describe("configuration errors never print credentials (verity serve)", () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ["REDIS_URL with a password and the wrong scheme", { REDIS_URL: `http://cache:${SECRET}@cache.internal:6379/0` }, /REDIS_URL: .*\*\*\*@cache\.internal/],
    ["a private key pasted into PAY_TO", { PAY_TO: `0x${"ab".repeat(31)}${SECRET.length.toString(16).padStart(2, "0")}` }, /PAY_TO: .*not shown/],
  ];
  for (const [name, env, message] of cases) {
    it(`${name}: exit 1, the variable is named, the secret is not printed`, async () => {
      const { code, output } = await serve(env);
      assert.equal(code, 1, output);
      assert.match(output, message);
      for (const value of Object.values(env)) {
        if (value.includes(SECRET)) assert.ok(!output.includes(SECRET), output);
      }
      if (env.PAY_TO) assert.ok(!output.includes(env.PAY_TO.slice(2, 20)), output);
    });
  }

  describe("a facilitator whose error answer echoes secrets", () => {
    let echo: http.Server;
    let port = 0;
    before(async () => {
      echo = http.createServer((req, res) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(`upstream failure for ${req.url} auth=${req.headers.authorization ?? ""} key=${SECRET}-from-facilitator`);
      });
      await new Promise<void>((r) => echo.listen(0, "127.0.0.1", r));
      port = (echo.address() as AddressInfo).port;
    });
    after(() => {
      echo.close();
    });
    const cases: [string, () => string, RegExp][] = [
      ["a plain FACILITATOR_URL: reported by status only", () => `http://127.0.0.1:${port}/x402`, /FACILITATOR_URL: could not reach the facilitator \(facilitator http:\/\/127\.0\.0\.1:\d+\/x402\): Error, HTTP 500/],
    ];
    for (const [name, url, message] of cases) {
      it(`${name}; no secret printed`, async () => {
        const { code, output } = await serve({ ...facilitatorEnv, FACILITATOR_URL: url() });
        assert.equal(code, 1, output);
        assert.match(output, message);
        assert.ok(!output.includes(SECRET), output);
      });
    }
  });
});
