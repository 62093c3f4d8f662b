/**
 * The embedded judge: a verdict decided from the claim–sentence alignment (src/align/) with committed,
 * cross-validated weights. A sentence that covers the claim but substitutes one of its slots is evidence against;
 * one (or two together) covering every key slot with nothing substituted is evidence for; the decision is per
 * claim over all the evidence, and `uncertain` when the calibrated confidence is below the shape's threshold or
 * the evidence holds both a clean statement of the claim and a clean contradiction of it.
 */
import type { Judge, JudgeInput, JudgeOutput, JudgeQuote, Passage } from "../types.js";
import { anyAbsent, contradictionKind, readEvidence, type ClaimEvidence, type SentenceRef } from "./evidence.js";
import { canRefuteByModel, hasStatement, isTorn } from "./gates.js";
import { checkWeights, score, type JudgeWeights, type Scored } from "./model.js";
import { conflicting, explain, notRefuted, offPoint, unnamed, unstated } from "./reason.js";

/** A quote is offered for an undecided verdict only when the sentence shares at least this much of the claim. */
const UNCERTAIN_QUOTE_COVERAGE = 0.5;
/** A contradiction counts as one only when the sentence has this much of the rest of the claim. */
const AGAINST_REST_COVERAGE = 0.8;

/** The confidence an alignment rule's answer needs: its own bar for a contradiction, the shape's for a clean statement. */
function ruleThreshold(w: JudgeWeights, ev: ClaimEvidence, verdict: "supported" | "unsupported"): number {
  return verdict === "supported" ? w.calibration[ev.shape].supportedThreshold : w.contradictionThreshold;
}

/**
 * The confidence of an `uncertain` answer: the model's own probability of the answer it leans to (low when the
 * evidence is unrelated), kept below the bar that answer needed. A gate (a conflict, an absent name, evidence off the
 * claim's point) withholds answers the model was sure of, and an `uncertain` reading 1.00 would tell a caller who
 * thresholds on confidence the opposite of the verdict (reference/factcheck.md §4.1: "necessarily below the threshold").
 */
function leaningConfidence(s: Scored): number {
  const leaning = Math.min(s.confidence, s.raw[s.verdict === "supported" ? 0 : 1]);
  const belowBar = Math.floor(s.threshold * 100 - 1e-9) / 100;
  return Math.round(Math.min(leaning, belowBar) * 1e4) / 1e4;
}

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
    const ev = readEvidence(input.claim, passages.map((p) => p.text));
    if (input.claim.trim() === "" || ev.closest === null) {
      return { verdict: "uncertain", confidence: 0, reasoning: explain("uncertain", null, ev, null, null), quotes: [], model: this.id };
    }
    const scored = score(this.weights, ev.features, ev.shape);
    const torn = isTorn(ev);
    // A decisive contradiction (one sentence holds the rest of the claim and swaps one slot, the claim's own value
    // appears nowhere) decides on every shape: the several-sentences model reads coverage only (train.ts), so the
    // rule is what makes "The Eiffel Tower is in Berlin." against ["…in Paris…"] unsupported there. The clean-
    // statement rule speaks for passages and pages; on several short sentences the model's coverage is the better guide.
    const refuted = ev.decisive && !torn;
    const stated = ev.shape === "passage" && ev.clean && !torn && !refuted;
    const rule = refuted ? ("unsupported" as const) : stated ? ("supported" as const) : null;
    const ruleConfidence = refuted
      ? this.weights.contradiction[contradictionKind(ev.against!.alignment.substitutions[0]!.kind)].confidence
      : this.weights.cleanSupport.confidence;
    // The two alignment rules answer with their own measured confidence (held to ruleThreshold); the
    // model's answer stands when it agrees, is more confident and clears its own bar.
    const s = rule && (scored.verdict !== rule || scored.confidence < ruleConfidence || scored.confidence < scored.threshold)
      ? { ...scored, verdict: rule, confidence: ruleConfidence, threshold: ruleThreshold(this.weights, ev, rule) }
      : scored;
    // The model's answer stands only when it does not take the evidence for irrelevant (model.ts, neutralCap).
    const relevant = rule !== null || scored.raw[2] <= this.weights.calibration[ev.shape].neutralCap;
    // `supported` needs a sentence that states the claim (no substitution, not a mere question) to quote, and every
    // name, figure and superlative of the claim somewhere in the evidence: "The Mona Lisa is displayed in the Prado"
    // is not stated by a page that never names the Prado, however much of the rest it holds.
    // Nor is a claim `unsupported` on several sentences by the model's reading of coverage when a sentence states all of
    // it but the names the evidence never gives, or covers most of it in other words (gates.ts, canRefuteByModel).
    const nothingAbsent = s.verdict === "unsupported" ? rule !== null || canRefuteByModel(ev) : !anyAbsent(ev.absent);
    const quotable = s.verdict === "unsupported" || hasStatement(ev);
    const confident = s.confidence >= s.threshold;
    const verdict = !torn && relevant && nothingAbsent && quotable && confident ? s.verdict : "uncertain";
    // A contradicting sentence is named as one only when it holds the rest of the claim: "A young driver surcharge of
    // €15 per day…" swaps "€10" of "A child seat costs €10 per day" but says nothing of child seats.
    const contradiction = ev.against && (refuted || ev.against.alignment.restCoverage >= AGAINST_REST_COVERAGE) ? ev.against : null;
    let ref: SentenceRef | null;
    if (verdict === "supported") ref = ev.support ?? ev.closest;
    else if (verdict === "unsupported") ref = contradiction ?? ev.closest;
    // Withheld because the one sentence on a part of the claim says otherwise: that sentence is the one to read.
    else if (s.verdict === "supported" && (ev.absent.contradicted.length > 0 || ev.absent.saidOtherwise.length > 0 || ev.absent.datedOtherwise.length > 0)) ref = ev.against;
    else ref = ev.closest && ev.closest.alignment.coverage >= UNCERTAIN_QUOTE_COVERAGE ? ev.closest : null;
    const passage = ref ? passages[ref.passage]! : (passages[ev.closest.passage] ?? null);
    const quote = ref ? passages[ref.passage]!.text.slice(ref.start, ref.end) : null;
    const quotes: JudgeQuote[] = quote && ref ? [{ passageId: passages[ref.passage]!.id, quote }] : [];
    // A claim stated by two sentences together is quoted by both: the second often carries its figure ("Display:
    // 13.6-inch Liquid Retina." after "MacBook Air 13-inch (M3)."), which the fail-closed figure check looks for.
    const second = verdict === "supported" && ref === ev.support ? ev.complement : null;
    if (second) quotes.push({ passageId: passages[second.passage]!.id, quote: passages[second.passage]!.text.slice(second.start, second.end) });
    let reasoning: string;
    if (torn) reasoning = conflicting(quote);
    else if (!relevant && confident) reasoning = offPoint(scored.raw[2], quote);
    else if (!nothingAbsent && confident) reasoning = s.verdict === "unsupported" && !anyAbsent(ev.absent) ? notRefuted(quote) : unnamed(ev.absent, quote);
    else if (!quotable && confident) reasoning = unstated(quote);
    else reasoning = explain(verdict, s, { ...ev, against: verdict === "supported" || (verdict === "unsupported" && contradiction === null) ? null : ev.against }, passage, quote);
    const confidence = verdict === "uncertain" ? leaningConfidence(s) : Math.round(s.confidence * 1e4) / 1e4;
    return { verdict, confidence, reasoning, quotes, model: this.id };
  }
}
