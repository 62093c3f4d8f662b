/** A web search provider: turns one query into result URLs. Snippets are never used as evidence. */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  readonly snippet: string;
}

export interface SearchRequest {
  readonly limit: number;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
}

export interface WebSearchProvider {
  /** e.g. "brave", "wikipedia". */
  readonly id: string;
  search(query: string, request: SearchRequest): Promise<SearchHit[]>;
}
