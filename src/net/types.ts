/**
 * The surface of the SSRF-safe fetcher (src/net/). Every outbound HTTP request of the product goes through a
 * SafeFetcher: public addresses only (plus what the policy allows), every redirect hop re-checked, DNS pinned,
 * total deadline, raw and decoded byte caps, content-type allowlist.
 */
export interface FetchPolicy {
  /** NET_ALLOW entries: IPs, CIDRs or host names let through although not public (tests, private deployments). */
  readonly allow: readonly string[];
  /** Resolver override (tests use it to simulate DNS answers that change between check and connect). */
  readonly resolve?: (hostname: string) => Promise<string[]>;
  /**
   * Exact origins ("https://llm.internal:8443") that may be at any address, private or loopback included:
   * operator-configured endpoints (LLM_BASE_URL, SEARCH_BASE_URL). Never put user-supplied URLs here.
   * Redirects to other origins are judged by the normal rules.
   */
  readonly allowOrigins?: readonly string[];
  /** User-Agent sent unless a request sets its own (default "Verity/0.1 (+fact-check; bot)"). */
  readonly userAgent?: string;
  /** Extra PEM CA certificates trusted besides Node's bundled roots (private deployments, tests). */
  readonly ca?: readonly string[];
  /** TCP+TLS connect timeout, and DNS lookup timeout, per connection (default 5000 ms). */
  readonly connectTimeoutMs?: number;
}

export interface SafeFetchOptions {
  readonly method?: "GET" | "POST" | "HEAD";
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Cap on decoded body bytes; larger bodies fail with kind "too-large". */
  readonly maxBytes?: number;
  /** Cap on body bytes as received (before Content-Encoding); defaults to maxBytes. */
  readonly maxRawBytes?: number;
  /** Total deadline over all hops, connect to last byte. */
  readonly timeoutMs?: number;
  readonly maxRedirects?: number;
  /** Lowercase MIME types accepted (e.g. ["text/html"]); omit to accept any. */
  readonly allowedContentTypes?: readonly string[];
  readonly signal?: AbortSignal;
  /**
   * Shared cap on outbound requests (every hop counts) across several fetches of one job; when it is spent the
   * next hop is refused with reason "request-budget" before it is sent.
   */
  readonly budget?: RequestBudget;
}

/** A countdown of outbound requests one job may still send (see requestBudget in fetcher.ts). */
export interface RequestBudget {
  readonly limit: number;
  /** Takes one request; false when none is left. */
  take(): boolean;
  readonly used: number;
}

export interface SafeResponse {
  /** Final URL after redirects. */
  readonly url: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly bytes: number;
  readonly sha256: string;
  /** ISO time the response finished. */
  readonly fetchedAt: string;
  /** Every URL visited, the original first. */
  readonly hops: readonly string[];
  readonly contentType: string | null;
  /** Body decoded with the charset of the Content-Type header or <meta charset>, else UTF-8. */
  text(): string;
}

/**
 * Why we refused to send a request: the URL (scheme, userinfo, invalid), a non-public address, too many hops, a
 * 307/308 that would re-send a request body to another origin, or the job's request budget is spent.
 */
export type RefusalReason =
  | "scheme"
  | "userinfo"
  | "address"
  | "invalid-url"
  | "too-many-redirects"
  | "cross-origin-body"
  | "request-budget";

/** We refused to contact the target (scheme, userinfo, non-public address, redirect to one). */
export class FetchRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = "FetchRefusedError";
  }
}

/** The target could not be read (network, timeout, size, content type). */
export class FetchFailedError extends Error {
  constructor(
    readonly kind: "dns" | "connect" | "tls" | "timeout" | "too-large" | "content-type" | "encoding" | "network",
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = "FetchFailedError";
  }
}

export interface SafeFetcher {
  fetch(url: string | URL, options?: SafeFetchOptions): Promise<SafeResponse>;
  /**
   * What fetch(url) would refuse before sending a byte: the URL rules and the address rule for the first hop
   * (resolving the name as the connector does). Null when the first hop may be contacted, or when the name does not
   * resolve (a failure, not a refusal). Nothing is sent. Redirect hops are judged only when fetched.
   */
  screen(url: string | URL): Promise<FetchRefusedError | null>;
  close(): Promise<void>;
}
