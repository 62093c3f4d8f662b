/**
 * Rank and quantifier substitutions between two statements the finder has already aligned ("the oldest museum" /
 * "the second oldest museum", "all galleries" / "some galleries"), read by the shared alignment core (src/align).
 * Only called for clause pairs that share subject and predicate and carry a rank or quantifier word, and at most
 * MAX_CALLS times per request, so its cost stays bounded.
 */
import { alignText } from "../../align/index.js";

export const MAX_CORE_CALLS = 2000;
/** Share of the first statement's other words the second must have: the rest of the two says the same. */
const MIN_REST_COVERAGE = 0.75;

export interface RankConflict {
  readonly kind: "ordinal" | "quantifier";
  readonly valueA: string;
  readonly valueB: string;
}

export function rankConflict(a: string, b: string): RankConflict | null {
  const forward = alignText(a, b);
  const backward = alignText(b, a);
  if (Math.min(forward.restCoverage, backward.restCoverage) < MIN_REST_COVERAGE) return null;
  for (const sub of forward.substitutions) {
    if (sub.kind === "ordinal" || sub.kind === "quantifier") return { kind: sub.kind, valueA: sub.claim, valueB: sub.sentence };
  }
  return null;
}
