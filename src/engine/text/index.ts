export { htmlToBlocks, walkHtml, MAX_NESTING_DEPTH, blocksToText, renderedText, plainTextToBlocks, type TextBlock, type HtmlToBlocksOptions } from "./blocks.js";
export { splitSentences } from "./sentences.js";
export { normalizeForQuote, findQuote, locateQuote, quoteLocator, type QuoteLocation } from "./quote.js";
export {
  pageToPassages,
  pageSentences,
  pageBlocks,
  passageIdPrefix,
  type PagePassage,
  type PageSentence,
  type PageContent,
  type PassageOptions,
} from "./passages.js";
export { readPage, looksLikeHtml } from "./reader.js";
export { mainContent, type MainContent } from "./main.js";
