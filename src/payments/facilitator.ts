/**
 * Facilitator clients: the SDK's own facilitator in process over the embedded chain (dev), or a real one over
 * HTTP (CDP or self-hosted), chosen by configuration only.
 */
import { createWalletClient, http, publicActions } from "viem";
import { x402Facilitator } from "@x402/core/facilitator";
import { HTTPFacilitatorClient, type FacilitatorClient } from "@x402/core/server";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { PAYMENT } from "../contract/tiers.js";
import type { Config } from "../config.js";
import { DEV_POLLING_MS, type DevChain } from "./devChain.js";

export function createDevFacilitator(chain: DevChain): FacilitatorClient {
  const wallet = createWalletClient({
    account: chain.facilitatorAccount,
    chain: chain.chain,
    transport: http(chain.rpcUrl),
    pollingInterval: DEV_POLLING_MS,
    cacheTime: 0,
  }).extend(publicActions);
  const signer = toFacilitatorEvmSigner({
    address: chain.facilitatorAccount.address,
    readContract: (a) => wallet.readContract({ ...a, args: a.args ?? [] } as never),
    verifyTypedData: (a) => wallet.verifyTypedData(a as never),
    writeContract: (a) => wallet.writeContract({ ...a, args: a.args ?? [] } as never),
    sendTransaction: (a) => wallet.sendTransaction(a as never),
    waitForTransactionReceipt: (a) => wallet.waitForTransactionReceipt(a) as never,
    getCode: (a) => wallet.getCode(a),
  });
  const facilitator = new x402Facilitator().register(PAYMENT.network, new ExactEvmScheme(signer));
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported() as never,
  };
}

export async function createRemoteFacilitator(config: Config): Promise<FacilitatorClient> {
  const url = config.facilitatorUrl!;
  let client: HTTPFacilitatorClient;
  if (config.cdpApiKeyId && config.cdpApiKeySecret) {
    const { createFacilitatorConfig } = await import("@coinbase/x402");
    const cdp = createFacilitatorConfig(config.cdpApiKeyId, config.cdpApiKeySecret);
    client = new HTTPFacilitatorClient({ ...cdp, url } as never);
  } else {
    client = new HTTPFacilitatorClient({ url });
  }
  return {
    verify: (payload, requirements) => client.verify(payload, requirements),
    settle: (payload, requirements) => client.settle(payload, requirements),
    // The SDK prints a failed /supported with its message, which quotes the facilitator's answer: keep only
    // the status, so nothing the facilitator echoes (our credentials, its internals) reaches the console.
    getSupported: async () => {
      try {
        return await client.getSupported();
      } catch (error) {
        const status = statusOf(error);
        const safe = new Error(`the facilitator's /supported failed${status ? ` (${status})` : ""}`);
        safe.name = error instanceof Error ? error.name : "Error";
        throw safe;
      }
    },
  };
}

/** "TypeError", "Error, HTTP 500": enough to act on, nothing the facilitator wrote. */
export function summarizeFacilitatorError(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const status = statusOf(error);
  return status ? `${name}, HTTP ${status}` : name;
}

/** The HTTP status the SDK's facilitator client writes into its messages as "(500)". */
function statusOf(error: unknown): string | undefined {
  return /\((\d{3})\)/.exec(error instanceof Error ? error.message : "")?.[1];
}
