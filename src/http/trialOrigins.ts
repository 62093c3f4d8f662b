/**
 * Which browser origins may call the free tools. Without this, any web page could spend the trial quota from its
 * visitors' browsers (a simple text/plain or form POST needs no CORS preflight, so CORS headers alone cannot stop
 * it: the request is refused here, before its body is read or any quota is counted).
 *
 * Allowed: requests without Origin (curl, agents, SDKs; browsers always send Origin on a POST), the service's own
 * page (the origin of PUBLIC_SCAN_URL; for a loopback address also the other loopback spellings on the same port,
 * so http://localhost:8403 works when the URL says 127.0.0.1) and the origins listed in TRIAL_CORS_ORIGINS.
 * The Host header is not trusted for this: a DNS-rebinding page would send its own name there.
 */
import type { MiddlewareHandler } from "hono";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface OriginPolicy {
  /** True when a browser page at `origin` may call the trial POST routes. */
  allows(origin: string): boolean;
  /** The origins CORS may echo in Access-Control-Allow-Origin (only the configured extra ones need it). */
  corsOrigin(origin: string): string | null;
}

export function createOriginPolicy(publicScanUrl: string, extraOrigins: readonly string[]): OriginPolicy {
  const own = new URL(publicScanUrl);
  const extra = new Set(extraOrigins);
  const sameAsOwn = (origin: string): boolean => {
    if (origin === own.origin) return true;
    if (!LOOPBACK_NAMES.has(own.hostname)) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return url.protocol === own.protocol && url.port === own.port && LOOPBACK_NAMES.has(url.hostname) && url.origin === origin;
  };
  return {
    allows: (origin) => extra.has(origin) || sameAsOwn(origin),
    corsOrigin: (origin) => (extra.has(origin) ? origin : null),
  };
}

/**
 * Refuses (403) a browser request from an origin the policy does not allow, before anything else runs. Requests
 * without Origin pass unless Sec-Fetch-Site says another site sent them.
 */
export function originGuard(policy: OriginPolicy): MiddlewareHandler {
  return async function trialOriginGuard(c, next) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const allowed = origin === undefined ? site !== "cross-site" && site !== "same-site" : policy.allows(origin);
    if (allowed) return next();
    return c.body(
      JSON.stringify({
        detail: "Cross-origin requests to the free tools are refused: call them from the service's own page, or without a browser. The operator can allow other web origins with TRIAL_CORS_ORIGINS.",
      }),
      403,
      { "content-type": "application/json", "cache-control": "no-store" },
    );
  };
}
