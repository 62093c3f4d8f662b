/** The `verity` command as a user runs it: serve (banner, health, clean shutdown, config errors) and demo. */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { findAnvil } from "../src/payments/devChain.js";
import { startStack, type Stack } from "./support/stack.js";

const CLI = path.resolve("src/cli.ts");

/** Every process a test started, so one that a failed assertion left running is still stopped (with its anvil). */
const running = new Set<ReturnType<typeof spawn>>();
after(async () => {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }),
  );
});

function runCli(args: string[], env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c) => (stdout += c));
  child.stderr.on("data", (c) => (stderr += c));
  const exited = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? -1)));
  const matched = until
    ? new Promise<void>((resolve, reject) => {
        const check = () => (until.test(stdout) ? resolve() : undefined);
        child.stdout.on("data", check);
        exited.then(() => reject(new Error(`exited before printing ${until}: ${stdout}\n${stderr}`)));
      })
    : Promise.resolve();
  return { child, exited, matched, out: () => stdout, err: () => stderr };
}

const baseEnv = () => ({
  PORT: "0",
  SCAN_PORT: "0",
  DEV_CHAIN_PORT: "0",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "verity-cli-")),
  SEARCH_PROVIDER: "corpus",
  CORPUS_DIR: path.resolve("test/fixtures/corpus"),
});

describe("verity serve", () => {
  it("starts on embedded defaults, prints the dev-chain banner, serves, and stops cleanly on SIGTERM", async () => {
    const run = runCli(["serve"], baseEnv(), /trial tools:/);
    await run.matched;
    const out = run.out();
    assert.match(out, /DEVELOPMENT CHAIN: NO REAL MONEY/);
    assert.match(out, /RPC URL:\s+http:\/\/127\.0\.0\.1:\d+/);
    assert.match(out, /#9 0x[0-9a-fA-F]{40}/);
    const apiUrl = /paid api:\s+(http:\/\/\S+)/.exec(out)![1]!;
    const health = (await (await fetch(`${apiUrl}/health`)).json()) as { status: string };
    assert.equal(health.status, "ok");
    // The trial page links the paid route at the bound public address, not the configured port 0.
    const scanUrl = /trial tools:\s+(http:\/\/\S+)/.exec(out)![1]!;
    const page = await (await fetch(`${scanUrl}/`)).text();
    assert.ok(page.includes(`${apiUrl}/verify`), "the page names the paid route's real address");
    assert.ok(!page.includes("127.0.0.1:0/"), "no unbound port 0 in the page");
    run.child.kill("SIGTERM");
    assert.equal(await run.exited, 0);
  });

  it("when the web search cannot be reached, the banner says so with the exact offline command", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const run = runCli(["serve"], { ...baseEnv(), SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: `http://127.0.0.1:${port}` }, /Try it:/);
    await run.matched;
    const out = run.out();
    assert.match(out, /web search:\s+UNREACHABLE from this server \(searxng: the search request failed \(\w+\)\)/);
    assert.ok(out.includes("SEARCH_PROVIDER=corpus CORPUS_DIR=examples/corpus npm start"), out);
    run.child.kill("SIGTERM");
    assert.equal(await run.exited, 0);
    // Reachable (the corpus): no such note.
    const ok = runCli(["serve"], baseEnv(), /Try it:/);
    await ok.matched;
    assert.doesNotMatch(ok.out(), /UNREACHABLE/);
    ok.child.kill("SIGTERM");
    assert.equal(await ok.exited, 0);
  });

  it("runs the anvil found on PATH in preference to the bundled one, and says which in the banner", { skip: process.platform === "win32" }, async () => {
    const bundled = findAnvil({ PATH: "" });
    assert.match(bundled.from, /^@foundry-rs\/anvil-/);
    const dir = mkdtempSync(path.join(tmpdir(), "verity-anvil-path-"));
    const marker = path.join(dir, "used");
    // A developer's own anvil: here a wrapper that records being run, then runs the real binary.
    writeFileSync(path.join(dir, "anvil"), `#!/bin/sh\necho yes > ${JSON.stringify(marker)}\nexec ${JSON.stringify(bundled.path)} "$@"\n`, { mode: 0o755 });
    const run = runCli(["serve"], { ...baseEnv(), PATH: `${dir}${path.delimiter}${process.env.PATH ?? ""}` }, /Try it:/);
    await run.matched;
    assert.ok(run.out().includes(`anvil:          ${path.join(dir, "anvil")} (found on PATH)`), run.out());
    assert.equal(readFileSync(marker, "utf8").trim(), "yes");
    run.child.kill("SIGTERM");
    assert.equal(await run.exited, 0);
    // Without one on PATH, the platform package's binary runs.
    const plain = runCli(["serve"], baseEnv(), /Try it:/);
    await plain.matched;
    assert.match(plain.out(), /anvil:\s+\S+ \(from @foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\)/);
    plain.child.kill("SIGTERM");
    assert.equal(await plain.exited, 0);
  });

  it("an invalid setting stops the process with a message naming the variable", async () => {
    const run = runCli(["serve"], { ...baseEnv(), PAYMENTS: "bogus" });
    assert.equal(await run.exited, 1);
    assert.match(run.err(), /PAYMENTS: must be one of dev, facilitator/);
    const missing = runCli(["serve"], { ...baseEnv(), PAYMENTS: "facilitator" });
    assert.equal(await missing.exited, 1);
    assert.match(missing.err(), /FACILITATOR_URL: is required/);
    const proxy = runCli(["serve"], { ...baseEnv(), TRUST_PROXY: "not-an-ip" });
    assert.equal(await proxy.exited, 1);
    assert.match(proxy.err(), /configuration error: TRUST_PROXY: /);
    const allow = runCli(["serve"], { ...baseEnv(), NET_ALLOW: "10.0.0.0/99" });
    assert.equal(await allow.exited, 1);
    assert.match(allow.err(), /configuration error: NET_ALLOW: /);
  });

  it("a mainnet route on a testnet-only facilitator stops the process naming FACILITATOR_URL", async () => {
    // A real HTTP facilitator that, like x402.org, supports only Base Sepolia.
    const facilitator = http.createServer((req, res) => {
      res.setHeader("content-type", "application/json");
      if (req.url?.endsWith("/supported")) {
        res.end(JSON.stringify({ kinds: [{ x402Version: 2, scheme: "exact", network: "eip155:84532" }], extensions: [], signers: {} }));
      } else {
        res.statusCode = 404;
        res.end("{}");
      }
    });
    await new Promise<void>((r) => facilitator.listen(0, "127.0.0.1", r));
    try {
      const port = (facilitator.address() as { port: number }).port;
      const run = runCli(["serve"], {
        ...baseEnv(),
        PAYMENTS: "facilitator",
        FACILITATOR_URL: `http://127.0.0.1:${port}`,
        PAY_TO: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      });
      assert.equal(await run.exited, 1);
      assert.match(run.err(), /FACILITATOR_URL: the facilitator does not support exact on eip155:8453/);
    } finally {
      facilitator.close();
    }
  });
});

/** Runs every "check it offline" command the demo printed (as `verity receipt verify …`); returns how many passed. */
async function runPrintedReceiptChecks(out: string): Promise<number> {
  const commands = [...out.matchAll(/check it offline any time: npx verity (receipt verify \S+ --key \S+)/g)].map((m) => m[1]!.split(" "));
  let passed = 0;
  for (const args of commands) {
    const check = runCli(args, {});
    const code = await check.exited;
    assert.equal(code, 0, `${args.join(" ")}: ${check.out()} ${check.err()}`);
    assert.match(check.out(), /^valid: /);
    passed++;
  }
  return passed;
}

describe("verity demo", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it("pays every tier of a running service and shows challenge, payment, answer, settlement and balances", async () => {
    const saved = mkdtempSync(path.join(tmpdir(), "verity-demo-out-"));
    const run = runCli(["demo", "--url", stack.apiUrl, "--account", "5", "--out", saved], {});
    assert.equal(await run.exited, 0, run.err());
    const out = run.out();
    // Each receipt and the key document were saved, and the printed offline checks pass as printed.
    assert.equal(await runPrintedReceiptChecks(out), 3);
    assert.ok(out.includes(`Receipts and key documents are in ${saved}/`));
    for (const path of ["/verify/quick", "/verify", "/verify/pro"]) assert.ok(out.includes(`POST ${path} `), path);
    assert.equal(out.match(/unpaid → HTTP 402/g)?.length, 3);
    assert.equal(out.match(/settlement: success=true transaction=0x[0-9a-f]{64}/g)?.length, 3);
    assert.match(out, /buyer 10000\.00 USDC → 9999\.98 USDC/);
    assert.equal(out.match(/POST \/receipt\/verify says valid=true/g)?.length, 3);
  });

  it("when the service cannot reach its search provider, shows the grounded tiers on the example corpus", async () => {
    // A search endpoint that refuses connections stands in for "no internet": grounded tiers answer 503, free.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const offline = await startStack({ SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: `http://127.0.0.1:${port}` });
    try {
      // The demo starts its own corpus-backed service here; keep its key files out of the checkout.
      const saved = mkdtempSync(path.join(tmpdir(), "verity-demo-out-"));
      const run = runCli(["demo", "--url", offline.apiUrl, "--account", "6", "--out", saved], { DATA_DIR: baseEnv().DATA_DIR });
      assert.equal(await run.exited, 0, run.err());
      const out = run.out();
      // Receipts from both services (the running one, then the corpus-backed one) check against their own key documents.
      assert.equal(await runPrintedReceiptChecks(out), 3);
      assert.match(out, /--key \S+service-pubkey-2\.json/);
      assert.match(out, /could not reach its search provider \(503, nothing charged\)/);
      assert.match(out, /example corpus/);
      assert.match(out, /"verdict": "supported"/);
      assert.match(out, /"verdict": "unsupported"/);
      assert.equal(out.match(/settlement: success=true/g)?.length, 3, "the 503 was not charged; three answers were");
    } finally {
      await offline.stop();
    }
  });
});
