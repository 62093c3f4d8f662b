/**
 * The contradiction check (SPEC.md "Contradiction check report"): fetch two pages of one site through the
 * SSRF-safe fetcher, read their rendered sentences, and report pairs that cannot both be true, with both
 * verbatim quotes, whether each is in the rendered text, and a command to reproduce. Never says which is right.
 */
import { FetchFailedError, FetchRefusedError, type SafeFetcher, type SafeResponse } from "../../net/types.js";
import { INLINE_MAX_CHARS, textPool } from "../../workers/pool.js";
import { renderedPageReader } from "./reader.js";
import { comparePages, type Comparison, type ComparisonInput } from "./compare.js";
import type { ConflictKind } from "./contradictions.js";
import type { PageStatements } from "./statement.js";
import { shellQuote } from "./reproduce.js";

/** Where a quote was found in a page: visible text, only in hidden/script markup, or nowhere. */
export type QuotePlacement = "rendered" | "hidden-only" | "absent";

/** A fetched body → statements, and where a quote sits in it (see reader.ts). */
export interface PageReader {
  /** The statements to compare, without shared navigation, banners and footers (so they do not pair up). */
  statements(body: string, contentType: string | null): PageStatements;
  /** Where quotes sit in the whole page (read once, asked many times). */
  locator(body: string, contentType: string | null): (quote: string) => QuotePlacement;
}

export { MAX_SENTENCES_PER_PAGE } from "./compare.js";

export interface SourceReport {
  url: string;
  final_url: string | null;
  status: number | null;
  bytes: number;
  sha256: string | null;
  content_type: string | null;
  /** Why the page could not be used; null when it was read. */
  error: { kind: string; message: string } | null;
}

export interface QuoteReport {
  url: string;
  quote: string;
  in_rendered_text: boolean;
  placement: QuotePlacement;
}

export interface Contradiction {
  kind: ConflictKind;
  subject: string;
  a: QuoteReport;
  b: QuoteReport;
  values: { a: string; b: string };
  explanation: string;
  reproduce: string | null;
}

export interface ConsistencyReport {
  /** One line for people: what was found, or why nothing could be compared. */
  headline: string;
  sources: SourceReport[];
  contradictions: Contradiction[];
  checked: number;
  unsigned: true;
  /** What this check can and cannot see. */
  notes: string[];
}

export interface ConsistencyDeps {
  readonly fetcher: SafeFetcher;
  /** Reads pages in this thread instead of the text worker pool (custom readers, tests). */
  readonly reader?: PageReader;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

const HTML_TYPES = ["text/html", "application/xhtml+xml", "text/plain"];

type Fetched = { source: SourceReport; html: string | null; contentType: string | null };

async function fetchPage(url: string, deps: ConsistencyDeps): Promise<Fetched> {
  let response: SafeResponse;
  try {
    response = await deps.fetcher.fetch(url, {
      timeoutMs: deps.timeoutMs ?? 15_000,
      maxBytes: deps.maxBytes ?? 3 * 1024 * 1024,
      allowedContentTypes: HTML_TYPES,
    });
  } catch (error) {
    const kind = error instanceof FetchRefusedError ? `refused:${error.reason}` : error instanceof FetchFailedError ? error.kind : "network";
    const message = error instanceof Error ? error.message : String(error);
    return {
      source: { url, final_url: null, status: null, bytes: 0, sha256: null, content_type: null, error: { kind, message } },
      html: null,
      contentType: null,
    };
  }
  const source: SourceReport = {
    url,
    final_url: response.url,
    status: response.status,
    bytes: response.bytes,
    sha256: response.sha256,
    content_type: response.contentType,
    error: null,
  };
  if (response.status < 200 || response.status > 299) {
    return { source: { ...source, error: { kind: "http-status", message: `the page answered HTTP ${response.status}` } }, html: null, contentType: null };
  }
  return { source, html: response.text(), contentType: response.contentType };
}

const EXPLAIN: Record<ConflictKind, string> = {
  number: "The two pages give different numbers for the same statement.",
  date: "The two pages give different dates for the same statement.",
  amount: "The two pages give different amounts for the same statement.",
  percent: "The two pages give different percentages for the same statement.",
  time: "The two pages give different times for the same statement.",
  ordinal: "The two pages give a different rank or position for the same statement.",
  quantifier: "The two pages say it of a different share (for example all against some).",
  name: "The two pages name a different person, place or thing in the same statement.",
  negation: "One page affirms what the other denies.",
};

export async function runConsistency(urls: readonly [string, string], focus: string | null, deps: ConsistencyDeps): Promise<ConsistencyReport> {
  const [pageA, pageB] = await Promise.all(urls.map((u) => fetchPage(u, deps)));
  const sources = [pageA!.source, pageB!.source];
  const notes = [
    "Text hidden with CSS classes (for example .sr-only) cannot be told apart from visible text without a browser; inline style, the hidden attribute and aria-hidden are honoured.",
    "A contradiction means both statements cannot be true together; this check does not say which page is right.",
  ];
  if (pageA!.html === null || pageB!.html === null) {
    notes.unshift("At least one page could not be read (see sources), so nothing was compared.");
    return { headline: unreadHeadline(sources), sources, contradictions: [], checked: 0, unsigned: true, notes };
  }
  const input: ComparisonInput = {
    a: { url: urls[0], body: pageA!.html, contentType: pageA!.contentType },
    b: { url: urls[1], body: pageB!.html, contentType: pageB!.contentType },
    focus,
  };
  // Page reading and analysis are CPU-heavy on hostile pages: they run in the worker pool, off the event loop.
  const small = input.a.body.length + input.b.body.length <= INLINE_MAX_CHARS;
  const found: Comparison =
    deps.reader || small ? comparePages(input, deps.reader ?? renderedPageReader) : await textPool().run("comparePages", input);
  const contradictions: Contradiction[] = found.pairs.map((pair) => ({
    kind: pair.kind,
    subject: pair.subject,
    a: { url: urls[0], quote: pair.a, in_rendered_text: pair.placementA === "rendered", placement: pair.placementA },
    b: { url: urls[1], quote: pair.b, in_rendered_text: pair.placementB === "rendered", placement: pair.placementB },
    values: { a: pair.valueA, b: pair.valueB },
    explanation: EXPLAIN[pair.kind],
    reproduce: pair.reproduce,
  }));
  const headline = contradictions.length
    ? `${contradictions.length} contradiction(s) found among ${found.checked} statements compared.`
    : `No contradictions found among ${found.checked} statements compared.`;
  return { headline, sources, contradictions, checked: found.checked, unsigned: true, notes };
}

/** Why nothing was compared: which page could not be read, and why, in the words a person needs. */
function unreadHeadline(sources: readonly SourceReport[]): string {
  const unread = sources.filter((s) => s.error !== null);
  const why = (s: SourceReport) => `${s.url} (${s.error!.message})`;
  if (unread.length === sources.length) return `Nothing was compared: neither page could be read: ${unread.map(why).join("; ")}.`;
  return `Nothing was compared: one page could not be read: ${unread.map(why).join("; ")}.`;
}

export { shellQuote };
