/**
 * Turns a judge's confidence plus what the evidence rules found into the confidence we publish.
 *
 * LLM verbalised confidence is overconfident, and we have no live-model labels to fit a calibrator on here, so
 * LLM confidences are shrunk toward 0.5 and capped by how much verified evidence stands behind them. These caps
 * are deliberate, documented policy, not fitted numbers. The embedded judge ships its own fitted calibration and
 * is only capped, not shrunk.
 */
import type { TierPlan } from "../tiers.js";

export interface CalibrationInput {
  readonly judgeConfidence: number;
  /** The judge's confidence was fitted on labelled data (embedded judge); otherwise it is a model's own estimate. */
  readonly judgeCalibrated: boolean;
  readonly verifiedQuotes: number;
  readonly independentSites: number;
  readonly plan: TierPlan;
}

/** Shrink factor for uncalibrated (verbalised) confidence around 0.5. */
const LLM_SHRINK = 0.85;

export function calibrate(input: CalibrationInput): { confidence: number; cappedBy: string | null } {
  let c = Math.min(1, Math.max(0, Number.isFinite(input.judgeConfidence) ? input.judgeConfidence : 0));
  if (!input.judgeCalibrated) c = 0.5 + (c - 0.5) * LLM_SHRINK;
  let cap = 0.97;
  let cappedBy: string | null = null;
  const lower = (value: number, why: string) => {
    if (value < cap) {
      cap = value;
      cappedBy = why;
    }
  };
  if (!input.plan.grounded) lower(input.verifiedQuotes > 0 ? 0.85 : 0.75, "no external evidence (quick tier)");
  else {
    if (input.verifiedQuotes === 1) lower(0.9, "a single verified quote");
    if (input.independentSites < input.plan.sitesForHighConfidence) {
      lower(input.plan.highConfidence - 0.01, `fewer than ${input.plan.sitesForHighConfidence} independent sites`);
    }
  }
  const confidence = Math.round(Math.min(c, cap) * 1000) / 1000;
  return { confidence, cappedBy: c > cap ? cappedBy : null };
}
