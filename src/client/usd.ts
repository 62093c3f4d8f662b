/** USD amounts for spending limits: decimal strings to USDC atomic units (6 decimals) and back. */
import { PAYMENT } from "../contract/tiers.js";

const DECIMAL_USD = /^\d{1,12}(\.\d{1,6})?$/;

/** Parses "0.25", 0.25 or "$0.25" into atomic units; throws RangeError for anything else. */
export function usdToAtomic(value: string | number, what: string): bigint {
  const text = (typeof value === "number" ? String(value) : value.trim()).replace(/^\$/, "");
  if (!DECIMAL_USD.test(text)) throw new RangeError(`${what} must be a non-negative USD amount like "0.25", got ${JSON.stringify(value)}`);
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole!) * 10n ** BigInt(PAYMENT.assetDecimals) + BigInt(fraction.padEnd(PAYMENT.assetDecimals, "0"));
}

/** "0.25" for 250000n: at least two decimals, no trailing zeros beyond them. */
export function atomicToUsd(atomic: bigint): string {
  const scale = 10n ** BigInt(PAYMENT.assetDecimals);
  const fraction = (atomic % scale).toString().padStart(PAYMENT.assetDecimals, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${atomic / scale}.${fraction}`;
}
