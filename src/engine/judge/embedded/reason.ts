// A short reason a person can read, built from the evidence details behind the verdict.
import type { Decision } from "./decide.js";
import { FEATURE_NAMES, type PassageEvidence } from "./features.js";
import type { Passage } from "../types.js";

const MAX_QUOTE = 240;

function clip(s: string): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length <= MAX_QUOTE ? one : `${one.slice(0, MAX_QUOTE - 1)}…`;
}

function where(p: Passage): string {
  if (p.source === "context") return "the given context";
  if (p.source === "page") return p.url ? `the page ${p.url}` : "the page";
  return "the corpus passage";
}

function shortWhere(p: Passage): string {
  return p.source === "context" ? "the context" : p.source === "page" ? "the page" : "the passage";
}

function pct(p: number): string {
  return `${Math.round(p * 100)}%`;
}

export function explain(
  decision: Decision,
  passage: Passage | null,
  evidence: PassageEvidence | null,
  quote: string | null,
  threshold: number,
): string {
  if (!passage || !evidence) return "No evidence passage was given, so the claim could not be judged (uncertain).";
  const said = quote ? `: "${clip(quote)}"` : "";
  switch (decision.verdict) {
    case "supported": {
      const nums = evidence.features[FEATURE_NAMES.indexOf("num_all_match")] === 1 ? " and agrees on its numbers" : "";
      return `Supported by ${where(passage)}, which states the claim's key facts${nums}${said} (P(support) ${pct(decision.confidence)}).`;
    }
    case "unsupported": {
      const m = evidence.decisiveMismatch ?? (evidence.decisivePolarity ? null : evidence.mismatch);
      if (m) {
        const what = m.kind === "year" ? "year" : m.kind === "month" ? "month" : m.kind === "money" ? "amount" : m.kind === "percent" ? "percentage" : m.kind === "quantity" ? "measurement" : "figure";
        return `Contradicted: ${shortWhere(passage)} gives ${m.passage}, the claim says ${m.claim} (${what} mismatch)${said}.`;
      }
      if (evidence.antonymPair) {
        const [claimWord, pageWord] = evidence.antonymPair;
        return `Contradicted: ${shortWhere(passage)} says "${pageWord}" where the claim says "${claimWord}"${said}.`;
      }
      if (evidence.negationMismatch || evidence.decisivePolarity === "negation") return `Contradicted: ${shortWhere(passage)} states the opposite (negation)${said}.`;
      if (evidence.missingNames.length > 0) {
        return `Contradicted: ${shortWhere(passage)} names someone or something other than ${evidence.missingNames.slice(0, 3).join(", ")}${said}.`;
      }
      return `Contradicted by ${where(passage)}${said} (P(refute) ${pct(decision.confidence)}).`;
    }
    default: {
      if (decision.conflict) {
        return `The evidence conflicts: one passage supports the claim (${pct(decision.bestSupport)}) and another contradicts it (${pct(decision.bestRefute)}), so the verdict is uncertain.`;
      }
      const missing = [...new Set(evidence.missingWords.map((w) => w.toLowerCase()))].slice(0, 4);
      if (evidence.best === null || (missing.length > 0 && decision.confidence < 0.3)) {
        const gap = missing.length > 0 ? ` (nothing on ${missing.map((w) => `"${w}"`).join(", ")})` : "";
        return `No passage addresses the claim closely enough${gap}, so the verdict is uncertain.`;
      }
      return `The evidence is not conclusive: the closest sentence${said} gives ${pct(decision.confidence)} for a definite verdict, below the ${pct(threshold)} needed.`;
    }
  }
}
