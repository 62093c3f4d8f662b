/**
 * How many of a thing the business has, as sites write it: "Each of our six treatment rooms…", "the spa has four
 * treatment rooms", "Our team of six dentists…", "we have four private rooms", "There are 40 pitches". Two pages
 * that give the business two counts of one thing (the same words before the same noun) contradict each other,
 * whatever else each sentence says (the finder reports it as a number).
 *
 * Only a count the business holds (right after "our", a verb of having, "team of", "there are"), so never one bounded
 * ("up to 12 students", "more than 30 classes"), and not in a dated or planned statement ("In 2019 we had 20 bikes",
 * "we will add two studios"); the thing named
 * with the same modifiers on both sides: "six private rooms" is no count of "rooms". Linear in the statement's tokens.
 */
import type { Token } from "../../engine/extract/nlp.js";
import { FREQUENCY_WORDS } from "../../text/lexicon.js";
import { conceptOf } from "./lexicon.js";
import { valuesOf } from "./values.js";

export interface HeldCount {
  /** The thing counted: its modifiers as written, lower case, and its noun's concept ("private room"). */
  readonly thing: string;
  readonly count: number;
  /** The count as written ("six"). */
  readonly text: string;
}

/** Verbs of having, after which a count is what the business holds. */
const HAVING = new Set(["have", "has", "had", "offer", "offers", "feature", "features", "boast", "boasts", "employ", "employs", "operate", "operates", "run", "runs", "own", "owns"]);
/** Nouns whose "of" gives the count of what they gather ("our team of six dentists", "a fleet of 40 bikes"). */
const GATHERINGS = new Set(["team", "staff", "fleet", "total", "crew", "family"]);
const POSSESSIVES = new Set(["our", "its", "their"]);
/** Words that praise rather than tell which: "our six experienced teachers" counts teachers. */
const PRAISE = new Set(["experienced", "qualified", "friendly", "dedicated", "certified", "professional", "talented", "expert", "skilled", "wonderful", "great", "lovely", "beautiful", "spacious", "cosy", "cozy", "bright", "comfortable", "passionate", "fantastic", "amazing", "fully", "highly"]);
/**
 * Words that put a statement's counts in a plan or a past, not what the business has now. (A bound, "up to 12",
 * "more than 30", never stands where heldFrame looks: right after "our" or a verb of having.)
 */
const NOT_NOW = new Set(["will", "plan", "plans", "planned", "until", "ago", "previously", "formerly", "soon", "originally"]);
const MAX_MODIFIERS = 2;
/** Tokens of a statement read at most. */
const MAX_TOKENS = 200;

/** The counts a statement says the business has. */
export function heldCountsOf(allTokens: readonly Token[]): HeldCount[] {
  // A hostile run-on "sentence" is read only so far (analysis.ts reads as many): each count looks at its own clause.
  const tokens = allTokens.length > MAX_TOKENS ? allTokens.slice(0, MAX_TOKENS) : allTokens;
  // Most statements have no figure after "our", a verb of having or "team of": their values are not read again.
  if (!tokens.some((t, i) => t.pos === "NUM" && heldFrame(tokens, i)) || tokens.some((t) => NOT_NOW.has(t.lower))) return [];
  const values = valuesOf(tokens);
  const dates = values.filter((v) => v.kind === "date");
  const out: HeldCount[] = [];
  for (const v of values) {
    if (v.kind !== "number" || v.start !== v.end || !Number.isInteger(v.amount)) continue;
    // A date in the count's own clause dates it ("In 2019 we had 20 bikes"); one in another does not ("…since 1962,
    // and today there are 42 pitches").
    if (dates.some((d) => sameClause(tokens, d.start, v.start))) continue;
    if (!heldFrame(tokens, v.start)) continue;
    const thing = countedThing(tokens, v.end + 1);
    if (!thing || NOT_HELD.has(thing.split(" ").pop()!) || perPeriodAfter(tokens, v.end + 1)) continue;
    out.push({ thing, count: v.amount, text: v.text });
  }
  return out;
}

const CLAUSE_BREAKS = new Set([",", ";", ":", ".", "and", "but", "while", "whereas"]);

/** No clause break between tokens a and b. */
function sameClause(tokens: readonly Token[], a: number, b: number): boolean {
  for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) if (CLAUSE_BREAKS.has(tokens[k]!.lower)) return false;
  return true;
}

/** Counted nouns that say how often or how long, not what is held ("runs 6 times a day", "offers 3 days"). */
const NOT_HELD = new Set(["time", "day", "week", "month", "year", "hour", "minute", "night", "session", "visit"]);
const PERIODS = new Set(["day", "week", "month", "year", "night", "hour", "season", "term", "weekend"]);

/** A rate right after the counted thing ("3 classes a day", "5 tours per week", "two sailings daily"): no count held. */
function perPeriodAfter(tokens: readonly Token[], from: number): boolean {
  let k = from;
  while (k < tokens.length && k < from + MAX_MODIFIERS + 1 && tokens[k]!.pos !== "NOUN") k++;
  for (k++; k < tokens.length && k < from + MAX_MODIFIERS + 4; k++) {
    const t = tokens[k]!;
    if (FREQUENCY_WORDS.has(t.lower) || ((t.lower === "a" || t.lower === "per" || t.lower === "each" || t.lower === "every") && PERIODS.has(tokens[k + 1]?.lemma ?? ""))) return true;
    if (t.pos === "PUNCT") return false;
  }
  return false;
}

/** The words before the count at `at` make it one the business holds. */
function heldFrame(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1]?.lower ?? "";
  // "a campsite with 36 pitches", not "rooms with two beds": one thing with its parts, not each of many.
  if (before === "with") return tokens[at - 2]?.pos === "NOUN" && tokens[at - 2]!.lower === tokens[at - 2]!.lemma;
  if (POSSESSIVES.has(before) || HAVING.has(before)) return true;
  if (before === "of") return GATHERINGS.has(tokens[at - 2]?.lemma ?? "");
  return (before === "are" || before === "is") && tokens[at - 2]?.lower === "there";
}

/** "private room" for "private rooms" from token `from`: up to two modifiers and a plural noun. */
function countedThing(tokens: readonly Token[], from: number): string | null {
  const words: string[] = [];
  let k = from;
  for (; k < tokens.length && k < from + MAX_MODIFIERS + 1; k++) {
    const t = tokens[k]!;
    const plural = t.pos === "NOUN" && t.lower !== t.lemma && t.lower.endsWith("s");
    if (plural) {
      const concept = conceptOf(t.lower, t.lemma) ?? t.lemma;
      return [...words, concept].join(" ");
    }
    if (t.text === "-" && t.pre === "") continue;
    if (t.pos !== "ADJ" && t.pos !== "NOUN" && !(t.pos === "VERB" && /(?:ing|ed)$/.test(t.lower))) return null;
    if (!PRAISE.has(t.lower)) words.push(t.lower);
  }
  return null;
}
