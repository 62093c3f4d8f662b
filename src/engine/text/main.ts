/**
 * Main content of an article page: @mozilla/readability on a linkedom DOM, then the same rendered-text walker over
 * Readability's article HTML (its own textContent glues blocks together). Used where shared navigation and footer
 * boilerplate would otherwise pair with itself (two pages of one site); for "is the quote on the page" use the
 * whole-page walker instead. Falls back to the whole page when the page does not look like an article.
 */
import { isProbablyReaderable, Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { htmlToBlocks, walkHtml, type TextBlock } from "./blocks.js";

export interface MainContent {
  readonly blocks: TextBlock[];
  readonly title: string | null;
  /** "readability" when the article extractor was used, "whole-page" when we fell back to every rendered block. */
  readonly method: "readability" | "whole-page";
}

/** Readability gives up (throws) on pages with more elements than this; we then use the whole page. */
const MAX_ELEMENTS = 30_000;
/**
 * linkedom's DOM costs far more per node than the walker (a 256 KB run of "<", one text event per character, took
 * 3.8 s and grew faster than linearly), so a page with more text events than any article has skips the DOM.
 */
const MAX_TEXT_EVENTS = 60_000;

export function mainContent(html: string): MainContent {
  // The walker runs first: it is cheap, it is the fallback, and it detects absurd nesting, which would make
  // linkedom's parser (htmlparser2 underneath) quadratic.
  const whole = walkHtml(html);
  const wholePage = (): MainContent => ({ blocks: whole.blocks, title: null, method: "whole-page" });
  // Checked before building a DOM: Readability would count the elements only after linkedom had parsed them all.
  if (whole.truncated || whole.elements > MAX_ELEMENTS || whole.textEvents > MAX_TEXT_EVENTS) return wholePage();
  try {
    const { document } = parseHTML(html);
    // linkedom parses <template> content as ordinary children, and Readability would keep it: drop it first.
    for (const el of [...document.querySelectorAll("template")]) el.remove();
    if (!isProbablyReaderable(document as never)) return wholePage();
    const article = new Readability(document as never, { maxElemsToParse: MAX_ELEMENTS }).parse();
    const content = typeof article?.content === "string" ? article.content : "";
    const blocks = htmlToBlocks(content);
    if (blocks.length === 0) return wholePage();
    return { blocks, title: article?.title ?? null, method: "readability" };
  } catch {
    return wholePage(); // a DOM or Readability failure on hostile markup must not lose the page
  }
}
