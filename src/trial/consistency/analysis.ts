/**
 * One statement → what the contradiction finder aligns: clauses, each with its concepts (and whether each comes
 * before the clause's first value, i.e. names the subject, or after it, i.e. qualifies the value), its values,
 * its polarity and the names in object position; plus the sentence subject and the structural context (FAQ
 * question, heading, table headers). Linear in the statement's tokens.
 */
import { tokensToText, type Token } from "../../engine/extract/nlp.js";
import { IRREGULAR_SUPERLATIVES, ordinalRank, QUANTIFIER_RANK } from "../../text/lexicon.js";
import { conceptOf, conceptsOfText, isNegation, polarityOf } from "./lexicon.js";
import type { Statement } from "./statement.js";
import { valuesOf, type SentenceValue } from "./values.js";

export interface Clause {
  /** Concept → true when it stands before the clause's first value (subject side). */
  readonly concepts: Map<string, boolean>;
  readonly values: SentenceValue[];
  /** Negation words and antonyms ("closed" = not open) folded into one polarity. */
  readonly negative: boolean;
  /** Concepts with the antonym marker removed, for comparing what is affirmed or denied. */
  readonly bases: Set<string>;
  /** Proper names after the verb (or after "Label:"): the slot a substituted name sits in. */
  readonly objectNames: string[];
  readonly nameWords: Set<string>;
  /** Has a rank or quantifier word ("second", "oldest", "all", "some"): the alignment core reads those. */
  readonly ranked: boolean;
  /** The clause as written (what the alignment core is given). */
  readonly text: string;
  /**
   * It opens with "or": another option beside the clause before ("Yes, €35 an hour, or €30 each when you buy a pack of
   * ten"), whose value holds only under its own condition.
   */
  readonly alternative: boolean;
}

export interface AnalysedStatement {
  readonly statement: Statement;
  /** The analysed text (statement.text, else the quote). */
  readonly text: string;
  readonly key: string;
  readonly clauses: Clause[];
  /** Concepts of the sentence's subject (the noun phrase before its first verb), shared by all its clauses. */
  readonly subject: Set<string>;
  readonly context: ReadonlySet<string>;
}

/** Tokens analysed per statement: a hostile run-on "sentence" is cut, not parsed whole. */
const MAX_TOKENS = 200;
const CLAUSE_BREAK_WORDS = new Set(["but", "while", "whereas", "although", "though", "and", "however"]);
const CLAUSE_BREAK_PUNCT = new Set([",", ";", "(", ")", "—", "–"]);
const NAME_PARTICLES = new Set(["de", "des", "du", "da", "di", "del", "della", "van", "von", "der", "den", "la", "le", "bin", "ibn", "al"]);
const VERBISH = new Set(["VERB", "AUX"]);
/** Verbs that give a price when an amount follows them at once ("runs $89", "comes to €40"). */
const PRICE_VERBS = new Set(["run", "runs", "ran", "comes", "came", "totals", "totalled", "totaled"]);

function isBreak(t: Token, prev: Token | undefined, next: Token | undefined): boolean {
  if (CLAUSE_BREAK_PUNCT.has(t.text)) {
    // "5–7" and "1,200" are values, not clause breaks.
    if ((t.text === "–" || t.text === "—") && t.pre === "") return false;
    if (t.text === "," && prev?.pos === "NUM" && next?.pos === "NUM" && next.pre === "") return false;
    return true;
  }
  return CLAUSE_BREAK_WORDS.has(t.lower) && prev !== undefined;
}

function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [];
  let current: Token[] = [];
  tokens.forEach((t, i) => {
    if (isBreak(t, tokens[i - 1], tokens[i + 1])) {
      if (current.length) clauses.push(current);
      current = [];
    } else if (t.pos !== "PUNCT" || t.text === ":" || t.text === "-") current.push(t);
  });
  if (current.length) clauses.push(current);
  return clauses;
}

function isNameToken(t: Token, index: number, tokens: readonly Token[]): boolean {
  if (!/^\p{Lu}/u.test(t.text) || (t.pos !== "PROPN" && t.pos !== "NOUN")) return false;
  // A capital at the start of a sentence is no sign of a name unless a second capitalised word follows.
  return index > 0 || /^\p{Lu}/u.test(tokens[1]?.text ?? "");
}

/** Runs of capitalised proper nouns after the verb: "Gustave Eiffel", "Laurence des Cars", "Jean-Luc Martinez". */
function objectNamesOf(tokens: readonly Token[]): { names: string[]; words: Set<string> } {
  const names: string[] = [];
  const words = new Set<string>();
  const verb = tokens.findIndex((t) => VERBISH.has(t.pos) || t.text === ":");
  let run: Token[] = [];
  const flush = () => {
    while (run.length && !/^\p{Lu}/u.test(run[run.length - 1]!.text)) run.pop();
    if (run.length) {
      names.push(run.map((t, k) => (k === 0 ? "" : t.pre) + t.text).join(""));
      for (const t of run) words.add(conceptOf(t.lower, t.lemma) ?? t.lower);
      for (const { concept } of conceptsIn(run)) words.add(concept); // "Jean-Luc" is also one compound concept
    }
    run = [];
  };
  tokens.forEach((t, i) => {
    const joins = run.length > 0 && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? "") && ((t.text === "-" && t.pre === "") || NAME_PARTICLES.has(t.lower));
    if ((verb >= 0 && i > verb && isNameToken(t, i, tokens)) || joins) run.push(t);
    else flush();
  });
  flush();
  return { names, words };
}

/** Concepts of a token run, with their token index; "check-in" and "check-out" stay two things, not "check" twice. */
function conceptsIn(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): { concept: string; at: number }[] {
  const out: { concept: string; at: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (skip.has(i) || t.pos === "NUM" || t.pos === "PUNCT" || t.pos === "SYM") continue;
    const hyphen = tokens[i + 1];
    const second = tokens[i + 2];
    if (hyphen?.text === "-" && hyphen.pre === "" && second !== undefined && second.pre === "" && /^\p{L}/u.test(second.text)) {
      out.push({ concept: `${t.lower}-${second.lower}`, at: i });
      i += 2;
      continue;
    }
    const c = conceptOf(t.lower, t.lemma);
    if (c) out.push({ concept: c, at: i });
  }
  return out;
}

function isSuperlative(t: Token): boolean {
  return IRREGULAR_SUPERLATIVES.has(t.lower) || ((t.pos === "ADJ" || t.pos === "ADV") && t.lower.length > 4 && t.lower.endsWith("est"));
}

function buildClause(tokens: readonly Token[], values: SentenceValue[]): Clause {
  const valueTokens = new Set<number>();
  for (const v of values) for (let k = v.start; k <= v.end; k++) valueTokens.add(k);
  // The rate of a price ("€15 per night", "€12 per person") says how it is charged, not what is priced; a verb right
  // before an amount says it costs that ("A full synthetic oil change runs $89").
  if (values.some((v) => v.kind === "amount")) {
    tokens.forEach((t, k) => {
      if (t.lower === "per" && k + 1 < tokens.length) valueTokens.add(k + 1);
      if (PRICE_VERBS.has(t.lower) && values.some((v) => v.kind === "amount" && v.start === k + 1)) valueTokens.add(k);
    });
  }
  // "a single drop-in class" is one class, not a single one against a double.
  tokens.forEach((t, k) => {
    if (t.lower === "single" && tokens[k - 1]?.lower === "a") valueTokens.add(k);
  });
  // The subject stands before the value the clause gives of it: past a date that opens the clause ("In July and
  // August a grass tent pitch for two adults costs £32"), which sets when, not what.
  const main = values.find((v) => v.kind !== "date") ?? values[0];
  const firstValue = main ? main.start : Infinity;
  const concepts = new Map<string, boolean>();
  const bases = new Set<string>();
  let negative = false;
  for (const t of tokens) if (isNegation(t.lower)) negative = !negative;
  for (const { concept: c, at } of conceptsIn(tokens, valueTokens)) {
    if (!concepts.has(c)) concepts.set(c, at < firstValue);
    const { base, opposite } = polarityOf(c);
    if (opposite) negative = !negative;
    bases.add(base);
  }
  // An amount is a price whether or not the sentence says "cost": "Breakfast is €18" / "Breakfast costs €21".
  if (values.some((v) => v.kind === "amount") && !concepts.has("price")) concepts.set("price", false);
  const { names, words } = objectNamesOf(tokens);
  const ranked = tokens.some((t) => ordinalRank(t.lower) !== null || QUANTIFIER_RANK.has(t.lower) || isSuperlative(t));
  return { concepts, values, negative, bases, objectNames: names, nameWords: words, ranked, text: tokensToText(tokens), alternative: tokens[0]?.lower === "or" };
}

/**
 * The sentence subject: concepts before the first verb of the first clause that has a noun before its verb, leaving
 * out the words of a measured quantity there ("half-hour" of "A half-hour lesson is €32" is how long, not what; an
 * ordinal stays: "the first lesson" is not any lesson).
 */
function subjectOf(clauses: readonly Token[][], isValueToken: (t: Token) => boolean): Set<string> {
  for (const clause of clauses) {
    const verb = clause.findIndex((t) => VERBISH.has(t.pos));
    if (verb <= 0) continue;
    const before = clause.slice(0, verb);
    if (!before.some((t) => t.pos === "NOUN" || t.pos === "PROPN")) continue;
    const skip = new Set<number>();
    before.forEach((t, k) => {
      if (isValueToken(t)) skip.add(k);
    });
    return new Set(conceptsIn(before, skip).map((x) => x.concept));
  }
  return new Set();
}

/** `allTokens`: the statement's text (statement.text, else the quote) as tokenised by tokens.ts. */
/** What a text says, independent of where it stands on a page (shared by every statement with that text). */
export interface TextAnalysis {
  readonly clauses: Clause[];
  readonly subject: Set<string>;
}

/** A statement: its text's analysis plus the subject its place on the page gives it. */
export function analyseStatement(statement: Statement, analysis: TextAnalysis | null): AnalysedStatement | null {
  if (analysis === null) return null;
  const text = statement.text ?? statement.quote;
  return {
    statement,
    text,
    key: `${statement.quote}\u0000${text}`.toLowerCase().replace(/\s+/g, " "),
    clauses: analysis.clauses,
    subject: analysis.subject,
    context: conceptsOfText(statement.context ?? ""),
  };
}

/**
 * `allTokens`: the text as tokenised by tokens.ts. `oneClause`: a table cell's "row header, column header, cell",
 * whose commas join headers rather than clauses.
 */
export function analyseText(allTokens: readonly Token[], oneClause: boolean): TextAnalysis | null {
  const tokens = allTokens.slice(0, MAX_TOKENS);
  if (tokens.length === 0) return null;
  // A question states nothing; its answer carries the fact.
  if (tokens[tokens.length - 1]!.text === "?") return null;
  const values = valuesOf(tokens);
  // A table cell is one clause ("Height, Oslo desk, 72 cm"): its commas join headers, not clauses.
  const groups = oneClause ? [tokens.filter((t) => t.text !== ",")] : splitClauses(tokens);
  const index = new Map<Token, number>();
  tokens.forEach((t, i) => index.set(t, i));
  const isValue = new Uint8Array(tokens.length);
  for (const v of values) for (let k = v.start; k <= v.end; k++) isValue[k] = 1;
  const hasWords = (group: readonly Token[]) =>
    group.some((t) => t.pos !== "NUM" && isValue[index.get(t)!] === 0 && conceptOf(t.lower, t.lemma) !== null);
  // A clause with values but no words of its own ("In 1887, by a group of shipowners") joins its neighbour.
  const merged: Token[][] = [];
  for (const group of groups) {
    const prev = merged[merged.length - 1];
    if (prev && (!hasWords(group) || !hasWords(prev))) prev.push(...group);
    else merged.push([...group]);
  }
  const clauses = merged.map((group) => {
    const local = new Map<number, number>();
    group.forEach((t, k) => local.set(index.get(t)!, k));
    const own: SentenceValue[] = [];
    for (const v of values) {
      const start = local.get(v.start);
      if (start !== undefined) own.push({ ...v, start, end: start + (v.end - v.start) });
    }
    return buildClause(group, own);
  });
  const measured = new Uint8Array(tokens.length);
  for (const v of values) if (v.kind === "quantity") for (let k = v.start; k <= v.end; k++) measured[k] = 1;
  return { clauses, subject: subjectOf(merged, (t) => measured[index.get(t)!] === 1) };
}
