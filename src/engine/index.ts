/**
 * createEngine: builds the verification engine from the config. LLM_PROVIDER picks the judge (an LLM per tier,
 * else the embedded judge); SEARCH_PROVIDER picks where grounded tiers find evidence. Tests inject fetchers, a
 * store, a clock and shorter timings through `deps`.
 */
import type { Config } from "../config.js";
import { createLogger, type Logger } from "../log.js";
import { createOperatorFetcher, createSafeFetcher } from "../net/index.js";
import type { SafeFetcher } from "../net/types.js";
import { MemoryStore } from "../store/memory.js";
import type { Store } from "../store/types.js";
import { VerdictCache } from "./cache.js";
import { loadCorpus } from "./corpus/load.js";
import { corpusEvidence } from "./corpus/source.js";
import { VerificationEngine } from "./engine.js";
import { readPage, type PageReader } from "./evidence/reader.js";
import { INLINE_MAX_CHARS, textPool } from "../workers/pool.js";
import type { EvidenceSource } from "./evidence/source.js";
import { DEFAULT_WEB_TIMING, webEvidence, type WebTiming } from "./evidence/web.js";
import { createEmbeddedJudge } from "./judge/embedded/index.js";
import { createLlmJudge, DEFAULT_LLM_TIMING, type LlmJudgeTiming } from "./judge/llm.js";
import type { Judge } from "./judge/types.js";
import { anthropicClient } from "./llm/anthropic.js";
import { openAiClient } from "./llm/openai.js";
import type { LlmClient } from "./llm/types.js";
import { braveSearch } from "./search/brave.js";
import { searxngSearch } from "./search/searxng.js";
import { tavilySearch } from "./search/tavily.js";
import type { WebSearchProvider } from "./search/types.js";
import { wikipediaSearch } from "./search/wikipedia.js";
import type { Engine, SearchProbe } from "./types.js";
import { UpstreamError } from "./upstream/errors.js";
import type { TierId } from "../contract/tiers.js";
import { createJsonHttp, type JsonHttp } from "./upstream/http.js";
import type { EngineMetrics } from "../observability/metrics.js";

export type { Engine, EngineVerdict, VerifyInput, EngineIdentity } from "./types.js";
export { EngineUnavailableError } from "./types.js";

export interface EngineDeps {
  /** Fetcher for pages found by search (public addresses + NET_ALLOW). */
  readonly fetcher?: SafeFetcher;
  /** Fetcher for the operator-configured LLM and search endpoints. */
  readonly operatorFetcher?: SafeFetcher;
  /** Verdict cache backend (pass the service's Store so every node shares it). */
  readonly store?: Store;
  readonly log?: Logger;
  readonly now?: () => number;
  /** The judge used without an LLM; defaults to the embedded judge. */
  readonly embeddedJudge?: () => Judge | null;
  readonly reader?: PageReader;
  readonly metrics?: EngineMetrics;
  readonly timing?: {
    /** One deadline for every tier (tests); defaults come from the tier plan. */
    readonly deadlineMs?: number;
    readonly llm?: Partial<LlmJudgeTiming>;
    readonly web?: Partial<WebTiming>;
  };
}

const DEFAULT_ENDPOINTS = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com",
  brave: "https://api.search.brave.com",
  tavily: "https://api.tavily.com",
  wikipedia: "https://en.wikipedia.org",
} as const;

function originOf(url: string): string {
  return new URL(url).origin;
}

function modelFor(config: Config, tier: TierId): string | null {
  const m = config.llmModels;
  const order: Record<TierId, (string | null)[]> = {
    quick: [m.quick, m.standard, m.pro],
    standard: [m.standard, m.pro, m.quick],
    pro: [m.pro, m.standard, m.quick],
  };
  return order[tier].find((x) => x !== null) ?? null;
}

function llmClientFor(config: Config, http: ReturnType<typeof createJsonHttp>): LlmClient | null {
  if (config.llmProvider === "openai") return openAiClient(http, config.llmBaseUrl, config.llmApiKey);
  if (config.llmProvider === "anthropic") return anthropicClient(http, config.llmBaseUrl, config.llmApiKey);
  return null;
}

function webSearchFor(config: Config, http: ReturnType<typeof createJsonHttp>): WebSearchProvider | { unavailable: string } {
  const base = config.searchBaseUrl;
  const key = config.searchApiKey;
  switch (config.searchProvider) {
    case "brave":
      return key ? braveSearch(http, key, base ?? DEFAULT_ENDPOINTS.brave) : { unavailable: "SEARCH_PROVIDER=brave needs SEARCH_API_KEY" };
    case "tavily":
      return key ? tavilySearch(http, key, base ?? DEFAULT_ENDPOINTS.tavily) : { unavailable: "SEARCH_PROVIDER=tavily needs SEARCH_API_KEY" };
    case "searxng":
      return base ? searxngSearch(http, base, key) : { unavailable: "SEARCH_PROVIDER=searxng needs SEARCH_BASE_URL (your instance)" };
    case "wikipedia":
      return wikipediaSearch(http, base ?? DEFAULT_ENDPOINTS.wikipedia);
    case "corpus":
      return { unavailable: "corpus is not a web search provider" };
  }
}

/** Every failed call to a search provider or an LLM, counted by provider for the metrics. */
function countingUpstreamErrors(http: JsonHttp, metrics: EngineMetrics | undefined): JsonHttp {
  if (!metrics) return http;
  return {
    ...http,
    async json(upstream, req) {
      try {
        return await http.json(upstream, req);
      } catch (error) {
        if (error instanceof UpstreamError) metrics.upstreamError(error.upstream);
        throw error;
      }
    },
  };
}

/** Deadline of the start-up search probe: long enough for a slow API, short enough not to hold the banner up. */
const SEARCH_PROBE_TIMEOUT_MS = 4000;

async function probeWebSearch(search: WebSearchProvider): Promise<SearchProbe> {
  try {
    await search.search("Eiffel Tower", { limit: 1, timeoutMs: SEARCH_PROBE_TIMEOUT_MS, signal: AbortSignal.timeout(SEARCH_PROBE_TIMEOUT_MS) });
    return { provider: search.id, reachable: true, detail: null };
  } catch (error) {
    // Only the kind of failure: an upstream message may carry the endpoint's answer or a key in a URL.
    const kind = error instanceof UpstreamError ? error.kind : error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network";
    return { provider: search.id, reachable: false, detail: `the search request failed (${kind})` };
  }
}

export function createEngine(config: Config, deps: EngineDeps = {}): Engine {
  const log = deps.log ?? createLogger(config.logLevel);
  const owned: { close(): Promise<void> }[] = [];
  const operatorOrigins = [config.llmBaseUrl, config.searchBaseUrl, ...Object.values(DEFAULT_ENDPOINTS)]
    .filter((u): u is string => u !== null)
    .map(originOf);
  const operatorFetcher = deps.operatorFetcher ?? createOperatorFetcher(operatorOrigins, { allow: config.netAllow });
  if (!deps.operatorFetcher) owned.push(operatorFetcher);
  const http = countingUpstreamErrors(createJsonHttp(operatorFetcher), deps.metrics);
  // Fetched pages are read in the text worker pool: a hostile page costs a worker's time, not the event loop's.
  const reader: PageReader =
    deps.reader ??
    ((body, contentType, focus) =>
      body.length <= INLINE_MAX_CHARS ? readPage(body, contentType, focus) : textPool().run("readPage", { body, contentType, focus }));

  // Judges: an LLM per tier when configured, else the embedded judge.
  const llm = llmClientFor(config, http);
  const llmTiming: LlmJudgeTiming = { ...DEFAULT_LLM_TIMING, ...deps.timing?.llm };
  const llmJudges = new Map<TierId, Judge>();
  if (llm) {
    for (const tier of ["quick", "standard", "pro"] as const) {
      const model = modelFor(config, tier);
      if (model) llmJudges.set(tier, createLlmJudge(llm, model, llmTiming));
    }
    if (llmJudges.size === 0) log.warn({ provider: config.llmProvider }, "LLM_PROVIDER is set but no LLM_MODEL_* is; using the embedded judge");
  }
  let embedded: Judge | null | undefined;
  const embeddedJudge = () => (embedded === undefined ? (embedded = (deps.embeddedJudge ?? createEmbeddedJudge)()) : embedded);

  // Evidence: the corpus (indexed now, at start) or a web search provider + the page fetcher.
  let evidence: Promise<EvidenceSource | { unavailable: string }>;
  let probeSearch: () => Promise<SearchProbe> = async () => ({ provider: config.searchProvider, reachable: true, detail: null });
  let groundedUnavailable: string | null = null;
  if (config.searchProvider === "corpus") {
    const dir = config.corpusDir!;
    // The corpus is the operator's own files, read once at start: in this thread.
    evidence = loadCorpus(dir, deps.reader ?? readPage).then(
      (corpus) => {
        for (const s of corpus.skipped) log.warn({ file: s.file, why: s.why }, "corpus document skipped");
        log.info({ dir, documents: corpus.docs.length }, "corpus indexed");
        return corpus.docs.length > 0 ? corpusEvidence(corpus.docs) : { unavailable: `CORPUS_DIR ${dir} holds no readable documents` };
      },
      (error: Error) => ({ unavailable: `CORPUS_DIR could not be read: ${error.message}` }),
    );
  } else {
    const search = webSearchFor(config, http);
    if ("unavailable" in search) {
      evidence = Promise.resolve(search);
      groundedUnavailable = search.unavailable;
      probeSearch = async () => ({ provider: config.searchProvider, reachable: false, detail: search.unavailable });
    } else {
      probeSearch = () => probeWebSearch(search);
      const fetcher = deps.fetcher ?? createSafeFetcher({ allow: config.netAllow });
      if (!deps.fetcher) owned.push(fetcher);
      const webTiming: WebTiming = { ...DEFAULT_WEB_TIMING, ...deps.timing?.web };
      evidence = Promise.resolve(webEvidence(search, fetcher, reader, webTiming));
    }
  }
  const store = deps.store ?? new MemoryStore();
  if (!deps.store) owned.push(store);

  const llmDescription = llm ? `${llm.provider}:${[...new Set(llmJudges.values())].map((j) => j.id.split(":").slice(2).join(":")).join(",")}` : null;
  return new VerificationEngine({
    judgeFor(tier, hasContext) {
      const fromLlm = llmJudges.get(tier);
      if (fromLlm) return fromLlm;
      if (tier === "quick" && !hasContext) return null;
      return embeddedJudge();
    },
    isCalibrated: (judge) => !judge.id.startsWith("llm:"),
    checkerFor: (judge) => (judge.id.startsWith("llm:") ? embeddedJudge() : null),
    evidence: () => evidence,
    cache: new VerdictCache(store, config.verdictCacheTtlSeconds * 1000, (hit) => deps.metrics?.verdictCache(hit)),
    observeStage: (stage, seconds) => deps.metrics?.engineStage(stage, seconds),
    log,
    now: deps.now ?? Date.now,
    deadlineOverrideMs: deps.timing?.deadlineMs,
    probeSearch: () => probeSearch(),
    groundedUnavailable,
    describe: () => ({
      judge: llmJudges.size > 0 ? `llm:${llm!.provider}` : "embedded",
      llm: llmJudges.size > 0 ? llmDescription : null,
      search: config.searchProvider,
    }),
    async close() {
      await Promise.all(owned.map((o) => o.close()));
    },
  });
}
