// Hand-built features of (claim, passage): how well the passage's best sentence covers the claim, and whether
// it disagrees on a number, year, name, negation or antonym. Each feature is explainable on its own; the
// details that make a reason readable ("the page gives 1889, the claim says 1887") are kept beside them.
import { antonymsOf } from "../../../text/lexicon.js";
import { analyze, buildSentence, matchKey, type AnalyzedText, type Sentence } from "../../../text/analyze.js";
import { comparable, sameNumber, type NumberMention } from "../../../text/numbers.js";

export const FEATURE_NAMES = [
  "cov_best",
  "wcov_best",
  "bigram_best",
  "cov_window",
  "cov_unit",
  "surface_cov_best",
  "lemma_cov_best",
  "full_cover",
  "high_cover_window",
  "missing_keys_window",
  "bm25_best",
  "names_missing_unit",
  "name_mismatch",
  "has_numbers",
  "num_match_window",
  "num_all_match",
  "num_mismatch",
  "year_mismatch",
  "num_missing_unit",
  "neg_mismatch",
  "neg_mismatch_x_cov",
  "antonym",
  "antonym_x_cov",
  "hedge_sentence",
  "hedge_claim",
  "claim_len",
  "sentence_len",
  "lcs_best",
  "density_best",
  "predicate_cov_window",
  "name_num_cov_window",
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface ClaimAnalysis {
  readonly text: string;
  readonly sentence: Sentence;
  /** Keys of names and numbers weigh double in coverage. */
  readonly weights: ReadonlyMap<string, number>;
  readonly lemmas: ReadonlySet<string>;
  readonly surface: ReadonlySet<string>;
}

export interface Mismatch {
  readonly kind: "year" | "number" | "month" | "money" | "percent" | "quantity";
  readonly claim: string;
  readonly passage: string;
}

export interface PassageEvidence {
  readonly features: Float64Array;
  /** How many sentences the passage has (the calibrator's length covariate). */
  readonly sentenceCount: number;
  /** Offsets of the best sentence (and its window) in the passage text. */
  readonly best: { start: number; end: number } | null;
  readonly window: { start: number; end: number } | null;
  readonly mismatch: Mismatch | null;
  /**
   * A mismatch that leaves no room for another reading: the best sentence holds every other word of the claim,
   * the passage gives exactly one figure of that kind, and the claim's figure appears nowhere in it.
   */
  readonly decisiveMismatch: Mismatch | null;
  /**
   * A short best sentence that holds the whole claim but with the opposite polarity: a negation the claim does
   * not have (or the reverse), or one word swapped for its WordNet antonym.
   */
  readonly decisivePolarity: "negation" | "antonym" | null;
  readonly missingNames: readonly string[];
  readonly missingWords: readonly string[];
  readonly negationMismatch: boolean;
  readonly antonymPair: readonly [string, string] | null;
  readonly hedged: boolean;
}

export function analyzeClaim(claim: string): ClaimAnalysis {
  const analyzed = analyze(claim);
  const tokens = analyzed.sentences.flatMap((s) => s.tokens);
  const sentence =
    tokens.length > 0
      ? buildSentence(tokens)
      : {
          start: 0,
          end: 0,
          tokens: [],
          content: [],
          keys: new Set<string>(),
          bigrams: new Set<string>(),
          names: new Set<string>(),
          numbers: [],
          negations: 0,
          hedges: 0,
        };
  const weights = new Map<string, number>();
  for (const t of sentence.content) {
    const heavy = t.pos === "PROPN" || t.type !== "word";
    const k = matchKey(t);
    weights.set(k, Math.max(weights.get(k) ?? 0, heavy ? 2 : 1));
  }
  return {
    text: claim,
    sentence,
    weights,
    lemmas: new Set(sentence.content.map((t) => t.lemma)),
    surface: new Set(sentence.content.map((t) => t.lower)),
  };
}

function coverage(claim: ClaimAnalysis, keys: ReadonlySet<string>): number {
  if (claim.sentence.keys.size === 0) return 0;
  let hit = 0;
  for (const k of claim.sentence.keys) if (keys.has(k)) hit++;
  return hit / claim.sentence.keys.size;
}

function weightedCoverage(claim: ClaimAnalysis, keys: ReadonlySet<string>): number {
  let total = 0;
  let hit = 0;
  for (const [k, w] of claim.weights) {
    total += w;
    if (keys.has(k)) hit += w;
  }
  return total === 0 ? 0 : hit / total;
}

function setCoverage(wanted: ReadonlySet<string>, have: Iterable<string>): number {
  if (wanted.size === 0) return 0;
  const haveSet = have instanceof Set ? (have as Set<string>) : new Set(have);
  let hit = 0;
  for (const w of wanted) if (haveSet.has(w)) hit++;
  return hit / wanted.size;
}

function union<T>(sets: Iterable<ReadonlySet<T>>): Set<T> {
  const out = new Set<T>();
  for (const s of sets) for (const x of s) out.add(x);
  return out;
}

function bm25(claim: ClaimAnalysis, sentences: readonly Sentence[], idx: number): number {
  const n = sentences.length;
  const avgLen = sentences.reduce((a, s) => a + s.content.length, 0) / Math.max(1, n) || 1;
  const s = sentences[idx]!;
  const tf = new Map<string, number>();
  for (const t of s.content) {
    const k = matchKey(t);
    tf.set(k, (tf.get(k) ?? 0) + 1);
  }
  let score = 0;
  let ideal = 0;
  for (const k of claim.sentence.keys) {
    let df = 0;
    for (const other of sentences) if (other.keys.has(k)) df++;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const maxIdf = Math.log(1 + (n + 0.5) / 1.5);
    ideal += maxIdf;
    const f = tf.get(k) ?? 0;
    if (f > 0) score += (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * s.content.length) / avgLen));
  }
  return ideal === 0 ? 0 : Math.min(1, score / ideal);
}

function numbersMismatch(
  claimNums: readonly NumberMention[],
  windowNums: readonly NumberMention[],
): { matched: number; mismatch: Mismatch | null; yearMismatch: boolean } {
  let matched = 0;
  let mismatch: Mismatch | null = null;
  let yearMismatch = false;
  for (const c of claimNums) {
    if (windowNums.some((w) => sameNumber(c, w))) {
      matched++;
      continue;
    }
    const rival = windowNums.find((w) => comparable(c, w));
    if (rival) {
      if (c.kind === "year") yearMismatch = true;
      if (!mismatch || (c.kind === "year" && mismatch.kind !== "year")) {
        mismatch = { kind: c.kind === "number" ? "number" : c.kind, claim: c.raw, passage: rival.raw };
      }
    }
  }
  return { matched, mismatch, yearMismatch };
}

function antonymIn(claim: ClaimAnalysis, lemmas: ReadonlySet<string>): [string, string] | null {
  for (const t of claim.sentence.content) {
    if (t.type !== "word" || lemmas.has(t.lemma)) continue;
    for (const a of antonymsOf(t.lemma)) {
      if (lemmas.has(a) && !claim.lemmas.has(a)) return [t.lemma, a];
    }
  }
  return null;
}

const EMPTY = new Set<string>();

/** Longest common subsequence of the claim's content keys and the sentence's, over the claim's length. */
function inOrderCoverage(claimKeys: readonly string[], sentenceKeys: readonly string[]): number {
  if (claimKeys.length === 0 || sentenceKeys.length === 0) return 0;
  let prev = new Array<number>(sentenceKeys.length + 1).fill(0);
  for (const ck of claimKeys) {
    const cur = new Array<number>(sentenceKeys.length + 1).fill(0);
    for (let j = 1; j <= sentenceKeys.length; j++) {
      cur[j] = ck === sentenceKeys[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    }
    prev = cur;
  }
  return prev[sentenceKeys.length]! / claimKeys.length;
}

/** How tightly the claim's words sit together in the sentence: matched words over the span they cover. */
function density(claimKeys: ReadonlySet<string>, sentenceKeys: readonly string[]): number {
  let first = -1;
  let last = -1;
  let hits = 0;
  sentenceKeys.forEach((k, i) => {
    if (!claimKeys.has(k)) return;
    hits++;
    if (first < 0) first = i;
    last = i;
  });
  return hits === 0 ? 0 : hits / (last - first + 1);
}

function partCoverage(keys: readonly string[], have: ReadonlySet<string>): number {
  if (keys.length === 0) return 1;
  return keys.filter((k) => have.has(k)).length / keys.length;
}

/** Feature vector and evidence details for one passage (already analysed) against a claim. */
export function passageEvidence(claim: ClaimAnalysis, passage: AnalyzedText): PassageEvidence {
  const features = new Float64Array(FEATURE_NAMES.length);
  const set = (name: FeatureName, v: number) => {
    features[FEATURE_NAMES.indexOf(name)] = v;
  };
  set("hedge_claim", claim.sentence.hedges > 0 ? 1 : 0);
  set("claim_len", Math.log1p(claim.sentence.content.length));
  const sentences = passage.sentences;
  if (sentences.length === 0 || claim.sentence.keys.size === 0) {
    set("missing_keys_window", Math.log1p(claim.sentence.keys.size));
    set("names_missing_unit", claim.sentence.names.size > 0 ? 1 : 0);
    set("has_numbers", claim.sentence.numbers.length > 0 ? 1 : 0);
    set("num_missing_unit", claim.sentence.numbers.length > 0 ? 1 : 0);
    return {
      features,
      sentenceCount: sentences.length,
      best: null,
      window: null,
      mismatch: null,
      decisiveMismatch: null,
      decisivePolarity: null,
      missingNames: [...claim.sentence.names],
      missingWords: claim.sentence.content.map((t) => t.text),
      negationMismatch: false,
      antonymPair: null,
      hedged: false,
    };
  }

  let bestIdx = 0;
  let bestScore = -1;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const score =
      weightedCoverage(claim, s.keys) + 0.3 * setCoverage(claim.sentence.bigrams as Set<string>, s.bigrams);
    if (score > bestScore) {
      bestScore = score;
      bestIdx = i;
    }
  }
  const best = sentences[bestIdx]!;
  const prev = sentences[bestIdx - 1];
  const next = sentences[bestIdx + 1];
  const withPrev = prev ? union([prev.keys, best.keys]) : best.keys;
  const withNext = next ? union([best.keys, next.keys]) : best.keys;
  const usePrev = prev !== undefined && coverage(claim, withPrev) > coverage(claim, withNext);
  const windowSentences = usePrev ? [prev!, best] : next ? [best, next] : [best];
  const windowKeys = usePrev ? withPrev : withNext;
  // Claims are short and passages long: ask "is this claim word anywhere?" instead of building passage-wide sets.
  const unitKeys = new Set([...claim.sentence.keys].filter((k) => sentences.some((s) => s.keys.has(k))));

  const covBest = coverage(claim, best.keys);
  const covWindow = coverage(claim, windowKeys);
  set("cov_best", covBest);
  set("wcov_best", weightedCoverage(claim, best.keys));
  set("bigram_best", setCoverage(claim.sentence.bigrams as Set<string>, best.bigrams));
  set("cov_window", covWindow);
  set("cov_unit", coverage(claim, unitKeys));
  set("surface_cov_best", setCoverage(claim.surface as Set<string>, best.content.map((t) => t.lower)));
  set("lemma_cov_best", setCoverage(claim.lemmas as Set<string>, best.content.map((t) => t.lemma)));
  set("full_cover", covBest >= 0.999 ? 1 : 0);
  set("high_cover_window", covWindow >= 0.8 ? 1 : 0);
  const missingWords = claim.sentence.content.filter((t) => !windowKeys.has(matchKey(t))).map((t) => t.text);
  set("missing_keys_window", Math.log1p(new Set(missingWords.map((w) => w.toLowerCase())).size));
  set("bm25_best", bm25(claim, sentences, bestIdx));

  const claimNames = claim.sentence.names;
  const windowNames = union(windowSentences.map((s) => s.names));
  // A name counts as present when it appears as a word of the passage, tagged as a name or not.
  const hasWord = (group: readonly Sentence[], word: string) =>
    group.some((s) => s.names.has(word) || s.tokens.some((t) => t.lower === word));
  const missingNames = [...claimNames].filter((n) => !hasWord(sentences, n));
  set("names_missing_unit", claimNames.size === 0 ? 0 : missingNames.length / claimNames.size);
  const missingInWindow = [...claimNames].filter((n) => !hasWord(windowSentences, n));
  const foreignNames = [...windowNames].filter((n) => !claimNames.has(n) && !claim.surface.has(n));
  set("name_mismatch", missingInWindow.length > 0 && foreignNames.length > 0 && covWindow >= 0.5 ? 1 : 0);

  const claimNums = claim.sentence.numbers;
  const windowNums = windowSentences.flatMap((s) => s.numbers);
  const unitNums = sentences.flatMap((s) => s.numbers);
  let mismatch: Mismatch | null = null;
  if (claimNums.length > 0) {
    const w = numbersMismatch(claimNums, windowNums);
    mismatch = w.mismatch;
    set("has_numbers", 1);
    set("num_match_window", w.matched / claimNums.length);
    set("num_all_match", w.matched === claimNums.length ? 1 : 0);
    set("num_mismatch", w.mismatch ? 1 : 0);
    set("year_mismatch", w.yearMismatch ? 1 : 0);
    const inUnit = claimNums.filter((c) => unitNums.some((u) => sameNumber(c, u))).length;
    set("num_missing_unit", 1 - inUnit / claimNums.length);
  }

  let decisiveMismatch: Mismatch | null = null;
  const wordsAllInBest = claim.sentence.content.filter((t) => t.type === "word").every((t) => best.keys.has(matchKey(t)));
  if (wordsAllInBest && claim.sentence.negations % 2 === best.negations % 2) {
    for (const c of claimNums) {
      if (unitNums.some((u) => sameNumber(c, u))) continue;
      const rivals = unitNums.filter((u) => comparable(c, u));
      const inBest = best.numbers.filter((u) => comparable(c, u));
      if (rivals.length === 1 && inBest.length === 1) {
        decisiveMismatch = { kind: c.kind === "number" ? "number" : c.kind, claim: c.raw, passage: inBest[0]!.raw };
        break;
      }
    }
  }

  const negationMismatch = claim.sentence.negations % 2 !== best.negations % 2;
  set("neg_mismatch", negationMismatch ? 1 : 0);
  set("neg_mismatch_x_cov", negationMismatch ? covBest : 0);
  const windowLemmas = union(windowSentences.map((s) => new Set(s.content.map((t) => t.lemma))));
  const antonymPair = antonymIn(claim, windowLemmas ?? EMPTY);
  set("antonym", antonymPair ? 1 : 0);
  set("antonym_x_cov", antonymPair ? covWindow : 0);
  // "Short" keeps long sentences out, whose negations usually belong to another clause (seen in the data).
  const shortBest = best.content.length <= claim.sentence.content.length + 6;
  const missingFromBest = claim.sentence.content.filter((t) => !best.keys.has(matchKey(t)));
  let decisivePolarity: "negation" | "antonym" | null = null;
  let polarityPair: [string, string] | null = null;
  if (shortBest && decisiveMismatch === null) {
    if (missingFromBest.length === 0 && negationMismatch) decisivePolarity = "negation";
    else if (missingFromBest.length === 1 && claim.sentence.negations % 2 === best.negations % 2) {
      const word = missingFromBest[0]!;
      const opposite = antonymsOf(word.lemma).find((a) => best.content.some((t) => t.lemma === a));
      if (opposite) {
        decisivePolarity = "antonym";
        polarityPair = [word.lemma, opposite];
      }
    }
  }
  const hedged = best.hedges > 0;
  set("hedge_sentence", hedged ? 1 : 0);
  set("sentence_len", Math.log1p(best.content.length));
  const claimSeq = claim.sentence.content.map(matchKey);
  const bestSeq = best.content.map(matchKey);
  set("lcs_best", inOrderCoverage(claimSeq, bestSeq));
  set("density_best", density(claim.sentence.keys, bestSeq));
  const predicate = claim.sentence.content.filter((t) => t.type === "word" && t.pos !== "PROPN").map(matchKey);
  const nameNum = claim.sentence.content.filter((t) => t.type !== "word" || t.pos === "PROPN").map(matchKey);
  set("predicate_cov_window", partCoverage(predicate, windowKeys));
  set("name_num_cov_window", partCoverage(nameNum, windowKeys));

  const first = windowSentences[0]!;
  const last = windowSentences[windowSentences.length - 1]!;
  return {
    features,
    sentenceCount: sentences.length,
    best: { start: best.start, end: best.end },
    window: { start: first.start, end: last.end },
    mismatch: decisiveMismatch ?? mismatch,
    decisiveMismatch,
    decisivePolarity,
    missingNames,
    missingWords,
    negationMismatch,
    antonymPair: polarityPair ?? antonymPair,
    hedged,
  };
}

/** The passage contradicts the claim outright (a figure, a negation or an antonym; see the fields above). */
export function isDecisiveContradiction(e: PassageEvidence): boolean {
  return e.decisiveMismatch !== null || e.decisivePolarity !== null;
}
