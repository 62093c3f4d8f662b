/**
 * What the agent surfaces cost per paid call, against the plain x402 buyer on the same service in the same
 * run: a quick-tier call paid with @x402/fetch (baseline), with the typed client (which also checks the
 * receipt offline and keeps a budget), and through the paid /mcp endpoint (the MCP SDK client, paying with the
 * x402 client over the MCP transport). Every call settles on the embedded chain.
 *
 *   node --import tsx bench/mcp.ts      # writes the "## Agent surfaces (client library, /mcp)" section
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { x402Client } from "@x402/core/client";
import type { PaymentRequired } from "@x402/core/types";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment } from "@x402/fetch";
import { createVerityClient } from "../src/client/index.js";
import { loadConfig } from "../src/config.js";
import { silentLogger } from "../src/log.js";
import { devAccount } from "../src/payments/devChain.js";
import { startServices } from "../src/server.js";
import { machineLine, writeResultsSection } from "./support/results.js";

const CLAIM = "The Eiffel Tower was completed in 1887.";
const CONTEXT = "The Eiffel Tower in Paris was completed in 1889 for the Exposition Universelle.";
const ROUNDS = 7;
const CALLS_PER_ROUND = 6;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "verity-bench-mcp-"));
  const services = await startServices(
    loadConfig({ HOST: "127.0.0.1", PORT: "0", SCAN_PORT: "0", DEV_CHAIN_PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent", CHALLENGE_CACHE: "off" }),
    { log: silentLogger },
  );
  const body = JSON.stringify({ claim: CLAIM, context: CONTEXT });
  try {
    const buyer = (index: number) => {
      const client = new x402Client();
      registerExactEvmScheme(client, { signer: devAccount(index) });
      return client;
    };
    const payFetch = wrapFetchWithPayment(fetch, buyer(1));
    const typed = createVerityClient({ url: services.apiUrl, signer: devAccount(2), budget: "100" });
    const mcp = new Client({ name: "bench", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${services.apiUrl}/mcp`)));
    const mcpBuyer = buyer(3);

    const paths: Record<string, () => Promise<void>> = {
      "@x402/fetch buyer, POST /verify/quick (baseline)": async () => {
        const res = await payFetch(`${services.apiUrl}/verify/quick`, { method: "POST", headers: { "content-type": "application/json" }, body });
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        await res.json();
      },
      "typed client verify({ tier: \"quick\" }) (pays, checks the receipt offline)": async () => {
        const result = await typed.verify(CLAIM, { tier: "quick", context: CONTEXT });
        if (!result.receiptCheck?.valid) throw new Error("receipt not valid");
      },
      "/mcp tools/call verify_quick (unpaid call, sign, paid call)": async () => {
        const unpaid = (await mcp.callTool({ name: "verify_quick", arguments: { claim: CLAIM, context: CONTEXT } })) as CallToolResult;
        const payment = await mcpBuyer.createPaymentPayload(unpaid.structuredContent as unknown as PaymentRequired);
        const paid = (await mcp.callTool({ name: "verify_quick", arguments: { claim: CLAIM, context: CONTEXT }, _meta: { "x402/payment": payment } })) as CallToolResult;
        if (paid.isError) throw new Error(JSON.stringify(paid.content));
      },
    };
    const names = Object.keys(paths);
    for (const name of names) await paths[name]!(); // warm-up
    const perRound: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = names.map((_, i) => names[(i + round) % names.length]!);
      for (const name of order) {
        const times: number[] = [];
        for (let i = 0; i < CALLS_PER_ROUND; i++) {
          const started = performance.now();
          await paths[name]!();
          times.push(performance.now() - started);
        }
        perRound[name]!.push(median(times));
      }
    }
    await mcp.close();

    const baseline = perRound[names[0]!]!;
    const rows = names.map((name) => {
      const ratios = perRound[name]!.map((ms, i) => ms / baseline[i]!);
      return `| ${name} | ${median(perRound[name]!).toFixed(1)} | ${median(ratios).toFixed(2)}× |`;
    });
    const section = [
      `${machineLine()} One service in process (embedded chain, embedded judge, \`CHALLENGE_CACHE=off\` so every path goes through the SDK), quick tier with context, every call settled on chain. ${ROUNDS} rounds in rotating order × ${CALLS_PER_ROUND} sequential calls; per round the median, then the median over rounds (ratio: median of per-round ratios to that round's baseline).`,
      "",
      "| path | ms per paid call | vs baseline |",
      "|---|---:|---:|",
      ...rows,
      "",
      "Settlement (an on-chain `transferWithAuthorization` and its receipt) dominates every path; the machine is shared, so single runs are noisy.",
    ].join("\n");
    writeResultsSection("Agent surfaces (client library, /mcp)", section);
    console.log(section);
  } finally {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
