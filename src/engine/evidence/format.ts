/** Evidence strings: the verbatim quote, where it is, and when we read it. */
export interface VerifiedQuote {
  readonly text: string;
  readonly url: string | null;
  readonly fetchedAt: string | null;
  readonly sha256: string | null;
  readonly site: string | null;
  readonly source: "page" | "corpus" | "context";
}

const MAX_EVIDENCE_QUOTE = 500;

export function evidenceString(q: VerifiedQuote): string {
  const quote = q.text.length > MAX_EVIDENCE_QUOTE ? `${q.text.slice(0, MAX_EVIDENCE_QUOTE)}…` : q.text;
  if (q.source === "context") return `"${quote}" (from the caller's context, not an external source)`;
  const what = q.source === "corpus" ? "read" : "fetched";
  return `"${quote}" (${q.url}, ${what} ${q.fetchedAt}, sha256 ${q.sha256?.slice(0, 16)})`;
}
