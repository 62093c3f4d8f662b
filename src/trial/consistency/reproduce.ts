/**
 * A command anyone can run to see a quote on the live page: `curl -sL URL | grep -F -- 'fragment'`. The fragment
 * is the longest run of the quote's words that appears verbatim in the raw HTML (markup and entities can break
 * up the rendered sentence); null when no run of at least four words survives in the raw bytes.
 */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function rawFragment(html: string, quote: string, minWords = 4): string | null {
  const words = quote.split(/\s+/).filter(Boolean).slice(0, 60);
  let attempts = 0;
  for (let len = words.length; len >= Math.min(minWords, words.length); len--) {
    for (let start = 0; start + len <= words.length; start++) {
      // Each attempt scans the page; a bounded number keeps a hostile 5 MB page cheap.
      if (++attempts > 300) return null;
      const candidate = words.slice(start, start + len).join(" ");
      if (candidate.length >= 12 && html.includes(candidate)) return candidate;
    }
  }
  return null;
}

export function reproduceCommand(url: string, html: string, quote: string): string | null {
  const fragment = rawFragment(html, quote);
  return fragment === null ? null : `curl -sL ${shellQuote(url)} | grep -F -- ${shellQuote(fragment)}`;
}
