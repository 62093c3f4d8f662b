/** Turns whatever undici, node:net/tls or our connector threw into FetchRefusedError / FetchFailedError. */
import { AddressRefusal, DnsFailure } from "./connector.js";
import { FetchFailedError, FetchRefusedError } from "./types.js";

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_)|^(HOSTNAME_MISMATCH)$/;
const CONNECT_CODES = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL", "EACCES", "EPERM"]);
const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT"]);

function codeOf(err: unknown): string {
  const own = (err as { code?: unknown } | null)?.code;
  if (typeof own === "string") return own;
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === "string" ? cause : "";
}

// Addresses in a socket error (undici's "attempted address: 10.1.2.3:443", node's "connect ECONNRESET 10.1.2.3:80")
// are what a name resolved to; failure messages reach callers, so they say "an address" instead.
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
const IPV6 = /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/gi;

export function redactAddresses(text: string): string {
  return text.replace(IPV6, "<address>").replace(IPV4, "<address>");
}

export interface AbortState {
  /** The total deadline fired. */
  readonly deadline: AbortSignal;
  /** The caller's own signal, if any. */
  readonly caller?: AbortSignal;
}

/**
 * Maps an error raised while fetching `url`. A caller abort re-throws the caller's abort reason (like fetch does);
 * everything else becomes one of our two error classes.
 */
export function toFetchError(err: unknown, url: string, abort: AbortState, timeoutMs: number): Error {
  if (err instanceof FetchRefusedError || err instanceof FetchFailedError) return err;
  if (abort.caller?.aborted) {
    const reason: unknown = abort.caller.reason;
    return reason instanceof Error ? reason : new DOMException("The operation was aborted", "AbortError");
  }
  if (abort.deadline.aborted) return new FetchFailedError("timeout", url, `no complete answer within ${timeoutMs} ms`);
  if (err instanceof AddressRefusal) return new FetchRefusedError("address", url, err.message);
  if (err instanceof DnsFailure) return new FetchFailedError("dns", url, err.message);
  const code = codeOf(err);
  const detail = redactAddresses((err as Error | null)?.message ?? String(err)).slice(0, 300);
  if (TIMEOUT_CODES.has(code)) return new FetchFailedError("timeout", url, `timed out (${code}): ${detail}`);
  if (TLS_CODES.test(code)) return new FetchFailedError("tls", url, `TLS failure (${code}): ${detail}`);
  if (CONNECT_CODES.has(code)) return new FetchFailedError("connect", url, `could not connect (${code})`);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new FetchFailedError("dns", url, `DNS failure (${code})`);
  if (code === "UND_ERR_RES_EXCEEDED_MAX_SIZE") return new FetchFailedError("too-large", url, detail);
  return new FetchFailedError("network", url, `network error${code ? ` (${code})` : ""}: ${detail}`);
}
