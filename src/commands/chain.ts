/**
 * `verity chain`: the embedded dev chain on its own (anvil, chainId 8453, USDC at the real Base address, test USDC
 * on the public dev accounts), for several nodes started with PAYMENTS=dev DEV_CHAIN_URL=<its RPC URL>.
 */
import { parseArgs } from "node:util";
import { PAYMENT } from "../contract/tiers.js";
import { DEV_FUNDED_ACCOUNTS, DEV_MNEMONIC, DEV_USDC_PER_ACCOUNT, devAccount, startChainProcess } from "../payments/devChain.js";

const HELP = `usage: verity chain [--port N]

Runs the development chain on its own and prints its RPC URL and funded accounts; stops on Ctrl-C / SIGTERM.
Start nodes on it with PAYMENTS=dev DEV_CHAIN_URL=<RPC URL> (see "Running several nodes" in the README).
No real money: the accounts are the public anvil dev keys.

  --port N   RPC port on 127.0.0.1 (default DEV_CHAIN_PORT or 8545; 0 = any free port)`;

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { port: { type: "string" }, help: { type: "boolean", short: "h" } } }));
  } catch (error) {
    console.error(`verity chain: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const port = Number(values.port ?? process.env.DEV_CHAIN_PORT ?? "8545");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error("verity chain: --port must be 0-65535");
    return 2;
  }
  const stopped = new Promise<void>((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
  let chain;
  try {
    chain = await startChainProcess({ port });
  } catch (error) {
    console.error(`verity chain: could not start: ${(error as Error).message}`);
    return 1;
  }
  const usdc = Number(DEV_USDC_PER_ACCOUNT / 10n ** BigInt(PAYMENT.assetDecimals)).toLocaleString("en-US");
  console.log(`DEVELOPMENT CHAIN (no real money): chainId 8453, USDC (test) at ${PAYMENT.assetAddress}
RPC URL: ${chain.rpcUrl}
anvil:   ${chain.anvil.path}
Funded buyers: public anvil dev accounts 1-9, ${usdc} test USDC each (mnemonic "${DEV_MNEMONIC}")
${DEV_FUNDED_ACCOUNTS.map((i) => `  #${i} ${devAccount(i).address}`).join("\n")}
Start nodes on it:  PAYMENTS=dev DEV_CHAIN_URL=${chain.rpcUrl} verity serve`);
  await stopped;
  await chain.stop();
  return 0;
}
