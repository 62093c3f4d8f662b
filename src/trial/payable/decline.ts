/**
 * Names the concrete seller mistake behind a buyer's refusal (the SDK's error says what the buyer did; this
 * says what the seller should change), e.g. a symbol where a contract address belongs.
 */
import type { DeclineReason } from "./buyer.js";
import { isV1NetworkName, knownAsset } from "./offer.js";

export interface DeclineExplanation {
  readonly code?: string;
  readonly note?: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Base mainnet and Sepolia USDC, the usual mix-up. */
const MAINNET_FOR_TESTNET: Record<string, string> = { "eip155:84532": "eip155:8453" };

export function explainDecline(reason: DeclineReason, accept: Record<string, unknown> | undefined, x402Version: unknown): DeclineExplanation {
  if (!accept) return {};
  const network = typeof accept.network === "string" ? accept.network : null;
  const asset = typeof accept.asset === "string" ? accept.asset : null;
  if (reason === "non_default_asset") {
    if (asset !== null && !ADDRESS.test(asset)) {
      return {
        code: "symbol_as_asset",
        note: `asset is ${JSON.stringify(asset)}, a symbol or name; x402 requires the token contract address.`,
      };
    }
    const mainnet = network ? MAINNET_FOR_TESTNET[network] : undefined;
    if (mainnet && knownAsset(asset, mainnet)) {
      return {
        code: "asset_network_mismatch",
        note: `asset ${asset} is ${mainnet} USDC but the offer names ${network}.`,
      };
    }
    return { note: `asset ${JSON.stringify(asset)} is not the default stablecoin the buyer knows for ${JSON.stringify(network)}.` };
  }
  if (reason === "no_matching_scheme_network") {
    if (x402Version === 2 && network !== null && isV1NetworkName(network)) {
      return {
        code: "v1_network_name_in_v2",
        note: `network is the v1 name ${JSON.stringify(network)}; an x402 v2 challenge needs a CAIP-2 id such as "eip155:8453".`,
      };
    }
    if (x402Version === 1 && network !== null && network.includes(":")) {
      return { code: "caip_network_in_v1", note: `a v1 challenge needs a v1 network name such as "base", not ${JSON.stringify(network)}.` };
    }
    if (accept.scheme !== "exact") {
      return { code: "unsupported_scheme", note: `scheme is ${JSON.stringify(accept.scheme)}; default buyers sign "exact".` };
    }
    return { code: "unsupported_network", note: `network ${JSON.stringify(network)} is not an EVM network the buyer signs for.` };
  }
  if (reason === "amount_not_atomic") {
    const amount = x402Version === 1 ? accept.maxAmountRequired : accept.amount;
    return { note: `amount is ${JSON.stringify(amount)}.` };
  }
  return {};
}
