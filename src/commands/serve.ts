/** `verity serve`: start the api (PORT) and trial (SCAN_PORT) listeners on the configuration from env. */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { PAYMENT } from "../contract/tiers.js";
import { createLogger } from "../log.js";
import { DEV_FUNDED_ACCOUNTS, DEV_MNEMONIC, DEV_USDC_PER_ACCOUNT, devAccount } from "../payments/devChain.js";
import type { SearchProbe } from "../engine/types.js";
import { startServices, type RunningServices } from "../server.js";

const HELP = `usage: verity serve

Starts the paid api (PORT, default 8402) and the free trial tools (SCAN_PORT, default 8403).
With no configuration it runs on embedded defaults: a local development chain with test USDC, the x402
SDK's own facilitator in process, an auto-generated receipt key in DATA_DIR, in-memory state.
Configuration is read from environment variables; see the README for the full table.`;

function devBanner(services: RunningServices): string {
  const chain = services.gate.devChain!;
  const usdc = Number(DEV_USDC_PER_ACCOUNT / 10n ** BigInt(PAYMENT.assetDecimals)).toLocaleString("en-US");
  const accounts = DEV_FUNDED_ACCOUNTS.map((i) => `    #${i} ${devAccount(i).address}`).join("\n");
  return `
================================================================================
  DEVELOPMENT CHAIN: NO REAL MONEY. Payments settle on a local anvil chain that
  uses Base's chain id (8453) and Circle's USDC contract at the real Base USDC
  address, so x402 buyers sign exactly what they would sign on mainnet.
  Never point a wallet that holds real funds at this service.

  RPC URL:        ${chain.rpcUrl}
  anvil:          ${chain.anvil ? `${chain.anvil.path} (${chain.anvil.from === "PATH" ? "found on PATH" : `from ${chain.anvil.from}`})` : "shared chain (DEV_CHAIN_URL), run by `verity chain`"}
  USDC (test):    ${PAYMENT.assetAddress}
  Payee (payTo):  ${services.gate.payTo}
  Funded buyers:  public anvil dev accounts 1-9, ${usdc} test USDC each
                  (mnemonic "${DEV_MNEMONIC}")
${accounts}
================================================================================`;
}

/** What to do when the web search cannot be reached (typically: no internet), with the exact offline command. */
function searchUnreachableNote(probe: SearchProbe): string {
  return `
    web search:   UNREACHABLE from this server (${probe.provider}: ${probe.detail}).
                  /verify and /verify/pro answer a free 503 and the trial scan cannot check claims.
                  Offline, serve the example corpus instead (examples/corpus-README.md):
                    SEARCH_PROVIDER=corpus CORPUS_DIR=examples/corpus npm start`;
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { help: { type: "boolean", short: "h" } } });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`verity: configuration error: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  let services: RunningServices;
  try {
    services = await startServices(config, { log });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`verity: ${error instanceof ConfigError ? "configuration error" : "could not start"}: ${message}`);
    return 1;
  }
  // Listen for the stop signals before saying we are up: a supervisor may signal as soon as it reads the banner.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  if (services.gate.devChain) console.log(devBanner(services));
  const probe = await services.engine.probeSearch?.();
  console.log(`
  Verity ${services.config.publicBaseUrl}
    paid api:     ${services.apiUrl}   (POST /verify/quick $0.02, /verify $0.25, /verify/pro $0.35)
    trial tools:  ${services.scanUrl}   (open it in a browser)
    manifest:     ${services.apiUrl}/.well-known/x402.json
    payments:     ${services.gate.mode} (${services.gate.network})
    engine:       ${JSON.stringify(services.engine.describe())}${services.metricsUrl ? `\n    metrics:      ${services.metricsUrl}` : ""}${probe && !probe.reachable ? searchUnreachableNote(probe) : ""}
  Try it: npm run demo
`);
  await stopped;
  console.log(`draining: finishing requests in flight (up to ${services.config.drainTimeoutMs} ms)...`);
  const { finished } = await services.drain(services.config.drainTimeoutMs);
  console.log(finished ? "drained; stopped." : "drain deadline passed: unfinished requests were given up unpaid; stopped.");
  return 0;
}
