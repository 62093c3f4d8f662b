/**
 * The README's "Paying from code" snippet and its MCP host configuration block run as written against the
 * service started the way `npm start` starts it (the installed package's `verity serve`, default settings, a
 * fresh folder), offline. The only change made to them is the port numbers: the service listens on free
 * ports instead of 8402/8403/8545, which other processes on a test machine may hold.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createPublicClient, erc20Abi, http, type Address } from "viem";
import { PAYMENT } from "../src/contract/tiers.js";
import { devAccount } from "../src/payments/devChain.js";
import { installedPackage, type InstalledPackage } from "./support/installedPackage.js";

function readmeBlock(heading: string, lang: string): string {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf(heading));
  const block = new RegExp("```" + lang + "\\n([\\s\\S]*?)```").exec(section)?.[1];
  assert.ok(block, `README has a ${lang} block under ${heading}`);
  return block;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe("README: the client snippet and the MCP host block run as written against `npm start`", () => {
  let pkg: InstalledPackage;
  let serve: ChildProcess;
  let home: string;
  const ports = { api: 0, scan: 0, chain: 0 };
  let rpcUrl: string;
  const withPorts = (text: string) =>
    text.replaceAll("127.0.0.1:8402", `127.0.0.1:${ports.api}`).replaceAll("127.0.0.1:8403", `127.0.0.1:${ports.scan}`);
  const buyer = devAccount(1).address;
  const usdc = (address: Address) =>
    createPublicClient({ transport: http(rpcUrl) }).readContract({ address: PAYMENT.assetAddress, abi: erc20Abi, functionName: "balanceOf", args: [address] });

  before(async () => {
    pkg = installedPackage();
    home = mkdtempSync(path.join(tmpdir(), "verity-readme-"));
    [ports.api, ports.scan, ports.chain] = [await freePort(), await freePort(), await freePort()];
    serve = spawn(process.execPath, [pkg.cli, "serve"], {
      cwd: home,
      env: { PATH: process.env.PATH ?? "", PORT: String(ports.api), SCAN_PORT: String(ports.scan), DEV_CHAIN_PORT: String(ports.chain), LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    serve.stdout!.on("data", (c) => (output += c));
    serve.stderr!.on("data", (c) => (output += c));
    const started = Date.now();
    while (!output.includes("Try it: npm run demo")) {
      if (serve.exitCode !== null || Date.now() - started > 120_000) throw new Error(`verity serve did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const health = (await (await fetch(`http://127.0.0.1:${ports.api}/health`)).json()) as { payments: { devChainRpc: string } };
    rpcUrl = health.payments.devChainRpc;
  });
  after(async () => {
    if (serve && serve.exitCode === null) {
      const exited = new Promise((r) => serve.once("exit", r));
      serve.kill("SIGTERM");
      await exited;
    }
    pkg?.remove();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it("the client snippet pays $0.02 from the public test account and prints a valid receipt", async () => {
    const snippet = readmeBlock("### Paying from code", "js");
    assert.match(snippet, /from "verity-x402\/client"/);
    assert.match(snippet, /PUBLIC anvil test key/);
    const file = path.join(pkg.appDir, "verify.mjs");
    writeFileSync(file, withPorts(snippet));
    const before = await usdc(buyer);
    const run = spawnSync(process.execPath, [file], { cwd: pkg.appDir, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^(supported|unsupported|uncertain) /);
    assert.match(run.stdout, /receipt valid: true paid in tx 0x[0-9a-f]{64}/);
    assert.match(run.stdout, /spentUsd: '0\.02'/);
    assert.equal(before - (await usdc(buyer)), 20_000n);
  });

  it("the MCP host block (npx verity-x402 mcp) serves the tools and pays verify_quick", async () => {
    const config = JSON.parse(readmeBlock("### From an agent host (MCP)", "json")) as {
      mcpServers: { verity: { command: string; args: string[]; env: Record<string, string> } };
    };
    const server = config.mcpServers.verity;
    assert.deepEqual([server.command, ...server.args], ["npx", "-y", "verity-x402", "mcp"]);
    const transport = new StdioClientTransport({
      command: server.command,
      args: server.args,
      env: Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, withPorts(v)])),
      cwd: pkg.appDir,
      stderr: "ignore",
    });
    const client = new Client({ name: "readme-host", version: "1.0.0" });
    await client.connect(transport);
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      assert.deepEqual(names, ["verify_quick", "verify", "verify_pro", "scan", "verify_receipt", "balance"]);
      const before = await usdc(buyer);
      const result = (await client.callTool({
        name: "verify_quick",
        arguments: { claim: "Water boils at 100 degrees Celsius at sea level.", context: "At sea level, water boils at 100 °C." },
      })) as CallToolResult & { structuredContent?: Record<string, any> };
      assert.equal(result.isError, undefined, JSON.stringify(result.content));
      assert.equal(result.structuredContent!.receiptCheck.valid, true);
      assert.equal(before - (await usdc(buyer)), 20_000n);
    } finally {
      await client.close();
    }
  });
});
