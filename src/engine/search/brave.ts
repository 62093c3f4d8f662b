/** Brave Search API: GET /res/v1/web/search with X-Subscription-Token. */
import { z } from "zod";
import type { JsonHttp } from "../upstream/http.js";
import { cleanHits, parseShape } from "./hits.js";
import type { WebSearchProvider } from "./types.js";

const BraveResponse = z.object({
  web: z
    .object({
      results: z.array(z.object({ url: z.string(), title: z.string().default(""), description: z.string().default("") })),
    })
    .optional(),
});

export function braveSearch(http: JsonHttp, apiKey: string, baseUrl = "https://api.search.brave.com"): WebSearchProvider {
  return {
    id: "brave",
    async search(query, req) {
      const url = new URL(`${baseUrl}/res/v1/web/search`);
      url.searchParams.set("q", query);
      url.searchParams.set("count", String(Math.min(20, req.limit)));
      url.searchParams.set("search_lang", "en");
      const body = await http.json("brave", {
        method: "GET",
        url: url.href,
        headers: { "x-subscription-token": apiKey },
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      const parsed = parseShape("brave", BraveResponse, body);
      const results = parsed.web?.results ?? [];
      return cleanHits(results.map((r) => ({ url: r.url, title: r.title, snippet: r.description })), req.limit);
    },
  };
}
