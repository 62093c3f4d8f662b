/**
 * Search queries from the claim, without a model: the claim as written, its content words, and its content words
 * with the context's main terms (to disambiguate). The claim can only change what is searched for, never which
 * tools run or which other URLs are read.
 */
import { contentTerms, STOPWORDS } from "./evidence/terms.js";

const MAX_QUERY_CHARS = 300;
const MAX_KEYWORDS = 10;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_QUERY_CHARS) return flat;
  const cut = flat.slice(0, MAX_QUERY_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), 1));
}

function unique(terms: string[]): string[] {
  return [...new Set(terms)];
}

export function buildQueries(claim: string, context: string | null, max: number, prefersKeywords: boolean): string[] {
  const claimTerms = unique(contentTerms(claim));
  const keywords = claimTerms.slice(0, MAX_KEYWORDS).join(" ");
  const asWritten = clip(claim);
  const extra = context ? unique(contentTerms(context)).filter((t) => !claimTerms.includes(t)).slice(0, 4) : [];
  const withContext = extra.length > 0 ? `${claimTerms.slice(0, MAX_KEYWORDS - 2).join(" ")} ${extra.join(" ")}` : "";
  const names = entityTerms(claim);
  const entities = names.length >= 2 ? names.join(" ") : "";
  const candidates = (prefersKeywords ? [keywords, asWritten, withContext, entities] : [asWritten, keywords, withContext, entities]).map(clip);
  const out: string[] = [];
  for (const q of candidates) {
    if (q && !out.includes(q)) out.push(q);
    if (out.length >= max) break;
  }
  return out;
}

/** Names and figures only ("Eiffel Tower 330"): the narrowest query, for a last round. */
function entityTerms(claim: string): string[] {
  const words = claim.match(/[\p{L}\p{N}][\p{L}\p{N}.,'’-]*/gu) ?? [];
  const picked = words
    .map((w) => w.replace(/[.,]+$/, ""))
    .filter((w, i) => /\d/.test(w) || (i > 0 && /^\p{Lu}/u.test(w)) || (i === 0 && /^\p{Lu}/u.test(w) && !STOPWORDS.has(w.toLowerCase())));
  return unique(picked).slice(0, MAX_KEYWORDS);
}
