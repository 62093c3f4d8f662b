/**
 * A page → sentence-window passages for BM25 ranking and the judge. Sentences come from rendered blocks only and
 * never cross a block; a window joins consecutive sentences (default 3, overlapping by 1) up to a character budget.
 */
import { createHash } from "node:crypto";
import type { Passage } from "../judge/types.js";
import { htmlToBlocks, plainTextToBlocks, type TextBlock } from "./blocks.js";
import { splitSentences } from "./sentences.js";

export interface PageSentence {
  readonly text: string;
  /** Index of the block it came from. */
  readonly block: number;
}

export interface PagePassage extends Passage {
  readonly source: "page";
  /** The sentences of `text`, in page order (joined by a space within a block, by a newline across blocks). */
  readonly sentences: readonly string[];
}

export interface PassageOptions {
  /** Sentences per window (default 3). */
  readonly sentencesPerPassage?: number;
  /** Sentences the window moves each step (default 2, so windows overlap by one sentence). */
  readonly stride?: number;
  /** Soft character budget per passage; a window stops adding sentences past it (default 800). */
  readonly maxChars?: number;
  /** Hard cap on passages per page (default 1000); sentences past what the cap can hold are not split at all. */
  readonly maxPassages?: number;
}

export type PageContent = { readonly html: string } | { readonly text: string };

export function pageBlocks(content: PageContent): TextBlock[] {
  return "html" in content ? htmlToBlocks(content.html) : plainTextToBlocks(content.text);
}

/** Rendered sentences in page order; stops after `limit` sentences (the costly part is splitting, so skip what is not needed). */
export function pageSentences(content: PageContent, limit = Number.POSITIVE_INFINITY): PageSentence[] {
  const out: PageSentence[] = [];
  const blocks = pageBlocks(content);
  for (let block = 0; block < blocks.length && out.length < limit; block++) {
    for (const text of splitSentences(blocks[block]!.text)) out.push({ text, block });
  }
  return out.length > limit ? out.slice(0, limit) : out;
}

/** Stable passage id prefix for a URL, so the same page gives the same ids across runs. */
export function passageIdPrefix(url: string): string {
  return `p${createHash("sha256").update(url).digest("hex").slice(0, 10)}`;
}

export function pageToPassages(
  url: string,
  content: PageContent,
  fetchedAt: string | null,
  options: PassageOptions = {},
): PagePassage[] {
  const size = Math.max(1, Math.floor(options.sentencesPerPassage ?? 3));
  const stride = Math.min(size, Math.max(1, Math.floor(options.stride ?? Math.max(1, size - 1))));
  const maxChars = options.maxChars ?? 800;
  const maxPassages = options.maxPassages ?? 1000;
  const sentences = pageSentences(content, maxPassages * stride + size);
  const prefix = passageIdPrefix(url);
  const passages: PagePassage[] = [];
  for (let start = 0; start < sentences.length && passages.length < maxPassages; start += stride) {
    const window: PageSentence[] = [];
    let text = "";
    for (let i = start; i < Math.min(start + size, sentences.length); i++) {
      const s = sentences[i]!;
      const prev = window[window.length - 1];
      const joined = prev === undefined ? s.text : `${text}${prev.block === s.block ? " " : "\n"}${s.text}`;
      if (prev !== undefined && joined.length > maxChars) break;
      window.push(s);
      text = joined;
    }
    passages.push({
      id: `${prefix}-${passages.length}`,
      text,
      source: "page",
      url,
      fetchedAt,
      sentences: window.map((s) => s.text),
    });
    if (start + size >= sentences.length) break;
  }
  return passages;
}
