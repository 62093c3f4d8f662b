/**
 * Boots the whole service for a test: the embedded chain (anvil, chainId 8453, FiatTokenV2_2 at the real USDC
 * address), the SDK facilitator, the api and trial listeners on ephemeral loopback ports, and an x402 buyer
 * (the official @x402/fetch) paying from a funded public dev account.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { x402Client } from "@x402/core/client";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment } from "@x402/fetch";
import type { Address } from "viem";
import { loadConfig } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { devAccount } from "../../src/payments/devChain.js";
import { startServices, type RunningServices, type StartOptions } from "../../src/server.js";

export interface Stack {
  readonly apiUrl: string;
  readonly scanUrl: string;
  readonly services: RunningServices;
  /** fetch that pays x402 challenges from dev account `buyerIndex` (default 1). */
  readonly payFetch: typeof fetch;
  readonly buyer: Address;
  readonly payTo: Address;
  usdcBalance(address: Address): Promise<bigint>;
  /** A paying fetch for another funded dev account (1-9). */
  payFetchFor(accountIndex: number): typeof fetch;
  stop(): Promise<void>;
}

export function payingFetch(accountIndex: number): typeof fetch {
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: devAccount(accountIndex) });
  return wrapFetchWithPayment(fetch, client) as typeof fetch;
}

export async function startStack(env: Record<string, string> = {}, options: StartOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "verity-test-"));
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    SCAN_PORT: "0",
    DEV_CHAIN_PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Tests never reach the internet: evidence comes from a local corpus unless a test points elsewhere.
    SEARCH_PROVIDER: "corpus",
    CORPUS_DIR: path.resolve("test/fixtures/corpus"),
    ...env,
  });
  const services = await startServices(config, { log: silentLogger, ...options });
  const chain = services.gate.devChain;
  return {
    apiUrl: services.apiUrl,
    scanUrl: services.scanUrl,
    services,
    payFetch: payingFetch(1),
    buyer: devAccount(1).address,
    payTo: services.gate.payTo as Address,
    usdcBalance: async (address) => {
      if (!chain) throw new Error("no embedded chain (PAYMENTS is not dev)");
      return chain.usdcBalance(address);
    },
    payFetchFor: payingFetch,
    stop: async () => {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function postJson(f: typeof fetch, url: string, body: unknown, headers: Record<string, string> = {}) {
  return f(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
