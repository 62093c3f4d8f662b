/**
 * The trial app (scan_url): the free tools of SPEC.md — POST /scan, POST /consistency, POST /payable — and the
 * web page at GET /. No wallet, no account, no key; results are unsigned. Each call: browser origin check (403,
 * see trialOrigins.ts), body read with a cap, FastAPI-exact 422s (free, no quota spent), then the hourly limits
 * (429), then the work. URL tools count against the client first, screen their targets, and count against the
 * global ceiling only when a target may be contacted (see trial/rateLimit.ts, trial/screen.ts).
 */
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import type { Config } from "../config.js";
import {
  ConsistencyRequestSpec,
  PAYABLE_URL_MAX_CHARS,
  PayableRequestSpec,
  ScanRequestSpec,
} from "../contract/schemas.js";
import { createClaimExtractor, type ClaimExtractor } from "../engine/extract/index.js";
import type { Engine } from "../engine/types.js";
import type { Logger } from "../log.js";
import { resolveClient, TrustList, type ClientKey } from "../net/clientAddress.js";
import type { SafeFetcher } from "../net/types.js";
import type { Store } from "../store/types.js";
import { runConsistency, type PageReader } from "../trial/consistency/index.js";
import { sameSite } from "../trial/consistency/site.js";
import { checkPayable } from "../trial/payable/index.js";
import { admitClient, takeRateLimit, type RateDecision, type TrialTool } from "../trial/rateLimit.js";
import { runScan } from "../trial/scan.js";
import { screenTargets } from "../trial/screen.js";
import { readBodyCapped } from "./body.js";
import { installErrorHandler, installRoutingErrors, jsonText } from "./errors.js";
import { trialPageHtml } from "./page/trialPage.js";
import { createOriginPolicy, originGuard } from "./trialOrigins.js";
import { parseBody, parseTrialBody, type ValidationErrorItem } from "./validation.js";
import { TextPoolBusyError } from "../workers/pool.js";

export interface TrialDeps {
  readonly config: Config;
  readonly engine: Engine;
  readonly store: Store;
  readonly log: Logger;
  /** The SSRF-safe fetcher for user-supplied URLs (public addresses plus NET_ALLOW). */
  readonly fetcher: SafeFetcher;
  /** HTML → rendered sentences and quote placement, for the contradiction check (default: src/engine/text). */
  readonly pageReader?: PageReader;
  readonly extractor?: ClaimExtractor;
  /** Claims checked at once in one scan. */
  readonly scanConcurrency?: number;
  readonly claimTimeoutMs?: number;
  /** Counts refusals by a limit (the metrics). */
  readonly onRateLimited?: (limit: string) => void;
}

/**
 * Body caps: far above any valid body (8000 code points fully \u-escaped as surrogate pairs is 96 KB), far
 * below what would hurt.
 */
export const SCAN_BODY_MAX_BYTES = 128 * 1024;
export const URL_BODY_MAX_BYTES = 32 * 1024;

const PATHS = new Map<string, string[]>([
  ["/", ["GET"]],
  ["/scan", ["POST"]],
  ["/consistency", ["POST"]],
  ["/payable", ["POST"]],
]);

type Handler = (c: Context) => Promise<Response>;
type Validate<T> = (raw: Uint8Array, contentType: string | undefined) => { ok: true; value: T } | { ok: false; status: number; body: string };

/** What a tool does once admitted; URL tools name the targets that are screened first. */
interface Work<T> {
  readonly targets?: (value: T) => readonly string[];
  readonly run: (value: T, fetcher: SafeFetcher) => Promise<unknown>;
}

class StoreUnavailable extends Error {}

export function createTrialApp(deps: TrialDeps): Hono {
  const app = new Hono();
  const trust = new TrustList(deps.config.trustProxy);
  // With LLM_PROVIDER set this holds an operator fetcher; its idle keep-alive sockets close by themselves.
  const extractor = deps.extractor ?? createClaimExtractor(deps.config, deps.log).extractor;

  const origins = createOriginPolicy(deps.config.publicScanUrl, deps.config.trialCorsOrigins);
  app.use(
    "*",
    cors({
      origin: (origin) => origins.corsOrigin(origin),
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type"],
      exposeHeaders: ["Retry-After", "RateLimit", "RateLimit-Policy"],
      maxAge: 600,
    }),
  );
  for (const path of ["/scan", "/consistency", "/payable"]) app.post(path, originGuard(origins));

  const clientOf = (c: Context): ClientKey => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    return resolveClient(incoming?.socket?.remoteAddress ?? null, c.req.header("x-forwarded-for") ?? null, trust);
  };

  const store = <R>(step: Promise<R>): Promise<R> =>
    step.catch((error: unknown) => {
      throw new StoreUnavailable("rate limiter store unavailable", { cause: error });
    });

  /** Counts the call and picks the fetcher it runs with; a RateDecision that refused ends the call with 429. */
  const admit = async <T>(tool: TrialTool, client: ClientKey, value: T, work: Work<T>): Promise<{ decision: RateDecision; fetcher: SafeFetcher }> => {
    if (!work.targets) return { decision: await store(takeRateLimit(deps.store, tool, client)), fetcher: deps.fetcher };
    const admission = await store(admitClient(deps.store, tool, client));
    if (!admission.decision.allowed) return { decision: admission.decision, fetcher: deps.fetcher };
    const refusalsOnly = await screenTargets(deps.fetcher, work.targets(value));
    if (refusalsOnly) return { decision: admission.decision, fetcher: refusalsOnly };
    return { decision: await store(admission.takeGlobal()), fetcher: deps.fetcher };
  };

  /** Read + validate, then take the quota, then run. 422s and 413s spend nothing. */
  const limited =
    <T>(tool: TrialTool, maxBytes: number, validate: Validate<T>, work: Work<T>): Handler =>
    async (c) => {
      const raw = await readBodyCapped(c.req.raw, maxBytes);
      if (!raw.ok) {
        return raw.reason === "too-large"
          ? jsonText(c, 413, JSON.stringify({ detail: `Request body too large: at most ${maxBytes} bytes` }))
          : jsonText(c, 400, JSON.stringify({ detail: "There was an error parsing the body" }));
      }
      const parsed = validate(raw.bytes, c.req.header("content-type"));
      if (!parsed.ok) return jsonText(c, parsed.status, parsed.body);

      const client = clientOf(c);
      let admitted;
      try {
        admitted = await admit(tool, client, parsed.value, work);
      } catch (error) {
        if (!(error instanceof StoreUnavailable)) throw error;
        deps.log.error({ err: error.cause, tool }, "rate limiter store unavailable");
        return c.json({ detail: "The rate limiter is unavailable, so the free tools are paused. Retry shortly." }, 503, { "Retry-After": "30" });
      }
      const { decision, fetcher } = admitted;
      if (!decision.allowed) {
        const limit = (decision.body.limit as { name: string }).name;
        deps.onRateLimited?.(limit);
        deps.log.info({ tool, client: client.host, limit }, "trial rate limited");
        return c.json(decision.body, 429, decision.headers);
      }
      let result;
      try {
        result = await work.run(parsed.value, fetcher);
      } catch (error) {
        if (!(error instanceof TextPoolBusyError)) throw error;
        deps.log.warn({ tool }, "trial: text workers busy");
        return c.json({ detail: "The server is busy reading other pages. Retry shortly." }, 503, { ...decision.headers, "Retry-After": "5" });
      }
      return c.json(result as object, 200, decision.headers);
    };

  app.get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    c.header("X-Content-Type-Options", "nosniff");
    return c.html(trialPageHtml({ publicBaseUrl: deps.config.publicBaseUrl }));
  });

  app.post(
    "/scan",
    limited<{ text: string }>(
      "scan",
      SCAN_BODY_MAX_BYTES,
      (raw, type) => parseBody<{ text: string }>(ScanRequestSpec, raw, type),
      {
        run: ({ text }) =>
          runScan(text, {
            engine: deps.engine,
            extractor,
            log: deps.log,
            concurrency: deps.scanConcurrency,
            claimTimeoutMs: deps.claimTimeoutMs,
          }),
      },
    ),
  );

  app.post(
    "/consistency",
    limited<{ urls: [string, string]; focus: string | null }>(
      "consistency",
      URL_BODY_MAX_BYTES,
      (raw, type) => parseTrialBody<{ urls: [string, string]; focus: string | null }>(ConsistencyRequestSpec, raw, type, sameSiteCheck),
      {
        targets: ({ urls }) => urls,
        run: ({ urls, focus }, fetcher) => runConsistency(urls, focus, { fetcher, reader: deps.pageReader }),
      },
    ),
  );

  app.post(
    "/payable",
    limited<{ url: string }>(
      "payable",
      URL_BODY_MAX_BYTES,
      (raw, type) => parseTrialBody<{ url: string }>(PayableRequestSpec, raw, type),
      { targets: ({ url }) => [url], run: ({ url }, fetcher) => checkPayable(url, { fetcher }) },
    ),
  );

  installRoutingErrors(app, PATHS);
  installErrorHandler(app, (error) => deps.log.error({ err: error }, "trial: unhandled error"));
  return app;
}

function sameSiteCheck(value: { urls: [string, string] }): ValidationErrorItem[] {
  const { same, siteA, siteB } = sameSite(value.urls[0], value.urls[1]);
  if (same) return [];
  return [
    {
      type: "value_error",
      loc: ["body", "urls"],
      msg: `Value error, both URLs must be on the same site (registrable domain): "${siteA}" and "${siteB}" differ. The contradiction check compares two pages of one site.`,
      input: value.urls,
      ctx: { error: {} },
    },
  ];
}

export { PAYABLE_URL_MAX_CHARS };
