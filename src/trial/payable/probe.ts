/**
 * The unpaid request to the endpoint, sent the way an API buyer sends it (POST with a JSON body, or GET; JSON
 * Accept, a non-browser User-Agent so an SDK seller answers with the JSON 402 rather than its HTML paywall),
 * through the SSRF-safe fetcher.
 */
import { FetchFailedError, FetchRefusedError, type RequestBudget, type SafeFetcher, type SafeResponse } from "../../net/types.js";

export const PROBE_USER_AGENT = "verity-payable-check/1 (x402 buyer emulation; never pays)";
export const PROBE_BODY = "{}";
export const PROBE_HEADERS: Readonly<Record<string, string>> = {
  accept: "application/json",
  "content-type": "application/json",
  "user-agent": PROBE_USER_AGENT,
};
/** A challenge is a few KB; a seller's 402 body has no business being larger than this. */
export const PROBE_MAX_BYTES = 256 * 1024;
export const DEFAULT_TIMEOUT_MS = 8000;

export type ProbeOutcome =
  | { readonly kind: "response"; readonly response: SafeResponse }
  | { readonly kind: "refused"; readonly error: FetchRefusedError }
  | { readonly kind: "failed"; readonly error: FetchFailedError };

/** Redirects the probe follows (same origin, or cross-origin once the body is dropped by a 301/302/303). */
export const PROBE_MAX_REDIRECTS = 3;

export type ProbeMethod = "POST" | "GET";

export async function probeEndpoint(
  fetcher: SafeFetcher,
  url: string,
  timeoutMs: number,
  budget?: RequestBudget,
  method: ProbeMethod = "POST",
): Promise<ProbeOutcome> {
  try {
    const { "content-type": _contentType, ...getHeaders } = PROBE_HEADERS;
    const response = await fetcher.fetch(url, {
      method,
      headers: method === "POST" ? PROBE_HEADERS : getHeaders,
      ...(method === "POST" ? { body: PROBE_BODY } : {}),
      maxBytes: PROBE_MAX_BYTES,
      timeoutMs,
      maxRedirects: PROBE_MAX_REDIRECTS,
      budget,
    });
    return { kind: "response", response };
  } catch (error) {
    if (error instanceof FetchRefusedError) return { kind: "refused", error };
    if (error instanceof FetchFailedError) return { kind: "failed", error };
    // Anything else is a fault of ours or of the fetcher: let the caller's error handling see it.
    throw error;
  }
}
