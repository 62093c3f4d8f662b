/**
 * The contradiction check's PageReader: HTML through the structure-aware reader (structure.ts), plain text as
 * blocks of sentences; quotes are located with the shared quote locator (src/engine/text).
 */
import { looksLikeHtml, normalizeForQuote, plainTextToBlocks, quoteLocator, splitSentences } from "../../engine/text/index.js";
import { MAX_SENTENCES_PER_PAGE } from "./compare.js";
import type { PageReader } from "./index.js";
import type { Statement } from "./statement.js";
import { readStatements } from "./structure.js";

/**
 * Characters of a page's text that are split into sentences at most (about 2,000 to 3,000 ordinary sentences, the
 * most the comparison keeps). wink costs a few microseconds per token, and punctuation-dense hostile text is about a
 * token per character: unbounded, a 3 MiB page of "[[ (( A. B." took 37 s for 46 sentences.
 */
export const MAX_SPLIT_CHARS_PER_PAGE = 300_000;

export const renderedPageReader: PageReader = {
  statements: (body, contentType) =>
    looksLikeHtml(body, contentType)
      ? readStatements(body, MAX_SENTENCES_PER_PAGE)
      : { statements: plainStatements(body, MAX_SENTENCES_PER_PAGE), topic: "" },
  locator: (body, contentType) =>
    looksLikeHtml(body, contentType) ? quoteLocator(body) : plainLocator(body),
};

/** findQuote for many quotes on one text page: the page is normalised once, not once per quote. */
function plainLocator(body: string): (quote: string) => "rendered" | "absent" {
  let page: string | undefined;
  return (quote) => {
    const needle = normalizeForQuote(quote);
    if (needle === "") return "absent";
    page ??= normalizeForQuote(body);
    return page.includes(needle) ? "rendered" : "absent";
  };
}

/** A text/plain page's sentences as statements, stopping at `limit` and at MAX_SPLIT_CHARS_PER_PAGE characters. */
function plainStatements(body: string, limit: number): Statement[] {
  const out: Statement[] = [];
  let budget = MAX_SPLIT_CHARS_PER_PAGE;
  for (const b of plainTextToBlocks(body)) {
    if (out.length >= limit || budget <= 0) break;
    // A cut block may end mid-sentence: that piece is still verbatim page text.
    const text = b.text.length <= budget ? b.text : b.text.slice(0, budget);
    budget -= text.length;
    for (const quote of splitSentences(text, limit - out.length)) out.push({ quote });
  }
  return out;
}
