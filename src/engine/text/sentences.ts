/**
 * Sentence splitting with wink-nlp + wink-eng-lite-web-model (model shipped in the npm package; sentence-boundary
 * F1 0.973 on WiCE per reference/platform-libs.md §5). Only the "sbd" pipe runs, and the model loads once, lazily.
 * Call it per block: sentences never cross block boundaries.
 */
import type { WinkMethods } from "wink-nlp";
import { wink } from "../../text/nlp.js";

let nlp: WinkMethods | undefined;

function sentenceSplitter(): WinkMethods {
  nlp ??= wink("sbd") as unknown as WinkMethods;
  return nlp;
}

/** A sentence end followed by more text; blocks without one are a single sentence and skip the model. */
const INNER_BOUNDARY = /[.!?\u2026\u3002\uff01\uff1f]["'\u201d\u2019)\]]*\s+\S/;
/** wink splits `"Is it true?" she asked.` after the question; a next sentence starting in lowercase is a continuation. */
const ENDS_IN_QUOTED_QUESTION = /[?!]["'\u201d\u2019)\]]+$/;
const STARTS_LOWERCASE = /^["'\u201c\u2018(\[]*\p{Ll}/u;

/**
 * Sentences of one block, each an exact substring of the trimmed block. Pieces that wink cut without any whitespace
 * between them ("WordPress." + "com account") are joined back: a boundary needs a space.
 */
export function splitSentences(text: string): string[] {
  const block = text.trim();
  if (block === "") return [];
  if (!INNER_BOUNDARY.test(block)) return [block];
  const pieces = sentenceSplitter().readDoc(block).sentences().out() as string[];
  const spans: Array<{ start: number; end: number }> = [];
  let cursor = 0;
  for (const piece of pieces) {
    const trimmed = piece.trim();
    if (trimmed === "") continue;
    const start = block.indexOf(trimmed, cursor);
    if (start === -1) return [block]; // wink changed the text; never return sentences that are not in the block
    const end = start + trimmed.length;
    const prev = spans[spans.length - 1];
    const joinBack =
      prev !== undefined &&
      (start === prev.end ||
        (ENDS_IN_QUOTED_QUESTION.test(block.slice(prev.start, prev.end)) && STARTS_LOWERCASE.test(trimmed)));
    if (joinBack) prev.end = end;
    else spans.push({ start, end });
    cursor = end;
  }
  return spans.map((span) => block.slice(span.start, span.end));
}
