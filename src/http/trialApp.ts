/**
 * The trial app (scan_url): the free tools of SPEC.md — POST /scan, POST /consistency, POST /payable — and the
 * web page at GET /. No wallet, no account, no key; results are unsigned. Each call: body read with a cap,
 * FastAPI-exact 422s (free, no quota spent), then the hourly limits (429), then the work.
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
import type { SafeFetcher } from "../net/types.js";
import type { Store } from "../store/types.js";
import { resolveClient, TrustList } from "../trial/clientAddress.js";
import { runConsistency, type PageReader } from "../trial/consistency/index.js";
import { sameSite } from "../trial/consistency/site.js";
import { checkPayable } from "../trial/payable/index.js";
import { takeRateLimit, type TrialTool } from "../trial/rateLimit.js";
import { runScan } from "../trial/scan.js";
import { readBodyCapped } from "./body.js";
import { installErrorHandler, installRoutingErrors, jsonText } from "./errors.js";
import { trialPageHtml } from "./page/trialPage.js";
import { parseBody, parseTrialBody, type ValidationErrorItem } from "./validation.js";

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

export function createTrialApp(deps: TrialDeps): Hono {
  const app = new Hono();
  const trust = new TrustList(deps.config.trustProxy);
  // With LLM_PROVIDER set this holds an operator fetcher; its idle keep-alive sockets close by themselves.
  const extractor = deps.extractor ?? createClaimExtractor(deps.config, deps.log).extractor;

  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type"],
      exposeHeaders: ["Retry-After", "RateLimit", "RateLimit-Policy"],
      maxAge: 600,
    }),
  );

  const clientOf = (c: Context): string => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    return resolveClient(incoming?.socket?.remoteAddress ?? null, c.req.header("x-forwarded-for") ?? null, trust);
  };

  /** Read + validate, then take the quota, then run. 422s and 413s spend nothing. */
  const limited =
    <T>(tool: TrialTool, maxBytes: number, validate: (raw: Uint8Array, contentType: string | undefined) => { ok: true; value: T } | { ok: false; status: number; body: string }, run: (value: T) => Promise<unknown>): Handler =>
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
      let decision;
      try {
        decision = await takeRateLimit(deps.store, tool, client);
      } catch (error) {
        deps.log.error({ err: error, tool }, "rate limiter store unavailable");
        return c.json({ detail: "The rate limiter is unavailable, so the free tools are paused. Retry shortly." }, 503, { "Retry-After": "30" });
      }
      if (!decision.allowed) {
        deps.log.info({ tool, client, limit: (decision.body.limit as { name: string }).name }, "trial rate limited");
        return c.json(decision.body, 429, decision.headers);
      }
      const result = await run(parsed.value);
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
      ({ text }) =>
        runScan(text, {
          engine: deps.engine,
          extractor,
          log: deps.log,
          concurrency: deps.scanConcurrency,
          claimTimeoutMs: deps.claimTimeoutMs,
        }),
    ),
  );

  app.post(
    "/consistency",
    limited<{ urls: [string, string]; focus: string | null }>(
      "consistency",
      URL_BODY_MAX_BYTES,
      (raw, type) => parseTrialBody<{ urls: [string, string]; focus: string | null }>(ConsistencyRequestSpec, raw, type, sameSiteCheck),
      ({ urls, focus }) => runConsistency(urls, focus, { fetcher: deps.fetcher, reader: deps.pageReader }),
    ),
  );

  app.post(
    "/payable",
    limited<{ url: string }>(
      "payable",
      URL_BODY_MAX_BYTES,
      (raw, type) => parseTrialBody<{ url: string }>(PayableRequestSpec, raw, type),
      ({ url }) => checkPayable(url, { fetcher: deps.fetcher }),
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
