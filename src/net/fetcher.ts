/**
 * createSafeFetcher: the only way the product makes outbound HTTP requests. One guarded undici Agent per fetcher;
 * redirects followed by hand, one hop at a time, each hop's scheme and userinfo checked here and its address checked
 * by the connector; one total deadline over all hops; raw and decoded byte caps; optional content-type allowlist.
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { request, type Dispatcher } from "undici";
import { parseNetAllow } from "./address.js";
import { readBody } from "./body.js";
import { decodeBody } from "./charset.js";
import { AddressRefusal, checkedAddress, createGuardedAgent, originOf, type ConnectorOptions } from "./connector.js";
import { toFetchError } from "./errors.js";
import {
  FetchFailedError,
  FetchRefusedError,
  type FetchPolicy,
  type RequestBudget,
  type SafeFetcher,
  type SafeFetchOptions,
  type SafeResponse,
} from "./types.js";

export const FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  maxRedirects: 5,
  maxBytes: 5 * 1024 * 1024,
  connectTimeoutMs: 5_000,
  userAgent: "Verity/0.1 (+fact-check; bot)",
  accept: "text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.8,*/*;q=0.5",
  acceptEncoding: "gzip, deflate, br",
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REDIRECT_BODY_LIMIT = 16 * 1024;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FETCHER_OWNED_HEADERS = new Set(["host", "connection", "content-length", "transfer-encoding", "upgrade", "keep-alive", "te", "trailer", "expect"]);
/**
 * The only request headers that survive a hop to another origin. Everything else may be a credential: Authorization
 * and Cookie, but also operator API keys (x-api-key, x-subscription-token, api-key, ...) whose names we cannot list
 * exhaustively, so the rule is an allowlist.
 */
const CROSS_ORIGIN_HEADERS = new Set(["user-agent", "accept", "accept-encoding", "accept-language"]);

/** Parses with the WHATWG parser only (the same URL object goes to undici) and applies the per-hop URL rules. */
export function checkTarget(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(String(input), base);
  } catch {
    throw new FetchRefusedError("invalid-url", String(input), `not a valid URL: ${JSON.stringify(String(input).slice(0, 200))}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefusedError("scheme", url.href, `scheme ${url.protocol} refused; only http and https are fetched`);
  }
  if (url.username !== "" || url.password !== "") {
    throw new FetchRefusedError("userinfo", url.href, "URLs with a user name or password are refused");
  }
  if (url.hostname === "") throw new FetchRefusedError("invalid-url", url.href, "URL has no host");
  return url;
}

function positive(name: string, value: number | undefined, fallback: number, allowZero = false): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new TypeError(`${name} must be a ${allowZero ? "non-negative" : "positive"} number, got ${value}`);
  }
  return value;
}

function requestHeaders(policy: FetchPolicy, given: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "user-agent": policy.userAgent ?? FETCH_DEFAULTS.userAgent,
    accept: FETCH_DEFAULTS.accept,
    "accept-encoding": FETCH_DEFAULTS.acceptEncoding,
  };
  for (const [name, value] of Object.entries(given ?? {})) {
    const key = name.toLowerCase();
    if (!HEADER_NAME.test(name)) throw new TypeError(`invalid header name ${JSON.stringify(name)}`);
    if (typeof value !== "string" || /[\r\n\0]/.test(value)) throw new TypeError(`invalid value for header ${name}`);
    if (FETCHER_OWNED_HEADERS.has(key)) throw new TypeError(`header ${name} is set by the fetcher, not the caller`);
    headers[key] = value;
  }
  return headers;
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

function mimeOf(contentType: string | null): string | null {
  if (contentType === null) return null;
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  return mime === "" ? null : mime;
}

function discard(body: Readable): void {
  body.on("error", () => {});
  body.destroy();
}

class FetchedResponse implements SafeResponse {
  private decoded: string | undefined;
  readonly bytes: number;
  readonly sha256: string;
  readonly fetchedAt: string;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: Buffer,
    readonly hops: readonly string[],
    readonly contentType: string | null,
  ) {
    this.bytes = body.length;
    this.sha256 = createHash("sha256").update(body).digest("hex");
    this.fetchedAt = new Date().toISOString();
  }

  text(): string {
    this.decoded ??= decodeBody(this.body, this.contentType);
    return this.decoded;
  }
}

export function createSafeFetcher(policy: FetchPolicy): SafeFetcher {
  const allowOrigins = new Set(
    (policy.allowOrigins ?? []).map((o) => {
      let u: URL;
      try {
        u = checkTarget(o);
      } catch (err) {
        throw new TypeError(`allowOrigins entry ${JSON.stringify(o)} is not usable: ${(err as Error).message}`);
      }
      return originOf(u.protocol, u.hostname.replace(/^\[|\]$/g, ""), u.port);
    }),
  );
  const connector: ConnectorOptions = {
    allow: parseNetAllow(policy.allow),
    allowOrigins,
    resolve: policy.resolve,
    ca: policy.ca,
    connectTimeoutMs: positive("connectTimeoutMs", policy.connectTimeoutMs, FETCH_DEFAULTS.connectTimeoutMs),
  };
  const agent = createGuardedAgent(connector);
  let closed = false;

  async function screen(input: string | URL): Promise<FetchRefusedError | null> {
    let url: URL;
    try {
      url = checkTarget(input);
    } catch (err) {
      if (err instanceof FetchRefusedError) return err;
      throw err;
    }
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    try {
      await checkedAddress(hostname, originOf(url.protocol, hostname, url.port), connector);
      return null;
    } catch (err) {
      if (err instanceof AddressRefusal) return new FetchRefusedError("address", url.href, err.message);
      return null; // DNS failure or timeout: a failure the fetch itself will report, not a refusal
    }
  }

  async function fetchOnce(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
    const timeoutMs = positive("timeoutMs", options.timeoutMs, FETCH_DEFAULTS.timeoutMs);
    const maxRedirects = Math.floor(positive("maxRedirects", options.maxRedirects, FETCH_DEFAULTS.maxRedirects, true));
    const maxDecodedBytes = positive("maxBytes", options.maxBytes, FETCH_DEFAULTS.maxBytes);
    const maxRawBytes = positive("maxRawBytes", options.maxRawBytes, maxDecodedBytes);
    const allowedTypes = options.allowedContentTypes?.map((t) => t.toLowerCase());
    let method: "GET" | "POST" | "HEAD" = options.method ?? "GET";
    if (!["GET", "POST", "HEAD"].includes(method)) throw new TypeError(`method must be GET, POST or HEAD, got ${String(method)}`);
    let body: string | undefined = options.body;
    let headers = requestHeaders(policy, options.headers);

    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    const abortState = { deadline, caller: options.signal };

    let url = checkTarget(input);
    const hops: string[] = [];
    if (closed) throw new FetchFailedError("network", url.href, "fetcher is closed");
    for (let redirects = 0; ; redirects++) {
      if (options.budget && !options.budget.take()) {
        throw new FetchRefusedError("request-budget", url.href, `this job may send at most ${options.budget.limit} requests`);
      }
      hops.push(url.href);
      let res: Dispatcher.ResponseData;
      try {
        res = await request(url, { dispatcher: agent, method, headers, body, signal });
      } catch (err) {
        throw toFetchError(err, url.href, abortState, timeoutMs);
      }
      const resHeaders = flattenHeaders(res.headers);
      const rawLocation = res.headers.location;
      const location = Array.isArray(rawLocation) ? rawLocation[0] : rawLocation;
      if (REDIRECT_STATUSES.has(res.statusCode) && location !== undefined) {
        await res.body.dump({ limit: REDIRECT_BODY_LIMIT }).catch(() => {}); // redirect bodies are never parsed
        if (redirects >= maxRedirects) {
          throw new FetchRefusedError("too-many-redirects", url.href, `more than ${maxRedirects} redirects`);
        }
        const next = checkTarget(location, url);
        if (res.statusCode === 303 ? method !== "HEAD" : res.statusCode <= 302 && method === "POST") {
          method = "GET";
          body = undefined;
          const { "content-type": _dropped, ...rest } = headers;
          headers = rest;
        }
        if (next.origin !== url.origin) {
          // A 307/308 keeps method and body: following it would hand our request body to a host the caller never
          // named (a relay). Refused, so the caller can report it.
          if (body !== undefined) {
            throw new FetchRefusedError(
              "cross-origin-body",
              url.href,
              `HTTP ${res.statusCode} redirects the ${method} to another origin (${next.origin}); a request body is never re-sent across origins`,
            );
          }
          headers = Object.fromEntries(Object.entries(headers).filter(([k]) => CROSS_ORIGIN_HEADERS.has(k)));
        }
        url = next;
        continue;
      }

      const contentType = resHeaders["content-type"] ?? null;
      try {
        if (allowedTypes) {
          const mime = mimeOf(contentType);
          if (mime === null || !allowedTypes.includes(mime)) {
            throw new FetchFailedError("content-type", url.href, `content-type ${mime ?? "(none)"} is not one of ${allowedTypes.join(", ")}`);
          }
        }
        const declared = Number(resHeaders["content-length"]);
        if (Number.isFinite(declared) && declared > maxRawBytes) {
          throw new FetchFailedError("too-large", url.href, `content-length ${declared} is over ${maxRawBytes} bytes`);
        }
        const data = await readBody(res.body, resHeaders["content-encoding"], { maxRawBytes, maxDecodedBytes }, url.href);
        return new FetchedResponse(url.href, res.statusCode, resHeaders, data, hops, contentType);
      } catch (err) {
        discard(res.body);
        throw toFetchError(err, url.href, abortState, timeoutMs);
      }
    }
  }

  return {
    fetch: fetchOnce,
    screen,
    async close() {
      if (closed) return;
      closed = true;
      await agent.close();
    },
  };
}

/** A countdown of outbound requests shared by the fetches of one job (SafeFetchOptions.budget). */
export function requestBudget(limit: number): RequestBudget {
  let used = 0;
  return {
    limit,
    get used() {
      return used;
    },
    take() {
      if (used >= limit) return false;
      used++;
      return true;
    },
  };
}

/**
 * A fetcher for operator-configured endpoints (LLM_BASE_URL, SEARCH_BASE_URL) that may legitimately be private or
 * loopback (a local Ollama, a self-hosted SearXNG). Same caps, deadlines and URL rules; only these exact origins are
 * exempt from the address rule. Keep it separate from the fetcher that serves user-supplied URLs.
 */
export function createOperatorFetcher(
  allowOrigins: readonly string[],
  policy: Omit<FetchPolicy, "allowOrigins"> = { allow: [] },
): SafeFetcher {
  return createSafeFetcher({ ...policy, allowOrigins });
}
