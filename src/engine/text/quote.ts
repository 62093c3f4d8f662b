/**
 * "Is this quote on the page?" Both sides are normalised by the product's one quote normaliser
 * (src/text/normalize.ts) and compared as substrings.
 */
import { normalizeFast } from "../../text/normalize.js";
import { blocksToText, htmlToBlocks } from "./blocks.js";

/** The one quote normalisation (src/text/normalize.ts), also used by the paid verbatim rule. */
export function normalizeForQuote(s: string): string {
  return normalizeFast(s);
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
