/**
 * Specificity: how much a claim commits to that a source could confirm or refute. Dates, amounts, numbers
 * and names count most; vague quantifiers and very long run-ons count against.
 */
import type { Token } from "./nlp.js";

const VAGUE = new Set(["some", "many", "several", "various", "numerous", "often", "sometimes", "usually", "generally", "typically", "various", "certain", "things", "stuff"]);

export function specificity(tokens: readonly Token[]): number {
  let score = 0;
  let lastEntity: string | null = null;
  for (const t of tokens) {
    if (t.entity && t.entity !== lastEntity) score += t.entity === "DURATION" ? 1 : 2;
    lastEntity = t.entity;
  }
  score += Math.min(6, tokens.filter((t) => t.pos === "PROPN").length);
  score += 0.5 * tokens.filter((t) => t.pos === "NUM" && !t.entity).length;
  score -= 0.5 * tokens.filter((t) => VAGUE.has(t.lower)).length;
  const words = tokens.filter((t) => t.pos !== "PUNCT").length;
  if (words >= 5 && words <= 35) score += 1;
  if (words > 45) score -= 2;
  return score;
}
