/**
 * The fail-closed rules, in code, after the judge: a decided verdict from a grounded tier needs at least one
 * verified quote; confidence under the tier's threshold is `uncertain`; an `uncertain` judge stays uncertain.
 */
import type { Verdict } from "../../contract/schemas.js";
import type { EvidenceDocument } from "../evidence/document.js";
import { checkQuotes, independentSites, type DroppedQuote } from "../evidence/check.js";
import type { VerifiedQuote } from "../evidence/format.js";
import type { JudgeOutput, Passage } from "../judge/types.js";
import type { TierPlan } from "../tiers.js";
import { calibrate } from "./calibrate.js";
import { missingFigures } from "./figures.js";

export interface Outcome {
  readonly verdict: Verdict;
  readonly confidence: number;
  /** Our explanation; includes the judge's reasoning only when its verdict stands. */
  readonly reasoning: string;
  readonly quotes: VerifiedQuote[];
  readonly dropped: DroppedQuote[];
  readonly judgeVerdict: Verdict;
  readonly judgeModel: string;
  readonly sites: number;
}

export interface DecideInput {
  readonly claim: string;
  readonly output: JudgeOutput;
  readonly passages: readonly Passage[];
  readonly docs: readonly EvidenceDocument[];
  readonly plan: TierPlan;
  readonly judgeCalibrated: boolean;
  /** Decided verdicts need a verified quote even outside grounded tiers (an evidence-only judge has no knowledge). */
  readonly requireQuote?: boolean;
}

const DROP_REASONS: Record<DroppedQuote["why"], string> = {
  "not-found": "not found verbatim in what was read",
  "instruction-like": "reads like an instruction to a model",
  "off-topic": "does not mention what the claim is about",
  duplicate: "duplicate",
};

function describeDropped(dropped: readonly DroppedQuote[]): string {
  if (dropped.length === 0) return "";
  const counts = new Map<string, number>();
  for (const d of dropped) if (d.why !== "duplicate") counts.set(DROP_REASONS[d.why], (counts.get(DROP_REASONS[d.why]) ?? 0) + 1);
  if (counts.size === 0) return "";
  return ` ${[...counts].map(([why, n]) => `${n} quote${n > 1 ? "s" : ""} dropped (${why})`).join("; ")}.`;
}

export function decide(input: DecideInput): Outcome {
  const { output, plan } = input;
  const { verified, dropped } = checkQuotes(input.claim, output.quotes, input.passages, input.docs);
  const sites = independentSites(verified);
  const { confidence, cappedBy } = calibrate({
    judgeConfidence: output.confidence,
    judgeCalibrated: input.judgeCalibrated,
    verifiedQuotes: verified.length,
    independentSites: sites,
    plan,
  });
  const base = { quotes: verified, dropped, judgeVerdict: output.verdict, judgeModel: output.model, sites };
  const droppedNote = describeDropped(dropped);

  if (output.verdict === "uncertain") {
    return { ...base, verdict: "uncertain", confidence: Math.min(confidence, 0.5), reasoning: `${output.reasoning.trim()}${droppedNote}` };
  }
  if ((plan.grounded || input.requireQuote) && verified.length === 0) {
    return {
      ...base,
      verdict: "uncertain",
      confidence: 0,
      reasoning:
        `The judge answered ${output.verdict}, but none of its quotes could be verified in the text read for this request, so the verdict is uncertain (fail-closed).${droppedNote}`,
    };
  }
  const missing = output.verdict === "supported" && verified.length > 0 ? missingFigures(input.claim, verified.map((q) => q.text)) : [];
  if (missing.length > 0) {
    return {
      ...base,
      verdict: "uncertain",
      confidence: Math.min(confidence, 0.5),
      reasoning: `The judge answered supported, but the quoted evidence does not contain the claim's figure${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, so the verdict is uncertain (fail-closed).${droppedNote}`,
    };
  }
  if (confidence < plan.threshold) {
    return {
      ...base,
      verdict: "uncertain",
      confidence,
      reasoning: `Leaning ${output.verdict} at confidence ${confidence}, below this tier's threshold of ${plan.threshold}, so the verdict is uncertain. ${output.reasoning.trim()}${droppedNote}`,
    };
  }
  const capNote = cappedBy ? ` Confidence capped: ${cappedBy}.` : "";
  return { ...base, verdict: output.verdict, confidence, reasoning: `${output.reasoning.trim()}${capNote}${droppedNote}` };
}
