/** The judge used when no LLM is configured, and the quick tier's judge when a context is given. */
import type { Judge } from "../types.js";
import { EmbeddedJudge } from "./judge.js";
import type { JudgeWeights } from "./model.js";
import weights from "./weights.json" with { type: "json" };

export { EmbeddedJudge } from "./judge.js";
export { readEvidence, FEATURE_NAMES, type ClaimEvidence, type EvidenceShape } from "./evidence.js";
export { score, type JudgeWeights } from "./model.js";

let shared: EmbeddedJudge | null = null;

/** The embedded judge with the committed weights. Stateless, so one instance is shared. */
export function createEmbeddedJudge(): Judge {
  shared ??= new EmbeddedJudge(weights as unknown as JudgeWeights);
  return shared;
}

export function embeddedJudgeWeights(): JudgeWeights {
  return weights as unknown as JudgeWeights;
}
