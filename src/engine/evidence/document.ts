/** One source of evidence read in this request: a fetched page or a corpus document. */
export interface EvidenceDocument {
  /** The URL cited in evidence: the final URL after redirects, or `corpus:<path>`. */
  readonly url: string;
  /** What the search provider returned, before redirects. */
  readonly requestedUrl: string;
  /** Who published it, for the independent-sources rule: registrable domain, host, or the corpus document. */
  readonly site: string;
  readonly fetchedAt: string;
  readonly sha256: string;
  readonly bytes: number;
  readonly source: "page" | "corpus";
  /** Rendered text split into sentences, in page order. Quotes are checked against these. */
  readonly sentences: readonly string[];
}

/** What the reproducibility log keeps about each URL we tried. */
export interface FetchRecord {
  readonly url: string;
  readonly finalUrl: string | null;
  readonly status: number | null;
  readonly fetchedAt: string | null;
  readonly sha256: string | null;
  readonly bytes: number | null;
  readonly error: string | null;
}
