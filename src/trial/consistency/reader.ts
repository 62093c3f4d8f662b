/** The contradiction check's PageReader over the shared HTML → rendered text code (src/engine/text). */
import { findQuote, looksLikeHtml, mainContent, plainTextToBlocks, quoteLocator, splitSentences } from "../../engine/text/index.js";
import type { PageReader } from "./index.js";

export const renderedPageReader: PageReader = {
  sentences: (body, contentType, limit = Number.POSITIVE_INFINITY) => {
    const blocks = looksLikeHtml(body, contentType) ? mainContent(body).blocks : plainTextToBlocks(body);
    // Splitting is the costly step: stop once `limit` sentences are read.
    const out: string[] = [];
    for (const b of blocks) {
      if (out.length >= limit) break;
      for (const s of splitSentences(b.text, limit - out.length)) out.push(s);
    }
    return out;
  },
  locator: (body, contentType) =>
    looksLikeHtml(body, contentType) ? quoteLocator(body) : (quote) => (findQuote(quote, body) ? "rendered" : "absent"),
};
