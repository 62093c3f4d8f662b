/** How deep each tier looks, how long it may take, and how sure it must be to decide. */
import { tierById, type TierId } from "../contract/tiers.js";

export interface TierPlan {
  readonly tier: TierId;
  readonly grounded: boolean;
  /** Search rounds at most (one query each); later rounds run only when earlier ones did not settle it. */
  readonly maxQueries: number;
  /** Search results asked for, and pages fetched, per round. */
  readonly resultsPerQuery: number;
  readonly pagesPerRound: number;
  /** Passages the judge reads per round. */
  readonly passagesToJudge: number;
  /** Below this calibrated confidence a decided verdict becomes `uncertain`. */
  readonly threshold: number;
  /** At or above this, with the evidence rules met, stop searching (FIRE-style early stop). */
  readonly stopAt: number;
  /** "High confidence" starts here; reaching it needs `sitesForHighConfidence` independent sites. */
  readonly highConfidence: number;
  readonly sitesForHighConfidence: number;
  /** Whole verdict, all rounds and retries included; far below the payment's 300 s validity. */
  readonly deadlineMs: number;
}

const PLANS: Record<TierId, Omit<TierPlan, "tier" | "grounded">> = {
  quick: {
    maxQueries: 0,
    resultsPerQuery: 0,
    pagesPerRound: 0,
    passagesToJudge: 1,
    threshold: 0.6,
    stopAt: 1,
    highConfidence: 0.8,
    sitesForHighConfidence: 0,
    deadlineMs: 30_000,
  },
  standard: {
    maxQueries: 2,
    resultsPerQuery: 6,
    pagesPerRound: 4,
    passagesToJudge: 12,
    threshold: 0.65,
    stopAt: 0.8,
    highConfidence: 0.9,
    sitesForHighConfidence: 1,
    deadlineMs: 75_000,
  },
  pro: {
    maxQueries: 3,
    resultsPerQuery: 8,
    pagesPerRound: 5,
    passagesToJudge: 20,
    threshold: 0.65,
    stopAt: 0.85,
    highConfidence: 0.8,
    sitesForHighConfidence: 2,
    deadlineMs: 110_000,
  },
};

export function planFor(tier: TierId, overrides: Partial<Pick<TierPlan, "deadlineMs">> = {}): TierPlan {
  return { tier, grounded: tierById(tier).grounded, ...PLANS[tier], ...overrides };
}
