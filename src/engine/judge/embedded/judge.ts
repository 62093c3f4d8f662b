// The embedded judge: a calibrated, explainable verdict from hand-built features and committed weights.
import type { Judge, JudgeInput, JudgeOutput, JudgeQuote, Passage } from "../types.js";
import { FEATURE_NAMES } from "./features.js";
import { checkWeights, type JudgeWeights } from "./model.js";
import { explain } from "./reason.js";
import { scoreClaim } from "./scoring.js";

/** A quote is offered for an undecided verdict only when the sentence shares at least this much of the claim. */
const UNCERTAIN_QUOTE_COVERAGE = 0.5;

export class EmbeddedJudge implements Judge {
  readonly id: string;

  constructor(private readonly weights: JudgeWeights) {
    checkWeights(weights);
    this.id = `embedded-judge@${weights.version}`;
  }

  async judge(input: JudgeInput, options?: { signal?: AbortSignal }): Promise<JudgeOutput> {
    options?.signal?.throwIfAborted();
    return this.judgeSync(input);
  }

  judgeSync(input: Pick<JudgeInput, "claim" | "passages">): JudgeOutput {
    const passages: readonly Passage[] = input.passages.filter((p) => p.text.trim().length > 0);
    const scored = scoreClaim(
      this.weights,
      input.claim,
      passages.map((p) => p.text),
    );
    const d = scored.decision;
    const passage = d.passage >= 0 ? (passages[d.passage] ?? null) : null;
    const evidence = d.passage >= 0 ? (scored.passages[d.passage]?.evidence ?? null) : null;
    let quote: string | null = null;
    if (passage && evidence?.best) {
      const coverage = evidence.features[FEATURE_NAMES.indexOf("cov_best")] ?? 0;
      if (d.verdict !== "uncertain" || coverage >= UNCERTAIN_QUOTE_COVERAGE) {
        quote = passage.text.slice(evidence.best.start, evidence.best.end);
      }
    }
    const quotes: JudgeQuote[] = quote && passage ? [{ passageId: passage.id, quote }] : [];
    return {
      verdict: d.verdict,
      confidence: Math.round(d.confidence * 1e4) / 1e4,
      reasoning: explain(d, passage, evidence, quote, this.weights.threshold),
      quotes,
      model: this.id,
    };
  }
}
