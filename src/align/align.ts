/**
 * Claim–sentence alignment: which parts of the claim a sentence covers, and every slot where it puts something
 * else in their place (an entity, a number, a date, an amount, a measurement, a rank, a quantifier, the polarity).
 * Unit-equivalent values (75 cm and 0.75 m) and rounded figures agree; see src/text/numbers.ts.
 * Cost: one pass over the claim's tokens per sentence, with set lookups; sentences are capped by analysis.
 */
import { analyze, buildSentence, matchKey, SentenceCache, type AnalyzedText, type Sentence, type Token } from "../text/analyze.js";
import { ACCOMPANIED_WORDS, ALONE_WORDS, antonymsOf, CHOICE_WORDS, CLOSING_WORDS, COLOURS, COMPANION_NOUNS, DUTY_WORDS, FORMER_MODIFIERS, FREQUENCY_WORDS, hasListedOpposite, HEDGE_WORDS, hedgeWidthAt, isConverse, isNegationCue, makingWords, oppositeDistances, oppositesBeforeNoun, ORDINAL_WORDS, ordinalRank, placesOfDemonym, placeWidth, PRIVATIVE_MODIFIERS, REMOVAL_VERBS, senseOf, SUPERLATIVE_SYNONYMS } from "../text/lexicon.js";
import { inLexicon, participleVerb, readAlone, stem } from "../text/nlp.js";
import { comparativeBase } from "./comparatives.js";
import { restatedNoneAbove } from "./restate.js";
import { BOUND_WORDS, MAX_BOUND_WORDS, boundsAgree, isAgeLimit, comparable, durationOf, durationUnitOf, isCalendar, isInterval, isTimesWord, lowerBoundImplied, MONTHS, sameFigure, sameNumber, timesWordValue, wordAfterNumber, type NumberMention } from "../text/numbers.js";
import { agentNounVerb, agentsOf, describedName, argumentsOf, CALENDAR_WORDS, CREATION_VERBS, CREATOR, GROUND_FLOOR_RANK, LAST_RANK, WEEKDAYS, labelColon, labelEnd, placementKey, predicateAdjective, settingsOf, shortInitialsKey, settingValueKeys, slotsOf, type Entity, type Quantifier, type Rank, type SentenceSlots, type Setting, type Settings } from "./slots.js";

/** Longest claim read; the rest is ignored (claims are ≤ 2000 characters by contract). */
export const MAX_CLAIM_CHARS = 2000;

export type SubstitutionKind =
  | "entity"
  | "number"
  | "date"
  | "amount"
  | "quantity"
  | "ordinal"
  | "negation"
  | "antonym"
  | "quantifier";

export interface Substitution {
  readonly kind: SubstitutionKind;
  /** The claim's wording of the slot ("Berlin", "largest", "1937", "not"); "" when the claim has none (negation). */
  readonly claim: string;
  /** What the sentence puts there ("Paris", "second largest", "1939", "never"); "" when it has none. */
  readonly sentence: string;
  /**
   * For a figure or date: both hang on the same verb ("first released in 1991" / "released in 1995"), so they date
   * or count the same event, not another one the sentence also mentions.
   */
  readonly sameVerb?: boolean;
  /**
   * For a name: paired only because each side has one name the other lacks, with nothing else tying them ("FIFA" /
   * "Qatar" in "won the World Cup three times" after "winning in Qatar"), so it may be no swap at all.
   */
  readonly loose?: boolean;
  /**
   * For a quantifier: the sentence gives the claim's verb another thing or subject as all or most of it
   * (exclusivelyOther: "feed mainly on the leaves"; onlyOtherSubject: "Only the queen lays eggs").
   */
  readonly exclusive?: boolean;
  /**
   * For a name: the sides of a one-way act traded, read by the claim's verb or another of the act ("Chelsea defeated
   * Arsenal" / "Arsenal beat Chelsea"): the sentence says who did it, and it is not the claim's name.
   */
  readonly traded?: boolean;
  /**
   * For a figure: both measure the same thing in the same way, a measurement, an amount, a time or a duration, or a
   * count of the same noun ("five colours" / "three colours"), so the sentence's figure is one the claim's figure could be.
   */
  readonly sameMeasure?: boolean;
  /**
   * For a figure: the claim's comparison, which this sentence's figure and another sentence's decide against
   * (figure-comparison.ts): "20 offline downloads" / "40 offline downloads" for "more downloads than the Solo plan".
   */
  readonly comparedFigures?: boolean;
  /**
   * For a name: the claim's verb (as the claim writes it) whose doer the sentence gives as another ("won" of "Tomas
   * Eriksen won the marathon" / "Samuel Kiprop … won the men's race").
   */
  readonly doerOf?: string;
}

export interface ClaimFrame {
  readonly text: string;
  /** All the claim's tokens as one sentence (a claim of two sentences is aligned as a whole). */
  readonly sentence: Sentence;
  readonly slots: SentenceSlots;
  /** Weight per content-word match key: names and figures weigh 2, other words 1. */
  readonly weights: ReadonlyMap<string, number>;
  readonly negated: boolean;
  /** The claim is about a birth, death or founding, whose year a name's parenthesis gives ("(1879–1955)"). */
  readonly lifeEvent: boolean;
  /**
   * The evidence names the word that tells the claim's subject from others of its kind ("Standard" of "Standard
   * shipping"): only then is another such word before the same noun a swap (otherModifier). Set by withKindNamed.
   */
  readonly kindNamed?: boolean;
}

export interface Alignment {
  /** Weighted share of the claim's content words the sentence has (figures count when equal in value). */
  readonly coverage: number;
  /** The same share, leaving out the claim words of substituted slots: "covers everything else". */
  readonly restCoverage: number;
  /** Claim words found in the sentence, and those not found. */
  readonly covered: readonly string[];
  readonly missing: readonly string[];
  /** Key slots of the claim (entities, figures, ranks, quantifiers) and how many the sentence has unchanged. */
  readonly keySlots: number;
  readonly keyCovered: number;
  readonly substitutions: readonly Substitution[];
  /** The sentence hedges ("may", "reportedly", "is expected to") the claim words it has, where the claim does not. */
  readonly hedged: boolean;
  /** That hedge as written ("is reported to"). */
  readonly hedge?: string;
  /**
   * For a claim that denies nothing, a negation of the sentence bearing on the claim words it has, where no word of the
   * claim is negated as such (that is a substitution): "not" of "…is not part of the free plan" for "…is included in the free plan".
   */
  readonly denial?: string;
  /** The claim's predicate said only for someone or some time the claim does not name ("free for members"). */
  readonly narrowed?: string;
  /** The claim's comparison ("less caffeine than"), when the claim compares and the sentence does not state it so. */
  readonly unstatedComparison?: string;
  /**
   * The claim's places the sentence gives in the same role only as a wider or narrower place, which may hold them or lie
   * in them ("Pretoria" of "born in Pretoria" / "born in South Africa"): not stated, not contradicted either.
   */
  readonly placesOfOtherWidth?: readonly string[];
}

const EMPTY_SENTENCE: Sentence = {
  start: 0,
  end: 0,
  tokens: [],
  content: [],
  keys: new Set(),
  names: new Set(),
  numbers: [],
  negations: 0,
  hedges: 0,
  memo: new Map(),
};

/** Analyses a claim once for aligning it with any number of sentences. */
export function claimFrame(claim: string): ClaimFrame {
  const given = claim.length > MAX_CLAIM_CHARS ? claim.slice(0, MAX_CLAIM_CHARS) : claim;
  const givenTokens = analyze(given).sentences.flatMap((s) => s.tokens);
  const restated = restatedNoneAbove(given, givenTokens);
  const text = restated ?? given;
  const tokens = restated === null ? givenTokens : analyze(restated).sentences.flatMap((s) => s.tokens);
  const sentence = tokens.length > 0 ? buildSentence(tokens) : EMPTY_SENTENCE;
  return frameOf(sentence, text);
}

/** A frame for a sentence already analysed (aligning sentence with sentence, as the contradiction finder does). */
export function frameOf(sentence: Sentence, source: string): ClaimFrame {
  const weights = new Map<string, number>();
  for (const t of sentence.content) {
    const heavy = t.pos === "PROPN" || t.type !== "word";
    const k = matchKey(t);
    weights.set(k, Math.max(weights.get(k) ?? 0, heavy ? 2 : 1));
  }
  const lifeEvent = sentence.tokens.some((t) => LIFE_EVENT_WORDS.has(t.lemma) || LIFE_EVENT_WORDS.has(t.lower));
  const slots = slotsOf(sentence, source);
  const conceded = slots.negations.filter((cue) => inConcession(sentence.tokens, cue)).length;
  return { text: source, sentence, slots, weights, negated: (sentence.negations - conceded) % 2 === 1, lifeEvent };
}

/**
 * Whether a negation cue sits in a concession ("even if there's nothing wrong with them", "even though it was not
 * finished"): it negates nothing the claim asserts. Read back to the clause's opening comma.
 */
function inConcession(tokens: readonly Token[], cue: number): boolean {
  if (correctiveAside(tokens, cue)) return true;
  for (let i = cue - 1; i > 0; i--) {
    if (tokens[i]!.text === "," || tokens[i]!.text === ";") return false;
    if (tokens[i - 1]!.lower === "even" && (tokens[i]!.lower === "if" || tokens[i]!.lower === "though")) return true;
  }
  return false;
}

/** How many words a corrective aside may have ("not Sydney", "not the largest city"). */
const CORRECTIVE_ASIDE_WORDS = 4;

/**
 * Whether a "not" opens an aside between commas that sets a name aside, with no verb: "Canberra, not Sydney, is the
 * capital of Australia" asserts that Canberra is, and negates nothing it asserts.
 */
function correctiveAside(tokens: readonly Token[], cue: number): boolean {
  if (tokens[cue]?.lower !== "not" || tokens[cue - 1]?.text !== ",") return false;
  for (let j = cue + 1; j < tokens.length && j <= cue + CORRECTIVE_ASIDE_WORDS + 1; j++) {
    const t = tokens[j]!;
    if (t.text === ",") return j > cue + 1;
    if (t.type !== "word" || t.pos === "VERB" || t.pos === "AUX") return false;
  }
  return false;
}

const LIFE_EVENT_WORDS = new Set(["born", "bear", "birth", "die", "died", "death", "found", "founded", "establish", "established", "live", "lived", "life", "reign", "reigned"]);

function numberKind(n: NumberMention): SubstitutionKind {
  if (isCalendar(n)) return "date";
  if (n.kind === "money") return "amount";
  if (n.kind === "quantity") return "quantity";
  return "number";
}

/**
 * A name is present when one of its distinctive words is ("Obama" for "Barack Obama"; not "University" alone), or
 * every word when none is distinctive ("United States" is not "United Kingdom"), or it is there whole (a place a
 * demonym names: "American" puts "united states" in SentenceSlots.lowers). A name is there in the singular or the
 * plural ("the Beauforts", "the house of Beaufort"), a name of two words also written as one ("Family Mart", "FamilyMart").
 */
export function entityIn(e: Entity, have: ReadonlySet<string>): boolean {
  if (e.distinct.length > 0 ? anyFormIn(e.distinct, have) : everyFormIn(e.words, have)) return true;
  if (e.shortInitials && have.has(shortInitialsKey(e.shortInitials))) return true;
  if (e.words.length <= 1) return false;
  return anyIn(e.wholeForms, have);
}

// entityIn is called for every name against every sentence read: plain loops, no closures made per call.
function anyIn(words: readonly string[], have: ReadonlySet<string>): boolean {
  for (const w of words) if (have.has(w)) return true;
  return false;
}

function anyFormIn(words: readonly string[], have: ReadonlySet<string>): boolean {
  for (const w of words) if (anyIn(wordForms(w), have)) return true;
  return false;
}

function everyFormIn(words: readonly string[], have: ReadonlySet<string>): boolean {
  for (const w of words) if (!anyIn(wordForms(w), have)) return false;
  return true;
}

/**
 * The second word of each hyphened compound of two words with the first, which qualifies it: "day" → "same" of
 * "same-day", "time" → "full" of "full-time" ("pet" of "pet-friendly" says what it is about on its own).
 */
const compoundModifiers = oncePerSentence((s: Sentence): ReadonlyMap<Token, Token> => {
  const out = new Map<Token, Token>();
  const t = s.tokens;
  for (let i = 1; i + 1 < t.length; i++) {
    const [a, h, b] = [t[i - 1]!, t[i]!, t[i + 1]!];
    if (h.text !== "-" || a.type !== "word" || b.type !== "word" || a.end !== h.start || h.end !== b.start || t[i + 2]?.text === "-" || t[i - 2]?.text === "-") continue;
    out.set(b, a);
  }
  return out;
});

/** Whether two lower-case words are one noun in both numbers ("whale" / "whales", "ostrich" / "ostriches"). */
function otherNumber(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) && (long.length - short.length === 1 ? long.endsWith("s") : long.length - short.length === 2 && long.endsWith("es"));
}

const wordFormsCache = new Map<string, readonly string[]>();
const WORD_FORMS_CACHE_LIMIT = 10_000;

/**
 * The forms a name's word is found by (entityIn): itself, its plural, its singular and its doctrine's other form.
 * Cached (bounded): names repeat across the sentences of a page, and each look-up built up to three new strings.
 */
export function wordForms(w: string): readonly string[] {
  const cached = wordFormsCache.get(w);
  if (cached !== undefined) return cached;
  const forms = [w];
  if (w.length > 3) forms.push(`${w}s`);
  if (w.length > 4 && w.endsWith("s")) forms.push(w.slice(0, -1));
  forms.push(doctrineOf(w));
  forms.push(...spellingVariants(w));
  if (wordFormsCache.size >= WORD_FORMS_CACHE_LIMIT) wordFormsCache.clear();
  wordFormsCache.set(w, forms);
  return forms;
}

/** A name's word at least this long may be written with one consonant doubled or not ("Paterson" / "Patterson"). */
const SPELLING_VARIANT_FROM = 6;
const CONSONANT = /[bcdfgklmnprstz]/;

/**
 * A name written with one consonant doubled or single, as names often are ("Paterson" / "Patterson", "Philips" /
 * "Phillips", "Mathews" / "Matthews"): the claim's "Paterson died on November 10, 2018" names the "Liz Patterson" of its page.
 */
function spellingVariants(w: string): string[] {
  if (w.length < SPELLING_VARIANT_FROM || !/^[a-z]+$/.test(w)) return [];
  const out: string[] = [];
  for (let i = 1; i < w.length - 1; i++) {
    if (!CONSONANT.test(w[i]!)) continue;
    if (w[i] === w[i + 1]) out.push(w.slice(0, i) + w.slice(i + 1));
    else if (w[i] !== w[i - 1]) out.push(w.slice(0, i + 1) + w.slice(i));
  }
  return out;
}

/**
 * A doctrine's name and its follower's are one name: "Cubism" / "the Cubist movement", "Buddhists" / "Buddhism".
 * The other form of a word ending in "-ism" or "-ist(s)"; the word itself otherwise.
 */
function doctrineOf(w: string): string {
  if (w.length < 6) return w;
  if (w.endsWith("ism")) return `${w.slice(0, -3)}ist`;
  if (w.endsWith("ist")) return `${w.slice(0, -3)}ism`;
  return w.endsWith("ists") ? `${w.slice(0, -4)}ism` : w;
}

/**
 * Two people of the same first name: "Steve Wozniak" is not named by a sentence that names "Steve Jobs" and never
 * "Wozniak" (`have`: the words of the side `other` is on), though entityIn finds a name by any distinctive word. Not
 * for a first name that is a common word ("Bill", "Mark"): such names are told apart only by their other words. Nor
 * two of the same last name, the claim's first name nowhere on the sentence's side ("Venus Williams").
 */
function namesakes(e: Entity, other: Entity, have: ReadonlySet<string>): boolean {
  // A person's name: two distinctive words each ("Puerto Rico FC" names more than "Puerto Rico", "Caribbean Sea"
  // is a kind of place), the first no common word ("Summer Olympics" and "Summer Games" are one thing).
  const personLike = (x: Entity) => x.words.length === 2 && x.distinct.length === 2;
  if (!personLike(e) && seriesMembers(e, other)) return !have.has(e.words[e.words.length - 1]!);
  if (!personLike(e) || !personLike(other)) return false;
  // The same last word after another first one the side never has: "Venus Williams" is not "Serena Williams", "V8
  // JavaScript" not "SpiderMonkey JavaScript".
  if (e.words[1] === other.words[1] && e.words[0] !== other.words[0]) return !have.has(e.words[0]!);
  if (e.words[0] !== other.words[0] || inLexicon(e.words[0]!)) return false;
  const last = e.words[e.words.length - 1]!;
  const otherLast = other.words[other.words.length - 1]!;
  // The same surname however written: "O'Connor" / "O’Connor", "Bellflowers" / "Bellflower", "Zaleski9".
  if (sameNameWord(last, otherLast)) return false;
  if (entityIn({ ...e, words: [last], distinct: [last], shortInitials: null }, have)) return false;
  for (const w of have) if (sameNameWord(w, last)) return false;
  return true;
}

/** Two names the same but for their last word: "Space Shuttle Challenger" and "Space Shuttle Discovery". */
function seriesMembers(a: Entity, b: Entity): boolean {
  const n = a.words.length;
  return n >= 2 && b.words.length === n && a.words.slice(0, -1).every((w, k) => w === b.words[k]) && !sameNameWord(a.words[n - 1]!, b.words[n - 1]!);
}

function sameNameWord(a: string, b: string): boolean {
  // Letters only: "Zaleski9" is "Zaleski" with a footnote mark.
  const letters = (w: string) => w.replace(/[^\p{L}]/gu, "");
  const [x, y] = [letters(a), letters(b)];
  return x === y || x === `${y}s` || y === `${x}s`;
}

/** What entityIn finds names by, of these names alone: their words and initials. */
export function nameKeys(names: readonly Entity[]): Set<string> {
  const keys = new Set<string>();
  for (const e of names) {
    for (const w of e.words) keys.add(w);
    for (const x of e.initialisms) keys.add(x);
    if (e.shortInitials) keys.add(shortInitialsKey(e.shortInitials));
  }
  return keys;
}

/** The common-noun subject a sentence opens with ("The emperor penguin is…"): its words, or null. */
function openingNounPhrase(s: Sentence): Token[] | null {
  let i = s.tokens[0]?.lower === "the" ? 1 : 0;
  const words: Token[] = [];
  // A participle before a noun describes it: "The reticulated python is…".
  const describing = (t: Token, next: Token | undefined) => t.pos === "NOUN" || t.pos === "ADJ" || (t.pos === "VERB" && t.lower.endsWith("ed") && next?.pos === "NOUN");
  for (; i < s.tokens.length && words.length < 4 && describing(s.tokens[i]!, s.tokens[i + 1]); i++) words.push(s.tokens[i]!);
  const verb = s.tokens[i];
  return words.length >= 1 && (verb?.pos === "AUX" || verb?.pos === "VERB") ? words : null;
}

/**
 * Two common-noun subjects, neither side's distinguishing words in the other sentence: "king penguin" / "emperor
 * penguin", "lion" / "cheetah". Null for anything else.
 */
function otherKindOf(claim: Sentence, s: Sentence): { claim: string; sentence: string; claimWords: string[] } | null {
  const mine = openingNounPhrase(claim);
  const theirs = openingNounPhrase(s);
  if (!mine || !theirs) return null;
  // The same noun told apart by the words before it ("king penguin" / "emperor penguin"), or another noun ("The lion
  // is the fastest land animal" / "The cheetah is…").
  const sameHead = mine[mine.length - 1]!.lemma === theirs[theirs.length - 1]!.lemma;
  if (sameHead && (mine.length < 2 || theirs.length < 2)) return null;
  const myKind = sameHead ? mine.slice(0, -1) : mine;
  const theirKind = sameHead ? theirs.slice(0, -1) : theirs;
  const inSentence = new Set(s.tokens.map((t) => t.lemma));
  const inClaim = new Set(claim.tokens.map((t) => t.lemma));
  if (myKind.some((t) => inSentence.has(t.lemma)) || theirKind.some((t) => inClaim.has(t.lemma))) return null;
  const text = (ts: Token[]) => ts.map((t) => t.text).join(" ");
  return { claim: text(mine), sentence: text(theirs), claimWords: myKind.map((t) => t.lower) };
}

/** Whether a name is there only as its initials or as the name its initials stand for ("EU" / "European Union"). */
function namedByInitials(e: Entity, have: ReadonlySet<string>): boolean {
  if (e.shortInitials && have.has(shortInitialsKey(e.shortInitials))) return true;
  return e.words.length > 1 && e.initialisms.some((x) => have.has(x));
}

/**
 * A name that is one by more than its capital letter: inside the sentence, of two words or more at its start
 * ("Hillary Clinton served…"), or a lone first word that is no common English word ("Kyoto is…"; not "Gold is…",
 * "Recruiters are…"). A lone generic word ("Conference") is never paired as a swap.
 */
export function reliableName(e: Entity): boolean {
  if (e.generic) return false;
  if (e.first > 0 || e.words.length >= 2) return true;
  return !inLexicon(e.words[0]!) && !inLexicon(e.lemma);
}

/**
 * Two names of one kind: the same generic last word, told apart by words of their own that differ ("North Sea" / "Black
 * Sea", "Ellis Island" / "Liberty Island").
 */
function otherOfKind(e: Entity, f: Entity): boolean {
  const head = e.words[e.words.length - 1]!;
  if (e.words.length < 2 || f.words.length < 2 || head !== f.words[f.words.length - 1] || e.distinct.includes(head) || f.distinct.includes(head)) return false;
  // The claim's placed by a preposition ("into the North Sea"), the sentence's inside it: a name the sentence opens with
  // may be another name of the same thing ("Empire State of the South Georgia is known…" for "…known as the 'Peach State'").
  if (!PLACE_PREPOSITIONS.has(e.before) || f.first === 0) return false;
  // Words run together on a page ("The HagueMerry Company") hold the claim's word.
  const ours = e.words.slice(0, -1);
  return !f.words.slice(0, -1).some((w) => ours.some((o) => w.includes(o) || o.includes(w)));
}

/** Tokens read back from a name past a title for its preposition: "under the emperor Vespasian". */
const TITLED_PREPOSITION_REACH = 4;

/**
 * The preposition before a name with a title between ("under the emperor Vespasian", "by the Danish architect Jørn
 * Utzon"): read back past articles, adjectives, demonyms and lower-case nouns, at least one noun; "" when none comes first.
 */
function titledPreposition(tokens: readonly Token[], at: number): string {
  let title = false;
  // The title may be set off by a comma and owned: "named after his assistant, Marta Feld".
  const from = tokens[at - 1]?.text === "," && tokens[at - 2]?.pos === "NOUN" ? at - 1 : at;
  for (let b = from - 1; b >= 0 && from - b <= TITLED_PREPOSITION_REACH; b--) {
    const t = tokens[b]!;
    if (t.pos === "ADP") return title ? t.lower : "";
    if (t.pos === "NOUN" && t.text === t.lower) title = true;
    else if (t.pos !== "DET" && t.pos !== "ADJ" && !POSSESSIVE_OPENERS.has(t.lower) && placesOfDemonym(t.lower).length === 0) return "";
  }
  return "";
}

/** Prepositions that place a name: "into the North Sea", "on Liberty Island". */
const PLACE_PREPOSITIONS = new Set(["in", "on", "at", "into", "to", "from", "near", "across", "through", "over", "onto", "toward", "towards", "off", "along"]);

/** Tokens that end a part of a line of opening hours: "Saturday: 9:00–12:30; Sunday: closed". */
const HOURS_PART_ENDS = new Set([";", ",", "|", "·"]);

/**
 * Whether token i stands in a part of the sentence headed by a weekday the claim does not name, where the claim names
 * one: "closed" of "Saturday: 9:00–12:30; Sunday: closed" is said of Sunday, not of "open on Saturday mornings".
 */
function underOtherDay(claim: Sentence, s: Sentence, i: number): boolean {
  const claimDays = new Set(claim.tokens.map((t) => t.lower.replace(/s$/, "")).filter((w) => WEEKDAYS.has(w)));
  if (claimDays.size === 0) return false;
  let start = i;
  while (start > 0 && !HOURS_PART_ENDS.has(s.tokens[start - 1]!.text)) start--;
  const head = s.tokens[start]?.lower.replace(/s$/, "") ?? "";
  return WEEKDAYS.has(head) && !claimDays.has(head);
}

/** Whether the noun doing the claim's verb `verb` ("library" of "The library lends") comes before `hit` in the sentence. */
function doerBefore(claim: Sentence, verb: Token, s: Sentence, hit: Token): boolean {
  const at = claim.tokens.indexOf(verb);
  let doer: Token | undefined;
  for (let i = at - 1; i >= 0 && !doer; i--) if (claim.tokens[i]!.pos === "NOUN" || claim.tokens[i]!.pos === "PROPN" || claim.tokens[i]!.pos === "PRON") doer = claim.tokens[i];
  if (!doer) return true;
  const until = s.tokens.indexOf(hit);
  return s.tokens.slice(0, until).some((x) => x.lemma === doer!.lemma || x.stem === doer!.stem);
}

/** Words that open the end of a span of time: "until 8 pm", "from 4 pm to 6 pm", "4 pm–6 pm". */
const SPAN_END_WORDS = new Set(["until", "till", "to", "through", "–", "-"]);

/** A time of day that ends a span. */
function endsSpan(tokens: readonly Token[], n: NumberMention): boolean {
  return n.kind === "time" && SPAN_END_WORDS.has(tokens[n.from - 1]?.lower ?? "");
}

/** Words after which a place is one beside the thing, not the one it is in ("near Nairobi", "north of Rome"). */
const BESIDE_WORDS = new Set(["near", "nearby", "bordering", "beyond", "outside"]);
const BESIDE_BEFORE_TO = new Set(["close", "next", "adjacent", "near"]);
const BORDER_WORDS = new Set(["border", "borders", "frontier"]);
const COMPASS_WORDS = new Set(["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"]);

/** A place the sentence sets beside something: "close to the border with Kenya", "next to", "north of Rome". */
function placedBeside(tokens: readonly Token[], f: Entity): boolean {
  let i = f.first - 1;
  if (tokens[i]?.lower === "the") i--;
  const word = tokens[i]?.lower ?? "";
  const before = tokens[i - 1]?.lower ?? "";
  if (BESIDE_WORDS.has(word)) return true;
  if (word === "to") return BESIDE_BEFORE_TO.has(before);
  if (word === "with") return BORDER_WORDS.has(before);
  return word === "of" && COMPASS_WORDS.has(before);
}

/** Heads of names of natural features, which other things are named after: "the Pacific coast", "the Amazon rainforest". */
const FEATURE_HEADS = new Set(["ocean", "sea", "river", "lake", "mountain", "mountains", "desert", "island", "islands", "bay", "gulf", "strait", "peninsula", "valley", "glacier", "canal", "falls"]);

/**
 * A claim's name of a natural feature ("the Pacific Ocean", "the Amazon River") that the sentence has only by its own
 * word before another common noun ("150 km from the Pacific coast", "the Amazon rainforest"), its head said nowhere:
 * another thing of that name. Not the bare word ("flows into the Pacific").
 */
function namedWithOtherHead(e: Entity, s: Sentence): boolean {
  const head = e.words[e.words.length - 1]!;
  const own = e.distinct[e.distinct.length - 1];
  if (e.words.length < 2 || own === undefined || !FEATURE_HEADS.has(head)) return false;
  const t = s.tokens;
  if (t.some((x) => x.lower === head || x.lemma === head)) return false;
  let seen = false;
  for (let i = 0; i < t.length; i++) {
    if (t[i]!.lower !== own) continue;
    const next = t[i + 1];
    if (!next || next.pos !== "NOUN" || next.text !== next.lower) return false;
    seen = true;
  }
  return seen;
}

/**
 * A claim's place after "in" (or another place preposition) that the sentence names only beside another place it puts
 * the thing in: "located in Kenya" / "in northeastern Tanzania, close to the border with Kenya". The claim's place is
 * then not named as where the thing is.
 */
function onlyBeside(e: Entity, s: SentenceSlots): boolean {
  if (!PLACE_PREPOSITIONS.has(e.preposition) || BESIDE_WORDS.has(e.preposition)) return false;
  const key = e.words.join(" ");
  const here = s.entities.filter((f) => f.words.join(" ") === key);
  if (here.length === 0 || !here.every((f) => placedBeside(s.sentence.tokens, f))) return false;
  return s.entities.some((f) => !f.generic && f.preposition === e.preposition && f.words.join(" ") !== key && !placedBeside(s.sentence.tokens, f));
}

/**
 * Two names in the same role: the same words follow them ("X was the 45th president" / "Y was the 45th president").
 * A role many names share ("is a technology company") is no swap. A lone capitalised first word may be a common
 * noun, so a pair with one needs both names to be subjects with two shared followers ("Trump was the 45th
 * president" against "Hillary Clinton served as the 45th President"; not "Gold is a noble metal" against "Key Points
 * A noble metal is…"); otherwise one shared follower will do.
 */
function sameRole(a: Entity, b: Entity): boolean {
  // `a` is the claim's name, `b` the sentence's.
  // A clause's subject and a name inside a phrase play different parts ("The Colosseum was completed in AD 80" /
  // "began under the emperor Vespasian in AD 72 and was completed in AD 80"), whatever words follow each.
  if (a.indefinite || b.indefinite || a.subject !== b.subject) return false;
  if (oneIsDoer(a, b)) return false;
  // Nor a bare name against one placed by a preposition: "Edmund Carroway designed…" / "…St. Aldric's Church in
  // Wenham Cross was rebuilt".
  if ((a.preposition === "") !== (b.preposition === "") && (PLACE_PREPOSITIONS.has(a.preposition) || PLACE_PREPOSITIONS.has(b.preposition))) return false;
  // Nor the sentence's name qualifying a noun the claim's name only has further on: "four US presidents" is no rival of
  // "Mount Rushmore features the heads of four presidents". (The other way round it lost a refutation on the training
  // part: "the N2 road" against "National Route 10 and the road that leads south".)
  if (qualifiesLaterWord(b, a)) return false;
  if (modifierAgainstPredicate(a, b)) return false;
  const sharedWords = a.after.filter((w) => b.after.includes(w));
  // A date both are followed by says when, not in what role: "walked on the Moon in July 1969" / "touched down in the
  // Eagle on 20 July 1969".
  if (sharedWords.every((w) => CALENDAR_WORDS.has(w) || /^\d[\d,.]*$/.test(w))) return false;
  const shared = sharedWords.length;
  if (reliableName(a) && reliableName(b)) return shared >= 1;
  return a.subject && b.subject && shared >= 2;
}

/**
 * The claim's name qualifies a noun of its subject, the sentence's stands on its own after the verb: "The first crewed
 * Moon landing was in 1969" / "The first crewed landing was Apollo 11 in July 1969". Different parts, never a swap.
 */
function modifierAgainstPredicate(a: Entity, b: Entity): boolean {
  return a.qualifies && !a.afterVerb && b.afterVerb && !b.qualifies;
}

/** `a` qualifies the noun after it, which `b` has among its followers but not next ("four US presidents" / "Mount Rushmore features the heads of four presidents"). */
function qualifiesLaterWord(a: Entity, b: Entity): boolean {
  return a.qualifies && a.after.length > 0 && b.after.indexOf(a.after[0]!) > 0;
}

/**
 * One name is a doer after "by" and the other is none ("The Louvre pyramid was completed in 1989" / "The glass pyramid
 * … was designed by I. M. Pei and completed in 1989"): different parts, never a swap (agentsOf pairs doers). Reading
 * a name that qualifies a noun ("the Louvre pyramid") as another part too was measured and dropped: it lost 4 of the
 * training part's 18 refutations answered out of fold (2026-11-27).
 */
function oneIsDoer(a: Entity, b: Entity): boolean {
  return (a.preposition === "by") !== (b.preposition === "by");
}

/** Words before a name that join it to the name before it: it takes part in the same deed ("walked with Aldrin"). */
const JOINING_WORDS = new Set(["and", "with", "alongside", "&", ",", "including", "plus", "together"]);

/** A name joined to the one before it by JOINING_WORDS. */
function joined(e: Entity): boolean {
  return JOINING_WORDS.has(e.before);
}

/** The sentence's names that are the claim's name `e`. */
function mentionsOf(s: SentenceSlots, e: Entity): Entity[] {
  const own = new Set(e.words);
  return s.entities.filter((f) => entityIn(f, own) || entityIn(e, new Set(f.words)));
}

/** Words that attach a place of origin to a name: "Boris Spassky of the Soviet Union", "a player from Brazil". */
const ORIGIN_WORDS = new Set(["of", "from"]);

/**
 * The claim's place of origin ("from the United States" after its subject's "was") and another place the sentence
 * attaches to the claim's subject by "of" or "from" ("Boris Spassky of the Soviet Union"); null otherwise.
 */
function otherOrigin(c: SentenceSlots, s: SentenceSlots): { claim: Entity; claimText: string; rival: string } | null {
  const subject = c.entities.find((e) => e.subject && e.first === 0 && !e.generic);
  const place = c.entities.find((e) => e.preposition === "from" && e !== subject);
  if (!subject || !place || !c.sentence.tokens.slice(subject.last + 1, place.first).some((t) => t.lemma === "be")) return null;
  const t = s.sentence.tokens;
  // A people's word before a name is part of it ("the Soviet Union": the name read is "Union").
  const withPeople = (tokens: readonly Token[], first: number, last: number) => tokens.slice(first > 0 && placesOfDemonym(tokens[first - 1]!.lower).length > 0 ? first - 1 : first, last + 1).map((x) => x.text).join(" ");
  for (const m of mentionsOf(s, subject)) {
    if (!ORIGIN_WORDS.has(t[m.last + 1]?.lower ?? "")) continue;
    const at = t[m.last + 2]?.lower === "the" ? m.last + 3 : m.last + 2;
    const rival = s.entities.find((f) => (f.first === at || (f.first === at + 1 && placesOfDemonym(t[at]!.lower).length > 0)) && !f.generic);
    if (rival && !entityIn(rival, new Set(place.words)) && !entityIn(place, new Set(rival.words))) {
      return { claim: place, claimText: withPeople(c.sentence.tokens, place.first, place.last), rival: withPeople(t, rival.first, rival.last) };
    }
  }
  return null;
}

/** A name followed by a passive verb ("Amazon was founded by…"): its verb's doer is another name. */
function passive(s: Sentence, e: Entity): boolean {
  return s.tokens[e.last + 1]?.lemma === "be" && s.tokens[e.last + 2]?.pos === "VERB";
}

/** Whether name `x` is the object of the verb right after `subject` ("Tesla overtook BYD", "…acquired the startup"). */
function objectOf(s: Sentence, subject: Entity, x: Entity): boolean {
  const at = subject.last + 2;
  return x.first === at || (x.first === at + 1 && s.tokens[at]?.pos === "DET");
}

/** Verbs whose two sides may trade places with the same meaning ("X married Y" is "Y married X"). */
const SYMMETRIC_VERBS = new Set(["marry", "wed", "meet", "date", "divorce", "partner", "merge", "collaborate", "play", "face", "draw", "tie", "fight", "debate", "border", "resemble", "equal", "share"]);

/**
 * The claim's subject name and the sentence's rival subject of subjectSwap, or null (see align). The rival may be a name
 * the claim has, after its verb: the two sides traded ("Tesla overtook BYD" / "BYD overtook Tesla"), unless the verb
 * is symmetric.
 */
function subjectSwap(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity } | null {
  const claim = c.entities.find((e) => e.subject && !e.generic);
  if (!claim || claim.after.length === 0) return null;
  const mentions = mentionsOf(s, claim);
  // The claim's name may be the subject of another role in the sentence: "Canberra is the capital of Australia,
  // although Sydney is its largest city" for "Sydney is the capital of Australia".
  if (mentions.length === 0 || mentions.some((f) => (f.subject && sameRole(claim, f)) || joined(f))) return null;
  const traded = (f: Entity) => !SYMMETRIC_VERBS.has(c.sentence.tokens[claim.last + 1]?.lemma ?? "") && !passive(c.sentence, claim) && !passive(s.sentence, f) && mentionsOf(c, f).every((x) => objectOf(c.sentence, claim, x));
  // A name inside a phrase is no subject, though a verb follows it: "The Gotthard Base Tunnel in Switzerland opened…".
  const rival = s.entities.find((f) => f.subject && f.preposition === "" && !f.generic && f.after[0] === claim.after[0] && sameRole(claim, f) && (!entityIn(f, c.lowers) || traded(f)));
  if (!rival || !mentions.every((f) => f.first > rival.last)) return null;
  return { claim, rival };
}

/**
 * The claim's subject name and another name holding the claim's superlative in the sentence: the subject right before
 * the superlative in its clause. Null when the claim ranks nothing, or the holder is a name of the claim.
 */
/** Words opening a clause that slots.ts may read as a name's preposition ("Although Sydney is…"): the name is a subject. */
const SUBORDINATORS = new Set(["although", "though", "while", "whereas", "because", "since", "if", "when", "whilst"]);

function otherHolder(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity } | null {
  const claim = c.entities.find((e) => e.subject && !e.generic);
  const rank = claim && c.ranks.find((r) => r.kind === "superlative" && r.first > claim.last);
  if (!claim || !rank) return null;
  const held = s.ranks.find((x) => x.kind === "superlative" && x.base === rank.base && x.rank === rank.rank);
  if (!held) return null;
  // The superlative's clause: from the last clause break before it.
  const [clause] = clauseAround(s.sentence.tokens, held.first);
  const inClause = s.entities.filter((f) => f.first >= clause && f.last < held.first);
  // Its subject is no name inside a phrase ("Mount Kilimanjaro in Tanzania is the highest"), and the claim's name is
  // not in the clause at all.
  const rival = inClause.find((f) => f.subject && (f.preposition === "" || SUBORDINATORS.has(f.preposition)));
  // A name by its capital letter alone is one when the tagger reads it as a name out of context too ("canada").
  const aName = (f: Entity) => reliableName(f) || (f.words.length === 1 && readAlone(f.lemma).pos === "PROPN");
  if (!rival || rival.generic || !aName(rival) || entityIn(rival, c.lowers) || inClause.some((f) => namesakes(claim, f, c.lowers) || entityIn(f, new Set(claim.words)))) return null;
  return { claim, rival };
}

/** The most claim words a labelled line's other value stands against. */
const LABEL_VALUE_WORDS = 3;

/**
 * A labelled line that gives the claim's label another value: "Currency: Icelandic króna (ISK)" for "Iceland uses the
 * euro as its currency" swaps "euro". The label's words are the claim's; the value shares no word with what the claim
 * says of its subject (from its verb on) and holds more than the subject's own name and what the line stands for
 * (`referents`); the claim's nouns there that the line does not name (`names`: its words, names and referents) are one
 * to three. No figure on either side (figures are compared as figures). Null for any other pair.
 */
function otherLabelValue(claim: Sentence, line: Sentence, names: ReadonlySet<string>, referents: ReadonlySet<string>): { claim: Token[]; rival: string } | null {
  const colon = labelEnd(line.tokens) - 1;
  // A date beside the value is passed over ("Born: 30 December 1930, Ningbo, Zhejiang, China"); any other figure is the value.
  if (colon < 1 || line.numbers.some((n) => !isCalendar(n)) || claim.numbers.length > 0) return null;
  const inDate = (k: number) => line.numbers.some((n) => k >= n.from && k <= n.to);
  const verb = claim.tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  if (verb < 1) return null;
  const claimLemmas = new Set(claim.tokens.map((t) => t.lemma));
  const label = line.tokens.slice(0, colon);
  if (!label.every((t) => t.stop || claimLemmas.has(t.lemma)) || label.every((t) => t.stop)) return null;
  // What the claim says of its subject: its subject ("Norland" of "Currency: Norland crown") owns the value.
  const predicate = claim.tokens.slice(verb);
  const predicateLemmas = new Set(predicate.map((t) => t.lemma));
  const value = line.tokens.slice(colon + 1).filter((t, k) => t.type === "word" && !t.stop && !inDate(colon + 1 + k));
  if (value.some((t) => predicateLemmas.has(t.lemma)) || !value.some((t) => !referents.has(t.lower) && !claimLemmas.has(t.lemma))) return null;
  const lineWords = new Set(line.tokens.flatMap((t) => [t.lower, t.lemma]));
  const lacking = predicate.filter((t) => (t.pos === "NOUN" || t.pos === "PROPN") && !t.stop && !lineWords.has(t.lower) && !lineWords.has(t.lemma) && !names.has(t.lower));
  if (lacking.length === 0 || lacking.length > LABEL_VALUE_WORDS) return null;
  return { claim: lacking, rival: value.map((t) => t.text).join(" ") };
}

/** Possessive pronouns a sentence may open with, standing for the name before: "Its capital is Canberra". */
const POSSESSIVE_OPENERS = new Set(["its", "their", "his", "her"]);

/**
 * The claim's subject name said to hold a role the sentence gives another name, the role first: "The capital of
 * Turkey, however, is Ankara, which replaced Istanbul in that role in 1923" for "Istanbul is the capital of Turkey".
 * The sentence's subject before its "is" holds every noun, name and adjective of the claim's role and no verb; the
 * rival is the name right after that "is" (past commas and adverbs). A labelled line's label is such a subject, its
 * colon the "is" ("Capital: Canberra"), and there, as after an opening possessive ("Its capital is Canberra"), the
 * name the line or the pronoun stands for (`names`, with what a pronoun stands for) holds its part of the role; in any
 * sentence, what it stands for by context (`referents`: "the district" for Waldeck-Frankenberg in "The district seat is
 * Korbach") does.
 * Null for any other pair.
 */
function invertedHolder(c: SentenceSlots, s: SentenceSlots, names: ReadonlySet<string>, referents: ReadonlySet<string>): { claim: Entity; rival: Entity } | null {
  const claimed = claimRole(c);
  if (!claimed) return null;
  const { claim, role } = claimed;
  const st = s.sentence.tokens;
  const held = new Set<string>();
  const colon = labelEnd(st) - 1;
  for (const w of role) if (referents.has(w) || ((colon > 0 || POSSESSIVE_OPENERS.has(st[0]?.lower ?? "")) && names.has(w))) held.add(w);
  // The claim's own verbs may stand in the role ("The first person to walk on the Moon was…").
  const ct = c.sentence.tokens;
  const claimVerbs = new Set(ct.slice(claim.last + 2).filter((t) => t.pos === "VERB").map((t) => t.lemma));
  for (let k = 0; k < st.length; k++) {
    const t = st[k]!;
    if ((t.lemma === "be" && k > 0) || k === colon) {
      let m = k + 1;
      while (m < st.length && (st[m]!.text === "," || st[m]!.pos === "ADV")) m++;
      // Past a description before the name: "was the American astronaut Neil Armstrong".
      let rival = s.entities.find((f) => f.first === m);
      // (A name modifying the noun after it, "American" of "American astronaut", is part of the description.)
      const describes = (f: Entity) => st[f.last + 1]?.pos === "NOUN" && !/^\p{Lu}/u.test(st[f.last + 1]!.text);
      if (!rival && st[m]?.pos === "DET") rival = s.entities.find((f) => f.first > m && f.first <= m + 1 + HOLDER_DESCRIPTION_WORDS && !describes(f) && st.slice(m + 1, f.first).every((x) => x.pos === "ADJ" || x.pos === "NOUN" || x.pos === "PROPN"));
      if (held.size < role.size || !rival || rival.generic || !reliableName(rival) || entityIn(rival, c.lowers)) return null;
      return { claim, rival };
    }
    if (((t.pos === "VERB" || t.pos === "AUX") && !claimVerbs.has(t.lemma)) || claim.words.includes(t.lower)) return null;
    if (role.has(t.lemma)) held.add(t.lemma);
  }
  return null;
}

/** How many words may describe a role's holder between its article and its name ("the American astronaut"). */
const HOLDER_DESCRIPTION_WORDS = 3;

/** Words placing a place from another: "north of Helsinki", "south-east of", "near", "outside". */
const DIRECTION_WORDS = new Set(["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest", "north-east", "north-west", "south-east", "south-west", "northern", "southern", "eastern", "western"]);
const NEAR_WORDS = new Set(["near", "outside", "beyond", "nearby"]);

/** Whether the mention of a name at token `first` places something from it ("100 km north of Helsinki", "near Helsinki"). */
function placesFrom(tokens: readonly Token[], first: number): boolean {
  let k = first - 1;
  if (tokens[k]?.lower === "the") k--;
  if (NEAR_WORDS.has(tokens[k]?.lower ?? "")) return true;
  if (tokens[k]?.lower !== "of") return false;
  const direction = tokens[k - 1];
  if (direction && DIRECTION_WORDS.has(direction.lower)) return true;
  // "north-east" written as three tokens.
  return tokens[k - 2]?.text === "-" && DIRECTION_WORDS.has(tokens[k - 3]?.lower ?? "");
}

/**
 * The claim's place ("born in Helsinki") named by the sentence only as the point another place it names first, after
 * the claim's verb, is placed from: "born in the garrison town of Hämeenlinna, about 100 km north of Helsinki". Null
 * otherwise.
 */
function placedFrom(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity } | null {
  const st = s.sentence.tokens;
  const ct = c.sentence.tokens;
  for (const e of c.entities) {
    if (e.generic || e.subject || (e.preposition !== "in" && e.preposition !== "at")) continue;
    // The place the claim's verb puts its subject in ("was born in Helsinki"), which the sentence's verb puts the rival in;
    // not one of a noun ("the Cheez-It 355 at The Glen").
    let k = e.first - 1;
    while (ct[k]?.pos === "DET") k--;
    const verb = ct[k - 1];
    if (verb?.pos !== "VERB") continue;
    // Where the sentence says the name's first word (a name after a distance may be read into its figure).
    const mentions = st.flatMap((t, i) => (t.lower === e.words[0] ? [{ first: i }] : []));
    if (mentions.length === 0 || !mentions.every((m) => placesFrom(st, m.first))) continue;
    const verbAt = st.findIndex((t) => t.lemma === verb.lemma);
    const rival = verbAt < 0 ? undefined : s.entities.find((f) => f.first > verbAt && f.last < mentions[0]!.first && !f.generic && !f.subject && !entityIn(f, c.lowers) && (f.preposition === e.preposition || f.preposition === "of"));
    if (rival) return { claim: e, rival };
  }
  return null;
}

/** Words read in the brackets after a name ("Ana Silva (viola)") at most. */
const MAX_BRACKETED_WORDS = 3;

/**
 * The claim's subject given one thing in the brackets after it where another name of the sentence is given the
 * claim's: "Ana Silva (viola), Tom Brecker (cello)" for "Tom Brecker plays the viola in the Halden Quartet". The
 * brackets hold words only (no figure: "(1990)", "(born 1952)"); the other's are all the claim's, the subject's are not
 * ("Jon Ek (second violin)" for "Jon Ek plays first violin" beside "Mia Holt (first violin)"). Null otherwise.
 */
function bracketedOther(c: SentenceSlots, s: SentenceSlots): { claim: string; sentence: string } | null {
  const claim = c.entities.find((e) => e.subject && !e.generic && e.first <= 1);
  if (!claim) return null;
  const st = s.sentence.tokens;
  const bracketAfter = (e: Entity): Token[] | null => {
    if (st[e.last + 1]?.text !== "(") return null;
    const words: Token[] = [];
    for (let k = e.last + 2; k < st.length && k <= e.last + 1 + MAX_BRACKETED_WORDS + 1; k++) {
      const t = st[k]!;
      if (t.text === ")") return words.length > 0 ? words : null;
      if (t.type !== "word") return null;
      if (t.pos !== "DET") words.push(t);
    }
    return null;
  };
  const claimWords = (ts: readonly Token[]) => ts.every((t) => c.lemmas.has(t.lemma) || c.lowers.has(t.lower));
  for (const own of mentionsOf(s, claim)) {
    const mine = bracketAfter(own);
    if (!mine || claimWords(mine)) continue;
    for (const other of s.entities) {
      if (other === own || other.generic || entityIn(other, c.lowers)) continue;
      const theirs = bracketAfter(other);
      if (theirs && claimWords(theirs)) return { claim: theirs.map((t) => t.text).join(" "), sentence: mine.map((t) => t.text).join(" ") };
    }
  }
  return null;
}

/**
 * The name the claim opens with and says is something ("Frankenberg is the district seat of Waldeck-Frankenberg"), with
 * the lemmas of the nouns, names and adjectives after its "is" (its role); null for a claim of another shape.
 */
function claimRole(c: SentenceSlots): { claim: Entity; role: ReadonlySet<string>; definite: boolean } | null {
  const claim = c.entities.find((e) => e.subject && !e.generic && e.first <= 1);
  const ct = c.sentence.tokens;
  if (!claim || ct[claim.last + 1]?.lemma !== "be") return null;
  const role = new Set<string>();
  for (let i = claim.last + 2; i < ct.length; i++) {
    const t = ct[i]!;
    if (t.type === "word" && !t.stop && (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ")) role.add(t.lemma);
  }
  if (!ct.some((t, i) => i > claim.last && (t.pos === "NOUN" || t.pos === "PROPN"))) return null;
  return { claim, role, definite: ct[claim.last + 2]?.lower === "the" };
}

/** Verbs a relative clause gives a name its role with: "Korbach, which serves as the district seat". */
const ROLE_CLAUSE_VERBS: ReadonlySet<string> = new Set(["be", "serve", "act", "remain"]);

/**
 * The one role the claim gives its subject ("Frankenberg is the district seat of Waldeck-Frankenberg") given to another
 * name beside it: in a relative clause ("Korbach, which serves as the district seat, …"), in apposition ("Korbach, the
 * district seat, …") or opening the sentence ("The district seat, Korbach, …"). The role's phrase holds its words and no
 * other noun, name, adjective or verb ("Korbach, the former district seat" gives no rival); a word of the role the
 * phrase leaves out may be what the sentence stands for (`referents`: "the district" for Waldeck-Frankenberg). Both
 * sides say "the": "Korbach, a town in Hesse" is one of many. Null for any other pair.
 */
function appositiveHolder(c: SentenceSlots, s: SentenceSlots, referents: ReadonlySet<string>): { claim: Entity; rival: Entity } | null {
  const claimed = claimRole(c);
  if (!claimed || !claimed.definite) return null;
  const { claim, role } = claimed;
  const st = s.sentence.tokens;
  const holdsRole = (from: number, to: number): boolean => {
    if (st[from]?.lower !== "the") return false;
    const held = new Set<string>();
    for (let k = from + 1; k < to; k++) {
      const t = st[k]!;
      if (t.pos === "VERB" || t.pos === "AUX" || claim.words.includes(t.lower)) return false;
      if (role.has(t.lemma)) held.add(t.lemma);
      else if (t.type === "word" && !t.stop && (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ")) return false;
    }
    return held.size > 0 && [...role].every((w) => held.has(w) || referents.has(w));
  };
  const commaAfter = (k: number) => {
    for (let j = k; j < st.length && j < k + MAX_ROLE_PHRASE; j++) if (st[j]!.text === "," || st[j]!.text === ".") return j;
    return -1;
  };
  for (const rival of s.entities) {
    if (rival.generic || !reliableName(rival) || entityIn(rival, c.lowers)) continue;
    if (st[rival.last + 1]?.text === ",") {
      let k = rival.last + 2;
      if (st[k]?.lower === "which" || st[k]?.lower === "who") {
        if (!ROLE_CLAUSE_VERBS.has(st[k + 1]?.lemma ?? "")) continue;
        k += st[k + 2]?.lower === "as" ? 3 : 2;
      }
      const end = commaAfter(k);
      if (end > k && holdsRole(k, end)) return { claim, rival };
    }
    if (rival.first >= 3 && st[rival.first - 1]?.text === "," && st[rival.last + 1]?.text === "," && holdsRole(0, rival.first - 1)) return { claim, rival };
  }
  return null;
}

const NO_WORDS: ReadonlySet<string> = new Set();

/** A role's phrase beside a name is read over at most this many tokens. */
const MAX_ROLE_PHRASE = 12;

/**
 * The claim's subject name the sentence sets aside for another: "Ottawa, not Toronto, is the capital of Canada" for
 * "Toronto is the capital of Canada" (the name before ", not" holds the role). Null for any other sentence.
 */
function setAside(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity } | null {
  const claim = c.entities.find((e) => e.subject && !e.generic);
  if (!claim) return null;
  const tokens = s.sentence.tokens;
  for (const denied of mentionsOf(s, claim)) {
    if (tokens[denied.first - 1]?.lower !== "not" || tokens[denied.first - 2]?.text !== "," || tokens[denied.last + 1]?.text !== ",") continue;
    const rival = s.entities.find((f) => f.last === denied.first - 3 && !f.generic && !entityIn(f, c.lowers));
    if (rival) return { claim, rival };
  }
  return null;
}

/** Determiners that open what a verb applies to to everyone of a kind. */
const OPEN_DETERMINERS = new Set(["any", "all", "every"]);

/** Times "every" or "all" spans: "every day", "all year". */
const SPANNED_TIMES = new Set(["day", "week", "month", "year", "night", "evening", "morning", "weekend", "season"]);
/**
 * The claim's "only" before a word the sentence lists with others before the same noun: "carries only pedestrian
 * traffic" / "carries rail, vehicle, bicycle and pedestrian traffic".
 */
function onlyOneOfList(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t, i) => t.lower === "only" && c[i + 1]?.type === "word" && c[i + 2]?.pos === "NOUN");
  if (at < 0) return null;
  const [word, noun] = [c[at + 1]!, c[at + 2]!];
  const t = s.tokens;
  const j = t.findIndex((x, i) => x.lemma === word.lemma && t[i + 1]?.lemma === noun.lemma && (t[i - 1]?.lower === "and" || t[i - 1]?.lower === "or"));
  if (j < 0 || t.some((x) => x.lower === "only")) return null;
  // The list back to its first member: words joined by commas and the "and".
  let from = j - 1;
  while (from > 0 && (t[from - 1]!.text === "," || t[from - 1]!.type === "word") && (t[from]!.text === "," || t[from]!.lower === "and" || t[from]!.lower === "or" || t[from - 1]!.text === ",")) from--;
  if (!t.slice(from, j).some((x) => x.text === "," || x.lower === "and" || x.lower === "or")) return null;
  return { kind: "quantifier", claim: `only ${word.text}`, sentence: t.slice(from, j + 1).map((x) => x.text).join(" ").replace(/ ,/g, ",") };
}

/** A day in seconds (durationOf). */
const DAY_SECONDS = 86_400;

/** Words after a percentage that make it a share off a price: "a 30% discount", "20% off". */
const DISCOUNT_WORDS = new Set(["discount", "off", "reduction", "cheaper", "saving"]);

/**
 * The claim's price of nothing ("for free", a money figure of 0 written with no digit) against a sentence that gives a
 * share off the price short of all of it and no price of nothing itself: "The Metro Card gives a 30% discount on all
 * tram fares" for "Metro Card holders ride the tram for free". Null otherwise.
 */
function discountAgainstFree(claim: Sentence, s: Sentence, covered: ReadonlySet<NumberMention>): Substitution | null {
  const free = claim.numbers.find((n) => n.kind === "money" && n.value === 0 && !/\d/.test(n.raw) && !covered.has(n));
  if (!free || s.numbers.some((m) => m.kind === "money" && m.value === 0)) return null;
  for (const m of s.numbers) {
    if (m.kind !== "percent" || m.value >= 100) continue;
    const word = s.tokens.slice(m.to + 1, m.to + 3).find((t) => DISCOUNT_WORDS.has(t.lemma) || DISCOUNT_WORDS.has(t.lower));
    if (word) return { kind: "amount", claim: free.raw, sentence: `${m.raw} ${word.text}` };
  }
  return null;
}

/** Parts of a day: "every morning" is not "all day". */
const DAY_PARTS = new Set(["morning", "afternoon", "evening", "night"]);
/** Tokens around "only" read for the time it keeps to. */
const ONLY_REACH = 3;

/**
 * The claim's "every day" or "all year" against a sentence that keeps the same thing to some days only: "Gluten-free
 * bread is available every day" / "…is available on Fridays only". Null when the sentence says "every" or "all" too.
 */
function narrowedTime(claim: Sentence, s: Sentence): Substitution | null {
  // "the first Sunday of every month" is a day of the month, not every month.
  const ofMonth = otherWeekdayOfMonth(claim, s);
  if (ofMonth) return ofMonth;
  const at = claim.tokens.findIndex((t, i) => (t.lower === "every" || t.lower === "all") && SPANNED_TIMES.has(claim.tokens[i + 1]?.lemma ?? ""));
  if (at < 0) return nthWeekday(claim, s) ?? everyTimeAgainstOnly(claim, s) ?? roundTheClockAgainstHours(claim, s);
  const span = claim.tokens[at + 1]!.lemma;
  const tokens = s.tokens;
  // "all year round" is one slot, all three words of it.
  const round = claim.tokens[at + 2]?.lower === "round" ? ` ${claim.tokens[at + 2]!.text}` : "";
  const spanned = `${claim.tokens[at]!.text} ${claim.tokens[at + 1]!.text}${round}`;
  // A range short of the claim's span, unless the sentence spans it too ("every Saturday … from April to October" does
  // not say "all year"; "all year, from April to October on the terrace" might).
  const spansItToo = tokens.some((t, i) => OPEN_DETERMINERS.has(t.lower) && tokens[i + 1]?.lemma === span);
  const range = spansItToo ? undefined : partialRange(s, span);
  if (range) return { kind: "quantifier", claim: spanned, sentence: range };
  // The whole of the day ("all day"), not each day of the week ("every day", which hours of each day do not narrow:
  // "open every day" / "Monday to Sunday, 10:00–18:00").
  const wholeDay = span === "day" && claim.tokens[at]!.lower === "all" && !spansItToo;
  // A part of every day against the whole of it: "every morning until 9 am" for "all day".
  const part = wholeDay ? tokens.findIndex((t, i) => t.lower === "every" && DAY_PARTS.has(tokens[i + 1]?.lemma ?? "")) : -1;
  if (part >= 0) return { kind: "quantifier", claim: spanned, sentence: `every ${tokens[part + 1]!.text}` };
  // A time of day the thing ends or is bounded by against the whole day: "until 11:30 am" for "all day".
  const hour = wholeDay && !round ? s.numbers.find((m) => m.kind === "time" && HOUR_BOUND_WORDS.has(tokens[m.from - 1]?.lower ?? "")) : undefined;
  if (hour) return { kind: "quantifier", claim: spanned, sentence: `${tokens[hour.from - 1]!.text} ${hour.raw}` };
  // A stay capped short of a day against the whole of it: "for up to three hours" for "all day".
  // So is "for the first two hours".
  const capped = wholeDay ? s.numbers.find((m) => (m.bound === "atMost" || tokens[m.from - 1]?.lower === "first") && (durationOf(tokens, m) ?? Infinity) < DAY_SECONDS) : undefined;
  if (capped) {
    let from = capped.from;
    while (from > 0 && capped.from - from < MAX_BOUND_WORDS && (BOUND_WORDS.has(tokens[from - 1]!.lower) || tokens[from - 1]!.lower === "first")) from--;
    return { kind: "quantifier", claim: spanned, sentence: tokens.slice(from, wordAfterNumber(tokens, capped) + 1).map((t) => t.text).join(" ") };
  }
  if (tokens.some((t) => OPEN_DETERMINERS.has(t.lower))) return null;
  const only = tokens.findIndex((t, i) => t.lower === "only" && tokens[i - 1]?.lower !== "not" && tokens.slice(Math.max(0, i - ONLY_REACH), i + ONLY_REACH + 1).some(isCalendarWord));
  if (only < 0) return null;
  return { kind: "quantifier", claim: spanned, sentence: "only" };
}

/** Words before "the clock" that make the whole of every day: "around the clock", "round the clock". */
const CLOCK_ROUND_WORDS = new Set(["around", "round"]);
/** Words before a time of day that end or bound what happens: "until 11:30 am", "from 7 a.m. to 9 p.m.". */
const HOUR_BOUND_WORDS: ReadonlySet<string> = new Set([...SPAN_END_WORDS, "til", "from", "between", "before", "after"]);

/** Where the claim says "around the clock" or "24/7" (the whole of every day), as written; "" when it does not. */
function roundTheClock(claim: Sentence): string {
  const t = claim.tokens;
  for (let i = 0; i < t.length; i++) {
    if (CLOCK_ROUND_WORDS.has(t[i]!.lower) && t[i + 1]?.lower === "the" && t[i + 2]?.lower === "clock") return `${t[i]!.text} the clock`;
    if (t[i]!.text === "24/7") return "24/7";
  }
  return "";
}

/**
 * The claim's "around the clock" (or "24/7") against a sentence that gives what it says hours of the day: "opens from
 * 7 a.m. to 9 p.m." for "is open around the clock". Null when the sentence says it is open all day too ("24 hours").
 */
function roundTheClockAgainstHours(claim: Sentence, s: Sentence): Substitution | null {
  const spanned = roundTheClock(claim);
  if (spanned === "" || roundTheClock(s) !== "") return null;
  if (s.numbers.some((m) => durationOf(s.tokens, m) === DAY_SECONDS) || s.tokens.some((t, i) => OPEN_DETERMINERS.has(t.lower) && s.tokens[i + 1]?.lemma === "day")) return null;
  const hour = s.numbers.find((m) => m.kind === "time" && HOUR_BOUND_WORDS.has(s.tokens[m.from - 1]?.lower ?? ""));
  return hour ? { kind: "quantifier", claim: spanned, sentence: `${s.tokens[hour.from - 1]!.text} ${hour.raw}` } : null;
}

/**
 * The claim's "only" keeping a thing to some days against a sentence that has it "every day" (or "every week", "all
 * year", "daily"): "Emergency appointments are only available on weekdays" / "…are available every day". Null when the
 * sentence keeps to some days itself ("only").
 */
function everyTimeAgainstOnly(claim: Sentence, s: Sentence): Substitution | null {
  const ct = claim.tokens;
  const only = ct.findIndex((t, i) => t.lower === "only" && ct.slice(i + 1, i + ONLY_REACH + 1).some(isCalendarWord));
  if (only < 0 || s.tokens.some((t) => t.lower === "only")) return null;
  const tokens = s.tokens;
  const every = tokens.findIndex((t, i) => ((t.lower === "every" || t.lower === "all") && SPANNED_TIMES.has(tokens[i + 1]?.lemma ?? "")) || t.lower === "daily");
  if (every < 0) return null;
  const day = ct.slice(only + 1, only + ONLY_REACH + 1).find(isCalendarWord)!;
  const said = tokens[every]!.lower === "daily" ? tokens[every]!.text : `${tokens[every]!.text} ${tokens[every + 1]!.text}`;
  return { kind: "quantifier", claim: `only ${day.text}`, sentence: said };
}

/**
 * The claim's "every Saturday" against the same weekday counted within a month: "every Saturday" / "on the first
 * Saturday of each month".
 */
function nthWeekday(claim: Sentence, s: Sentence): Substitution | null {
  const at = claim.tokens.findIndex((t, i) => t.lower === "every" && weekdayOf(claim.tokens[i + 1] ?? t) !== "");
  if (at < 0) return null;
  const day = weekdayOf(claim.tokens[at + 1]!);
  const i = s.tokens.findIndex((t, j) => weekdayOf(t) === day && ORDINAL_WORDS.has(s.tokens[j - 1]?.lower ?? "") && s.tokens[j + 1]?.lower === "of");
  if (i < 0) return null;
  return { kind: "quantifier", claim: `every ${claim.tokens[at + 1]!.text}`, sentence: `${s.tokens[i - 1]!.text} ${s.tokens[i]!.text}` };
}

/** Words ranking a weekday within its month beside the ordinals: "the last Thursday of each month". */
const MONTH_RANK_WORDS = new Set(["last", "final"]);

/** Where a weekday of a month starts ("first Sunday of", "last Thursday of") and its day; null when none. */
function weekdayOfMonth(s: Sentence): { at: number; day: string } | null {
  const t = s.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    const ranked = ordinalRank(t[i]!.lower) !== null || MONTH_RANK_WORDS.has(t[i]!.lower);
    if (!ranked || t[i + 2]!.lower !== "of") continue;
    const day = weekdayOf(t[i + 1]!);
    if (day !== "") return { at: i, day };
  }
  return null;
}

/**
 * The claim's weekday of a month against another day the sentence gives: "on the first Sunday of every month" / "on
 * the last Thursday of each month". Null when the sentence names none, or the same day (whose rank is the ordinal
 * slot's).
 */
function otherWeekdayOfMonth(claim: Sentence, s: Sentence): Substitution | null {
  const mine = weekdayOfMonth(claim);
  const theirs = mine && weekdayOfMonth(s);
  // Another rank of the same weekday is the ordinal slot's to swap ("first Friday" / "last Friday").
  if (!mine || !theirs || mine.day === theirs.day) return null;
  const said = (x: Sentence, at: number) => `${x.tokens[at]!.text} ${x.tokens[at + 1]!.text}`;
  return { kind: "date", claim: said(claim, mine.at), sentence: said(s, theirs.at) };
}

/** A month's number (1–12), "May" read as one unless it is the verb; undefined for any other word. */
function monthNumber(t: Token): number | undefined {
  return t.lower === "may" ? (t.pos === "AUX" ? undefined : 5) : MONTHS.get(t.lower);
}

/** Words for everyone a thing is for: "free for everyone", "open to all". */
const EVERYONE_WORDS = new Set(["everyone", "everybody", "all", "anyone", "anybody"]);

/**
 * The claim's "for everyone" against the sentence's same word "for" a group: "Library cards are free for everyone" /
 * "Library cards are free for city residents". Null when the sentence says "everyone" or "all" too.
 */
function narrowedGroup(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  // "for everyone", or "for all customers".
  const everyone = (t: Token, i: number) => (c[i + 1]?.type !== "word" || c[i + 1]?.pos === "ADP" || (t.lower === "all" && c[i + 1]?.pos === "NOUN"));
  const at = c.findIndex((t, i) => EVERYONE_WORDS.has(t.lower) && (c[i - 1]?.lower === "for" || c[i - 1]?.lower === "to") && i >= 2 && everyone(t, i));
  // "for all other customers" is the rest of them, not everyone.
  if (at < 0 || s.tokens.some((t, i) => (EVERYONE_WORDS.has(t.lower) || OPEN_DETERMINERS.has(t.lower)) && s.tokens[i + 1]?.lower !== "other")) return null;
  const word = c[at - 2]!.lemma;
  const t = s.tokens;
  const j = t.findIndex((x, i) => x.lemma === word && t[i + 1]?.lower === c[at - 1]!.lower && t[i + 2]?.type === "word");
  if (j < 0) return null;
  let k = j + 2;
  while (k < t.length && t[k]!.type === "word" && t[k]!.pos !== "ADP" && t[k]!.pos !== "CCONJ") k++;
  return k > j + 2 ? { kind: "quantifier", claim: c[at]!.text, sentence: t.slice(j + 2, k).map((x) => x.text).join(" ") } : null;
}

/** Words before a noun that pick one of its kind, against the claim's "any": "the same station", "the original store". */
const ONE_OF_KIND_WORDS = new Set(["same", "original", "designated", "specific", "issuing"]);

/**
 * The claim's "any" thing against one picked out of its kind by the sentence: "can be returned to any station" / "must
 * be returned to the same station where you picked it up".
 */
function anyAgainstOne(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t, i) => t.lower === "any" && c[i + 1]?.pos === "NOUN");
  if (at < 0) return null;
  const noun = c[at + 1]!;
  const t = s.tokens;
  const j = t.findIndex((x, i) => ONE_OF_KIND_WORDS.has(x.lower) && (t[i + 1]?.lemma === noun.lemma || t[i + 1]?.lower === noun.lower) && (t[i - 1]?.pos === "DET" || t[i - 1]?.pos === "PRON"));
  return j < 0 ? null : { kind: "quantifier", claim: `any ${noun.text}`, sentence: t.slice(j - 1, j + 2).map((x) => x.text).join(" ") };
}

/** What a group or a span of time may narrow: "free for members", "open to residents", "free for 30 days". */
const NARROWABLE_PREDICATES = new Set(["free", "open", "available", "allowed", "permitted", "included", "accessible", "complimentary", "valid"]);

/**
 * The sentence's claim predicate said only "for" or "to" someone or some time the claim does not name, where the claim
 * says it with no such words: "free for members and for children under 12" for "Entry to the Orrin Botanical Garden is
 * free", "free for the first 30 days" for "The app is free". Not "open to the public" or "free for everyone", nor "free
 * to download" (what is done, not for whom).
 */
function narrowedPredicate(claim: Sentence, s: Sentence, claimLowers: ReadonlySet<string>): string | undefined {
  const c = claim.tokens;
  const p = c.findIndex((t) => NARROWABLE_PREDICATES.has(t.lower));
  if (p < 0 || c[p + 1]?.lower === "for" || c[p + 1]?.lower === "to" || c.some((t) => EVERYONE_WORDS.has(t.lower))) return undefined;
  const t = s.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    if (t[i]!.lower !== c[p]!.lower || (t[i + 1]!.lower !== "for" && t[i + 1]!.lower !== "to")) continue;
    let k = i + 2;
    while (k < t.length && !CLAUSE_ENDS.has(t[k]!.lower) && t[k]!.pos !== "VERB" && t[k]!.pos !== "AUX" && t[k]!.pos !== "PUNCT") k++;
    const group = t.slice(i + 2, k);
    if (group.length === 0 || group.some((x) => EVERYONE_WORDS.has(x.lower) || x.lower === "public" || (x.type === "word" && x.pos !== "DET" && x.pos !== "ADP" && claimLowers.has(x.lower)))) continue;
    return t.slice(i, k).map((x) => x.text).join(" ");
  }
  return undefined;
}

/** What may stand between "of" and a whole's figure: its owner ("of its 48", "of the hotel's 48"). */
const OWNER_POS: ReadonlySet<string> = new Set(["DET", "PRON", "NOUN", "PROPN", "PART"]);

/**
 * The claim's "every" or "all" of a kind against a part of that kind counted out of its whole: "Every room has a sea
 * view" / "Of its 48 rooms, 20 face the sea", "All the bikes are electric" / "12 of the 30 bikes are electric". Null
 * when the part is the whole ("all 48 of its rooms").
 */
function partOfGroup(claim: Sentence, s: Sentence, source: string): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t, i) => (t.lower === "all" || t.lower === "every" || t.lower === "each") && c.slice(i + 1, i + 3).some((x) => x.pos === "NOUN"));
  if (at < 0) return null;
  const kind = c.slice(at + 1, at + 3).find((x) => x.pos === "NOUN")!;
  const t = s.tokens;
  const figureAt = (i: number) => s.numbers.find((n) => n.from === i && n.kind !== "year");
  // The whole's figure after its owner: "of its 48", "of the hotel's 48".
  const figureAfterOwner = (from: number) => {
    for (let k = from; k < from + 4 && k < t.length; k++) {
      const figure = figureAt(k);
      if (figure) return figure;
      if (!OWNER_POS.has(t[k]!.pos)) return undefined;
    }
    return undefined;
  };
  for (let i = 0; i + 3 < t.length; i++) {
    // "N of the M rooms" / "N of its M rooms"
    const part = figureAt(i);
    // "Of its M rooms, N …"
    const opening = t[i]!.lower === "of" ? figureAfterOwner(i + 1) : undefined;
    if (part && t[i + 1]?.lower === "of") {
      let j = part.to + 2;
      if (t[j]?.pos === "DET" || t[j]?.pos === "PRON") j++;
      const whole = figureAt(j);
      const noun = whole && t[whole.to + 1];
      if (whole && noun && noun.lemma === kind.lemma && part.value < whole.value) return { kind: "quantifier", claim: c[at]!.text, sentence: source.slice(t[i]!.start, noun.end) };
    } else if (opening) {
      const noun = t[opening.to + 1];
      const comma = t[opening.to + 2]?.lower === "," ? opening.to + 3 : -1;
      const counted = comma > 0 ? figureAt(comma) : undefined;
      if (noun && noun.lemma === kind.lemma && counted && counted.value < opening.value) return { kind: "quantifier", claim: c[at]!.text, sentence: source.slice(t[i]!.start, t[counted.to]!.end) };
    }
  }
  return null;
}

/**
 * The claim's "all" of a kind against the sentence's same kind bounded by a figure: "All orders ship free" / "Orders
 * over $50 ship free". Null when the sentence says "all" or "every" too.
 */
function boundedGroup(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t, i) => (t.lower === "all" || t.lower === "every") && (c[i + 1]?.pos === "NOUN" || c[i + 1]?.pos === "PROPN"));
  if (at < 0 || s.tokens.some((t) => OPEN_DETERMINERS.has(t.lower))) return null;
  const kind = c[at + 1]!;
  const t = s.tokens;
  // A figure numbers.ts read as bounded by the words right after the noun ("over $50", "under 12").
  const boundedAfter = (i: number) => s.numbers.find((n) => n.bound !== undefined && n.from > i + 1 && n.from <= i + 1 + MAX_BOUND_WORDS && t.slice(i + 1, n.from).every((x) => BOUND_WORDS.has(x.lower)));
  const j = t.findIndex((x, i) => (x.lemma === kind.lemma || x.lower === kind.lower) && boundedAfter(i) !== undefined);
  if (j < 0) return null;
  const figure = boundedAfter(j)!;
  return { kind: "quantifier", claim: `${c[at]!.text} ${kind.text}`, sentence: [...t.slice(j, figure.from).map((x) => x.text), figure.raw].join(" ") };
}

/** The times a range of months or of weekdays falls short of. */
const MONTH_SPANS = new Set(["year", "season"]);
const WEEKDAY_SPANS = new Set(["day", "week"]);

/**
 * A range of months that falls short of the year, or of weekdays that falls short of the week, for a claim's "all
 * year" or "every day" (`span`): "from May to September" against "open all year", as written; else undefined.
 */
function partialRange(s: Sentence, span: string): string | undefined {
  const t = s.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    // "from April to October", "April–October", "between April and October".
    const between = t[i - 1]?.lower === "between" && t[i + 1]!.lower === "and";
    if (!closesRange(t[i + 1]) && !between) continue;
    const from = monthNumber(t[i]!);
    const to = monthNumber(t[i + 2]!);
    const months = MONTH_SPANS.has(span) && from !== undefined && to !== undefined && (to - from + 12) % 12 !== 11;
    const a = WEEK_ORDER.indexOf(weekdayOf(t[i]!));
    const b = WEEK_ORDER.indexOf(weekdayOf(t[i + 2]!));
    const days = WEEKDAY_SPANS.has(span) && a >= 0 && b >= 0 && (b - a + 7) % 7 !== 6;
    if (months || days) return t.slice(t[i - 1]?.lower === "from" || between ? i - 1 : i, i + 3).map((x) => x.text).join(" ");
  }
  return undefined;
}

/** Units a recurring event is counted in: "every hour", "every two hours". */
const INTERVAL_UNITS = new Set(["minute", "hour", "day", "week", "month", "year"]);

/**
 * The claim's "every hour" against the sentence's "every two hours" (or the other way round) for the same unit: another
 * interval. Null when both give the same one or either gives none.
 */
function otherInterval(claim: Sentence, s: Sentence): Substitution | null {
  // Every "every …" of a sentence: "every 10 minutes on weekdays and every 20 minutes at weekends" gives both.
  const read = (x: Sentence): { count: number; unit: string; text: string }[] =>
    x.tokens.flatMap((t, at) => {
      if (t.lower !== "every") return [];
      const n = x.numbers.find((m) => m.from === at + 1);
      const unit = x.tokens[n ? n.to + 1 : at + 1];
      if (!unit || !INTERVAL_UNITS.has(unit.lemma)) return [];
      return [{ count: n ? n.value : 1, unit: unit.lemma, text: x.tokens.slice(at, (n ? n.to + 1 : at + 1) + 1).map((w) => w.text).join(" ") }];
    });
  const c = claim.tokens.some((t) => t.lower === "every") ? read(claim)[0] : undefined;
  const theirs = c ? read(s) : [];
  // Units compare in seconds: "every hour" is not "every 15 minutes", "every 60 minutes" is.
  const differ = (o: { count: number; unit: string }) => (c!.unit === o.unit ? c!.count !== o.count : c!.count * INTERVAL_SECONDS[c!.unit]! !== o.count * INTERVAL_SECONDS[o.unit]!);
  if (theirs.length === 0 || !theirs.every(differ)) return null;
  return { kind: "number", claim: c!.text, sentence: theirs[0]!.text, sameVerb: true };
}

/** Each interval unit in seconds (a month of 30 days, a year of 365: only ever compared with other units). */
const INTERVAL_SECONDS: Readonly<Record<string, number>> = { minute: 60, hour: 3600, day: 86400, week: 604800, month: 2592000, year: 31536000 };

/** Words before a unit of time that make it a frequency: "every day", "once a month", "twice a week", "per year". */
const FREQUENCY_OPENERS = new Set(["every", "each", "per", "a"]);

/**
 * The units of time a sentence says something recurs in ("once a month", "every day", "daily", "every morning"), with
 * their words.
 */
const frequenciesOf = oncePerSentence((s: Sentence): { unit: string; text: string }[] => {
  const out: { unit: string; text: string }[] = [];
  s.tokens.forEach((t, i) => {
    const word = FREQUENCY_WORDS.get(t.lower);
    if (word) out.push({ unit: word, text: t.text });
    // "every morning" recurs daily.
    else if (DAY_PARTS.has(t.lower) && (s.tokens[i - 1]?.lower === "every" || s.tokens[i - 1]?.lower === "each")) out.push({ unit: "day", text: `${s.tokens[i - 1]!.text} ${t.text}` });
    else if (INTERVAL_UNITS.has(t.lower) && FREQUENCY_OPENERS.has(s.tokens[i - 1]?.lower ?? "")) {
      // "a day" counts only after a count of times or an amount: "once a day", "$5 a day", not "a day of rest".
      const opener = s.tokens[i - 1]!.lower;
      const before = s.tokens[i - 2];
      if (opener !== "a" || before?.type === "number" || /^(once|twice|thrice|times)$/.test(before?.lower ?? "")) out.push({ unit: t.lower, text: s.tokens.slice(opener === "a" && before ? i - 2 : i - 1, i + 1).map((x) => x.text).join(" ") });
    }
  });
  return out;
});

/**
 * How often, against how often: "take insulin once a month" / "take insulin every day". Only when the sentence gives no
 * frequency of the claim's unit (a page of prices "per month" and "per year" says both).
 */
function otherFrequency(claim: Sentence, s: Sentence): Substitution | null {
  const mine = frequenciesOf(claim);
  if (mine.length !== 1) return null;
  const theirs = frequenciesOf(s);
  if (theirs.length === 0 || theirs.some((x) => x.unit === mine[0]!.unit)) return null;
  return { kind: "antonym", claim: mine[0]!.text, sentence: theirs[0]!.text };
}

const SEASON_WORDS = new Set(["weekend", "weekday", "summer", "winter", "spring", "autumn"]);

/** A weekday, a month or a season, singular or plural ("Fridays"), or "weekends"/"weekdays". */
function isCalendarWord(t: Token): boolean {
  const w = t.lower.endsWith("s") ? t.lower.slice(0, -1) : t.lower;
  return CALENDAR_WORDS.has(t.lower) || CALENDAR_WORDS.has(w) || SEASON_WORDS.has(w) || SEASON_WORDS.has(t.lower);
}

/**
 * The claim's "only" before what a verb applies to, where the sentence has the same verb apply to any of it: "The
 * GDPR applies only to companies based in the EU" / "It applies to any company that processes the personal data of
 * people in the EU, wherever it is based"; "Downloads are only available on the Premium plan" / "…available on all
 * plans". Null for any other pair.
 */
function widenedRestriction(claim: Sentence, s: Sentence): Substitution | null {
  const at = claim.tokens.findIndex((t) => t.lower === "only");
  if (at < 0) return null;
  // "applies only to", "is open only to", or "only" before the word that takes the preposition: "are only available on".
  const before = claim.tokens[at - 1];
  const [verb, preposition] = before?.pos === "VERB" || (before?.pos === "ADJ" && claim.tokens[at + 1]?.pos === "ADP") ? [before, claim.tokens[at + 1]] : [claim.tokens[at + 1], claim.tokens[at + 2]];
  if (!(verb?.pos === "VERB" || verb?.pos === "ADJ") || preposition?.pos !== "ADP") return null;
  const tokens = s.tokens;
  // "any" right after the preposition, or a few words on when the claim restricts by a word the sentence lacks: "open to
  // students from any country" for "open only to domestic students" (not for "open only to students").
  const restrictsBy = claim.tokens.slice(claim.tokens.indexOf(preposition) + 1).some((t) => (t.pos === "ADJ" || t.pos === "NOUN") && !tokens.some((x) => x.lemma === t.lemma));
  const open = (j: number) => (restrictsBy ? [1, 2, 3] : [1]).find((k) => OPEN_DETERMINERS.has(tokens[j + k]?.lower ?? "") && tokens.slice(j + 1, j + k).every((t) => t.type === "word"));
  const i = tokens.findIndex((t, j) => t.lower === preposition.lower && tokens[j - 1]?.lemma === verb.lemma && open(j) !== undefined);
  return i < 0 ? null : { kind: "quantifier", claim: "only", sentence: tokens[i + open(i)!]!.text };
}

/** Words that open what a verb applies to to anything: "come from anywhere", "applies to any company". */
const OPEN_PLACES = new Set([...OPEN_DETERMINERS, "anywhere", "everywhere"]);
/** Words that say "anywhere" right after a verb ("ships worldwide"; the tagger may read "ship" as a noun). */
const OPEN_ADVERBS = new Set(["anywhere", "everywhere", "worldwide", "globally"]);

/**
 * The other way round: the claim's verb applies to anything ("Champagne can come from anywhere in the world", "Boxes
 * ship worldwide") where the sentence has "only" next to the same verb before a preposition ("Champagne can only come
 * from the Champagne region", "Boxes ship only within the United States", "can only be produced in a small area").
 */
function narrowedRestriction(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t, j) => (OPEN_PLACES.has(t.lower) && c[j - 1]?.pos === "ADP" && c[j - 2]?.pos === "VERB") || (OPEN_ADVERBS.has(t.lower) && (c[j - 1]?.pos === "VERB" || c[j - 1]?.pos === "NOUN")));
  if (at < 0 || c.some((t) => t.lower === "only")) return null;
  const preposition = c[at - 1]!.pos === "ADP" ? c[at - 1]!.lower : null;
  const verb = c[preposition ? at - 2 : at - 1]!;
  const tokens = s.tokens;
  // "to" is often tagged a particle ("ships only to addresses in Canada").
  const restricts = (j: number) => (tokens[j]?.pos === "ADP" || tokens[j]?.lower === "to") && (preposition === null || tokens[j]!.lower === preposition);
  // "only" right before the verb, before its passive "be" ("can only be produced in…"), or right after it.
  const onlyBefore = (j: number) => tokens[j - 1]?.lower === "only" || (tokens[j - 1]?.lemma === "be" && tokens[j - 2]?.lower === "only");
  const only = tokens.some((t, j) => t.lemma === verb.lemma && ((onlyBefore(j) && restricts(j + 1)) || (tokens[j + 1]?.lower === "only" && restricts(j + 2))));
  return only ? { kind: "quantifier", claim: c[at]!.text, sentence: "only" } : null;
}

/** A verb, or a past tense before a name the tagger read as an adjective ("Cleopatra married/ADJ Julius Caesar"). */
function verbal(t: Token): boolean {
  return t.pos === "VERB" || (t.pos === "ADJ" && t.lower.endsWith("ed"));
}

/** A sentence's names by the index of their first token. */
function namesByStart(s: SentenceSlots): Map<number, Entity> {
  return new Map(s.entities.map((e) => [e.first, e]));
}

/**
 * The name a verb takes right after it, past an article: "married Mark Antony", "married the Duke"; not a name that
 * qualifies a noun ("uses a Lightning port").
 */
function objectAfter(tokens: readonly Token[], names: ReadonlyMap<number, Entity>, verb: number): Entity | undefined {
  const name = names.get(tokens[verb + 1]?.pos === "DET" ? verb + 2 : verb + 1);
  return name && !name.qualifies ? name : undefined;
}

/**
 * The claim's verb taking another name in the sentence, the claim's own name there in another part: "Cleopatra married
 * Julius Caesar" / "She had a relationship with Julius Caesar and later married Mark Antony". Not a name joined to the
 * rival ("married Mark Antony and Julius Caesar"), nor the verb's own subject ("Julius Caesar married…").
 */
function otherObject(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity } | null {
  const tokens = s.sentence.tokens;
  const claimNames = namesByStart(c);
  const names = namesByStart(s);
  for (let v = 0; v < c.sentence.tokens.length; v++) {
    const verb = c.sentence.tokens[v]!;
    const claim = verbal(verb) ? objectAfter(c.sentence.tokens, claimNames, v) : undefined;
    if (!claim || !reliableName(claim)) continue;
    const mentions = new Set(mentionsOf(s, claim));
    if (mentions.size === 0) continue;
    const mentionEnds = new Set([...mentions].map((m) => m.last));
    // The last mention joined to a name before it ("…Mark Antony and Julius Caesar"), read once for every rival.
    let lastJoined = -1;
    for (const m of mentions) if (joined(m)) lastJoined = Math.max(lastJoined, m.first);
    for (let i = 0; i < tokens.length; i++) {
      if (!verbal(tokens[i]!) || (tokens[i]!.lemma !== verb.lemma && tokens[i]!.lower !== verb.lower)) continue;
      const rival = objectAfter(tokens, names, i);
      if (!rival || !reliableName(rival) || mentions.has(rival) || entityIn(rival, new Set(claim.words))) continue;
      const subjectOfVerb = mentionEnds.has(i - 1) || (mentionEnds.has(i - 2) && tokens[i - 1]!.pos === "ADV");
      if (!subjectOfVerb && lastJoined <= rival.last) return { claim, rival };
    }
  }
  return null;
}

/** Words that open a clause of its own within a sentence ("DVDs for one week; books for three weeks"). */
const CLAUSE_OPENERS = new Set([";", "whereas", "while"]);

/** The clause each token of a sentence is in, numbered from 0 (CLAUSE_OPENERS and a joinedClause "and" start a new one). */
const clausesOf = oncePerSentence((s: Sentence): readonly number[] => numberClauses(s, (i) => CLAUSE_OPENERS.has(s.tokens[i]!.lower) || joinedClause(s, i)));

/** Each token's clause by CLAUSE_OPENERS alone. */
const strongClausesOf = oncePerSentence((s: Sentence): readonly number[] => numberClauses(s, (i) => CLAUSE_OPENERS.has(s.tokens[i]!.lower)));

/** Each token's clause by CLAUSE_OPENERS and a "but" after a comma ("Mats are provided, but students should bring…"). */
const butClausesOf = oncePerSentence((s: Sentence): readonly number[] => numberClauses(s, (i) => CLAUSE_OPENERS.has(s.tokens[i]!.lower) || (s.tokens[i]!.lower === "but" && s.tokens[i - 1]?.text === ",")));

/** Each token's clause number, a new clause starting at every token `opens` says opens one. */
function numberClauses(s: Sentence, opens: (i: number) => boolean): number[] {
  let clause = 0;
  return s.tokens.map((_, i) => (opens(i) ? ++clause : clause));
}

/** How many words the subject of a clause joined by "and" may have ("children aged 3 to 12"). */
const JOINED_SUBJECT_WORDS = 6;

/**
 * "and" or "but" that opens a clause with a subject and a verb of its own, after a clause with its own verb: "Adult
 * admission is $25 and children aged 3 to 12 pay $15", "…costs $35 and the second costs $45" (an ordinal standing for
 * the thing just named). Not "DVDs and books can be borrowed" (no verb before), nor "…takes 3 to 5 days and costs $4.99"
 * (no subject between).
 */
function joinedClause(s: Sentence, i: number): boolean {
  const t = s.tokens;
  if (t[i]!.lower !== "and" && t[i]!.lower !== "but") return false;
  let verbBefore = false;
  // "cost" before a price is the verb, though the tagger reads it as a noun ("Adult tickets cost/NOUN £28 and…").
  for (let j = i - 1; j >= 0 && !CLAUSE_OPENERS.has(t[j]!.lower); j--) if (t[j]!.pos === "VERB" || t[j]!.pos === "AUX" || (PRICE_VERBS.has(t[j]!.lemma) && figureStartsAt(s, j + 1))) verbBefore = true;
  if (!verbBefore) return false;
  let subject = false;
  for (let j = i + 1; j < t.length && j <= i + JOINED_SUBJECT_WORDS; j++) {
    const x = t[j]!;
    // A comma ends a list of names, not a subject: "by James Watson and Francis Crick, using…".
    if (x.text === ",") return false;
    if ((x.pos === "VERB" || x.pos === "AUX") && !(x.lower.endsWith("ed") && subject)) return subject;
    // The verb left out before a figure of its own: "A margherita costs €9 and a calzone €12". The subject opens with an
    // article, or is two words or more of nouns and adjectives ("…and child tickets/VERB £18", the tagger's verb), not
    // "…and costs/NOUN €15 per person" (one word) nor "…and drops support for Node.js 16" (a preposition).
    const opensSubject = t[i + 1]!.pos === "DET" || (j - i > 2 && t.slice(i + 1, j).every((w) => w.pos === "NOUN" || w.pos === "ADJ" || w.pos === "VERB"));
    if (subject && figureStartsAt(s, j) && opensSubject && (t[j - 1]!.pos === "NOUN" || t[j - 1]!.pos === "PROPN")) return true;
    if (x.pos === "NOUN" || x.pos === "PROPN" || ORDINAL_WORDS.has(x.lower)) subject = true;
  }
  return false;
}

/** Whether a figure of the sentence starts at token `i` (its currency sign included). */
function figureStartsAt(s: Sentence, i: number): boolean {
  return s.numbers.some((n) => n.from === i);
}

/**
 * Whether two plain counts each count a noun right after them, and not the same one ("98 musicians" / "120 concerts").
 * The nouns of the phrase after each figure are compared, not only its first word, which may tell the kind: "19 world
 * championship medals" and "19 medals" count medals.
 */
function countsOther(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  return claim.tokens[n.to + 1]?.pos === "NOUN" && s.tokens[m.to + 1]?.pos === "NOUN" && countHeadsDiffer(claim, n, s, m);
}

/** Nouns that take "of" for a share or a sort of something, not a thing of its own ("part of", "a kind of"). */
const PORTION_NOUNS = new Set(["part", "one", "kind", "type", "sort", "lot", "number", "most", "some", "all", "rest", "end", "top", "side", "front", "back", "member", "half", "group", "series", "pair", "couple", "variety", "range", "total", "majority", "percent", "share", "amount", "form", "version", "piece", "bit", "deal"]);

/** The noun a head noun takes with "of" or "for" at `at` (past an article), or undefined: "gold" of "symbol for gold". */
function complementAt(tokens: readonly Token[], at: number): Token | undefined {
  const head = tokens[at];
  if (!head || head.pos !== "NOUN" || head.stop || PORTION_NOUNS.has(head.lemma)) return undefined;
  const preposition = tokens[at + 1]?.lower;
  if (preposition !== "of" && preposition !== "for") return undefined;
  // Not past "the" or "this", which may stand for the claim's thing ("the number of parameters of the model" after a
  // sentence on GPT-4).
  const article = tokens[at + 2]?.pos === "DET" ? tokens[at + 2]! : undefined;
  if (article && REFERRING_DETERMINERS.has(article.lower)) return undefined;
  const nounAt = article ? at + 3 : at + 2;
  const noun = tokens[nounAt];
  return noun && noun.type === "word" && !noun.stop && noun.pos === "NOUN" && tokens[nounAt + 1]?.pos !== "NOUN" ? noun : undefined;
}

/** Determiners that may point back to something named before ("the model", "this device"). */
const REFERRING_DETERMINERS = new Set(["the", "this", "that", "these", "those"]);

/**
 * The claim's head noun taking another noun in the sentence, after the same preposition, the claim's own noun said
 * nowhere there: "The chemical symbol for gold is Ag" / "Ag is the symbol for silver". A single common noun each side
 * (not the first of a compound; names are read as names are).
 */
function otherComplement(claim: Sentence, s: Sentence, c: SentenceSlots): { claim: Token; rival: Token } | null {
  const sentenceLemmas = new Set(s.tokens.map((t) => t.lemma));
  for (let i = 0; i < claim.tokens.length; i++) {
    const mine = complementAt(claim.tokens, i);
    if (!mine || sentenceLemmas.has(mine.lemma) || s.keys.has(matchKey(mine))) continue;
    for (let j = 0; j < s.tokens.length; j++) {
      if (s.tokens[j]!.lemma !== claim.tokens[i]!.lemma || s.tokens[j + 1]?.lower !== claim.tokens[i + 1]!.lower) continue;
      const theirs = complementAt(s.tokens, j);
      if (theirs && !c.lemmas.has(theirs.lemma) && !c.lowers.has(theirs.lower)) return { claim: mine, rival: theirs };
    }
  }
  return null;
}

/** Words that single out one occurrence of an event that may happen again: "last erupted", "first released". */
const OCCURRENCE_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["last", new Set(["last", "latest", "recent", "recently", "final"])],
  ["first", new Set(["first", "earliest", "initially", "originally", "debut"])],
]);
/** How many tokens before its figure a sentence's word singling out the occurrence may stand ("Its last eruption was in 1944"). */
const OCCURRENCE_REACH = 6;

/**
 * Whether the claim singles out one occurrence of its dated verb ("last erupted", "was first released") and the
 * sentence's figure has no word of that occurrence shortly before it: another eruption, another release.
 */
function otherOccurrence(claim: Sentence, verb: string, s: Sentence, m: NumberMention): boolean {
  const word = occurrenceWord(claim, verb);
  if (!word) return false;
  const same = OCCURRENCE_WORDS.get(word)!;
  return !s.tokens.slice(Math.max(0, m.from - OCCURRENCE_REACH), m.from).some((t) => same.has(t.lower));
}

/** The word that singles out one occurrence of the claim's verb, just before it ("last", "first"), or undefined. */
function occurrenceWord(claim: Sentence, verb: string): string | undefined {
  const at = claim.tokens.findIndex((t) => t.lemma === verb && t.pos === "VERB");
  if (at < 0) return undefined;
  // Two words back only past an auxiliary or an adverb ("was first held"): "The first iPhone went on sale" singles out a
  // thing, not an occurrence of its going on sale.
  const between = claim.tokens[at - 1];
  const reach = between && (between.pos === "AUX" || between.pos === "ADV") ? [between, claim.tokens[at - 2]] : [between];
  return reach.find((t) => t !== undefined && OCCURRENCE_WORDS.has(t.lower))?.lower;
}

/** Words that single out an occurrence the claim does not: "their first championship", "Last year's festival". */
const OTHER_OCCURRENCE_WORDS: ReadonlySet<string> = new Set(["first", "last", "previous", "earlier", "inaugural", "debut"]);

/**
 * The sentence dates an occurrence it singles out ("They won their first championship in 2008", "Last year's festival,
 * held on 21 September") where the claim singles out none: another occurrence of the claim's event.
 */
function singlesOutOther(claim: Sentence, s: Sentence, m: NumberMention): boolean {
  if (claim.tokens.some((t) => OTHER_OCCURRENCE_WORDS.has(t.lower) || OCCURRENCE_WORDS.has(t.lower))) return false;
  // Not the first of a kind ("the first person to walk on the Moon, on 20 July 1969"), which dates the claim's event.
  const ofKind = (i: number) => s.tokens[i + 1]?.lower === "to" || s.tokens[i + 2]?.lower === "to" || s.tokens[i + 3]?.lower === "to";
  return s.tokens.slice(0, m.from).some((t, i) => OTHER_OCCURRENCE_WORDS.has(t.lower) && !ofKind(i) && (t.lower !== "last" || s.tokens[i + 1]?.lower === "year" || s.tokens[i + 1]?.lower === "season" || s.tokens[i + 1]?.lower === "time"));
}

/**
 * Whether two counts count other things, past a name: no common noun of one counted phrase is one of the other's ("15
 * NBA seasons" / "six NBA championships"; "six golds" does count "gold medals").
 */
function countHeadsDiffer(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  // Durations compare by their units ("8 hours" / "8 minutes" is a swap).
  if (durationOf(claim.tokens, n) !== undefined || durationOf(s.tokens, m) !== undefined) return false;
  const nouns = (x: Sentence, k: NumberMention) => countedPhrase(x, k).filter((t) => t.pos === "NOUN").flatMap((t) => [t.lemma, t.lower]);
  const mine = nouns(claim, n);
  const theirs = nouns(s, m);
  return mine.length > 0 && theirs.length > 0 && !mine.some((w) => theirs.includes(w));
}

/** The lemma of the participle in the label of a line whose value is figure `m` ("play" of "Matches played: 92"), or "". */
function labelVerb(s: Sentence, m: NumberMention): string {
  const colon = labelColon(s.tokens);
  if (colon < 0 || m.from !== colon + 1) return "";
  for (let i = 0; i < colon; i++) {
    const t = s.tokens[i]!;
    if (t.pos === "VERB") return t.lemma;
  }
  return "";
}

/** How many words after a figure the phrase it counts may run ("19 world championship gold medals"). */
const COUNTED_PHRASE_REACH = 4;

/**
 * The phrase a figure counts: the nouns, names and adjectives right after it, up to its last noun ("Olympic gold
 * medals" of "28 Olympic gold medals"); empty when no noun follows.
 */
export function countedPhrase(s: Sentence, m: NumberMention): Token[] {
  const phrase: Token[] = [];
  for (let i = m.to + 1; i < s.tokens.length && i <= m.to + COUNTED_PHRASE_REACH; i++) {
    const t = s.tokens[i]!;
    if (t.pos !== "NOUN" && t.pos !== "PROPN" && t.pos !== "ADJ") break;
    phrase.push(t);
  }
  while (phrase.length > 0 && phrase[phrase.length - 1]!.pos !== "NOUN") phrase.pop();
  return phrase;
}

/**
 * A figure inside a claim's bound counts something else when the nouns after the two differ, past a hyphen: "Windows
 * 10 64-bit" holds no "at least 16 GB of RAM". Unlike countsOther (plain counts, the very next word a common noun) a
 * bound's unit may be a proper noun or a measure.
 */
function measuresOther(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  const mine = claim.tokens[wordAfterNumber(claim.tokens, n)];
  const theirs = s.tokens[wordAfterNumber(s.tokens, m)];
  const noun = (t: Token | undefined) => t?.pos === "NOUN" || t?.pos === "PROPN";
  return noun(mine) && noun(theirs) && mine!.lemma !== theirs!.lemma && mine!.lower !== theirs!.lower;
}

/** What a figure counts: the lemma of the noun after it ("week" of "three weeks"), or "" ("$25 and …"). */
function countedBy(s: Sentence, n: NumberMention): string {
  const t = s.tokens[wordAfterNumber(s.tokens, n)];
  return t?.pos === "NOUN" ? t.lemma : "";
}

/**
 * The claim's figure said only in another clause than its subject's, whose own clause gives another figure of the
 * same thing: "DVDs can be borrowed for three weeks" / "DVDs can be borrowed for one week; books for three weeks".
 */
function figureOfOtherClause(claim: Sentence, s: Sentence): Substitution | null {
  if (claim.numbers.every(isCalendar)) return null;
  const verb = claim.tokens.findIndex((t, i) => t.pos === "VERB" || t.pos === "AUX" || (PRICE_VERBS.has(t.lemma) && figureStartsAt(claim, i + 1)));
  const before = claim.tokens.slice(0, Math.max(0, verb));
  // An ordinal of the subject tells it best: "the second costs $45" is the clause of "The second checked bag".
  const subject = before.find((t) => ORDINAL_WORDS.has(t.lower) && s.tokens.some((x) => x.lower === t.lower)) ?? before.find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  if (!subject) return null;
  const clause = clausesOf(s);
  if (clause[clause.length - 1] === 0) return null;
  // By lemma or as written: a capitalised first word is often read as a name, its plural left as it is ("Children").
  const named = (t: Token) => t.lemma === subject.lemma || t.lower === subject.lower;
  let subjectClauses = clausesWhere(s, clause, named);
  // Said in several clauses, the one where it is said with the noun after it in the claim: "child tickets £18" rather
  // than "children under 3 go free" for "Child tickets cost £28".
  const head = claim.tokens[claim.tokens.indexOf(subject) + 1];
  if (subjectClauses.size > 1 && head?.pos === "NOUN") subjectClauses = clausesWhere(s, clause, (t, i) => named(t) && s.tokens[i + 1]?.lemma === head.lemma);
  if (subjectClauses.size !== 1) return null;
  for (const n of claim.numbers) {
    if (isCalendar(n)) continue;
    const same = s.numbers.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    if (same.length === 0 || same.some((m) => subjectClauses.has(clause[m.from]!))) continue;
    const rivals = s.numbers.filter((m) => subjectClauses.has(clause[m.from]!) && comparable(n, m) && countedBy(s, m) === countedBy(claim, n) && !otherNamesVersion(claim, n, s, m));
    const rival = rivals.find((m) => m.kind === n.kind) ?? rivals[0];
    if (rival) return { kind: "number", claim: n.raw, sentence: rival.raw, sameVerb: true };
  }
  return null;
}

/** The clauses (numbered by `clause`, one per token) of the tokens of `s` that pass `test`. */
function clausesWhere(s: Sentence, clause: readonly number[], test: (t: Token, i: number) => boolean): Set<number> {
  const out = new Set<number>();
  s.tokens.forEach((t, i) => {
    if (test(t, i)) out.add(clause[i]!);
  });
  return out;
}

/** Substitution kinds of a figure. */
const GROUP_OF_FIGURES: ReadonlySet<SubstitutionKind> = new Set(["number", "amount", "quantity", "date"]);

/** Prepositions after a figure that say when, where or for whom it holds: "$45 in advance and $55 at the door". */
const FIGURE_SETTING_WORDS = new Set(["at", "in", "for", "on", "during", "before", "after", "with", "without"]);
/** Words before the period a price is for: "a day", "per person". */
const PER_WORDS = new Set(["a", "an", "per"]);
/** How many words after that preposition the setting's noun may come ("at the front door"). */
const FIGURE_SETTING_REACH = 3;

/** The lemma of the noun of the phrase right after a figure that sets it ("door" of "$55 at the door"), if any. */
function figureSetting(s: Sentence, n: NumberMention): string | undefined {
  const t = s.tokens;
  // A range is set as a whole: "from 5 am to 11 pm on weekdays".
  const end = closesRange(t[n.to + 1]) ? (s.numbers.find((m) => m.from === n.to + 2)?.to ?? n.to) : n.to;
  // A price's period: "€15 a day or €60 a week", "$5 per person".
  if (n.kind === "money" && PER_WORDS.has(t[end + 1]?.lower ?? "") && t[end + 2]?.pos === "NOUN") return `per ${t[end + 2]!.lemma}`;
  // A duration's setting follows its unit: "every 10 minutes on weekdays".
  if (end === n.to && durationOf(t, n) !== undefined) return settingNounAfter(s, wordAfterNumber(t, n) + 1);
  // A count's follows what it counts and its rate: "20 pages per minute in black and white".
  const counted = wordAfterNumber(t, n);
  if (end === n.to && n.kind === "number" && t[counted]?.pos === "NOUN" && PER_WORDS.has(t[counted + 1]?.lower ?? "") && t[counted + 2]?.pos === "NOUN") return settingNounAfter(s, counted + 3);
  return settingNounAfter(s, end + 1);
}

/** The lemma of the noun of a setting phrase opening at token `at` ("door" of "at the door"), if one opens there. */
function settingNounAfter(s: Sentence, at: number): string | undefined {
  const t = s.tokens;
  if (!FIGURE_SETTING_WORDS.has(t[at]?.lower ?? "")) return undefined;
  for (let i = at + 1; i <= at + FIGURE_SETTING_REACH && i < t.length; i++) {
    if (t[i]!.pos === "NOUN" || t[i]!.pos === "PROPN") return t[i]!.lemma;
    if (t[i]!.type !== "word") break;
  }
  // A setting of adjectives alone: "in black and white".
  return t[at + 1]?.pos === "ADJ" && t[at + 2]?.pos === "CCONJ" && t[at + 3]?.pos === "ADJ" ? t[at + 1]!.lemma : undefined;
}

/**
 * The setting of a claim's figure: after it, or else the last setting phrase before it ("The visa fee for adults is
 * €40"); calendar figures have none.
 */
function claimFigureSetting(claim: Sentence, n: NumberMention): string | undefined {
  if (isCalendar(n)) return undefined;
  const after = figureSetting(claim, n);
  if (after) return after;
  for (let i = n.from - 1; i >= 0; i--) {
    const noun = settingNounAfter(claim, i);
    if (noun) return noun;
  }
  return undefined;
}

/** Whether a figure closes a range ("to 9 pm" of "from 7 am to 9 pm"). */
function rangeEnd(s: Sentence, m: NumberMention): boolean {
  return closesRange(s.tokens[m.from - 1]) && s.numbers.some((x) => x.to === m.from - 2);
}

/**
 * The claim's figure given only in another setting, where another figure has the claim's: "Tickets cost $45 at the
 * door" / "Tickets cost $45 in advance and $55 at the door".
 */
function figureOfOtherSetting(claim: Sentence, s: Sentence): Substitution | null {
  for (const n of claim.numbers) {
    const setting = claimFigureSetting(claim, n);
    if (!setting) continue;
    // The claim's figure as given, or else a plain figure inside its bound ("10 pages" for "up to 30 pages").
    const exact = s.numbers.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    const same = exact.length > 0 || !n.bound ? exact : s.numbers.filter((m) => !m.bound && comparable(n, m) && boundsAgree(n, m));
    if (same.length === 0 || same.some((m) => figureSetting(s, m) === setting || figureSetting(s, m) === undefined)) continue;
    const rivals = s.numbers.filter((m) => !same.includes(m) && comparable(n, m) && figureSetting(s, m) === setting);
    // In a range, the end the claim's figure is at: "to 9 pm" for a closing time given as "to 11 pm" elsewhere.
    const rival = rivals.find((m) => rangeEnd(s, m) === rangeEnd(s, same[0]!)) ?? rivals[0];
    if (rival) return { kind: numberKind(n), claim: n.raw, sentence: rival.raw, sameVerb: true };
  }
  return null;
}

/**
 * A figure the sentence sets on the claim's noun, other than the claim's, while the claim's figure is set on another
 * noun: "The battery is covered for two years" / "Warranty: 2 years on frame, 1 year on battery and motor". The
 * claim's figure has no setting after it (figureOfOtherSetting reads a claim's setting).
 */
function figureOnClaimNoun(claim: Sentence, s: Sentence): Substitution | null {
  // A word of a name of several words names the claim's thing, no part it sets a figure on: "The TrailMate X2 GPS watch
  // lasts up to two weeks" / "up to 14 days in smartwatch mode, 30 hours with GPS on".
  const inLongerName = (i: number) => claim.tokens[i]!.pos === "PROPN" && (claim.tokens[i - 1]?.pos === "PROPN" || claim.tokens[i + 1]?.pos === "PROPN");
  const nouns = new Set(claim.tokens.filter((t, i) => t.pos === "NOUN" || (t.pos === "PROPN" && !inLongerName(i))).map((t) => t.lemma));
  for (const n of claim.numbers) {
    if (figureSetting(claim, n) !== undefined) continue;
    const same = s.numbers.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    const sameSetting = same.length === 1 ? figureSetting(s, same[0]!) : undefined;
    if (sameSetting === undefined || nouns.has(sameSetting)) continue;
    const rival = s.numbers.find((m) => m !== same[0] && comparable(n, m) && !sameNumber(n, m) && nouns.has(figureSetting(s, m) ?? ""));
    if (rival) return { kind: numberKind(n), claim: `${n.raw}${unitShown(claim.tokens, n)}`, sentence: `${rival.raw}${unitShown(s.tokens, rival)}`, sameVerb: true };
  }
  return null;
}

/**
 * A duration's unit as written after its figure (" hours" of "8 hours"), so it is reported with its unit on each side
 * ("8 hours" / "8 minutes"); "" for another figure or one that holds its unit ("an hour and a half").
 */
function unitShown(tokens: readonly Token[], m: NumberMention): string {
  const unit = durationUnitOf(tokens, m);
  return !unit || m.alsoRead ? "" : ` ${tokens.slice(wordAfterNumber(tokens, m), unit.at + 1).map((t) => t.text).join(" ")}`;
}

/** Prepositions that tie a date to the noun before it ("physics in 1903", "London on 4 May"). */
const LABEL_PREPOSITIONS = new Set(["in", "on"]);

/** The lemma of the noun right before a date's preposition ("physics" of "physics in 1903"), or "". */
function dateLabel(s: Sentence, n: NumberMention): string {
  const at = dateOpening(s, n.from) - 1;
  const label = s.tokens[at - 1];
  return LABEL_PREPOSITIONS.has(s.tokens[at]?.lower ?? "") && (label?.pos === "NOUN" || label?.pos === "PROPN") ? label.lemma : "";
}

/**
 * The claim's date given in the sentence for another noun, which gives the claim's noun a date of its own: "won the
 * Nobel Prize in Chemistry in 1903" / "Nobel Prizes in two different sciences: physics in 1903 and chemistry in 1911".
 */
function dateOfOtherLabel(claim: Sentence, s: Sentence): Substitution | null {
  for (const n of claim.numbers) {
    const label = isCalendar(n) ? dateLabel(claim, n) : "";
    if (label === "") continue;
    const same = s.numbers.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    if (same.length === 0 || same.some((m) => dateLabel(s, m) === label || dateLabel(s, m) === "")) continue;
    const rival = s.numbers.find((m) => isCalendar(m) && !same.includes(m) && dateLabel(s, m) === label);
    if (rival) return { kind: "date", claim: n.raw, sentence: rival.raw, sameVerb: true };
  }
  return null;
}

/** Marks that end one entry of a list of figures ("adult half-day €48, adult full day €62"). */
const ENTRY_BREAKS = new Set([",", ";", ":", "|"]);
/** What names an entry: its nouns and adjectives, not a verb every entry may share ("costs"). */
const ENTRY_WORD_POS = new Set(["NOUN", "PROPN", "ADJ", "X"]);

/**
 * The claim's price given in a list to another entry than the claim's: "A full-day adult lift pass costs €48" /
 * "adult half-day (from 12:30) €48, adult full day €62, child (6-15) full day €41". An entry is the words since the
 * figure of its kind before it or the list's last break; the claim's figure is the entry's whose words hold fewer of the
 * claim's than another's, which holds a claim word that one lacks ("full").
 */
function figureOfOtherEntry(claim: Sentence, s: Sentence): Substitution | null {
  // Content words by their part of speech: "full" is a stop word to the tagger's list.
  const words = (ts: readonly Token[]) => new Set(ts.filter((t) => t.type === "word" && ENTRY_WORD_POS.has(t.pos)).flatMap((t) => [t.lemma, ...t.lower.split("-")]));
  if (!claim.numbers.some((n) => n.kind === "money") || s.numbers.filter((m) => m.kind === "money").length < 2) return null;
  const claimWords = words(claim.tokens);
  for (const n of claim.numbers) {
    // Prices only: counts and measurements in a row are seldom entries of one list ("five-round title rematch").
    if (n.kind !== "money" || !/\d/.test(n.raw) || n.bound !== undefined) continue;
    const entries = s.numbers.filter((m) => m.kind === "money");
    const same = entries.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    // A list whose labels follow their prices ("€80 for adults and €40 for children") is figureOfOtherSetting's.
    if (entries.length < 2 || same.length !== 1 || entries.some((m) => FIGURE_SETTING_WORDS.has(s.tokens[m.to + 1]?.lower ?? ""))) continue;
    // A list: a break between each price and the next, and no verb in an entry ("The first checked bag costs $35 and the
    // second costs $45" is clauses, read by figureOfOtherClause).
    const between = (a: NumberMention, b: NumberMention) => s.tokens.slice(a.to + 1, b.from);
    if (entries.some((m, k) => k > 0 && (!between(entries[k - 1]!, m).some((t) => ENTRY_BREAKS.has(t.text)) || between(entries[k - 1]!, m).some((t) => t.pos === "VERB" || t.pos === "AUX")))) continue;
    const entryWords = (m: NumberMention) => {
      const previous = entries.filter((x) => x.to < m.from).pop();
      let from = m.from;
      while (from > (previous ? previous.to + 1 : 0) && !ENTRY_BREAKS.has(s.tokens[from - 1]!.text)) from--;
      return [...words(s.tokens.slice(from, m.from))].filter((w) => claimWords.has(w));
    };
    const mine = entryWords(same[0]!);
    const other = entries.find((m) => m !== same[0] && !sameNumber(m, n) && entryWords(m).length > mine.length && entryWords(m).some((w) => !mine.includes(w)));
    if (other) return { kind: "number", claim: n.raw, sentence: other.raw, sameVerb: true };
  }
  return null;
}

/**
 * The claim's main verb given only in a clause whose subject is another noun, the claim's subject's head in another
 * clause with a verb of its own: "Foot passengers must book in advance" / "Cars must be booked in advance; foot
 * passengers can buy tickets at the terminal". Clauses only as a semicolon, "whereas" or "while" opens them: an "and"
 * the tagger misreads around ("by James Watson and Francis Crick/VERB, using…") is no border here.
 * Or ", but" opens them where the claim's subject is what the other clause's verb takes: "Towels are provided" /
 * "Mats are provided, but students should bring their own towel"; or its subject, in a sentence with no denial and no
 * price, which the negation and price rules read better ("Campfires are not allowed, but barbecues are permitted").
 */
function verbOfOtherClause(claim: Sentence, s: Sentence): { substitution: Substitution; claimWord: string } | null {
  const c = claim.tokens;
  // A participle the tagger reads as an adjective is the verb too ("The cakes are baked/ADJ fresh").
  const verbAt = c.findIndex((t) => verbLemma(t) !== undefined);
  const head = c.slice(0, Math.max(0, verbAt)).reverse().find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  if (verbAt < 0 || !head) return null;
  const verb = verbLemma(c[verbAt]!)!;
  // The claim's subject as the subject of the clause after ", but" only where the clauses differ in nothing the
  // negation and price rules read (a denial, a price): "The cakes are baked fresh every morning" / "The croissants are
  // baked fresh every morning, but the cakes are made the day before".
  const plain = s.negations === 0 && !s.numbers.some((n) => n.kind === "money");
  return verbInClauseOf(verb, head, s, strongClausesOf(s), false) ?? verbInClauseOf(verb, head, s, butClausesOf(s), !plain);
}

/** verbOfOtherClause for one way of cutting `s` into clauses; `taken`: the head must come after its clause's verb. */
function verbInClauseOf(verb: string, head: Token, s: Sentence, clause: readonly number[], taken: boolean): { substitution: Substitution; claimWord: string } | null {
  if (clause[clause.length - 1] === 0) return null;
  const verbClauses = clausesWhere(s, clause, (t) => verbLemma(t) === verb);
  // By stem too: a claim's opening plural may be read as a name and left unlemmatised ("Towels/PROPN").
  const isHead = (t: Token) => t.lemma === head.lemma || t.lower === head.lower || t.stem === head.stem;
  const headClauses = clausesWhere(s, clause, isHead);
  if (verbClauses.size === 0 || headClauses.size === 0 || [...verbClauses].some((k) => headClauses.has(k))) return null;
  // The subject's clause says a verb of its own: "books for three weeks" after "DVDs can be borrowed for one week" goes
  // on under the same verb.
  if (!s.tokens.some((t, i) => headClauses.has(clause[i]!) && t.pos === "VERB")) return null;
  if (taken) {
    const headAt = s.tokens.findIndex(isHead);
    if (!s.tokens.some((t, i) => i < headAt && clause[i] === clause[headAt] && t.pos === "VERB")) return null;
  }
  // The subject of the verb's clause: its first noun or name, before its verb ("It must be booked in advance" has none).
  const k = [...verbClauses][0]!;
  const verbIn = s.tokens.findIndex((t, i) => clause[i] === k && verbLemma(t) === verb);
  const rival = s.tokens.find((t, i) => clause[i] === k && i < verbIn && (t.pos === "NOUN" || t.pos === "PROPN"));
  return rival && rival.lemma !== head.lemma ? { substitution: { kind: "entity", claim: head.text, sentence: rival.text }, claimWord: head.lower } : null;
}

/**
 * The claim's verb taking another thing in the sentence where one of the two takes its thing alone or mostly
 * (Argument.exclusive), the claim's thing said nowhere in the sentence: "Giraffes feed mainly on grass" / "They feed
 * mainly on the leaves of acacia trees"; "The pay machines accept cash" / "…the pay machines accept cards only".
 * Without such a word a verb may take two things: "She discovered polonium" says nothing against "discovered uranium".
 * The claim's thing and every noun after it are said nowhere in the sentence.
 */
function exclusivelyOther(c: SentenceSlots, s: SentenceSlots): { substitution: Substitution; claimWords: readonly string[] } | null {
  const claimTaken = argumentsOf(c).filter((x) => x.common.length > 0);
  if (claimTaken.length === 0) return null;
  for (const taken of argumentsOf(s)) {
    const own = claimTaken.find((x) => x.key === taken.key && (x.exclusive || taken.exclusive));
    if (!own || taken.common.length === 0 || taken.nouns.some((w) => c.lowers.has(w))) continue;
    // Nor any noun the claim adds after it: "made of plastic or fiberglass" / "made primarily of a combination of resin,
    // fiberglass…".
    const said = (t: Token) => s.lemmas.has(t.lemma) || s.lowers.has(t.lower);
    const tail = c.sentence.tokens.slice(c.sentence.tokens.indexOf(own.common[0]!));
    if (tail.some((t) => (t.pos === "NOUN" || t.pos === "PROPN") && said(t))) continue;
    const claimWords = own.common.map((t) => t.lower);
    return { substitution: { kind: "quantifier", claim: own.common.map((t) => t.text).join(" "), sentence: taken.common.map((t) => t.text).join(" "), exclusive: true }, claimWords };
  }
  return null;
}

/** A noun or a name written as a word. */
function nounWord(t: Token): boolean {
  return (t.pos === "NOUN" || t.pos === "PROPN") && t.type === "word";
}

/**
 * A sentence that opens by giving the claim's verb, and what the verb takes there, to "only" a subject that is none of
 * the claim's: "Only the queen lays eggs" for "Worker bees lay most of the eggs", "Only members can book the sauna" for
 * "Guests can book the sauna" (not for "Guests can book the gym").
 */
function onlyOtherSubject(claim: Sentence, s: Sentence): { substitution: Substitution; claimWords: readonly string[] } | null {
  const t = s.tokens;
  if (t[0]?.lower !== "only") return null;
  const verbAt = t.findIndex((x) => x.pos === "VERB");
  const c = claim.tokens;
  const claimVerbAt = c.findIndex((x) => x.pos === "VERB");
  // By stem too: wink reads "lay" as the past of "lie".
  if (verbAt < 2 || claimVerbAt < 1 || (c[claimVerbAt]!.lemma !== t[verbAt]!.lemma && c[claimVerbAt]!.stem !== t[verbAt]!.stem)) return null;
  const subject = t.slice(1, verbAt).filter(nounWord);
  const claimSubject = c.slice(0, claimVerbAt).filter(nounWord);
  if (subject.length === 0 || claimSubject.length === 0 || claimSubject.some((x) => subject.some((y) => y.stem === x.stem))) return null;
  // What the verb takes in the sentence is the claim's too.
  const claimStems = new Set(c.map((x) => x.stem));
  if (!t.slice(verbAt + 1).filter(nounWord).every((x) => claimStems.has(x.stem))) return null;
  const sentence = t.slice(0, verbAt).filter((x) => x.pos !== "AUX").map((x) => x.text).join(" ");
  return { substitution: { kind: "quantifier", claim: claimSubject.map((x) => x.text).join(" "), sentence, exclusive: true }, claimWords: claimSubject.map((x) => x.lower) };
}

/** Words between "is" and "for" that keep a thing for a group: "is reserved for", "is open only to". */
const RESERVING_WORDS = new Set(["reserved", "available", "open", "intended", "meant"]);
const GROUP_POS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM"]);

/**
 * A sentence that keeps the thing the claim's subject uses for "only" another group: "The sauna is for adults only"
 * (or "is only for members", "is reserved for hotel guests only") for "Children can use the sauna".
 */
function reservedForOthers(claim: Sentence, s: Sentence): { substitution: Substitution; claimWords: readonly string[] } | null {
  const t = s.tokens;
  const auxAt = t.findIndex((x) => x.pos === "AUX");
  if (auxAt < 1) return null;
  // "is (only) (reserved) (only) for <group> (only)", with "only" in one of its places at least.
  let i = auxAt + 1;
  let only = false;
  const skipOnly = () => {
    if (t[i]?.lower !== "only") return;
    only = true;
    i++;
  };
  skipOnly();
  if (RESERVING_WORDS.has(t[i]?.lower ?? "")) i++;
  skipOnly();
  if (t[i]?.lower !== "for" && t[i]?.lower !== "to") return null;
  const from = ++i;
  while (i < t.length && GROUP_POS.has(t[i]!.pos) && t[i]!.lower !== "only") i++;
  const group = t.slice(from, i).filter(nounWord);
  skipOnly();
  if (!only || group.length === 0 || (i < t.length && t[i]!.type !== "punctuation")) return null;
  const c = claim.tokens;
  const claimVerbAt = c.findIndex((x) => x.pos === "VERB");
  if (claimVerbAt < 1) return null;
  const claimSubject = c.slice(0, claimVerbAt).filter(nounWord);
  const claimObject = new Set(c.slice(claimVerbAt + 1).filter(nounWord).map((x) => x.stem));
  const subject = t.slice(0, auxAt).filter(nounWord);
  if (subject.length === 0 || !subject.every((x) => claimObject.has(x.stem))) return null;
  if (claimSubject.length === 0 || claimSubject.some((x) => group.some((y) => y.stem === x.stem))) return null;
  const sentence = t.slice(auxAt + 1, i).map((x) => x.text).join(" ");
  return { substitution: { kind: "quantifier", claim: claimSubject.map((x) => x.text).join(" "), sentence, exclusive: true }, claimWords: claimSubject.map((x) => x.lower) };
}

/** Parts of speech of a word that tells one kind of a noun from another ("Standard shipping", "adult tickets"). */
const MODIFIER_POS = new Set(["ADJ", "NOUN", "PROPN"]);

/**
 * A word before a noun that tells which of its kind: no stop word, rank or figure. A capitalised first word counts
 * whatever the tagger read ("Express/VERB shipping"), as does a capitalised word it could not read ("The Pro/X plan").
 */
function kindWord(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || t.type !== "word" || t.stop || ORDINAL_WORDS.has(t.lower) || /(est|er)$/.test(t.lower)) return false;
  return MODIFIER_POS.has(t.pos) || ((i === 0 || t.pos === "X") && /^\p{Lu}/u.test(t.text));
}

/** The noun a verb's subject ends in, or a gerund the tagger read as a verb ("shipping takes"). */
function headNoun(t: Token | undefined): boolean {
  return t?.pos === "NOUN" || (t?.pos === "VERB" && t.lower.endsWith("ing"));
}

/** The first verb of a sentence that is not the head of its subject: "takes" of "Standard shipping takes". */
function mainVerbAt(tokens: readonly Token[]): number {
  return tokens.findIndex((t, i) => (t.pos === "VERB" || t.pos === "AUX") && !(headNoun(t) && (tokens[i + 1]?.pos === "VERB" || tokens[i + 1]?.pos === "AUX")) && !(i === 0 && tokens[1]?.pos === "VERB"));
}

/**
 * The claim's subject told by another word before the same noun, both right before their verb: "Standard shipping takes
 * 1 to 2 business days" / "Express shipping takes 1 to 2 business days". Only when the sentence has the claim's word
 * nowhere.
 */
function otherModifier(claim: Sentence, s: Sentence): { substitution: Substitution; claimWord: string } | null {
  const c = claim.tokens;
  const verb = mainVerbAt(c);
  const mod = subjectKindWord(claim);
  const head = c[verb - 1];
  if (!mod || !head || s.tokens.some((t) => t.lemma === mod.lemma)) return null;
  const t = s.tokens;
  const at = mainVerbAt(t);
  // The head right before the sentence's verb, or opening it when the tagger missed that verb ("The Pro plan costs/NOUN").
  // (Not a head a phrase follows: "The glass pyramid at its main entrance was designed…".)
  const j = t[at - 1]?.lemma === head.lemma ? at - 1 : t.findIndex((x, i) => i <= SUBJECT_HEAD_REACH && x.lemma === head.lemma && t[i + 1]?.pos === "NOUN");
  if (j < 1 || t[j]!.lemma !== head.lemma || !kindWord(t, j - 1) || c.some((y) => y.lemma === t[j - 1]!.lemma)) return null;
  return { substitution: { kind: "entity", claim: `${mod.text} ${head.text}`, sentence: `${t[j - 1]!.text} ${t[j]!.text}` }, claimWord: mod.lower };
}

/** How far into a sentence the head of its subject may stand ("The Pro plan"). */
const SUBJECT_HEAD_REACH = 3;

/** The word before the head of the claim's subject that tells which of its kind: "Standard" of "Standard shipping takes". */
function subjectKindWord(claim: Sentence): Token | undefined {
  const c = claim.tokens;
  const verb = mainVerbAt(c);
  return verb >= 2 && headNoun(c[verb - 1]) && kindWord(c, verb - 2) ? c[verb - 2] : undefined;
}

/**
 * The frame with kindNamed set: whether any of the texts has the claim's subject kind word ("Standard"), as a whole
 * word in any case. A page that names only "Jovian planets" does not tell them from the claim's "Giant planets".
 */
export function withKindNamed(frame: ClaimFrame, texts: readonly string[]): ClaimFrame {
  const word = subjectKindWord(frame.sentence);
  if (!word) return frame;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.lower.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");
  return { ...frame, kindNamed: texts.some((t) => pattern.test(t)) };
}

/**
 * ...or by the name the sentence opens with as its subject, where the claim's subject is not named at all: "Venus is the
 * closest planet to the Sun" / "Mercury is the smallest planet and the closest to the Sun" (a superlative or a "first"
 * has one holder; "Mercury" is a word of the lexicon, so no name pairing reads it).
 */
function openingHolder(c: SentenceSlots, s: SentenceSlots, namedHere: (e: Entity) => boolean): { claim: Entity; rival: Entity } | null {
  const claim = c.entities.find((e) => e.subject && e.first <= 1 && !e.generic);
  if (!claim || namedHere(claim) || !c.ranks.some((r) => (r.kind === "superlative" || r.rank === 1) && rankStated(r, s, c.ranks) === "yes")) return null;
  const rival = s.entities.find((f) => f.subject && f.first <= 1 && !f.generic && !entityIn(f, c.lowers));
  return rival ? { claim, rival } : null;
}

/** How many words a counted noun's qualifiers may run ("two USB-C ports": "USB", "-", "C"). */
const COUNTED_REACH = 4;

/** The counted noun after a figure and the words before it that tell its kind: "two HDMI ports" → port, [hdmi]. */
function countedKind(s: Sentence, from: number): { head: Token; at: number; kind: string[] } | null {
  for (let i = from; i < s.tokens.length && i < from + COUNTED_REACH; i++) {
    const t = s.tokens[i]!;
    if (t.pos === "NOUN") return { head: t, at: i, kind: s.tokens.slice(from, i).filter((x) => x.type === "word").map((x) => x.lower) };
    if (t.pos !== "PROPN" && t.pos !== "ADJ" && t.text !== "-") return null;
  }
  return null;
}

/** Words before a counted noun that count one: "one HDMI port", "a single HDMI port". */
const ONE_WORDS = new Set(["one", "a", "an", "single"]);

/**
 * The claim's count of one kind of a thing given to another kind, where the sentence counts the claim's kind otherwise:
 * "The laptop has two HDMI ports" / "It has two USB-C ports and one HDMI port" (the tagger reads no figure in "one").
 */
function countOfOtherKind(claim: Sentence, s: Sentence): Substitution | null {
  for (const n of claim.numbers) {
    if (n.kind !== "number") continue;
    const mine = countedKind(claim, n.to + 1);
    if (!mine || mine.kind.length === 0) continue;
    const same = s.numbers.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    const kinds = same.map((m) => countedKind(s, m.to + 1));
    if (same.length === 0 || kinds.some((k) => !k || k.head.lemma !== mine.head.lemma || mine.kind.every((w) => k.kind.includes(w)))) continue;
    // The claim's kind counted elsewhere in the sentence: the word before it says how many.
    for (let i = 0; i < s.tokens.length; i++) {
      if (s.tokens[i]!.lemma !== mine.head.lemma) continue;
      const before = s.tokens.slice(Math.max(0, i - mine.kind.length), i).map((x) => x.lower);
      if (before.join(" ") !== mine.kind.join(" ")) continue;
      const count = s.tokens[i - mine.kind.length - 1];
      const rival = s.numbers.find((m) => m.to === i - mine.kind.length - 1);
      if (rival && !sameNumber(n, rival)) return { kind: "number", claim: n.raw, sentence: rival.raw, sameVerb: true };
      if (!rival && count && ONE_WORDS.has(count.lower) && n.value !== 1) return { kind: "number", claim: n.raw, sentence: count.text, sameVerb: true };
    }
  }
  return null;
}

/** Verbs whose subject won over their object: "Real Madrid beat Borussia Dortmund". */
const DEFEAT_VERBS = new Set(["beat", "defeat", "overcome", "outscore", "outvote", "eliminate"]);
/** Verbs of a claim that its subject won: "won", "beat", "defeated". */
const WIN_VERBS = new Set(["win", ...DEFEAT_VERBS]);
/** Prepositions before the side a win was against: "won the final against Spain", "a victory over Spain". */
const OPPONENT_PREPOSITIONS = new Set(["against", "over"]);

/**
 * The claim's winner the sentence has beaten by another name: "Borussia Dortmund won the final" / "Real Madrid beat
 * Borussia Dortmund 2-0 in the final". Null when the claim says no one won or the sentence beats no one of the claim's.
 */
function beatenWinner(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity; verb: string } | null {
  const claim = c.entities.find((e) => e.subject && !e.generic && WIN_VERBS.has(c.sentence.tokens[e.last + 1]?.lemma ?? ""));
  if (!claim) return null;
  const beaten = new Set(mentionsOf(s, claim).map((x) => x.first));
  // The claim's name right after the verb, perhaps past a determiner (objectOf), looked up once per candidate.
  const beatsClaim = (f: Entity) => beaten.has(f.last + 2) || (beaten.has(f.last + 3) && s.sentence.tokens[f.last + 2]?.pos === "DET");
  // The sides traded: the claim's own opponent as the one who beat it ("won the final against Spain" / "Spain beat the
  // Netherlands").
  const opponent = c.entities.find((e) => e.first > claim.last && (OPPONENT_PREPOSITIONS.has(e.preposition) || objectOf(c.sentence, claim, e)));
  const isOpponent = (f: Entity) => opponent !== undefined && opponent.words.join(" ") === f.words.join(" ");
  const rival = s.entities.find((f) => f.subject && !f.generic && DEFEAT_VERBS.has(s.sentence.tokens[f.last + 1]?.lemma ?? "") && beatsClaim(f) && (!entityIn(f, c.lowers) || isOpponent(f)));
  // "won" is stated by "beat", the other way round: it is part of the swapped slot.
  return rival ? { claim, rival, verb: c.sentence.tokens[claim.last + 1]!.lower } : null;
}

/** Acts with a doer and a receiver that are not the same the other way round, by their kind ("bought" is "acquired"). */
const ONE_WAY_ACTS: ReadonlyMap<string, string> = new Map([
  ["acquire", "acquire"],
  ["buy", "acquire"],
  ["purchase", "acquire"],
  ["beat", "beat"],
  ["defeat", "beat"],
]);
/** Nouns of a win that name the side beaten after "over" ("a 2-1 win over Harlow Rovers"). */
const WIN_NOUNS = new Set(["win", "victory", "triumph"]);
/** Tokens after a verb in which its receiver is looked for ("has agreed to buy its larger rival Lumagrid"). */
const RECEIVER_REACH = 5;

/**
 * The sides of a one-way act traded: "Lumagrid has agreed to acquire Pellion Software" / "Pellion Software … has agreed
 * to buy its larger rival Lumagrid", "Instagram bought Facebook" / "Facebook agreed to acquire Instagram", "Harlow Rovers
 * beat Eastfield Athletic" / "Eastfield Athletic lifted the cup after a 2-1 win over Harlow Rovers". The claim's doer is
 * the sentence's receiver and its receiver the sentence's doer (the first name of the sentence's clause).
 */
function tradedSides(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity; verb: string } | null {
  const ct = c.sentence.tokens;
  const doer = c.entities.find((e) => e.subject && !e.generic);
  if (!doer) return null;
  const verbAt = ct.findIndex((t, i) => i > doer.last && i <= doer.last + 4 && t.pos === "VERB" && ONE_WAY_ACTS.has(t.lemma));
  const receiver = verbAt < 0 ? undefined : c.entities.find((e) => e.first > verbAt && e.first <= verbAt + 3 && !e.generic);
  if (!receiver) return null;
  const act = ONE_WAY_ACTS.get(ct[verbAt]!.lemma)!;
  const same = (e: Entity, f: Entity) => entityIn(f, new Set(e.words)) || entityIn(e, new Set(f.words));
  const t = s.sentence.tokens;
  const sentenceDoer = s.entities.find((f) => !f.generic && f.preposition === "");
  if (!sentenceDoer || !same(receiver, sentenceDoer)) return null;
  for (let i = sentenceDoer.last + 1; i < t.length; i++) {
    const verb = t[i]!.pos === "VERB" && ONE_WAY_ACTS.get(t[i]!.lemma) === act;
    const win = act === "beat" && WIN_NOUNS.has(t[i]!.lemma) && t[i + 1]?.lower === "over";
    if (!verb && !win) continue;
    const from = win ? i + 2 : i + 1;
    const beaten = s.entities.find((f) => f.first >= from && f.first <= from + RECEIVER_REACH);
    // The claim's verb is part of the traded slot, said by the sentence's verb of the act.
    return beaten && same(doer, beaten) ? { claim: doer, rival: sentenceDoer, verb: ct[verbAt]!.lower } : null;
  }
  return null;
}

/**
 * Nouns of a relation that runs one way between two people: if A is B's tutor, B is not A's. (Not "friend", "rival" or
 * "brother", which may hold both ways.)
 */
const ONE_WAY_RELATIONS = new Set([
  "tutor", "teacher", "student", "pupil", "mentor", "apprentice", "father", "mother", "son", "daughter", "parent", "child",
  "grandfather", "grandmother", "grandson", "granddaughter", "uncle", "aunt", "nephew", "niece", "predecessor", "successor",
  "employer", "employee", "boss", "master",
]);
/** Tokens between a relation's "of" and the name it is of ("the tutor of the young Alexander"). */
const RELATION_REACH = 3;

/** Where a one-way relation noun "N of" opens within `reach` tokens after `from`, with the name it is of; or null. */
function relationAfter(t: readonly Token[], entities: readonly Entity[], from: number, reach: number): { noun: string; at: number; of: Entity } | null {
  for (let i = from + 1; i <= from + reach && i + 1 < t.length; i++) {
    if (!ONE_WAY_RELATIONS.has(t[i]!.lemma) || t[i + 1]!.lower !== "of") continue;
    const of = entities.find((e) => e.first > i + 1 && e.first <= i + 2 + RELATION_REACH && !e.generic);
    return of ? { noun: t[i]!.lemma, at: i, of } : null;
  }
  return null;
}

/**
 * The sides of a one-way relation traded: "Alexander the Great was the tutor of Aristotle" / "Aristotle was the tutor
 * of the young Alexander the Great".
 */
function tradedRelation(c: SentenceSlots, s: SentenceSlots): { claim: Entity; rival: Entity; verb: string } | null {
  // The holder opens the claim ("Alexander the Great was…": its last word is read as a generic name of its own).
  const holder = c.entities.find((e) => e.first === 0 && !e.generic) ?? c.entities.find((e) => e.subject && !e.generic);
  const be = holder ? c.sentence.tokens.findIndex((t, i) => i > holder.last && t.lemma === "be") : -1;
  const claimed = be >= 0 && be <= holder!.last + RELATION_REACH ? relationAfter(c.sentence.tokens, c.entities, be, RELATION_REACH) : null;
  if (!holder || !claimed) return null;
  // The holder's name may be read in parts ("Alexander" and "Great" of "Alexander the Great").
  const holderNames = c.entities.filter((e) => e.last < claimed.at && !e.generic);
  const same = (e: Entity, f: Entity) => entityIn(f, new Set(e.words)) || entityIn(e, new Set(f.words));
  const theirHolder = s.entities.find((f) => !f.generic && f.preposition === "" && same(claimed.of, f));
  const theirs = theirHolder ? relationAfter(s.sentence.tokens, s.entities, theirHolder.last, RELATION_REACH) : null;
  return theirs && theirs.noun === claimed.noun && holderNames.some((h) => same(h, theirs.of)) ? { claim: holder, rival: theirHolder!, verb: `${claimed.noun} of` } : null;
}

/** Verbs of taking someone's place: "succeeded", "replaced", "took over from". */
const SUCCESSION_VERBS = new Set(["succeed", "replace"]);
/** Tokens after a verb of succession in which the one succeeded is looked for ("took over as chief executive from …"). */
const SUCCESSION_REACH = 8;
const PRONOUN_SUBJECTS = new Set(["he", "she", "they", "it"]);
const OBJECT_PRONOUNS = new Set(["him", "her", "them", "it"]);

/** One side of a succession: a name, or an opening pronoun standing for the name before. */
type Side = Entity | "pronoun";

const successions = new WeakMap<SentenceSlots, { successor: Side; predecessor: Side } | null>();

/**
 * Who took whose place in a sentence, read from its verb of succession: "A succeeded B", "A will succeed B", "A replaced
 * B", "A took over … from B", "B was succeeded by A", "…, when A replaced B", a participle of the clause's subject
 * ("She will take up the post, succeeding Professor Henrik Sall"). Null when the sentence has none.
 */
function successionOf(slots: SentenceSlots): { successor: Side; predecessor: Side } | null {
  // Read once per sentence: the claim's side is asked for every sentence aligned with it, and twice per alignment.
  if (!successions.has(slots)) successions.set(slots, readSuccession(slots));
  return successions.get(slots)!;
}

function readSuccession(slots: SentenceSlots): { successor: Side; predecessor: Side } | null {
  const t = slots.sentence.tokens;
  const names = slots.entities.filter((e) => !e.generic);
  const nameEndingAt = (k: number) => names.find((e) => e.last === k);
  const nameFrom = (from: number, reach: number) => names.find((e) => e.first >= from && e.first <= from + reach);
  for (let i = 0; i < t.length; i++) {
    const v = t[i]!;
    const takeOver = v.lemma === "take" && t[i + 1]?.lower === "over";
    if (!takeOver && !(SUCCESSION_VERBS.has(v.lemma) && v.pos === "VERB")) continue;
    // The passive: "B was succeeded by A".
    if (!takeOver && t[i - 1]?.lemma === "be" && t[i + 1]?.lower === "by") {
      const predecessor = nameEndingAt(i - 2);
      const successor = nameFrom(i + 2, 1);
      return predecessor && successor ? { successor, predecessor } : null;
    }
    let before = i - 1;
    while (before >= 0 && (t[before]!.pos === "AUX" || t[before]!.pos === "ADV" || t[before]!.pos === "PART")) before--;
    const doer: Side | undefined = nameEndingAt(before) ?? (PRONOUN_SUBJECTS.has(t[before]?.lower ?? "") ? "pronoun" : undefined);
    // A participle after a comma is the clause's subject's: "…, succeeding Professor Henrik Sall".
    const participle = v.lower.endsWith("ing") && t[i - 1]?.text === ",";
    const subject: Side | undefined = participle ? (PRONOUN_SUBJECTS.has(t[0]?.lower ?? "") ? "pronoun" : names.find((e) => e.first === 0)) : doer;
    if (!subject) return null;
    let from = i + 1;
    if (takeOver) {
      const at = t.findIndex((x, k) => k > i + 1 && k <= i + 1 + SUCCESSION_REACH && x.lower === "from");
      if (at < 0) return null;
      from = at + 1;
    }
    // "…, when Erik replaced him": an object pronoun is the sentence's opening name (or what its opening pronoun stands for).
    const objectPronoun = OBJECT_PRONOUNS.has(t[from]?.lower ?? "");
    const opening: Side | undefined = names.find((e) => e.first === 0) ?? (PRONOUN_SUBJECTS.has(t[0]?.lower ?? "") ? "pronoun" : undefined);
    const predecessor = objectPronoun ? (opening !== subject ? opening : undefined) : nameFrom(from, 2);
    return predecessor ? { successor: subject, predecessor } : null;
  }
  return null;
}

/**
 * The sides of a succession traded: "Greta Holm succeeded Oren Falk" / "He succeeded Greta Holm" (after Oren Falk is
 * named), "Nils took over as CEO from his brother Erik" / "…when Erik replaced him". A pronoun side stands for the
 * claim's name the sentence's referents hold (`referents`). The claim's successor is the rival named or stood for.
 */
function tradedSuccession(c: SentenceSlots, s: SentenceSlots, referents: ReadonlySet<string>): { claim: Entity; rival: Entity; verb: string } | null {
  const mine = successionOf(c);
  if (!mine || mine.successor === "pronoun" || mine.predecessor === "pronoun") return null;
  const theirs = successionOf(s);
  if (!theirs) return null;
  // All the words of one in the other: "Erik Halvard" is not "Nils Halvard", "Sall" is "Henrik Sall".
  const same = (e: Entity, side: Side) => (side === "pronoun" ? e.words.every((w) => referents.has(w)) : e.words.every((w) => side.words.includes(w)) || side.words.every((w) => e.words.includes(w)));
  const [successor, predecessor] = [mine.successor, mine.predecessor];
  if (!same(predecessor, theirs.successor) || !same(successor, theirs.predecessor) || same(successor, theirs.successor)) return null;
  const verb = c.sentence.tokens.find((x) => SUCCESSION_VERBS.has(x.lemma) || x.lemma === "take")!.lower;
  return { claim: successor, rival: predecessor, verb };
}

/** Verbs that give something to someone, who may follow the verb itself ("granted Bell a patent") or "to". */
const GIVING_VERBS = new Set(["grant", "award", "give", "issue", "present", "sell", "hand", "lend", "offer", "pay"]);

/**
 * Whether two names receive what the same giving verb gives: the claim's after "<verb> to" ("The patent was granted to
 * Thomas Edison"), the sentence's right after the verb ("the US Patent Office granted Alexander Graham Bell patent No.
 * 174,465") or after "<verb> to".
 */
function sameRecipient(claim: Sentence, e: Entity, s: Sentence, f: Entity): boolean {
  const ct = claim.tokens;
  const verb = ct[e.first - 2]?.lemma ?? "";
  if (e.preposition !== "to" || !GIVING_VERBS.has(verb)) return false;
  const st = s.tokens;
  const before = st[f.first - 1];
  const at = before?.pos === "DET" ? f.first - 2 : f.first - 1;
  if (st[at]?.lemma === verb && st[at]!.pos === "VERB") return true;
  return f.preposition === "to" && st[f.first - 2]?.lemma === verb;
}

/** Two names each the object of a preposition, not the same one: they stand in different relations ("into" / "in"). */
/**
 * Whether a name owns the noun after it ("in Peter Jackson's trilogy"): what the preposition before it places is that
 * noun, not the name.
 */
function possessor(tokens: readonly Token[], e: Entity): boolean {
  const mark = tokens[e.last + 1];
  return (mark?.lower === "'s" || mark?.lower === "\u2019s" || mark?.text === "'") && tokens[e.last + 2]?.type === "word";
}

/**
 * A claim that denies any rival ("No lake in the world is deeper than Lake Baikal", "No feature-length film had been made
 * … before Toy Story") says what a sentence ranking the claim's name top says ("the deepest lake in the world", "the first
 * feature-length film"): its "No" is no negation the sentence drops.
 */
function noneOtherThanTop(claim: Sentence, s: SentenceSlots): boolean {
  const t = claim.tokens;
  // "No lake…", or after an opening phrase: "For about four decades, no man-made structure…".
  const no = t.findIndex((x, i) => x.lower === "no" && (i === 0 || t[i - 1]!.text === ","));
  if (no < 0 || !t.some((x, i) => i > no && (x.lower === "than" || x.lower === "before"))) return false;
  return s.ranks.some((r) => r.rank === 1 && r.amongOthers !== true);
}

/** Whether a name is joined by "and" to a personal pronoun before it: "he and the United Nations". */
function besidePronoun(tokens: readonly Token[], e: Entity): boolean {
  let i = e.first - 1;
  while (i >= 0 && tokens[i]!.pos === "DET") i--;
  return tokens[i]?.lower === "and" && tokens[i - 1]?.pos === "PRON";
}

function placedApart(a: Entity, b: Entity): boolean {
  return a.preposition !== "" && b.preposition !== "" && a.preposition !== b.preposition;
}

const CLAUSE_BREAKS = new Set([",", ";", ":", "\u2014", "although", "though", "but", "whereas", "while", "however", "unlike", "except"]);

/**
 * An antonym of the claim's word in the clause of the sentence that holds most of the claim, which lacks the claim's
 * word itself (said only in another clause, of something else).
 */
function antonymInOwnClause(frame: ClaimFrame, s: Sentence, word: Token, opposite: readonly string[]): Token | undefined {
  const span = alignedSpan(frame, s);
  if (!span) return undefined;
  const clause = s.tokens.slice(span[0], span[1] + 1);
  if (clause.some((x) => x.lemma === word.lemma)) return undefined;
  return clause.find((x) => x.type === "word" && (opposite.includes(x.lemma) || opposite.includes(x.lower)));
}

/**
 * An antonym of the adjective the claim predicates of its subject (slots.ts predicateAdjective), set before the
 * subject's own noun in a sentence that sets the claim's adjective before no word of the subject: "female workers …
 * male drones" for "Worker bees are male".
 */
function antonymBeforeSubject(claim: Sentence, s: Sentence, word: Token, opposite: readonly string[]): Token | undefined {
  if (predicateAdjective(claim.tokens) !== word) return undefined;
  const be = claim.tokens.findIndex((t) => t.lemma === "be" && t.pos === "AUX");
  // By lemma and as written: wink takes a capitalised plural opening the claim for a name ("Drones/PROPN/drones").
  const subject = new Set(claim.tokens.slice(0, be).flatMap((t) => (t.type === "word" && !t.stop ? [t.lemma, t.lower] : [])));
  const inSubject = (x: Token | undefined) => !!x && (subject.has(x.lemma) || subject.has(x.lower));
  const beforeSubject = (modifier: (x: Token) => boolean) => s.tokens.find((x, i) => modifier(x) && inSubject(s.tokens[i + 1]));
  if (beforeSubject((x) => x.lemma === word.lemma)) return undefined;
  return beforeSubject((x) => x.type === "word" && (opposite.includes(x.lemma) || opposite.includes(x.lower)));
}

/**
 * An antonym of a word of the claim's subject, standing right before the claim's verb in a sentence where nothing of
 * the claim's stands there: "which the male incubates" for "The female emperor penguin incubates the egg" (the
 * sentence names the female too, as the one who lays it). The doer is the word before the verb, past an article.
 */
function antonymAsDoer(claim: Sentence, s: Sentence, word: Token, opposite: readonly string[]): Token | undefined {
  const at = claim.tokens.indexOf(word);
  const verb = claim.tokens.find((t, i) => i > at && t.pos === "VERB");
  if (!verb || claim.tokens.slice(at + 1, claim.tokens.indexOf(verb)).some((t) => t.pos === "AUX" || t.pos === "ADP")) return undefined;
  for (let i = 1; i < s.tokens.length; i++) {
    if (s.tokens[i]!.lemma !== verb.lemma || s.tokens[i]!.pos !== "VERB") continue;
    const doer = s.tokens[i - 1]!;
    if (doer.type === "word" && (opposite.includes(doer.lemma) || opposite.includes(doer.lower)) && s.tokens[i - 2]?.pos === "DET") return doer;
  }
  return undefined;
}

/** Whether the verb at token i is passive: a form of "be" (and an adverb) before it ("are lent", "was quickly sold"). */
function passiveAt(s: Sentence, i: number): boolean {
  let j = i - 1;
  if (s.tokens[j]?.pos === "ADV") j--;
  return i > 0 && s.tokens[i]!.pos === "VERB" && s.tokens[j]?.lemma === "be";
}

/** The claim's words read for antonyms: its content words and the stop words the lexicon lists an opposite of. */
const antonymCandidates = oncePerSentence((claim: Sentence): readonly Token[] => [...claim.content, ...claim.tokens.filter((t) => t.stop && hasListedOpposite(t.lemma))]);

/** What each word of a sentence says of its subject (lexicon's senseOf), by position and as a set, read once per sentence. */
const sensesOf = oncePerSentence((s: Sentence): { readonly of: readonly string[]; readonly all: ReadonlySet<string> } => {
  const of = s.tokens.map((_, i) => senseOf(s.tokens, i));
  return { of, all: new Set(of) };
});

/** The same for a claim's words by token, for its content words (read once per claim). */
const claimSenses = oncePerSentence((claim: Sentence): ReadonlyMap<Token, string> => new Map(claim.tokens.map((t, i) => [t, sensesOf(claim).of[i]!])));

/**
 * Words that open a contrast, which may leave its predicate unsaid ("…, while green tea is not.") or set one amount
 * against another ("…, while a flat white has less foam").
 */
const ELLIPTICAL_CONTRASTS = new Set(["while", "whereas", "but"]);
/** Share of the claim's words after its subject the clause before the contrast must have. */
const DENIED_PREDICATE_SHARE = 0.6;

/** A claim's words before its first verb and the content lemmas from it on, read once per claim; null when either is empty. */
const subjectAndPredicate = oncePerSentence((claim: Sentence): { subject: string[]; predicate: string[] } | null => {
  const tokens = claim.tokens;
  const verbAt = tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  if (verbAt <= 0) return null;
  const subject = tokens.slice(0, verbAt).filter((t) => t.type === "word" && !t.stop).map((t) => t.lower);
  const predicate = tokens.slice(verbAt).filter((t) => t.type === "word" && !t.stop && t.pos !== "AUX").map((t) => t.lemma);
  return subject.length === 0 || predicate.length === 0 ? null : { subject, predicate };
});

/**
 * The claim's subject in a contrast that only denies, an auxiliary and "not" with nothing after, the claim's predicate
 * said in the clause before: "Black tea is fully oxidised, while green tea is not." for "Green tea is fully
 * oxidised". The denying words ("green tea is not"), or "" when there is none.
 */
function ellipticalDenial(frame: ClaimFrame, s: Sentence): string {
  const parts = subjectAndPredicate(frame.sentence);
  if (!parts) return "";
  const { subject, predicate } = parts;
  const t = s.tokens;
  for (let i = 1; i < t.length; i++) {
    if (!ELLIPTICAL_CONTRASTS.has(t[i]!.lower)) continue;
    let j = i + 1;
    if (t[j]?.lower === "the") j++;
    const from = j;
    if (!subject.every((w, k) => t[from + k]?.lower === w)) continue;
    j = from + subject.length;
    if (t[j]?.pos !== "AUX") continue;
    // "is not", "does not", or one word: "cannot".
    const cue = isNegationCue(t, j) ? j : t[j + 1] && isNegationCue(t, j + 1) ? j + 1 : -1;
    const end = t[cue + 1];
    if (cue < 0 || (end !== undefined && end.type !== "punctuation")) continue;
    const before = new Set(t.slice(0, i).map((x) => x.lemma));
    if (predicate.filter((w) => before.has(w)).length / predicate.length < DENIED_PREDICATE_SHARE) continue;
    return t.slice(from, cue + 1).map((x) => x.text).join(" ");
  }
  return "";
}

/** Token span of the sentence's clause holding most of the claim's words, or null when none is there. */
function alignedSpan(frame: ClaimFrame, s: Sentence): [number, number] | null {
  let best: [number, number] | null = null;
  let bestHits = 0;
  let from = 0;
  let hits = 0;
  const tokens = s.tokens;
  for (let i = 0; i <= tokens.length; i++) {
    const t = tokens[i];
    if (t === undefined || CLAUSE_BREAKS.has(t.lower)) {
      if (hits > bestHits) {
        bestHits = hits;
        best = [from, i - 1];
      }
      from = i + 1;
      hits = 0;
      continue;
    }
    if (frame.weights.has(matchKey(t)) || frame.slots.lowers.has(t.lower)) hits++;
  }
  return best;
}

/** Words after a negation cue that it may govern ("cannot displace", "no option for renewal"). */
const NEGATION_REACH = 3;
/** ...and how many tokens it may pass to find them (a run of function words must not make the scan quadratic). */
const NEGATION_TOKEN_REACH = 8;

/**
 * Whether a sentence's token is a content word of the claim (by match key, form or lemma). Punctuation and function
 * words the claim also has ("." / "of") are none: a cue before "…instead of Lightning." denies no claim word.
 */
function isClaimContentWord(frame: ClaimFrame, t: Token): boolean {
  // A stop word the lexicon gives an opposite of carries content: "is not the same as".
  if (t.type === "punctuation" || (t.stop && !hasListedOpposite(t.lemma))) return false;
  return frame.weights.has(matchKey(t)) || frame.slots.lowers.has(t.lower) || frame.slots.lemmas.has(t.lemma);
}

/** Words joining two verbs under one negation ("not washed or dried"). */
const VERB_JOINS = new Set(["or", "nor", "and"]);

/**
 * A negation cue speaks about the claim only when one of the claim's words follows it closely: "copper cannot
 * displace iron" denies the claim's "displace", "a byte that does not occur within that data" denies nothing of
 * "Byte Pair Encoding is used for compression".
 */
function negatesClaimWord(frame: ClaimFrame, s: Sentence, cue: number, last: number): boolean {
  if (deniesAnotherKind(frame, s, cue) || deniesOtherThing(frame, s, cue) || deniesOtherFigure(frame, s, cue) || deniesOtherSubject(frame, s, cue)) return false;
  // "without" denies only the phrase it opens: "miss a booked class without cancelling" denies no "charged".
  if (s.tokens[cue]!.lower === "without") return withoutPhrase(s, cue).some((t) => isClaimContentWord(frame, t));
  // For a negated claim the reach counts only words that carry content, so the sentence's negation meets the claim's
  // ("cannot be seen with the naked eye" / "not visible to the naked eye"); a reach that long would find a word of an
  // affirmed claim under another clause's negation ("released in 2008 and was not backward compatible with Python 2").
  let reached = 0;
  for (let i = cue + 1; i <= Math.min(last, cue + NEGATION_TOKEN_REACH) && reached < NEGATION_REACH; i++) {
    const t = s.tokens[i]!;
    if (isClaimContentWord(frame, t)) return true;
    // A verb the negated one is joined to shares its negation: "cannot be returned or refunded".
    const joined = s.tokens[i + 2];
    if (t.pos === "VERB" && VERB_JOINS.has(s.tokens[i + 1]?.lower ?? "") && joined?.pos === "VERB" && isClaimContentWord(frame, joined)) return true;
    if (!frame.negated || (t.type !== "punctuation" && !t.stop)) reached++;
  }
  return claimHasCue(frame.sentence, s, cue);
}

/**
 * A negation cue stands just before the word at `at`, with at most an auxiliary or an adverb between: "does not open",
 * "not open", "never opens", "isn't really open".
 */
function negatedAt(s: Sentence, negations: readonly number[], at: number): boolean {
  if (at < 0) return false;
  return negations.some((cue) => cue < at && at - cue <= NEGATED_WORD_REACH && s.tokens.slice(cue + 1, at).every((t) => t.pos === "AUX" || t.pos === "ADV" || t.pos === "PART"));
}

/** Tokens from a negation cue to the word it negates directly (negatedAt): "not" … "open" past "really". */
const NEGATED_WORD_REACH = 2;

/**
 * The words "without" opens, up to its first noun, past a verb's object: "cancelling", "a valid ticket", "prior
 * booking", "altering the DNA".
 */
function withoutPhrase(s: Sentence, cue: number): Token[] {
  const out: Token[] = [];
  for (let i = cue + 1; i < s.tokens.length && i <= cue + WITHOUT_REACH; i++) {
    const t = s.tokens[i]!;
    const next = s.tokens[i + 1];
    out.push(t);
    if (t.pos === "NOUN" || t.pos === "PROPN" || t.type !== "word") break;
    // A verb ends it unless what it takes follows ("altering the DNA", not "cancelling are charged").
    if (t.pos === "VERB" && !(next && (next.pos === "DET" || next.pos === "ADJ" || next.pos === "NOUN" || next.pos === "PROPN"))) break;
  }
  return out;
}

/** Tokens read after "without" for what it denies. */
const WITHOUT_REACH = 5;

/** How many tokens after a negation cue the figure it denies may come ("drops support for Node.js 16"). */
const DENIED_FIGURE_REACH = 6;

/**
 * A negation that denies another figure than the claim's, which the sentence gives before it: "requires Node.js 18 or
 * later and drops support for Node.js 16" does not deny "requires Node.js 18". Or after it, under a verb of its own:
 * "drops support for Python 3.8 and requires Python 3.10 or later" does not deny "requires Python 3.10".
 */
function deniesOtherFigure(frame: ClaimFrame, s: Sentence, cue: number): boolean {
  const denied = s.numbers.filter((m) => m.from > cue && m.from <= cue + DENIED_FIGURE_REACH);
  // The claim's figure denied on its other side leaves the claim's side: "We do not take reservations for groups of
  // fewer than six" for "…for groups of six or more", "Visitors under 18 cannot enter" for "Visitors aged 18 or over…".
  const side = (x: Sentence, m: NumberMention) => (m.bound === "atMost" ? "below" : openAbove(x, m) ? "above" : "");
  const inScope = s.numbers.filter((m) => Math.abs(m.from - cue) <= NEGATION_TOKEN_REACH);
  if (inScope.some((m) => frame.sentence.numbers.some((n) => n.value === m.value && comparable(n, m) && side(s, m) !== "" && side(frame.sentence, n) !== "" && side(s, m) !== side(frame.sentence, n)))) return true;
  if (denied.some((m) => frame.sentence.numbers.some((n) => sameNumber(n, m)))) return false;
  return frame.sentence.numbers.some((n) => {
    const own = s.numbers.find((m) => sameNumber(n, m) && (m.to < cue || denied.some((d) => d.to < m.from && verbBetween(s, d.to, m.from))));
    return own !== undefined && denied.some((m) => m.kind === own.kind);
  });
}

/** Whether a verb stands strictly between two token indices: a clause of its own. */
function verbBetween(s: Sentence, after: number, before: number): boolean {
  for (let i = after + 1; i < before; i++) if (s.tokens[i]!.pos === "VERB") return true;
  return false;
}

/** Words after a figure that open it upwards: "six or more", "18 and over", "aged 65 or older". */
const OPEN_ABOVE = new Set(["more", "over", "above", "older", "later"]);

/** Whether a figure is followed by "or more" / "and over" and the like (OPEN_ABOVE). */
function openAbove(s: Sentence, m: NumberMention): boolean {
  const join = s.tokens[m.to + 1]?.lower;
  return (join === "or" || join === "and") && OPEN_ABOVE.has(s.tokens[m.to + 2]?.lower ?? "");
}

/**
 * The index of an "unless" whose condition the claim states of what the clause before it says: the first content word
 * after it is a word of the claim, and so is a word of the clause before it ("Missed appointments are charged … unless
 * cancelled 24 hours in advance" for "Appointments cancelled 24 hours in advance are not charged"; not for "You must
 * cancel at least one day before…", which states the condition alone). Else -1.
 */
function unlessClaimed(frame: ClaimFrame, s: Sentence): number {
  const at = s.tokens.findIndex((t) => t.lower === "unless");
  if (at < 0) return -1;
  const content = (t: Token) => t.type === "word" && !t.stop;
  const claimLemmas = new Set(frame.sentence.tokens.filter(content).map((t) => t.lemma));
  const condition = s.tokens.slice(at + 1).find(content);
  const said = s.tokens.slice(0, at).some((t) => content(t) && claimLemmas.has(t.lemma));
  return condition && claimLemmas.has(condition.lemma) && said ? at : -1;
}

/**
 * A negation in a clause whose own subject is another than the claim's, while the claim's subject has a clause of its
 * own in the sentence, with its own verb: "Campfires are not allowed, but barbecues are permitted on raised stands"
 * denies nothing of barbecues.
 */
function deniesOtherSubject(frame: ClaimFrame, s: Sentence, cue: number): boolean {
  const claimSubject = subjectHead(frame.sentence);
  if (!claimSubject) return false;
  const [from, to] = clauseAround(s.tokens, cue);
  const clauseSubject = s.tokens.slice(from, cue).find((t) => (t.pos === "NOUN" || t.pos === "PROPN") && t.type === "word");
  if (!clauseSubject || isClaimContentWord(frame, clauseSubject)) return false;
  const at = s.tokens.findIndex((t, i) => (i < from || i > to) && t.stem === claimSubject.stem);
  if (at < 0) return false;
  const own = clauseAround(s.tokens, at);
  return s.tokens.slice(at + 1, own[1] + 1).some((t) => t.pos === "VERB" || t.pos === "AUX");
}

/**
 * "no" (or "without") denies the noun phrase it opens, not what follows it: "has no ads and allows four screens" denies no screens,
 * "contains no cocoa solids, only cocoa butter" no cocoa butter. True when neither that phrase's head nor an adjective
 * in it is a word of the claim ("no permanent human residents" denies "a large permanent human population"), nor the
 * noun its head takes ("no option for renewal").
 */
function deniesOtherThing(frame: ClaimFrame, s: Sentence, cue: number): boolean {
  // "without" too: "Photography without flash is allowed" denies no photography.
  if (s.tokens[cue]!.lower !== "no" && s.tokens[cue]!.lower !== "without") return false;
  let head: Token | undefined;
  let describedAsClaim = false;
  let namesClaimThing = false;
  let i = cue + 1;
  for (; i < s.tokens.length && i <= cue + NEGATION_TOKEN_REACH; i++) {
    const t = s.tokens[i]!;
    if (t.pos === "NOUN" || t.pos === "PROPN") {
      head = t;
      namesClaimThing ||= isClaimContentWord(frame, t);
    } else if (t.pos !== "ADJ") break;
    else if (isClaimContentWord(frame, t)) describedAsClaim = true;
  }
  // A phrase with the claim's thing in it that is the clause's subject denies what the clause says of it: "No bat
  // species is blind" denies "Bats are blind".
  if (namesClaimThing && (s.tokens[i]?.pos === "AUX" || s.tokens[i]?.pos === "VERB")) return false;
  // A head that takes the claim's word after it: "with no option for renewal" denies the renewal.
  const object = s.tokens[i]?.pos === "ADP" ? s.tokens[s.tokens[i + 1]?.pos === "DET" ? i + 2 : i + 1] : undefined;
  if (object && isClaimContentWord(frame, object)) return false;
  return head !== undefined && !describedAsClaim && !isClaimContentWord(frame, head);
}

/**
 * Whether a "no" denies another kind of the claim's thing: "two USB-C ports and no HDMI port" names the port's kind
 * by a noun or name the claim lacks, so it does not deny the claim's ports ("no atmosphere" would deny any).
 */
function deniesAnotherKind(frame: ClaimFrame, s: Sentence, cue: number): boolean {
  if (s.tokens[cue]!.lower !== "no") return false;
  let i = cue + 1;
  while (s.tokens[i]?.pos === "ADJ") i++;
  const kind = s.tokens[i];
  const head = s.tokens[i + 1];
  return !!kind && !!head && (kind.pos === "PROPN" || kind.pos === "NOUN") && head.pos === "NOUN" && !isClaimContentWord(frame, kind) && isClaimContentWord(frame, head);
}

/** Words that join a contrast to the clause before it: ", not the snake", ", but it is not the capital". */
const CONTRAST_JOINS = new Set([",", "but", "yet", "and"]);

/**
 * The negation cue a contrast joined to the aligned clause opens with, if any: after the clause's end only a comma or
 * "but", a pronoun standing for the clause's subject and a form of "be" or "do" (", but it is not the capital", "but not
 * required").
 * One pass over the tokens after the clause.
 */
function contrastCue(s: Sentence, end: number, negations: readonly number[]): number | undefined {
  if (s.tokens[end + 1]?.text !== "," && s.tokens[end + 1]?.lower !== "but") return undefined;
  let i = end + 1;
  for (; i < s.tokens.length; i++) {
    const t = s.tokens[i]!;
    if (!CONTRAST_JOINS.has(t.lower) && t.pos !== "PRON" && t.pos !== "AUX") break;
  }
  return negations.includes(i) ? i : undefined;
}

/**
 * Whether a negation cue right after the aligned clause denies a noun of the claim the sentence has nowhere else (", not
 * the snake" after "named after Monty Python" for the claim's "snake"), or the claim's word right after it.
 */
function deniesMissingWord(frame: ClaimFrame, s: Sentence, cue: number): boolean {
  const noun = (t: Token) => t.pos === "NOUN" || t.pos === "PROPN";
  for (let i = cue + 1; i < s.tokens.length && i <= cue + NEGATION_REACH; i++) {
    const t = s.tokens[i]!;
    if (!isClaimContentWord(frame, t)) continue;
    // A thing denied, as the claim names it, or the claim's own word written right after the cue ("free but not
    // required" for "are required"): not "they do not change the sequence" for the claim's "changes".
    const named = noun(t) && frame.sentence.tokens.some((x) => noun(x) && x.lemma === t.lemma);
    const ownWord = i === cue + 1 && frame.sentence.tokens.some((x) => x.lower === t.lower);
    return (named || ownWord) && !s.tokens.some((x, j) => j !== i && x.lemma === t.lemma);
  }
  return false;
}

/**
 * Whether the claim has the sentence's negation cue before the same word: "should not take more than 1,200 mg" is the
 * claim's own negation, though every word it reaches is a function word.
 */
function claimHasCue(claim: Sentence, s: Sentence, cue: number): boolean {
  const next = s.tokens[cue + 1];
  if (!next) return false;
  const cueWord = s.tokens[cue]!.lower;
  return claim.tokens.some((t, j) => t.lower === cueWord && claim.tokens[j + 1]?.lemma === next.lemma);
}

/**
 * The claim's modifiers of the word a sentence's negation governs: "The Moon has almost no atmosphere" denies the
 * "thick" of "a thick atmosphere" with the atmosphere, so "thick" is part of the substituted slot, not a word the
 * sentence lacks.
 */
function deniedModifiers(frame: ClaimFrame, s: Sentence, cue: number, last: number): string[] {
  for (let i = cue + 1; i <= Math.min(last, cue + NEGATION_REACH); i++) {
    const t = s.tokens[i]!;
    if (t.pos !== "NOUN") continue;
    const tokens = frame.sentence.tokens;
    const at = tokens.findIndex((x) => x.lemma === t.lemma);
    if (at < 0) return [];
    const out: string[] = [];
    for (let j = at - 1; j >= 0 && tokens[j]!.pos === "ADJ"; j--) out.push(tokens[j]!.lower);
    return out;
  }
  return [];
}

/** Words that make an exception of what follows: "except Monday", "(excludes 3D and IMAX)", "excluding VAT". */
const EXCEPTING_WORDS = new Set(["except", "excluding", "excludes", "exclude"]);

/** Words skipped after "except" for what it excepts ("except on Mondays", "except for the first"). */
const EXCEPTION_SKIP = new Set(["on", "for", "in", "at", "the", "a", "an"]);

/** Words read of what "except" excepts, past EXCEPTION_SKIP: "the last day of each term" is read to "term". */
const EXCEPTION_WORDS = 5;

/**
 * The phrases a sentence makes exceptions of, each as its words up to a clause break ("except Monday", "except on
 * Mondays", "except for Texas", "except the last day of each term", "except 25 and 26 December"). Read once per
 * sentence: the claim's and each sentence's are asked for again for every pair.
 */
const exceptions = oncePerSentence(readExceptions);

function readExceptions(s: Sentence): readonly (readonly Token[])[] {
  const tokens = s.tokens;
  const out: Token[][] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!EXCEPTING_WORDS.has(tokens[i]!.lower)) continue;
    let j = i + 1;
    while (j < tokens.length && j <= i + 3 && EXCEPTION_SKIP.has(tokens[j]!.lower)) j++;
    const phrase: Token[] = [];
    // Dates too: "except 25 and 26 December".
    for (let k = j; k < tokens.length && k < j + EXCEPTION_WORDS && (tokens[k]!.type === "word" || tokens[k]!.type === "number") && !CLAUSE_BREAKS.has(tokens[k]!.lower); k++) phrase.push(tokens[k]!);
    if (phrase.length > 0) out.push(phrase);
  }
  return out;
}

/** The word that makes the exception of `excepted`, as written ("except", "excludes"). */
function exceptingWordBefore(s: Sentence, excepted: Token): string {
  for (let i = s.tokens.indexOf(excepted) - 1; i >= 0; i--) if (EXCEPTING_WORDS.has(s.tokens[i]!.lower)) return s.tokens[i]!.text;
  return "except";
}

/**
 * The word of the claim the sentence makes an exception of ("except Monday"; "day" of "except the last day of each
 * term", the first word of the phrase that is the claim's), if any.
 */
function exceptedClaimWord(frame: ClaimFrame, s: Sentence): Token | undefined {
  for (const phrase of exceptions(s)) {
    // Of days excepted, the day is the exception, not its month: "except 25 and 26 December" makes none of 24 December.
    const days = phrase.some((t) => t.type === "number");
    const word = phrase.find((t) => isClaimContentWord(frame, t) && !(days && monthNumber(t) !== undefined));
    if (word) return word;
  }
  return undefined;
}

/**
 * Whether the sentence makes its exception of a negation, so the excepted case is the affirmed one: "Pets are not
 * allowed, except for assistance dogs" allows assistance dogs, "open every day except Monday" does not open on Monday.
 */
function exceptsFromNegation(s: Sentence, slots: SentenceSlots, excepted: Token): boolean {
  const at = s.tokens.indexOf(excepted);
  return slots.negations.some((cue) => cue < at) !== s.tokens.slice(0, at).some(isClosing);
}

function isClosing(t: Token): boolean {
  return CLOSING_WORDS.has(t.lower);
}

/**
 * Whether the claim denies by its polarity what an exception affirms: a negation cue, or a closing word, which a
 * negation turns back ("The studio is closed on Sundays" denies as "is not open on Sundays" does).
 */
function claimDeniesForException(frame: ClaimFrame): boolean {
  return frame.negated !== frame.sentence.tokens.some(isClosing);
}

/** Words that open a clause on what was just excepted: "except Monday, when…". */
const EXCEPTION_CLAUSE_WORDS = new Set(["when", "where", "which"]);

/**
 * Whether the sentence goes on to say the claim's own verb or adjective of what it excepts, with no other figure: "We
 * bake it fresh every morning except Monday, when the bakery is closed" says "closed" of Monday, as the claim does.
 */
function saysClaimWordAfter(frame: ClaimFrame, s: Sentence, excepted: Token): boolean {
  const at = s.tokens.indexOf(excepted);
  // A clause on the exception itself ("…, when", "…, where"), not the rest of the sentence ("Every state except Texas
  // uses…").
  if (s.tokens[at + 1]?.text !== "," || !EXCEPTION_CLAUSE_WORDS.has(s.tokens[at + 2]?.lower ?? "")) return false;
  // With no figure of its own the claim lacks: "except Sunday, when it opens at 9 am" does not say "opens at 7 am".
  const ownFigures = s.numbers.filter((m) => m.from > at).every((m) => frame.sentence.numbers.some((n) => sameNumber(n, m)));
  return ownFigures && s.tokens.slice(at + 1).some((t) => (t.pos === "VERB" || t.pos === "ADJ") && frame.slots.lemmas.has(t.lemma));
}

/**
 * The claim's exception against another of the sentence's in its place: "every day except Monday" / "every day
 * except Tuesday". Null when either has none or they are the same.
 */
function otherException(frame: ClaimFrame, s: Sentence): Substitution | null {
  const mine = exceptions(frame.sentence)[0]?.[0];
  const theirs = exceptions(s)[0]?.[0];
  if (!mine || !theirs || mine.lemma === theirs.lemma || s.tokens.some((t) => t.lemma === mine.lemma)) return null;
  const calendar = CALENDAR_WORDS.has(mine.lower.replace(/s$/, "")) && CALENDAR_WORDS.has(theirs.lower.replace(/s$/, ""));
  return calendar ? { kind: "date", claim: mine.text, sentence: theirs.text, sameVerb: true } : { kind: "entity", claim: mine.text, sentence: theirs.text };
}

/** Words that end a range at a figure ("from 9 am to 6 pm", "until 6"). */
const RANGE_ENDS = new Set(["to", "until", "till", "through"]);

/** A word or dash that closes a range: "from May to September", "9 am to 6 pm", "Monday–Friday". */
function closesRange(t: Token | undefined): boolean {
  return !!t && (RANGE_ENDS.has(t.lower) || /^[-–—]$/.test(t.text));
}

/** Whether a day ends a range of days holding `day`: 25 in "closed from 24 to 26 December". */
function dayRangeHolds(s: Sentence, m: NumberMention, day: number): boolean {
  if (m.kind !== "day" || !closesRange(s.tokens[m.from - 1])) return false;
  const start = numbersByLastToken(s).get(m.from - 2);
  return !!start && Number.isInteger(start.value) && start.value >= 1 && start.value <= day && day <= m.value;
}

/** Whether a time of day ends a span of hours holding `minutes`: 3 pm in "from 8:00 am to 5:00 pm". */
function timeRangeHolds(s: Sentence, m: NumberMention, time: number): boolean {
  if (m.kind !== "time" || !closesRange(s.tokens[m.from - 1])) return false;
  const start = numbersByLastToken(s).get(m.from - 2);
  return !!start && start.kind === "time" && start.value <= time && time <= m.value;
}

/** Verbs of when something starts or ends, whose time a span's inside does not give ("opens at", "closes at"). */
const SPAN_END_VERBS = new Set(["open", "close", "start", "begin", "end", "finish", "stop", "shut", "last"]);

/** Each figure of a sentence by the index of its last token, read once per sentence. */
const numbersByLastToken = oncePerSentence((s: Sentence): ReadonlyMap<number, NumberMention> => new Map(s.numbers.map((n) => [n.to, n])));

const WEEK_ORDER = [...WEEKDAYS];

/** The weekday a word names, singular or plural ("Fridays" → "friday"), or "". */
function weekdayOf(t: Token): string {
  if (WEEKDAYS.has(t.lower)) return t.lower;
  return t.lower.endsWith("s") && WEEKDAYS.has(t.lower.slice(0, -1)) ? t.lower.slice(0, -1) : "";
}

/** The index of the word a verb says its subject is or turns, past adverbs ("is", "turns", "is usually"), or -1. */
function afterVerb(tokens: readonly Token[], i: number): number {
  let j = i + 1;
  while (tokens[j]?.pos === "ADV") j++;
  return j < tokens.length ? j : -1;
}

/**
 * The colour a verb gives its subject against another after the same verb: "Copper turns blue" / "Copper turns green
 * when it oxidises", "Octopus blood is red" / "Its blood is blue"; or another colour before the same noun: "Octopuses
 * have red blood" / "An octopus has three hearts and blue blood". Not where the sentence names the claim's colour
 * too ("red and white"), nor a colour anywhere else (things have many colours).
 */
function otherColour(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const before = c.findIndex((t, i) => COLOURS.has(t.lower) && c[i + 1]?.pos === "NOUN");
  if (before >= 0 && !s.tokens.some((t) => t.lower === c[before]!.lower)) {
    const noun = c[before + 1]!.lemma;
    const hit = s.tokens.find((t, j) => COLOURS.has(t.lower) && s.tokens[j + 1]?.lemma === noun);
    if (hit) return { kind: "antonym", claim: c[before]!.text, sentence: hit.text };
  }
  const at = c.findIndex((t, i) => COLOURS.has(t.lower) && i > 0 && (c[i - 1]!.pos === "VERB" || c[i - 1]!.pos === "AUX"));
  if (at < 0) return coloursOffered(claim, s);
  if (s.tokens.some((t) => t.lower === c[at]!.lower)) return null;
  const verb = c[at - 1]!.lemma;
  for (let i = 0; i < s.tokens.length; i++) {
    if (s.tokens[i]!.lemma !== verb) continue;
    const j = afterVerb(s.tokens, i);
    if (j >= 0 && COLOURS.has(s.tokens[j]!.lower)) return { kind: "antonym", claim: c[at]!.text, sentence: s.tokens[j]!.text };
  }
  return null;
}

/**
 * The colour a thing comes "in" against the colours the sentence lists after "in" without it: "The phone is available
 * in red" / "It is available in black, white and blue".
 */
function coloursOffered(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t, i) => COLOURS.has(t.lower) && c[i - 1]?.lower === "in");
  if (at < 0 || s.tokens.some((t) => t.lower === c[at]!.lower)) return null;
  const first = s.tokens.findIndex((t, i) => COLOURS.has(t.lower) && s.tokens[i - 1]?.lower === "in");
  if (first < 0) return null;
  let last = first;
  while (last + 2 < s.tokens.length && (s.tokens[last + 1]!.lower === "," || s.tokens[last + 1]!.lower === "and" || s.tokens[last + 1]!.lower === "or") && COLOURS.has(s.tokens[last + 2]!.lower)) last += 2;
  return { kind: "antonym", claim: c[at]!.text, sentence: s.tokens.slice(first, last + 1).map((t) => t.text).join(" ").replace(/ ,/g, ",") };
}

/** Nouns of a price paid, whatever its amount. */
const FEE_NOUNS = new Set(["fee", "fees", "surcharge", "toll"]);

/** Words after "cost" that make it a price paid on top: "cost extra", "costs more". */
const EXTRA_COST_WORDS = new Set(["extra", "more"]);

/**
 * The claim's word for a price paid, where the claim gives no amount and denies nothing: "a fee", "pay", "are
 * charged", "cost extra" (the tagger may read "cost" there as a noun).
 */
function feeWord(claim: Sentence): Token | undefined {
  if (claim.negations > 0 || claim.numbers.some((n) => n.kind === "money")) return undefined;
  return feeToken(claim.tokens);
}

/** A word for a price paid ("a fee", "pay", "are charged", "cost extra"), whatever else the sentence says. */
function feeToken(t: readonly Token[]): Token | undefined {
  return t.find((x, i) =>
    (FEE_NOUNS.has(x.lower) && x.pos === "NOUN") ||
    (x.lemma === "pay" && x.pos === "VERB") ||
    (x.lemma === "charge" && x.pos === "VERB" && t[i - 1]?.lemma === "be") ||
    ((x.lemma === "cost" || x.lower === "costs") && EXTRA_COST_WORDS.has(t[i + 1]?.lower ?? "")),
  );
}

/**
 * A price paid against a price of nothing: "Electric vehicles are charged a fee to charge" / "Electric vehicles can
 * charge for free on level 2", "Motorcycles pay to park" / "Motorcycles park free of charge". Only when the sentence
 * prices nothing above zero ("free for members, $5 for others" gives both); one that has a price paid in words too
 * contradicts only where "free" is in the clause naming the claim's subject.
 */
function paidAgainstFree(claim: Sentence, s: Sentence): Substitution | null {
  const fee = feeWord(claim);
  if (!fee) return freeAgainstPaid(claim, s);
  const free = s.numbers.find((n) => n.kind === "money" && n.value === 0);
  if (!free || s.numbers.some((n) => n.kind === "money" && n.value > 0)) return null;
  // A sentence with a price paid in words too gives each to its own clause: "Pedestrians may cross it for free, but
  // drivers pay a toll" has pedestrians cross free and drivers pay. The clause naming the claim's subject decides.
  const paid = feeToken(s.tokens);
  if (paid) {
    const clause = clauseOf(s.tokens, subjectHead(claim));
    if (!clause || !(free.from >= clause[0] && free.from <= clause[1])) return null;
  }
  // "cost extra" is one slot, both words of it.
  const extra = claim.tokens[claim.tokens.indexOf(fee) + 1];
  return { kind: "antonym", claim: extra && EXTRA_COST_WORDS.has(extra.lower) ? `${fee.text} ${extra.text}` : fee.text, sentence: free.raw };
}

/** How far before a price the noun it is the price of is looked for ("an optional premium subscription costing €3.99"). */
const PRICED_NOUN_REACH = 4;

/**
 * The claim's price of doing something against the sentence's "free to" do it, where the sentence's prices are another
 * thing's: "The app is free to download on iOS, with an optional premium subscription costing €3.99 per month" for
 * "Downloading Plantwise on iOS costs €3.99". Null otherwise.
 */
function freeToDoAgainstPrice(claim: Sentence, s: Sentence): Substitution | null {
  const price = claim.numbers.find((n) => n.kind === "money" && n.value > 0);
  if (!price || claim.negations > 0 || s.negations > 0) return null;
  const free = s.numbers.find((n) => n.kind === "money" && n.value === 0);
  if (!free) return null;
  const lemmas = new Set(claim.tokens.map((t) => t.lemma));
  const verb = s.tokens[free.to + 1]?.lower === "to" ? s.tokens[free.to + 2] : undefined;
  if (!verb || verb.pos !== "VERB" || !lemmas.has(verb.lemma)) return null;
  // (With no price of its own the sentence's "free" meets the claim's price as any other amount does.)
  const prices = s.numbers.filter((n) => n.kind === "money" && n.value > 0);
  const othersPrices = prices.length > 0 && prices.every((n) => {
    const before = s.tokens.slice(Math.max(0, n.from - PRICED_NOUN_REACH), n.from);
    return before.some((t) => t.pos === "NOUN" && !lemmas.has(t.lemma));
  });
  return othersPrices ? { kind: "amount", claim: price.raw, sentence: `${free.raw} to ${verb.text}` } : null;
}

/** A claim's first verb that says how things are now ("is", "remains"), and words that set a claim in the past. */
const PRESENT_BE = new Set(["is", "are", "am", "remains", "remain"]);
const PAST_MARKERS = new Set(["once", "formerly", "originally", "previously", "until"]);

/**
 * "no longer" before what the claim says its subject is or does: "it is no longer considered a planet" for "Pluto is
 * still officially classified as a planet". The sentence's verb may be another word for the claim's; the claim's noun
 * after its verb, said after "no longer", ties them. "" when there is none.
 */
function noLongerSaid(claim: Sentence, s: Sentence): string {
  const at = s.tokens.findIndex((t, i) => t.lower === "no" && s.tokens[i + 1]?.lower === "longer");
  if (at < 0) return "";
  const verbAt = claim.tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  // Only a claim of how things are now: "Pluto was once classified as a planet" is what "no longer" says too.
  if (verbAt < 0 || !PRESENT_BE.has(claim.tokens[verbAt]!.lower) || claim.tokens.some((t) => PAST_MARKERS.has(t.lower))) return "";
  const predicate = new Set(claim.tokens.slice(verbAt + 1).filter((t) => t.pos === "NOUN" && t.type === "word").map((t) => t.stem));
  return s.tokens.slice(at + 2).some((t) => t.pos === "NOUN" && predicate.has(t.stem)) ? "no longer" : "";
}

/**
 * The claim's noun given a word that takes it out of its kind: "Angela Merkel is the Chancellor of Germany" / "…the
 * former Chancellor of Germany" (a claim of now only: "was the Chancellor" is what "former" says), "Pluto is a planet"
 * / "Pluto is a dwarf planet" (a dwarf star is still a star). Not where the claim has the word too.
 */
function privativeKind(claim: Sentence, s: Sentence): Substitution | null {
  if (claim.tokens.some((t) => PRIVATIVE_MODIFIERS.has(t.lower) || FORMER_MODIFIERS.has(t.lower) || t.lower === "dwarf")) return null;
  const verb = claim.tokens.find((t) => t.pos === "VERB" || t.pos === "AUX");
  const ofNow = verb !== undefined && PRESENT_BE.has(verb.lower);
  for (let i = 1; i < s.tokens.length; i++) {
    const modifier = s.tokens[i - 1]!;
    const noun = s.tokens[i]!;
    const takesOut = PRIVATIVE_MODIFIERS.has(modifier.lower) || (ofNow && FORMER_MODIFIERS.has(modifier.lower)) || (modifier.lower === "dwarf" && noun.lemma === "planet");
    if (!takesOut || (noun.pos !== "NOUN" && noun.pos !== "PROPN")) continue;
    const mine = claim.tokens.find((t) => t.type === "word" && !t.stop && t.stem === noun.stem);
    if (mine) return { kind: "antonym", claim: mine.text, sentence: `${modifier.text} ${noun.text}` };
  }
  return null;
}

/** Words that close a span at its present end ("from 2009 to date", "since 2019", "until now"). */
const OPEN_END_WORDS = new Set(["present", "date", "now", "today"]);

/**
 * A role the claim says is held now against the sentence's span of years it was held, closed at both ends: "Harriet
 * Oyelaran is the current director" / "Harriet Oyelaran served as director from 2009 to 2019" (or "between 2009 and
 * 2019"; "until 2019" is endedState's). Only where the sentence names a noun of the claim's (by stem).
 */
function endedRole(claim: Sentence, s: Sentence): Substitution | null {
  const now = claim.tokens.find((t) => NOW_WORDS.has(t.lower) || t.lower === "incumbent");
  if (!now || !claim.tokens.some((t) => PRESENT_BE.has(t.lower))) return null;
  const t = s.tokens;
  if (!t.some((x) => x.pos === "NOUN" && x.type === "word" && claim.tokens.some((c) => c.pos === "NOUN" && c.stem === x.stem))) return null;
  const years = s.numbers.filter((n) => n.kind === "year");
  for (const end of years) {
    const before = t[end.from - 1]?.lower;
    const spanned = (before === "to" || before === "and" || before === "-" || before === "–") && years.some((y) => y.to < end.from && y.to >= end.from - 3);
    if (!spanned || OPEN_END_WORDS.has(t[end.to + 1]?.lower ?? "")) continue;
    const start = years.find((y) => y.to < end.from && y.to >= end.from - 3)!;
    const from = start.from - (["from", "between"].includes(t[start.from - 1]?.lower ?? "") ? 1 : 0);
    return { kind: "antonym", claim: now.text, sentence: t.slice(from, end.to + 1).map((x) => x.text).join(" ") };
  }
  return null;
}

/** The duty word of a sentence ("must", "required"), with whether "not" or "n't" stands just before it. */
function dutyIn(s: Sentence): { word: Token; denied: boolean } | null {
  const i = s.tokens.findIndex((t) => DUTY_WORDS.has(t.lower));
  if (i < 0) return null;
  const before = [s.tokens[i - 1]?.lower, s.tokens[i - 2]?.lower];
  return { word: s.tokens[i]!, denied: before.some((w) => w === "not" || w === "n't") };
}

/**
 * A duty against a choice, either way round: "Swimmers must wear a swimming cap" / "Swimming caps may be worn but are
 * not required", "Helmets are optional" / "Helmets must be worn". Only where the sentence names a noun of the claim's
 * (by stem).
 */
function dutyAgainstChoice(claim: Sentence, s: Sentence): Substitution | null {
  const mine = dutyIn(claim);
  const claimChoice = claim.tokens.find((t) => CHOICE_WORDS.has(t.lower));
  // Both ways round need a duty or a choice in the claim.
  if (mine === null && claimChoice === undefined) return null;
  const theirs = dutyIn(s);
  const sentenceChoice = s.tokens.find((t) => CHOICE_WORDS.has(t.lower));
  const nouns = new Set(claim.tokens.filter((t) => t.pos === "NOUN" && t.type === "word").map((t) => t.stem));
  if (nouns.size === 0 || !s.tokens.some((t) => t.pos === "NOUN" && nouns.has(t.stem))) return null;
  const claimDuty = mine !== null && !mine.denied && claim.negations === 0;
  const claimFree = (mine !== null && mine.denied) || (claimChoice !== undefined && claim.negations === 0);
  const sentenceDuty = theirs !== null && !theirs.denied && s.negations === 0 && !sentenceChoice;
  const sentenceFree = (theirs !== null && theirs.denied) || (sentenceChoice !== undefined && s.negations === 0);
  if (claimDuty && sentenceFree) return { kind: "antonym", claim: mine!.word.text, sentence: theirs?.denied ? `not ${theirs.word.text}` : sentenceChoice!.text };
  if (claimFree && sentenceDuty) return { kind: "antonym", claim: mine?.denied ? `not ${mine.word.text}` : claimChoice!.text, sentence: theirs!.word.text };
  return null;
}

/**
 * Doing something alone against doing it only in someone's company, either way round: "Under-16s may use the gym
 * alone" / "Under-16s may use the gym only with a parent", "Children must be accompanied by an adult" / "Children may
 * swim unaccompanied". Not where either side is negated ("may not swim alone" says what "only with an adult" says), nor
 * "alone" before any verb ("Paris alone has…" is "only").
 */
function companyAgainstAlone(claim: Sentence, s: Sentence): Substitution | null {
  if (claim.negations > 0 || s.negations > 0) return null;
  const claimAlone = aloneWord(claim);
  if (!claimAlone && !companyPhrase(claim)) return null;
  const sentenceAlone = aloneWord(s);
  if (claimAlone && !sentenceAlone) {
    const company = companyPhrase(s);
    return company ? { kind: "antonym", claim: claimAlone.text, sentence: company } : null;
  }
  const company = sentenceAlone && !claimAlone ? companyPhrase(claim) : undefined;
  return company ? { kind: "antonym", claim: company, sentence: sentenceAlone!.text } : null;
}

/**
 * Something done on the day itself against something to be done days or hours before, either way round: "Cars can be
 * booked on the day" / "Cars must be booked at least a day in advance", "Tables must be reserved 48 hours in advance" /
 * "Tables can be reserved on the day". Not where a side says both ("in advance or on the day").
 */
function sameDayAgainstAdvance(claim: Sentence, s: Sentence): Substitution | null {
  const claimSameDay = sameDayPhrase(claim);
  const claimAdvance = advancePhrase(claim);
  if (!claimSameDay && !claimAdvance) return null;
  const sentenceSameDay = sameDayPhrase(s);
  const sentenceAdvance = advancePhrase(s);
  if (claimSameDay && !claimAdvance && sentenceAdvance && !sentenceSameDay) return { kind: "antonym", claim: claimSameDay, sentence: sentenceAdvance };
  if (claimAdvance && !claimSameDay && sentenceSameDay && !sentenceAdvance) return { kind: "antonym", claim: claimAdvance, sentence: sentenceSameDay };
  return null;
}

/** Verbs of going to or using a place, which a day it is closed rules out: "can tour the museum on Mondays". */
const VISIT_VERBS = new Set(["visit", "tour", "enter", "explore", "use", "swim", "shop", "dine", "attend", "access"]);

/**
 * A visit on a day the sentence has the place closed: "Visitors can tour the Castle Museum on Mondays" / "The museum is
 * closed on Mondays". Only where the sentence names a noun of the claim's and denies nothing.
 */
function visitOnClosedDay(claim: Sentence, s: Sentence): Substitution | null {
  if (claim.negations > 0 || s.negations > 0) return null;
  const verb = claim.tokens.find((t) => t.pos === "VERB" && VISIT_VERBS.has(t.lemma));
  const day = claim.tokens.find((t, i) => claim.tokens[i - 1]?.lower === "on" && WEEKDAYS.has(t.lower.replace(/s$/, "")));
  if (!verb || !day) return null;
  const nouns = new Set(claim.tokens.filter((t) => (t.pos === "NOUN" || t.pos === "PROPN") && t !== day).map((t) => t.stem));
  if (!s.tokens.some((t) => (t.pos === "NOUN" || t.pos === "PROPN") && nouns.has(t.stem))) return null;
  const want = day.lower.replace(/s$/, "");
  for (let i = 0; i < s.tokens.length; i++) {
    if (!isClosing(s.tokens[i]!)) continue;
    for (let j = i + 1; j < s.tokens.length && j <= i + 3; j++) {
      if (s.tokens[j]!.lower.replace(/s$/, "") === want && s.tokens[j - 1]!.lower === "on") return { kind: "antonym", claim: verb.text, sentence: `${s.tokens[i]!.text} on ${s.tokens[j]!.text}` };
    }
  }
  return null;
}

/** Verbs of bearing a cost, which only one side does: "Customers must pay for return postage" / "Stride pays the postage". */
const PAYING_VERBS = new Set(["pay", "cover"]);
/** How many tokens after the verb its object may come ("pay for return postage themselves"). */
const PAID_OBJECT_REACH = 4;

/**
 * Another payer of the same cost: "Stride Footwear pays the postage for customer returns" / "Customers must pay for
 * return postage themselves". Not where the sentence's payer is a pronoun ("We pay the postage" may be the claim's).
 */
function otherPayer(claim: Sentence, s: Sentence): Substitution | null {
  const mine = payerAndCost(claim);
  if (!mine) return null;
  const theirs = payerAndCost(s);
  // The same cost, every noun of the claim's said in the sentence: not "the water bill" / "the electricity bill".
  const sameCost = theirs !== null && theirs.costs.some((t) => mine.costs.some((c) => c.stem === t.stem)) && mine.costs.every((c) => s.tokens.some((t) => t.stem === c.stem));
  if (!theirs || !sameCost || theirs.payer.pos === "PRON") return null;
  // The same payer in another number or case ("Drivers" / "drivers"), or named in the claim's payer phrase ("Stride
  // customers pay…"), is no other payer.
  const samePayer = (t: Token) => t.stem === theirs.payer.stem || t.lemma === theirs.payer.lemma;
  if (claim.tokens.slice(0, claim.tokens.indexOf(mine.payer) + 1).some(samePayer)) return null;
  return { kind: "entity", claim: nounPhraseEndingAt(claim, mine.payer), sentence: nounPhraseEndingAt(s, theirs.payer) };
}

/** The run of nouns and names ending at `head`, as written ("Stride Footwear"). */
function nounPhraseEndingAt(s: Sentence, head: Token): string {
  let i = s.tokens.indexOf(head);
  while (i > 0 && (s.tokens[i - 1]!.pos === "PROPN" || s.tokens[i - 1]!.pos === "NOUN")) i--;
  return s.tokens.slice(i, s.tokens.indexOf(head) + 1).map((t) => t.text).join(" ");
}

/** The head of the subject before a paying verb and the nouns it pays for, or null. */
function payerAndCost(s: Sentence): { payer: Token; costs: Token[] } | null {
  const at = s.tokens.findIndex((t) => t.pos === "VERB" && PAYING_VERBS.has(t.lemma));
  if (at < 1) return null;
  let payer: Token | undefined;
  for (let i = at - 1; i >= 0 && !payer; i--) {
    const t = s.tokens[i]!;
    if (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "PRON") payer = t;
    else if (t.pos !== "AUX" && t.pos !== "ADV" && t.pos !== "PART") return null;
  }
  const costs = s.tokens.slice(at + 1, at + 1 + PAID_OBJECT_REACH).filter((t) => t.pos === "NOUN" && t.type === "word");
  return payer && costs.length > 0 ? { payer, costs } : null;
}

/** Nouns of a booking made ahead. */
const BOOKING_NOUNS = new Set(["appointment", "appointments", "booking", "bookings", "reservation", "reservations"]);
/** Words that make a booking a need: "you need an appointment", "booking is essential". */
const NEED_WORDS = new Set([...DUTY_WORDS, "need", "needs", "needed", "require", "requires", "necessary", "essential"]);

/**
 * A booking needed against none needed, either way round: "You need an appointment to get a flu jab" / "Flu jabs are
 * available on a walk-in basis", "No booking is needed" / "Tables are by reservation only". Only where the sentence
 * names a noun of the claim's other than the booking's own.
 */
function bookingAgainstWalkIn(claim: Sentence, s: Sentence): Substitution | null {
  const claimBooked = bookingNeeded(claim);
  const claimWalkIn = walkInPhrase(claim);
  if (!claimBooked && !claimWalkIn) return null;
  const sentenceBooked = bookingNeeded(s);
  const sentenceWalkIn = walkInPhrase(s);
  const nouns = new Set(claim.tokens.filter((t) => t.pos === "NOUN" && t.type === "word" && !BOOKING_NOUNS.has(t.lower)).map((t) => t.stem));
  if (nouns.size === 0 || !s.tokens.some((t) => (t.pos === "NOUN" || t.pos === "PROPN") && nouns.has(t.stem))) return null;
  if (claimBooked && !claimWalkIn && sentenceWalkIn && !sentenceBooked) return { kind: "antonym", claim: claimBooked, sentence: sentenceWalkIn };
  if (claimWalkIn && !claimBooked && sentenceBooked && !sentenceWalkIn) return { kind: "antonym", claim: claimWalkIn, sentence: sentenceBooked };
  return null;
}

/** A booking said to be needed ("need an appointment", "by appointment only", "booking essential"), as written; not denied. */
function bookingNeeded(s: Sentence): string | undefined {
  const t = s.tokens;
  const at = t.findIndex((x) => BOOKING_NOUNS.has(x.lower));
  if (at < 0 || s.negations > 0 || t.some((x) => x.lower === "no" || x.lower === "without")) return undefined;
  if (t[at - 1]?.lower === "by") return `by ${t[at]!.text}`;
  return t.some((x) => NEED_WORDS.has(x.lower)) ? t[at]!.text : undefined;
}

/** Walking in with no booking: "walk-in", "drop-in", "no appointment", "without a booking", as written. */
function walkInPhrase(s: Sentence): string | undefined {
  const t = s.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    if ((t[i]!.lower === "walk" || t[i]!.lower === "drop") && t[i + 1]!.text === "-" && t[i + 2]!.lower === "in") return `${t[i]!.text}-in`;
  }
  const at = t.findIndex((x) => BOOKING_NOUNS.has(x.lower));
  if (at < 0) return undefined;
  const before = t[at - 1]?.lower === "an" || t[at - 1]?.lower === "a" ? at - 2 : at - 1;
  return t[before]?.lower === "no" || t[before]?.lower === "without" ? `${t[before]!.text} ${t[at]!.text}` : undefined;
}

/** "on the day" (of the visit, of travel) or "same day" / "same-day", as written. */
function sameDayPhrase(s: Sentence): string | undefined {
  const t = s.tokens;
  for (let i = 0; i + 1 < t.length; i++) {
    if (t[i]!.lower === "on" && t[i + 1]!.lower === "the" && t[i + 2]?.lower === "day" && !DAY_RELATIVE.has(t[i + 3]?.lower ?? "")) return "on the day";
    if (t[i]!.lower === "same" && (t[i + 1]!.lower === "day" || (t[i + 1]!.text === "-" && t[i + 2]?.lower === "day"))) return "same day";
  }
  return undefined;
}

/** Words after "on the day" that make it another day: "on the day before", "on the day after". */
const DAY_RELATIVE = new Set(["before", "after", "prior"]);

/** How many tokens before "in advance" its span of time may start ("at least 24 hours in advance"). */
const ADVANCE_REACH = 5;
/** Units of a span of time a booking is made ahead by. */
const ADVANCE_UNITS = new Set(["day", "days", "hour", "hours", "week", "weeks", "month", "months"]);

/** Words opening a span of time before its unit: "at least a day", "one week". */
const SPAN_OPENERS = new Set(["a", "an", "one", "least", "at"]);

/** A span of days or hours ahead: "at least a day in advance", "48 hours in advance", "two weeks beforehand", as written. */
function advancePhrase(s: Sentence): string | undefined {
  const t = s.tokens;
  for (let i = 0; i < t.length; i++) {
    const advance = (t[i]!.lower === "in" && t[i + 1]?.lower === "advance") || t[i]!.lower === "beforehand" ? i : -1;
    if (advance < 0) continue;
    for (let j = advance - 1; j >= 0 && j >= advance - ADVANCE_REACH; j--) {
      if (!ADVANCE_UNITS.has(t[j]!.lower)) continue;
      let from = j;
      while (from > 0 && from > j - 3 && (t[from - 1]!.type === "number" || t[from - 1]!.pos === "NUM" || SPAN_OPENERS.has(t[from - 1]!.lower))) from--;
      return t.slice(from, t[advance]!.lower === "in" ? advance + 2 : advance + 1).map((x) => x.text).join(" ");
    }
  }
  return undefined;
}

/** Whether the claim says something is done alone and the sentence, not saying so, says it is done in company. */
export function companyForAlone(claim: Sentence, s: Sentence): boolean {
  return !!aloneWord(claim) && !aloneWord(s) && companyPhrase(s) !== undefined;
}

/** The word of a sentence saying something is done alone (ALONE_WORDS), after a verb. */
function aloneWord(s: Sentence): Token | undefined {
  const verb = s.tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  return verb < 0 ? undefined : s.tokens.slice(verb + 1).find((t) => ALONE_WORDS.has(t.lower));
}

/** The words of a sentence saying something is done in company: "accompanied", "only with a parent", "with an adult". */
function companyPhrase(s: Sentence): string | undefined {
  const t = s.tokens;
  for (let i = 0; i < t.length; i++) {
    if (ACCOMPANIED_WORDS.has(t[i]!.lower)) return t[i]!.text;
    if (t[i]!.lower !== "with") continue;
    const at = ARTICLES_AND_POSSESSIVES.has(t[i + 1]?.lower ?? "") ? i + 2 : i + 1;
    const from = t[i - 1]?.lower === "only" ? i - 1 : i;
    if (COMPANION_NOUNS.has(t[at]?.lower ?? "")) return t.slice(from, at + 1).map((x) => x.text).join(" ");
  }
  return undefined;
}

/** Words before a companion noun: "with a parent", "with their guardian". */
const ARTICLES_AND_POSSESSIVES = new Set(["a", "an", "the", "their", "his", "her", "its", "your", "our"]);

/** The first noun or name of a sentence before its first verb ("Pedestrians" of "Pedestrians pay a toll"), if any. */
function subjectHead(s: Sentence): Token | undefined {
  const verb = s.tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  return s.tokens.slice(0, verb < 0 ? 0 : verb).find((t) => (t.pos === "NOUN" || t.pos === "PROPN") && t.type === "word");
}

/** The token span [from, to] of the clause (between CLAUSE_BREAKS) holding a word of `head`'s lemma, if any. */
function clauseOf(tokens: readonly Token[], head: Token | undefined): [number, number] | undefined {
  const at = head ? tokens.findIndex((t) => t.lemma === head.lemma) : -1;
  return at < 0 ? undefined : clauseAround(tokens, at);
}

/** The token span [from, to] of the clause (between CLAUSE_BREAKS) holding token `at`. */
function clauseAround(tokens: readonly Token[], at: number): [number, number] {
  let from = at;
  while (from > 0 && !CLAUSE_BREAKS.has(tokens[from - 1]!.lower)) from--;
  let to = at;
  while (to < tokens.length - 1 && !CLAUSE_BREAKS.has(tokens[to + 1]!.lower)) to++;
  return [from, to];
}

/** The other way round: "Seat reservations … are free" / "Seat reservations are required … and cost extra". */
function freeAgainstPaid(claim: Sentence, s: Sentence): Substitution | null {
  const free = claim.numbers.find((n) => n.kind === "money" && n.value === 0 && !/\d/.test(n.raw));
  if (!free || claim.numbers.some((n) => n.kind === "money" && n.value > 0)) return null;
  const fee = feeWord(s);
  return fee ? { kind: "antonym", claim: free.raw, sentence: fee.text } : null;
}

/**
 * Something said to be included against a price the sentence gives it: "Breakfast is included in the room rate" /
 * "Breakfast is served from 7 to 10 am and costs €15 per person". Only when the claim gives no amount and denies
 * nothing, the sentence opens with the claim's subject, says "include" nowhere and prices with "cost".
 */
function includedAgainstPrice(claim: Sentence, s: Sentence): Substitution | null {
  if (claim.negations > 0 || claim.numbers.some((n) => n.kind === "money")) return null;
  const included = claim.tokens.find((t) => t.lemma === "include" || t.lower === "included");
  const subject = claim.tokens.find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  const opening = s.tokens.find((t) => t.pos !== "DET");
  if (!included || !subject || opening?.lemma !== subject.lemma || s.tokens.some((t) => t.lemma === "include" || t.lower === "included")) return null;
  const price = s.numbers.find((n) => n.kind === "money" && n.value > 0 && s.tokens[n.from - 1]?.lemma === "cost");
  return price ? { kind: "antonym", claim: included.text, sentence: `costs ${price.raw}` } : null;
}

/** Words after "is" that give a thing at no price of its own. */
const INCLUDED_WORDS = new Set(["included", "free"]);

/**
 * A price paid on top against the claim's subject said to be included, in the clause the sentence opens with:
 * "Tracking costs extra" / "Tracking is included on all parcels, but signature on delivery costs an extra £1.50" (the
 * price of the later clause is another thing's).
 */
function extraAgainstIncluded(claim: Sentence, s: Sentence): Substitution | null {
  const fee = feeWord(claim);
  const subject = claim.tokens.find((t) => t.pos !== "DET");
  if (!fee || !subject || subject === fee || (subject.pos !== "NOUN" && subject.pos !== "PROPN")) return null;
  let i = s.tokens[0]?.pos === "DET" ? 1 : 0;
  if (s.tokens[i]?.lemma !== subject.lemma || s.tokens[i + 1]?.lemma !== "be") return null;
  i += 2;
  while (s.tokens[i]?.pos === "ADV") i++;
  const included = s.tokens[i];
  return included && INCLUDED_WORDS.has(included.lower) ? { kind: "antonym", claim: fee.text, sentence: included.text } : null;
}

/** The compass points a direction word names: "north-eastern" (as "north", "-", "eastern") is north and east. */
const COMPASS_POINTS: ReadonlyMap<string, readonly string[]> = new Map(
  ["north", "south", "east", "west"].flatMap((p) => [
    [p, [p]],
    [`${p}ern`, [p]],
  ]).concat(
    ["north", "south"].flatMap((a) => ["east", "west"].flatMap((b) => [[`${a}${b}`, [a, b]], [`${a}${b}ern`, [a, b]]] as [string, string[]][])),
  ) as [string, string[]][],
);

/** Tokens read back for a direction: "north", "-", "eastern" is the longest. */
const DIRECTION_TOKENS = 3;

/**
 * The direction words right before token `at` ("north-eastern Italy"): their compass points and their text as written
 * (tokens of a hyphenated word joined back), or none.
 */
function directionBefore(tokens: readonly Token[], at: number): { points: Set<string>; text: string } {
  const points = new Set<string>();
  let from = at;
  for (let i = at - 1; i >= Math.max(0, at - DIRECTION_TOKENS); i--) {
    const named = COMPASS_POINTS.get(tokens[i]!.lower);
    if (named) for (const p of named) points.add(p);
    else if (tokens[i]!.text !== "-" || points.size === 0) break;
    from = i;
  }
  return { points, text: tokens.slice(from, at).map((t) => t.text).join("") };
}

/** A word of the claim with a direction before it ("southern Italy"): the word's index and the direction. */
type ClaimDirection = { at: number; ours: ReturnType<typeof directionBefore> };

/** The claim's words with a direction before them, read once per claim rather than for each sentence. */
const claimDirections = oncePerSentence((claim: Sentence): ClaimDirection[] => {
  const out: ClaimDirection[] = [];
  for (let i = 1; i < claim.tokens.length; i++) {
    const ours = directionBefore(claim.tokens, i);
    if (ours.points.size > 0 && !COMPASS_POINTS.has(claim.tokens[i]!.lower)) out.push({ at: i, ours });
  }
  return out;
});

/**
 * A direction before the same word that shares no compass point with the claim's: "Venice is in southern Italy" /
 * "…a city in north-eastern Italy" (not "south-eastern Italy", which is southern too).
 */
function otherDirection(claim: Sentence, s: Sentence): Substitution | null {
  for (const { at: i, ours } of claimDirections(claim)) {
    for (let j = 1; j < s.tokens.length; j++) {
      if (s.tokens[j]!.lower !== claim.tokens[i]!.lower) continue;
      const theirs = directionBefore(s.tokens, j);
      if (theirs.points.size > 0 && ![...theirs.points].some((p) => ours.points.has(p))) return { kind: "antonym", claim: ours.text, sentence: theirs.text };
    }
  }
  return null;
}

/** The claim's adjective against its opposite before the same noun (lexicon's oppositesBeforeNoun: "a good conductor"). */
function otherQuality(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  for (let i = 0; i + 1 < c.length; i++) {
    const opposites = oppositesBeforeNoun(c[i]!.lower);
    if (opposites.length === 0 || c[i + 1]!.pos !== "NOUN") continue;
    const noun = c[i + 1]!.lemma;
    const hit = s.tokens.find((t, j) => opposites.includes(t.lower) && s.tokens[j + 1]?.lemma === noun);
    if (hit && !s.tokens.some((t, j) => t.lower === c[i]!.lower && s.tokens[j + 1]?.lemma === noun)) return { kind: "antonym", claim: c[i]!.text, sentence: hit.text };
  }
  return null;
}

/** The pairs of common nouns a sentence joins with "and" ("physics and chemistry"), as tokens. */
const nounPairsOf = oncePerSentence((s: Sentence): [Token, Token][] => {
  const out: [Token, Token][] = [];
  s.tokens.forEach((t, i) => {
    const [a, b] = [s.tokens[i - 1], s.tokens[i + 1]];
    if (t.lower === "and" && a?.pos === "NOUN" && b?.pos === "NOUN") out.push([a, b]);
  });
  return out;
});

/**
 * One of two things joined by "and" swapped for another beside the same one: "won Nobel Prizes in physics and medicine"
 * / "…in both physics and chemistry". Not where the sentence has the claim's too.
 */
function otherListMember(claim: Sentence, s: Sentence, lemmas: ReadonlySet<string>): Substitution | null {
  for (const [a, b] of nounPairsOf(claim)) {
    for (const [x, y] of nounPairsOf(s)) {
      if (x.lemma === a.lemma && y.lemma !== b.lemma && !lemmas.has(b.lemma) && !claim.tokens.some((t) => t.lemma === y.lemma)) return { kind: "entity", claim: b.text, sentence: y.text };
      if (y.lemma === b.lemma && x.lemma !== a.lemma && !lemmas.has(a.lemma) && !claim.tokens.some((t) => t.lemma === x.lemma)) return { kind: "entity", claim: a.text, sentence: x.text };
    }
  }
  return null;
}

/** Whether a sentence says "in person" (two words WordNet pairs with nothing). */
function inPerson(s: Sentence): boolean {
  return s.tokens.some((t, i) => t.lower === "in" && s.tokens[i + 1]?.lower === "person");
}

/** Words that offer one way beside another: "can also be bought in person", "online or in person". */
const ALTERNATIVE_CUES = new Set(["also", "or", "too", "either", "alternatively"]);

/**
 * "In person" against "online", either way: "New patients must register in person" / "New patients must register
 * online". Not where the sentence says both or offers one beside another ("can also be bought in person").
 */
/**
 * The claim's "lacks" what the sentence says its noun is: "The pool lacks wheelchair-accessible changing rooms" /
 * "Changing rooms are fully wheelchair accessible" (the noun the sentence's subject, before "are"; every word of the
 * claim's modifier after it; no denial in the sentence). Null otherwise.
 */
function lackAgainstBeing(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const lack = c.findIndex((t) => t.lemma === "lack" && t.pos === "VERB");
  if (lack < 0 || claim.negations > 0 || s.negations > 0) return null;
  const object = c.slice(lack + 1).filter((t) => t.type === "word" && !t.stop);
  const noun = [...object].reverse().find((t) => t.pos === "NOUN");
  // Its adjectives and the words joined to one by a hyphen ("wheelchair-accessible"), not a noun of the compound ("changing rooms").
  const hyphenated = (t: Token) => c[c.indexOf(t) + 1]?.text === "-" || c[c.indexOf(t) - 1]?.text === "-";
  const modifiers = object.filter((t) => t !== noun && (t.pos === "ADJ" || hyphenated(t)));
  if (!noun || modifiers.length === 0) return null;
  const t = s.tokens;
  const be = t.findIndex((x) => x.lemma === "be" && x.pos === "AUX");
  if (be < 1 || !t.slice(0, be).some((x) => x.lemma === noun.lemma)) return null;
  const after = new Set(t.slice(be + 1).map((x) => x.lemma));
  if (!modifiers.every((m) => after.has(m.lemma))) return null;
  return { kind: "antonym", claim: c[lack]!.text, sentence: t.slice(be, be + 1).map((x) => x.text).join(" ") + " " + modifiers.map((m) => m.text).join(" ") };
}

function otherChannel(claim: Sentence, s: Sentence): Substitution | null {
  const online = (x: Sentence) => x.tokens.some((t) => t.lower === "online");
  const [personHere, onlineHere] = [inPerson(claim), online(claim)];
  // The claim says one of the two, the sentence only the other, offering no alternative.
  if (personHere === onlineHere || s.tokens.some((t) => ALTERNATIVE_CUES.has(t.lower))) return null;
  if (inPerson(s) === personHere || online(s) === onlineHere) return null;
  return personHere ? { kind: "antonym", claim: "in person", sentence: "online" } : { kind: "antonym", claim: "online", sentence: "in person" };
}

/** A letter, with digits or not, that tells one of a kind from another: "C" of "vitamin C", "B12", "A" of "Plan A". */
const DESIGNATION = /^[A-Z]\d{0,2}$/;

/** Words that name a model's variant after its name ("iPhone 15 Pro", "Galaxy S24 Ultra", "Orvane S7 Pro"). */
const VARIANT_WORDS = new Set(["pro", "max", "plus", "ultra", "mini", "lite", "se", "xl", "fe"]);
/** Words of a model's name read before its variant word. */
const MODEL_NAME_WORDS = 3;

/**
 * A model against a variant of it, either way round: "The iPhone 15 has a titanium frame" / "The iPhone 15 Pro has a
 * titanium frame", "The standard Orvane S7 is water resistant" / "The Orvane S7 Pro is rated water resistant". The name
 * before the variant word (a capitalised word or a number) is the claim's, and the claim gives it no such word, or the
 * other way round.
 */
function otherVariant(claim: Sentence, s: Sentence): Substitution | null {
  // One variant against another of the same model: "The Kalto Blender Pro has…" / "The Kalto Blender Max features…"
  // (any capitalised name: two variant words make it a model), where the sentence never names the claim's variant.
  for (const mine of readVariants(claim, true)) {
    const theirs = readVariants(s, true).find((v) => v.name === mine.name && v.variant !== mine.variant);
    if (theirs && !wordsAfterName(s, mine.name).includes(mine.variant)) return { kind: "entity", claim: mine.text, sentence: theirs.text };
  }
  for (const [mine, theirs] of [[claim, s], [s, claim]] as const) {
    // "the standard Aurora Buds" calls the plain name a model, though it has no number or letter of its own.
    const modelSaid = mine.tokens.some((t) => PLAIN_MODEL_WORDS.has(t.lower));
    for (const v of modelSaid ? readVariants(theirs, true) : variantsIn(theirs)) {
      // The other text names the model, and never this variant word: "iPhone 15", no "Pro" ("…while the Pro models use
      // titanium" speaks of the variant).
      const next = wordsAfterName(mine, v.name);
      if (next.length === 0 || mine.tokens.some((t) => t.lower === v.variant && /^\p{Lu}/u.test(t.text))) continue;
      // Nor does the text with the variant name the plain model too ("the Galaxy S24 … the Galaxy S24 Ultra").
      if (wordsAfterName(theirs, v.name).some((w) => w !== v.variant)) continue;
      const plain = v.text.slice(0, v.text.lastIndexOf(" "));
      return theirs === s ? { kind: "entity", claim: plain, sentence: v.text } : { kind: "entity", claim: v.text, sentence: plain };
    }
  }
  return null;
}

/** A model's name token: a word with a capital ("iPhone", "Orvane") or a model number ("S7", "15"). */
function modelNameToken(t: Token): boolean {
  return t.type === "number" || (t.type === "word" && !t.stop && t.pos !== "DET" && /\p{Lu}/u.test(t.text));
}

/** The variants a sentence names: the model's name (lower case, with a number) before a capitalised variant word, and as written. */
const variantsIn = oncePerSentence(readVariants);

/** Words that call a name the plain model beside its variants ("the standard Aurora Buds", "the base model"). */
const PLAIN_MODEL_WORDS = new Set(["standard", "base", "regular", "basic"]);

function readVariants(x: Sentence, anyName = false): { name: string; text: string; variant: string }[] {
  const out: { name: string; text: string; variant: string }[] = [];
  x.tokens.forEach((t, i) => {
    if (!VARIANT_WORDS.has(t.lower) || !/^\p{Lu}/u.test(t.text)) return;
    let from = i;
    while (from > 0 && i - from < MODEL_NAME_WORDS && modelNameToken(x.tokens[from - 1]!)) from--;
    // A model has a number or a letter of its own ("iPhone 15", "S7", "Pebble S"); a brand's plan ("Sorrel Plus") is no
    // variant of the brand.
    if (from === i || (!anyName && !x.tokens.slice(from, i).some((w) => /\d/.test(w.text) || /^\p{Lu}{1,2}$/u.test(w.text)))) return;
    out.push({ name: x.tokens.slice(from, i).map((w) => w.lower).join(" "), text: x.tokens.slice(from, i + 1).map((w) => w.text).join(" "), variant: t.lower });
  });
  return out;
}

/** The word after each place a sentence names a model by its name's words in a row ("" at its end). */
function wordsAfterName(x: Sentence, name: string): string[] {
  const words = name.split(" ");
  const out: string[] = [];
  for (let i = 0; i < x.tokens.length; i++) if (words.every((w, k) => x.tokens[i + k]?.lower === w)) out.push(x.tokens[i + words.length]?.lower ?? "");
  return out;
}

/**
 * The claim's "vitamin C" against the sentence's "vitamin D": the same word before another letter that names one of
 * its kind ("hepatitis B" / "hepatitis C", "Plan A" / "Plan B"), where the sentence never gives the claim's letter
 * after that word.
 */
/** Head nouns of a post's title, told apart by the words before them ("chief financial officer", "artistic director"). */
const TITLE_HEADS = new Set(["officer", "director", "minister", "secretary", "manager", "editor", "chair", "chairman", "chairwoman", "chairperson", "president", "producer", "coach"]);
/** Words read back from a title's head for its modifiers. */
const TITLE_MODIFIERS = 3;

/** An adjective, a noun or an "-ing" form before a title's head ("operating" of "chief operating officer"). */
function titleModifier(t: Token): boolean {
  return t.pos === "ADJ" || t.pos === "NOUN" || (t.pos === "VERB" && t.lower.endsWith("ing"));
}

/** The lower-case modifiers right before each title head of a sentence ("chief financial" of "chief financial officer"). */
function titlesOf(x: Sentence): { head: string; modifiers: string[]; text: string }[] {
  const out: { head: string; modifiers: string[]; text: string }[] = [];
  x.tokens.forEach((t, i) => {
    if (!TITLE_HEADS.has(t.lower)) return;
    let from = i;
    while (from > 0 && i - from < TITLE_MODIFIERS && /^\p{Ll}/u.test(x.tokens[from - 1]!.text) && titleModifier(x.tokens[from - 1]!)) from--;
    if (from === i) return;
    out.push({ head: t.lower, modifiers: x.tokens.slice(from, i).map((m) => m.lower), text: x.tokens.slice(from, i + 1).map((m) => m.text).join(" ") });
  });
  return out;
}

/**
 * The claim's post against another of the same kind: "chief financial officer" / "chief operating officer", "artistic
 * director" / "managing director". The sentence never gives the claim's title, and gives the head with a modifier the
 * claim's lacks.
 */
function otherTitle(claim: Sentence, s: Sentence): Substitution | null {
  const theirs = titlesOf(s);
  if (theirs.length === 0) return null;
  for (const mine of titlesOf(claim)) {
    const same = theirs.filter((t) => t.head === mine.head);
    if (same.length === 0 || same.some((t) => mine.modifiers.every((m) => t.modifiers.includes(m)))) continue;
    const other = same.find((t) => t.modifiers.some((m) => !mine.modifiers.includes(m)));
    if (other) return { kind: "entity", claim: mine.text, sentence: other.text };
  }
  return null;
}

/** A model code: capital letters, then digits ("S3", "QX55", "C7"); the letters name the series. */
const MODEL_CODE = /^(\p{Lu}{1,3})\d{1,4}$/u;

function otherDesignation(claim: Sentence, s: Sentence): Substitution | null {
  const designated = (tokens: readonly Token[], i: number) => i > 0 && DESIGNATION.test(tokens[i]!.text) && tokens[i - 1]!.type === "word" && !tokens[i - 1]!.stop && /\p{L}{3}/u.test(tokens[i - 1]!.text);
  // A model code against another of the same series wherever it stands: "The Lumen S3 camera" / "The flagship S5".
  for (const t of claim.tokens) {
    const mine = MODEL_CODE.exec(t.text);
    if (!mine || s.tokens.some((x) => x.text === t.text)) continue;
    const other = s.tokens.find((x) => MODEL_CODE.exec(x.text)?.[1] === mine[1]);
    if (other) return { kind: "entity", claim: t.text, sentence: other.text };
  }
  for (let i = 1; i < claim.tokens.length; i++) {
    if (!designated(claim.tokens, i)) continue;
    const kind = claim.tokens[i - 1]!.lemma;
    const theirs: number[] = [];
    for (let j = 0; j < s.tokens.length; j++) if (designated(s.tokens, j) && s.tokens[j - 1]!.lemma === kind) theirs.push(j);
    if (theirs.length === 0 || theirs.some((j) => s.tokens[j]!.text === claim.tokens[i]!.text)) continue;
    const j = theirs[0]!;
    return { kind: "entity", claim: `${claim.tokens[i - 1]!.text} ${claim.tokens[i]!.text}`, sentence: `${s.tokens[j - 1]!.text} ${s.tokens[j]!.text}` };
  }
  return null;
}

/** A label of opening hours is at most this many words before its colon ("Sunridge Physiotherapy opening hours:"). */
const OPENING_HOURS_LABEL_WORDS = 6;

/** Words passed over on the way back from a weekday to what happens on it ("run on Saturday", "is held every Saturday"). */
const BEFORE_WEEKDAY = new Set(["ADP", "DET", "AUX", "PART"]);

/**
 * The claim's one weekday against others the sentence gives for the same thing: "Beginner classes run on Saturday
 * mornings" / "Beginner classes run on Monday and Thursday evenings", "open on Sundays" / "open from Monday to Friday".
 * Not against a span of days that holds it ("Monday to Saturday") or an exception ("every day except Monday"), and only
 * where the sentence has the word the claim's day is of ("run") or is a line labelled with its days, giving the claim's
 * kind of figure ("Saturday: 4 pm – 11 pm" for "On Fridays the market opens at 4 pm").
 */
function otherWeekday(claim: Sentence, s: Sentence, lemmas: ReadonlySet<string>): Substitution | null {
  const mine = unsaidWeekday(claim, s);
  if (!mine) return null;
  const day = weekdayOf(mine);
  const claimDays = new Set(claim.tokens.map(weekdayOf));
  const at: number[] = [];
  s.tokens.forEach((t, i) => {
    if (weekdayOf(t) !== "") at.push(i);
  });
  if (at.some((i) => weekdayOf(s.tokens[i]!) === day) || !at.some((i) => !claimDays.has(weekdayOf(s.tokens[i]!)))) return null;
  // A span of days holds the days between its ends, round the week: "Monday to Friday" holds Wednesday, not Sunday.
  const spans = at.filter((i) => closesRange(s.tokens[i + 1]) && weekdayOf(s.tokens[i + 2] ?? s.tokens[i]!) !== "");
  const ordinal = WEEK_ORDER.indexOf(day);
  const inSpan = (i: number) => {
    const from = WEEK_ORDER.indexOf(weekdayOf(s.tokens[i]!));
    const to = WEEK_ORDER.indexOf(weekdayOf(s.tokens[i + 2]!));
    return from <= to ? ordinal >= from && ordinal <= to : ordinal >= from || ordinal <= to;
  };
  if (spans.some(inSpan) || exceptions(s).length > 0) return null;
  // A line labelled with its days gives them the figures after its colon ("Saturday: 4 pm – 11 pm"), the claim's kind of figure.
  const colon = labelColon(s.tokens);
  const labelled = colon > 0 && at.every((i) => i < colon) && s.numbers.some((n) => n.from > colon && claim.numbers.some((m) => m.kind === n.kind));
  let j = claim.tokens.indexOf(mine) - 1;
  while (j >= 0 && BEFORE_WEEKDAY.has(claim.tokens[j]!.pos)) j--;
  const of = claim.tokens[j];
  // A line of opening hours gives the days a claim of opening is of: "open on Sundays" / "Opening hours: Mon–Fri 8:00–19:00".
  const hoursColon = of?.lemma === "open" ? openingHoursColon(s) : -1;
  const openingHours = hoursColon > 0 && at.every((i) => i > hoursColon);
  // (A compound's plural half is left unlemmatised: "walk-ins" / "walk-in patients".)
  // An event "held on Fridays" against one the sentence has come round "every Thursday", in whatever verb.
  const recurring = of?.pos === "VERB" && HOLDING_VERBS.has(of.lemma) && at.some((i) => s.tokens[i - 1]?.lower === "every");
  if (!labelled && !openingHours && !recurring && (of?.type !== "word" || !(lemmas.has(of.lemma) || lemmas.has(of.lower.replace(/s$/, ""))))) return null;
  const theirs = spans.length > 0 ? s.tokens.slice(spans[0]!, spans[0]! + 3).map((t) => t.text).join(" ") : s.tokens[at.find((i) => !claimDays.has(weekdayOf(s.tokens[i]!)))!]!.text;
  return { kind: "date", claim: mine.text, sentence: theirs, sameVerb: true };
}

/** Where a sentence is a line of opening hours ("Opening hours: Mon–Sat 9:00–17:00"): the index of its colon, or -1. */
function openingHoursColon(s: Sentence): number {
  const colon = s.tokens.findIndex((t) => t.text === ":");
  return colon > 0 && colon <= OPENING_HOURS_LABEL_WORDS && s.tokens.slice(0, colon).some((t) => t.lemma === "hour") ? colon : -1;
}

/**
 * The claim's day it is closed on, which a line of opening hours gives hours: "The Blue Kettle Tea Room is closed on
 * Mondays" / "Opening hours: Mon–Sat 9:00–17:00". Not where the line says it is closed too ("Sun: closed").
 */
function closedOnOpenDay(claim: Sentence, s: Sentence): Substitution | null {
  const mine = claimWeekday(claim);
  const at = mine ? claim.tokens.indexOf(mine) : -1;
  let j = at - 1;
  while (j >= 0 && BEFORE_WEEKDAY.has(claim.tokens[j]!.pos)) j--;
  const closed = claim.tokens[j];
  if (!closed || !CLOSING_WORDS.has(closed.lower) || claim.negations > 0) return null;
  const colon = openingHoursColon(s);
  if (colon < 0 || s.tokens.some((t) => CLOSING_WORDS.has(t.lower)) || !weekdaysHeld(s).has(weekdayOf(mine!))) return null;
  const day = s.tokens.findIndex((t, i) => i > colon && weekdayOf(t) !== "");
  const span = closesRange(s.tokens[day + 1]) && weekdayOf(s.tokens[day + 2] ?? s.tokens[day]!) !== "" ? s.tokens.slice(day, day + 3) : [s.tokens[day]!];
  return { kind: "antonym", claim: `${closed.text} on ${mine!.text}`, sentence: span.map((t) => t.text).join(" ") };
}

const WEEKEND_WORDS = new Set(["weekend", "weekends"]);
const WEEKEND_DAYS = new Set(["saturday", "sunday"]);

/**
 * The claim's weekend against the sentence's working week: "can be reserved … for weekend use" / "…for use Monday to
 * Friday" or "on weekdays", where the sentence names neither weekend day nor the weekend. The word the claim's weekend
 * goes with ("use", "open") must be the sentence's too.
 */
function weekdaysForWeekend(claim: Sentence, s: Sentence, lemmas: ReadonlySet<string>): Substitution | null {
  const c = claim.tokens;
  const at = c.findIndex((t) => WEEKEND_WORDS.has(t.lower));
  if (at < 0) return null;
  const near = [c[at + 1], c[at - 1], c[at - 2], c[at - 3]].find((t) => t !== undefined && (t.pos === "NOUN" || t.pos === "VERB" || t.pos === "ADJ") && t.type === "word");
  if (!near || !lemmas.has(near.lemma)) return null;
  const t = s.tokens;
  if (t.some((x) => WEEKEND_WORDS.has(x.lower) || WEEKEND_DAYS.has(weekdayOf(x)))) return null;
  const weekdays = t.findIndex((x) => x.lower === "weekdays" || x.lower === "weekday");
  if (weekdays >= 0) return { kind: "date", claim: c[at]!.text, sentence: t[weekdays]!.text, sameVerb: true };
  const span = t.findIndex((x, i) => weekdayOf(x) !== "" && closesRange(t[i + 1]) && weekdayOf(t[i + 2] ?? x) !== "");
  if (span < 0) return null;
  // A span of days round the week holds the weekend ("Friday to Monday").
  const from = WEEK_ORDER.indexOf(weekdayOf(t[span]!));
  const to = WEEK_ORDER.indexOf(weekdayOf(t[span + 2]!));
  const holds = (day: string) => {
    const d = WEEK_ORDER.indexOf(day);
    return from <= to ? d >= from && d <= to : d >= from || d <= to;
  };
  if (holds("saturday") || holds("sunday")) return null;
  return { kind: "date", claim: c[at]!.text, sentence: t.slice(span, span + 3).map((x) => x.text).join(" "), sameVerb: true };
}

/**
 * The claim's weekday the sentence does not name: its one weekday, or of several ("the Wednesday after the first
 * Monday") the one the sentence lacks when it names every other ("the Tuesday following the first Monday").
 */
function unsaidWeekday(claim: Sentence, s: Sentence): Token | null {
  const one = claimWeekday(claim);
  if (one) return one;
  if (!claimHasWeekday(claim)) return null;
  const said = new Set(s.tokens.map(weekdayOf));
  const unsaid = claim.tokens.filter((t) => weekdayOf(t) !== "" && !said.has(weekdayOf(t)));
  return unsaid.length > 0 && unsaid.every((t) => weekdayOf(t) === weekdayOf(unsaid[0]!)) ? unsaid[0]! : null;
}

/**
 * The weekdays each figure of a sentence is given for, by the days said before it since the previous figure: "open
 * Monday to Thursday from 9 am to 8 pm, and Friday and Saturday from 10 am to 5 pm" gives "8 pm" Monday to Thursday,
 * "5 pm" Friday and Saturday. Empty (no days) for a figure before the first day; null when the sentence names no day.
 */
/** Every weekday a sentence names, those inside its spans of days too ("Monday to Saturday" holds Wednesday). */
const weekdaysHeld = oncePerSentence((s: Sentence): ReadonlySet<string> => {
  const held = new Set<string>();
  for (const days of daysOfFigures(s)?.values() ?? []) for (const d of days) held.add(d);
  const t = s.tokens;
  for (let i = 0; i < t.length; i++) {
    const day = weekdayOf(t[i]!);
    if (day === "") continue;
    held.add(day);
    const end = closesRange(t[i + 1]) ? weekdayOf(t[i + 2] ?? t[i]!) : "";
    if (end !== "") for (let k = WEEK_ORDER.indexOf(day); WEEK_ORDER[k] !== end; k = (k + 1) % WEEK_ORDER.length) held.add(WEEK_ORDER[k]!);
  }
  return held;
});

const daysOfFigures = oncePerSentence((s: Sentence): ReadonlyMap<NumberMention, ReadonlySet<string>> | null => {
  const t = s.tokens;
  const out = new Map<NumberMention, ReadonlySet<string>>();
  let days = new Set<string>();
  let figureSince = false;
  let named = false;
  let next = 0;
  for (let i = 0; i < t.length; i++) {
    const day = weekdayOf(t[i]!);
    if (day !== "") {
      if (figureSince) [days, figureSince] = [new Set<string>(), false];
      days.add(day);
      named = true;
      // A span holds the days between its ends, round the week: "Monday to Thursday" holds Tuesday.
      const end = closesRange(t[i + 1]) ? weekdayOf(t[i + 2] ?? t[i]!) : "";
      if (end !== "") {
        for (let k = WEEK_ORDER.indexOf(day); WEEK_ORDER[k] !== end; k = (k + 1) % WEEK_ORDER.length) days.add(WEEK_ORDER[k]!);
        days.add(end);
        i += 2;
      }
      continue;
    }
    while (next < s.numbers.length && s.numbers[next]!.from <= i) {
      out.set(s.numbers[next]!, days);
      figureSince = true;
      next++;
    }
  }
  return named ? out : null;
});

/**
 * The claim's time given only for other days than its weekday, where another time is given for that day: "The library
 * closes at 8 pm on Saturdays" / "open Monday to Thursday from 9 am to 8 pm, and Friday and Saturday from 10 am to 5 pm".
 */
function timeOfOtherDays(claim: Sentence, s: Sentence): Substitution | null {
  const mine = claimWeekday(claim);
  const days = mine ? daysOfFigures(s) : null;
  if (!days) return null;
  const day = weekdayOf(mine!);
  for (const n of claim.numbers) {
    if (n.kind !== "time") continue;
    const same = s.numbers.filter((m) => sameFigure(claim.tokens, n, s.tokens, m));
    if (same.length === 0 || same.some((m) => (days.get(m)?.size ?? 0) === 0 || days.get(m)!.has(day))) continue;
    const rivals = s.numbers.filter((m) => m.kind === "time" && days.get(m)?.has(day));
    const rival = rivals.find((m) => rangeEnd(s, m) === rangeEnd(s, same[0]!));
    if (rival) return { kind: numberKind(n), claim: n.raw, sentence: rival.raw, sameVerb: true };
  }
  return null;
}

const claimHasWeekday = oncePerSentence((claim: Sentence): boolean => claim.tokens.some((t) => weekdayOf(t) !== ""));

/** The claim's weekday when it names one day only, as often as it likes ("on Saturday"), read once per claim. */
const claimWeekday = oncePerSentence((claim: Sentence): Token | null => {
  const mine = claim.tokens.filter((t) => weekdayOf(t) !== "");
  return mine.length > 0 && mine.every((t) => weekdayOf(t) === weekdayOf(mine[0]!)) ? mine[0]! : null;
});

/**
 * Whether the claim's "at" figure is where the sentence's range ends: "closes at 6 pm" is "open from 9 am to 6 pm",
 * so "close" against "open" is no antonym there.
 */
function closesRangeAt(frame: ClaimFrame, s: Sentence): boolean {
  const at = frame.sentence.numbers.filter((n) => frame.sentence.tokens[n.from - 1]?.lower === "at");
  return at.some((n) => s.numbers.some((m) => RANGE_ENDS.has(s.tokens[m.from - 1]?.lower ?? "") && m.value === n.value));
}

/** Verbs that say what something costs. */
const PRICE_VERBS = new Set(["cost", "charge"]);

/** The claim's words that make a price with its figure: "costs", and the period of "$10 per day" / "£5 a month". */
function priceWordsOf(claim: Sentence, n: NumberMention | undefined): string[] {
  const words = claim.tokens.filter((t) => PRICE_VERBS.has(t.lemma)).map((t) => t.lower);
  const [per, period] = n ? [claim.tokens[n.to + 1], claim.tokens[n.to + 2]] : [];
  if (period && (per?.lower === "per" || per?.lower === "a")) words.push(period.lower);
  return words;
}

/** A plain figure followed by what it counts ("301.6 million paid memberships"): no amount of money. */
function countsThings(s: Sentence, m: NumberMention): boolean {
  const i = wordAfterNumber(s.tokens, m);
  const next = s.tokens[i];
  // Past one modifier, an adjective or a participle ("paid").
  return next?.pos === "NOUN" || ((next?.pos === "ADJ" || next?.pos === "VERB") && s.tokens[i + 1]?.pos === "NOUN");
}

/** Figures whose kind already says what they measure (a year, a date, money, a measurement, a percentage). */
function typedFigure(n: NumberMention): boolean {
  return n.kind !== "number";
}

/** Words skipped when looking for what a figure or quantifier is about ("three of the stations", "about 40 people"). */
const NEIGHBOUR_SKIP = new Set(["the", "a", "an", "of", "about", "around", "nearly", "almost", "over", "under", "more", "less", "fewer", "greater", "roughly", "than", "approximately", "some", "just", "only", "at", "least", "most"]);

/** How many tokens after a quantifier its noun may come ("all EU member states", "20 of the 27 EU member states"). */
const QUANTIFIED_REACH = 5;

/** The lemma of the first noun after a quantifier, past a count of the whole ("all 27 EU member states"), or "". */
function quantifiedNoun(s: Sentence, q: Quantifier): string {
  for (let i = q.first + 1; i < s.tokens.length && i <= q.first + QUANTIFIED_REACH; i++) {
    const t = s.tokens[i]!;
    if (t.type === "number") continue;
    if (t.type !== "word") return "";
    // The head of a compound: "all snake species" quantifies species, as "600 of the species" does.
    if (t.pos === "NOUN") return s.tokens[i + 1]?.pos === "NOUN" && s.tokens[i + 1]!.type === "word" ? s.tokens[i + 1]!.lemma : t.lemma;
  }
  return "";
}

/** Pronouns a quantifier's "of" may take for what the sentence is about: "a quarter of it", "most of them". */
const QUANTIFIED_PRONOUNS = new Set(["it", "them"]);

/**
 * A quantifier of a pronoun standing for the claim's quantified name: "only about a quarter of it is covered by sand
 * dunes" after a sentence on the Sahara, for "Most of the Sahara is covered…".
 */
function quantifiesReferent(a: Sentence, q: Quantifier, b: Sentence, x: Quantifier, referents: ReadonlySet<string> | undefined): boolean {
  if (!referents || referents.size === 0) return false;
  const after = x.first + x.word.split(" ").length;
  const pronoun = b.tokens[b.tokens[after - 1]?.lower === "of" ? after : after + 1];
  return !!pronoun && QUANTIFIED_PRONOUNS.has(pronoun.lower) && referents.has(neighbour(a, q.first, q.first, 1));
}

/** How many of the claim's content words the clause of token `at` holds (clauses cut as strongClausesOf cuts them). */
function claimWordsInClause(frame: ClaimFrame, s: Sentence, at: number): number {
  const clause = strongClausesOf(s);
  let count = 0;
  for (let i = 0; i < s.tokens.length; i++) if (clause[i] === clause[at] && isClaimContentWord(frame, s.tokens[i]!)) count++;
  return count;
}

/** Two quantifiers of the same noun: "all EU member states" / "20 of the member states" (both "member"). */
function sameQuantified(a: Sentence, q: Quantifier, b: Sentence, x: Quantifier): boolean {
  const noun = quantifiedNoun(a, q);
  return noun !== "" && noun === quantifiedNoun(b, x);
}

/**
 * Whether the sentence's antonym of the claim's verb takes another thing than the claim's, which the sentence gives
 * after another verb: "removes the device limit and adds offline access" for "includes offline access".
 */
function takesOtherObject(claim: Sentence, verb: Token, s: Sentence, hit: Token, claimLemmas: ReadonlySet<string>): boolean {
  if (verb.pos !== "VERB" || hit.pos !== "VERB") return false;
  const at = claim.tokens.indexOf(verb);
  const wanted = neighbour(claim, at, at, 1);
  const i = s.tokens.indexOf(hit);
  // Its object: the noun phrase right after it, past an article ("removes the device limit"), not one after a
  // preposition ("voted to remain in the EU").
  let k = i + 1;
  while (s.tokens[k]?.pos === "DET") k++;
  const taken = s.tokens[k];
  if (!taken || (taken.pos !== "NOUN" && taken.pos !== "ADJ" && taken.pos !== "PROPN")) return false;
  return wanted !== "" && taken.lemma !== wanted && !claimLemmas.has(taken.lemma) && s.tokens.some((x, j) => x.lemma === wanted && j > i);
}

/**
 * Whether the sentence gives the claim's word with its noun left out, ending a list item, after an antonym that has the
 * noun: "45 W wired charging, 15 W wireless" for "wireless charging". A predicate ("drones are male.") is no such item.
 */
function elidedAfterAntonym(s: Sentence, t: Token, opposite: readonly string[], noun: string): boolean {
  const tokens = s.tokens;
  const antonymWithNoun = tokens.some((x, i) => (opposite.includes(x.lemma) || opposite.includes(x.lower)) && neighbour(s, i, i, 1) === noun);
  return antonymWithNoun && tokens.some((x, i) => x.lemma === t.lemma && neighbour(s, i, i, 1) === "" && i > 0 && tokens[i - 1]!.pos !== "AUX" && tokens[i - 1]!.pos !== "VERB" && tokens[i - 1]!.type !== "punctuation");
}

/** The lemma of the nearest content word before or after tokens [from, to] of a sentence, or "". */
function neighbour(s: Sentence, from: number, to: number, step: 1 | -1): string {
  for (let i = step === 1 ? to + 1 : from - 1, n = 0; i >= 0 && i < s.tokens.length && n < 4; i += step, n++) {
    const t = s.tokens[i]!;
    // A figure joined to its word by a hyphen: "48-megapixel camera".
    if (step === 1 && n === 0 && t.text === "-" && t.start === s.tokens[i - 1]!.end) continue;
    if (t.type !== "word") return "";
    // What a figure counts is the noun after its adjectives: "18 hexagonal segments".
    if (step === 1 && t.pos === "ADJ" && s.tokens[i + 1]?.pos === "NOUN") continue;
    if (!NEIGHBOUR_SKIP.has(t.lower)) return t.lemma;
  }
  return "";
}

/**
 * Whether two plain figures or quantifiers are about the same thing: the same word follows or precedes them
 * ("12,000 inhabitants" / "15,000 inhabitants"); "at the age of 78" and "three children" are not.
 */
function sameNeighbour(a: Sentence, aFrom: number, aTo: number, b: Sentence, bFrom: number, bTo: number): boolean {
  const after = neighbour(a, aFrom, aTo, 1);
  if (after !== "" && after === neighbour(b, bFrom, bTo, 1)) return true;
  const before = neighbour(a, aFrom, aTo, -1);
  return before !== "" && before === neighbour(b, bFrom, bTo, -1);
}

/** How many tokens an aside set off by commas may have ("according to legend"). */
const ASIDE_TOKENS = 4;

/** The index of the comma that opens an aside closed by the comma at `close`, or -1. */
function asideOpening(s: Sentence, close: number): number {
  for (let i = close - 1; i >= 0 && close - i <= ASIDE_TOKENS + 1; i--) {
    const t = s.tokens[i]!;
    if (t.text === ",") return i;
    if (t.type === "punctuation") return -1;
  }
  return -1;
}

/** Tokens read back from a figure for the verb it hangs on ("landed the Apollo Lunar Module Eagle on July 20"). */
const GOVERNOR_REACH = 16;
/** Words that join a second predicate of the same subject when a verb follows them ("and was", "but fell"). */
const PREDICATE_JOINS = new Set(["and", "but"]);

/**
 * The lemma of the nearest verb before token `from`, within GOVERNOR_REACH tokens and the clause; "" if none. The words
 * of a name count as one ("carried Doug Hurley and Bob Behnken to the International Space Station in 2021").
 */
function governingVerb(s: Sentence, figureFrom: number): string {
  const from = dateOpening(s, figureFrom);
  // A date phrase opening a clause after "and" or "but" hangs on that clause's verb: "After his release in 1990, he
  // led negotiations…, and in 1994 he became South Africa's first Black president".
  if (s.tokens[from - 1]?.pos === "ADP" && DATE_CLAUSE_JOINS.has(s.tokens[from - 2]?.lower ?? "")) {
    const verb = verbAfterOpening(s, from);
    if (verb) return verb;
  }
  let reach = 0;
  for (let i = from - 1; i >= 0 && reach < GOVERNOR_REACH; i--) {
    const t = s.tokens[i]!;
    if (t.pos !== "PROPN" || s.tokens[i - 1]?.pos !== "PROPN") reach++;
    // A comma right before "in 1953" sets off the verb's own adjunct ("were the first to have reached the summit, in 1953").
    const adjunct = t.text === "," && i === from - 2 && s.tokens[from - 1]!.pos === "ADP";
    // ...past an aside between commas before it ("was founded, according to legend, in 753 BC").
    if (adjunct) {
      const open = asideOpening(s, i);
      if (open >= 0) i = open;
      continue;
    }
    // The comma inside a date ("on March 14, 2023") is no clause break.
    const inDate = t.text === "," && i === from - 1 && s.tokens[i - 1]?.type === "number";
    if (t.type === "punctuation" && (t.text === "," || t.text === ";" || t.text === ":") && !inDate) return "";
    // Nor past the opening of a clause joined to the one before: "opened in 1937 and was the longest … until 1964".
    if (PREDICATE_JOINS.has(t.lower) && (s.tokens[i + 1]?.pos === "AUX" || s.tokens[i + 1]?.pos === "VERB")) return "";
    // An "-ing" form right after a verb is what it takes, not a verb of its own ("introduced streaming in 2012").
    if (t.pos === "VERB" && t.lower.endsWith("ing") && s.tokens[i - 1]?.pos === "VERB") continue;
    if (t.pos === "VERB") return t.lemma;
    const verb = verbLemma(t) ?? joinedVerbAsNoun(s, i);
    if (verb) return verb;
  }
  // A date that is the whole opening phrase hangs on the clause's verb after it: "In May 2020, the Crew Dragon capsule
  // carried…" (not "After Tung's retirement in 1996, Oue served…").
  return s.tokens[0]?.pos === "ADP" && onlyDateBefore(s, from) ? verbAfterOpening(s, from) : "";
}

/**
 * The verb each figure of a sentence hangs on, read once per sentence: the figures of the claim and of each sentence
 * are compared pair by pair.
 */
const figureVerbs = oncePerSentence((s) => new Map(s.numbers.map((n) => [n, governingVerb(s, n.from)])));

/** The verb a figure of the sentence hangs on (its lemma), or "" when none is read. */
export function figureVerb(s: Sentence, n: NumberMention): string {
  return figureVerbs(s).get(n) ?? governingVerb(s, n.from);
}

/** Verbs that say an event happened, one for another when dating it: "was held in August" / "took place … in July". */
const HOLDING_VERBS = new Set(["hold", "stage", "happen", "occur"]);

/** Verbs that, before "into", say where a river or a stream ends ("flows into", "empties into", "drains into"). */
const MOUTH_VERBS = new Set(["flow", "empty", "drain", "discharge"]);

/** The index of a verb of MOUTH_VERBS right before "into" (the tagger may read "flows" as a noun), or -1. */
function mouthVerbAt(tokens: readonly Token[]): number {
  // By its "-ing" form too, which the tagger may take for a noun ("before emptying/NOUN into the Atlantic").
  const gerundOf = (w: string) => w.replace(/ying$/, "y").replace(/ing$/, "");
  return tokens.findIndex((t, i) => (MOUTH_VERBS.has(t.lemma) || MOUTH_VERBS.has(gerundOf(t.lower))) && tokens[i + 1]?.lower === "into");
}

/** Whether the claim's verb and the one the sentence's date `m` hangs on both say an event was held ("take" only with "place"). */
function heldBoth(verb: string, s: Sentence, m: NumberMention, theirs: string): boolean {
  if (!HOLDING_VERBS.has(verb)) return false;
  if (HOLDING_VERBS.has(theirs)) return true;
  if (theirs !== "take") return false;
  const t = s.tokens;
  for (let k = m.from - 1; k >= 0 && k >= m.from - DATED_VERB_REACH; k--) if (t[k]!.lemma === "take") return t[k + 1]?.lower === "place";
  return false;
}

/** How far before its figure the verb a date hangs on is looked for. */
const DATED_VERB_REACH = 8;

/**
 * Whether the verb `m` hangs on has its own subject, a name of the sentence the claim does not give, right before it:
 * "…until the Akashi Kaikyō Bridge in Japan opened in 1998" dates another bridge's opening, not the claim's.
 */
function otherNamesVerb(c: SentenceSlots, s: SentenceSlots, m: NumberMention, verb: string): boolean {
  const t = s.sentence.tokens;
  for (let k = m.from - 1; k >= 0 && k >= m.from - DATED_VERB_REACH; k--) {
    if (t[k]!.lemma !== verb || t[k]!.pos !== "VERB") continue;
    let j = k - 1;
    while (j >= 0 && (t[j]!.pos === "AUX" || t[j]!.pos === "ADV")) j--;
    // Past a place it is in ("the Akashi Kaikyō Bridge in Japan").
    const placed = s.entities.find((f) => f.last === j && f.preposition === "in");
    const at = placed ? placed.first - 2 : j;
    const subject = s.entities.find((f) => f.last === at);
    return !!subject && !subject.generic && reliableName(subject) && !entityIn(subject, c.lowers);
  }
  return false;
}

/**
 * The preposition that introduces a date ("in", "on", "from", "since", "until"), or "" when none does ("the 2016
 * Olympics", a dateline): "up 38 percent from 2022" dates no rise in 2022.
 */
export function dateWord(s: Sentence, n: NumberMention): string {
  const before = s.tokens[datePartOpening(s, dateOpening(s, n.from))];
  return before?.pos === "ADP" ? before.lower : "";
}

/** Words that place a date within its span ("in mid- or late September", "in early 1990"). */
const DATE_PART_WORDS = new Set(["early", "mid", "late"]);
const DATE_PART_JOINERS = new Set(["-", "or", "and"]);

/** Where the word before a date stands, past the words that place it within its span: "in" of "in mid- or late September". */
function datePartOpening(s: Sentence, from: number): number {
  let at = from - 1;
  let parts = 0;
  for (let k = 0; k < 5 && at >= 0; k++, at--) {
    const lower = s.tokens[at]!.lower;
    if (DATE_PART_WORDS.has(lower)) parts++;
    else if (!DATE_PART_JOINERS.has(lower) || parts === 0) break;
  }
  return parts > 0 ? at : from - 1;
}

/** Words that end the subject of a clause joined to another: "…costs $45 and a men's haircut costs $30". */
const CLAUSE_JOINS = new Set(["and", "but", "while", "whereas", ",", ";"]);

/** Each clause of a verb in a sentence: where the verb stands and the lower-case words of the subject before it. */
interface VerbClauses {
  readonly at: readonly number[];
  readonly subjects: readonly ReadonlySet<string>[];
}

const clausesByVerb = oncePerSentence((): Map<string, VerbClauses> => new Map());

/** The clauses of `verb` in `s`, each subject read back to the join before it ("…$45 and a men's haircut costs"). */
function verbClauses(s: Sentence, verb: string): VerbClauses {
  const cache = clausesByVerb(s);
  let clauses = cache.get(verb);
  if (!clauses) {
    const at: number[] = [];
    s.tokens.forEach((t, i) => {
      if (t.pos === "VERB" && t.lemma === verb) at.push(i);
    });
    const subjects = at.map((v, k) => {
      let start = k === 0 ? 0 : at[k - 1]! + 1;
      for (let i = v - 1; i >= start; i--) {
        if (CLAUSE_JOINS.has(s.tokens[i]!.lower)) {
          start = i + 1;
          break;
        }
      }
      return new Set(s.tokens.slice(start, v).map((t) => t.lower));
    });
    clauses = { at, subjects };
    cache.set(verb, clauses);
  }
  return clauses;
}

/** Pronouns that may open a clause as its subject. */
const CLAUSE_SUBJECT_PRONOUNS = new Set(["it", "they", "he", "she"]);

/**
 * Which figures of `s` belong to a clause about another subject than the claim's, one of two or more clauses of the
 * claim's verb: "A women's haircut costs $45 and a men's haircut costs $30" gives "$45" to women's haircuts, so it
 * neither states nor rivals "A men's haircut costs $45". Only when another clause's subject has every word of the
 * claim's; null when no figure is so held.
 */
function otherSubjectsFigures(claim: Sentence, verb: string, s: Sentence): ((m: NumberMention) => boolean) | null {
  if (verb === "") return null;
  const clauses = verbClauses(s, verb);
  if (clauses.at.length < 2) return null;
  const claimVerb = claim.tokens.findIndex((t) => t.pos === "VERB" && t.lemma === verb);
  const wanted = claim.tokens.slice(0, Math.max(0, claimVerb)).filter((t) => t.type === "word" && !t.stop).map((t) => t.lower);
  // A clause with a pronoun for its subject goes on about the one before: "…every day except Sunday, when it opens at
  // 9 am".
  const holds = clauses.subjects.map((subject) => (wanted.length > 0 && wanted.every((w) => subject.has(w))) || [...subject].some((w) => CLAUSE_SUBJECT_PRONOUNS.has(w)));
  if (!holds.includes(true)) return null;
  return (m) => {
    // The clause whose verb comes last before the figure.
    let lo = 0;
    let hi = clauses.at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (clauses.at[mid]! < m.from) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && !holds[lo - 1];
  };
}

/**
 * Conjunctions that, after a comma, open a clause of its own subject: "…costs £90 if bought on the day, but advance
 * tickets start at £35", "It is free to join, and a certificate costs £49".
 */
const CONTRAST_WORDS = new Set(["but", "while", "whereas", "and"]);

/**
 * The figures of a clause joined to the one before it with its own subject ("…, but advance tickets start at £35") that
 * has a word the claim's lacks ("advance" for "A standard single ticket bought on the day costs £35"); null when no
 * clause is so joined.
 */
function contrastedSubjectsFigures(claim: Sentence, s: Sentence): ((m: NumberMention) => boolean) | null {
  const tokens = s.tokens;
  const at = tokens.findIndex((t, i) => CONTRAST_WORDS.has(t.lower) && tokens[i - 1]?.text === ",");
  if (at < 0) return null;
  const subject: Token[] = [];
  let i = at + 1;
  for (; i < tokens.length && (tokens[i]!.pos === "DET" || tokens[i]!.pos === "ADJ" || tokens[i]!.pos === "NOUN" || tokens[i]!.pos === "PROPN"); i++) {
    // A price verb the tagger reads as a noun before its amount ends the subject: "a certificate costs/NOUN £49".
    if (priceVerbBeforeAmount(tokens, i)) break;
    if (tokens[i]!.pos !== "DET") subject.push(tokens[i]!);
  }
  const verbal = tokens[i]?.pos === "VERB" || tokens[i]?.pos === "AUX" || PRICE_VERBS.has(tokens[i]?.lemma ?? "");
  if (subject.length === 0 || !verbal) return null;
  // The claim's verb, a price verb read as a noun too: "Special exhibitions cost/NOUN £12".
  const claimVerb = claim.tokens.findIndex((t, j) => t.pos === "VERB" || t.pos === "AUX" || priceVerbBeforeAmount(claim.tokens, j));
  const claimSubject = claim.tokens.slice(0, Math.max(0, claimVerb)).filter((t) => t.type === "word" && !t.stop);
  // Words compared by stem: a claim's opening plural may be read as a name and left unlemmatised ("Lockers/PROPN").
  const claimWords = new Set(claimSubject.map((t) => t.stem));
  if (subject.every((t) => claimWords.has(t.stem))) return null;
  // Not a clause that names all of the claim's subject, whatever else it has ("…, and the male incubates the single egg"
  // for "The egg is incubated for about two months").
  const clause = new Set(tokens.slice(at + 1).map((t) => t.stem));
  if (claimSubject.length > 0 && claimSubject.every((t) => clause.has(t.stem))) return null;
  return (m) => m.from > at;
}

/** Whether token i is a price verb right before its amount ("costs £49"), whatever the tagger read it as. */
function priceVerbBeforeAmount(tokens: readonly Token[], i: number): boolean {
  return PRICE_VERBS.has(tokens[i]!.lemma) && (tokens[i + 1]?.pos === "SYM" || tokens[i + 1]?.type === "number");
}

/** Prepositions that date a point in time alike: "in 1999" and "on 1 January 2002" date the same kind of thing. */
const POINT_IN_TIME_WORDS = new Set(["in", "on"]);

/** Whether two date words (dateWord) date a figure the same way. */
function sameDateWord(a: string, b: string): boolean {
  return a === b || (POINT_IN_TIME_WORDS.has(a) && POINT_IN_TIME_WORDS.has(b));
}

/**
 * Whether a date names the event of the claim's verb by its noun: "Its 1883 eruption" or "the eruption of 1883" for
 * "erupted in 1783", "its completion in 1970" for "was completed".
 */
function eventNounOf(s: Sentence, m: NumberMention, verb: string): boolean {
  const after = s.tokens[m.to + 1];
  const before = s.tokens[m.from - 1]?.pos === "ADP" ? s.tokens[m.from - 2] : undefined;
  const root = stem(verb);
  return [after, before].some((t) => t?.pos === "NOUN" && t.stem === root);
}

/** How many words a "when" clause may run before the date that dates the verb before it. */
const WHEN_CLAUSE_REACH = 10;

/**
 * Whether a date closes a "when" clause right after the claim's verb, which it dates: "It began when Germany invaded
 * Poland on 1 September 1939" dates "began".
 */
function datedByWhen(s: Sentence, m: NumberMention, verb: string): boolean {
  const when = s.tokens.findIndex((t, i) => t.lower === "when" && s.tokens[i - 1]?.lemma === verb && s.tokens[i - 1]!.pos === "VERB");
  return when >= 0 && m.from > when && m.from - when <= WHEN_CLAUSE_REACH;
}

/** The noun a figure is "for" right after it ("£25 for adults" → "adult"), if any. */
function forWhom(s: Sentence, n: NumberMention): string | undefined {
  const noun = s.tokens[n.to + 1]?.lower === "for" ? s.tokens[n.to + 2] : undefined;
  return noun?.pos === "NOUN" ? noun.lemma : undefined;
}

/**
 * Whether `figure` stands in another clause than `own`: a word that joins clauses (CLAUSE_JOINS) between them, and a
 * verb of its own after that word when `figure` comes second ("…and the concert starts at 8 pm"). A phrase that goes
 * on under the same verb is no other clause: "won the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in
 * 1911", "ended in Europe on 8 May 1945 and in Asia on 2 September 1945".
 */
function joinedApart(s: Sentence, figure: NumberMention, own: NumberMention): boolean {
  const [first, second] = figure.from < own.from ? [figure, own] : [own, figure];
  let join = -1;
  for (let i = first.to + 1; i < second.from && join < 0; i++) if (CLAUSE_JOINS.has(s.tokens[i]!.lower)) join = i;
  if (join < 0) return false;
  if (second === own) return true;
  for (let i = join + 1; i < figure.from; i++) if (s.tokens[i]!.pos === "VERB" || s.tokens[i]!.pos === "AUX") return true;
  return false;
}

/** Two verbs read, and not the same one. */
function otherVerb(a: string, b: string): boolean {
  return a !== "" && b !== "" && a !== b;
}

/** Where the date a year ends starts: at "20" of "on 20 July 1969", so the phrase is read as one adjunct. */
function dateOpening(s: Sentence, from: number): number {
  const month = s.tokens[from - 1];
  if (!month || !(MONTHS.has(month.lower) || month.lower === "may")) return from;
  const day = s.tokens[from - 2];
  return day?.type === "number" && /^\d{1,2}$/.test(day.text) ? from - 2 : from - 1;
}

/** Whether the tokens between a sentence's opening preposition and `from` are all parts of dates ("In May 2020"). */
function onlyDateBefore(s: Sentence, from: number): boolean {
  for (let i = 1; i < from; i++) {
    const month = MONTHS.has(s.tokens[i]!.lower) || s.tokens[i]!.lower === "may";
    if (!month && !s.numbers.some((n) => isCalendar(n) && n.from <= i && i <= n.to)) return false;
  }
  return true;
}

/** Words before a date's preposition that open a clause of its own ("…, and in 1994 he became…"). */
const DATE_CLAUSE_JOINS = new Set(["and", "but"]);

/** The lemma of a verb, also of a participle the tagger reads as an adjective ("Usain Bolt retired in 2012"). */
/**
 * A second verb of its subject the tagger read as a plural noun, after "and" and before a preposition, the clause before
 * having a verb: "It departs Lisbon at 11:40 a.m. and lands/NOUN in Toronto at 2:15 p.m.".
 */
function joinedVerbAsNoun(s: Sentence, i: number): string | undefined {
  const t = s.tokens[i]!;
  if (t.pos !== "NOUN" || !t.lower.endsWith("s") || t.lemma === t.lower || s.tokens[i - 1]?.lower !== "and" || s.tokens[i + 1]?.pos !== "ADP") return undefined;
  return s.tokens.slice(0, i - 1).some((x) => x.pos === "VERB") ? t.lemma : undefined;
}

function verbLemma(t: Token): string | undefined {
  if (t.pos === "VERB") return t.lemma;
  return t.pos === "ADJ" ? participleVerb(t.lower) : undefined;
}

function verbAfterOpening(s: Sentence, from: number): string {
  let commas = 0;
  for (let i = from + 1; i < s.tokens.length && i - from <= GOVERNOR_REACH; i++) {
    const t = s.tokens[i]!;
    if (t.text === ";" || t.text === ":" || (t.text === "," && ++commas > 1)) return "";
    const verb = verbLemma(t);
    if (verb) return verb;
  }
  return "";
}

/** Whether a plain figure is part of the name before it: "Apollo 13", "Windows 11". */
function namesNumber(s: Sentence, n: NumberMention): boolean {
  return n.kind === "number" && n.bound === undefined && s.tokens[n.from - 1]?.pos === "PROPN" && /^\d+$/.test(n.raw);
}

/** A year written inside a name, between two of its words: "the Baku 2015 European Games", "London 2012 Olympics". */
function yearInName(s: Sentence, n: NumberMention): boolean {
  return n.kind === "year" && n.from === n.to && s.tokens[n.from - 1]?.pos === "PROPN" && s.tokens[n.to + 1]?.pos === "PROPN";
}

/** Both figures follow a name, bound or not ("Android 10 or newer", "iOS 16 or later"), and the names differ. */
function otherNamesVersion(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  const name = (x: Sentence, f: NumberMention) => (f.kind === "number" && x.tokens[f.from - 1]?.pos === "PROPN" ? x.tokens[f.from - 1]!.lower : undefined);
  const [mine, theirs] = [name(claim, n), name(s, m)];
  return mine !== undefined && theirs !== undefined && mine !== theirs;
}

/**
 * A measurement followed by the noun it measures ("a 13.6-inch display") is compared only with a sentence that has
 * that noun: "MacBook Air 13-inch (M3)" names a model, it gives no display size.
 */
function measuresTheSame(claim: Sentence, n: NumberMention, s: SentenceSlots): boolean {
  if (n.kind !== "quantity") return true;
  const measured = claim.tokens[n.to + 1];
  return measured?.pos !== "NOUN" || s.lemmas.has(measured.lemma);
}

/** The bases of the superlatives opposite to one: its antonyms ("large" / "small"), "most X" / "least X". */
function oppositeSuperlatives(base: string): readonly string[] {
  const [degree, adjective] = base.split(" ");
  if (adjective && degree === "most") return [`least ${adjective}`];
  if (adjective && degree === "least") return [`most ${adjective}`];
  // "closest" / "farthest" (lexicon's oppositeDistances, read for superlatives only: "close" is as often "shut").
  const distance = oppositeDistances(base);
  return distance.length > 0 ? distance : antonymsOf(base);
}

/** Words read after a figure for what it counts ("three FIFA World Cups" → fifa, world, cup). */
const COUNTED_WORDS = 3;

/**
 * A count of times against a count of the thing: "won the World Cup once" / "won three World Cups" (the word right
 * before the claim's "once" is among the words the sentence's figure counts).
 */
function timesOfObject(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  if (!isTimesWord(n.raw)) return false;
  const object = claim.tokens[n.from - 1];
  if (!object || object.type !== "word") return false;
  for (let i = m.to + 1; i < s.tokens.length && i <= m.to + COUNTED_WORDS; i++) {
    const t = s.tokens[i]!;
    if (t.type !== "word") return false;
    if (t.stem === object.stem) return true;
  }
  return false;
}

/**
 * The other end of a span the figure is written in: "the 1904–1905 season", "a 10–7 lead". A sentence giving one end
 * on its own ("reached the First Division in 1904") states the span; one giving a span of its own ("a 10–5 lead")
 * states only the ends it shares.
 */
function spanPartner(s: Sentence, n: NumberMention): NumberMention | undefined {
  const dash = (i: number) => s.tokens[i]?.text === "\u2013";
  return s.numbers.find((o) => o !== n && o.kind === n.kind && ((dash(n.to + 1) && o.from === n.to + 2) || (dash(n.from - 1) && o.to === n.from - 2)));
}

/** A figure that counts times: "once", "twice", "three times" ("won 3–1" gives no count of times). */
function countsTimes(s: Sentence, m: NumberMention): boolean {
  return isTimesWord(m.raw) || /^times?$/.test(s.tokens[m.to + 1]?.lower ?? "");
}

/** Words before a unit of time that make a count of times a rate over it ("twice a day", "three times per week"). */
const PER_PERIOD_WORDS = new Set(["a", "an", "per", "each", "every"]);

interface TimesPerPeriod {
  readonly count: number;
  readonly period: string;
  readonly text: string;
}

/**
 * How often a sentence says something is done: "twice a day", "once daily", "three times per week", "2 times a
 * month". Linear in the sentence's tokens.
 */
function timesPerPeriodOf(s: Sentence): TimesPerPeriod[] {
  const out: TimesPerPeriod[] = [];
  const t = s.tokens;
  let counts: Map<number, NumberMention> | undefined;
  for (let i = 0; i < t.length; i++) {
    let count = timesWordValue(t[i]!.lower);
    let end = i;
    if (count === undefined && (t[i + 1]?.lower === "times" || t[i + 1]?.lower === "time")) {
      counts ??= new Map(s.numbers.filter((x) => x.kind === "number").map((x) => [x.to, x]));
      const m = counts.get(i);
      if (m) {
        count = m.value;
        end = i + 1;
      }
    }
    if (count === undefined) continue;
    const next = t[end + 1]?.lower ?? "";
    // The period by an adverb ("daily": the lexicon's FREQUENCY_WORDS) or a unit after "a"/"per" (INTERVAL_UNITS).
    const unit = t[end + 2]?.lemma ?? "";
    const period = FREQUENCY_WORDS.get(next) ?? (PER_PERIOD_WORDS.has(next) && INTERVAL_UNITS.has(unit) ? unit : undefined);
    if (period === undefined) continue;
    const last = FREQUENCY_WORDS.has(next) ? end + 1 : end + 2;
    out.push({ count, period, text: t.slice(i, last + 1).map((x) => x.text).join(" ") });
  }
  return out;
}

/**
 * The claim's frequency against the sentence's over the same period: "twice a day" / "once daily" is a substitution;
 * "twice a day" / "two times a day" states it (`same`). Null when either gives none over that period.
 */
function timesPerPeriodAgainst(claim: Sentence, s: Sentence): { same: boolean; claim: TimesPerPeriod; sentence: TimesPerPeriod } | null {
  const ours = claim.numbers.length > 0 || claim.tokens.some((x) => timesWordValue(x.lower) !== undefined) ? timesPerPeriodOf(claim) : [];
  if (ours.length !== 1) return null;
  const theirs = timesPerPeriodOf(s).filter((f) => f.period === ours[0]!.period);
  if (theirs.length === 0) return null;
  const same = theirs.find((f) => f.count === ours[0]!.count);
  return { same: !!same, claim: ours[0]!, sentence: same ?? theirs[0]! };
}

/** Whether a word the claim's negation cue governs is in the aligned clause of the sentence. */
function governedWordIn(claim: Sentence, cue: number, s: SentenceSlots, span: [number, number] | null): boolean {
  if (!span) return false;
  const inSpan = new Set<string>();
  for (let i = span[0]; i <= span[1]; i++) inSpan.add(s.sentence.tokens[i]!.lemma);
  for (let i = cue + 1; i <= Math.min(claim.tokens.length - 1, cue + NEGATION_REACH); i++) {
    const t = claim.tokens[i]!;
    if (t.type === "word" && !NEIGHBOUR_SKIP.has(t.lower) && inSpan.has(t.lemma)) return true;
  }
  return false;
}

/** Words that end the clause a negation cue stands in. */
const CLAUSE_ENDS = new Set([",", ";", ":", "but", "because", "which", "although", "while", "unless"]);

/**
 * Whether the sentence has every common noun the claim denies something of, after its cue in the same clause: "should
 * not be taken on an empty stomach" is denied by no "Take ibuprofen with a meal", which says nothing of an empty
 * stomach; "Dogs are not allowed in the restaurant" by no "Dogs are allowed on the terrace".
 */
function negatedNounsIn(claim: Sentence, cue: number, s: SentenceSlots): boolean {
  let claimLowers: Set<string> | undefined;
  for (let i = cue + 1; i < claim.tokens.length; i++) {
    const t = claim.tokens[i]!;
    if (CLAUSE_ENDS.has(t.lower)) break;
    if (t.pos !== "NOUN" || t.type !== "word") continue;
    if (!s.sentence.keys.has(matchKey(t)) && !s.lemmas.has(t.lemma) && !s.lowers.has(t.lower)) return false;
    claimLowers ??= new Set(claim.tokens.map((x) => x.lower));
    if (onlyOwnedByOther(s.sentence, t, claimLowers)) return false;
  }
  return true;
}

/**
 * Whether every mention of the claim's noun in the sentence belongs to a name the claim does not give: "Earth's Moon"
 * and "the moons of Jupiter" say nothing against "Mercury has no moons".
 */
function onlyOwnedByOther(sentence: Sentence, noun: Token, claimLowers: ReadonlySet<string>): boolean {
  const tokens = sentence.tokens;
  let mentions = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.lemma !== noun.lemma && t.lower !== noun.lower) continue;
    mentions++;
    const owner = tokens[i - 1]?.lower === "'s" || tokens[i - 1]?.lower === "\u2019s" ? tokens[i - 2] : tokens[i + 1]?.lower === "of" ? (tokens[i + 2]?.lower === "the" ? tokens[i + 3] : tokens[i + 2]) : undefined;
    if (!owner || owner.pos !== "PROPN" || claimLowers.has(owner.lower)) return false;
  }
  return mentions > 0;
}

/**
 * Whether the claim's word `word` (as written) stands after one of its negation cues in the same clause: "should not be
 * taken on an empty stomach" denies "empty", so "with a meal" states it.
 */
function negatedInClause(claim: Sentence, cues: readonly number[], word: string): boolean {
  return cues.some((cue) => {
    for (let i = cue + 1; i < claim.tokens.length; i++) {
      const t = claim.tokens[i]!;
      if (CLAUSE_ENDS.has(t.lower)) return false;
      if (t.text === word) return true;
    }
    return false;
  });
}

/** Whether one of the claim's negation cues governs its word `word` (as written), within NEGATION_REACH after it. */
function negationGoverns(claim: Sentence, cues: readonly number[], word: string): boolean {
  return cues.some((cue) => claim.tokens.slice(cue + 1, cue + 1 + NEGATION_REACH).some((t) => t.text === word));
}

/** Parts of speech that are capitalised inside a sentence only in a title ("Has", "Won", "The"). */
const TITLE_CASE_POS = new Set(["VERB", "AUX", "DET", "ADP", "PRON", "ADV", "CCONJ", "SCONJ", "PART"]);

/**
 * A title or headline, where capitals do not mark names: most words of four letters or more capitalised, and
 * past the first word a capitalised verb or function word ("How Many Times Has Argentina Won The World Cup?"),
 * which a sentence full of names does not have ("In 2017 Donald Trump became the 45th president"). Words in
 * brackets are not read: a photo credit before a sentence is all names ("(AP Photo/Evan Vucci, File) Donald J. Trump
 * was the 45th president…").
 */
const UPPER_OPENING = /^\p{Lu}/u;

/** UPPER_OPENING.test(text), an ASCII opening told without the regex. */
function opensUpper(text: string): boolean {
  const c = text.charCodeAt(0);
  return c < 128 ? c >= 65 && c <= 90 : UPPER_OPENING.test(text);
}

function isHeadline(s: Sentence): boolean {
  let words = 0;
  let capitalised = 0;
  let titleCased = 0;
  let bracketed = 0;
  for (let i = 0; i < s.tokens.length; i++) {
    const t = s.tokens[i]!;
    if (t.text === "(") bracketed++;
    else if (t.text === ")") bracketed = Math.max(0, bracketed - 1);
    if (t.type !== "word" || bracketed > 0) continue;
    const upper = opensUpper(t.text);
    if (i > 0 && upper && TITLE_CASE_POS.has(t.pos)) titleCased++;
    if (t.text.length < 4) continue;
    words++;
    if (upper) capitalised++;
  }
  return words >= 3 && capitalised / words >= 0.6 && titleCased > 0;
}

/** The word a "non-" prefix negates ("non-renewable" → "renewable"), or null. */
function nonPrefixed(lower: string): string | null {
  if (!lower.startsWith("non")) return null;
  if (lower.startsWith("non-")) return lower.length > 5 ? lower.slice(4) : null;
  // Written as one word ("nonsteroidal", "nonprofit"): "non" is then a prefix when the rest is a word.
  const rest = lower.slice(3);
  return rest.length >= MIN_PREFIXED_BASE && !NOT_NON_PREFIXED.has(lower) && inLexicon(rest) ? rest : null;
}

/** Words that start with "non" and a word but are no negation of it. */
const NOT_NON_PREFIXED = new Set(["nonsense", "nonetheless"]);

/** Prefixes that negate an adjective written as one word ("unlimited", "decentralized", "irreversible"). */
const NEGATING_PREFIXES = ["non", "un", "in", "im", "il", "ir", "dis", "de"];
/** A base shorter than this is too often another word's tail ("unit", "inform"). */
const MIN_PREFIXED_BASE = 5;

/**
 * The adjective a one-word prefix negates, when the other side has it as an adjective or participle: "decentralized"
 * against "centralized", "unlimited" against "limited". Matched as written, not by stem: "decentralized" says nothing
 * against a "central bank".
 */
function prefixedBase(t: Token, other: SentenceSlots): Token | undefined {
  if (t.pos !== "ADJ") return undefined;
  for (const prefix of NEGATING_PREFIXES) {
    if (!t.lower.startsWith(prefix) || t.lower.length - prefix.length < MIN_PREFIXED_BASE) continue;
    const base = t.lower.slice(prefix.length);
    if (!other.lowers.has(base)) continue;
    const hit = other.sentence.tokens.find((x) => x.lower === base && (x.pos === "ADJ" || x.pos === "VERB"));
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A claim word negated by a prefix on the other side: "renewable" against "non-renewable" (either way round;
 * compared by stem, so "renewal" meets "non-renewable"), "centralized" against "decentralized".
 */
function prefixNegation(claimSlots: SentenceSlots, slots: SentenceSlots): { substitution: Substitution; claimWord: string } | null {
  const claim = claimSlots.sentence;
  const s = slots.sentence;
  for (const t of s.tokens) {
    if (claimSlots.lowers.has(t.lower)) continue;
    const base = nonPrefixed(t.lower);
    const baseStem = base === null ? "" : stem(base);
    const hit = base === null ? prefixedBase(t, claimSlots) : claim.content.find((x) => x.stem === baseStem);
    if (hit) return { substitution: { kind: "negation", claim: "", sentence: t.text }, claimWord: hit.lower };
  }
  // A sentence that gives the rest their own clause ("free for members; other customers pay £4.95") says of the
  // claim's "non-members" what it says of the others, no opposite of it.
  const others = s.tokens.some((t) => OTHERS_WORDS.has(t.lower));
  for (const t of claim.tokens) {
    if (slots.lowers.has(t.lower)) continue;
    const base = nonPrefixed(t.lower);
    if (base !== null && others) continue;
    const baseStem = base === null ? "" : stem(base);
    const hit = base === null ? prefixedBase(t, slots) : s.content.find((x) => x.stem === baseStem);
    if (hit) return { substitution: { kind: "negation", claim: t.text, sentence: "" }, claimWord: t.lower };
  }
  return null;
}

/** Words for the rest of a group: "other customers", "everyone else". */
const OTHERS_WORDS = new Set(["other", "others", "else"]);

const COMPARISON_SIDE_POS = new Set(["NOUN", "PROPN"]);

export interface Comparison {
  readonly comparative: string;
  readonly text: string;
  readonly before: ReadonlySet<string>;
  readonly after: string;
  readonly afterText: string;
}

/**
 * How many times the sentence says one thing is another, and of what: "twice as salty as" and "ten times saltier than"
 * give 2 and 10 of "salty". Null when it says none.
 */
const factorOf = oncePerSentence((s: Sentence): { factor: number; base: string; text: string; end: number } | null => {
  const t = s.tokens;
  for (let i = 0; i < t.length; i++) {
    // A multiplier in one word: "twice as salty as".
    const word = timesWordValue(t[i]!.lower);
    const times = t[i + 1]?.lower === "times" ? s.numbers.find((n) => n.to === i && n.kind === "number") : undefined;
    if (word === undefined && !times) continue;
    const at = word !== undefined ? i + 1 : i + 2;
    // "as salty as" or "saltier than" / "more salty than".
    const adjective = t[at]?.lower === "as" || t[at]?.lower === "more" ? t[at + 1] : t[at];
    const base = adjective && (t[at]?.lower === "as" || t[at]?.lower === "more" ? adjective.lemma : comparativeBase(adjective));
    const end = adjective === t[at] ? at : at + 1;
    if (base) return { factor: word ?? times!.value, base, text: t.slice(times ? times.from : i, end + 1).map((x) => x.text).join(" "), end };
  }
  return null;
});

/** Whether the sentence gives a count of the claim's with no noun after it ("a pack of ten" for "ten classes"). */
function bareCountOf(claim: Sentence, s: Sentence): boolean {
  return s.numbers.some((m) => m.kind === "number" && s.tokens[m.to + 1]?.pos !== "NOUN" && claim.numbers.some((n) => n.kind === "number" && n.value === m.value));
}

/** Nouns after which "one" means "some" rather than counts ("one day", "one time"). */
const SOME_ONE = new Set(["day", "time", "way"]);

/**
 * "One" before a thing counted, against another count of the same thing, either way: "An octopus has one heart" /
 * "…eight arms and three hearts", "Members can bring three guests per month" / "…one guest per month"; or a count
 * against "no" of it. "One" is no figure elsewhere (numbers.ts: "one day" also means "some day").
 */
function otherCount(claim: Sentence, s: Sentence): Substitution | null {
  const mine = oneCounting(claim);
  const theirs = oneCounting(s);
  if (mine && !theirs) {
    const other = countOf(s, mine.noun.lemma);
    return other ? { kind: "number", claim: mine.text, sentence: other } : null;
  }
  // Not where the sentence gives another count of it too ("one guest per month, three on Premium"), nor the claim's
  // count with its noun left out ("A single class costs £12, or £90 for a pack of ten").
  if (theirs && !mine && countOf(s, theirs.noun.lemma) === "" && !bareCountOf(claim, s)) {
    const other = countOf(claim, theirs.noun.lemma);
    return other ? { kind: "number", claim: other, sentence: theirs.text } : null;
  }
  // None of it: "Mercury has two moons" / "It has no moons." (a figure: "several passengers" / "No passengers" is a denial).
  const none = s.tokens.find((t, i) => t.pos === "NOUN" && s.tokens[i - 1]?.lower === "no" && countOf(claim, t.lemma, true) !== "" && countOf(s, t.lemma) === "");
  return none ? { kind: "number", claim: countOf(claim, none.lemma, true), sentence: `no ${none.text}` } : null;
}

/**
 * Two dates that end or open the same state, neither under a verb: "Kyoto was the capital of Japan until 1945" /
 * "Kyoto was the capital of Japan for more than a thousand years, until 1869." Both sentences say what their subject
 * was with "be" and date it with the same "until", "since" or "from".
 */
function sameCopularDate(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  const word = dateWord(claim, n);
  const copular = (x: Sentence) => x.tokens.some((t) => t.lemma === "be" && t.pos === "AUX") && !x.tokens.some((t) => t.pos === "VERB");
  if (STATE_DATE_WORDS.has(word) && word === dateWord(s, m) && figureVerb(s, m) === "" && copular(claim) && copular(s)) return true;
  // A line labelled with what the claim says is on the date: "Application deadline: May 15, 2025" / "The application
  // deadline for … is April 30".
  if (labelledLikeClaim(claim, n, s, m)) return true;
  // An event noun dated by "be" on both sides: "its most recent major eruption was in 2021" / "Mount Etna's most recent
  // major eruption was in 2001".
  const event = datedEventNoun(claim, n);
  return event !== "" && event === datedEventNoun(s, m) && sameDateWord(word, dateWord(s, m));
}

/**
 * Whether `m` is the value of a line labelled with words the claim says before the "be" its figure `n` comes right
 * after (or past "on"/"in"): "Application deadline: May 15, 2025" for "The application deadline for the course is April 30".
 */
function labelledLikeClaim(claim: Sentence, n: NumberMention, s: Sentence, m: NumberMention): boolean {
  const colon = labelColon(s.tokens);
  if (colon <= 0 || m.from <= colon) return false;
  let be = n.from - 1;
  // The day of "April 30" comes after its month.
  if (CALENDAR_WORDS.has(claim.tokens[be]?.lower ?? "")) be--;
  if (claim.tokens[be]?.pos === "ADP") be--;
  if (claim.tokens[be]?.lemma !== "be") return false;
  const before = new Set(claim.tokens.slice(0, be).map((t) => t.lemma));
  const label = s.tokens.slice(0, colon).filter((t) => t.type === "word" && !t.stop);
  return label.length > 0 && label.every((t) => before.has(t.lemma));
}

/** The lemma of the noun right before the "be" that dates it ("eruption" of "its eruption was in 2021"), or "". */
function datedEventNoun(x: Sentence, k: NumberMention): string {
  const preposition = dateOpening(x, k.from) - 1;
  const be = x.tokens[preposition - 1];
  const noun = x.tokens[preposition - 2];
  return x.tokens[preposition]?.pos === "ADP" && be?.lemma === "be" && noun?.pos === "NOUN" ? noun.lemma : "";
}

/** Prepositions that date the start or end of a state ("until 1869", "since 1990"). */
const STATE_DATE_WORDS = new Set(["until", "till", "since", "from"]);

/** Lengths of time a claim gives with no figure ("for decades"), at their least (two of them), in seconds. */
const VAGUE_SPANS: ReadonlyMap<string, number> = new Map([
  ["decades", 20 * 31_557_600],
  ["centuries", 200 * 31_557_600],
  ["millennia", 2000 * 31_557_600],
]);

/**
 * A length of time the claim gives with no figure against the longest the sentence gives under the same verb, when that
 * falls short of it: "Most octopuses live for decades" / "Most octopus species live for only one to two years".
 */
function shortOfVagueSpan(claim: Sentence, s: Sentence): Substitution | null {
  const at = claim.tokens.findIndex((t, i) => VAGUE_SPANS.has(t.lower) && claim.tokens[i - 1]?.lower === "for");
  const verb = at < 0 ? "" : governingVerb(claim, at);
  if (verb === "") return null;
  let longest: { m: NumberMention; seconds: number } | undefined;
  for (const m of s.numbers) {
    const seconds = durationOf(s.tokens, m);
    if (seconds !== undefined && figureVerb(s, m) === verb && (!longest || seconds > longest.seconds)) longest = { m, seconds };
  }
  // "more than 150 years" may be centuries.
  if (!longest || longest.m.bound === "atLeast" || longest.seconds >= VAGUE_SPANS.get(claim.tokens[at]!.lower)!) return null;
  return { kind: "number", claim: claim.tokens[at]!.text, sentence: `${longest.m.raw} ${s.tokens[wordAfterNumber(s.tokens, longest.m)]!.text}`, sameVerb: true };
}

/**
 * The verb a count opening its sentence is the subject of ("pump" of "Two hearts pump blood…" and of "Two of the hearts
 * pump…", past bound words: "More than 1,000 people died"), or "": it counts the things that do that, not how many there
 * are. Not "be" or "have".
 */
function doneByCount(s: Sentence, m: NumberMention): string {
  // A bound is a few words ("no more than"): read no further into a sentence of many figures.
  if (m.kind !== "number" || m.from > MAX_BOUND_WORDS) return "";
  for (let i = 0; i < m.from; i++) if (!BOUND_WORDS.has(s.tokens[i]!.lower)) return "";
  let at = wordAfterNumber(s.tokens, m);
  // A part of the things counted: "Two of the hearts pump blood…".
  if (s.tokens[at]?.lower === "of" && s.tokens[at + 1]?.pos === "DET") at += 2;
  if (s.tokens[at]?.pos === "ADJ") at++;
  const verb = s.tokens[at + 1];
  return s.tokens[at]?.pos === "NOUN" && verb?.pos === "VERB" && verb.lemma !== "be" && verb.lemma !== "have" ? verb.lemma : "";
}

/**
 * The noun a sentence's "one" or "a single" counts, with the words that count it: not "one day" / "one time" (some
 * day), "the one thing" or "one of".
 */
function oneCounting(s: Sentence): { noun: Token; text: string } | undefined {
  const t = s.tokens;
  const at = t.findIndex(
    (x, i) => ((x.lower === "one" && x.pos === "NUM" && t[i - 1]?.pos !== "DET") || (x.lower === "single" && t[i - 1]?.lower === "a")) && t[i + 1]?.pos === "NOUN" && !SOME_ONE.has(t[i + 1]!.lemma) && t[i + 2]?.lower !== "of",
  );
  if (at < 0) return undefined;
  return { noun: t[at + 1]!, text: `${t[at]!.lower === "one" ? "one" : "a single"} ${t[at + 1]!.text}` };
}

/** Words that count more than one without a figure ("several queens"). */
const MORE_THAN_ONE = new Set(["several", "many", "multiple", "numerous"]);

/** Another count than one of the noun `lemma` in the sentence ("three hearts", "several queens"), as written, or "". */
function countOf(s: Sentence, lemma: string, figuresOnly = false): string {
  // The counted noun right after the figure or past one adjective ("two small moons").
  const counted = (n: NumberMention) => {
    const i = wordAfterNumber(s.tokens, n);
    return s.tokens[i]?.pos === "ADJ" ? i + 1 : i;
  };
  const m = s.numbers.find((n) => n.kind === "number" && n.value !== 1 && s.tokens[counted(n)]?.lemma === lemma);
  if (m) return `${m.raw} ${s.tokens.slice(wordAfterNumber(s.tokens, m), counted(m) + 1).map((t) => t.text).join(" ")}`;
  if (figuresOnly) return "";
  const i = s.tokens.findIndex((t, j) => MORE_THAN_ONE.has(t.lower) && s.tokens[j + 1]?.lemma === lemma);
  if (i >= 0) return `${s.tokens[i]!.text} ${s.tokens[i + 1]!.text}`;
  const k = s.tokens.findIndex((t, j) => MANY_OF.has(t.lower) && s.tokens[j + 1]?.lower === "of" && s.tokens[j + 2]?.lemma === lemma);
  return k < 0 ? "" : s.tokens.slice(k, k + 3).map((t) => t.text).join(" ");
}

/** Words that count many before "of" ("hundreds of paintings"). */
const MANY_OF = new Set(["dozens", "hundreds", "thousands", "millions", "billions"]);

/** What a sentence says is unlimited ("unlimited data" → "data"), or null. */
function unlimitedOf(s: Sentence): string | null {
  const i = s.tokens.findIndex((t) => t.lower === "unlimited");
  if (i < 0 || s.tokens[i + 1]?.pos !== "NOUN") return null;
  // What an unlimited number or amount is of: "an unlimited number of users" is unlimited users.
  const counted = AMOUNT_NOUNS.has(s.tokens[i + 1]!.lower) && s.tokens[i + 2]?.lower === "of" ? s.tokens[i + 3] : undefined;
  return counted?.pos === "NOUN" ? counted.lemma : s.tokens[i + 1]!.lemma;
}

/** Nouns that say how much of a thing there is, not what: "number of users", "amount of storage". */
const AMOUNT_NOUNS: ReadonlySet<string> = new Set(["number", "amount", "quantity"]);

/** A figure of the sentence that counts `noun` within three words ("5 GB of data"). */
function figureOfNoun(s: Sentence, noun: string): NumberMention | undefined {
  return s.numbers.find((m) => s.tokens.slice(m.to + 1, m.to + 4).some((t) => t.lemma === noun));
}

/**
 * "Unlimited" against a figure of the same thing, either way: "The Basic plan includes unlimited data" / "…includes
 * 5 GB of data per month".
 */
function limitAgainstUnlimited(claim: Sentence, s: Sentence): Substitution | null {
  const mine = unlimitedOf(claim);
  const theirs = unlimitedOf(s);
  if (mine === theirs) return null;
  const limit = mine ? figureOfNoun(s, mine) : theirs ? figureOfNoun(claim, theirs) : undefined;
  if (!limit) return null;
  return mine ? { kind: "number", claim: "unlimited", sentence: limit.raw } : { kind: "number", claim: limit.raw, sentence: "unlimited" };
}

/** The same comparison by another factor: "twice as salty as" / "ten times saltier than". */
function otherFactor(claim: Sentence, s: Sentence): Substitution | null {
  const c = factorOf(claim);
  const o = c && factorOf(s);
  return c && o && c.base === o.base && c.factor !== o.factor ? { kind: "number", claim: c.text, sentence: o.text, sameVerb: true } : null;
}

/** A reading of a sentence done once and kept: a claim is compared with many sentences, a sentence with many claims. */
function oncePerSentence<T>(read: (s: Sentence) => T): (s: Sentence) => T {
  const cache = new SentenceCache<T>();
  return (s) => {
    const kept = cache.get(s);
    if (kept !== undefined || cache.has(s)) return kept!;
    const found = read(s);
    cache.set(s, found);
    return found;
  };
}

export const comparisonOf = oncePerSentence(readComparison);

/** A comparison "A is <comparative> than B": its comparative (with "more"/"less"), and the lemmas on each side. */
function readComparison(s: Sentence): Comparison | null {
  const at = s.tokens.findIndex((t) => t.lower === "than");
  // "more than 1,000 people", "more than two hours" are a figure's bound (numbers.ts), not a comparison.
  if (at < 1 || s.tokens[at + 1]?.type === "number" || s.numbers.some((n) => n.from === at + 1)) return null;
  // "more" or "less" a few words back, what it counts measured in between: "more caffeine per millilitre than".
  const measured = degreeBefore(s.tokens, at);
  // Or an "-er" comparative a few words back, what it compares in between: "a smaller battery than", "faster through
  // air than".
  const graded0 = measured >= 0 ? -1 : comparativeBack(s.tokens, at);
  // Or "more"/"less" before an adverb a few words back: "travels more slowly in water than".
  const adverbial = measured >= 0 || graded0 >= 0 ? -1 : degreeBeforeAdverb(s.tokens, at);
  const word = s.tokens[measured >= 0 ? nounAfter(s.tokens, measured) : graded0 >= 0 ? graded0 : adverbial >= 0 ? adverbial + 1 : at - 1]!;
  const degree = s.tokens[measured >= 0 ? measured : adverbial >= 0 ? adverbial : at - 2]?.lower;
  // "more" or "less" before the adjective, or "more"/"fewer" before the noun counted ("fewer moons than").
  const graded = degree === "more" || degree === "less" || (degree === "fewer" && word.pos === "NOUN") ? `${degree} ` : "";
  // "denser" is "more dense", to meet "more dense" and oppose "less dense" (not "fewer", "greater": their own words);
  // "more slowly" is "more slow", to oppose "faster" ("more fast").
  if (graded !== "" && word.pos === "ADV" && /ly$/.test(word.lower)) return comparisonFrom(s, at, graded, adjectiveOfAdverb(word.lower), word.text);
  const base = graded === "" ? comparativeBase(word) : undefined;
  const comparative = base !== undefined && !AMOUNT_WORDS.has(base) ? `more ${base}` : `${graded}${word.lemma}`;
  // Named things counted are written whole: "more World Cups".
  const written = measured >= 0 && word.pos === "PROPN" ? s.tokens.slice(measured + 1, at).map((t) => t.text).join(" ") : word.text;
  return comparisonFrom(s, at, graded, comparative.slice(graded.length), written, comparative);
}

/** The comparison with its comparative read, its sides read around "than" (at). */
function comparisonFrom(s: Sentence, at: number, graded: string, base: string, written: string, comparative = `${graded}${base}`): Comparison | null {
  let afterToken = null;
  for (let i = at + 1; i < s.tokens.length && i <= at + 4; i++) {
    const t = s.tokens[i]!;
    // A word ending the sentence after "than" is a side whatever its tag ("faster than light.").
    const last = t.pos === "ADJ" && (i === s.tokens.length - 1 || s.tokens[i + 1]!.type === "punctuation");
    if (COMPARISON_SIDE_POS.has(t.pos) || last) {
      afterToken = t;
      break;
    }
  }
  if (!afterToken) return null;
  const before = new Set<string>();
  for (let i = 0; i < at - 1; i++) if (COMPARISON_SIDE_POS.has(s.tokens[i]!.pos)) before.add(s.tokens[i]!.lemma);
  return { comparative, text: `${graded}${written}`, before, after: afterToken.lemma, afterText: afterToken.text };
}

/** "slowly" → "slow", "easily" → "easy". */
function adjectiveOfAdverb(adverb: string): string {
  return adverb.endsWith("ily") ? `${adverb.slice(0, -3)}y` : adverb.slice(0, -2);
}

/**
 * The index of a "more"/"less" right before an adverb, with only what it is said of between the adverb and "than"
 * ("more slowly in water than"); -1 when none.
 */
function degreeBeforeAdverb(tokens: readonly Token[], than: number): number {
  for (let k = than - 1; k >= 1 && k >= than - DEGREE_REACH - 1; k--) {
    const t = tokens[k]!;
    if (t.pos === "ADV" && (tokens[k - 1]!.lower === "more" || tokens[k - 1]!.lower === "less")) return k - 1;
    if (!MEASURED_POS.has(t.pos)) return -1;
  }
  return -1;
}

/**
 * The index of an "-er" comparative before "than" with a noun or a place phrase between ("a smaller battery than",
 * "faster through air than"), when the word right before "than" is none; -1 otherwise.
 */
function comparativeBack(tokens: readonly Token[], than: number): number {
  if (comparativeBase(tokens[than - 1]!) !== undefined) return -1;
  for (let k = than - 2; k >= 0 && k >= than - DEGREE_REACH - 1; k--) {
    const t = tokens[k]!;
    const base = t.pos === "ADJ" || t.pos === "ADV" ? comparativeBase(t) : undefined;
    // Not "lesser pay than", "greater": an amount's own words, read where they stand.
    if (base !== undefined) return AMOUNT_WORDS.has(base) ? -1 : k;
    if (!MEASURED_POS.has(t.pos) && t.pos !== "PROPN") return -1;
  }
  return -1;
}

/** Tokens read back from "than" for a "more"/"less" that measures what lies between ("more caffeine per millilitre than"). */
const DEGREE_REACH = 4;
/** What may lie between that "more" or "less" and "than": the noun measured and its measure. */
const MEASURED_POS = new Set(["NOUN", "ADP", "ADJ", "DET"]);

/**
 * The index of a "more"/"less"/"fewer" before a noun, further back than right before the word before "than", with only
 * the noun and its measure between ("more caffeine per millilitre than"); -1 when none.
 */
function degreeBefore(tokens: readonly Token[], than: number): number {
  for (let k = than - 3; k >= 0 && k >= than - DEGREE_REACH - 1; k--) {
    const t = tokens[k]!;
    if ((t.lower === "more" || t.lower === "less" || t.lower === "fewer") && nounAfter(tokens, k) >= 0) return k;
    // A name may be part of what is counted: "more World Cup titles than".
    if (!MEASURED_POS.has(t.pos) && t.pos !== "PROPN") return -1;
  }
  return -1;
}

/**
 * The index of the noun a degree word at `k` measures, past adjectives and to the head of a compound ("passes" of "more
 * monthly guest passes than"), or -1. A plural right before "than" is that noun though wink tags it a verb after
 * adjectives ("more offline downloads than").
 */
function nounAfter(tokens: readonly Token[], k: number): number {
  let i = k + 1;
  while (tokens[i]?.pos === "ADJ") i++;
  // Past a name that says what kind ("more World Cup titles than").
  let named = i;
  while (tokens[named]?.pos === "PROPN") named++;
  if (named > i && tokens[named]?.pos === "NOUN") i = named;
  const noun = (j: number) => tokens[j]?.pos === "NOUN" || (tokens[j]?.pos === "VERB" && tokens[j]!.lower.endsWith("s") && tokens[j + 1]?.lower === "than" && j > k + 1) || namedThingsBefore(tokens, j);
  if (!noun(i)) return -1;
  while (noun(i + 1)) i++;
  return i;
}

/** How many words of "Unlike most other insects," are read for the noun it sets apart. */
const UNLIKE_REACH = 4;

/**
 * A sentence that sets the claim's subject apart from what the claim says it is: "Unlike insects, which have six legs,
 * spiders belong to the class Arachnida" against "Spiders are insects"; null when the sentence has no "unlike" of the
 * claim's predicate noun or does not name the claim's subject outside it.
 */
function unlikeWhatClaimed(claim: Sentence, s: Sentence): Substitution | null {
  const c = claim.tokens;
  const be = c.findIndex((t, i) => i > 0 && t.lemma === "be" && (t.pos === "AUX" || t.pos === "VERB"));
  if (be < 0) return null;
  let i = be + 1;
  if (c[i]?.lower === "a" || c[i]?.lower === "an") i++;
  while (c[i]?.pos === "ADJ") i++;
  const noun = c[i];
  if (noun?.pos !== "NOUN" || c[i + 1]?.pos === "NOUN" || (c[i + 1] && c[i + 1]!.type === "word")) return null;
  const t = s.tokens;
  const at = t.findIndex((x) => x.lower === "unlike");
  if (at < 0) return null;
  let end = -1;
  for (let k = at + 1; k < t.length && k <= at + UNLIKE_REACH && t[k]!.type === "word"; k++) if (t[k]!.lemma === noun.lemma) end = k;
  if (end < 0) return null;
  // The claim's subject, said outside the phrase set apart.
  const subject = new Set(c.slice(0, be).filter((x) => x.type === "word" && !x.stop).map((x) => x.stem));
  const named = t.some((x, k) => (k < at || k > end) && subject.has(x.stem));
  return named ? { kind: "negation", claim: "", sentence: t.slice(at, end + 1).map((x) => x.text).join(" ") } : null;
}

/** How many words before a name its preposition may stand ("in the heart of", "in central"). */
const PLACING_REACH = 3;

/**
 * The lemma of the verb right before the preposition that places the name at token `at` (past articles and adjectives):
 * "locate" of "located in central Madrid"; "" when no verb stands there.
 */
function placingVerb(tokens: readonly Token[], at: number): string {
  for (let b = at - 1; b >= 0 && at - b <= PLACING_REACH; b--) {
    const t = tokens[b]!;
    if (t.pos !== "ADP") {
      if (t.pos !== "DET" && t.pos !== "ADJ") return "";
      continue;
    }
    const verb = tokens[b - 1];
    if (verb?.pos !== "VERB") return "";
    return LOCATING_VERBS.has(verb.lemma) ? "locate" : verb.lemma;
  }
  return "";
}

/** Whether a verb of where a thing is takes "in" ("is located in"). */
function locatesIn(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => t.pos === "VERB" && LOCATING_VERBS.has(t.lemma) && tokens[i + 1]?.lower === "in");
}

/** Verbs that say where a thing is, one as good as another: "lies in", "is located in", "is situated in". */
const LOCATING_VERBS: ReadonlySet<string> = new Set(["locate", "lie", "situate", "sit"]);

/** Words for the whole world a superlative is ranked in ("the largest ocean on Earth", "in the world"). */
const WORLD_SCOPE_WORDS: ReadonlySet<string> = new Set(["world", "earth", "planet", "globe"]);

/** Whether the word at `at` follows "in" or "on" (past an article): the scope of "in the world", not the "planet" ranked. */
function scopedByPreposition(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1]?.pos === "DET" ? tokens[at - 2] : tokens[at - 1];
  return before?.lower === "in" || before?.lower === "on";
}

/**
 * The sentence's comparison that puts something above the claim's top holder by its own measure: "Venus … is hotter
 * than Mercury" against "Mercury is the hottest planet". Null when none (or when the holder is on both sides).
 */
function outdoneHolder(claim: Sentence, r: Rank, s: Sentence): Comparison | null {
  if (r.rank !== 1 || r.amongOthers === true) return null;
  const o = comparisonOf(s);
  if (!o || !o.comparative.startsWith("more ") || (SUPERLATIVE_SYNONYMS.get(o.comparative.slice(5)) ?? o.comparative.slice(5)) !== r.base) return null;
  const holder = claim.tokens.slice(0, r.first).filter((t) => t.pos === "PROPN" || t.pos === "NOUN").map((t) => t.lemma);
  return holder.includes(o.after) && !o.before.has(o.after) ? o : null;
}

/** How many words after a rank its "after" may come ("the second-largest in the Solar System, after Jupiter"). */
const RANKED_AFTER_REACH = 8;

/**
 * Whether the sentence ranks another second "after" the claim's top holder, which puts the holder first: "Saturn is …
 * the second-largest in the Solar System, after Jupiter" for "Jupiter is the largest planet".
 */
function rankedAfterHolder(claim: Sentence, r: Rank, s: Sentence, x: Rank): boolean {
  if (r.rank !== 1 || x.rank !== 2) return false;
  const holder = new Set(claim.tokens.slice(0, r.first).filter((t) => t.pos === "PROPN").map((t) => t.lemma));
  const t = s.tokens;
  for (let i = x.first + 1; i < t.length && i <= x.first + RANKED_AFTER_REACH; i++) {
    if (t[i]!.lower === "after" && holder.has(t[i + 1]?.lemma ?? "")) return true;
  }
  return false;
}

/**
 * The claim's "A is <-er> than B" against A ranked second or lower by the same measure "after B": "Saturn is the
 * second-largest planet in the Solar System, after Jupiter" for "Saturn is larger than Jupiter".
 */
function rankedBelowOtherSide(claim: Sentence, s: SentenceSlots): Substitution | null {
  const c = comparisonOf(claim);
  if (!c || !c.comparative.startsWith("more ") || amountDirection(c) <= 0) return null;
  const base = c.comparative.slice(5);
  const t = s.sentence.tokens;
  for (const x of s.ranks) {
    if (x.kind !== "superlative" || x.rank < 2 || x.base !== base) continue;
    if (!t.slice(0, x.first).some((w) => c.before.has(w.lemma))) continue;
    // To the end of the clause: "…the second-largest planet in the Solar System, after Jupiter".
    for (let i = x.first + 1; i < t.length && t[i]!.text !== ";" && t[i]!.pos !== "VERB"; i++) {
      if (t[i]!.lower === "after" && t[i + 1]?.lemma === c.after) return { kind: "antonym", claim: `${c.text} than ${c.afterText}`, sentence: `${x.text}, after ${t[i + 1]!.text}` };
    }
  }
  return null;
}

/** Parts of a country or of a larger place, whose capital or seat is not the whole's. */
const PART_OF_PLACE_NOUNS: ReadonlySet<string> = new Set(["state", "province", "region", "county", "district", "canton", "territory", "prefecture", "department", "oblast"]);

/**
 * The claim's "capital of" (or any "<role> of <place>") said by the sentence only of a part of a place: "the capital
 * of the state of New South Wales" does not make Sydney "the capital of Australia". The role's word and the words
 * that narrow it ("capital of the state"), or null.
 */
function roleOfPart(claim: Sentence, s: Sentence): { word: string; said: string } | null {
  const c = claim.tokens;
  const role = c.findIndex((t, i) => t.pos === "NOUN" && c[i + 1]?.lower === "of" && c[i + 2]?.pos === "PROPN");
  if (role < 0) return null;
  const lemma = c[role]!.lemma;
  const t = s.tokens;
  const ofPart = (i: number) => {
    const at = t[i + 2]?.pos === "DET" ? i + 3 : i + 2;
    return PART_OF_PLACE_NOUNS.has(t[at]?.lemma ?? "") && t[at + 1]?.lower === "of" && t[at + 2]?.lemma !== c[role + 2]!.lemma;
  };
  const said = t.map((x, i) => (x.lemma === lemma && t[i + 1]?.lower === "of" ? i : -1)).filter((i) => i >= 0);
  if (said.length === 0 || !said.every(ofPart) || PART_OF_PLACE_NOUNS.has(c[role + 2]!.lemma)) return null;
  const at = said[0]!;
  const part = t[at + 2]?.pos === "DET" ? at + 3 : at + 2;
  return { word: c[role]!.lower, said: t.slice(at, part + 1).map((x) => x.text).join(" ") };
}

/** How many tokens of the sentence have this lemma. */
function lemmaCount(s: Sentence, lemma: string): number {
  let n = 0;
  for (const t of s.tokens) if (t.lemma === lemma) n++;
  return n;
}

/**
 * Whether token j opens a name in the plural that runs up to "than": the named things a degree word counts ("more World
 * Cups than", "more Oscars than").
 */
function namedThingsBefore(tokens: readonly Token[], j: number): boolean {
  let i = j;
  while (tokens[i]?.pos === "PROPN") i++;
  return i > j && tokens[i]?.lower === "than" && tokens[i - 1]!.lower.endsWith("s");
}

/** How many tokens before the comparative an elliptical comparison's subject may come ("black holes are more massive"). */
const ELLIPTICAL_SUBJECT_REACH = 4;

/**
 * The claim's comparative said of the claim's subject with no "than": "models indicate that black holes are more
 * massive" for "Black holes are much more massive than neutron stars". The other side is left to the context; its words
 * count as covered or missing as any other word does.
 */
function ellipticalComparison(c: Comparison, s: Sentence): boolean {
  const words = c.text.toLowerCase().split(" ");
  return s.tokens.some((t, i) => {
    if (!words.every((w, k) => s.tokens[i + k]?.lower === w) || s.tokens[i + words.length]?.lower === "than") return false;
    return s.tokens.slice(Math.max(0, i - ELLIPTICAL_SUBJECT_REACH), i).some((x) => x.type === "word" && x.pos !== "DET" && c.before.has(x.lemma));
  });
}

/** Words that say an amount's direction themselves ("fewer than", "greater than"). */
const AMOUNT_WORDS = new Set(["more", "much", "great", "less", "little", "few"]);

/** Which way a comparison of amount goes: "more caffeine than", "greater than" up; "less than", "fewer … than" down. */
export function amountDirection(c: Comparison): 1 | -1 | 0 {
  const head = c.comparative.split(" ")[0]!;
  if (head === "more" || head === "much" || head === "great") return 1;
  if (head === "less" || head === "little" || head === "few" || head === "fewer") return -1;
  return 0;
}

/**
 * The same comparison the other way: "green tea has more caffeine than a cup of coffee" / "…20 to 45 milligrams of
 * caffeine, less than a cup of coffee" (what follows "than" is the same; the amount goes up in one, down in the other),
 * or two antonyms compare it ("A day on Venus is shorter than its year" / "longer than its year").
 */
function opposedComparison(claim: Sentence, s: Sentence): Substitution | null {
  const c = comparisonOf(claim);
  if (!c) return null;
  const o = comparisonOf(s);
  if (!o) return factorAgainst(c, s);
  if (o.after !== c.after) return null;
  const [dc, ds] = [amountDirection(c), amountDirection(o)];
  if ((dc === 0 || ds === 0 || dc === ds) && !antonymousComparatives(c, o)) return null;
  return { kind: "antonym", claim: `${c.text} than ${c.afterText}`, sentence: `${o.text} than ${o.afterText}` };
}

/**
 * The claim's comparison against a factor the other way with the same other side: "The Dead Sea is less salty than the
 * ocean" / "…nearly ten times as salty as the ocean".
 */
function factorAgainst(c: Comparison, s: Sentence): Substitution | null {
  const f = factorComparison(c, s);
  if (!f || f.direction === amountDirection(c)) return null;
  return { kind: "antonym", claim: `${c.text} than ${c.afterText}`, sentence: f.text };
}

/**
 * A factor the sentence gives the claim's comparison, with the same other side, and the way it goes (1 for a factor
 * above one: "ten times as salty as the ocean" for "…saltier than the ocean"); null when none.
 */
function factorComparison(c: Comparison, s: Sentence): { direction: 1 | -1; text: string } | null {
  const f = factorOf(s);
  if (!f || f.factor === 1 || amountDirection(c) === 0 || c.comparative.split(" ").slice(1).join(" ") !== f.base) return null;
  const joint = s.tokens[f.end + 1];
  if (joint?.lower !== "as" && joint?.lower !== "than") return null;
  for (let i = f.end + 2; i < s.tokens.length && i <= f.end + 5; i++) {
    const t = s.tokens[i]!;
    if (COMPARISON_SIDE_POS.has(t.pos)) return t.lemma === c.after ? { direction: f.factor > 1 ? 1 : -1, text: `${f.text} ${joint.text} ${t.text}` } : null;
  }
  return null;
}

/**
 * The claim's "more N than B" against the other amount of N in a clause the sentence contrasts with one on B, no
 * "than" in it: "A flat white has more foam than a cappuccino" / "A cappuccino is … topped with steamed milk and foam,
 * while a flat white has less foam". The clause before the contrast names the claim's other side, the one after it
 * another word of the claim.
 */
function contrastedAmount(claim: Sentence, s: Sentence): Substitution | null {
  const c = comparisonOf(claim);
  const direction = c ? amountDirection(c) : 0;
  const noun = c?.comparative.split(" ")[1];
  if (!c || direction === 0 || !noun || s.tokens.some((t) => t.lower === "than")) return null;
  const opposite = direction > 0 ? ["less", "fewer"] : ["more"];
  const t = s.tokens;
  const j = t.findIndex((x, i) => opposite.includes(x.lower) && t[i + 1]?.lemma === noun);
  const contrast = t.findIndex((x, i) => ELLIPTICAL_CONTRASTS.has(x.lower) && i < j);
  if (j < 0 || contrast < 0) return null;
  const otherSide = t.slice(0, contrast).some((x) => x.lemma === c.after);
  const ownWords = new Set(claim.content.map((x) => x.lemma).filter((w) => w !== noun && w !== c.after));
  const ownSide = t.slice(contrast + 1, j).some((x) => ownWords.has(x.lemma));
  return otherSide && ownSide ? { kind: "antonym", claim: `${c.text} than ${c.afterText}`, sentence: `${t[j]!.text} ${t[j + 1]!.text}` } : null;
}

/** Comparatives of two antonyms: "shorter than" / "longer than" ("more short" / "more long"). */
function antonymousComparatives(c: Comparison, o: Comparison): boolean {
  const base = (x: Comparison) => (x.comparative.startsWith("more ") ? x.comparative.slice(5) : "");
  const [bc, bo] = [base(c), base(o)];
  return bc !== "" && bo !== "" && antonymsOf(bc).includes(bo);
}

/** Words read after "from" and after "to" for the two ends of a change. */
const CHANGE_END_WORDS = 6;

interface Change {
  /** Each end's content lemmas, sorted and joined (compared as a set). */
  readonly from: string;
  readonly to: string;
  readonly fromWords: readonly Token[];
  readonly toWords: readonly Token[];
  readonly text: string;
}

const changeOf = oncePerSentence(readChange);

/** "from proof of work to proof of stake": the content words of each end, or null when the sentence has no such change. */
function readChange(s: Sentence): Change | null {
  const tokens = s.tokens;
  const at = tokens.findIndex((t) => t.lower === "from");
  if (at < 0) return null;
  const end = (start: number, stop: (t: Token) => boolean): [words: Token[], next: number] => {
    const words: Token[] = [];
    let i = start;
    for (; i < tokens.length && i < start + CHANGE_END_WORDS && !stop(tokens[i]!); i++) if ((tokens[i]!.type === "word" && !tokens[i]!.stop) || tokens[i]!.type === "number") words.push(tokens[i]!);
    return [words, i];
  };
  const [from, toAt] = end(at + 1, (t) => t.lower === "to" || t.type === "punctuation");
  if (tokens[toAt]?.lower !== "to" || from.length === 0) return null;
  const [to, last] = end(toAt + 1, (t) => t.type === "punctuation" || (t.pos === "ADP" && t.lower !== "of"));
  if (to.length === 0) return null;
  const key = (ws: readonly Token[]) => ws.map((t) => t.lemma).sort().join(" ");
  return { from: key(from), to: key(to), fromWords: from, toWords: to, text: tokens.slice(at, last).map((t) => t.text).join(" ") };
}

/** A claim of how things are now: "is"/"are" and no other verb, no date ("Tesla's headquarters are in Palo Alto"). */
function presentState(claim: Sentence): boolean {
  return claim.tokens.some((t) => t.lower === "is" || t.lower === "are") && !claim.tokens.some((t, i) => t.pos === "VERB" && !afterHyphen(claim.tokens, i)) && !claim.numbers.some(isCalendar);
}

/** A word written on from a hyphen: "made" of "man-made" is no verb of the sentence. */
function afterHyphen(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  return before?.text === "-" && before.end === tokens[i]!.start;
}

/**
 * A present state the sentence says was left: "Tesla's headquarters are in Palo Alto" / "…moved from Palo Alto to
 * Austin, Texas" (the claim has the change's first end and nothing of its last).
 */
/** Words that give a state as holding now ("still the tallest", "the current capital"). */
const NOW_WORDS = new Set(["still", "current", "currently", "now", "today", "presently"]);

/** Share of the claim's content words a sentence must have to end the claim's state (endedState). */
const ENDED_STATE_SHARE = 0.8;

/**
 * A state the claim gives as now ("is", "still", "current") that the sentence says held until a year: "The Eiffel Tower is still
 * the tallest man-made structure in the world" / "It was the tallest man-made structure in the world until 1930."
 * The sentence's "until" and year, or "".
 */
function endedState(claim: Sentence, s: Sentence, referents: ReadonlySet<string>): string {
  if (!presentState(claim) && !claim.tokens.some((t) => NOW_WORDS.has(t.lower))) return "";
  if (!s.tokens.some((t) => t.lower === "was" || t.lower === "were")) return "";
  // "until 1930", or until an event: "until the Chrysler Building was finished in 1930"; not "until now".
  const until = s.tokens.findIndex((t, i) => (t.lower === "until" || t.lower === "till") && !UNTIL_NOW.has(s.tokens[i + 1]?.lower ?? "") && (s.numbers.some((n) => n.kind === "year" && n.from > i && n.from <= i + 2) || s.tokens[i + 1]?.pos === "DET" || s.tokens[i + 1]?.pos === "PROPN"));
  if (until < 0) return formerState(claim, s, referents);
  // The claim's words in the clause that ends with "until", not in an opening phrase beside it: "Standing 330 metres
  // high, the Eiffel Tower was the tallest structure in the world until 1930" does not end "is 330 metres tall".
  // A comma may set off the "until" itself: "Kyoto was the capital of Japan for more than a thousand years, until 1869."
  // So does an "and" before the clause's own verb: "It is 330 metres tall and was the tallest … until…".
  let open = s.tokens[until - 1]?.text === "," ? until - 2 : until - 1;
  while (open >= 0 && !CLAUSE_BREAKS.has(s.tokens[open]!.lower) && !(s.tokens[open]!.lower === "and" && (s.tokens[open + 1]?.pos === "AUX" || s.tokens[open + 1]?.pos === "VERB"))) open--;
  const [from, to] = [s.tokens[open + 1]!.start, s.tokens[until]!.start];
  const have = new Set(s.content.filter((t) => t.start >= from && t.end <= to).map((t) => t.lemma));
  // Names are left to the alignment, which reads them through a pronoun too ("It was…").
  const words = claim.content.filter((t) => t.pos !== "PROPN" && !NOW_WORDS.has(t.lower));
  if (words.length === 0 || words.filter((t) => have.has(t.lemma)).length / words.length < ENDED_STATE_SHARE) return "";
  const year = s.numbers.find((n) => n.kind === "year" && n.from > until);
  return year ? `${s.tokens[until]!.text} ${year.raw}` : s.tokens[until]!.text;
}

/** After "was"/"were", words that put a state in the past ("it was historically 21", "was formerly the capital"). */
const FORMERLY_WORDS = new Set(["historically", "formerly", "once", "originally", "previously"]);

/**
 * A state the claim gives as now that the sentence gives as held once: "In England and Wales, the age of majority is
 * 21" / "In England and Wales it was historically 21." (its pronoun standing for the age of majority, `referents`).
 * The sentence's "was historically", or "".
 */
function formerState(claim: Sentence, s: Sentence, referents: ReadonlySet<string>): string {
  const at = s.tokens.findIndex((t, i) => (t.lower === "was" || t.lower === "were") && FORMERLY_WORDS.has(s.tokens[i + 1]?.lower ?? ""));
  if (at < 0) return "";
  const have = new Set([...s.content.map((t) => t.lemma), ...referents]);
  const words = claim.content.filter((t) => t.pos !== "PROPN" && !NOW_WORDS.has(t.lower));
  if (words.length === 0 || words.filter((t) => have.has(t.lemma) || have.has(t.lower)).length / words.length < ENDED_STATE_SHARE) return "";
  return `${s.tokens[at]!.text} ${s.tokens[at + 1]!.text}`;
}

/** Words after "until" that keep a state to this day. */
const UNTIL_NOW = new Set(["now", "today", "present"]);

function leftBehind(claim: Sentence, s: Sentence): { substitution: Substitution; claimWords: string[] } | null {
  if (!presentState(claim)) return null;
  const o = changeOf(s);
  if (!o) return null;
  const have = new Set(claim.tokens.map((t) => t.lemma));
  if (!o.fromWords.every((t) => have.has(t.lemma)) || o.toWords.some((t) => have.has(t.lemma))) return null;
  const text = (ws: readonly Token[]) => ws.map((t) => t.text).join(" ");
  // A figure changed ("lowered it from 21 to 18") is a figure swapped, a name or a thing replaced one swapped.
  const kind = o.fromWords.every((t) => t.type === "number") ? "number" : "entity";
  return { substitution: { kind, claim: text(o.fromWords), sentence: text(o.toWords) }, claimWords: o.fromWords.map((t) => t.lower) };
}

/** Verbs of a move from one place to another ("moving from Port Casey to Dunmarsh"). */
const MOVE_VERBS = new Set(["move", "relocate", "transfer", "switch", "shift"]);
const PAST_AUXILIARIES = new Set(["was", "were", "had", "used"]);
/** Tokens read for each end of a move. */
const MOVE_END_WORDS = 8;

/**
 * Where the claim says something is or takes place, against the sentence's move of it from there to elsewhere: "The
 * 2025 Aurelia Jazz Festival will be held in Port Casey" / "The 2025 Aurelia Jazz Festival returns this July, moving
 * from its longtime home in Port Casey to the riverside in Dunmarsh". The claim names the names the move leaves and none
 * it goes to; unlike leftBehind, the claim may have a verb and a date of its own ("will be held", "2025").
 */
function movedAway(claim: Sentence, s: Sentence): { substitution: Substitution; claimWords: string[] } | null {
  // A claim of the past is not undone by a later move ("The 2019 festival was held in Port Casey").
  if (claim.tokens.some((x) => PAST_AUXILIARIES.has(x.lower))) return null;
  const t = s.tokens;
  const from = t.findIndex((x, i) => x.lower === "from" && t.slice(Math.max(0, i - 3), i).some((v) => MOVE_VERBS.has(v.lemma)));
  if (from < 0) return movedTo(claim, s);
  // Each end's names, up to "to" and up to the clause's end, a few words each ("from its longtime home in Port Casey
  // to the riverside in Dunmarsh").
  const namesUpTo = (start: number, stop: (x: Token) => boolean): [Token[], number] => {
    let i = start;
    const names: Token[] = [];
    for (; i < t.length && i < start + MOVE_END_WORDS && !stop(t[i]!); i++) if (t[i]!.pos === "PROPN") names.push(t[i]!);
    return [names, i];
  };
  const [fromNames, to] = namesUpTo(from + 1, (x) => x.lower === "to" || x.type === "punctuation");
  if (t[to]?.lower !== "to") return null;
  const [toNames] = namesUpTo(to + 1, (x) => x.type === "punctuation" || CLAUSE_ENDS.has(x.lower));
  const have = new Set(claim.tokens.map((t) => t.lower));
  if (fromNames.length === 0 || toNames.length === 0 || !fromNames.every((t) => have.has(t.lower)) || toNames.some((t) => have.has(t.lower))) return null;
  const text = (ws: readonly Token[]) => ws.map((t) => t.text).join(" ");
  return { substitution: { kind: "entity", claim: text(fromNames), sentence: text(toNames) }, claimWords: fromNames.map((t) => t.lower) };
}

/** Tokens read after a verb of moving for the thing moved and the "to" after it ("moved its head office to"). */
const MOVED_THING_REACH = 4;
/** Prepositions before the place a claim says something is in ("is in Leeds", "is based at Harwell"). */
const LOCATED_PREPOSITIONS = new Set(["in", "at"]);

/**
 * The claim's place of a thing against the sentence's move of that thing elsewhere, with no "from": "Calloway & Finch's
 * head office is in Leeds" / "…the firm moved its head office to Manchester in 2015". The thing moved is a common noun of
 * the claim's, said right after the verb of moving; the place it goes to is none the claim names.
 */
function movedTo(claim: Sentence, s: Sentence): { substitution: Substitution; claimWords: string[] } | null {
  const at = claim.tokens.findLastIndex((x) => LOCATED_PREPOSITIONS.has(x.lower));
  const place: Token[] = [];
  // Past an article: "at the Civic Center".
  const first = claim.tokens[at + 1]?.pos === "DET" ? at + 2 : at + 1;
  for (let i = first; at >= 0 && i < claim.tokens.length && claim.tokens[i]!.pos === "PROPN"; i++) place.push(claim.tokens[i]!);
  if (place.length === 0) return null;
  const nouns = new Set(claim.tokens.filter((x) => x.pos === "NOUN").map((x) => x.lemma));
  // ...or said by another form of the word: "is headquartered in Portland" / "moved its headquarters to Denver".
  const stems = new Set(claim.content.filter((x) => x.type === "word").map((x) => x.stem));
  const t = s.tokens;
  for (let v = 0; v < t.length; v++) {
    // "moved its head office to Manchester": the thing moved, then "to", within a few words. Or the thing moved right
    // before the verb, whatever the tagger makes of either ("the fair/ADJ moves/NOUN this year to the Old Mill").
    const claimsNoun = (x: Token | undefined) => !!x && x.type === "word" && (nouns.has(x.lemma) || stems.has(x.stem));
    const movedBefore = MOVE_VERBS.has(t[v]!.lemma) && /s$/.test(t[v]!.lower) && claimsNoun(t[v - 1]) && t[v - 2]?.pos === "DET";
    if (!MOVE_VERBS.has(t[v]!.lemma) || (t[v]!.pos !== "VERB" && !movedBefore)) continue;
    let k = v + 1;
    let moved = movedBefore;
    for (; k < t.length && k <= v + MOVED_THING_REACH && t[k]!.lower !== "to"; k++) if (t[k]!.pos === "NOUN" && (nouns.has(t[k]!.lemma) || stems.has(t[k]!.stem))) moved = true;
    if (!moved || t[k]?.lower !== "to") continue;
    const to: Token[] = [];
    for (let i = k + 1; i < t.length && i <= k + MOVE_END_WORDS && t[i]!.type !== "punctuation" && !CLAUSE_ENDS.has(t[i]!.lower); i++) if (t[i]!.pos === "PROPN") to.push(t[i]!);
    const have = new Set(claim.tokens.map((x) => x.lower));
    if (to.length === 0 || to.some((x) => have.has(x.lower))) continue;
    const text = (ws: readonly Token[]) => ws.map((x) => x.text).join(" ");
    return { substitution: { kind: "entity", claim: text(place), sentence: text(to) }, claimWords: place.map((x) => x.lower) };
  }
  return null;
}

/**
 * A change the other way round: "switched from proof of stake to proof of work" / "switched from proof of work to
 * proof of stake" (the ends traded, by their content words).
 */
function reversedChange(claim: Sentence, s: Sentence): Substitution | null {
  const c = changeOf(claim);
  if (!c || c.from === c.to) return null;
  const o = changeOf(s);
  return o && o.from === c.to && o.to === c.from ? { kind: "antonym", claim: c.text, sentence: o.text } : null;
}

/**
 * The two sides of a comparison swapped ("copper is more reactive than iron" / "iron is more reactive than
 * copper"): the same comparative, and what one puts after "than" the other puts before it.
 */
function reversedComparison(claim: Sentence, s: Sentence): Substitution | null {
  const c = comparisonOf(claim);
  if (!c) return null;
  const o = comparisonOf(s);
  if (!o || o.comparative !== c.comparative || o.after === c.after) return null;
  if (!c.before.has(o.after) || !o.before.has(c.after)) return null;
  return { kind: "antonym", claim: `${c.text} than ${c.afterText}`, sentence: `${o.text} than ${o.afterText}` };
}

/**
 * The sentence's superlative ranks something narrower than the claim's: a lower-case word comes between it and what
 * the claim ranks ("the largest city" / "the country's largest inland city"; not "the largest Australian city").
 */
function narrowerSuperlative(claim: Rank, sentence: Rank): boolean {
  const ranked = claim.next[0];
  if (claim.kind !== "superlative" || !ranked || ranked.type !== "word" || ranked.stop) return false;
  const qualifier = sentence.next[0];
  if (!qualifier || qualifier.type !== "word" || qualifier.lemma === ranked.lemma || qualifier.stop || !/^\p{Ll}/u.test(qualifier.text)) return false;
  return sentence.next.slice(1).some((t) => t.lemma === ranked.lemma);
}

/** One among the top does not state the top one: "one of the highest fatality rates" / "the highest mountain". */
function amongOthersOnly(claim: Rank, sentence: Rank): boolean {
  return sentence.amongOthers === true && claim.amongOthers !== true;
}

/**
 * The sentence ranks within another place than the claim: "the highest mountain in Africa" does not state "the
 * highest mountain in the world". A claim that names no scope is stated by any ("the largest planet" / "the largest
 * planet in the Solar System").
 */
function otherScope(claim: Rank, sentence: Rank): boolean {
  return claim.scope !== "" && sentence.scope !== "" && claim.scope !== sentence.scope;
}

/**
 * Whether a sentence states a claim's rank: the same superlative or ordinal at the same rank ("yes"; an ordinal
 * anywhere, "the 44th president, the first Black president": the tagger may attach it to another word), or the same
 * superlative of something narrower ("narrower").
 */
/** Two ranks that cannot both hold of one thing: "last" is set against "first" only ("the eighth and last planet"). */
/**
 * Whether the sentence's superlative ranks another kind of thing than the claim's, and the claim's is nowhere in it:
 * "Saturn's largest moon" is no rival to "the second largest planet".
 */
function ranksOtherThing(claimRank: Rank, rank: Rank, s: SentenceSlots): boolean {
  const ranked = (x: Rank) => x.next.find((t) => t.pos === "NOUN")?.lemma ?? "";
  const claimThing = ranked(claimRank);
  const thing = ranked(rank);
  return claimThing !== "" && thing !== "" && thing !== claimThing && !s.lemmas.has(claimThing);
}

function comparableRanks(a: Rank, b: Rank): boolean {
  if (a.rank === GROUND_FLOOR_RANK || b.rank === GROUND_FLOOR_RANK) return a.rank + b.rank > 1;
  return (a.rank !== LAST_RANK && b.rank !== LAST_RANK) || a.rank === 1 || b.rank === 1;
}

export function rankStated(r: Rank, s: SentenceSlots, claimRanks: readonly Rank[] = [r]): "yes" | "narrower" | "no" {
  const sameRank = s.ranks.filter((x) => x.kind === r.kind && x.base === r.base && x.rank === r.rank);
  if (sameRank.length > 0) return sameRank.every((x) => narrowerSuperlative(r, x) || otherScope(r, x) || amongOthersOnly(r, x)) ? "narrower" : "yes";
  if (r.kind !== "ordinal") return "no";
  // Not an ordinal another of the claim's states: "first mass-produced during the Second World War" does not state
  // the "First" of "first mass-produced during the First World War".
  const statesAnother = (x: Rank) => claimRanks.some((o) => o !== r && o.kind === "ordinal" && o.rank === x.rank && o.base === x.base);
  // Nor, for the first of a kind ("the first country to…"), an ordinal said of a verb ("first used it in 1921"; not "the
  // second costs $45", which stands for a noun).
  const ofVerb = (x: Rank) => r.nominal === true && ["VERB", "AUX"].includes(s.sentence.tokens[x.first + 1]?.pos ?? "") && !["DET", "PRON"].includes(s.sentence.tokens[x.first - 1]?.pos ?? "");
  const ordinals = s.ranks.filter((x) => x.kind === "ordinal" && x.rank === r.rank && !statesAnother(x) && !ofVerb(x));
  if (ordinals.length === 0) return "no";
  // The first of a kind of people is not the first of all: "the first woman in space" / "the first person to travel
  // into space" (the claim's word said nowhere in the sentence).
  const kindAfter = (x: Rank) => s.sentence.tokens[x.first + 1];
  const ofNarrowerPeople = ranksAnyone(r) && !s.lemmas.has(r.base) && ordinals.every((x) => {
    const kind = kindAfter(x);
    return !!kind && kind.type === "word" && !kind.stop && !PEOPLE_WORDS.has(kind.lower) && !PEOPLE_WORDS.has(kind.lemma);
  });
  return ofNarrowerPeople ? "narrower" : "yes";
}

/** Words for anyone at all, whose first (or second…) is not stated by the first of a kind of people ("woman", "American"). */
const PEOPLE_WORDS: ReadonlySet<string> = new Set(["person", "people", "human", "individual", "man", "one", "anyone", "somebody", "someone"]);

/** Whether an ordinal makes a thing the first of its kind: "the first country to give women the vote". */
export function firstOfKind(r: Rank): boolean {
  return r.kind === "ordinal" && r.rank === 1 && r.nominal === true;
}

/** Whether an ordinal ranks people of any kind: "the first person to…", "the second man on…". */
export function ranksAnyone(r: Rank): boolean {
  return r.kind === "ordinal" && PEOPLE_WORDS.has(r.base);
}

function sameSettingValue(a: Setting, b: Setting): boolean {
  if (a.name && b.name) return entityIn(a.name, new Set(b.name.words)) || entityIn(b.name, new Set(a.name.words));
  return !!a.date && !!b.date && sameNumber(a.date, b.date);
}

/**
 * A claim's setting (slots.ts Setting) the sentence swaps: the sentence places the same head with the same
 * preposition at a rival of the same kind, never at the claim's value, and places something else at the claim's
 * value. A value the sentence leaves unplaced ("moved to Salzburg and later to Vienna") is no swap.
 */
function settingSwap(claim: Setting, claimSettings: Settings, sentence: Settings, substituted: ReadonlySet<string>, slots: SentenceSlots): { substitution: Substitution; claimWords: string[] } | null {
  const claimWords = claim.name ? [...claim.name.words] : [claim.date!.raw.toLowerCase()];
  if (claimWords.some((w) => substituted.has(w))) return null;
  const here = sentence.byPlacement.get(placementKey(claim)) ?? [];
  if (here.length === 0 || here.some((x) => sameSettingValue(claim, x))) return null;
  const rival = here.find((x) => !!x.name === !!claim.name);
  const placedElsewhere = settingValueKeys(claim).flatMap((k) => sentence.byValue.get(k)?.filter((x) => x.head !== claim.head && sameSettingValue(claim, x)) ?? []);
  // Not where the sentence places the value at a name the claim places too, as the claim does: "ended in Asia on 2
  // September 1945" is stated by "ended in Europe on 8 May 1945 and in Asia on 2 September 1945" ("on 8" is Europe's).
  const claimPlaces = (head: string) => claimSettings.all.some((y) => y.name?.words.join(" ") === head);
  const asTheClaimDoes = placedElsewhere.some((x) => claimPlaces(x.head) && claimSettings.byPlacement.get(placementKey(x))?.some((y) => sameSettingValue(y, x)));
  if (!rival || (placedElsewhere.length === 0 && !inAnotherClause(claim, rival, slots)) || asTheClaimDoes) return null;
  const substitution: Substitution = claim.name
    ? { kind: "entity", claim: claim.name.text, sentence: rival.name!.text }
    : { kind: "date", claim: claim.date!.raw, sentence: rival.date!.raw, sameVerb: true };
  return { substitution, claimWords };
}

/** "from Southampton to New York": the names after "from" and "to", adjacent but for an article. */
function routeOf(tokens: readonly Token[], entities: readonly Entity[]): { from: Entity; to: Entity } | null {
  const startingAt = new Map(entities.map((e) => [e.first, e]));
  const nameAfter = (i: number) => startingAt.get(tokens[i + 1]?.lower === "the" ? i + 2 : i + 1);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.lower !== "from") continue;
    const from = nameAfter(i);
    const to = from && tokens[from.last + 1]?.lower === "to" ? nameAfter(from.last + 1) : undefined;
    if (from && to) return { from, to };
  }
  return null;
}

/**
 * The claim's route the other way round: "sailing from New York to Southampton" against "her maiden voyage from
 * Southampton to New York City". Both names are there, so nothing else reads it as a swap.
 */
function reversedRoute(claim: SentenceSlots, sentence: SentenceSlots): { substitution: Substitution; claimWords: string[] } | null {
  const ours = routeOf(claim.sentence.tokens, claim.entities);
  const theirs = ours && routeOf(sentence.sentence.tokens, sentence.entities);
  if (!ours || !theirs) return null;
  const is = (a: Entity, b: Entity) => entityIn(a, new Set(b.words));
  if (!is(ours.from, theirs.to) || !is(ours.to, theirs.from) || is(ours.from, theirs.from)) return null;
  return {
    substitution: { kind: "entity", claim: `from ${ours.from.text} to ${ours.to.text}`, sentence: `from ${theirs.from.text} to ${theirs.to.text}` },
    claimWords: [...ours.from.words, ...ours.to.words],
  };
}

/**
 * The claim's name is in the sentence but said of something else: past a verb from the rival the sentence places the
 * claim's head at, or after another preposition. "included in the Comprehensive plan and costs $4 per month on the
 * Basic plan" includes nothing "in the Basic plan" (the tagger reads "costs" as a noun, so "on" tells). A name
 * joined to the rival ("in the Comprehensive and Basic plans", "in the Comprehensive plan and in the Basic plan") is not.
 */
function inAnotherClause(claim: Setting, rival: Setting, slots: SentenceSlots): boolean {
  if (!claim.name || !rival.name) return false;
  const tokens = slots.sentence.tokens;
  const verbs = verbsUpTo(slots.sentence);
  const at = rival.name;
  return slots.entities.some((e) => {
    if (e === at || !entityIn(claim.name!, new Set(e.words))) return false;
    const [from, to] = e.first > at.last ? [at.last + 1, e.first] : [e.last + 1, at.first];
    const before = tokens[e.first - 1]?.lower === "the" ? tokens[e.first - 2] : tokens[e.first - 1];
    const otherPreposition = before?.pos === "ADP" && before.lower !== claim.preposition;
    return otherPreposition || verbs[to]! > verbs[from]!;
  });
}

/** How many verbs a sentence has before each token index (and at its end), so a span is checked for one at once. */
const verbsUpTo = oncePerSentence((s: Sentence): readonly number[] => {
  const counts = [0];
  for (const t of s.tokens) counts.push(counts[counts.length - 1]! + (t.pos === "VERB" ? 1 : 0));
  return counts;
});

/**
 * The dates a sentence lists names with, each by a participle set off after the name: "Pride and Prejudice, published
 * in 1813, and Emma, published in 1815" gives Prejudice → publish in 1813, Emma → publish in 1815.
 */
function datesByName(s: SentenceSlots): { name: Entity; verb: string; preposition: string; date: NumberMention }[] {
  const tokens = s.sentence.tokens;
  const out: { name: Entity; verb: string; preposition: string; date: NumberMention }[] = [];
  const dateAt = new Map(s.sentence.numbers.filter(isCalendar).map((n) => [n.from, n]));
  for (const name of s.entities) {
    const verb = tokens[name.last + 2];
    const preposition = tokens[name.last + 3];
    if (tokens[name.last + 1]?.text !== "," || verb?.pos !== "VERB" || preposition?.pos !== "ADP") continue;
    const date = dateAt.get(name.last + 4);
    if (date) out.push({ name, verb: verb.lemma, preposition: preposition.lower, date });
  }
  return out;
}

/**
 * The claim's subject given another date than the claim's by the same participle, while the claim's date goes with
 * another name: "Pride and Prejudice was published in 1815" / "…Pride and Prejudice, published in 1813, and Emma,
 * published in 1815". Both dates are in the sentence, so no other rule reads it.
 */
function listedDate(claim: SentenceSlots, s: SentenceSlots): Substitution | null {
  const subject = claim.entities.find((e) => e.subject);
  if (!subject) return null;
  const listed = datesByName(s);
  if (listed.length < 2) return null;
  for (const setting of settingsOf(claim).all) {
    if (!setting.date) continue;
    const same = (x: (typeof listed)[number]) => x.verb === setting.head && x.preposition === setting.preposition;
    const own = listed.find((x) => same(x) && entityIn(subject, new Set(x.name.words)));
    const other = listed.find((x) => same(x) && x !== own && sameNumber(x.date, setting.date!));
    if (own && other && !sameNumber(own.date, setting.date)) return { kind: "date", claim: setting.date.raw, sentence: own.date.raw, sameVerb: true };
  }
  return null;
}

/**
 * The sentence's doers of the claim's verb (agentsOf), or, for a verb of making, the maker it names otherwise (agentsOf's
 * CREATOR: "Beethoven composed The Magic Flute" / "The Magic Flute is a two-act opera by Mozart"), when it names the
 * made thing too (a claim noun or name that is not the doer's). `otherwise`: the maker was read that way.
 */
function makerOf(c: SentenceSlots, s: SentenceSlots, verb: string, doers: readonly Entity[]): { doers?: readonly Entity[]; otherwise: boolean } {
  const own = agentsOf(s);
  const same = own.get(verb);
  if (same) return { doers: same, otherwise: false };
  const making = verb === CREATOR || CREATION_VERBS.has(verb);
  if (!making) return { otherwise: false };
  const other = verb === CREATOR ? [...own].find(([v]) => CREATION_VERBS.has(v))?.[1] : own.get(CREATOR);
  if (!other) return { otherwise: false };
  const doerWords = new Set(doers.flatMap((e) => e.words));
  const namesWork = c.sentence.content.some((t) => (t.pos === "NOUN" || t.pos === "PROPN") && !doerWords.has(t.lower) && (s.lowers.has(t.lower) || s.lemmas.has(t.lemma)));
  return namesWork ? { doers: other, otherwise: true } : { otherwise: false };
}

/**
 * A claim's one word capitalised only by opening it, a word of the lexicon made of the sentence's one-word name and more
 * ("Sunlight" / "the Sun"): the same thing said another way, no rival.
 */
function compoundOf(e: Entity, f: Entity): boolean {
  if (reliableName(e) || f.words.length !== 1) return false;
  const word = e.words[0]!;
  const part = f.words[0]!;
  if (e.words.length !== 1 || part.length < 3) return false;
  // The rest a word of its own too ("light"): not "Bell" / "Bel".
  const rest = word.startsWith(part) ? word.slice(part.length) : word.endsWith(part) ? word.slice(0, -part.length) : "";
  return rest.length >= 3 && inLexicon(rest);
}

/** Two places after place prepositions, one of which may lie in the other (placeWidth: a city and a country). */
function nested(a: Entity, b: Entity): boolean {
  return PLACE_PREPOSITIONS.has(a.preposition) && PLACE_PREPOSITIONS.has(b.preposition) && placeWidth(a.words) !== placeWidth(b.words);
}

/**
 * The lemma of the word a place hangs on, past its preposition and any date before it: "born" of "was born in 1971 in
 * South Africa" and of "was born in Pretoria", "war" of "the war in Syria". "" when none is near.
 */
function placeHead(tokens: readonly Token[], place: Entity): string {
  for (let i = place.first - 2; i >= 0 && i >= place.first - 6; i--) {
    const t = tokens[i]!;
    if (t.type === "number" || t.pos === "ADP" || MONTHS.has(t.lower)) continue;
    return t.type === "word" ? t.lemma : "";
  }
  return "";
}

/**
 * The claim puts its verb in the future ("will release") and the sentence has the same verb done ("released", with no
 * "will" or "to" before it).
 */
function futureAgainstPast(claim: Sentence, s: Sentence, verb: string): boolean {
  const at = claim.tokens.findIndex((t) => t.lemma === verb && t.pos === "VERB");
  if (at < 0 || !claim.tokens.slice(Math.max(0, at - 3), at).some((t) => t.lower === "will")) return false;
  const i = s.tokens.findIndex((t) => t.lemma === verb && t.pos === "VERB");
  if (i < 0) return false;
  const t = s.tokens[i]!;
  return t.lower !== t.lemma && t.lower.endsWith("ed") && !s.tokens.slice(Math.max(0, i - 3), i).some((x) => x.lower === "will" || x.lower === "to");
}

/** Pronouns that stand for a possessor: "Its headquarters" for "Spotify's headquarters". */
const POSSESSIVE_PRONOUNS = new Set(["its", "his", "her", "their"]);

/**
 * Aligns a claim with one sentence of an analysed text. `referents`: lower-case words of a claim name a pronoun of
 * the sentence stands for (present as names); `pronounName`: another name the sentence's opening subject pronoun
 * stands for, a rival of the name the claim opens with ("Polio is the only human disease to have been eradicated" /
 * "It is the only…" after a sentence on smallpox).
 */
export function align(frame: ClaimFrame, sentence: Sentence, source: string, referents?: ReadonlySet<string>, pronounName?: Entity): Alignment {
  const s = slotsOf(sentence, source);
  // Words a pronoun of the sentence stands for ("Its ring system…" after a sentence on Saturn): present as names.
  const names = referents && referents.size > 0 ? new Set([...s.lowers, ...referents]) : s.lowers;
  const c = frame.slots;
  const subs: Substitution[] = [];
  const substitutedKeys = new Set<string>();
  // Claim words the sentence has but does not state them as the claim does ("largest" of "largest inland city").
  const unstated = new Set<string>();

  const partRole = roleOfPart(frame.sentence, sentence);
  if (partRole) unstated.add(partRole.word);

  // Claim words the sentence states in other words (the unit of an equal duration, "36 months" for "3 years").
  const statedOtherwise = new Set<string>();
  // Figures: equal in value (after units) covers; a rival of the same kind is a substitution.
  const numberCovered = new Set<NumberMention>();
  let keySlots = 0;
  let keyCovered = 0;
  // The figures of a clause joined with a subject of its own, read once for all the claim's figures.
  const contrasted = frame.sentence.numbers.length > 0 ? contrastedSubjectsFigures(frame.sentence, sentence) : null;
  for (const n of frame.sentence.numbers) {
    keySlots++;
    const seconds = durationOf(frame.sentence.tokens, n);
    const other = (m: NumberMention) => (seconds === undefined ? undefined : durationOf(sentence.tokens, m));
    // Two durations compare in seconds: "about 8 minutes" / "8 minutes and 20 seconds", not "8 hours".
    // An amount or a measurement is stated by a plain figure only when the sentence gives none of its own kind: "cost
    // 12 euros" is not stated by "children under 12 enter free" beside "Adult tickets cost 15 euros".
    const ownKindHere = (n.kind === "money" || n.kind === "quantity") && sentence.numbers.some((m) => m.kind === n.kind && comparable(n, m));
    const same = (m: NumberMention) => {
      if (ownKindHere && m.kind !== n.kind) return false;
      // A count of things is not given by a duration: "two hearts" / "one to two years".
      if (seconds === undefined && n.kind === "number" && durationOf(sentence.tokens, m) !== undefined) return false;
      if (isTimesWord(n.raw) && !countsTimes(sentence, m) && !timesOfObject(frame.sentence, n, sentence, m)) return false;
      // A count of other things: "120 concerts" does not give "120 musicians".
      if (n.kind === "number" && m.kind === "number" && countsOther(frame.sentence, n, sentence, m)) return false;
      // A labelled line's figure is what its label's participle did: "World Cups played: 4" does not say "won the
      // World Cup four times".
      const labelled = labelVerb(sentence, m);
      if (labelled !== "" && verb !== "" && labelled !== verb) return false;
      return sameFigure(frame.sentence.tokens, n, sentence.tokens, m);
    };
    // A figure inside the claim's bound states it: "more than 1,000 people" / "1,517 people", as does a higher lower
    // bound ("more than 260 million"); a duration only a duration ("up to 10 days" is not stated by "a 6.8-inch display").
    const within = (m: NumberMention) => {
      // A day inside a range of days, said with the claim's verb if with any ("closed from 24 to 26 December" holds
      // "closed on 25 December", not "open on 25 December").
      if (n.kind === "day" && dayRangeHolds(sentence, m, n.value)) {
        const theirVerb = figureVerb(sentence, m);
        return theirVerb === "" || c.lemmas.has(theirVerb);
      }
      // A time of day inside the sentence's span of hours, for a claim of what can be done then, not of when it opens or
      // ends, and the span of the claim's things, not another's: "You can swim at 3 pm" / "public swim runs from 8:00 am
      // to 5:00 pm"; not "A lifeguard is on duty at 8 pm" / "Pool hours: 7 am – 9 pm".
      if (n.kind === "time" && !n.bound && timeRangeHolds(sentence, m, n.value) && !c.lemmas.has("open") && !frame.sentence.tokens.some((t) => SPAN_END_VERBS.has(t.lemma))) {
        return frame.sentence.tokens.every((t) => t.pos !== "NOUN" || t.stop || s.lemmas.has(t.lemma));
      }
      if (!n.bound) return false;
      // An age limit is stated by that limit only: "Guests aged 16–17 must be accompanied" or "must be 16 or older" does
      // not say "accepts guests aged 14 and over".
      if (isAgeLimit(frame.sentence.tokens, n)) return false;
      if (m.bound) return seconds === undefined && durationOf(sentence.tokens, m) === undefined && lowerBoundImplied(n, m);
      const theirs = other(m);
      if (seconds === undefined) return durationOf(sentence.tokens, m) === undefined && comparable(n, m) && boundsAgree(n, m) && !measuresOther(frame.sentence, n, sentence, m);
      return theirs !== undefined && boundsAgree({ ...n, value: seconds }, { ...m, value: theirs });
    };
    const unitAt = seconds === undefined ? undefined : durationUnitOf(frame.sentence.tokens, n)?.at;
    const unitWord = unitAt === undefined ? undefined : frame.sentence.tokens[unitAt]!.lower;
    const carried = referents?.has(modelNumberKey(n)) === true;
    const verb = figureVerb(frame.sentence, n);
    // A figure of a clause about another subject neither states the claim's nor rivals it.
    const heldByOther = otherSubjectsFigures(frame.sentence, verb, sentence) ?? contrasted;
    // ...nor one "for" another group than the claim's: "£25 for adults" does not say "£25 for children".
    const claimFor = forWhom(frame.sentence, n);
    // ...nor a count of the things that do what the claim does not say: "Two hearts pump blood through the gills" does
    // not say "An octopus has two hearts", nor rival its "three hearts".
    const doing = (m: NumberMention) => {
      const v = doneByCount(sentence, m);
      return v !== "" && !c.lemmas.has(v);
    };
    const ownClause = (m: NumberMention) => !heldByOther?.(m) && !(claimFor && forWhom(sentence, m) && forWhom(sentence, m) !== claimFor) && !doing(m);
    const stating = carried ? [] : sentence.numbers.filter((m) => (same(m) || within(m)) && ownClause(m));
    // A date the sentence gives another event does not state the claim's when the claim's event has its own there:
    // "launched its service in 2006" / "founded in Sweden in 2006 and launched its service in October 2008".
    // Nor does the figure of a name ("The 2020 Summer Olympics were held in Tokyo in 2021" for "…held in 2020").
    const nameFigure = (m: NumberMention) => dateWord(sentence, m) === "" && figureVerb(sentence, m) === "" && sentence.tokens[m.to + 1]?.pos === "PROPN";
    // Nor a date under no verb read and another preposition: "opened in 1937 and was the longest … until 1964" for
    // "opened in 1964".
    const otherBound = (m: NumberMention) => figureVerb(sentence, m) === "" && otherVerb(dateWord(sentence, m), dateWord(frame.sentence, n));
    // The same goes for a time of day: "Doors open at 7 pm and the concert starts at 8 pm" for "starts at 7 pm".
    // So for a count: "won 14 Academy Awards" / "received 14 nominations and won 11 Oscars".
    const verbsOwn = (isCalendar(n) || n.kind === "time" || n.kind === "number") && verb !== "" && stating.length > 0
      ? sentence.numbers.find((m) => m.kind === n.kind && !same(m) && !otherNamesVersion(frame.sentence, n, sentence, m) && (figureVerb(sentence, m) === verb || eventNounOf(sentence, m, verb)) && sameDateWord(dateWord(sentence, m), dateWord(frame.sentence, n)))
      : undefined;
    // ...and for a figure under no verb read, in another clause than the one the claim's verb dates.
    const apart = (m: NumberMention) => verbsOwn !== undefined && figureVerb(sentence, m) === "" && joinedApart(sentence, m, verbsOwn);
    // A figure "including" names a part of the verb's own ("won 20 titles, including eight at Wimbledon"): not another verb's.
    const otherVerbs = (m: NumberMention) => {
      const theirs = figureVerb(sentence, m);
      return theirs !== "include" && otherVerb(theirs, verb);
    };
    const ownDate = verbsOwn && stating.every((m) => otherVerbs(m) || (dateWord(frame.sentence, n) !== "" && nameFigure(m)) || otherBound(m) || apart(m)) ? verbsOwn : undefined;
    const spanEnd = spanPartner(frame.sentence, n);
    const spanGiven = stating.length === 0 && spanEnd !== undefined && sentence.numbers.some((m) => sameNumber(spanEnd, m) && !spanPartner(sentence, m));
    if (!ownDate && (carried || stating.length > 0 || spanGiven)) {
      numberCovered.add(n);
      if (unitWord) statedOtherwise.add(unitWord);
      keyCovered++;
      continue;
    }
    // A figure the claim gives elsewhere is that figure's, no rival of this one: "the 1904-1905 season" / "in 1904".
    const rivals = sentence.numbers.filter(
      (m) =>
        comparable(n, m) &&
        ownClause(m) &&
        // An interval is no rival of a duration: "leaves every two hours" / "the crossing takes two hours".
        isInterval(frame.sentence.tokens, n) === isInterval(sentence.tokens, m) &&
        !frame.sentence.numbers.some((o) => o !== n && o.kind === m.kind && sameNumber(o, m)) &&
        !(n.kind === "money" && m.kind === "number" && countsThings(sentence, m)) &&
        // A count of other things, past a name: "15 NBA seasons" is no rival of "six NBA championships".
        !(n.kind === "number" && m.kind === "number" && countHeadsDiffer(frame.sentence, n, sentence, m)) &&
        !boundsAgree(n, m) &&
        !(isCalendar(m) && s.afterNameAside.has(m.from) && !frame.lifeEvent) &&
        measuresTheSame(frame.sentence, n, s) &&
        // A name's number ("Apollo 13", "iPhone 15") is rivalled only by another name's: "The three astronauts" counts.
        namesNumber(frame.sentence, n) === namesNumber(sentence, m) &&
        // Nor is another name's version: "iOS 16 or newer" of "Android 10 or newer".
        !otherNamesVersion(frame.sentence, n, sentence, m) &&
        // Nor is an event's name the date of what the claim dates: "appointed on 29 April 2014" / "Chef de Mission for
        // the Baku 2015 European Games".
        !(isCalendar(m) && yearInName(sentence, m) && !yearInName(frame.sentence, n)) &&
        (typedFigure(n) || other(m) !== undefined || sameNeighbour(frame.sentence, n.from, n.to, sentence, m.from, m.to) || timesOfObject(frame.sentence, n, sentence, m)),
    );
    // The rival in the claim figure's place when there are several: under the same verb ("died in 1623" / "born … in
    // 1564 and died in 1616"), else by the same neighbour ("check-out is at noon" / "check-in starts at 3 pm and
    // check-out is at 11 am").
    // A time "until" which the claim says is rivalled by the end of the sentence's span: "lasts until 8 pm" / "from 4 pm
    // to 6 pm".
    const spanEnds = endsSpan(frame.sentence.tokens, n) ? rivals.find((m) => endsSpan(sentence.tokens, m)) : undefined;
    const rival = ownDate ?? spanEnds ?? (
      rivals.length > 1
        ? (rivals.find((m) => verb !== "" && figureVerb(sentence, m) === verb) ?? rivals.find((m) => sameNeighbour(frame.sentence, n.from, n.to, sentence, m.from, m.to)) ?? rivals[0])
        : rivals[0]);
    if (rival) {
      const claimUnit = seconds === undefined ? "" : unitShown(frame.sentence.tokens, n);
      const rivalUnit = other(rival) === undefined ? "" : unitShown(sentence.tokens, rival);
      // A date of what the claim says will happen is not that of what the sentence says happened ("will release a
      // foldable iPhone in 2026" / "the iPhone 15 lineup, released in September 2023").
      const rivalVerb = figureVerb(sentence, rival);
      const sameVerb = verb === rivalVerb || (isCalendar(n) && (heldBoth(verb, sentence, rival, rivalVerb) || makingWords(verb)?.includes(rivalVerb) === true || openingDates(sentence, rival, verb)));
      // Nor is a date of another occurrence of an event the claim singles one out of: "last erupted in 1944" / "best known
      // for the eruption of AD 79".
      const sameEvent = verb !== "" ? ((sameVerb && !(isCalendar(n) && futureAgainstPast(frame.sentence, sentence, verb)) && !(isCalendar(n) && otherNamesVerb(c, s, rival, verb))) || eventNounOf(sentence, rival, verb) || datedByWhen(sentence, rival, verb)) && !(isCalendar(n) && (otherOccurrence(frame.sentence, verb, sentence, rival) || singlesOutOther(frame.sentence, sentence, rival))) : sameCopularDate(frame.sentence, n, sentence, rival);
      // (Not a part of a sum: "the chief justice and eight associate justices" for "nine justices".)
      const counted = neighbour(frame.sentence, n.from, n.to, 1);
      const summed = rival.from >= 2 && sentence.tokens[rival.from - 1]?.lower === "and" && sentence.tokens.slice(Math.max(0, rival.from - 5), rival.from - 1).some((t) => t.lemma === counted);
      const countedAlike = n.kind === "number" && rival.kind === "number" && counted !== "" && counted === neighbour(sentence, rival.from, rival.to, 1) && !summed;
      // Not a measurement of another dimension of the thing: "stand about 1.1 metres tall" for "dive to depths of 500 metres".
      const otherAttribute = (x: Sentence, f: NumberMention, y: Sentence) => f.kind === "quantity" && x.tokens[f.to + 1]?.pos === "ADJ" && !y.tokens.some((t) => t.lemma === x.tokens[f.to + 1]!.lemma);
      const sameMeasure = !isCalendar(n) && (typedFigure(n) || claimUnit !== "" || countedAlike) && !otherAttribute(sentence, rival, frame.sentence) && !otherAttribute(frame.sentence, n, sentence);
      subs.push({ kind: numberKind(n), claim: `${n.raw}${claimUnit}`, sentence: `${rival.raw}${rivalUnit}`, sameVerb: sameEvent, ...(sameMeasure ? { sameMeasure } : {}) });
      // A bound goes with its figure: "fewer than 100 million" / "more than 260 million".
      for (let i = n.bound ? n.from - 2 : n.from; i <= n.to; i++) {
        const t = frame.sentence.tokens[i];
        if (t && (i >= n.from || BOUND_WORDS.has(t.lower))) substitutedKeys.add(t.lower);
      }
      substitutedKeys.add(n.raw.toLowerCase());
      if (unitWord) substitutedKeys.add(unitWord);
      // A price against "free": the claim's "costs" and "per day" go with its figure ("Wi-Fi costs $10 per day" / "Wi-Fi
      // is free for all guests").
      if (n.kind === "money" && rival.value === 0 && !/\d/.test(rival.raw)) {
        for (const w of priceWordsOf(frame.sentence, n)) substitutedKeys.add(w);
      }
    }
  }

  // "Free" against a share off the price: "ride the tram for free" / "gives a 30% discount on all tram fares".
  const discounted = discountAgainstFree(frame.sentence, sentence, numberCovered);
  if (discounted) {
    subs.push(discounted);
    substitutedKeys.add(discounted.claim.toLowerCase());
  }

  // Entities: a claim name the sentence lacks, paired with a name of the sentence the claim lacks, when both
  // follow the same word ("in Berlin" / "in Paris"), are followed by the same words ("Hillary Clinton served as the
  // 45th president" / "Donald Trump became the 45th president"), or when each side has exactly one such name.
  // A lone generic word ("Conference"; "Proceedings" is not one) names a kind of thing: never paired as a swap.
  const headline = isHeadline(sentence);
  // A name sharing a word with another of the claim's is named only by the sentence's own words, not through what a
  // pronoun stands for: "Its colour is called International Orange" after a sentence on the Golden Gate Bridge does not
  // name "Golden Yellow".
  const sharesWord = (e: Entity) => c.entities.some((f) => f !== e && f.words.some((w) => e.words.includes(w)));
  // Asked several times of each claim name (missingEntities, the count of slots covered, openingHolder): read once.
  const named = new Map<Entity, boolean>();
  const namedHere = (e: Entity) => {
    let here = named.get(e);
    if (here === undefined) {
      here = entityIn(e, sharesWord(e) ? s.lowers : names) && !s.entities.some((f) => namesakes(e, f, names)) && !onlyBeside(e, s);
      if (here && namedWithOtherHead(e, sentence)) {
        here = false;
        for (const w of e.distinct) unstated.add(w);
      }
      named.set(e, here);
    }
    return here;
  };
  const missingEntities = c.entities.filter((e) => !e.generic && !namedHere(e));
  const foreignEntities = s.entities.filter((f) => !f.generic && (!entityIn(f, c.lowers) || c.entities.some((e) => namesakes(f, e, c.lowers))));
  for (const e of c.entities) {
    keySlots++;
    if (!namedHere(e)) continue;
    keyCovered++;
    // "EU" is stated by "European Union" and the other way round: its words are covered by the initials.
    if (namedByInitials(e, names)) for (const w of e.words) statedOtherwise.add(w);
    // A one-word name found in another number ("Cheetahs" by the "cheetah" a pronoun stands for) is covered too.
    else if (e.words.length === 1) statedOtherwise.add(e.words[0]!);
  }
  // Taking someone's place said in other words ("took over from" / "replaced"), whoever took whose (tradedSuccession).
  if (successionOf(c) && successionOf(s)) {
    const ct = frame.sentence.tokens;
    ct.forEach((t, i) => {
      if (SUCCESSION_VERBS.has(t.lemma) || (t.lemma === "take" && ct[i + 1]?.lower === "over")) statedOtherwise.add(t.lower);
      if (t.lower === "over" && ct[i - 1]?.lemma === "take") statedOtherwise.add(t.lower);
    });
  }
  // An event said to be held in other words ("was held" / "took place").
  const heldSaid = sentence.tokens.some((t, i) => HOLDING_VERBS.has(t.lemma) || (t.lemma === "take" && sentence.tokens[i + 1]?.lower === "place"));
  if (heldSaid) for (const t of frame.sentence.tokens) if (t.pos === "VERB" && HOLDING_VERBS.has(t.lemma)) statedOtherwise.add(t.lower);
  // What a thing is in said in other words ("lies in" / "is located in"; not "lies on": a town lies on a road and on a
  // plateau, and the places after "on" are too often of other kinds to be rivals).
  if (locatesIn(sentence.tokens)) frame.sentence.tokens.forEach((t, i) => {
    if (t.pos === "VERB" && LOCATING_VERBS.has(t.lemma) && frame.sentence.tokens[i + 1]?.lower === "in") statedOtherwise.add(t.lower);
  });
  // Where a river ends said in other words ("flows into" / "empties into the Black Sea").
  const mouth = mouthVerbAt(frame.sentence.tokens);
  if (mouth >= 0 && mouthVerbAt(sentence.tokens) >= 0) statedOtherwise.add(frame.sentence.tokens[mouth]!.lower);
  // A weekday of the claim's inside a span of days the sentence gives ("on Wednesdays" / "from Monday to Saturday").
  for (const t of frame.sentence.tokens) {
    const day = weekdayOf(t);
    if (day !== "" && !sentence.keys.has(t.lower) && weekdaysHeld(sentence).has(day)) statedOtherwise.add(t.lower);
  }
  const placesOfOtherWidth: string[] = [];
  if (missingEntities.length > 0 && foreignEntities.length > 0) {
    const used = new Set<Entity>();
    // A demonym, which says where someone is from, with a name ("a Polish physicist" / "her husband Pierre"), on
    // either side ("born in Warsaw" / "a Polish-born physicist": a city may be in the country).
    const isDemonym = (x: Entity) => x.words.length === 1 && placesOfDemonym(x.words[0]!).length > 0;
    const isWeekday = (x: Entity) => x.words.length === 1 && WEEKDAYS.has(x.words[0]!.replace(/s$/, ""));
    for (const e of missingEntities) {
      // Both weekdays or neither: a holiday may fall on the weekday ("on Christmas Day" / "on Sundays"). Nor a name
      // sharing its place with a pronoun, which may stand for the claim's ("he and the United Nations were jointly
      // awarded" for "Kofi Annan received"), nor a name of several words owning a noun, for a place ("in Peter
      // Jackson's trilogy" / "in New Zealand"; a one-word owner is often a place itself: "Europe's largest").
      // Nor a place of another width, which may hold the claim's or lie in it ("born in Pretoria" / "born in South Africa").
      // Nor a name that only describes the one after it ("designed by Sony engineer Nobutoshi Kihara").
      const rivals = foreignEntities.filter((f) => isWeekday(e) === isWeekday(f) && !besidePronoun(sentence.tokens, f) && !describedName(sentence.tokens, s.entities, f) && !(PLACE_PREPOSITIONS.has(e.preposition) && f.words.length > 1 && possessor(sentence.tokens, f)) && !nested(e, f) && !compoundOf(e, f));
      // The same word before both, a demonym of the sentence standing for no name of the claim's ("by Frank Lloyd
      // Wright" / "by the Danish architect Jørn Utzon").
      let partner =
        rivals.find((f) => !used.has(f) && e.before !== "" && (f.before === e.before || f.beforeStem === e.beforeStem) && (isDemonym(e) || !isDemonym(f))) ??
        (headline ? undefined : rivals.find((f) => !used.has(f) && sameRole(e, f))) ??
        rivals.find((f) => !used.has(f) && sameRecipient(frame.sentence, e, sentence, f)) ??
        s.entities.find((f) => !used.has(f) && otherOfKind(e, f) && !nested(e, f) && !c.entities.some((x) => x.text === f.text)) ??
        (e.preposition === "" ? undefined : rivals.find((f) => !used.has(f) && titledPreposition(sentence.tokens, f.first) === e.preposition)) ??
        // A place "in" after the same verb, past words that place it within: "located in central Madrid" / "located in
        // Barcelona" (not "on": a town lies on a road and on a plateau).
        (e.preposition === "in" ? rivals.find((f) => !used.has(f) && f.preposition === e.preposition && placingVerb(frame.sentence.tokens, e.first) !== "" && placingVerb(sentence.tokens, f.first) === placingVerb(frame.sentence.tokens, e.first)) : undefined) ??
        // A country or a continent against one after the same preposition, past what places it ("in northwestern Cambodia").
        (placeWidth(e.words) > 1 && PLACE_PREPOSITIONS.has(e.preposition) ? rivals.find((f) => !used.has(f) && f.preposition === e.preposition && placeWidth(f.words) === placeWidth(e.words)) : undefined);
      // Unanchored, a one-for-one swap counts only inside both sentences (a sentence's first word is often a
      // capitalised common noun, "Firms" / "Advertisements").
      // Nor in a headline, where every word is capitalised ("How Many Times Has Argentina Won The World Cup?").
      const only = foreignEntities[0]!;
      // Nor a clause's subject with a name inside a phrase ("the summit of Everest" / "Hillary and Tenzing Norgay were").
      // Nor two names placed differently ("flows into the Mediterranean Sea" / "a river in northeastern Africa"), nor
      // a name joined to another ("Finland joined in April 2023 and Sweden in March 2024" swaps no "NATO").
      let loose = false;
      // Nor a demonym (isDemonym) on either side.
      const demonym = isDemonym(e) || isDemonym(only);
      // Nor a name set after a preposition against one set beside a common noun ("born in Warsaw" / "her husband Pierre").
      const appositive = e.preposition !== "" && only.preposition === "" && /^\p{Ll}/u.test(sentence.tokens[only.first - 1]?.text ?? "") && sentence.tokens[only.first - 1]?.pos === "NOUN";
      if (!partner && !demonym && !appositive && missingEntities.length === 1 && foreignEntities.length === 1 && rivals.length === 1 && e.first > 0 && only.first > 0 && !headline && e.subject === only.subject && !placedApart(e, only) && !joined(only) && !oneIsDoer(e, only) && !modifierAgainstPredicate(e, only)) {
        partner = only;
        loose = true;
      }
      if (!partner) {
        if (foreignEntities.some((f) => nested(e, f) && f.preposition === e.preposition && placeHead(sentence.tokens, f) === placeHead(frame.sentence.tokens, e))) placesOfOtherWidth.push(e.text);
        continue;
      }
      used.add(partner);
      subs.push({ kind: "entity", claim: e.text, sentence: partner.text, ...(loose ? { loose } : {}) });
      for (const w of e.words) substitutedKeys.add(w);
      // The place that locates a swapped one goes with it: "Austria" of "born in Vienna, Austria" against "born in Ulm".
      const locator = c.entities.find((f) => f.first === e.last + 2 && frame.sentence.tokens[e.last + 1]?.text === "," && !entityIn(f, names));
      if (locator) for (const w of locator.words) substitutedKeys.add(w);
    }
  }

  // The claim's opening name against the name the sentence's opening pronoun stands for, when nothing else took its place.
  const opening = c.entities[0];
  if (
    pronounName && opening && opening.first <= 1 && opening.subject && !opening.generic && !entityIn(opening, names) && !opening.words.some((w) => substitutedKeys.has(w)) &&
    // Not the same name in other words: "The CCPA gives…" / "It gives…" after "The California Consumer Privacy Act…".
    !entityIn(opening, nameKeys([pronounName])) && !entityIn(pronounName, nameKeys([opening]))
  ) {
    subs.push({ kind: "entity", claim: opening.text, sentence: pronounName.text });
    for (const w of opening.words) substitutedKeys.add(w);
  }

  // Where someone is from: the claim's place against the one the sentence attaches to the claim's name, though the
  // claim's place is elsewhere in it ("Boris Spassky was from the United States" / "Bobby Fischer of the United States
  // defeated Boris Spassky of the Soviet Union").
  const origin = otherOrigin(c, s);
  if (origin && !origin.claim.words.some((w) => substitutedKeys.has(w))) {
    subs.push({ kind: "entity", claim: origin.claimText, sentence: origin.rival });
    for (const w of origin.claim.words) substitutedKeys.add(w);
  }
  // A place named only as a point another is placed from: "born in … Hämeenlinna, about 100 km north of Helsinki".
  const reference = subs.length === 0 ? placedFrom(c, s) : null;
  if (reference) {
    subs.push({ kind: "entity", claim: reference.claim.text, sentence: reference.rival.text });
    for (const w of reference.claim.words) substitutedKeys.add(w);
  }
  // What a list gives each name in brackets: "Ana Silva (viola), Tom Brecker (cello)" for "Tom Brecker plays the viola".
  const bracketed = subs.length === 0 ? bracketedOther(c, s) : null;
  if (bracketed) {
    subs.push({ kind: "entity", claim: bracketed.claim, sentence: bracketed.sentence });
    substitutedKeys.add(bracketed.claim.toLowerCase());
  }

  // Who did it: the claim's doer of a verb against the sentence's doer of the same verb, though the claim's name is
  // elsewhere in the sentence ("Rosalind Franklin discovered the structure of DNA" / "was discovered in 1953 by James
  // Watson and Francis Crick, using data collected by Rosalind Franklin").
  for (const [verb, doers] of agentsOf(c)) {
    const maker = makerOf(c, s, verb, doers);
    // The claim's verb of making is stated by the maker named another way ("composed" by "an opera by Mozart").
    if (maker.otherwise) for (const t of frame.sentence.tokens) if (t.lemma === verb) statedOtherwise.add(t.lower);
    // A post ("the director of") is said by its verb with the doer ("is directed by …").
    if (maker.doers) for (const t of frame.sentence.tokens) if (agentNounVerb(t.lower) === verb && s.lemmas.has(verb)) statedOtherwise.add(t.lower);
    const rivals = maker.doers;
    if (rivals && SYMMETRIC_VERBS.has(verb) && rivals.every((e) => entityIn(e, c.lowers))) continue;
    if (!rivals || !doers.every(reliableName) || !rivals.every(reliableName) || doers.some((e) => e.words.some((w) => substitutedKeys.has(w)))) continue;
    const rivalWords = nameKeys(rivals);
    const doerWords = nameKeys(doers);
    if (doers.some((e) => entityIn(e, rivalWords)) || rivals.some((e) => entityIn(e, doerWords)) || doers.some((e) => mentionsOf(s, e).some(joined))) continue;
    // Not in a headline, whose every word is capitalised and read as a name ("Black Widow All-White Costume Revealed").
    const written = headline ? undefined : frame.sentence.tokens.find((t) => t.lemma === verb && t.pos === "VERB")?.text;
    subs.push({ kind: "entity", claim: doers.map((e) => e.text).join(" and "), sentence: rivals.map((e) => e.text).join(" and "), ...(written ? { doerOf: written } : {}) });
    for (const e of doers) for (const w of e.words) substitutedKeys.add(w);
  }

  // Who is said to be it: the claim's subject against the sentence's subject in the same role, when the claim's name
  // is in the sentence but not as a subject or beside the rival ("Buzz Aldrin was the first person to walk on the
  // Moon" / "Neil Armstrong was the first person…, followed by Buzz Aldrin"; "France won the 2022 World Cup" /
  // "Argentina won…, beating France"). Only when nothing else differs: "Brazil won the World Cup in 2002, four years
  // after France" speaks of another win.
  if (subs.length === 0) {
    // A swap read with the claim's verb ("won" stated by "beat", "bought" by "agreed to acquire") takes the verb with it.
    const swap: { claim: Entity; rival: Entity; verb?: string } | null = subjectSwap(c, s) ?? setAside(c, s) ?? invertedHolder(c, s, names, referents ?? NO_WORDS) ?? appositiveHolder(c, s, referents ?? NO_WORDS) ?? beatenWinner(c, s) ?? tradedSides(c, s) ?? tradedRelation(c, s) ?? tradedSuccession(c, s, referents ?? NO_WORDS) ?? otherObject(c, s);
    if (swap) {
      subs.push({ kind: "entity", claim: swap.claim.text, sentence: swap.rival.text, ...(swap.verb ? { traded: true } : {}) });
      for (const w of swap.claim.words) substitutedKeys.add(w);
      if (swap.verb) substitutedKeys.add(swap.verb);
    }
  }
  // A labelled line giving the claim's label another value: "Currency: Icelandic króna (ISK)" for "Iceland uses the euro
  // as its currency".
  if (subs.length === 0) {
    const value = otherLabelValue(frame.sentence, sentence, names, referents ?? new Set());
    if (value) {
      subs.push({ kind: "entity", claim: value.claim.map((t) => t.text).join(" "), sentence: value.rival });
      for (const t of value.claim) substitutedKeys.add(t.lower);
    }
  }
  // The claim's noun of another thing: "the symbol for gold" / "Ag is the symbol for silver".
  if (subs.length === 0) {
    const complement = otherComplement(frame.sentence, sentence, c);
    if (complement) {
      subs.push({ kind: "entity", claim: complement.claim.text, sentence: complement.rival.text });
      substitutedKeys.add(complement.claim.lower);
    }
  }
  // The claim's verb said in a clause of another subject, the claim's subject in a clause of its own ("Cars must be booked
  // in advance; foot passengers can buy tickets at the terminal").
  if (subs.length === 0) {
    const other = verbOfOtherClause(frame.sentence, sentence);
    if (other) {
      subs.push(other.substitution);
      substitutedKeys.add(other.claimWord);
    }
  }
  // The claim's verb taking another thing alone or mostly ("feed mainly on grass" / "feed mainly on the leaves").
  if (subs.length === 0) {
    const other = exclusivelyOther(c, s);
    if (other) {
      subs.push(other.substitution);
      for (const w of other.claimWords) substitutedKeys.add(w);
    }
  }
  // The claim's verb given to "only" another subject ("Only the queen lays eggs"), or its object kept for "only" another
  // group ("The sauna is for adults only").
  if (subs.length === 0) {
    const other = onlyOtherSubject(frame.sentence, sentence) ?? reservedForOthers(frame.sentence, sentence);
    if (other) {
      subs.push(other.substitution);
      for (const w of other.claimWords) substitutedKeys.add(w);
    }
  }
  // The claim's subject named by another word before the same noun ("Standard shipping" / "Express shipping").
  if (subs.length === 0 && frame.kindNamed) {
    const modifier = otherModifier(frame.sentence, sentence);
    if (modifier) {
      subs.push(modifier.substitution);
      substitutedKeys.add(modifier.claimWord);
    }
  }
  // The holder of the claim's superlative named by another word before the same noun: "The king penguin is the
  // largest penguin species" / "The emperor penguin is the largest species" (a superlative has one holder).
  if (subs.length === 0 && c.ranks.some((r) => r.kind === "superlative" && rankStated(r, s) === "yes")) {
    const other = otherKindOf(frame.sentence, sentence);
    if (other) {
      subs.push({ kind: "entity", claim: other.claim, sentence: other.sentence });
      for (const w of other.claimWords) substitutedKeys.add(w);
    }
  }
  // ...or by another name, the subject of the superlative's own clause, though the claim's name is in another clause:
  // "Mercury is the hottest planet" / "Venus is the hottest planet, even though Mercury is closer to the Sun".
  if (subs.length === 0) {
    const holder = otherHolder(c, s) ?? openingHolder(c, s, namedHere);
    if (holder) {
      subs.push({ kind: "entity", claim: holder.claim.text, sentence: holder.rival.text });
      for (const w of holder.claim.words) substitutedKeys.add(w);
    }
  }

  // How often: "twice a day" against "once daily" (a count of times per period is no figure the loop above reads).
  const timesPer = timesPerPeriodAgainst(frame.sentence, sentence);
  if (timesPer?.same) for (const w of timesPer.claim.text.toLowerCase().split(" ")) statedOtherwise.add(w);
  else if (timesPer) {
    subs.push({ kind: "number", claim: timesPer.claim.text, sentence: timesPer.sentence.text });
    for (const w of timesPer.claim.text.toLowerCase().split(" ")) substitutedKeys.add(w);
  }

  const relisted = subs.some((x) => x.kind === "date") ? null : listedDate(c, s);
  if (relisted) subs.push(relisted);
  const otherWay = reversedRoute(c, s);
  if (otherWay) {
    subs.push(otherWay.substitution);
    for (const w of otherWay.claimWords) substitutedKeys.add(w);
  }

  // Where and when: the claim places a verb or a name at a name or date that the sentence places something else at,
  // while placing the verb or name at a rival one ("born in Vienna" / "born in Bonn in 1770 and died in Vienna";
  // "the Nobel Prize in Chemistry in 1903" / "…in Physics in 1903 and the Nobel Prize in Chemistry in 1911").
  const claimSettings = settingsOf(c).all;
  const rivals = claimSettings.length > 0 ? settingsOf(s) : null;
  if (rivals && rivals.all.length > 0) {
    for (const setting of claimSettings) {
      const swap = settingSwap(setting, settingsOf(c), rivals, substitutedKeys, s);
      if (!swap) continue;
      subs.push(swap.substitution);
      for (const w of swap.claimWords) substitutedKeys.add(w);
    }
  }

  // Demonyms: "a Soviet spaceflight" against "the American spaceflight", by the word next to them. One the claim
  // has in either form ("German" for "Germany") is covered; one already read as a name is counted there.
  for (const d of c.demonyms) {
    const asName = c.entities.some((e) => e.words.includes(d.word));
    if (!asName) keySlots++;
    // Named only by its place, while another people's word stands before the claim's noun: "a Spanish painter who spent
    // most of his adult life in France" for "a French painter".
    const byPlaceOnly = names.has(d.word) && !sentence.tokens.some((t) => t.lower === d.word);
    const before = byPlaceOnly ? s.demonyms.find((x) => x.word !== d.word && !c.lowers.has(x.word) && sameNeighbour(frame.sentence, d.index, d.index, sentence, x.index, x.index)) : undefined;
    if (before) {
      subs.push({ kind: "entity", claim: d.text, sentence: before.text });
      substitutedKeys.add(d.word);
      continue;
    }
    if (names.has(d.word)) {
      if (!asName) keyCovered++;
      continue;
    }
    if (substitutedKeys.has(d.word)) continue;
    const rival = s.demonyms.find((x) => x.word !== d.word && !c.lowers.has(x.word) && sameNeighbour(frame.sentence, d.index, d.index, sentence, x.index, x.index));
    if (rival) {
      subs.push({ kind: "entity", claim: d.text, sentence: rival.text });
      substitutedKeys.add(d.word);
    }
  }

  // Ranks: the same superlative or ordinal with another rank ("largest" / "second largest"), or the antonym of
  // the superlative at the same rank ("largest" / "smallest").
  for (const r of c.ranks) {
    keySlots++;
    const same = s.ranks.filter((x) => x.kind === r.kind && x.base === r.base);
    const stated = rankStated(r, s, c.ranks);
    if (stated === "narrower") {
      unstated.add(r.text.toLowerCase());
      continue;
    }
    // Every word of the claim's rank is in the slot: "second" of "second most-visited" is swapped, not missing.
    const rankWords = (rank: Rank) => rank.text.toLowerCase().split(/[\s-]+/);
    if (stated === "yes") {
      keyCovered++;
      // Stated under another word of the same measure too: "biggest" by "largest".
      for (const w of rankWords(r)) statedOtherwise.add(w);
      continue;
    }
    const other = same.find((x) => comparableRanks(r, x) && !ranksOtherThing(r, x, s) && !rankedAfterHolder(frame.sentence, r, s.sentence, x));
    if (other) {
      subs.push({ kind: "ordinal", claim: r.text, sentence: other.text });
      for (const w of rankWords(r)) substitutedKeys.add(w);
      // A rank given with no scope, or another word for the whole world, is of the claim's "in the world" or "on Earth":
      // "It is the second-longest river" for "…the longest river in the world".
      frame.sentence.tokens.forEach((t, i) => {
        if (WORLD_SCOPE_WORDS.has(t.lemma) && !s.lemmas.has(t.lemma) && scopedByPreposition(frame.sentence.tokens, i)) statedOtherwise.add(t.lower);
      });
      continue;
    }
    if (r.kind === "superlative") {
      // (Opposites read only for a superlative of the same rank the sentence has: most have none.)
      const anti = s.ranks.find((x) => x.kind === "superlative" && x.rank === r.rank && oppositeSuperlatives(r.base).includes(x.base));
      const outdone = anti ? null : outdoneHolder(frame.sentence, r, sentence);
      if (anti) {
        subs.push({ kind: "antonym", claim: r.text, sentence: anti.text });
        for (const w of rankWords(r)) substitutedKeys.add(w);
      } else if (outdone) {
        subs.push({ kind: "ordinal", claim: r.text, sentence: `${outdone.text} than ${outdone.afterText}` });
        for (const w of rankWords(r)) substitutedKeys.add(w);
        // What is ranked and where holds of both sides compared: a thing outdone is not the top one of any group
        // holding both ("planet in the Solar System" need not be said again).
        for (const t of frame.sentence.tokens.slice(r.first + 1)) statedOtherwise.add(t.lower);
      }
    } else if (r.base !== "" && !s.ranks.some((x) => x.kind === "ordinal" && x.rank === r.rank)) {
      // "the first woman" / "the third woman"; not when the sentence also has the claim's rank ("the 44th
      // president, the first Black president").
      const rival = s.ranks.find((x) => x.kind === "ordinal" && x.rank !== r.rank && x.base === r.base && comparableRanks(r, x));
      if (rival) subs.push({ kind: "ordinal", claim: r.text, sentence: rival.text });
    }
  }

  // Quantifiers: "all" against "some" (a different strength), unless the sentence also has the claim's.
  for (const q of c.quantifiers) {
    if (q.fraction) continue;
    keySlots++;
    // Only a quantifier of the same thing ("all birds" / "some birds"), not "most of the race" / "several polls".
    const other = s.quantifiers.find((x) => x.rank !== q.rank && (sameNeighbour(frame.sentence, q.first, q.first, sentence, x.first, x.first) || sameQuantified(frame.sentence, q, sentence, x) || quantifiesReferent(frame.sentence, q, sentence, x, referents)));
    // The claim's own quantifier states it, unless it stands in a clause holding less of the claim than the other's:
    // "Only about a quarter of it is covered by sand dunes; most of it is rocky plateau" for "Most of the Sahara is
    // covered by sand dunes".
    const own = s.quantifiers.filter((x) => x.rank === q.rank);
    if (own.length > 0 && !(other && own.every((x) => claimWordsInClause(frame, sentence, x.first) < claimWordsInClause(frame, sentence, other.first)))) {
      keyCovered++;
      continue;
    }
    if (other) {
      subs.push({ kind: "quantifier", claim: q.word, sentence: other.word });
      for (const w of q.word.split(" ")) substitutedKeys.add(w);
    }
  }

  const widened = widenedRestriction(frame.sentence, sentence) ?? narrowedRestriction(frame.sentence, sentence);
  if (widened) {
    subs.push(widened);
    substitutedKeys.add(widened.claim.split(" ")[0]!.toLowerCase());
  }
  // "all year" is one slot, both words of it.
  const narrowed = widened ? null : (narrowedTime(frame.sentence, sentence) ?? (subs.some((x) => x.kind === "quantifier") ? null : (narrowedGroup(frame.sentence, sentence) ?? boundedGroup(frame.sentence, sentence) ?? partOfGroup(frame.sentence, sentence, source) ?? anyAgainstOne(frame.sentence, sentence))));
  if (narrowed) {
    subs.push(narrowed);
    for (const w of narrowed.claim.split(" ")) substitutedKeys.add(w.toLowerCase());
  }
  const interval = subs.some((x) => x.kind === "number") ? null : (otherInterval(frame.sentence, sentence) ?? shortOfVagueSpan(frame.sentence, sentence));
  if (interval) {
    subs.push(interval);
    substitutedKeys.add(interval.claim.split(" ").pop()!.toLowerCase());
  }
  const frequency = subs.some((x) => x.kind === "antonym") || interval ? null : otherFrequency(frame.sentence, sentence);
  if (frequency) {
    subs.push(frequency);
    for (const w of frequency.claim.split(" ")) substitutedKeys.add(w.toLowerCase());
  }

  // Antonyms of the claim's words ("increased" / "decreased"), counted once per claim word, and the sentence's word.
  let antonym: Substitution | null = null;
  let antonymAt = -1;
  // Read only when a claim word and its antonym are both in the sentence: each token's following word, and each
  // (word, follower) pair of the claim once, so a claim repeating a word costs no more than saying it once.
  let followers: string[] | null = null;
  let claimIndex: Map<Token, number> | null = null;
  const checked = new Set<string>();
  // What each word says of its subject: a passive "was defeated" says "lose".
  const { of: senses, all: sensed } = sensesOf(sentence);
  for (const t of antonymCandidates(frame.sentence)) {
    if (t.type !== "word" || subs.some((x) => x.kind === "antonym")) continue;
    // A word the claim says is lost is its opposite's: "after losing his hearing" is "deaf".
    if (lostBefore(frame.sentence.tokens, t)) continue;
    const sense = claimSenses(frame.sentence).get(t) ?? t.lemma;
    // A sentence's word is read as written too: wink lemmatises the direction "left" to "leave", and leaves a plural it
    // takes for a name as it is ("Males sing complex songs.").
    const opposite = antonymsOf(sense).filter((x) => (s.lemmas.has(x) || s.lowers.has(x) || s.lowers.has(`${x}s`) || sensed.has(x)) && !c.lemmas.has(x));
    if (opposite.length === 0) continue;
    let hit: Token | undefined;
    if (!s.lemmas.has(t.lemma)) {
      hit = sentence.tokens.find((x, i) => (opposite.includes(senses[i]!) || opposite.includes(x.lower) || (x.pos === "PROPN" && opposite.includes(x.lower.replace(/s$/, "")))) && !underOtherDay(frame.sentence, sentence, i));
      if (hit && takesOtherObject(frame.sentence, t, sentence, hit, c.lemmas)) hit = undefined;
    } else if (!ORDINAL_WORDS.has(t.lower)) {
      // An ordinal the sentence has too is read by the ranks above: "the second costs $45" after "The first checked bag
      // costs $35" says "the second checked bag".
      // The claim's word is in the sentence too ("at higher altitudes … boils at a lower temperature"): the
      // antonym counts in the claim word's own place, before the same word, when the claim's word is not there.
      claimIndex ??= new Map(frame.sentence.tokens.map((x, i) => [x, i]));
      const at = claimIndex.get(t)!;
      const after = neighbour(frame.sentence, at, at, 1);
      // Nor where the claim's word ends a list item, the noun the antonym gave left out after it: "45 W wired charging,
      // 15 W wireless" says "wireless charging" (not "drones are male", a predicate).
      if (after !== "" && elidedAfterAntonym(sentence, t, opposite, after)) continue;
      const key = `${t.lemma} ${after}`;
      // Or in the clause that holds the claim, when the claim's word is only in another: "Worker bees are female;
      // drones are male." for "Worker bees are male".
      hit = antonymInOwnClause(frame, sentence, t, opposite) ?? antonymBeforeSubject(frame.sentence, sentence, t, opposite) ?? antonymAsDoer(frame.sentence, sentence, t, opposite);
      if (hit) {
        antonym = { kind: "antonym", claim: t.text, sentence: hit.text };
        antonymAt = sentence.tokens.indexOf(hit);
        substitutedKeys.add(t.lower);
        break;
      }
      // Or when the claim says its word more often than the sentence does, and the sentence says the opposite: one of
      // the claim's is opposed ("Air pressure increases as altitude increases" / "It decreases with increasing altitude").
      if (lemmaCount(frame.sentence, t.lemma) > lemmaCount(sentence, t.lemma)) {
        hit = sentence.tokens.find((x) => x.type === "word" && (opposite.includes(x.lemma) || opposite.includes(x.lower)));
        if (hit) {
          antonym = { kind: "antonym", claim: t.text, sentence: hit.text };
          antonymAt = sentence.tokens.indexOf(hit);
          substitutedKeys.add(t.lower);
          break;
        }
      }
      if (after === "" || checked.has(key)) continue;
      checked.add(key);
      const next = (followers ??= sentence.tokens.map((_, i) => neighbour(sentence, i, i, 1)));
      if (sentence.tokens.some((x, i) => x.lemma === t.lemma && next[i] === after)) continue;
      hit = sentence.tokens.find((x, i) => x.type === "word" && (opposite.includes(x.lemma) || opposite.includes(x.lower)) && next[i] === after);
    }
    // Two sides of one act said in the passive say the same thing: "Books are lent for three weeks" for "Members can
    // borrow books".
    // So do they with another doer: "Members can borrow up to 12 books" for "The library lends e-books".
    if (hit && isConverse(sense, hit.lemma) && (passiveAt(sentence, sentence.tokens.indexOf(hit)) || !doerBefore(frame.sentence, t, sentence, hit))) hit = undefined;
    if (hit) {
      antonym = { kind: "antonym", claim: t.text, sentence: hit.text };
      antonymAt = sentence.tokens.indexOf(hit);
      substitutedKeys.add(t.lower);
      break;
    }
  }

  // Polarity, read only where the claim's words sit in the sentence (a "not" in another clause is not ours).
  const span = alignedSpan(frame, sentence);
  const negInSpan: number[] = span ? s.negations.filter((i) => i >= span[0] && i <= span[1] && negatesClaimWord(frame, sentence, i, span[1])) : [];
  // A contrast after the clause denies a word of the claim the clause lacks: "named after Monty Python, not the snake".
  // So does a "no" in another clause before a noun of the claim the sentence has nowhere else: "Sharks have no bones; their
  // skeletons are made of cartilage." for "…skeletons made of bone".
  if (span && negInSpan.length === 0) {
    const contrast = contrastCue(sentence, span[1], s.negations);
    if (contrast !== undefined && deniesMissingWord(frame, sentence, contrast)) negInSpan.push(contrast);
    else {
      const denied = s.negations.find((i) => (i < span[0] || i > span[1]) && sentence.tokens[i]!.lower === "no" && deniesMissingWord(frame, sentence, i));
      if (denied !== undefined) negInSpan.push(denied);
    }
  }
  // "removed from the standard library" says "no longer in" it: a verb of taking out, before "from", in the span.
  if (span && negInSpan.length === 0) {
    const removed = sentence.tokens.findIndex((t, i) => i >= span[0] && i <= span[1] && REMOVAL_VERBS.has(t.lemma) && t.pos === "VERB" && sentence.tokens[i + 1]?.lower === "from");
    if (removed >= 0 && !frame.sentence.tokens.some((t) => REMOVAL_VERBS.has(t.lemma))) negInSpan.push(removed);
  }
  // "…are charged unless cancelled 24 hours in advance" says the opposite of its clause for the claim that names the
  // exception ("Appointments cancelled 24 hours in advance are not charged").
  const unless = span ? unlessClaimed(frame, sentence) : -1;
  const sentenceNegated = (negInSpan.length + (unless >= 0 ? 1 : 0)) % 2 === 1;
  let negation: Substitution | null = null;
  // A negated claim is contradicted only by a sentence that speaks of what it negates ("no candidate was a
  // favourite" says nothing about a sentence on the polls).
  // Nor, when it negates a bound ("Do not take more than 8 tablets"), by one that does not give the bound's figure ("can
  // take one or two tablets up to four times").
  const deniedBound = frame.negated ? frame.sentence.numbers.find((n) => n.bound !== undefined && n.from > (c.negations[0] ?? Infinity)) : undefined;
  const boundMet = !deniedBound || sentence.numbers.some((m) => sameNumber(deniedBound, m));
  const claimNegationMet = !frame.negated || (boundMet && c.negations.some((cue) => governedWordIn(frame.sentence, cue, s, span) && negatedNounsIn(frame.sentence, cue, s)));
  if (span && sentenceNegated !== frame.negated && claimNegationMet && !noneOtherThanTop(frame.sentence, s)) {
    const claimCue = frame.sentence.tokens[c.negations.find((cue) => !inConcession(frame.sentence.tokens, cue)) ?? -1]?.text ?? "";
    const sentenceCue = sentence.tokens[negInSpan[0] ?? unless]?.text ?? "";
    negation = { kind: "negation", claim: claimCue, sentence: sentenceCue };
    if (sentenceNegated) for (const w of deniedModifiers(frame, sentence, negInSpan[0]!, span[1])) substitutedKeys.add(w);
  }
  // "did not decrease" against "increased": an antonym under a negation says the same thing. So does the claim's
  // negated word against the sentence's antonym, unnegated ("does not stop a download" / "Downloads continue…"): the
  // claim's word is stated there, in other words.
  // So does the antonym right after a negation of its own when the claim's words around it differ and the negation's
  // reach misses them: "does not open on Sundays or on bank holidays" says "closed on public holidays".
  // The negation that makes the antonym the claim's word then denies nothing of the claim (unsubstitutedDenial).
  const negatedAntonym = !!antonym && !frame.negated && negatedAt(sentence, s.negations, antonymAt);
  if (antonym && (negation || (frame.negated && !sentenceNegated && (negationGoverns(frame.sentence, c.negations, antonym.claim) || negatedInClause(frame.sentence, c.negations, antonym.claim))) || negatedAntonym)) {
    statedOtherwise.add(antonym.claim.toLowerCase());
    substitutedKeys.delete(antonym.claim.toLowerCase());
    antonym = null;
    negation = null;
  }
  // ...and so does the claim's "not … alone" against a sentence's company: "Under-16s may not use the gym alone" is
  // what "Under-16s may use the gym only with a parent" says (companyAgainstAlone reads only unnegated pairs).
  if (negation && frame.negated && !sentenceNegated && companyForAlone(frame.sentence, sentence)) negation = null;
  // So does an antonym with an exception for the claim's case ("open every day except Monday" says "closed on
  // Monday"), or at the end of the sentence's range ("open from 9 am to 6 pm" says "closes at 6 pm").
  const exceptedWord = exceptedClaimWord(frame, sentence);
  const antonymStated = !!antonym && ((!!exceptedWord && !exceptsFromNegation(sentence, s, exceptedWord)) || closesRangeAt(frame, sentence));
  if (antonym && antonymStated) {
    statedOtherwise.add(antonym.claim.toLowerCase());
    substitutedKeys.delete(antonym.claim.toLowerCase());
    antonym = null;
  }
  if (antonym) {
    subs.push(antonym);
    // "costs extra" against "is included": the verb goes with the opposite word.
    if (antonym.claim.toLowerCase() === "extra") for (const w of priceWordsOf(frame.sentence, undefined)) substitutedKeys.add(w);
  }
  // "designed by Charles Babbage …, not by Lovelace": the denial of the claim's doer is the swap of its doer, one fact.
  const cueAt = negInSpan[0];
  const deniesSwappedDoer = negation !== null && cueAt !== undefined && sentence.tokens[cueAt + 1]?.lower === "by" && subs.some((x) => x.kind === "entity" && x.doerOf !== undefined && x.claim.split(" ").some((w) => w.toLowerCase() === sentence.tokens[cueAt + 2]?.lower));
  if (negation && !deniesSwappedDoer) subs.push(negation);
  // "All other rooms are strictly pet-free" denies the claim's pets: a claim noun joined to "free" by a hyphen, where the
  // claim says nothing "free" and denies nothing.
  const freeOf = !negation && !frame.negated && s.lowers.has("free") && !c.lowers.has("free") ? freeOfClaimNoun(sentence, c.lemmas) : "";
  if (freeOf) subs.push({ kind: "negation", claim: "", sentence: freeOf });
  const denial = !antonym && !negation && !frame.negated ? (ellipticalDenial(frame, sentence) || noLongerSaid(frame.sentence, sentence)) : "";
  if (denial) subs.push({ kind: "negation", claim: "", sentence: denial });
  // The claim's case made the sentence's exception, the claim making none, with the polarity opposite to the claim's:
  // "open on Tuesdays" / "open every day except Tuesday", "Assistance dogs are not allowed" / "Pets are not allowed,
  // except for assistance dogs"; or another exception in its place ("except Monday" / "except Tuesday").
  if (!antonym && !negation && !antonymStated) {
    const excepted = exceptions(frame.sentence).length === 0 ? exceptedWord : undefined;
    const other = excepted ? null : otherException(frame, sentence);
    if (excepted) {
      if (exceptsFromNegation(sentence, s, excepted) === claimDeniesForException(frame) && !saysClaimWordAfter(frame, sentence, excepted)) subs.push({ kind: "negation", claim: "", sentence: `${exceptingWordBefore(sentence, excepted)} ${excepted.text}` });
    } else if (other) {
      subs.push(other);
      substitutedKeys.add(other.claim.toLowerCase());
    }
  }
  // A plural weekday is read as a name ("Sundays" / "Mondays" is an entity swap already).
  const weekday = subs.some((x) => x.kind === "date" || (x.kind === "entity" && WEEKDAYS.has(x.claim.toLowerCase().replace(/s$/, "")))) ? null : (otherWeekday(frame.sentence, sentence, s.lemmas) ?? weekdaysForWeekend(frame.sentence, sentence, s.lemmas) ?? closedOnOpenDay(frame.sentence, sentence));
  if (weekday) {
    subs.push(weekday);
    substitutedKeys.add(weekday.claim.toLowerCase());
  }
  const designation = subs.some((x) => x.kind === "entity") ? null : (otherDesignation(frame.sentence, sentence) ?? otherVariant(frame.sentence, sentence) ?? otherTitle(frame.sentence, sentence));
  if (designation) {
    subs.push(designation);
    for (const w of designation.claim.toLowerCase().split(" ")) substitutedKeys.add(w);
  }
  const channel = antonym || negation ? null : (otherChannel(frame.sentence, sentence) ?? otherColour(frame.sentence, sentence) ?? otherQuality(frame.sentence, sentence) ?? otherDirection(frame.sentence, sentence) ?? paidAgainstFree(frame.sentence, sentence) ?? companyAgainstAlone(frame.sentence, sentence) ?? dutyAgainstChoice(frame.sentence, sentence) ?? privativeKind(frame.sentence, sentence) ?? endedRole(frame.sentence, sentence) ?? sameDayAgainstAdvance(frame.sentence, sentence) ?? bookingAgainstWalkIn(frame.sentence, sentence) ?? visitOnClosedDay(frame.sentence, sentence) ?? otherPayer(frame.sentence, sentence) ?? includedAgainstPrice(frame.sentence, sentence) ?? extraAgainstIncluded(frame.sentence, sentence) ?? lackAgainstBeing(frame.sentence, sentence) ?? (subs.some((x) => x.kind === "amount") ? null : freeToDoAgainstPrice(frame.sentence, sentence)));
  if (channel) {
    subs.push(channel);
    // The claim's phrase is substituted whole ("cost extra" against "free of charge", "on the day").
    for (const w of channel.claim.split(" ")) substitutedKeys.add(w.toLowerCase());
  }
  const listed = subs.length === 0 ? onlyOneOfList(frame.sentence, sentence) : null;
  if (listed) subs.push(listed);
  const member = subs.length === 0 ? otherListMember(frame.sentence, sentence, s.lemmas) : null;
  if (member) {
    subs.push(member);
    substitutedKeys.add(member.claim.toLowerCase());
  }
  const reversed = antonym || negation ? null : (reversedComparison(frame.sentence, sentence) ?? opposedComparison(frame.sentence, sentence) ?? contrastedAmount(frame.sentence, sentence) ?? rankedBelowOtherSide(frame.sentence, s) ?? reversedChange(frame.sentence, sentence));
  if (reversed) subs.push(reversed);
  const factor = subs.some((x) => x.kind === "number") ? null : otherFactor(frame.sentence, sentence);
  if (factor) subs.push(factor);
  const clauseFigure = subs.some((x) => GROUP_OF_FIGURES.has(x.kind)) ? null : (figureOfOtherClause(frame.sentence, sentence) ?? figureOfOtherSetting(frame.sentence, sentence) ?? figureOnClaimNoun(frame.sentence, sentence) ?? timeOfOtherDays(frame.sentence, sentence) ?? dateOfOtherLabel(frame.sentence, sentence) ?? figureOfOtherEntry(frame.sentence, sentence) ?? countOfOtherKind(frame.sentence, sentence));
  if (clauseFigure) subs.push(clauseFigure);
  const count = subs.some((x) => x.kind === "number") ? null : (otherCount(frame.sentence, sentence) ?? limitAgainstUnlimited(frame.sentence, sentence));
  if (count) {
    // "no moons" against "two moons" is a count, not a denial of the claim's moons.
    const denial = count.sentence.startsWith("no ") ? subs.findIndex((x) => x.kind === "negation" && x.sentence === "no") : -1;
    if (denial >= 0) subs.splice(denial, 1);
    subs.push(count);
    substitutedKeys.add(count.claim.split(" ")[0]!.toLowerCase());
  }
  const left = subs.length === 0 ? (leftBehind(frame.sentence, sentence) ?? movedAway(frame.sentence, sentence)) : null;
  if (left) {
    subs.push(left.substitution);
    for (const w of left.claimWords) substitutedKeys.add(w);
  }
  const ended = subs.length === 0 ? endedState(frame.sentence, sentence, names) : "";
  if (ended) subs.push({ kind: "negation", claim: "", sentence: ended });
  const unlike = subs.length === 0 ? unlikeWhatClaimed(frame.sentence, sentence) : null;
  if (unlike) subs.push(unlike);
  // The claim's comparison is a key slot: a sentence that names both sides without comparing them ("order these
  // metals by reactivity: copper, zinc and iron") does not state it.
  const claimComparison = comparisonOf(frame.sentence);
  let comparisonStated = true;
  if (claimComparison) {
    keySlots++;
    const o = comparisonOf(sentence);
    const sameWay = (x: Comparison) => x.comparative === claimComparison.comparative || (amountDirection(x) !== 0 && amountDirection(x) === amountDirection(claimComparison));
    comparisonStated = (!!o && o.after === claimComparison.after && sameWay(o)) || ellipticalComparison(claimComparison, sentence) || (!o && factorComparison(claimComparison, sentence)?.direction === amountDirection(claimComparison));
    if (comparisonStated) keyCovered++;
  }
  const prefixed = antonym || negation ? null : prefixNegation(c, s);
  if (prefixed) {
    subs.push(prefixed.substitution);
    substitutedKeys.add(prefixed.claimWord);
  }

  // Coverage of the claim's content words.
  let total = 0;
  let hit = 0;
  let restTotal = 0;
  let restHit = 0;
  const covered: string[] = [];
  const missing: string[] = [];
  const numberTokens = new Map<string, boolean>();
  for (const n of frame.sentence.numbers) numberTokens.set(n.raw.toLowerCase(), numberCovered.has(n));
  // A possessive pronoun standing for the claim's name states its "'s": "Its headquarters" for "Spotify's headquarters".
  if (referents && referents.size > 0 && sentence.tokens.some((t) => POSSESSIVE_PRONOUNS.has(t.lower))) statedOtherwise.add("'s");
  // A claim word outside the claim's names that the sentence has only inside one of them: "printing" of "Kestrel Print
  // Works offers overnight printing" is not said by the heading "Kestrel Print Works — Turnaround".
  let inClaimNames: Set<Token> | undefined;
  const claimNameTokens = new Set(c.entities.flatMap((e) => frame.sentence.tokens.slice(e.first, e.last + 1)));
  const keyOnlyInClaimName = (k: string, t: Token) => {
    if (claimNameTokens.has(t)) return false;
    inClaimNames ??= new Set(s.entities.filter((f) => f.words.length > 1 && entityIn(f, c.lowers)).flatMap((f) => sentence.tokens.slice(f.first, f.last + 1)));
    if (inClaimNames.size === 0) return false;
    let inside = false;
    for (const x of sentence.content) {
      if (matchKey(x) !== k) continue;
      if (!inClaimNames.has(x)) return false;
      inside = true;
    }
    return inside;
  };
  // The second half of a claim's hyphened compound, the first said nowhere in the sentence: "day" of "same-day printing"
  // is not said by "Standard: 5 business days"; "gluten-free" is by "free from gluten".
  const modifiers = compoundModifiers(frame.sentence);
  const compoundHalf = (t: Token) => {
    const other = modifiers.get(t);
    return other !== undefined && !names.has(other.lower) && !s.lemmas.has(other.lemma);
  };
  // A claim noun a pronoun of the sentence stands for in another number: "whale" of "The blue whale is…" by "It is…"
  // after a sentence on "Blue whales" (not a verb or another noun of the same stem: "advertise" by an "It" for
  // "Advertising", "printing" by a labelled line under "Atlas Print Studio").
  const referredTo = (t: Token) => {
    if (referents === undefined || (t.pos !== "NOUN" && t.pos !== "PROPN")) return false;
    for (const r of referents) if (otherNumber(r, t.lower)) return true;
    return false;
  };
  // The forms of the claim words found, to tell where in the sentence they are (hedgesClaimWords).
  const foundForms: string[] = [];
  for (const t of frame.sentence.content) {
    const k = matchKey(t);
    const w = frame.weights.get(k) ?? 1;
    const found = t.type === "number"
      ? (numberTokens.get(t.lower) ?? sentence.keys.has(k))
      : !unstated.has(t.lower) && ((((sentence.keys.has(k) && !keyOnlyInClaimName(k, t)) || names.has(t.lower) || s.lemmas.has(t.lemma)) && !compoundHalf(t)) || statedOtherwise.has(t.lower) || referredTo(t));
    total += w;
    if (found) hit += w;
    (found ? covered : missing).push(t.text);
    if (found) foundForms.push(k, t.lower, t.lemma);
    if (!substitutedKeys.has(t.lower)) {
      restTotal += w;
      if (found) restHit += w;
    }
  }
  // A claim of what may be done ("can be borrowed") reads "may" as leave given, not as doubt ("members may borrow").
  // A claim of a plan or a report ("plans to cut") is still not stated by a sentence that only doubts one ("is reportedly
  // weighing cuts"): then only the sentence's words of doubt count.
  const hedge =
    sentence.hedges > 0 && !frame.sentence.tokens.some((t) => PERMISSION_WORDS.has(t.lower)) && !doubts(frame.sentence)
      ? hedgeOnClaimWords(sentence, new Set(foundForms), frame.sentence.hedges === 0 ? hedgeWidthAt : doubtWidthAt)
      : undefined;
  const unsubstitutedDenial = !frame.negated && !negatedAntonym && sentence.negations > 0 && !subs.some((x) => x.kind === "negation" || x.kind === "antonym") ? denialOnClaimWords(sentence, new Set(foundForms)) : undefined;
  const narrowedTo = subs.length === 0 ? (narrowedPredicate(frame.sentence, sentence, c.lowers) ?? partRole?.said) : undefined;
  return {
    coverage: total === 0 ? 0 : hit / total,
    restCoverage: restTotal === 0 ? (total === 0 ? 0 : 1) : restHit / restTotal,
    covered,
    missing,
    keySlots,
    keyCovered,
    // Another event's date last: the first substitution is the one a contradiction is read and reported by.
    substitutions: subs.filter((x) => !isLooseDate(x)).concat(subs.filter(isLooseDate)),
    hedged: hedge !== undefined,
    ...(hedge === undefined ? {} : { hedge }),
    ...(unsubstitutedDenial === undefined ? {} : { denial: unsubstitutedDenial }),
    ...(narrowedTo === undefined ? {} : { narrowed: narrowedTo }),
    // Only a comparative read as one ("more massive", "denser", "fewer"), not a noun before "than" ("warmer weather than").
    ...(comparisonStated || !(claimComparison!.comparative.includes(" ") || amountDirection(claimComparison!) !== 0) ? {} : { unstatedComparison: `${claimComparison!.text} than` }),
    ...(placesOfOtherWidth.length > 0 ? { placesOfOtherWidth } : {}),
  };
}

/** Words that open a clause conceding something: a hedge there hedges nothing the sentence states. */
const CONCESSIVE: ReadonlySet<string> = new Set(["although", "though", "while", "whereas"]);
/** A verb's negations, the only ones denialOnClaimWords reads. */
const VERB_NEGATIONS: ReadonlySet<string> = new Set(["not", "n't", "never"]);
/** Words after a negation that make it a negated bound ("not more than", "not … fewer than"). */
const BOUNDING_WORDS: ReadonlySet<string> = new Set(["more", "less", "fewer", "over", "under", "exceed", "exceeds", "than", "beyond", "above", "below"]);
/** Words of a claim that says what may be done. */
const PERMISSION_WORDS: ReadonlySet<string> = new Set(["can", "cannot", "allowed", "allows", "allow", "permitted", "permits", "able"]);

/**
 * The hedge of the sentence ("is reported to", "could", "a proposal to") that bears on the claim words it has
 * (cueOnClaimWords): "Dominic Vale is reported to be in talks to star in 'The Salt Road'" hedges the claim's "Dominic
 * Vale … 'The Salt Road'".
 */
function hedgeOnClaimWords(sentence: Sentence, found: ReadonlySet<string>, widthAt: (tokens: readonly Token[], i: number) => number): string | undefined {
  return cueOnClaimWords(sentence, found, widthAt);
}

/** A word of doubt at tokens[i] ("may", "reportedly", "allegedly"): a hedge of one word (hedgeWidthAt). */
function doubtWidthAt(tokens: readonly Token[], i: number): number {
  return HEDGE_WORDS.has(tokens[i]!.lower) ? hedgeWidthAt(tokens, i) : 0;
}

/** Whether a sentence has a word of doubt of its own. */
function doubts(s: Sentence): boolean {
  return s.tokens.some((_, i) => doubtWidthAt(s.tokens, i) > 0);
}

/**
 * The negation of the sentence that bears on the claim words it has (as hedgeOnClaimWords reads a hedge), for a claim
 * that denies nothing: "Offline mode is a Sorrel Plus feature and is not part of the free plan" says nothing of Sorrel's
 * free plan including offline mode but that it does not. Figures are left out: "at no extra charge" gives "free".
 */
function denialOnClaimWords(sentence: Sentence, found: ReadonlySet<string>): string | undefined {
  const inFigure = new Set<number>();
  for (const n of sentence.numbers) for (let k = n.from; k <= n.to; k++) inFigure.add(k);
  // Nor a word of a title ("Never Let Me Down Again").
  const inTitle = (tokens: readonly Token[], i: number) => /^\p{Lu}/u.test(tokens[i]!.text) && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? "");
  // Only a verb's negation: "no" denies the noun phrase it opens ("two USB-C ports and no HDMI port"), a denying verb
  // ("drops support for Node.js 16") what it takes, each read by the substitutions. Nor a negated bound ("should not
  // take more than 1,200 mg", "not … for groups of fewer than six"), which the figures read.
  const boundAfter = (tokens: readonly Token[], i: number) => {
    for (let k = i + 1; k < tokens.length && !CLAUSE_ENDS.has(tokens[k]!.lower); k++) if (BOUNDING_WORDS.has(tokens[k]!.lower)) return true;
    return false;
  };
  return cueOnClaimWords(sentence, found, (tokens, i) => (VERB_NEGATIONS.has(tokens[i]!.lower) && !inFigure.has(i) && !inTitle(tokens, i) && !boundAfter(tokens, i) ? 1 : 0));
}

/**
 * A cue (a hedge, a negation) of the sentence that bears on the claim words it has: in the cue's clause (as a
 * negation's, up to a comma or "but") stand a claim word after the cue and at least as many of those words as in the
 * rest of the sentence, and the clause does not concede ("Although Lecque could have chosen to attend there, he
 * decided…"). "Dominic Vale is reported to be in talks to star in 'The Salt Road'" hedges the claim's "Dominic Vale …
 * 'The Salt Road'"; "…the foam decks of these surfboards make you prone to rash, so you might want to wear…" hedges none
 * of "foam decks … surfboards".
 */
function cueOnClaimWords(sentence: Sentence, found: ReadonlySet<string>, cueWidthAt: (tokens: readonly Token[], i: number) => number): string | undefined {
  const tokens = sentence.tokens;
  const isFound = (t: Token) => found.has(t.lower) || found.has(t.lemma) || found.has(matchKey(t));
  let clauseStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (CLAUSE_ENDS.has(tokens[i]!.lower)) {
      clauseStart = i + 1;
      continue;
    }
    const width = cueWidthAt(tokens, i);
    if (width === 0 || CONCESSIVE.has(tokens[clauseStart - 1]?.lower ?? tokens[clauseStart]!.lower)) continue;
    let clauseEnd = i + width;
    while (clauseEnd < tokens.length && !CLAUSE_ENDS.has(tokens[clauseEnd]!.lower)) clauseEnd++;
    let after = 0;
    let inside = 0;
    let outside = 0;
    tokens.forEach((t, k) => {
      if (!isFound(t)) return;
      if (k < clauseStart || k >= clauseEnd) outside++;
      else {
        inside++;
        if (k >= i + width) after++;
      }
    });
    if (after > 0 && inside >= outside) return tokens.slice(i, i + width).map((t) => t.text).join(" ");
  }
  return undefined;
}

/**
 * How a pronoun's referents (align's `referents`) carry the number written after a name, a version or a model
 * ("Node.js 20", "iPhone 15"): a key no word of a sentence has.
 */
export function modelNumberKey(n: NumberMention): string {
  return `#${n.raw.toLowerCase()}`;
}

/** A swapped date that hangs on another verb than the claim's: often another event's (see isDecisive). */
function isLooseDate(sub: Substitution): boolean {
  return sub.kind === "date" && sub.sameVerb === false;
}

/** A substitution nothing ties to the claim's own slot: a loosely paired name or another event's date. */
export function isLoose(sub: Substitution): boolean {
  return sub.loose === true || isLooseDate(sub);
}

/**
 * A date that is the whole opening phrase dates every clause after it: "On 9 November 1989, East German authorities
 * opened the border crossings and the wall fell" dates the fall too.
 */
function openingDates(s: Sentence, m: NumberMention, verb: string): boolean {
  if (verb === "" || s.tokens[0]?.pos !== "ADP" || !onlyDateBefore(s, dateOpening(s, m.from))) return false;
  for (let k = m.to + 1; k < s.tokens.length; k++) {
    const t = s.tokens[k]!;
    if (t.type === "number" && /^\d{4}$/.test(t.text)) return false;
    if (t.pos === "VERB" && t.lemma === verb) return true;
  }
  return false;
}

/** A claim noun joined to "free" by a hyphen ("pet-free" for the claim's "pets"), as written; "" if none. */
function freeOfClaimNoun(s: Sentence, claimLemmas: ReadonlySet<string>): string {
  const t = s.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    if (t[i + 1]!.text !== "-" || t[i + 2]!.lower !== "free" || t[i]!.end !== t[i + 1]!.start || t[i + 1]!.end !== t[i + 2]!.start) continue;
    // (A plural the tagger left unlemmatised at the claim's start, "Pets", counts.)
    const word = t[i]!.lower;
    if ([word, t[i]!.lemma, `${word}s`, word.replace(/s$/, "")].some((w) => claimLemmas.has(w))) return `${t[i]!.text}-free`;
  }
  return "";
}

/** Verbs and words of losing or lacking what follows them ("losing his hearing", "without sight"). */
const LOSS_WORDS = new Set(["lose", "lack", "without"]);

/** Whether a word of losing stands right before the token, past a possessive or an article ("losing his hearing"). */
function lostBefore(tokens: readonly Token[], t: Token): boolean {
  let i = tokens.indexOf(t) - 1;
  if (i >= 0 && (tokens[i]!.pos === "DET" || tokens[i]!.pos === "PRON")) i--;
  return i >= 0 && (LOSS_WORDS.has(tokens[i]!.lemma) || LOSS_WORDS.has(tokens[i]!.lower));
}

/** Aligns a claim with every sentence of an analysed text. */
export function alignAll(frame: ClaimFrame, text: AnalyzedText): Alignment[] {
  return text.sentences.map((s) => align(frame, s, text.text));
}

/** One-shot form: analyse a claim and a sentence (or short passage, read as one) and align them. */
export function alignText(claim: string, sentence: string): Alignment {
  const frame = claimFrame(claim);
  const tokens = analyze(sentence).sentences.flatMap((s) => s.tokens);
  return align(frame, tokens.length > 0 ? buildSentence(tokens) : EMPTY_SENTENCE, sentence);
}
