/**
 * The contradiction check's PageReader: HTML through the structure-aware reader (structure.ts), plain text as
 * blocks of sentences; quotes are located with the shared quote locator (src/engine/text).
 */
import { findQuote, looksLikeHtml, plainTextToBlocks, quoteLocator, splitSentences } from "../../engine/text/index.js";
import { MAX_SENTENCES_PER_PAGE, type PageReader } from "./index.js";
import { readStatements } from "./structure.js";

export const renderedPageReader: PageReader = {
  statements: (body, contentType) =>
    looksLikeHtml(body, contentType)
      ? readStatements(body, MAX_SENTENCES_PER_PAGE)
      : { statements: plainTextToBlocks(body).flatMap((b) => splitSentences(b.text).map((quote) => ({ quote }))), topic: "" },
  locator: (body, contentType) =>
    looksLikeHtml(body, contentType) ? quoteLocator(body) : (quote) => (findQuote(quote, body) ? "rendered" : "absent"),
};
