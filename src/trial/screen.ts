/**
 * Refused before any work: a URL tool whose every target the SSRF policy refuses (invalid URL, scheme, userinfo,
 * non-public address) is answered from the refusals alone. The tool then runs against a fetcher that replays
 * those refusals and sends nothing, so the report has its usual shape and a DNS answer that changes between the
 * check and a fetch can never turn a free refusal into real work.
 */
import { FetchRefusedError, type SafeFetcher } from "../net/types.js";

/** A fetcher for an all-refused call, or null when at least one target may be contacted (the call does work). */
export async function screenTargets(fetcher: SafeFetcher, urls: readonly string[]): Promise<SafeFetcher | null> {
  const refusals = await Promise.all(urls.map((url) => fetcher.screen(url)));
  if (refusals.some((r) => r === null)) return null;
  const byUrl = new Map(urls.map((url, i) => [url, refusals[i]!]));
  const refusalOf = (url: string | URL): FetchRefusedError =>
    byUrl.get(String(url)) ?? new FetchRefusedError("request-budget", String(url), "no request is sent for a call whose targets were refused");
  return {
    fetch: async (url) => {
      throw refusalOf(url);
    },
    screen: async (url) => refusalOf(url),
    close: async () => {},
  };
}
