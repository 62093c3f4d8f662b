/**
 * Part-of-speech tokens for many statements at once. The finder needs only tokens, POS and lemmas (it reads values
 * itself), so this is the shared "pos" wink pipeline (src/text/nlp.ts), fed in batches: one readDoc per batch
 * instead of one per sentence halves the cost, and NER, negation and sentiment are not run at all. Tokens go back to their statement by character offset (wink keeps the whitespace
 * before each token, so the offsets are exact).
 */
import type { Token } from "../../engine/extract/nlp.js";
import { wink } from "../../text/nlp.js";

/** Characters per readDoc: large enough to amortise the call, small enough to keep memory flat. */
const BATCH_CHARS = 20_000;
const SEPARATOR = "\n\n";

export function tokenizeAll(texts: readonly string[]): Token[][] {
  const out: Token[][] = texts.map(() => []);
  let start = 0;
  while (start < texts.length) {
    let end = start;
    let chars = 0;
    while (end < texts.length && (end === start || chars + texts[end]!.length < BATCH_CHARS)) chars += texts[end++]!.length + SEPARATOR.length;
    tokenizeBatch(texts, start, end, out);
    start = end;
  }
  return out;
}

function tokenizeBatch(texts: readonly string[], from: number, to: number, out: Token[][]): void {
  const n = wink("pos");
  const its = n.its;
  const bounds: number[] = [];
  let text = "";
  for (let i = from; i < to; i++) {
    if (i > from) text += SEPARATOR;
    text += texts[i]!;
    bounds.push(text.length);
  }
  const doc = n.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out() as string[];
  const pos = tokens.out(its.pos) as string[];
  const lemma = tokens.out(its.lemma) as string[];
  const pre = tokens.out(its.precedingSpaces) as string[];
  const lengthOf = (i: number) => (pre[i] ?? "").length + values[i]!.length;
  let total = 0;
  for (let i = 0; i < values.length; i++) total += lengthOf(i);
  // wink keeps every character; if some input ever breaks that, offsets would drift: tokenise one by one instead.
  if (total + (text.length - text.trimEnd().length) !== text.length && to - from > 1) {
    for (let i = from; i < to; i++) tokenizeBatch(texts, i, i + 1, out);
    return;
  }
  let offset = 0;
  let which = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const space = pre[i] ?? "";
    offset += space.length;
    if (value.trim() === "") {
      offset += value.length; // the separator (wink gives line breaks tokens of their own)
      continue;
    }
    while (which < bounds.length - 1 && offset >= bounds[which]!) which++;
    const list = out[from + which]!;
    list.push({
      text: value,
      pre: list.length === 0 ? "" : space,
      pos: pos[i] ?? "X",
      lemma: (lemma[i] ?? value).toLowerCase(),
      lower: value.toLowerCase(),
      entity: null,
    });
    offset += value.length;
  }
}
