/**
 * The payability report (SPEC.md "Payability check report"): how a current x402 buyer reads someone else's
 * 402, and what each problem would cost a buyer or the seller.
 */
import type { SafeFetcher } from "../../net/types.js";

export type PayableVerdict = "payable" | "v1-only" | "unreadable" | "not-gated" | "unreachable" | "refused";

export type FindingSeverity = "blocking" | "advisory";

export interface PayableFinding {
  readonly severity: FindingSeverity;
  /** Stable machine-readable identifier, e.g. "eip712_domain_mismatch". */
  readonly code: string;
  /** What is wrong, with the values seen. */
  readonly message: string;
  /** Why it costs money (lost sales, a signature that never settles, a mis-budgeted agent...). */
  readonly cost: string;
}

/** Whether each part of the first offer can be signed exactly as given by a default buyer. */
export interface OfferSignable {
  readonly network: boolean;
  readonly asset: boolean;
  readonly amount: boolean;
  readonly payTo: boolean;
}

export interface PayableOffer {
  readonly scheme: string | null;
  readonly network: string | null;
  readonly asset: string | null;
  /** As given: atomic units for v2 `amount`, v1 `maxAmountRequired`. */
  readonly amount: string | null;
  readonly payTo: string | null;
  readonly max_timeout_seconds: unknown;
  readonly extra: Readonly<Record<string, unknown>> | null;
  /** Decimal USD when the asset is a known USD stablecoin and the amount is atomic, else null. */
  readonly amount_usd: string | null;
  /** How many offers the challenge lists; this object describes the first one (the buyer's default pick). */
  readonly offers_listed: number;
  readonly signable: OfferSignable;
}

export type ManifestSource = "x402.json" | "x402" | "openapi";

export interface ManifestMismatch {
  readonly field: "price" | "payTo" | "network" | "asset" | "listed";
  readonly manifest: string | null;
  readonly challenge: string | null;
}

export interface PayableManifest {
  /** Whether any manifest was published at the three places a buyer or indexer looks. */
  readonly found: boolean;
  readonly source: ManifestSource | null;
  readonly url: string | null;
  /** Whether this endpoint is listed in it. */
  readonly lists_endpoint: boolean;
  /** true/false when both a manifest entry and a readable offer exist, null when there is nothing to compare. */
  readonly agrees: boolean | null;
  readonly compared: readonly ("price" | "payTo" | "network" | "asset")[];
  readonly mismatches: readonly ManifestMismatch[];
}

export interface PayableSdk {
  readonly core: string;
  readonly evm: string;
  readonly emulates: string;
}

export interface PayableReport {
  readonly url: string;
  readonly verdict: PayableVerdict;
  readonly challenge_found_in: "header" | "body" | null;
  /**
   * The method of the unpaid request whose answer is reported: the one the seller's manifest or OpenAPI declares,
   * else POST, then GET when POST was refused (a seller that charges on GET).
   */
  readonly challenge_method: "POST" | "GET";
  /** Methods tried, in order. */
  readonly methods_tried: readonly ("POST" | "GET")[];
  /** Status of the unpaid request, null when no HTTP answer came. */
  readonly status: number | null;
  readonly x402_version: number | null;
  readonly offer: PayableOffer | null;
  readonly manifest: PayableManifest;
  readonly findings: readonly PayableFinding[];
  readonly reproduce: string;
  readonly sdk: PayableSdk;
  readonly checked_at: string;
}

export interface PayableDeps {
  readonly fetcher: SafeFetcher;
  /** Deadline for each of the unpaid requests. */
  readonly timeoutMs?: number;
}
