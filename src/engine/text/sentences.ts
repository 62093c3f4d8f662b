/**
 * Sentence splitting with wink-nlp + wink-eng-lite-web-model (model shipped in the npm package; sentence-boundary
 * F1 0.973 on WiCE per reference/platform-libs.md §5). Only the "sbd" pipe runs, and the model loads once, lazily.
 * Call it per block: sentences never cross block boundaries.
 */
import winkNLP, { type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

let nlp: WinkMethods | undefined;

function sentenceSplitter(): WinkMethods {
  nlp ??= winkNLP(model, ["sbd"]);
  return nlp;
}

/** A sentence end followed by more text; blocks without one are a single sentence and skip the model. */
const INNER_BOUNDARY = /[.!?\u2026\u3002\uff01\uff1f]["'\u201d\u2019)\]]*\s+\S/;
/** wink splits `"Is it true?" she asked.` after the question; a next sentence starting in lowercase is a continuation. */
const ENDS_IN_QUOTED_QUESTION = /[?!]["'\u201d\u2019)\]]+$/;
const STARTS_LOWERCASE = /^["'\u201c\u2018(\[]*\p{Ll}/u;

export function splitSentences(text: string): string[] {
  const block = text.trim();
  if (block === "") return [];
  if (!INNER_BOUNDARY.test(block)) return [block];
  const raw = sentenceSplitter().readDoc(block).sentences().out() as string[];
  const out: string[] = [];
  for (const piece of raw) {
    const sentence = piece.trim();
    if (sentence === "") continue;
    const prev = out[out.length - 1];
    if (prev !== undefined && ENDS_IN_QUOTED_QUESTION.test(prev) && STARTS_LOWERCASE.test(sentence)) {
      out[out.length - 1] = `${prev} ${sentence}`;
    } else {
      out.push(sentence);
    }
  }
  return out;
}
