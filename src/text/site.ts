/**
 * Who published a URL: its registrable domain (tldts with the private section of the Public Suffix List, so
 * news.bbc.co.uk → bbc.co.uk and foo.github.io ≠ bar.github.io). Hosts without one (IP literals, "localhost", a
 * bare public suffix) are their own site. One definition for "independent sites" in the engine and "same site"
 * in /consistency. The hostname comes from the WHATWG parser, the same parse the fetcher uses.
 */
import { getDomain } from "tldts";

export function siteOf(url: string | URL): string {
  let u: URL;
  try {
    u = typeof url === "string" ? new URL(url) : url;
  } catch {
    return String(url);
  }
  // Corpus documents have no host; each document id is its own source.
  if (u.protocol === "corpus:") return typeof url === "string" ? url : u.href;
  const host = u.hostname.toLowerCase().replace(/\.$/, "");
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}
