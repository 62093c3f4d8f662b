/**
 * The one-slot contradiction (ClaimEvidence.decisive, evidence.ts isDecisive): a short sentence going on about the claim's
 * subject — named, stood for by "it", by the head of its subject phrase, or as the subject the sentences began with — that
 * swaps exactly one slot of the claim. With the helpers that read a claim's subject and the sentence's, and the guards that
 * keep a figure of another thing, another day or the other end of a life from counting.
 */
import type { Alignment, ClaimFrame, Sentence, Substitution, SubstitutionKind, Token } from "../../../align/index.js";
import { isPossessiveMark } from "../../../text/analyze.js";
import { isCalendar, type NumberMention } from "../../../text/numbers.js";
import type { EvidenceShape, SentenceRef } from "./evidence.js";

/** The one-slot rule reads sentences of at most this many tokens: one statement, not a list or a table. */
const ONE_SLOT_MAX_TOKENS = 20;
/** ...holding at least this share of the rest of the claim (the subject counted held when the sentences are about it). */
const ONE_SLOT_REST_COVERAGE = 0.5;

/** Substitutions of a figure (the model's "against_figure" group). */
const FIGURE_KINDS: ReadonlySet<SubstitutionKind> = new Set(["number", "date", "amount", "quantity"]);

export interface OneSlotInput {
  readonly against: SentenceRef;
  readonly support: SentenceRef | null;
  readonly againstSentence: Sentence | undefined;
  readonly shape: EvidenceShape;
  readonly claimTokens: readonly Token[];
  readonly claimFigures: readonly NumberMention[];
  /** The words naming the claim's subject (subjectWordsOf). */
  readonly subjectWords: readonly string[];
  /** Some figure of the claim is given nowhere in the evidence; some name of it is named nowhere. */
  readonly figuresAbsent: boolean;
  readonly entitiesAbsent: boolean;
}

/**
 * Whether the contradicting sentence swaps one slot of the claim while going on about its subject: the one figure the
 * claim gives, another of the same measure, the claim's own said nowhere ("Its main compartment offers 38 liters of
 * storage." for "The Nordvik Trail Pro backpack has a capacity of 45 liters"); a name the evidence never gives ("It is
 * designed and manufactured by Tandem Optics" for "…is manufactured by Brivo Electronics"); the claim's word turned to
 * its opposite ("the company's revenue fell" for "…revenue increased"); a denial of the claim's verb; "only some" for
 * "every". On one passage or a page only a figure or a name, in a sentence that names the subject or stands for it.
 */
export function oneSlotContradiction({ against, support, againstSentence, shape, claimTokens, claimFigures, subjectWords, figuresAbsent, entitiesAbsent }: OneSlotInput): boolean {
  const a = against.alignment;
  const sub: Substitution = a.substitutions[0]!;
  const oneSlot =
    (FIGURE_KINDS.has(sub.kind) && sub.kind !== "date" && sub.sameMeasure === true && claimFigures.filter((n) => !isCalendar(n) && !namesModel(claimTokens, n)).length === 1 && figuresAbsent) ||
    // (Only the one name: "at the Louvre in Paris" for "in the Prado in Madrid" pairs two, which alignment reads as one.)
    // Nor the other side of a comparison, which the sentence may make of another thing ("Its largest moon, Titan, is
    // bigger than the planet Mercury" for "Saturn has more confirmed moons than Jupiter").
    (sub.kind === "entity" && !sub.traded && entitiesAbsent && a.missing.every((w) => !/^\p{Lu}/u.test(w) || sub.claim.split(" ").includes(w) || subjectWords.includes(w)) && !claimTokens.some((t) => t.lower === "than")) ||
    sub.kind === "antonym" ||
    // A denial of the claim's predicate by its verb ("it is not the hottest planet"; not "No animal … is known to have
    // been bigger", a superlative said the other way), or "only some" for the claim's "every".
    (sub.kind === "negation" && sub.claim === "" && VERB_DENIALS.has(sub.sentence.toLowerCase())) ||
    (sub.kind === "quantifier" && !!againstSentence && limitsQuantifier(againstSentence, sub.sentence));
  // Not over a clean sentence holding all of the claim ("It gives consumers the right to know…" beside "Businesses
  // cannot sell the data…"); a denial only of the claim's own verb.
  const outheld = (support?.alignment.coverage ?? 0) >= 0.999;
  const heldVerb = (v: string) => a.covered.some((w) => w.toLowerCase() === v);
  const deniesOtherVerb = sub.kind === "negation" && !verbWords(claimTokens).every(heldVerb);
  // On one passage or a page (web text, whose first lines are often a site's and whose opposite words are often a name's,
  // "West Africa" / "east"), only a figure or a name swapped in a sentence that names the claim's subject or stands for it.
  const onPassage = shape === "passage";
  const passageSlot = sub.kind === "entity" || FIGURE_KINDS.has(sub.kind);
  // Nor an opposite or a denial said of another time than the claim's, its day or date left out: "It is open from
  // Tuesday to Sunday" says the pool "is closed on Mondays".
  const settingUnsaid = !FIGURE_KINDS.has(sub.kind) && a.missing.some((w) => WEEKDAY_OR_MONTH.test(w) || claimFigures.some((n) => isCalendar(n) && n.raw === w));
  if (oneSlot && (!onPassage || passageSlot) && !outheld && !deniesOtherVerb && !settingUnsaid && !sub.loose && a.substitutions.length === 1 && against.tokens <= ONE_SLOT_MAX_TOKENS) {
    // A name swapped under the claim's own verbs: "operates distribution centres in Hamburg, Antwerp and Gdańsk" does not
    // say where Northwind "will open a new warehouse".
    const verbsHeld = sub.kind !== "entity" || verbWords(claimTokens).every(heldVerb);
    // (For a figure, the head of the claim's subject will do when its name is only in a phrase after it: "The crossing
    // takes about 90 minutes" for "The ferry crossing from Dover to Calais takes around three hours".)
    const head = FIGURE_KINDS.has(sub.kind) ? subjectHeadOf(claimTokens) : undefined;
    const subjectHeld = (subjectWords.length > 0 && subjectWords.every((w) => a.covered.includes(w))) || (head !== undefined && a.covered.includes(head));
    if (verbsHeld && subjectHeld && a.restCoverage >= ONE_SLOT_REST_COVERAGE) return true;
    // ...or one that goes on about the subject the sentences began with, with another of the claim's nouns: "Standard
    // adult admission is $26" after "The Coral Bay Zoo is open every day…" for "A standard adult ticket to the Coral Bay
    // Zoo costs $20" (not "Parking costs $8 per vehicle", which has none).
    if (!onPassage && againstSentence && onTopic(against, subjectWords, claimTokens) && subjectOfClaimsThing(againstSentence, claimTokens, subjectWords) && restWithTopic(a, subjectWords) >= ONE_SLOT_REST_COVERAGE) return true;
  }
  return false;
}

/**
 * The words naming the claim's subject, before its first verb: the name there ("Nordvik Trail Pro" of "The Nordvik Trail
 * Pro backpack has…"), or the last noun ("adults" of "Adults are advised…"); none when the claim opens otherwise.
 */
export function subjectWordsOf(frame: ClaimFrame): string[] {
  const tokens = frame.sentence.tokens;
  const verb = tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  if (verb <= 0) return [];
  const name = frame.slots.entities.find((e) => e.first < verb && !e.generic);
  if (name) return name.text.split(" ");
  const head = tokens.slice(0, verb).filter((t) => t.pos === "NOUN").at(-1);
  return head ? [head.text] : [];
}

/** The head noun of the claim's subject phrase, before any preposition or verb ("crossing" of "The ferry crossing from Dover…"). */
function subjectHeadOf(tokens: readonly Token[]): string | undefined {
  // (A noun the tagger reads as an "-ing" verb counts: "The ferry crossing/VERB from Dover".)
  const nounLike = (t: Token) => t.pos === "NOUN" || (t.pos === "VERB" && t.lower.endsWith("ing"));
  const end = tokens.findIndex((t) => t.pos === "ADP" || ((t.pos === "VERB" || t.pos === "AUX") && !nounLike(t)));
  if (end <= 0 || tokens[end]!.pos !== "ADP") return undefined;
  return tokens.slice(0, end).filter(nounLike).at(-1)?.text;
}

/** A number right after a name, naming a model or an edition ("Tempo 2", "iPhone 15"), no figure of what it does. */
function namesModel(tokens: readonly Token[], n: NumberMention): boolean {
  return n.kind === "number" && tokens[n.from - 1]?.pos === "PROPN" && /^\d+$/.test(n.raw);
}

/**
 * The sentence names no subject of its own and its passage began with the claim's ("Standard adult admission is $26."
 * after "The Coral Bay Zoo is open every day except Christmas.").
 */
function onTopic(r: SentenceRef, subjectWords: readonly string[], claimTokens: readonly Token[]): boolean {
  const topic = r.topic;
  // The topic holds lemmas ("art" of "Arts"): each subject word by its own, or as written.
  const lemmaOf = (w: string) => claimTokens.find((t) => t.text === w)?.lemma ?? w.toLowerCase();
  return !!topic && subjectWords.length > 0 && subjectWords.every((w) => topic.has(w.toLowerCase()) || topic.has(lemmaOf(w))) && !r.otherSubject && r.opensWithOtherName === undefined && !r.subjectNotClaims;
}

/**
 * The sentence's subject, before its first verb, is a thing of the claim's other than its subject ("Standard adult
 * admission" for "A standard adult ticket to the Coral Bay Zoo…", "A bed in our dorm" for "…for a dorm bed"), and names
 * nothing the claim does not ("The Lakeside Inn nearby charges…"): not "Parking costs…", "Private rooms start at…".
 */
function subjectOfClaimsThing(s: Sentence, claimTokens: readonly Token[], subjectWords: readonly string[]): boolean {
  // Past an opening phrase set off by a comma ("Starting January 1, ticket prices … will increase").
  const comma = s.tokens.findIndex((t) => t.text === ",");
  const from = comma > 0 && comma <= SET_OFF_OPENING_TOKENS && (s.tokens[0]!.pos === "ADP" || s.tokens[0]!.pos === "VERB") ? comma + 1 : 0;
  const verb = s.tokens.findIndex((t, i) => i >= from && (t.pos === "VERB" || t.pos === "AUX"));
  if (verb <= from) return false;
  const subject = new Set(subjectWords.map((w) => w.toLowerCase()));
  const claimLemmas = new Set(claimTokens.filter((t) => t.pos === "NOUN" || t.pos === "ADJ").map((t) => t.lemma).filter((l) => !subject.has(l)));
  const claimLowers = new Set(claimTokens.map((t) => t.lower));
  const opening = s.tokens.slice(from, verb);
  // A thing of the claim's by its noun, or by its year ("The 2026 edition" of "The 2026 Velocity Tech Summit").
  const claimsThing = opening.some((t) => (t.pos === "NOUN" && claimLemmas.has(t.lemma)) || (t.type === "number" && /^\d{4}$/.test(t.text) && claimLowers.has(t.lower)));
  return claimsThing && !opening.some((t) => t.pos === "PROPN" && !claimLowers.has(t.lower));
}

/** The claim's verbs, counting a word after "will", "can" or "to" the tagger read otherwise ("will open/ADJ"). */
function verbWords(tokens: readonly Token[]): string[] {
  return tokens.filter((t, i) => t.pos === "VERB" || (i > 0 && t.type === "word" && t.pos !== "DET" && t.pos !== "ADV" && t.pos !== "AUX" && MODAL_OR_TO.has(tokens[i - 1]!.lower))).map((t) => t.lower);
}

const MODAL_OR_TO: ReadonlySet<string> = new Set(["will", "would", "can", "could", "shall", "should", "may", "might", "must", "to"]);

const BIRTH_WORDS: ReadonlySet<string> = new Set(["born", "bear", "birth", "birthplace"]);
const DEATH_WORDS: ReadonlySet<string> = new Set(["die", "died", "death", "buried", "bury"]);

/** The claim tells of a birth and the sentence only of a death, or the other way round. */
export function otherEndOfLife(claimTokens: readonly Token[], s: Sentence): boolean {
  const has = (tokens: readonly Token[], words: ReadonlySet<string>) => tokens.some((t) => words.has(t.lower) || words.has(t.lemma));
  const [born, died] = [has(claimTokens, BIRTH_WORDS), has(claimTokens, DEATH_WORDS)];
  return (born && !died && has(s.tokens, DEATH_WORDS) && !has(s.tokens, BIRTH_WORDS)) || (died && !born && has(s.tokens, BIRTH_WORDS) && !has(s.tokens, DEATH_WORDS));
}

const WEEKDAY_OR_MONTH = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|june|july|august|september|october|november|december)$/i;

/** Words denying a verb, as a negation's substitution writes them. */
const VERB_DENIALS: ReadonlySet<string> = new Set(["not", "n't", "never", "cannot"]);

/** The sentence's quantifier is limited by "only" or denied by "not" before it ("Only some of our locations…", "not all"). */
function limitsQuantifier(s: Sentence, word: string): boolean {
  const at = s.tokens.findIndex((t) => t.lower === word.toLowerCase());
  const before = s.tokens[at - 1]?.lower;
  return at > 0 && (before === "only" || before === "not");
}

/** How many tokens an opening phrase before a comma may have ("Starting January 1,"). */
const SET_OFF_OPENING_TOKENS = 6;

/** The lemmas of words modifying a noun right after them ("adult" of "adult ticket", "dorm" of "a dorm bed"). */
function nounModifiers(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    if ((t.pos === "ADJ" || t.pos === "NOUN") && tokens[i + 1]?.pos === "NOUN") out.add(t.lemma);
  });
  return out;
}

/**
 * The sentence's subject, before its verb, has a modifier the claim lacks while the claim has one the sentence lacks:
 * its figure is another thing's ("an adult ticket costs $26" for "A child ticket … costs $12", "private rooms cost $75"
 * for "…$35 per night for a dorm bed").
 */
export function modifiesOtherwise(claimTokens: readonly Token[], s: Sentence): boolean {
  // Up to its verb, or its first figure where the tagger reads the verb as a noun ("private rooms cost/NOUN $75").
  let end = s.tokens.findIndex((t) => (t.pos === "VERB" || t.pos === "AUX") && !isPossessiveMark(t));
  if (end < 0) end = s.tokens.findIndex((t) => t.type === "number" || t.pos === "SYM");
  const theirs = nounModifiers(end > 0 ? s.tokens.slice(0, end) : []);
  if (theirs.size === 0) return false;
  const mine = nounModifiers(claimTokens);
  const lemmas = new Set(s.tokens.map((t) => t.lemma));
  const claimLemmas = new Set(claimTokens.map((t) => t.lemma));
  return [...theirs].some((m) => !claimLemmas.has(m)) && [...mine].some((m) => !lemmas.has(m));
}

/** The share of the claim's words other than those substituted that the sentence holds, the subject's counted held. */
function restWithTopic(a: Alignment, subjectWords: readonly string[]): number {
  const substituted = new Set(a.substitutions.map((x) => x.claim));
  const rest = [...a.covered, ...a.missing].filter((w) => !substituted.has(w));
  return rest.length === 0 ? 0 : rest.filter((w) => a.covered.includes(w) || subjectWords.includes(w)).length / rest.length;
}
