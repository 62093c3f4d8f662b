/** The contradiction check's PageReader over the shared HTML → rendered text code (src/engine/text). */
import { findQuote, looksLikeHtml, mainContent, plainTextToBlocks, quoteLocator, splitSentences } from "../../engine/text/index.js";
import type { PageReader } from "./index.js";

export const renderedPageReader: PageReader = {
  sentences: (body, contentType) => {
    const blocks = looksLikeHtml(body, contentType) ? mainContent(body).blocks : plainTextToBlocks(body);
    return blocks.flatMap((b) => splitSentences(b.text));
  },
  locator: (body, contentType) =>
    looksLikeHtml(body, contentType) ? quoteLocator(body) : (quote) => (findQuote(quote, body) ? "rendered" : "absent"),
};
