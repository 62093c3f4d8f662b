/**
 * Checks the buyer itself does not make but that decide whether a signed payment can settle, or that cost
 * sales: EIP-712 domain, time window, schema conformance, testnets, caching, header size, CORS, offer order.
 */
import { PaymentRequiredV1Schema, PaymentRequiredV2Schema } from "@x402/core/schemas";
import { emulateBuyer, type BuyerOutcome } from "./buyer.js";
import {
  cacheableChallengeFinding,
  corsFinding,
  domainMismatchFinding,
  firstOfferSkippedFinding,
  largeHeaderFinding,
  schemaFinding,
  schemaV1Finding,
  testnetFinding,
  timeoutFinding,
  timeoutNotNumberFinding,
  zeroAmountFinding,
} from "./findings.js";
import { knownAsset } from "./offer.js";
import type { PayableFinding } from "./types.js";

/** Below this, latency plus the facilitator's 6-second margin make verify fail intermittently. */
export const SAFE_TIMEOUT_SECONDS = 30;
const LARGE_HEADER_BYTES = 3 * 1024;

const TESTNETS = new Set([
  "eip155:84532", // Base Sepolia
  "eip155:11155111", // Ethereum Sepolia
  "eip155:421614", // Arbitrum Sepolia
  "eip155:11155420", // Optimism Sepolia
  "eip155:43113", // Avalanche Fuji
  "eip155:80002", // Polygon Amoy
  "eip155:10143", // Monad testnet
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isTestnet(network: string): boolean {
  return TESTNETS.has(network) || /sepolia|testnet|fuji|amoy|devnet/i.test(network);
}

/** Checks on one offer (the one the buyer signed, or the first listed when it declined). */
export function offerChecks(accept: Record<string, unknown>): PayableFinding[] {
  const findings: PayableFinding[] = [];
  const network = typeof accept.network === "string" ? accept.network : null;
  const asset = typeof accept.asset === "string" ? accept.asset : null;
  const extra = isRecord(accept.extra) ? accept.extra : null;
  const known = knownAsset(asset, network);
  if (known && extra && extra.name !== undefined && extra.version !== undefined) {
    if (extra.name !== known.name || String(extra.version) !== known.version) {
      findings.push(domainMismatchFinding(network!, asset!, { name: extra.name, version: extra.version }, known));
    }
  }
  const timeout = accept.maxTimeoutSeconds;
  if (typeof timeout === "number") {
    if (timeout < SAFE_TIMEOUT_SECONDS) findings.push(timeoutFinding(timeout));
  } else if (timeout !== undefined && timeout !== null) {
    findings.push(timeoutNotNumberFinding(timeout));
  }
  if (network && isTestnet(network)) findings.push(testnetFinding(network));
  if (typeof accept.amount === "string" && /^0+$/.test(accept.amount)) findings.push(zeroAmountFinding());
  return findings;
}

function formatIssues(issues: readonly { path: readonly (string | number)[]; message: string }[]): string {
  const shown = issues.slice(0, 5).map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`);
  return shown.join("; ") + (issues.length > 5 ? `; and ${issues.length - 5} more` : "");
}

export function schemaChecks(paymentRequired: Record<string, unknown>): PayableFinding[] {
  if (paymentRequired.x402Version === 1) {
    const parsed = PaymentRequiredV1Schema.safeParse(paymentRequired);
    return parsed.success ? [] : [schemaV1Finding(formatIssues(parsed.error.issues))];
  }
  const parsed = PaymentRequiredV2Schema.safeParse(paymentRequired);
  return parsed.success ? [] : [schemaFinding(formatIssues(parsed.error.issues))];
}

/** Transport checks on a header challenge. */
export function headerChecks(getHeader: (name: string) => string | null): PayableFinding[] {
  const findings: PayableFinding[] = [];
  const header = getHeader("payment-required");
  if (header === null) return findings;
  const cacheControl = getHeader("cache-control");
  if (cacheControl === null || !/\bno-store\b/i.test(cacheControl)) findings.push(cacheableChallengeFinding(cacheControl));
  if (Buffer.byteLength(header) > LARGE_HEADER_BYTES) findings.push(largeHeaderFinding(Buffer.byteLength(header)));
  const allowOrigin = getHeader("access-control-allow-origin");
  if (allowOrigin !== null) {
    const exposed = (getHeader("access-control-expose-headers") ?? "").toLowerCase();
    if (!/(^|[\s,])(\*|payment-required)($|[\s,])/.test(exposed)) findings.push(corsFinding());
  }
  return findings;
}

/** When the buyer passed over accepts[0], say why accepts[0] alone would not be signed. */
export async function offerOrderCheck(paymentRequired: Record<string, unknown>, outcome: BuyerOutcome): Promise<PayableFinding[]> {
  if (!outcome.signed || outcome.acceptedIndex === 0) return [];
  const accepts = paymentRequired.accepts as unknown[];
  const alone = await emulateBuyer({ ...paymentRequired, accepts: [accepts[0]] });
  const problem = alone.signed ? "not selected" : alone.error;
  return [firstOfferSkippedFinding(outcome.acceptedIndex, problem)];
}
