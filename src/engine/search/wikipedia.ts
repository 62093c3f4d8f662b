/**
 * Wikipedia's keyless MediaWiki Action API (list=search). Results are article titles; the article pages
 * themselves are then fetched like any other search result.
 */
import { z } from "zod";
import { SERVICE } from "../../contract/tiers.js";
import type { JsonHttp } from "../upstream/http.js";
import { cleanHits, parseShape } from "./hits.js";
import type { WebSearchProvider } from "./types.js";

const WikiResponse = z.object({
  query: z.object({
    search: z.array(z.object({ title: z.string(), snippet: z.string().default("") })),
  }),
});

/**
 * Drops `<…>` markup from a snippet: the result of `.replace(/<[^>]*>/g, "")` in one pass (that pattern rescans to
 * the end from every "<" when no ">" follows, quadratic on a long run of "<").
 */
export function stripTags(snippet: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let open = snippet.indexOf("<"); open !== -1; open = snippet.indexOf("<", copied)) {
    const close = snippet.indexOf(">", open + 1);
    if (close === -1) break; // no ">" after this "<", so none after any later "<" either
    parts.push(snippet.slice(copied, open));
    copied = close + 1;
  }
  if (copied === 0) return snippet;
  parts.push(snippet.slice(copied));
  return parts.join("");
}

export function articleUrl(siteUrl: string, title: string): string {
  return `${siteUrl}/wiki/${encodeURIComponent(title.replace(/ /g, "_"))}`;
}

export function wikipediaSearch(http: JsonHttp, siteUrl = "https://en.wikipedia.org"): WebSearchProvider {
  return {
    id: "wikipedia",
    async search(query, req) {
      const url = new URL(`${siteUrl}/w/api.php`);
      for (const [k, v] of Object.entries({
        action: "query",
        list: "search",
        srsearch: query,
        srlimit: String(Math.min(20, req.limit)),
        format: "json",
        formatversion: "2",
        utf8: "1",
      })) {
        url.searchParams.set(k, v);
      }
      const body = await http.json("wikipedia", {
        method: "GET",
        url: url.href,
        // Wikimedia's policy asks API clients for a descriptive User-Agent with a contact.
        headers: { "user-agent": `Verity/0.1 (fact verification service; ${SERVICE.contact})` },
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      const parsed = parseShape("wikipedia", WikiResponse, body);
      return cleanHits(
        parsed.query.search.map((r) => ({
          url: articleUrl(siteUrl, r.title),
          title: r.title,
          snippet: stripTags(r.snippet),
        })),
        req.limit,
      );
    },
  };
}
