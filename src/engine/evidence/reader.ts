/**
 * The seam between fetching and reading: a page body and its content type → rendered sentences, in page order.
 * The default uses the shared text module (src/engine/text/: htmlparser2 walker that drops non-rendered markup,
 * wink sentence split per block).
 *
 * With a `focus` (the claim), only blocks that share a content word with it are split into sentences: the
 * MAX_FOCUS_BLOCKS per page whose shared words are rarest on the page (IDF-weighted), kept in page order. Sentences never cross blocks, so the sentences kept are exactly those the
 * full reading would give for those blocks; blocks sharing no word with the claim could never rank under BM25 anyway.
 * Sentence splitting is the costly step, and a long page has hundreds of blocks.
 */
import { htmlToBlocks, looksLikeHtml, plainTextToBlocks, splitSentences } from "../text/index.js";
import { contentTerms } from "./terms.js";

export type PageReader = (body: string, contentType: string | null, focus?: string) => string[] | Promise<string[]>;

export const MAX_FOCUS_BLOCKS = 20;

export const readPage = (body: string, contentType: string | null, focus?: string): string[] => {
  const blocks = looksLikeHtml(body, contentType) ? htmlToBlocks(body) : plainTextToBlocks(body);
  if (focus === undefined) return blocks.flatMap((b) => splitSentences(b.text));
  const terms = new Set(contentTerms(focus));
  // Which claim words each block has, and in how many blocks each word occurs (rare words weigh more: IDF).
  const present: string[][] = [];
  const df = new Map<string, number>();
  for (const b of blocks) {
    // Substring presence is enough to choose blocks (BM25 later ranks on real tokens) and far cheaper than tokenizing.
    const lower = b.text.toLowerCase();
    const found = [...terms].filter((t) => lower.includes(t));
    present.push(found);
    for (const t of found) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const scored: { index: number; score: number }[] = [];
  present.forEach((found, index) => {
    if (found.length === 0) return;
    const score = found.reduce((sum, t) => sum + Math.log(1 + blocks.length / df.get(t)!), 0);
    scored.push({ index, score });
  });
  const kept = scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_FOCUS_BLOCKS)
    .sort((a, b) => a.index - b.index);
  return kept.flatMap(({ index }) => splitSentences(blocks[index]!.text));
};
