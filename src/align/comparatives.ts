/**
 * "-er" comparatives and the adjectives they are made from, shared by the alignment (comparisons: "denser than") and the
 * claim restatement (restate.ts: "taller than" → "the tallest").
 */
import type { Token } from "../text/analyze.js";
import { inLexicon } from "../text/nlp.js";

/** Comparatives not made with "-er" from their base: "farther from the Sun than", "better than". */
const IRREGULAR_COMPARATIVES: ReadonlyMap<string, string> = new Map([
  ["better", "good"],
  ["worse", "bad"],
  ["farther", "far"],
  ["further", "far"],
]);

/** Words in "-er" that are no comparative of an adjective. */
const NOT_COMPARATIVES: ReadonlySet<string> = new Set(["rather", "other", "order", "never", "whether", "either", "neither", "number", "member", "water", "paper"]);

/** The adjective an "-er" comparative is made from ("denser" → "dense", "taller" → "tall", "heavier" → "heavy"). */
export function comparativeBase(t: Token): string | undefined {
  const w = t.lower;
  const irregular = IRREGULAR_COMPARATIVES.get(w);
  if (irregular !== undefined) return irregular;
  if (!w.endsWith("er") || w.length < 5 || NOT_COMPARATIVES.has(w)) return undefined;
  if (t.lemma !== w) return t.lemma;
  const candidates = [w.endsWith("ier") ? `${w.slice(0, -3)}y` : "", w.slice(0, -1), w.slice(0, -2), w[w.length - 3] === w[w.length - 4] ? w.slice(0, -3) : ""];
  return candidates.find((c) => c.length > 2 && inLexicon(c));
}
