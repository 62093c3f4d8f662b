import type { Verdict } from "../../contract/schemas.js";
import type { TierId } from "../../contract/tiers.js";

/** A piece of evidence text the judge may rely on. */
export interface Passage {
  readonly id: string;
  readonly text: string;
  /** Where it came from: a fetched page, the caller's context, or the local corpus. */
  readonly source: "page" | "context" | "corpus";
  readonly url: string | null;
  readonly fetchedAt: string | null;
  /** Retrieval score from ranking (BM25), when ranked. */
  readonly retrievalScore?: number;
}

export interface JudgeInput {
  readonly claim: string;
  readonly context: string | null;
  readonly passages: readonly Passage[];
  readonly tier: TierId;
}

export interface JudgeQuote {
  readonly passageId: string;
  /** Must appear verbatim in that passage; the engine drops quotes that do not. */
  readonly quote: string;
}

export interface JudgeOutput {
  readonly verdict: Verdict;
  /** Calibrated probability that the verdict is right. */
  readonly confidence: number;
  /** A short reason a person can read. */
  readonly reasoning: string;
  readonly quotes: readonly JudgeQuote[];
  /** Model identifier, e.g. "embedded-judge@1" or the LLM model id. */
  readonly model: string;
}

export interface Judge {
  readonly id: string;
  judge(input: JudgeInput, options?: { signal?: AbortSignal }): Promise<JudgeOutput>;
}
