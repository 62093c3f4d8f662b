/**
 * BM25+ ranking of passages against the claim (minisearch). The judge sees the best passages overall, plus the
 * best of each document so that independent sources stay visible.
 */
import MiniSearch from "minisearch";
import type { DocPassage } from "./passages.js";
import { STOPWORDS, tokenize } from "./terms.js";

export interface RankOptions {
  readonly topK: number;
  /** Extra passages guaranteed per document (its best), within topK. */
  readonly perDocument: number;
}

export function rankPassages(query: string, passages: readonly DocPassage[], options: RankOptions): DocPassage[] {
  if (passages.length === 0) return [];
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    idField: "id",
    tokenize,
    processTerm: (term) => (STOPWORDS.has(term) ? null : term),
    searchOptions: { prefix: false, fuzzy: false, combineWith: "OR" },
  });
  index.addAll(passages.map((p, i) => ({ id: i, text: p.text })));
  const results = index.search(query);
  const scored = results.map((r) => ({ passage: passages[r.id as number]!, score: r.score }));

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
