/**
 * `verity demo`: pays the service for each tier with the official x402 buyer (@x402/fetch's client) from a
 * funded dev account, and shows every step: the 402 challenge, the signed payment, the answer, the settlement
 * transaction and the USDC balances before and after. Uses the running service, or starts one in process.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
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

const HELP = `usage: verity demo [--url BASE_URL] [--account N] [--out DIR]

Pays each paid route once from public dev account N (1-9, default 1) and prints the 402 challenge, the payment,
the answer, the settlement transaction and the USDC balances before and after. Each receipt and the service's
key document are saved in DIR (default ./verity-demo-receipts), with the command that checks them offline.
With no service answering at BASE_URL (default http://127.0.0.1:$PORT), starts one in process on the embedded
defaults; when no search provider is configured it uses the example corpus in examples/corpus.
Development chain only: no real money moves.`;

// With no LLM configured the embedded judge answers; the standard and pro claims are the cases of issue 12 that
// it used to get wrong ("second largest" read as "largest"; "Paris" in hand and still undecided on "Berlin").
const DEMO_REQUESTS: Record<string, { claim: string; context: string | null }> = {
  quick: {
    claim: "The Eiffel Tower is located in Paris.",
    context: "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France.",
  },
  standard: { claim: "Saturn is the largest planet in the Solar System.", context: null },
  pro: { claim: "The Eiffel Tower is in Berlin.", context: null },
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

/** A service started by the demo itself; with `corpus`, grounded tiers read the example corpus. */
async function startInProcess(corpus: "if-unconfigured" | "always"): Promise<RunningServices> {
  const env: Record<string, string | undefined> = { ...process.env, PORT: "0", SCAN_PORT: "0", DEV_CHAIN_PORT: "0" };
  const examples = path.resolve("examples/corpus");
  if ((corpus === "always" || !env.SEARCH_PROVIDER) && existsSync(examples)) {
    env.SEARCH_PROVIDER = "corpus";
    env.CORPUS_DIR = examples;
  }
  return startServices(loadConfig(env), { log: silentLogger });
}

interface Target {
  readonly baseUrl: string;
  readonly rpcUrl: string;
  /** Set when the demo started this service itself. */
  readonly running: RunningServices | null;
}

async function targetFor(running: RunningServices): Promise<Target> {
  const info = await health(running.apiUrl);
  return { baseUrl: running.apiUrl, rpcUrl: info!.payments!.devChainRpc!, running };
}

/**
 * Where the demo keeps what a newcomer may want to check later: each receipt, and the key document of the service
 * that signed it (one per service: the demo may move to a corpus-backed service of its own mid-way).
 */
class ReceiptFolder {
  private readonly keyFiles = new Map<string, string>();

  constructor(readonly dir: string) {}

  /** Saves the receipt and its service's key document; returns the command that verifies them offline. */
  async save(baseUrl: string, tierId: string, receipt: unknown): Promise<string> {
    mkdirSync(this.dir, { recursive: true });
    let keyFile = this.keyFiles.get(baseUrl);
    if (!keyFile) {
      keyFile = path.join(this.dir, this.keyFiles.size === 0 ? "service-pubkey.json" : `service-pubkey-${this.keyFiles.size + 1}.json`);
      const document = await (await fetch(`${baseUrl}/.well-known/service-pubkey.json`)).text();
      writeFileSync(keyFile, document);
      this.keyFiles.set(baseUrl, keyFile);
    }
    const receiptFile = path.join(this.dir, `receipt-${tierId}.json`);
    writeFileSync(receiptFile, `${JSON.stringify(receipt, null, 2)}\n`);
    return `npx verity receipt verify ${receiptFile} --key ${keyFile}`;
  }
}

/** The answer without the long receipt, and a one-line account of the receipt instead. */
async function showAnswer(baseUrl: string, tierId: string, answer: Record<string, unknown>, folder: ReceiptFolder): Promise<string> {
  const { receipt, ...rest } = answer;
  let line = "receipt: none (signing is off)";
  if (receipt && typeof receipt === "object") {
    const check = (await (
      await fetch(`${baseUrl}/receipt/verify`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(receipt) })
    ).json()) as { valid: boolean; reason?: string };
    const r = receipt as { id?: string; proof?: { verificationMethod?: string } };
    const command = await folder.save(baseUrl, tierId, receipt);
    line =
      `receipt: ${r.id} signed by ${r.proof?.verificationMethod}; POST /receipt/verify says valid=${check.valid}${check.reason ? ` (${check.reason})` : ""}\n` +
      `   saved; check it offline any time: ${command}`;
  }
  return `${JSON.stringify(rest, null, 2)}\n   ${line}`;
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: "string" },
      account: { type: "string", default: "1" },
      out: { type: "string", default: "verity-demo-receipts" },
      help: { type: "boolean", short: "h" },
    },
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

  const requestedUrl = (values.url ?? `http://127.0.0.1:${process.env.PORT ?? "8402"}`).replace(/\/+$/, "");
  const info = await health(requestedUrl);
  let target: Target;
  if (info) {
    const rpcUrl = info.payments?.devChainRpc;
    if (!rpcUrl) {
      console.error("verity demo: the service is not in dev payment mode; the demo only pays the embedded dev chain.");
      return 1;
    }
    target = { baseUrl: requestedUrl, rpcUrl, running: null };
  } else if (values.url) {
    console.error(`verity demo: no Verity service answers at ${requestedUrl}`);
    return 1;
  } else {
    console.log(`No service at ${requestedUrl}; starting one in process on the embedded defaults...`);
    target = await targetFor(await startInProcess("if-unconfigured"));
  }

  const folder = new ReceiptFolder(values.out!);
  const buyer = devAccount(accountIndex);
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: buyer });
  const buyerHttp = new x402HTTPClient(client);
  try {
    console.log(`\nService: ${target.baseUrl}\nChain:   ${target.rpcUrl} (development chain, no real money)\nBuyer:   dev account #${accountIndex} ${buyer.address}`);
    for (const tier of TIERS) {
      const outcome = await payOnce(target, tier, buyerHttp, buyer.address, folder);
      if (outcome === "unavailable" && tier.grounded && target.running === null && existsSync("examples/corpus")) {
        // Typically no internet for the default web search. Nothing was charged (503); show the grounded
        // tiers on the example corpus instead, so the newcomer still sees verified quotes.
        console.log("\nThe service could not reach its search provider (503, nothing charged).");
        console.log("Continuing on a service started here that reads the example corpus in examples/corpus...");
        target = await targetFor(await startInProcess("always"));
        console.log(`Service: ${target.baseUrl}\nChain:   ${target.rpcUrl}`);
        await payOnce(target, tier, buyerHttp, buyer.address, folder);
      }
    }
    console.log(`\nReceipts and key documents are in ${folder.dir}/; the commands above check them with no network.`);
    return 0;
  } finally {
    await target.running?.close();
  }
}

async function payOnce(
  target: Target,
  tier: (typeof TIERS)[number],
  buyerHttp: x402HTTPClient,
  buyer: Address,
  folder: ReceiptFolder,
): Promise<"ok" | "unavailable" | "failed"> {
  const chain = createPublicClient({ transport: http(target.rpcUrl) });
  const balance = (address: Address) =>
    chain.readContract({ address: PAYMENT.assetAddress, abi: FIAT_TOKEN_ABI, functionName: "balanceOf", args: [address] } as never) as Promise<bigint>;
  const request = DEMO_REQUESTS[tier.id]!;
  const url = `${target.baseUrl}${tier.path}`;
  const body = JSON.stringify(request);
  console.log(`\n━━ ${tier.id.toUpperCase()}: POST ${tier.path} ($${tier.priceUsd}) ━━\nrequest: ${body}`);

  const unpaid = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  const challenge = decodePaymentRequiredHeader(unpaid.headers.get("payment-required") ?? "");
  console.log(`1. unpaid → HTTP ${unpaid.status}; PAYMENT-REQUIRED decoded:\n${JSON.stringify(challenge.accepts, null, 2)}`);

  const payload = await buyerHttp.createPaymentPayload(challenge);
  const auth = (payload.payload as { authorization?: Record<string, string> }).authorization;
  console.log(`2. signed EIP-3009 authorization (sent as PAYMENT-SIGNATURE): ${JSON.stringify(auth)}`);

  const payTo = challenge.accepts[0]!.payTo as Address;
  const [buyerBefore, payeeBefore] = [await balance(buyer), await balance(payTo)];
  const paid = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyerHttp.encodePaymentSignatureHeader(payload) },
    body,
  });
  const answer = (await paid.json()) as Record<string, unknown>;
  console.log(`3. paid → HTTP ${paid.status}:\n${paid.ok ? await showAnswer(target.baseUrl, tier.id, answer, folder) : JSON.stringify(answer)}`);
  const settlementHeader = paid.headers.get("payment-response");
  if (settlementHeader) {
    const settlement = decodePaymentResponseHeader(settlementHeader);
    console.log(`4. settlement: success=${settlement.success} transaction=${settlement.transaction}`);
  } else {
    console.log("4. no settlement (nothing was charged)");
  }
  const [buyerAfter, payeeAfter] = [await balance(buyer), await balance(payTo)];
  console.log(`5. balances: buyer ${usd(buyerBefore)} → ${usd(buyerAfter)}; payee ${usd(payeeBefore)} → ${usd(payeeAfter)}`);
  if (paid.status === 503) return "unavailable";
  return paid.ok ? "ok" : "failed";
}
