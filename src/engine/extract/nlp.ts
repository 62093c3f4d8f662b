/**
 * English sentence splitting and token analysis with wink-nlp (model shipped in npm, no download): part of
 * speech, lemma, negation flag and number/date/money entities per token.
 */
import type winkNLP from "wink-nlp";
import { wink } from "../../text/nlp.js";

export interface Token {
  readonly text: string;
  /** Whitespace before the token in the original text. */
  readonly pre: string;
  /** Universal POS tag (NOUN, PROPN, VERB, AUX, ADJ, NUM, PRON, CCONJ, SCONJ, PUNCT, ...). */
  readonly pos: string;
  readonly lemma: string;
  readonly lower: string;
  /** Entity type covering this token (DATE, CARDINAL, MONEY, PERCENT, ORDINAL, TIME, DURATION), if any. */
  readonly entity: string | null;
}

export interface Sentence {
  readonly text: string;
  readonly tokens: readonly Token[];
}

type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | null = null;

function nlp(): Nlp {
  instance ??= wink("full") as unknown as Nlp;
  return instance;
}

export function tokensToText(tokens: readonly Token[]): string {
  return tokens.map((t, i) => (i === 0 ? "" : t.pre) + t.text).join("");
}

export function analyse(text: string): Sentence[] {
  const n = nlp();
  const its = n.its;
  const doc = n.readDoc(text);
  const values = doc.tokens().out() as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const lemma = doc.tokens().out(its.lemma as never) as unknown as string[];
  const pre = doc.tokens().out(its.precedingSpaces as never) as unknown as string[];
  const entityOf: (string | null)[] = values.map(() => null);
  doc.entities().each((e: { out(f: unknown): unknown }) => {
    const [start, end] = e.out(its.span) as unknown as [number, number];
    const type = e.out(its.type) as string;
    for (let i = start; i <= end; i++) entityOf[i] = type;
  });
  const sentences: Sentence[] = [];
  doc.sentences().each((s: { out(f?: unknown): unknown }) => {
    const [start, end] = s.out(its.span) as unknown as [number, number];
    const tokens: Token[] = [];
    for (let i = start; i <= end; i++) {
      const value = values[i]!;
      tokens.push({
        text: value,
        pre: pre[i] ?? "",
        pos: pos[i] ?? "X",
        lemma: (lemma[i] ?? value).toLowerCase(),
        lower: value.toLowerCase(),
        entity: entityOf[i] ?? null,
      });
    }
    for (const part of splitAfterQuotedStop(tokens)) sentences.push({ text: tokensToText(part), tokens: part });
  });
  return sentences;
}

const CLOSING = new Set(['"', "”", "'", "’", ")"]);

/** wink keeps `…"M*A*S*H." In addition…` as one sentence: split after a stop inside closing quotes. */
function splitAfterQuotedStop(tokens: Token[]): Token[][] {
  const parts: Token[][] = [];
  let start = 0;
  for (let i = 1; i < tokens.length - 1; i++) {
    const stop = /[.!?]$/.test(tokens[i - 1]!.text);
    const next = tokens[i + 1]!;
    if (stop && CLOSING.has(tokens[i]!.text) && next.pre.length > 0 && /^[A-Z]/.test(next.text)) {
      parts.push(tokens.slice(start, i + 1));
      start = i + 1;
    }
  }
  parts.push(tokens.slice(start));
  return parts.filter((p) => p.length > 0);
}
