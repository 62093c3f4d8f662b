/**
 * The quote rules, applied to whatever the judge answered: a quote survives only if it is found verbatim (after
 * normalisation) in text read in this request, does not read like an instruction to a model, and shares content
 * words with the claim (presence is not support, but a quote about something else is certainly not).
 */
import type { JudgeQuote, Passage } from "../judge/types.js";
import type { EvidenceDocument } from "./document.js";
import type { VerifiedQuote } from "./format.js";
import { looksLikeInjection } from "./injection.js";
import type { DocPassage } from "./passages.js";
import { findVerbatim, type QuoteMatch } from "./quotes.js";
import { contentTerms } from "./terms.js";

export interface DroppedQuote {
  readonly quote: string;
  readonly why: "not-found" | "instruction-like" | "off-topic" | "duplicate";
}

export interface QuoteCheck {
  readonly verified: VerifiedQuote[];
  readonly dropped: DroppedQuote[];
}

function onTopic(quote: string, claimTerms: ReadonlySet<string>): boolean {
  if (claimTerms.size === 0) return true;
  const shared = new Set(contentTerms(quote).filter((t) => claimTerms.has(t)));
  return shared.size >= Math.min(2, claimTerms.size);
}

export function checkQuotes(
  claim: string,
  quotes: readonly JudgeQuote[],
  passages: readonly Passage[],
  docs: readonly EvidenceDocument[],
): QuoteCheck {
  const claimTerms = new Set(contentTerms(claim));
  const byId = new Map(passages.map((p) => [p.id, p]));
  const verified: VerifiedQuote[] = [];
  const dropped: DroppedQuote[] = [];
  const seen = new Set<string>();

  for (const { passageId, quote } of quotes) {
    let match: QuoteMatch | null = null;
    let from: VerifiedQuote | null = null;
    const passage = byId.get(passageId);
    if (passage) {
      match = findVerbatim(quote, passage.text);
      if (match) from = originOf(passage, match.text);
    }
    if (!match) {
      // The id may be wrong while the quote is real: look in every document read in this request.
      for (const doc of docs) {
        match = findVerbatim(quote, citableText(doc));
        if (match) {
          from = { text: match.text, url: doc.url, fetchedAt: doc.fetchedAt, sha256: doc.sha256, site: doc.site, source: doc.source };
          break;
        }
      }
    }
    if (!match || !from) {
      dropped.push({ quote, why: "not-found" });
    } else if (looksLikeInjection(match.text)) {
      dropped.push({ quote, why: "instruction-like" });
    } else if (!onTopic(match.text, claimTerms)) {
      dropped.push({ quote, why: "off-topic" });
    } else if (seen.has(`${from.url}\n${from.text}`)) {
      dropped.push({ quote, why: "duplicate" });
    } else {
      seen.add(`${from.url}\n${from.text}`);
      verified.push(from);
    }
  }
  return { verified, dropped };
}

const citable = new WeakMap<EvidenceDocument, string>();

/** A document's text without the sentences that read like instructions to a model (those are never evidence). */
function citableText(doc: EvidenceDocument): string {
  let text = citable.get(doc);
  if (text === undefined) {
    text = doc.sentences.filter((s) => !looksLikeInjection(s)).join(" ");
    citable.set(doc, text);
  }
  return text;
}

function originOf(passage: Passage, text: string): VerifiedQuote {
  const doc = (passage as Partial<DocPassage>).doc;
  if (doc) return { text, url: doc.url, fetchedAt: doc.fetchedAt, sha256: doc.sha256, site: doc.site, source: doc.source };
  return { text, url: passage.url, fetchedAt: passage.fetchedAt, sha256: null, site: null, source: passage.source };
}

export function independentSites(quotes: readonly VerifiedQuote[]): number {
  return new Set(quotes.filter((q) => q.source !== "context").map((q) => q.site ?? q.url)).size;
}
