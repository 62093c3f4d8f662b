import type { z } from "zod";
import { UpstreamError } from "../upstream/errors.js";
import type { SearchHit } from "./types.js";

/** Parse a provider's answer against its recorded shape; a wrong shape is "garbage" (retried, then given up). */
export function parseShape<T>(upstream: string, schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(upstream, "garbage", 200, `unexpected response shape: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  }
  return parsed.data;
}

/** Keep http(s) URLs only, once each, in rank order. */
export function cleanHits(hits: readonly SearchHit[], limit: number): SearchHit[] {
  const seen = new Set<string>();
  const out: SearchHit[] = [];
  for (const hit of hits) {
    let url: URL;
    try {
      url = new URL(hit.url);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    url.hash = "";
    const key = url.href;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ url: key, title: hit.title, snippet: hit.snippet });
    if (out.length >= limit) break;
  }
  return out;
}
