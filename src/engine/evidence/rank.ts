/**
 * BM25+ ranking of this request's passages against the claim. The passages exist only for this request, so they
 * are scored directly (one tokenizing pass, query terms only) instead of building an inverted index per request;
 * the persistent corpus uses minisearch's index (corpus/source.ts) with the same tokenizer and BM25+ parameters.
 * The judge sees the best passages overall, plus the best of each document so independent sources stay visible.
 */
import type { DocPassage } from "./passages.js";
import { contentTerms, tokenize } from "./terms.js";

export interface RankOptions {
  readonly topK: number;
  /** Passages guaranteed per document (its best ones), within topK. */
  readonly perDocument: number;
}

/** minisearch's defaults, so the corpus and the web rank alike. */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

export function bm25Scores(query: string, texts: readonly string[]): number[] {
  const terms = [...new Set(contentTerms(query))];
  if (terms.length === 0 || texts.length === 0) return texts.map(() => 0);
  const index = new Map(terms.map((t, i) => [t, i]));
  const tf: Uint16Array[] = [];
  const lengths: number[] = [];
  const df = new Array<number>(terms.length).fill(0);
  for (const text of texts) {
    const counts = new Uint16Array(terms.length);
    const tokens = tokenize(text);
    for (const token of tokens) {
      const i = index.get(token);
      if (i !== undefined && counts[i]! < 65535) counts[i]!++;
    }
    counts.forEach((c, i) => {
      if (c > 0) df[i]!++;
    });
    tf.push(counts);
    lengths.push(tokens.length);
  }
  const n = texts.length;
  const avg = lengths.reduce((a, b) => a + b, 0) / n || 1;
  const idf = df.map((d) => Math.log(1 + (n - d + 0.5) / (d + 0.5)));
  return tf.map((counts, p) => {
    let score = 0;
    counts.forEach((c, i) => {
      if (c === 0) return;
      const norm = K1 * (1 - B + (B * lengths[p]!) / avg);
      score += idf[i]! * (DELTA + (c * (K1 + 1)) / (c + norm));
    });
    return score;
  });
}

export function rankPassages(query: string, passages: readonly DocPassage[], options: RankOptions): DocPassage[] {
  const scores = bm25Scores(query, passages.map((p) => p.text));
  const scored = passages
    .map((passage, i) => ({ passage, score: scores[i]! }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);

  const chosen = new Map<DocPassage, number>();
  const perDoc = new Map<string, number>();
  for (const { passage, score } of scored) {
    const count = perDoc.get(passage.doc.url) ?? 0;
    if (count >= options.perDocument) continue;
    perDoc.set(passage.doc.url, count + 1);
    chosen.set(passage, score);
  }
  for (const { passage, score } of scored) {
    if (chosen.size >= options.topK) break;
    if (!chosen.has(passage)) chosen.set(passage, score);
  }
  return [...chosen.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, options.topK)
    .map(([passage, score]) => ({ ...passage, retrievalScore: Math.round(score * 1000) / 1000 }));
}
