/**
 * Same-site rule of the contradiction check: both URLs must share a registrable domain (tldts with the
 * private section of the Public Suffix List, so foo.github.io and bar.github.io are different sites).
 * Hosts without a registrable domain (IP literals, single-label names such as "localhost", a bare public
 * suffix) are the same site only when the host is identical; ports and schemes may differ.
 * The hostname comes from the WHATWG parser, the same parse the fetcher uses.
 */
import { siteOf } from "../../text/site.js";

export function sameSite(a: string, b: string): { same: boolean; siteA: string; siteB: string } {
  const siteA = siteOf(new URL(a));
  const siteB = siteOf(new URL(b));
  return { same: siteA === siteB, siteA, siteB };
}
