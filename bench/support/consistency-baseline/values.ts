/** BASELINE for bench/consistency.ts only: the value reader of the finder at e1e29bf, kept verbatim. */
/**
 * The checkable values of a sentence: numbers, dates, amounts, percentages, names, and whether it is negated.
 * Two sentences about the same subject that disagree on one of these cannot both be true.
 */
import type { Token } from "../../../src/engine/extract/nlp.js";

export type ValueKind = "number" | "date" | "amount" | "percent";

export interface SentenceValue {
  readonly kind: ValueKind;
  readonly text: string;
  /** Comparable form: a number, a currency+number, or year[-month[-day]]. */
  readonly norm: string;
}

const WORD_NUMBERS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, k: 1e3, m: 1e6, bn: 1e9 };
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const NEGATIONS = new Set(["not", "n't", "never", "no", "none", "neither", "nor", "cannot", "without"]);

export function parseAmount(text: string): number | null {
  const lower = text.toLowerCase().replace(/,(?=\d{3}\b)/g, "");
  const m = /(-?\d+(?:\.\d+)?)/.exec(lower);
  let value: number | null = m ? Number(m[1]) : null;
  if (value === null) {
    for (const word of lower.split(/[\s-]+/)) if (word in WORD_NUMBERS) value = (value ?? 0) + WORD_NUMBERS[word]!;
  }
  if (value === null) return null;
  for (const word of lower.split(/[^a-z]+/)) if (word in SCALES) value *= SCALES[word]!;
  return value;
}

export function normaliseDate(text: string): string | null {
  const lower = text.toLowerCase();
  const year = /\b(1\d{3}|20\d{2})\b/.exec(lower)?.[1];
  const monthIndex = MONTHS.findIndex((m) => new RegExp(`\\b${m}\\b`).test(lower) || new RegExp(`\\b${m.slice(0, 3)}\\.?\\b`).test(lower));
  const day = /\b([0-3]?\d)(?:st|nd|rd|th)?\b/.exec(lower.replace(/\b(1\d{3}|20\d{2})\b/, ""))?.[1];
  if (!year && monthIndex < 0) return null;
  let out = year ?? "?";
  if (monthIndex >= 0) out += `-${String(monthIndex + 1).padStart(2, "0")}`;
  if (monthIndex >= 0 && day && Number(day) >= 1 && Number(day) <= 31) out += `-${day.padStart(2, "0")}`;
  return out;
}

function currencyOf(text: string): string {
  if (/€|\beur/i.test(text)) return "EUR";
  if (/£|\bgbp|pound/i.test(text)) return "GBP";
  if (/¥|\byen|\bjpy/i.test(text)) return "JPY";
  return "USD";
}

/** Group consecutive tokens of one entity type into values. Plain numbers outside entities count too. */
export function valuesOf(tokens: readonly Token[]): SentenceValue[] {
  const out: SentenceValue[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.entity && ["DATE", "CARDINAL", "MONEY", "PERCENT"].includes(t.entity)) {
      let j = i;
      while (j + 1 < tokens.length && tokens[j + 1]!.entity === t.entity) j++;
      const text = tokens.slice(i, j + 1).map((x, k) => (k === 0 ? "" : x.pre) + x.text).join("").replace(/[,.]+$/, "");
      const value = toValue(t.entity, text);
      if (value) out.push(value);
      i = j + 1;
      continue;
    }
    if (t.pos === "NUM" && /\d/.test(t.text)) {
      const n = parseAmount(t.text);
      if (n !== null) out.push({ kind: "number", text: t.text, norm: String(n) });
    }
    i++;
  }
  return out;
}

function toValue(entity: string, text: string): SentenceValue | null {
  if (entity === "DATE") {
    const norm = normaliseDate(text);
    return norm ? { kind: "date", text, norm } : null;
  }
  const n = parseAmount(text);
  if (n === null) return null;
  if (entity === "MONEY") return { kind: "amount", text, norm: `${currencyOf(text)} ${n}` };
  if (entity === "PERCENT") return { kind: "percent", text, norm: String(n) };
  return { kind: "number", text, norm: String(n) };
}

export function isNegated(tokens: readonly Token[]): boolean {
  return tokens.some((t) => NEGATIONS.has(t.lower));
}

export function isNegationWord(lower: string): boolean {
  return NEGATIONS.has(lower);
}

const NAME_PARTICLES = new Set(["de", "des", "du", "da", "di", "del", "della", "van", "von", "der", "den", "la", "le", "bin", "ibn", "al", "y"]);

/** Runs of proper nouns: "Gustave Eiffel", "Laurence des Cars", "Jean-Luc Martinez". */
export function namesOf(tokens: readonly Token[]): string[] {
  const names: string[] = [];
  let run: Token[] = [];
  const flush = () => {
    while (run.length && run[run.length - 1]!.pos !== "PROPN") run.pop();
    if (run.length) names.push(run.map((t, k) => (k === 0 ? "" : t.pre) + t.text).join(""));
    run = [];
  };
  tokens.forEach((t, i) => {
    const isName = t.pos === "PROPN" && !t.entity && i > 0;
    const joins =
      run.length > 0 && tokens[i + 1]?.pos === "PROPN" && ((t.text === "-" && t.pre === "") || NAME_PARTICLES.has(t.lower));
    if (isName || joins) run.push(t);
    else flush();
  });
  flush();
  return names;
}
