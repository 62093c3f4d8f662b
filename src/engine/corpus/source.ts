/**
 * The local corpus as an evidence source: documents are ranked for a query by BM25 over their passages, and
 * the best documents are returned whole (the pipeline ranks their passages again against the claim).
 */
import MiniSearch from "minisearch";
import type { EvidenceDocument } from "../evidence/document.js";
import { buildPassages } from "../evidence/passages.js";
import type { EvidenceSource } from "../evidence/source.js";
import { STOPWORDS, tokenize } from "../evidence/terms.js";

export function corpusEvidence(docs: readonly EvidenceDocument[]): EvidenceSource {
  const { passages } = buildPassages(docs);
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    idField: "id",
    tokenize,
    processTerm: (term) => (STOPWORDS.has(term) ? null : term),
  });
  index.addAll(passages.map((p, i) => ({ id: i, text: p.text })));

  return {
    id: "corpus",
    prefersKeywords: true,
    async gather(query, req) {
      const best = new Map<EvidenceDocument, number>();
      for (const r of index.search(query, { combineWith: "OR" })) {
        const doc = passages[r.id as number]!.doc;
        best.set(doc, Math.max(best.get(doc) ?? 0, r.score));
      }
      const chosen = [...best.entries()]
        .filter(([doc]) => !req.exclude.has(doc.url))
        .sort((a, b) => b[1] - a[1])
        .slice(0, req.maxDocuments)
        .map(([doc]) => doc);
      return {
        docs: chosen,
        fetches: chosen.map((d) => ({
          url: d.url,
          finalUrl: d.url,
          status: null,
          fetchedAt: d.fetchedAt,
          sha256: d.sha256,
          bytes: d.bytes,
          error: null,
        })),
        hits: best.size,
      };
    },
  };
}
