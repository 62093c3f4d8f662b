/**
 * The tier table: the single source of truth for the paid routes. The x402 route config, the live 402
 * challenge, the manifest, the OpenAPI document, llms.txt and the MCP tool list are all built from it.
 */
export type TierId = "quick" | "standard" | "pro";

export interface Tier {
  readonly id: TierId;
  readonly method: "POST";
  readonly path: "/verify/quick" | "/verify" | "/verify/pro";
  /** The MCP tool (and OpenAPI operation) name. */
  readonly toolName: "verify_quick" | "verify" | "verify_pro";
  /** Decimal USD string, as shown to people and in the manifest. */
  readonly priceUsd: "0.02" | "0.25" | "0.35";
  /** USDC atomic units (6 decimals); what the 402 challenge carries. */
  readonly amountAtomic: "20000" | "250000" | "350000";
  readonly modelTier: "small" | "medium" | "large";
  readonly grounded: boolean;
  readonly summary: string;
  readonly description: string;
}

export const TIERS: readonly Tier[] = [
  {
    id: "quick",
    method: "POST",
    path: "/verify/quick",
    toolName: "verify_quick",
    priceUsd: "0.02",
    amountAtomic: "20000",
    modelTier: "small",
    grounded: false,
    summary: "Verify a claim (quick tier)",
    description:
      "Quick tier: fast, ungrounded pre-filter with the smallest model tier. Judges from the model's knowledge and the given context only; never invents a citation.",
  },
  {
    id: "standard",
    method: "POST",
    path: "/verify",
    toolName: "verify",
    priceUsd: "0.25",
    amountAtomic: "250000",
    modelTier: "medium",
    grounded: true,
    summary: "Verify a claim (standard tier)",
    description:
      "Standard tier (default): web-grounded with live citations, middle model tier. Every quoted evidence string was fetched in this request.",
  },
  {
    id: "pro",
    method: "POST",
    path: "/verify/pro",
    toolName: "verify_pro",
    priceUsd: "0.35",
    amountAtomic: "350000",
    modelTier: "large",
    grounded: true,
    summary: "Verify a claim (pro tier)",
    description:
      "Pro tier: web-grounded with live citations and premium synthesis, largest model tier, more queries and pages, independent sources for high confidence.",
  },
] as const;

export function tierByPath(path: string): Tier | undefined {
  return TIERS.find((t) => t.path === path);
}

export function tierById(id: TierId): Tier {
  const tier = TIERS.find((t) => t.id === id);
  if (!tier) throw new Error(`unknown tier ${id}`);
  return tier;
}

/** The payment terms shared by every tier. */
export const PAYMENT = {
  x402Version: 2,
  scheme: "exact",
  network: "eip155:8453",
  assetSymbol: "USDC",
  /** Circle's USDC on Base mainnet. */
  assetAddress: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  assetDecimals: 6,
  eip712: { name: "USD Coin", version: "2" },
  maxTimeoutSeconds: 300,
} as const;

export const SERVICE = {
  name: "Verity",
  description:
    "Fact verification for AI agents: send one claim, pay per call with x402 v2 (USDC on Base), get a verdict, a calibrated confidence, reasoning, real evidence and an Ed25519-signed receipt anyone can check offline.",
  contact: "mailto:security@verity.invalid",
} as const;

/** Spending limits of the client library and `verity mcp` when none are given (USD). */
export const DEFAULT_SPENDING = {
  /** The most expensive tier, so every tier works out of the box and nothing dearer is ever signed. */
  maxPricePerCallUsd: "0.35",
  /** Per client (per process for `verity mcp`). */
  budgetUsd: "1.00",
} as const;
