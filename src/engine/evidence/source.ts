/** Where grounded tiers get evidence for one query: web search + page fetches, or the local corpus. */
import type { Deadline } from "../upstream/deadline.js";
import type { EvidenceDocument, FetchRecord } from "./document.js";

export interface GatherRequest {
  /** URLs already read in this request; not read again. */
  readonly exclude: ReadonlySet<string>;
  readonly resultsPerQuery: number;
  readonly maxDocuments: number;
  readonly deadline: Deadline;
  /** The claim: pages are read with it in focus (see reader.ts). */
  readonly focus?: string;
}

export interface Gathered {
  readonly docs: EvidenceDocument[];
  /** Every URL tried, read or not (for the reproducibility log). */
  readonly fetches: FetchRecord[];
  readonly hits: number;
  /** Time spent asking the search provider and reading pages (for the stage metrics). */
  readonly timings?: { readonly searchMs: number; readonly fetchMs: number };
}

export interface EvidenceSource {
  /** "brave", "wikipedia", "corpus", ... */
  readonly id: string;
  /** Keyword queries work better than whole sentences (MediaWiki search, BM25 over a corpus). */
  readonly prefersKeywords: boolean;
  /** Throws UpstreamError when the search itself failed after retries. */
  gather(query: string, request: GatherRequest): Promise<Gathered>;
}
