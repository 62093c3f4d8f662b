/**
 * The offer summary: the fields a buyer signs, each with whether a default buyer can sign it as given.
 * The flags explain the buyer's decision; the decision itself comes from running the SDK (buyer.ts).
 */
import { findDefaultAsset } from "@x402/evm";
import { EVM_NETWORK_CHAIN_ID_MAP } from "@x402/evm/v1";
import { isAddress } from "viem";
import { trimTrailing } from "./trim.js";
import type { OfferSignable, PayableOffer } from "./types.js";

/** The default buyer's per-payment cap (@x402/core DEFAULT_MAX_AMOUNT_PER_PAYMENT), in USD. */
export const BUYER_DEFAULT_CAP_USD = 1;

const ATOMIC = /^\d+$/;
const CAIP2_EVM = /^eip155:\d+$/;

/** A v1 network name the buyer's v1 EVM scheme is registered for ("base", "base-sepolia", ...). */
export function isV1NetworkName(network: string): boolean {
  return Object.prototype.hasOwnProperty.call(EVM_NETWORK_CHAIN_ID_MAP, network);
}

function asString(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface KnownAsset {
  readonly asset: string;
  readonly name: string;
  readonly version: string;
  readonly decimals: number;
  readonly symbol: string;
}

/** The SDK's default-asset entry for (asset, network), i.e. what the buyer allows without extra configuration. */
export function knownAsset(asset: string | null, network: string | null): KnownAsset | null {
  if (!asset || !network) return null;
  try {
    const found = findDefaultAsset(asset, network as `${string}:${string}`);
    return found
      ? { asset: found.asset, name: found.name, version: found.version, decimals: found.decimals, symbol: found.symbol }
      : null;
  } catch {
    return null;
  }
}

/** Decimal string of atomic units / 10^decimals, without floating point. */
export function atomicToDecimal(atomic: string, decimals: number): string {
  const padded = atomic.replace(/^0+(?=\d)/, "").padStart(decimals + 1, "0");
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = trimTrailing(padded.slice(padded.length - decimals), "0");
  return fraction ? `${whole}.${fraction}` : whole;
}

export function amountOf(accept: Record<string, unknown>, x402Version: unknown): unknown {
  return x402Version === 1 ? accept.maxAmountRequired : accept.amount;
}

/** The accept a default buyer considers first: the one it signed, else the first listed. */
export function describeOffer(
  accept: Record<string, unknown>,
  x402Version: unknown,
  offersListed: number,
): PayableOffer {
  const network = asString(accept.network);
  const asset = asString(accept.asset);
  const rawAmount = amountOf(accept, x402Version);
  const amount = asString(rawAmount);
  const payTo = asString(accept.payTo);
  const known = knownAsset(asset, network);
  const atomic = typeof rawAmount === "string" && ATOMIC.test(rawAmount);
  const amountUsd = known && atomic ? atomicToDecimal(rawAmount, known.decimals) : null;
  const networkOk = network !== null && (x402Version === 1 ? isV1NetworkName(network) : CAIP2_EVM.test(network));
  const signable: OfferSignable = {
    network: networkOk,
    asset: known !== null,
    amount: atomic && (amountUsd === null || Number(amountUsd) <= BUYER_DEFAULT_CAP_USD),
    payTo: payTo !== null && isAddress(payTo),
  };
  return {
    scheme: asString(accept.scheme),
    network,
    asset,
    amount,
    payTo,
    max_timeout_seconds: accept.maxTimeoutSeconds ?? null,
    extra: isRecord(accept.extra) ? accept.extra : null,
    amount_usd: amountUsd,
    offers_listed: offersListed,
    signable,
  };
}
