/**
 * `verity mcp`: the local MCP server (stdio) that pays a Verity service for an agent host such as Claude
 * Desktop or Cursor. Settings come from the environment (src/config.ts loadClientConfig); stdout carries
 * only the MCP protocol, so everything else goes to stderr.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createVerityClient } from "../client/index.js";
import { ConfigError, loadClientConfig } from "../config.js";
import { createLocalMcpServer } from "../mcp/localServer.js";
import { VERSION } from "../version.js";

const HELP = `usage: verity mcp

Runs an MCP server on stdin/stdout that calls a Verity service and pays for the agent with x402.
Tools: verify_quick, verify, verify_pro (paid), scan (free trial), verify_receipt, balance.

environment:
  VERITY_URL            the Verity api address (default: a local npm start, 127.0.0.1 port 8402)
  VERITY_SCAN_URL       the free trial address for scan (default: port 8403 beside it, when VERITY_URL is unset)
  VERITY_WALLET_KEY     0x private key of the paying wallet (USDC on Base); without it only free tools work
  VERITY_MAX_PRICE_USD  largest price one call may pay (default 0.35)
  VERITY_BUDGET_USD     total this process may pay (default 1.00)
  VERITY_SERVICE_KEY    service-pubkey.json or did.json to check receipts against (default: fetched once, pinned)
  VERITY_RPC_URL        JSON-RPC URL for the balance tool (default: the service's development chain, if any)

A call that would pass a limit is refused before anything is signed.`;

export async function run(argv: string[]): Promise<number> {
  let help = false;
  try {
    help = parseArgs({ args: argv, options: { help: { type: "boolean", short: "h" } } }).values.help ?? false;
  } catch (error) {
    console.error(`verity mcp: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (help) {
    console.log(HELP);
    return 0;
  }
  let config;
  try {
    config = loadClientConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`verity mcp: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const walletConfigured = config.walletKey !== null;
  const client = createVerityClient({
    url: config.url,
    scanUrl: config.scanUrl,
    // Without a wallet, a throwaway key with a zero budget: free tools work and nothing can ever be signed.
    signer: privateKeyToAccount(config.walletKey ?? generatePrivateKey()),
    maxPricePerCall: config.maxPriceUsd,
    budget: walletConfigured ? config.budgetUsd : "0",
    ...(config.serviceKeyFile ? { keys: JSON.parse(readFileSync(config.serviceKeyFile, "utf8")) } : {}),
    ...(config.rpcUrl ? { rpcUrl: config.rpcUrl } : {}),
  });
  const server = createLocalMcpServer({ client, walletConfigured, version: VERSION });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  await server.connect(transport);
  // The host closing our stdin ends the session.
  process.stdin.once("end", () => void server.close());
  console.error(
    `verity mcp: serving on stdio for ${config.url}${walletConfigured ? ` (wallet ${client.address}, max $${config.maxPriceUsd}/call, budget $${config.budgetUsd})` : " (no wallet: free tools only)"}`,
  );
  await closed;
  return 0;
}
