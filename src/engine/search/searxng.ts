/** A self-hosted SearXNG instance's JSON API (needs `search.formats: [html, json]` in its settings.yml). */
import { z } from "zod";
import type { JsonHttp } from "../upstream/http.js";
import { cleanHits, parseShape } from "./hits.js";
import type { WebSearchProvider } from "./types.js";

const SearxResponse = z.object({
  results: z.array(z.object({ url: z.string(), title: z.string().default(""), content: z.string().default("") })),
});

export function searxngSearch(http: JsonHttp, baseUrl: string, apiKey: string | null): WebSearchProvider {
  return {
    id: "searxng",
    async search(query, req) {
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set("q", query);
      url.searchParams.set("format", "json");
      url.searchParams.set("categories", "general");
      url.searchParams.set("language", "en");
      url.searchParams.set("pageno", "1");
      const body = await http.json("searxng", {
        method: "GET",
        url: url.href,
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      const parsed = parseShape("searxng", SearxResponse, body);
      return cleanHits(parsed.results.map((r) => ({ url: r.url, title: r.title, snippet: r.content })), req.limit);
    },
  };
}
