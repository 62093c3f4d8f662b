/** The contradiction check's PageReader over the shared HTML → rendered text code (src/engine/text). */
import { findQuote, locateQuote, looksLikeHtml, readPage } from "../../engine/text/index.js";
import type { PageReader } from "./index.js";

export const renderedPageReader: PageReader = {
  sentences: (body, contentType) => readPage(body, contentType),
  placement: (body, contentType, quote) =>
    looksLikeHtml(body, contentType) ? locateQuote(quote, body) : findQuote(quote, body) ? "rendered" : "absent",
};
