// Turning calibrated per-passage probabilities into one verdict: the strongest support against the strongest
// refutation, a threshold for a definite answer, and "uncertain" when passages disagree or nothing is strong.
import type { Verdict } from "../../../contract/schemas.js";

export interface PassageScore {
  readonly support: number;
  readonly refute: number;
  /** The passage contradicts the claim outright (see features.ts isDecisiveContradiction). */
  readonly decisive?: boolean;
}

export interface Decision {
  readonly verdict: Verdict;
  /** Calibrated probability of the verdict; for `uncertain`, that of the best definite verdict (below threshold). */
  readonly confidence: number;
  /** Index of the passage relied on, or -1 when there is none. */
  readonly passage: number;
  readonly conflict: boolean;
  readonly bestSupport: number;
  readonly bestRefute: number;
}

/**
 * @param mismatchConfidence the measured precision of a decisive contradiction; such a passage counts as refuting
 * with at least this probability.
 */
export function decide(scores: readonly PassageScore[], threshold: number, mismatchConfidence = 0): Decision {
  let si = -1;
  let ri = -1;
  const refuteOf = (s: PassageScore) => (s.decisive ? Math.max(s.refute, mismatchConfidence) : s.refute);
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (si < 0 || s.support > scores[si]!.support) si = i;
    if (ri < 0 || refuteOf(s) > refuteOf(scores[ri]!)) ri = i;
  }
  if (si < 0) {
    return { verdict: "uncertain", confidence: 0, passage: -1, conflict: false, bestSupport: 0, bestRefute: 0 };
  }
  const ps = scores[si]!.support;
  const pr = refuteOf(scores[ri]!);
  const supported = ps >= threshold;
  const refuted = pr >= threshold;
  if (supported && refuted) {
    return { verdict: "uncertain", confidence: Math.max(ps, pr), passage: ps >= pr ? si : ri, conflict: true, bestSupport: ps, bestRefute: pr };
  }
  if (supported) return { verdict: "supported", confidence: ps, passage: si, conflict: false, bestSupport: ps, bestRefute: pr };
  if (refuted) return { verdict: "unsupported", confidence: pr, passage: ri, conflict: false, bestSupport: ps, bestRefute: pr };
  return { verdict: "uncertain", confidence: Math.max(ps, pr), passage: ps >= pr ? si : ri, conflict: false, bestSupport: ps, bestRefute: pr };
}
