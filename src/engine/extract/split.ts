/**
 * Split a compound sentence into atomic claims: coordinated independent clauses ("X is A, and Y is B"),
 * coordinated verb phrases sharing a subject ("X was born in A and died in B"), and a "who" clause about the
 * subject ("X is an actor who was born in A"). Leading discourse markers are dropped and a leading he/she/they
 * is replaced by the last named subject, so each claim stands on its own.
 */
import type { Token } from "./nlp.js";

const CLAUSE_JOINERS = new Set(["and", "but", "yet", "while", "whereas"]);
const DISCOURSE = /^(?:however|additionally|also|furthermore|moreover|besides|in addition|in fact|indeed|notably|interestingly|importantly|yes|no|well|first|firstly|second|secondly|third|thirdly|finally|lastly|in contrast|similarly|likewise|therefore|thus|hence|consequently|as a result|for example|for instance|specifically|in particular|today|nowadays|in general|generally|of course|so|then|meanwhile|instead|still|again)$/i;
const PERSONAL = new Set(["he", "she", "they"]);
const POSSESSIVE = new Set(["his", "her", "their"]);

const isVerb = (t: Token) => t.pos === "VERB" || t.pos === "AUX";

function stripEdges(tokens: Token[]): Token[] {
  let a = 0;
  let b = tokens.length;
  while (a < b && (tokens[a]!.pos === "PUNCT" && !/^["“'(]$/.test(tokens[a]!.text) || tokens[a]!.pos === "CCONJ")) a++;
  while (b > a && tokens[b - 1]!.pos === "PUNCT" && !/^["”')]$/.test(tokens[b - 1]!.text)) b--;
  return tokens.slice(a, b);
}

/** Drop "However," / "In addition," style openers (at most three words before a comma). */
export function stripDiscourse(tokens: Token[]): Token[] {
  const comma = tokens.findIndex((t) => t.text === ",");
  if (comma > 0 && comma <= 3) {
    const phrase = tokens.slice(0, comma).map((t) => t.lower).join(" ");
    if (DISCOURSE.test(phrase)) return tokens.slice(comma + 1);
  }
  if (tokens.length > 1 && DISCOURSE.test(tokens[0]!.lower) && tokens[0]!.pos === "ADV" && tokens[1]!.pos !== "AUX") {
    return tokens.slice(1);
  }
  return tokens;
}

/** The subject of a clause: the words before its first verb, when they name something. */
export function subjectOf(tokens: readonly Token[]): Token[] | null {
  const v = tokens.findIndex(isVerb);
  if (v <= 0) return null;
  const subject = tokens.slice(0, v).filter((t, i, all) => !(t.pos === "ADV" && i === all.length - 1));
  if (!subject.some((t) => t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "PRON" || t.pos === "NUM")) return null;
  if (subject.some((t) => t.text === "," )) return null;
  return subject;
}

/**
 * For each index i: is a joiner at i inside quotes or brackets? Then it belongs to a title or aside, not the clause.
 * Counted once per token list (asking per index by rescanning from the start was quadratic in the sentence).
 */
function enclosedAt(tokens: readonly Token[]): boolean[] {
  const out = new Array<boolean>(tokens.length);
  let quotes = 0;
  let parens = 0;
  for (let k = 0; k < tokens.length; k++) {
    out[k] = quotes % 2 === 1 || parens > 0;
    const t = tokens[k]!.text;
    if (t === '"' || t === "“" || t === "”") quotes++;
    if (t === "(") parens++;
    if (t === ")") parens--;
  }
  return out;
}

/**
 * Sentences longer than this (in tokens) are not split: each split point copies the clause on both sides, so the
 * cost grows with length times joiners, and such run-ons are not atomic claims anyway (specificity ranks them down).
 */
export const MAX_SPLIT_TOKENS = 150;

/**
 * "X appeared in A and B" → "X appeared in A", "X appeared in B": coordinated objects of one verb. The second
 * claim repeats the subject, the verb and a preposition right after it. Ranges ("between 1939 and 1975") and
 * "both … and" stay whole.
 */
function splitObjects(tokens: Token[]): [Token[], Token[]] | null {
  const enclosed = enclosedAt(tokens);
  for (let i = 2; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    if (t.lower !== "and" || t.pos !== "CCONJ" || enclosed[i]) continue;
    const left = stripEdges(tokens.slice(0, i));
    const right = stripEdges(tokens.slice(i + 1));
    if (right.length === 0 || right.some(isVerb) || right.length > 12) continue;
    const verb = findLastIndex(left, isVerb);
    if (verb <= 0) continue;
    const between = left.slice(verb + 1);
    if (between.length === 0 || between.some((x) => x.lower === "between" || x.lower === "both" || x.lower === "from")) continue;
    if (right[0]!.entity === "DATE" && left[left.length - 1]!.entity === "DATE") continue;
    const subject = subjectOf(left);
    if (!subject) continue;
    let prefix = left.slice(subject.length, verb + 1);
    const next = left[verb + 1];
    if (next && next.pos === "ADP" && right[0]!.pos !== "ADP") prefix = [...prefix, next];
    return [left, [...subject, ...prefix, ...right]];
  }
  return null;
}

function findLastIndex<T>(items: readonly T[], test: (x: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}

function splitOnce(tokens: Token[]): [Token[], Token[]] | null {
  return splitClauses(tokens) ?? splitObjects(tokens);
}

function splitClauses(tokens: Token[]): [Token[], Token[]] | null {
  const enclosed = enclosedAt(tokens);
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    const joiner = t.text === ";" || (CLAUSE_JOINERS.has(t.lower) && (t.pos === "CCONJ" || t.pos === "SCONJ"));
    const who = t.lower === "who" && (tokens[i - 1]!.pos === "NOUN" || tokens[i - 1]!.pos === "PROPN" || tokens[i - 1]!.text === ",");
    if ((!joiner && !who) || enclosed[i]) continue;
    const left = stripEdges(tokens.slice(0, i));
    const right = stripEdges(tokens.slice(i + 1));
    if (!left.some(isVerb) || !right.some(isVerb) || right.length < 2) continue;
    const subject = subjectOf(left);
    const rightStartsWithVerb = isVerb(right[0]!) || (right[0]!.pos === "ADV" && right[1] !== undefined && isVerb(right[1]));
    if (who) {
      if (!subject || !rightStartsWithVerb) continue;
      return [left, [...subject, ...right]];
    }
    if (rightStartsWithVerb) {
      if (!subject) continue;
      return [left, [...subject, ...right]];
    }
    // An independent clause needs its own subject before its verb.
    if (!subjectOf(right)) continue;
    return [left, right];
  }
  return null;
}

export function splitCompound(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let rest: Token[] | null = stripEdges(stripDiscourse(tokens));
  if (rest.length > MAX_SPLIT_TOKENS) return rest.length > 0 ? [rest] : [];
  for (let guard = 0; rest && guard < 12; guard++) {
    const parts = splitOnce(rest);
    if (!parts) {
      out.push(rest);
      break;
    }
    out.push(parts[0]);
    rest = stripEdges(stripDiscourse(parts[1]));
  }
  return out.filter((c) => c.length > 0);
}

/** Replace a leading he/she/they (or his/her/their) with the last named subject. */
export function resolveLeadingPronoun(tokens: Token[], lastSubject: string | null): { tokens: Token[]; replaced: string | null } {
  const first = tokens[0];
  if (!first || !lastSubject) return { tokens, replaced: null };
  if (PERSONAL.has(first.lower) && first.pos === "PRON") return { tokens: tokens.slice(1), replaced: lastSubject };
  if (POSSESSIVE.has(first.lower)) return { tokens: tokens.slice(1), replaced: `${lastSubject}'s` };
  return { tokens, replaced: null };
}

/**
 * "X is an American actor" → "X is American", "X is an actor": a nationality-style adjective before the noun
 * of a copula is its own checkable fact (FActScore-style atomic facts).
 */
export function splitCopulaAdjective(tokens: Token[]): Token[][] {
  const subject = subjectOf(tokens);
  if (!subject) return [tokens];
  const v = subject.length;
  const copula = tokens[v];
  const det = tokens[v + 1];
  const adj = tokens[v + 2];
  const noun = tokens[v + 3];
  if (!copula || !det || !adj || !noun) return [tokens];
  if (!["is", "was", "are", "were"].includes(copula.lower) || !["a", "an"].includes(det.lower)) return [tokens];
  if (!/^[A-Z][a-z]+$/.test(adj.text) || (adj.pos !== "ADJ" && adj.pos !== "PROPN") || noun.pos !== "NOUN") return [tokens];
  const article: Token = { ...det, text: /^[aeiou]/i.test(noun.text) ? "an" : "a", lower: /^[aeiou]/i.test(noun.text) ? "an" : "a" };
  return [
    [...subject, copula, adj],
    [...subject, copula, article, ...tokens.slice(v + 3)],
  ];
}
