/**
 * JSON over HTTP to operator-configured endpoints (LLM and search APIs), through the net module's operator
 * fetcher: same caps, deadline and URL rules as every outbound request, with only the configured origins exempt
 * from the public-address rule (a local Ollama or a self-hosted SearXNG is legitimate). Pages found by search
 * never go through this fetcher.
 */
import { FetchFailedError, FetchRefusedError, type SafeFetcher } from "../../net/types.js";
import { UpstreamError } from "./errors.js";

export interface JsonRequest {
  readonly method: "GET" | "POST";
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

export interface JsonHttp {
  json(upstream: string, req: JsonRequest): Promise<unknown>;
}

const MAX_RESPONSE_BYTES = 8 << 20;

function parseRetryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export function createJsonHttp(fetcher: SafeFetcher): JsonHttp {
  return {
    async json(upstream, req) {
      const headers: Record<string, string> = { accept: "application/json", ...req.headers };
      let body: string | undefined;
      if (req.body !== undefined) {
        body = JSON.stringify(req.body);
        headers["content-type"] = "application/json";
      }
      let res;
      try {
        res = await fetcher.fetch(req.url, {
          method: req.method,
          headers,
          body,
          timeoutMs: req.timeoutMs,
          maxBytes: MAX_RESPONSE_BYTES,
          maxRedirects: 2,
          signal: req.signal,
        });
      } catch (error) {
        if (error instanceof FetchRefusedError) throw new UpstreamError(upstream, "refused", null, error.message);
        if (error instanceof FetchFailedError) {
          const kind = error.kind === "timeout" ? "timeout" : error.kind === "too-large" ? "too-large" : "network";
          throw new UpstreamError(upstream, kind, null, error.message);
        }
        throw new UpstreamError(upstream, "network", null, (error as Error).message);
      }
      const text = res.text();
      if (res.status < 200 || res.status >= 300) {
        throw new UpstreamError(
          upstream,
          "status",
          res.status,
          `HTTP ${res.status}: ${text.slice(0, 200).replace(/\s+/g, " ")}`,
          parseRetryAfter(res.headers["retry-after"]),
        );
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new UpstreamError(upstream, "garbage", res.status, `the body is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
      }
    },
  };
}
