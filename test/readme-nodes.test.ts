/**
 * "Running several nodes" in the README, run as written (ports and data folders changed, `npx verity` run from the
 * source): one redis-server, `verity chain`, two `verity serve` nodes on them. Then, through both nodes: paid calls
 * settle on the one shared chain (balances read there), both publish identical key documents, the verdict cache is
 * shared (a verdict stored by node A is what node B answers), and the same payment sent to both is served once.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { Redis } from "ioredis";
import { createPublicClient, http as viemHttp, type Address } from "viem";
import { PAYMENT } from "../src/contract/tiers.js";
import { devAccount, FIAT_TOKEN_ABI } from "../src/payments/devChain.js";
import { eip3009Header } from "./support/payments.js";
import { freePort } from "./support/ports.js";
import { redisServerAvailable } from "./support/redisServer.js";
import { payingFetch, postJson } from "./support/stack.js";

const README = readFileSync(path.resolve("README.md"), "utf8");

function readmeBlock(): string {
  const section = README.slice(README.indexOf("## Running several nodes"));
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  assert.ok(block, "the README has the several-nodes command block");
  return block[1]!;
}


async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const BODY = { claim: "The Eiffel Tower is in Paris.", context: "The Eiffel Tower stands on the Champ de Mars in Paris." };

describe("README: running several nodes", { skip: redisServerAvailable ? false : "redis-server binary not found" }, () => {
  let shell: ChildProcess;
  let output = "";
  const ports = { redis: 0, chain: 0, a: 0, aScan: 0, b: 0, bScan: 0 };
  let nodeA = "";
  let nodeB = "";
  let rpcUrl = "";

  /** Starts the README's block on fresh ports and waits for both nodes. */
  async function start(): Promise<void> {
    for (const k of Object.keys(ports) as (keyof typeof ports)[]) ports[k] = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), "verity-nodes-"));
    const cli = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(path.resolve("src/cli.ts"))}`;
    const script = readmeBlock()
      .replaceAll("npx verity", cli)
      .replaceAll("6379", String(ports.redis))
      .replaceAll("8545", String(ports.chain))
      .replaceAll("PORT=8402 SCAN_PORT=8403", `PORT=${ports.a} SCAN_PORT=${ports.aScan}`)
      .replaceAll("PORT=8412 SCAN_PORT=8413", `PORT=${ports.b} SCAN_PORT=${ports.bScan}`)
      .replaceAll("DATA_DIR=.verity-a", `DATA_DIR=${dir}/a`)
      .replaceAll("DATA_DIR=.verity-b", `DATA_DIR=${dir}/b`);
    output = "";
    // Its own process group, so every background process of the block ends with the test.
    shell = spawn("bash", ["-c", `set -e\n${script}`], {
      cwd: path.resolve("."),
      detached: true,
      env: { ...process.env, LOG_LEVEL: "silent", SEARCH_PROVIDER: "corpus", CORPUS_DIR: path.resolve("test/fixtures/corpus") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    shell.stdout!.on("data", (c) => (output += c));
    shell.stderr!.on("data", (c) => (output += c));
    nodeA = `http://127.0.0.1:${ports.a}`;
    nodeB = `http://127.0.0.1:${ports.b}`;
    rpcUrl = `http://127.0.0.1:${ports.chain}`;
    await waitFor(`${nodeA}/ready`, 60_000);
    await waitFor(`${nodeB}/ready`, 30_000);
  }

  async function stop(): Promise<void> {
    if (!shell?.pid) return;
    try {
      process.kill(-shell.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  before(async () => {
    // A port found free may be taken by another test file before a node binds it (the node then never comes up):
    // one more try on fresh ports, within the file's time limit, and the block's output if that fails too.
    for (let attempt = 1; ; attempt++) {
      try {
        await start();
        return;
      } catch (error) {
        await stop();
        if (attempt === 2) throw new Error(`${(error as Error).message}\n${output}`);
      }
    }
  });
  after(stop);

  async function usdc(address: string): Promise<bigint> {
    const client = createPublicClient({ transport: viemHttp(rpcUrl) });
    return (await client.readContract({ address: PAYMENT.assetAddress as Address, abi: FIAT_TOKEN_ABI, functionName: "balanceOf", args: [address] } as never)) as bigint;
  }

  it("both nodes take payments that settle on the one shared chain", async () => {
    const payTo = ((await (await fetch(`${nodeA}/health`)).json()) as { payments: { payTo: string; devChainRpc: string } }).payments;
    assert.equal(payTo.devChainRpc, rpcUrl);
    const buyer = devAccount(3).address;
    const [buyerBefore, payeeBefore] = [await usdc(buyer), await usdc(payTo.payTo)];
    for (const node of [nodeA, nodeB]) {
      const res = await postJson(payingFetch(3), `${node}/verify/quick`, BODY);
      assert.equal(res.status, 200, await res.clone().text());
    }
    assert.equal(await usdc(buyer), buyerBefore - 40_000n);
    assert.equal(await usdc(payTo.payTo), payeeBefore + 40_000n);
  });

  it("both nodes publish identical key documents, and each verifies the other's receipts", async () => {
    for (const doc of ["/.well-known/service-pubkey.json", "/.well-known/did.json"]) {
      assert.equal(await (await fetch(nodeA + doc)).text(), await (await fetch(nodeB + doc)).text(), doc);
    }
    const answer = (await (await postJson(payingFetch(3), `${nodeA}/verify/quick`, { ...BODY, claim: "Paris is in France." })).json()) as { receipt: unknown };
    const check = (await (await postJson(fetch, `${nodeB}/receipt/verify`, answer)).json()) as { valid: boolean };
    assert.equal(check.valid, true);
  });

  it("the verdict cache is shared: a verdict node A stored is what node B answers", async () => {
    const body = { claim: "The Eiffel Tower is made of wrought iron.", context: "The Eiffel Tower is a wrought-iron lattice tower." };
    assert.equal((await postJson(payingFetch(6), `${nodeA}/verify/quick`, body)).status, 200);
    const redis = new Redis(`redis://127.0.0.1:${ports.redis}`);
    try {
      const keys = await redis.keys("verity:verdict:*");
      assert.equal(keys.length >= 1, true);
      // Mark every cached verdict; node B can only answer with the mark by reading it from the shared cache.
      for (const key of keys) {
        const cached = JSON.parse((await redis.get(key))!) as { reasoning: string };
        await redis.set(key, JSON.stringify({ ...cached, reasoning: `from the shared cache: ${key}` }), "KEEPTTL");
      }
    } finally {
      redis.disconnect();
    }
    const fromB = (await (await postJson(payingFetch(6), `${nodeB}/verify/quick`, body)).json()) as { reasoning: string };
    assert.match(fromB.reasoning, /^from the shared cache: verity:verdict:/);
  });

  it("one payment sent to both nodes at once is served once and settles once", async () => {
    const payer = devAccount(7);
    const headers = await eip3009Header(`${nodeA}/verify/quick`, payer);
    const before = await usdc(payer.address);
    const res = await Promise.all([nodeA, nodeB].map((n) => postJson(fetch, `${n}/verify/quick`, BODY, headers)));
    assert.deepEqual(res.map((r) => r.status).sort(), [200, 402]);
    const refused = res.find((r) => r.status === 402)!;
    assert.equal(((await refused.json()) as { error: string }).error, "payment_already_used");
    assert.equal(await usdc(payer.address), before - 20_000n);
  });
});
