/**
 * A second verifier that cannot be instructed (factcheck.md §4.3.4): when an LLM decided, the embedded judge reads
 * only the verified quotes against the claim. If it confidently reads them the other way, the verdict becomes
 * `uncertain`. It never makes a verdict more decided than the LLM's; its own `uncertain` changes nothing.
 */
import type { TierId } from "../../contract/tiers.js";
import type { Judge, Passage } from "../judge/types.js";
import type { Outcome } from "./decide.js";

export async function crossCheck(outcome: Outcome, claim: string, tier: TierId, checker: Judge, signal: AbortSignal): Promise<Outcome> {
  if (outcome.verdict === "uncertain" || outcome.quotes.length === 0) return outcome;
  const passages: Passage[] = outcome.quotes.map((q, i) => ({
    id: `q${i + 1}`,
    text: q.text,
    source: q.source,
    url: q.url,
    fetchedAt: q.fetchedAt,
  }));
  const second = await checker.judge({ claim, context: null, passages, tier }, { signal });
  if (second.verdict === "uncertain" || second.verdict === outcome.verdict) return outcome;
  return {
    ...outcome,
    verdict: "uncertain",
    confidence: Math.min(outcome.confidence, 0.5),
    reasoning: `The judge answered ${outcome.verdict}, but an independent check that cannot be instructed (${second.model}) reads the same quotes as ${second.verdict}, so the verdict is uncertain (fail-closed).`,
  };
}
