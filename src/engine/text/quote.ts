/**
 * "Is this quote on the page?" Both sides are normalised (NFKC, case-folded, typographic quotes and dashes made
 * plain, soft hyphens and zero-width characters dropped, whitespace collapsed) and compared as substrings.
 */
import { blocksToText, htmlToBlocks } from "./blocks.js";

const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\u00b4\u0060]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e]/g;
const DASHES = /[\u2010-\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63\uff0d]/g;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;

export function normalizeForQuote(s: string): string {
  return s
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(/\u00df/g, "ss")
    .replace(/\u03c2/g, "\u03c3")
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the normalised quote is a substring of the normalised text. An empty quote is never found. */
export function findQuote(quote: string, text: string): boolean {
  const needle = normalizeForQuote(quote);
  return needle !== "" && normalizeForQuote(text).includes(needle);
}

export type QuoteLocation = "rendered" | "hidden-only" | "absent";

/**
 * Where a quote is on an HTML page: in the rendered text, only in markup a reader does not see (hidden subtrees,
 * templates, noscript, scripts/JSON-LD, title, meta descriptions, alt text), or nowhere.
 */
export function locateQuote(quote: string, html: string): QuoteLocation {
  return quoteLocator(html)(quote);
}

/**
 * locateQuote for many quotes on one page: the page is read and normalised once (the hidden pass only when a quote
 * is not in the rendered text).
 */
export function quoteLocator(html: string): (quote: string) => QuoteLocation {
  let rendered: string | undefined;
  let everything: string | undefined;
  return (quote) => {
    const needle = normalizeForQuote(quote);
    if (needle === "") return "absent";
    rendered ??= normalizeForQuote(blocksToText(htmlToBlocks(html)));
    if (rendered.includes(needle)) return "rendered";
    everything ??= normalizeForQuote(blocksToText(htmlToBlocks(html, { keepHidden: true, includeScripts: true })));
    return everything.includes(needle) ? "hidden-only" : "absent";
  };
}
