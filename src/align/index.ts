/**
 * The claim–sentence alignment core, shared by the embedded judge, the quote check and the contradiction finder.
 *
 * Stable API (other modules build on it; extend, do not change):
 *
 *   claimFrame(claim: string): ClaimFrame
 *       Analyse a claim once (≤ 2000 characters read). Reuse the frame for every sentence. A claim of none above
 *       ("No land animal runs faster than the cheetah") is framed as the superlative it says (restate.ts).
 *   analyze(text: string): AnalyzedText
 *       Split evidence into sentences with tokens, lemmas, names and figures (≤ 20 000 characters read; offsets
 *       point into `text`, so text.slice(s.start, s.end) is the sentence verbatim).
 *   align(frame, sentence, source, referents?, pronounName?): Alignment
 *       Align the claim with one analysed sentence (`source` is the text the sentence was analysed from;
 *       `referents`: lower-case name words a pronoun of the sentence stands for, counted as present;
 *       `pronounName`: another name its opening pronoun stands for, a rival of the claim's opening name).
 *   alignAll(frame, analyzed): Alignment[]      one alignment per sentence
 *   alignText(claim, sentence): Alignment       one-shot form, for tests and sentence-to-sentence checks
 *   frameOf(sentence, source): ClaimFrame       use an analysed sentence as the "claim" (sentence vs sentence)
 *   entityIn(entity, words): boolean           whether a name is present among lower-case words (by its
 *                                               distinctive words: "Stanford University" is not "Yale University")
 *   nameKeys(entities): Set<string>           what entityIn finds those names by: their words and initials
 *   reliableName(entity): boolean              a name by more than its capital letter (inside the sentence, of
 *                                               two words or more, or no common English word)
 *   CALENDAR_WORDS                            month and weekday names (lower case): parts of dates, never names
 *   rankStated(rank, slots): yes|narrower|no   whether a sentence states a claim's superlative or ordinal ("largest
 *                                               inland city" is narrower than "largest city")
 *   companyForAlone(claim, sentence): boolean  the claim says something is done alone, the sentence that it is done
 *                                               in company ("only with a parent"): what a negated claim's "not … alone" says
 *   contrastClauses(sentence): Sentence[]      the parallel clauses of a contrast (", while", ", whereas", ", but", ";"),
 *                                               each analysed as a sentence of its own; none when it sets nothing apart
 *   figureComparisonOf(frame), comparedFigureIn(fc, sentence, lowers), figuresAgree(fc, a, b)
 *                                               a claim's comparison ("more downloads than", "taller than") decided
 *                                               by one figure on each side, from two sentences (figure-comparison.ts)
 *   passageScreen(frame): (passage) => boolean
 *                                               a cheap test, before any analysis, of whether a passage can share a
 *                                               word, figure or name with the claim (screen.ts); the judge leaves a
 *                                               passage it turns away untagged
 *
 * An Alignment reports `coverage` (weighted share of the claim's content words present, figures equal in value),
 * `restCoverage` (the same, leaving out substituted slots), the `covered`/`missing` claim words, key slots
 * (`keySlots`, `keyCovered`: entities, figures, ranks, quantifiers) and every `substitution`
 * ({kind, claim, sentence, sameVerb?}; kinds: entity, number, date, amount, quantity, ordinal, negation, antonym,
 * quantifier; a demonym swap is an entity), plus `hedged`. A sentence that covers the claim (`restCoverage` high) and has a substitution
 * disagrees with it; one that covers every key slot with no substitution agrees.
 *
 * Shared text pieces live in src/text/: analyze.ts (the analysis), nlp.ts (the one wink-nlp instance per
 * pipeline), normalize.ts (the one quote normaliser), lexicon.ts (negations, hedges, quantifiers, ordinals,
 * antonyms, demonyms), numbers.ts (figures), units.ts (the one unit table, also read by /consistency), site.ts (siteOf).
 */
export {
  align,
  alignAll,
  alignText,
  claimFrame,
  countedPhrase,
  companyForAlone,
  dateWord,
  entityIn,
  figureVerb,
  frameOf,
  isLoose,
  MAX_CLAIM_CHARS,
  modelNumberKey,
  nameKeys,
  firstOfKind,
  rankStated,
  ranksAnyone,
  reliableName,
  type Alignment,
  type ClaimFrame,
  type Substitution,
  type SubstitutionKind,
  withKindNamed,
} from "./align.js";
export { contrastClauses } from "./clauses.js";
export { comparedFigureIn, figureComparisonOf, figuresAgree, isEventOrder, statesAnOrder, type ComparedFigure, type FigureComparison } from "./figure-comparison.js";
export { passageScreen } from "./screen.js";
export { analyze, MAX_ANALYZED_CHARS, type AnalyzedText, type Sentence, type Token } from "../text/analyze.js";
export { argumentsOf, CALENDAR_WORDS, entitiesIn, labelColon, predicateAdjective, settingsOf, slotsOf, type Argument, type Entity, type Quantifier, type Rank, type SentenceSlots, type Setting, type Settings } from "./slots.js";
