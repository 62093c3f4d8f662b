/**
 * Graceful drain of a real `verity serve` process (issue 14, items 5 and 6): SIGTERM in the middle of a paid request
 * whose model answers slowly. Within DRAIN_TIMEOUT_MS the buyer gets the answer and pays exactly once, /ready turns
 * 503 at once, and the process exits 0; past the deadline the request is given up: a free 503 shutting_down, no money
 * moves, exit 0. The model is a real loopback HTTP server speaking the OpenAI chat-completions protocol.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { createPublicClient, http as viemHttp, type Address } from "viem";
import { PAYMENT } from "../src/contract/tiers.js";
import { devAccount, FIAT_TOKEN_ABI } from "../src/payments/devChain.js";
import { payingFetch, postJson } from "./support/stack.js";

/** An OpenAI-compatible model that takes `delayMs` to answer "uncertain" (the quick tier's LLM judge). */
function slowModel(delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      setTimeout(() => {
        const content = JSON.stringify({ verdict: "uncertain", confidence: 0.3, reasoning: "A slow model could not settle it.", quotes: [] });
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-slow",
            object: "chat.completion",
            created: 1763850000,
            model: "slow-model",
            choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      }, delayMs);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) }),
    ),
  );
}

/** Nodes a test started; one a failed assertion left running is stopped after the file. */
const nodes = new Set<ReturnType<typeof spawn>>();
after(() => {
  for (const child of nodes) child.kill("SIGKILL");
});

function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/cli.ts"), "serve"], {
    env: {
      ...process.env,
      PORT: "0",
      SCAN_PORT: "0",
      DEV_CHAIN_PORT: "0",
      LOG_LEVEL: "silent",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "verity-drain-")),
      SEARCH_PROVIDER: "corpus",
      CORPUS_DIR: path.resolve("test/fixtures/corpus"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  nodes.add(child);
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.resume();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => (nodes.delete(child), resolve(code))));
  const up = new Promise<{ apiUrl: string; rpcUrl: string }>((resolve, reject) => {
    child.stdout.on("data", () => {
      const api = /paid api:\s+(http:\/\/\S+)/.exec(out);
      const rpc = /RPC URL:\s+(http:\/\/\S+)/.exec(out);
      if (api && rpc && /Try it:/.test(out)) resolve({ apiUrl: api[1]!, rpcUrl: rpc[1]! });
    });
    void exited.then(() => reject(new Error(`serve exited early:\n${out}`)));
  });
  return { child, up, exited, out: () => out };
}

async function usdc(rpcUrl: string, address: Address): Promise<bigint> {
  const client = createPublicClient({ transport: viemHttp(rpcUrl) });
  return (await client.readContract({ address: PAYMENT.assetAddress as Address, abi: FIAT_TOKEN_ABI, functionName: "balanceOf", args: [address] } as never)) as bigint;
}

const BODY = { claim: "The Eiffel Tower is in Paris.", context: "The Eiffel Tower stands on the Champ de Mars in Paris." };

/** `verity chain`: a dev chain that outlives the nodes, so balances can be read after a node has exited. */
function chainProcess(): Promise<{ rpcUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/cli.ts"), "chain", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stderr.resume();
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (c) => {
      out += c;
      const m = /RPC URL: (http:\/\/\S+)/.exec(out);
      if (m && /Start nodes on it/.test(out)) {
        resolve({
          rpcUrl: m[1]!,
          stop: () => new Promise<void>((r) => (child.once("exit", () => r()), child.kill("SIGTERM"))),
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`verity chain exited ${code}: ${out}`)));
  });
}

describe("SIGTERM drains a node", () => {
  let quick: Awaited<ReturnType<typeof slowModel>>;
  let slow: Awaited<ReturnType<typeof slowModel>>;
  let chain: Awaited<ReturnType<typeof chainProcess>>;
  before(async () => {
    quick = await slowModel(2000);
    slow = await slowModel(8000);
    chain = await chainProcess();
  });
  after(async () => {
    await quick?.close();
    await slow?.close();
    await chain?.stop();
  });

  const llm = (url: string) => ({ LLM_PROVIDER: "openai", LLM_BASE_URL: url, LLM_API_KEY: "test-key", LLM_MODEL_QUICK: "slow-model" });

  it("a paid request in flight is answered and settled once, /ready turns 503, and the process exits 0", async () => {
    const node = serve({ ...llm(quick.url), DRAIN_TIMEOUT_MS: "20000", DEV_CHAIN_URL: chain.rpcUrl });
    const { apiUrl } = await node.up;
    const rpcUrl = chain.rpcUrl;
    assert.equal((await fetch(`${apiUrl}/ready`)).status, 200);
    const buyer = devAccount(4).address;
    const before = await usdc(rpcUrl, buyer);
    const answer = postJson(payingFetch(4), `${apiUrl}/verify/quick`, BODY);
    await new Promise((r) => setTimeout(r, 700)); // paid, verified, now waiting on the model
    node.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 150));
    const ready = await fetch(`${apiUrl}/ready`, { headers: { connection: "close" } });
    assert.equal(ready.status, 503);
    assert.equal(((await ready.json()) as { draining: boolean }).draining, true);
    const res = await answer;
    assert.equal(res.status, 200, await res.clone().text());
    assert.ok(res.headers.get("payment-response"), "settled");
    assert.equal(((await res.json()) as { verdict: string }).verdict, "uncertain");
    assert.equal(await node.exited, 0, node.out());
    // The shared chain outlives the node: the buyer paid exactly once.
    assert.equal(await usdc(rpcUrl, buyer), before - 20_000n);
  });

  it("past the deadline the request is given up: a free 503 shutting_down, no money moves, exit 0", async () => {
    const node = serve({ ...llm(slow.url), DRAIN_TIMEOUT_MS: "1000", DEV_CHAIN_URL: chain.rpcUrl });
    const { apiUrl } = await node.up;
    const rpcUrl = chain.rpcUrl;
    const buyer = devAccount(5).address;
    const before = await usdc(rpcUrl, buyer);
    const answer = postJson(payingFetch(5), `${apiUrl}/verify/quick`, BODY);
    await new Promise((r) => setTimeout(r, 700));
    node.child.kill("SIGTERM");
    const res = await answer;
    assert.equal(res.status, 503, await res.clone().text());
    assert.equal(((await res.json()) as { error: string }).error, "shutting_down");
    assert.equal(res.headers.get("payment-response"), null);
    assert.equal(await node.exited, 0, node.out());
    assert.equal(await usdc(rpcUrl, buyer), before, "no money moved");
  });
});
