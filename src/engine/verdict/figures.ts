/**
 * A deterministic cross-check that cannot be instructed: a `supported` verdict must rest on quotes that contain
 * every figure the claim states (years, amounts, counts). A model that calls "500 metres" supported by a quote
 * saying "330 metres" is overruled.
 */
const NUMBER = /\d+(?:[.,]\d+)*/g;

export function figures(text: string): Set<string> {
  return new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, "").replace(/\.0+$/, "")));
}

/** The claim's figures that no quote contains. */
export function missingFigures(claim: string, quotes: readonly string[]): string[] {
  const have = new Set(quotes.flatMap((q) => [...figures(q)]));
  return [...figures(claim)].filter((n) => !have.has(n));
}
