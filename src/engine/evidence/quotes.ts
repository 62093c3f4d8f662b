/**
 * The verbatim-quote rule: a quote counts only if, after normalisation, it is a substring of text we read in
 * this request. The evidence shows the page's own characters, not the model's copy.
 */
import { normalizeFast, normalizeForMatch, normalizeWithMap } from "../../text/normalize.js";

export interface QuoteMatch {
  /** The matching span exactly as it appears in the source text. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** Quotes shorter than this (after normalisation) prove nothing ("the", "yes"). */
export const MIN_QUOTE_CHARS = 12;

const fastForms = new Map<string, string>();

/** normalizeFast, remembered for the last few large texts (a document is searched once per quote). */
function fastForm(source: string): string {
  if (source.length < 4096) return normalizeFast(source);
  let form = fastForms.get(source);
  if (form === undefined) {
    if (fastForms.size >= 32) fastForms.delete(fastForms.keys().next().value!);
    form = normalizeFast(source);
    fastForms.set(source, form);
  }
  return form;
}

export function findVerbatim(quote: string, source: string): QuoteMatch | null {
  const needle = normalizeForMatch(quote).replace(/^["' ]+|["' ]+$/g, "");
  if (needle.length < MIN_QUOTE_CHARS) return null;
  if (!fastForm(source).includes(normalizeFast(needle))) return null;
  const hay = normalizeWithMap(source);
  const at = hay.text.indexOf(needle);
  if (at === -1) return null;
  const start = hay.map[at]!;
  const lastSource = hay.map[at + needle.length - 1]!;
  // Include the whole last source character (it may be a surrogate pair or expand under NFKC).
  const end = lastSource + (source.codePointAt(lastSource)! > 0xffff ? 2 : 1);
  return { text: source.slice(start, end), start, end };
}
