/**
 * Web evidence: search (with retries inside the deadline), then fetch the top pages concurrently through the
 * SSRF-safe fetcher (public addresses only, plus NET_ALLOW), and read their rendered sentences. A page that
 * cannot be read is recorded and skipped; links inside pages are never followed.
 */
import type { SafeFetcher } from "../../net/types.js";
import type { WebSearchProvider } from "../search/types.js";
import { withRetries } from "../upstream/retry.js";
import type { EvidenceDocument, FetchRecord } from "./document.js";
import type { PageReader } from "./reader.js";
import { siteOf } from "../../text/site.js";
import type { EvidenceSource } from "./source.js";

export interface WebTiming {
  readonly searchTimeoutMs: number;
  readonly pageTimeoutMs: number;
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_WEB_TIMING: WebTiming = {
  searchTimeoutMs: 15_000,
  pageTimeoutMs: 10_000,
  attempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 5_000,
};

const PAGE_TYPES = ["text/html", "application/xhtml+xml", "text/plain"];
const PAGE_MAX_BYTES = 3 * 1024 * 1024;

export function webEvidence(
  search: WebSearchProvider,
  fetcher: SafeFetcher,
  read: PageReader,
  timing: WebTiming = DEFAULT_WEB_TIMING,
): EvidenceSource {
  async function readOne(url: string, signal: AbortSignal, timeoutMs: number, focus: string | undefined): Promise<{ doc: EvidenceDocument | null; record: FetchRecord }> {
    try {
      const res = await fetcher.fetch(url, { timeoutMs, maxBytes: PAGE_MAX_BYTES, allowedContentTypes: PAGE_TYPES, signal });
      const record: FetchRecord = {
        url,
        finalUrl: res.url,
        status: res.status,
        fetchedAt: res.fetchedAt,
        sha256: res.sha256,
        bytes: res.bytes,
        error: res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`,
      };
      if (record.error) return { doc: null, record };
      const sentences = await read(res.text(), res.contentType, focus);
      if (sentences.length === 0) return { doc: null, record: { ...record, error: focus ? "no text that mentions the claim" : "no readable text" } };
      return {
        doc: {
          url: res.url,
          requestedUrl: url,
          site: siteOf(res.url),
          fetchedAt: res.fetchedAt,
          sha256: res.sha256,
          bytes: res.bytes,
          source: "page",
          sentences,
        },
        record,
      };
    } catch (error) {
      return {
        doc: null,
        record: { url, finalUrl: null, status: null, fetchedAt: null, sha256: null, bytes: null, error: (error as Error).message.slice(0, 300) },
      };
    }
  }

  return {
    id: search.id,
    prefersKeywords: search.id === "wikipedia",
    async gather(query, req) {
      const signal = req.deadline.signal;
      const searchStarted = performance.now();
      const hits = await withRetries(
        () => search.search(query, { limit: req.resultsPerQuery, timeoutMs: req.deadline.budget(timing.searchTimeoutMs), signal }),
        { attempts: timing.attempts, baseDelayMs: timing.baseDelayMs, maxDelayMs: timing.maxDelayMs, signal },
      );
      const fetchStarted = performance.now();
      const fresh = hits.filter((h) => !req.exclude.has(h.url)).slice(0, req.maxDocuments);
      const results = await Promise.all(fresh.map((h) => readOne(h.url, signal, req.deadline.budget(timing.pageTimeoutMs), req.focus)));
      const docs: EvidenceDocument[] = [];
      const seen = new Set(req.exclude);
      for (const r of results) {
        if (r.doc && !seen.has(r.doc.url)) {
          seen.add(r.doc.url);
          docs.push(r.doc);
        }
      }
      const done = performance.now();
      return { docs, fetches: results.map((r) => r.record), hits: hits.length, timings: { searchMs: fetchStarted - searchStarted, fetchMs: done - fetchStarted } };
    },
  };
}
