// Synthetic refutations for training only: a claim that a passage supports, changed in one checkable way
// (a different year or amount, an inserted negation, a WordNet antonym) is refuted by that same passage.
// Real refutations are rare in the data (about 100 visible); these teach the mismatch features what they mean.
// Choices come from a hash of the claim, so the same data always gives the same variants.
import { createHash } from "node:crypto";
import { antonymsOf } from "../../../../text/lexicon.js";

function pick(claim: string, salt: string, n: number): number {
  return createHash("sha256").update(`${salt}\n${claim}`).digest().readUInt32BE(0) % n;
}

export function changeYear(claim: string): string | null {
  const m = /\b(1[0-9]{3}|20[0-9]{2})\b/.exec(claim);
  if (!m) return null;
  const deltas = [-3, -2, -1, 1, 2, 3, 10];
  const y = Number(m[1]) + deltas[pick(claim, "year", deltas.length)]!;
  return claim.slice(0, m.index) + String(y) + claim.slice(m.index + m[0].length);
}

export function changeNumber(claim: string): string | null {
  const re = /\b\d+(?:[.,]\d+)*\b/g;
  for (const m of claim.matchAll(re)) {
    if (/^(1[0-9]{3}|20[0-9]{2})$/.test(m[0])) continue;
    const n = Number(m[0].replace(/,/g, ""));
    if (!Number.isFinite(n) || n === 0) continue;
    const factors = [2, 3, 0.5, 1.5];
    const changed = Math.round(n * factors[pick(claim, "num", factors.length)]! * 100) / 100;
    if (changed === n) continue;
    return claim.slice(0, m.index) + String(changed) + claim.slice(m.index! + m[0].length);
  }
  return null;
}

const AUX = /\b(is|was|are|were|has|have|had|can|will|does|did)\b(?! not)/i;

export function insertNegation(claim: string): string | null {
  const m = AUX.exec(claim);
  if (!m) return null;
  const at = m.index + m[0].length;
  return `${claim.slice(0, at)} not${claim.slice(at)}`;
}

export function swapAntonym(claim: string): string | null {
  const words = [...claim.matchAll(/\b[a-z]{4,}\b/g)];
  for (const w of words) {
    const ants = antonymsOf(w[0]);
    if (ants.length === 0) continue;
    const a = ants[pick(claim, "ant", ants.length)]!;
    return claim.slice(0, w.index) + a + claim.slice(w.index! + w[0].length);
  }
  return null;
}

/** Up to two refuted variants of a supported claim: one factual (year/number), one polarity (negation/antonym). */
export function refutedVariants(claim: string): string[] {
  const out: string[] = [];
  const factual = changeYear(claim) ?? changeNumber(claim);
  if (factual) out.push(factual);
  const polarity = pick(claim, "pol", 2) === 0 ? (swapAntonym(claim) ?? insertNegation(claim)) : (insertNegation(claim) ?? swapAntonym(claim));
  if (polarity) out.push(polarity);
  return out;
}
