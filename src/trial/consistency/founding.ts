/**
 * When the site's own business began, as sites write it: "The practice was founded in 2003", "Kestrel Ferries was
 * started by Ian Mackay in 1987", "We opened our doors in the spring of 2009", "Pieter Claes opened the shop in 2004",
 * "Founded in 2011 by two local climbers, Crux has grown…", a tagline "Renting bikes in Bruges since 1998.", and a
 * JSON-LD foundingDate (jsonLd.ts reads it as "X was founded in 2003."). Two pages that give the business two
 * founding years contradict each other, whatever verb each uses (the finder reports it as a date).
 *
 * Only a beginning of the business itself: said of its name (words of the site's own name, from both pages' titles),
 * of "we", or of a noun a business calls itself by ("the practice", "our shop"), with no other word in the phrase,
 * so "The Boulder Barn opened in 2018", "our new wing opened in 2016" or "We started offering yoga in 2015" read
 * nothing. Linear in the statement's tokens.
 */
import type { Token } from "../../engine/extract/nlp.js";
import { inLexicon } from "../../text/nlp.js";

/** Nouns by which a site names its own business ("The practice was founded in 2003" on a dental clinic's site). */
export const BUSINESS_NOUNS = new Set(["practice", "company", "firm", "business", "shop", "store", "school", "clinic", "studio", "agency", "centre", "center"]);

/** Words a company's name ends with ("Kestrel Ferries Ltd"): part of any business's name. */
const COMPANY_SUFFIXES = new Set(["ltd", "inc", "llc", "gmbh", "plc", "co", "bv", "ab", "as", "srl", "sa"]);
/** Verbs (by lemma) that say a business began. */
const BEGINNING_VERBS = new Set(["found", "establish", "start", "open"]);
/** Words between a subject and its verb ("was", "has been", "first", "originally"). */
const BEFORE_VERB = new Set(["was", "were", "is", "are", "has", "have", "had", "been", "first", "originally", "officially"]);
/** Words a beginning goes on with, before its year: "founded in", "started by Ian Mackay", "opened as a studio". */
const AFTER_BEGINNING = new Set(["in", "by", "as"]);
/** Words a phrase naming the business may open with. */
const DETERMINERS = new Set(["the", "our", "this", "its", "their"]);
/** Words between "in" and a year that only narrow the time ("in the spring of 2009", "in early 1998"). */
const TIME_OF_YEAR = new Set(["the", "of", "spring", "summer", "autumn", "fall", "winter", "early", "late", "mid", "middle", "end", "beginning", "start",
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]);
/** Tokens read after a verb for its object, agent ("by Ian Mackay") and year. */
const YEAR_REACH = 10;
/** Tokens of a statement read at most (analysis.ts reads as many). */
const MAX_TOKENS = 200;
const CLAUSE_BREAKS = new Set([",", ";", ".", ":", "!", "?", "and", "but", "—", "–"]);
const YEAR = /^(?:1[6-9]\d\d|20\d\d)$/;

/** Whether a token is a word of the site's own name (the finder's neutral concepts of both pages' titles). */
export type SiteWordTest = (token: Token) => boolean;

/** The founding year a statement gives its site's business, as written ("2003"), or null. */
export function foundingYearOf(allTokens: readonly Token[], isSiteWord: SiteWordTest): string | null {
  // A hostile run-on "sentence" is read only so far: each cue reads a few tokens around it, so this bounds the whole.
  const tokens = allTokens.length > MAX_TOKENS ? allTokens.slice(0, MAX_TOKENS) : allTokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.lower === "since") {
      const year = tokens[i + 1];
      if (year && YEAR.test(year.text) && taglineBefore(tokens, i, isSiteWord)) return year.text;
      continue;
    }
    // "Established 1911" may be tagged an adjective; "open" as one is a state ("is open in 2024 from May"), no beginning.
    if (!BEGINNING_VERBS.has(t.lemma) || (t.pos !== "VERB" && !(t.pos === "ADJ" && (t.lemma === "establish" || t.lemma === "found")))) continue;
    const year = beginningYear(tokens, i, isSiteWord);
    if (year) return year;
  }
  return null;
}

/** The year of the beginning told by the verb at `verb`, when what began is the business. */
function beginningYear(tokens: readonly Token[], verb: number, isSiteWord: SiteWordTest): string | null {
  let j = verb + 1;
  if (tokens[j]?.lower === "up") j++;
  // The verb goes on with its object, its time, its maker or what it began as; anything else ("started offering
  // yoga", "opened to the public") is another act, or a beginning of something else.
  const next = tokens[j];
  if (!next || !(DETERMINERS.has(next.lower) || AFTER_BEGINNING.has(next.lower) || YEAR.test(next.text))) return null;
  // An object right after the verb: the business ("opened the shop", "opened our doors") or something else.
  let business = false;
  if (DETERMINERS.has(tokens[j]?.lower ?? "")) {
    const end = phraseEnd(tokens, j + 1);
    if (end === j + 1) return null;
    const head = tokens[end - 1]!;
    if (!(head.lower === "doors" || namesBusiness(tokens, j + 1, end, isSiteWord))) return null;
    business = true;
    j = end;
  }
  const year = yearAfter(tokens, j);
  if (!year) return null;
  if (business) return year.text;
  // "Founded in 2011 by two local climbers, Crux has grown…": what began is the subject after the opening phrase.
  if (verb === 0) {
    const comma = tokens.findIndex((x, k) => k > year.at && x.text === ",");
    return comma > 0 && subjectAt(tokens, comma + 1, isSiteWord) ? year.text : null;
  }
  // "The practice was founded in 2003", "Stillwater opened in 2009": the subject before the verb.
  let end = verb;
  while (end > 0 && BEFORE_VERB.has(tokens[end - 1]!.lower)) end--;
  return subjectEndingAt(tokens, end, isSiteWord) ? year.text : null;
}

/** The year from token `from`: "in [the spring of] 2009", "by Ian Mackay in 1987", or right there ("Established 1911"). */
function yearAfter(tokens: readonly Token[], from: number): { text: string; at: number } | null {
  for (let k = from; k < tokens.length && k < from + YEAR_REACH; k++) {
    const t = tokens[k]!;
    if (YEAR.test(t.text)) {
      const before = tokens[k - 1];
      return k === from || before?.lower === "in" || TIME_OF_YEAR.has(before?.lower ?? "") ? { text: t.text, at: k } : null;
    }
    if (CLAUSE_BREAKS.has(t.lower)) return null;
    if (t.lower === "in") {
      let m = k + 1;
      while (m < tokens.length && TIME_OF_YEAR.has(tokens[m]!.lower)) m++;
      if (YEAR.test(tokens[m]?.text ?? "")) return { text: tokens[m]!.text, at: m };
      // "in Bruges in 1998": a place before the year.
    }
  }
  return null;
}

/** Words that join the words of a name ("Crumb and Kettle", "Bakery-Café", "Smith & Sons"). */
const NAME_JOINERS = new Set(["and", "&", "-", "of"]);
const CAPITALISED = /^\p{Lu}/u;

/**
 * Whether token k is a word of a noun phrase: a noun, name or adjective, any capitalised word (the tagger reads
 * "Climbing" of "Crux Climbing Centre" as a verb), or a joiner between two capitalised words.
 */
function inPhrase(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k]!;
  if (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ" || (CAPITALISED.test(t.text) && t.pos !== "PRON")) return true;
  return NAME_JOINERS.has(t.lower) && CAPITALISED.test(tokens[k - 1]?.text ?? "") && CAPITALISED.test(tokens[k + 1]?.text ?? "");
}

/** Where the noun phrase from token `from` ends, exclusive. */
function phraseEnd(tokens: readonly Token[], from: number): number {
  let k = from;
  while (k < tokens.length && inPhrase(tokens, k)) k++;
  return k;
}

/** Every word of tokens[from, end) names the business: its name's words, or a business noun ending the phrase. */
function namesBusiness(tokens: readonly Token[], from: number, end: number, isSiteWord: SiteWordTest): boolean {
  for (let k = from; k < end; k++) {
    const t = tokens[k]!;
    if (NAME_JOINERS.has(t.lower) && k > from && k < end - 1) continue;
    if (!isSiteWord(t) && !(k === end - 1 && BUSINESS_NOUNS.has(t.lemma)) && !(k > from && COMPANY_SUFFIXES.has(t.lower.replace(/\.$/, "")))) return false;
  }
  return end > from;
}

/** The phrase that ends right before token `end` is the whole subject of its clause and names the business, or "we". */
function subjectEndingAt(tokens: readonly Token[], end: number, isSiteWord: SiteWordTest): boolean {
  if (tokens[end - 1]?.lower === "we") return end === 1 || CLAUSE_BREAKS.has(tokens[end - 2]!.lower);
  let start = end;
  while (start > 0 && inPhrase(tokens, start - 1)) start--;
  if (DETERMINERS.has(tokens[start - 1]?.lower ?? "")) start--;
  const opens = start === 0 || CLAUSE_BREAKS.has(tokens[start - 1]!.lower);
  const from = DETERMINERS.has(tokens[start]?.lower ?? "") ? start + 1 : start;
  return opens && namesBusiness(tokens, from, end, isSiteWord);
}

/** The subject that opens at token `from` ("Crux has grown…", "we have…") names the business. */
function subjectAt(tokens: readonly Token[], from: number, isSiteWord: SiteWordTest): boolean {
  if (tokens[from]?.lower === "we") return true;
  const start = DETERMINERS.has(tokens[from]?.lower ?? "") ? from + 1 : from;
  const end = phraseEnd(tokens, start);
  return namesBusiness(tokens, start, end, isSiteWord) && (tokens[end]?.pos === "AUX" || tokens[end]?.pos === "VERB");
}

/**
 * A tagline of how long the business has done its work: the statement opens with what it does ("Renting bikes in
 * Bruges since 1998.", "Caring for Port Alder's pets since 1998, Harborview is…"), and, when a clause follows, that
 * clause's subject is the business.
 */
function taglineBefore(tokens: readonly Token[], since: number, isSiteWord: SiteWordTest): boolean {
  if (!opensWithGerund(tokens)) return false;
  for (let k = 1; k < since; k++) if (CLAUSE_BREAKS.has(tokens[k]!.lower)) return false;
  const after = tokens[since + 2];
  if (!after || after.text === "." || after.text === "!") return true;
  return after.text === "," && subjectAt(tokens, since + 3, isSiteWord);
}

/** The statement opens with a verb's "-ing" form ("Renting", "Caring": the tagger reads a capitalised one as a name). */
function opensWithGerund(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  if (!first || first.lower.length <= 5 || !first.lower.endsWith("ing")) return false;
  if (first.pos === "VERB") return true;
  const stem = first.lower.slice(0, -3);
  return first.pos === "PROPN" && (inLexicon(stem) || inLexicon(`${stem}e`));
}
