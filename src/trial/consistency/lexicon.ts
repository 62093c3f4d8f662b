/**
 * Word knowledge of the contradiction check: which words name the same concept ("cost", "price", "entry"), which
 * are antonyms ("closed" = not "open"), which only carry grammar or hedges, and how plural forms fold. Pages of one
 * site say the same thing in different words; the finder compares concepts, not wording. Negation cues and WordNet
 * antonyms come from the one shared lexicon (src/text/lexicon.ts); the concept classes here are the finder's own.
 */
import { NEGATION_WORDS } from "../../text/lexicon.js";

/** Word → concept. A concept ending in "~" is the opposite of the concept without it. */
const CONCEPTS: Record<string, string> = {};
function define(concept: string, words: string): void {
  for (const w of words.split(" ")) CONCEPTS[w] = concept;
}
define("price", "price prices cost costs costing ticket tickets entry admission fee fees fare fares charge charges priced");
define("found", "found founded founding foundation establish established establishment");
define("open", "open opens opened opening");
define("open~", "close closes closed closing shut");
define("height", "height high tall");
define("width", "width wide");
define("length", "length long");
define("depth", "depth deep");
define("weight", "weight weigh weighs weighed heavy");
define("warranty", "warranty warranties guarantee guaranteed cover covered");
define("deliver", "deliver delivers delivered delivery shipping dispatch");
define("allow", "allow allowed permit permitted welcome");
define("allow~", "forbid forbidden prohibit prohibited ban banned");
define("suitable", "suitable appropriate");
define("suitable~", "unsuitable inappropriate");
define("available", "available");
define("available~", "unavailable");
define("accessible", "accessible");
define("accessible~", "inaccessible");
define("include", "include includes included including");
define("include~", "exclude excludes excluded excluding");
define("director", "director directors");
define("launch", "launch launched release released introduce introduced");
define("build", "build built construct constructed");
define("child", "child children kid kids");
define("teacher", "teacher teachers instructor instructors tutor tutors");
define("person", "person people persons guest guests visitor visitors head");
define("adult", "adult adults");
define("bike", "bike bikes bicycle bicycles");
define("pet", "pet pets animal animals");

/** Words that carry no subject or predicate of their own. */
const LIGHT = new Set(
  ("a an the of in on at to for by with from as and or but is are was were be been being am has have had having do does did " +
    "this that these those it its their his her they them he she we us you your our my me i which who whom whose what when where " +
    "how than then there here also about into over after before under between during per via yes just only currently now today " +
    "all every each any some approximately around roughly nearly almost about come comes came get gets take takes took stand " +
    "stands measure measures measuring make made find will would can could may might should must shall please so such very " +
    "more most less least up out off our 's ' s new").split(" "),
);


const IRREGULAR: Record<string, string> = { children: "child", people: "person", men: "man", women: "woman", feet: "foot", teeth: "tooth" };

/** A crude singular: wink leaves capitalised plurals ("Sundays", "Returns") unlemmatised. */
function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word]!;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is|ous)$/.test(word)) return word.slice(0, -1);
  return word;
}

const conceptCache = new Map<string, string | null>();
const CONCEPT_CACHE_LIMIT = 50_000;

/** The concept a word names, or null for grammar words. Spelling variants (harbour/harbor) fold too. */
export function conceptOf(lower: string, lemma: string): string | null {
  const key = `${lower}\u0000${lemma}`;
  let c = conceptCache.get(key);
  if (c === undefined) {
    c = computeConcept(lower, lemma);
    if (conceptCache.size >= CONCEPT_CACHE_LIMIT) conceptCache.clear();
    conceptCache.set(key, c);
  }
  return c;
}

function computeConcept(lower: string, lemma: string): string | null {
  if (LIGHT.has(lower) || LIGHT.has(lemma) || NEGATION_WORDS.has(lower)) return null;
  if (!/\p{L}/u.test(lower)) return null;
  const known = CONCEPTS[lower] ?? CONCEPTS[lemma];
  if (known) return known;
  // British spellings fold to the American ones wink's lemmas use for names ("Harbour" → "harbor"); short words
  // ("hour", "tour") are left alone.
  return singular(lemma.length >= 6 ? lemma.replace(/our$/, "or") : lemma);
}

export function isNegation(lower: string): boolean {
  return NEGATION_WORDS.has(lower);
}

/** "open~" → { base: "open", opposite: true }. */
export function polarityOf(concept: string): { base: string; opposite: boolean } {
  return concept.endsWith("~") ? { base: concept.slice(0, -1), opposite: true } : { base: concept, opposite: false };
}

const textCache = new Map<string, ReadonlySet<string>>();

/** Words of a free text as concepts (page topics, contexts), without an NLP pass; headings repeat, so cached. */
export function conceptsOfText(text: string): ReadonlySet<string> {
  let hit = textCache.get(text);
  if (hit === undefined) {
    hit = computeConceptsOfText(text);
    if (textCache.size >= 5000) textCache.clear();
    textCache.set(text, hit);
  }
  return hit;
}

function computeConceptsOfText(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
    if (word.length < 2) continue;
    const c = conceptOf(word, word);
    if (c) out.add(c);
  }
  // A hyphenated compound is one concept too, as statements read it ("check-up", not only "check").
  for (const [compound] of text.toLowerCase().matchAll(/\p{L}+-\p{L}+/gu)) out.add(compound);
  return out;
}
