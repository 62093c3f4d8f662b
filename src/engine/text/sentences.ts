/**
 * Sentence splitting with wink-nlp + wink-eng-lite-web-model (model shipped in the npm package; sentence-boundary
 * F1 0.973 on WiCE per reference/platform-libs.md §5). Only the "sbd" pipe runs, and the model loads once, lazily.
 * Call it per block: sentences never cross block boundaries.
 */
import type { WinkMethods } from "wink-nlp";
import { wink } from "../../text/nlp.js";
import { breakLongRuns, isSpaceCode } from "./runs.js";

let nlp: WinkMethods | undefined;

function sentenceSplitter(): WinkMethods {
  nlp ??= wink("sbd") as unknown as WinkMethods;
  return nlp;
}

/** A sentence end followed by more text; blocks without one are a single sentence and skip the model. */
const INNER_BOUNDARY = /[.!?\u2026\u3002\uff01\uff1f]["'\u201d\u2019)\]]*\s+\S/;
const CLOSERS = new Set(['"', "'", "\u201d", "\u2019", ")", "]"]);
const STARTS_LOWERCASE = /^["'\u201c\u2018(\[]*\p{Ll}/u;

/**
 * wink is fed at most this many characters at once: a longer block (a text/plain page without blank lines) is cut at
 * a space near this length, so one call stays short and a caller's sentence limit stops the work early.
 */
export const MAX_SPLIT_CHARS = 50_000;

/**
 * wink splits `"Is it true?" she asked.` after the question; a next sentence starting in lowercase is a continuation.
 * True when block[start, end) ends in ? or ! followed by closing quotes/brackets. Scans back from the end only (a
 * regex anchored with $ would rescan the whole span each time it grows).
 */
function endsInQuotedQuestion(block: string, start: number, end: number): boolean {
  let i = end - 1;
  while (i >= start && CLOSERS.has(block[i]!)) i--;
  return i < end - 1 && i >= start && (block[i] === "?" || block[i] === "!");
}

function hasSpace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isSpaceCode(text.charCodeAt(i))) return true;
  return false;
}

/** Cut points: [0, c1, c2, ..., length], each piece at most about MAX_SPLIT_CHARS, cut just after a space. */
function chunkEnds(text: string): number[] {
  const ends = [0];
  let from = 0;
  while (text.length - from > MAX_SPLIT_CHARS) {
    let cut = from + MAX_SPLIT_CHARS;
    // breakLongRuns guarantees a space within MAX_RUN characters.
    while (cut > from + 1 && !isSpaceCode(text.charCodeAt(cut - 1))) cut--;
    ends.push(cut);
    from = cut;
  }
  ends.push(text.length);
  return ends;
}

/**
 * Sentences of one block, each an exact substring of the trimmed block, at most `limit` of them. Pieces that wink cut
 * without any whitespace between them ("WordPress." + "com account") are joined back: a boundary needs a space.
 */
export function splitSentences(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const block = text.trim();
  if (block === "" || limit <= 0) return [];
  if (!INNER_BOUNDARY.test(block)) return [block];
  // wink reads a copy whose long runs are broken by spaces (same length, so offsets match the block).
  const safe = breakLongRuns(block);
  const spans: Array<{ start: number; end: number }> = [];
  const ends = chunkEnds(safe);
  for (let c = 1; c < ends.length && spans.length <= limit; c++) {
    const chunkStart = ends[c - 1]!;
    const chunk = safe.slice(chunkStart, ends[c]!);
    const pieces = sentenceSplitter().readDoc(chunk).sentences().out() as string[];
    let cursor = 0;
    for (const piece of pieces) {
      const trimmed = piece.trim();
      if (trimmed === "") continue;
      const at = chunk.indexOf(trimmed, cursor);
      if (at === -1) return [block]; // wink changed the text; never return sentences that are not in the block
      cursor = at + trimmed.length;
      const start = chunkStart + at;
      const end = chunkStart + cursor;
      const prev = spans[spans.length - 1];
      const joinBack =
        prev !== undefined &&
        (!hasSpace(block, prev.end, start) ||
          (endsInQuotedQuestion(block, prev.start, prev.end) && STARTS_LOWERCASE.test(block.slice(start, end))));
      if (joinBack) prev.end = end;
      else spans.push({ start, end });
    }
  }
  return spans.slice(0, limit).map((span) => block.slice(span.start, span.end));
}
