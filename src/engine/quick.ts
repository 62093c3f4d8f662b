/**
 * The quick tier: no search, no pages. The small model judges from its own knowledge and the caller's context;
 * without a model, the embedded judge judges against the context; with neither, the honest answer is uncertain.
 * Evidence is only ever a verified quote from the context, marked as such; never a citation.
 */
import type { Judge, Passage } from "./judge/types.js";
import type { TierPlan } from "./tiers.js";
import type { VerifyInput } from "./types.js";
import type { Deadline } from "./upstream/deadline.js";
import { decide, type Outcome } from "./verdict/decide.js";

export const CONTEXT_PASSAGE_ID = "context";

export async function runQuick(
  input: VerifyInput,
  plan: TierPlan,
  judge: Judge | null,
  judgeCalibrated: boolean,
  deadline: Deadline,
): Promise<Outcome> {
  if (!judge) {
    return {
      verdict: "uncertain",
      confidence: 0,
      reasoning:
        // Unreachable through the routes, which refuse such a request for free first (Engine.contextRequired).
        "The quick tier judges from a model's knowledge or from the context you send. No language model is configured and no context was given, so the claim was not judged. Verdict is uncertain.",
      quotes: [],
      dropped: [],
      judgeVerdict: "uncertain",
      judgeModel: "none",
      sites: 0,
    };
  }
  const passages: Passage[] =
    input.context === null || input.context.trim() === ""
      ? []
      : [{ id: CONTEXT_PASSAGE_ID, text: input.context, source: "context", url: null, fetchedAt: null }];
  const output = await judge.judge({ claim: input.claim, context: input.context, passages, tier: input.tier }, { signal: deadline.signal });
  const outcome = decide({ claim: input.claim, output, passages, docs: [], plan, judgeCalibrated, requireQuote: judgeCalibrated });
  const basis = outcome.quotes.length > 0 ? "the context you gave" : "the model's general knowledge; no external source was consulted";
  return outcome.verdict === "uncertain" ? outcome : { ...outcome, reasoning: `${outcome.reasoning} (Quick tier: judged from ${basis}.)` };
}
