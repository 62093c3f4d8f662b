/**
 * `verity demo`: pays the service for each tier with the official x402 buyer (@x402/fetch's client) from a
 * funded dev account, and shows every step: the 402 challenge, the signed payment, the answer, the settlement
 * transaction and the USDC balances before and after. Uses the running service, or starts one in process.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { x402Client, x402HTTPClient } from "@x402/core/client";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { createPublicClient, http, type Address } from "viem";
import { loadConfig } from "../config.js";
import { PAYMENT, TIERS } from "../contract/tiers.js";
import { silentLogger } from "../log.js";
import { FIAT_TOKEN_ABI, devAccount } from "../payments/devChain.js";
import { startServices, type RunningServices } from "../server.js";

const HELP = `usage: verity demo [--url BASE_URL] [--account N]

Pays each paid route once from public dev account N (1-9, default 1) and prints the 402 challenge, the payment,
the answer, the settlement transaction and the USDC balances before and after.
With no service answering at BASE_URL (default http://127.0.0.1:$PORT), starts one in process on the embedded
defaults; when no search provider is configured it uses the example corpus in examples/corpus.
Development chain only: no real money moves.`;

const DEMO_REQUESTS: Record<string, { claim: string; context: string | null }> = {
  quick: {
    claim: "The Eiffel Tower was completed in 1887.",
    context: "The Eiffel Tower in Paris was completed in 1889 for the Exposition Universelle.",
  },
  standard: { claim: "The Eiffel Tower is located in Paris.", context: null },
  pro: { claim: "Mount Everest is the highest mountain above sea level on Earth.", context: null },
};

const usd = (atomic: bigint) => `${(Number(atomic) / 10 ** PAYMENT.assetDecimals).toFixed(2)} USDC`;

async function health(baseUrl: string): Promise<{ payments?: { devChainRpc?: string; mode?: string } } | null> {
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1500) });
    return res.ok ? ((await res.json()) as never) : null;
  } catch {
    return null;
  }
}

async function startInProcess(): Promise<RunningServices> {
  const env: Record<string, string | undefined> = { ...process.env, PORT: "0", SCAN_PORT: "0", DEV_CHAIN_PORT: "0" };
  const corpus = path.resolve("examples/corpus");
  if (!env.SEARCH_PROVIDER && existsSync(corpus)) {
    env.SEARCH_PROVIDER = "corpus";
    env.CORPUS_DIR = corpus;
  }
  return startServices(loadConfig(env), { log: silentLogger });
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { url: { type: "string" }, account: { type: "string", default: "1" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const accountIndex = Number(values.account);
  if (!Number.isInteger(accountIndex) || accountIndex < 1 || accountIndex > 9) {
    console.error("verity demo: --account must be 1-9 (the funded public dev accounts)");
    return 2;
  }

  let baseUrl = (values.url ?? `http://127.0.0.1:${process.env.PORT ?? "8402"}`).replace(/\/+$/, "");
  let running: RunningServices | null = null;
  let info = await health(baseUrl);
  if (!info) {
    if (values.url) {
      console.error(`verity demo: no Verity service answers at ${baseUrl}`);
      return 1;
    }
    console.log(`No service at ${baseUrl}; starting one in process on the embedded defaults...`);
    running = await startInProcess();
    baseUrl = running.apiUrl;
    info = await health(baseUrl);
  }
  const rpcUrl = info?.payments?.devChainRpc;
  if (!rpcUrl) {
    console.error("verity demo: the service is not in dev payment mode; the demo only pays the embedded dev chain.");
    await running?.close();
    return 1;
  }

  try {
    const buyer = devAccount(accountIndex);
    const chain = createPublicClient({ transport: http(rpcUrl) });
    const balance = (address: Address) =>
      chain.readContract({ address: PAYMENT.assetAddress, abi: FIAT_TOKEN_ABI, functionName: "balanceOf", args: [address] } as never) as Promise<bigint>;
    const client = new x402Client();
    registerExactEvmScheme(client, { signer: buyer });
    const buyerHttp = new x402HTTPClient(client);

    console.log(`\nService: ${baseUrl}\nChain:   ${rpcUrl} (development chain, no real money)\nBuyer:   dev account #${accountIndex} ${buyer.address}`);
    for (const tier of TIERS) {
      const request = DEMO_REQUESTS[tier.id]!;
      const url = `${baseUrl}${tier.path}`;
      const body = JSON.stringify(request);
      console.log(`\n━━ ${tier.id.toUpperCase()}: POST ${tier.path} ($${tier.priceUsd}) ━━\nrequest: ${body}`);

      const unpaid = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
      const challenge = decodePaymentRequiredHeader(unpaid.headers.get("payment-required") ?? "");
      console.log(`1. unpaid → HTTP ${unpaid.status}; PAYMENT-REQUIRED decoded:\n${JSON.stringify(challenge.accepts, null, 2)}`);

      const payload = await buyerHttp.createPaymentPayload(challenge);
      const auth = (payload.payload as { authorization?: Record<string, string> }).authorization;
      console.log(`2. signed EIP-3009 authorization (sent as PAYMENT-SIGNATURE): ${JSON.stringify(auth)}`);

      const payTo = challenge.accepts[0]!.payTo as Address;
      const [buyerBefore, payeeBefore] = [await balance(buyer.address), await balance(payTo)];
      const paid = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...buyerHttp.encodePaymentSignatureHeader(payload) },
        body,
      });
      const answer = await paid.json();
      console.log(`3. paid → HTTP ${paid.status}:\n${JSON.stringify(answer, null, 2)}`);
      const settlementHeader = paid.headers.get("payment-response");
      if (settlementHeader) {
        const settlement = decodePaymentResponseHeader(settlementHeader);
        console.log(`4. settlement: success=${settlement.success} transaction=${settlement.transaction}`);
      } else {
        console.log("4. no settlement (nothing was charged)");
      }
      const [buyerAfter, payeeAfter] = [await balance(buyer.address), await balance(payTo)];
      console.log(
        `5. balances: buyer ${usd(buyerBefore)} → ${usd(buyerAfter)}; payee ${usd(payeeBefore)} → ${usd(payeeAfter)}`,
      );
    }
    return 0;
  } finally {
    await running?.close();
  }
}
