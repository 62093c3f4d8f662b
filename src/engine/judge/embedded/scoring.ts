// Scores every passage against the claim and picks the verdict: the shared core of the judge, the bench and
// the training script (which calls it with weights it has just fitted).
import { decide, type Decision } from "./decide.js";
import { analyzeClaim, isDecisiveContradiction, passageEvidence, type PassageEvidence } from "./features.js";
import { stanceProbabilities, type JudgeWeights, type StanceProbabilities } from "./model.js";
import { analyze } from "../../../text/analyze.js";

/** Very long passages are cut for analysis; quotes still come from the original text (a prefix of it). */
export const MAX_ANALYZED_CHARS = 20_000;

export interface ScoredPassage {
  readonly evidence: PassageEvidence;
  readonly probabilities: StanceProbabilities;
}

export interface ScoredClaim {
  readonly passages: readonly ScoredPassage[];
  readonly decision: Decision;
}

export function scoreClaim(weights: JudgeWeights, claim: string, passageTexts: readonly string[]): ScoredClaim {
  const c = analyzeClaim(claim);
  const passages = passageTexts.map((text) => {
    const evidence = passageEvidence(c, analyze(text.length > MAX_ANALYZED_CHARS ? text.slice(0, MAX_ANALYZED_CHARS) : text));
    return { evidence, probabilities: stanceProbabilities(weights, evidence.features, evidence.sentenceCount) };
  });
  const decision = decide(
    passages.map((p) => ({ ...p.probabilities, decisive: isDecisiveContradiction(p.evidence) })),
    weights.threshold,
    weights.mismatchConfidence,
  );
  return { passages, decision };
}
