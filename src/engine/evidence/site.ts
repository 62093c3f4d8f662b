import { getDomain } from "tldts";

/** Who published a URL, for "independent sites": the registrable domain (news.bbc.co.uk → bbc.co.uk), else the host. */
export function siteOf(url: string): string {
  try {
    const u = new URL(url);
    if (u.protocol === "corpus:") return url;
    return getDomain(u.hostname, { allowPrivateDomains: true }) ?? u.hostname;
  } catch {
    return url;
  }
}
