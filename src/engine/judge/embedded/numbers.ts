// Numbers, years, amounts and months mentioned in a sentence, normalised so "1.5 million" meets "1,500,000".
import type { Token } from "./nlp.js";

export type NumberKind = "year" | "money" | "percent" | "month" | "number";

export interface NumberMention {
  readonly kind: NumberKind;
  readonly value: number;
  /** The text as written, for the reason shown to people. */
  readonly raw: string;
}

const MULTIPLIERS = new Map<string, number>(Object.entries({
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  trillion: 1e12,
}));

const WORD_NUMBERS = new Map<string, number>(Object.entries({
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
}));

export const MONTHS = new Map<string, number>(Object.entries({
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}));

const CURRENCY = /^[$€£¥₹]$/u;

function parseNumeric(text: string): number | null {
  const cleaned = text.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

export function extractNumbers(tokens: readonly Token[]): NumberMention[] {
  const out: NumberMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === "word") {
      // "May" is too often a verb to count; it is left out of the month list on purpose.
      const month = MONTHS.get(t.lower);
      if (month !== undefined && (t.pos === "PROPN" || t.pos === "NOUN") && /^[A-Z]/.test(t.text)) {
        out.push({ kind: "month", value: month, raw: t.text });
        continue;
      }
      const wordValue = WORD_NUMBERS.get(t.lower);
      if (wordValue !== undefined && t.pos === "NUM") out.push({ kind: "number", value: wordValue, raw: t.text });
      continue;
    }
    if (t.type === "decade") {
      const d = parseNumeric(t.text.replace(/'?s$/, ""));
      if (d !== null) out.push({ kind: "year", value: d, raw: t.text });
      continue;
    }
    if (t.type !== "number") continue;
    let value = parseNumeric(t.text);
    if (value === null) continue;
    let raw = t.text;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    let kind: NumberKind = "number";
    if (prev && (prev.type === "currency" || CURRENCY.test(prev.text))) {
      kind = "money";
      raw = prev.text + raw;
    }
    if (next) {
      const mult = MULTIPLIERS.get(next.lower);
      if (mult !== undefined) {
        value *= mult;
        raw = `${raw} ${next.text}`;
        i++;
      } else if (next.text === "%" || next.lower === "percent" || next.lower === "per") {
        kind = "percent";
        raw = `${raw}%`;
      }
    }
    if (kind === "number" && /^\d{4}$/.test(t.text) && value >= 1000 && value <= 2100) kind = "year";
    out.push({ kind, value, raw });
  }
  return out;
}

export function sameNumber(a: NumberMention, b: NumberMention): boolean {
  if (a.kind === "year" || b.kind === "year" || a.kind === "month" || b.kind === "month") {
    return a.value === b.value;
  }
  if (a.value === b.value) return true;
  const scale = Math.max(Math.abs(a.value), Math.abs(b.value));
  // Rounded figures ("about 1.5 million" vs "1,512,000") still agree.
  return scale > 0 && Math.abs(a.value - b.value) / scale <= 0.02;
}

/** Whether two mentions are of a kind that can contradict each other (a year against a year, money against money). */
export function comparable(a: NumberMention, b: NumberMention): boolean {
  if (a.kind === b.kind) return true;
  return (a.kind === "number" && b.kind === "money") || (a.kind === "money" && b.kind === "number");
}
