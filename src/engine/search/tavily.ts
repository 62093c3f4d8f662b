/** Tavily: POST /search with a Bearer key. */
import { z } from "zod";
import type { JsonHttp } from "../upstream/http.js";
import { cleanHits, parseShape } from "./hits.js";
import type { WebSearchProvider } from "./types.js";

const TavilyResponse = z.object({
  results: z.array(z.object({ url: z.string(), title: z.string().default(""), content: z.string().default("") })),
});

export function tavilySearch(http: JsonHttp, apiKey: string, baseUrl = "https://api.tavily.com"): WebSearchProvider {
  return {
    id: "tavily",
    async search(query, req) {
      const body = await http.json("tavily", {
        method: "POST",
        url: `${baseUrl}/search`,
        headers: { authorization: `Bearer ${apiKey}` },
        body: {
          query,
          search_depth: "basic",
          max_results: Math.min(20, req.limit),
          include_answer: false,
          include_raw_content: false,
        },
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      const parsed = parseShape("tavily", TavilyResponse, body);
      return cleanHits(parsed.results.map((r) => ({ url: r.url, title: r.title, snippet: r.content })), req.limit);
    },
  };
}
