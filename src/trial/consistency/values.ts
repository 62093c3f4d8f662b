/**
 * The checkable values of a sentence, read from its tokens in one left-to-right pass: amounts (with currency),
 * measured quantities (converted to one base unit per dimension, so 75 cm and 0.75 m are the same value), dates,
 * clock times, percentages, ordinals and counts (with the noun they count). Two statements about the same subject
 * that disagree on one of these cannot both be true.
 */
import type { Token } from "../../engine/extract/nlp.js";
import { ordinalRank } from "../../text/lexicon.js";
import { clockTimeAt, isClockWord, isFreePrice, MONTHS, NUMBER_WORDS } from "../../text/numbers.js";
import { unitAt } from "../../text/units.js";

export type ValueKind = "amount" | "quantity" | "date" | "time" | "percent" | "number" | "ordinal";

export interface SentenceValue {
  readonly kind: ValueKind;
  /** As written on the page ("€12", "2.1 m", "31 March 1889"). */
  readonly text: string;
  /** What must match for two values to be comparable: currency, dimension, the counted noun; "" otherwise. */
  readonly dim: string;
  /** Comparable number in base units (metres, kilograms, seconds, litres; minutes after midnight for times). */
  readonly amount: number;
  /** Half the step of the last written digit, in base units: how far a converted value may be off by rounding. */
  readonly slack: number;
  /** Unit as written, so values in the same unit compare exactly. */
  readonly unit: string;
  /** Dates: year[-month[-day]], "?" for a missing year. */
  readonly date?: string;
  /** Token span [start, end]. */
  readonly start: number;
  readonly end: number;
}

/** Parts of an hour written before "-hour", in seconds (the base unit of durations, units.ts). */
const HOUR_PARTS: Record<string, number> = { half: 1800, quarter: 900 };
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, bn: 1e9 };
/** Month names and abbreviations (numbers.ts), and "May", which this reader takes as a month where it fits a date. */
const MONTH_INDEX = new Map<string, number>([...MONTHS, ["may", 5]]);


const CURRENCY_SYMBOLS: Record<string, string> = { "€": "EUR", $: "USD", "£": "GBP", "¥": "JPY", "₹": "INR" };
const CURRENCY_WORDS: Record<string, string> = {
  eur: "EUR", euro: "EUR", euros: "EUR", usd: "USD", dollar: "USD", dollars: "USD", gbp: "GBP", nok: "NOK", sek: "SEK",
  dkk: "DKK", chf: "CHF", jpy: "JPY", kr: "NOK", krone: "NOK", kroner: "NOK", kronor: "SEK",
};
/** Words allowed between a number and its unit: "5 working days". */
const UNIT_GAP = new Set(["working", "business", "calendar", "full"]);
const RANGE = new Set(["-", "–", "—", "to"]);

function parseNumber(text: string): { value: number; decimals: number } | null {
  const lower = text.toLowerCase();
  const word = NUMBER_WORDS.get(lower);
  if (word !== undefined) return { value: word, decimals: 0 };
  if (!/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(lower)) return null;
  const clean = lower.replace(/,/g, "");
  const decimals = clean.includes(".") ? clean.split(".")[1]!.length : 0;
  return { value: Number(clean), decimals };
}

function spanText(tokens: readonly Token[], start: number, end: number): string {
  let out = "";
  for (let i = start; i <= end; i++) out += (i === start ? "" : tokens[i]!.pre) + tokens[i]!.text;
  return out;
}

function isCapitalised(t: Token | undefined): boolean {
  return t !== undefined && /^\p{Lu}/u.test(t.text);
}

/** Unit after the number at i (skipping "-" and words like "working"), with the index it ends at. */
function unitAfter(tokens: readonly Token[], i: number): { dim: string; factor: number; spread: number; unit: string; start: number; end: number } | null {
  let j = i + 1;
  if (tokens[j]?.text === "-" && tokens[j]!.pre === "") j++;
  if (tokens[j] && UNIT_GAP.has(tokens[j]!.lower)) j++;
  const t = tokens[j];
  if (!t) return null;
  const found = unitAt((k) => tokens[k]?.lower.replace(/\.$/, ""), j);
  if (!found) return null;
  // "in" and "t" and "m" are also words: a unit only right after a number, and "in" never before a capital or article.
  if (t.lower === "in" && (isCapitalised(tokens[j + 1]) || /^(the|a|an)$/.test(tokens[j + 1]?.lower ?? ""))) return null;
  const end = j + found.width - 1;
  const unit = tokens.slice(j, end + 1).map((u) => u.lower).join(" ").replace(/ ?\/ ?/g, "/").replace(/\.$/, "");
  return { dim: found.unit.dimension, factor: found.unit.factor, spread: found.unit.spread, unit, start: j, end };
}

export function valuesOf(tokens: readonly Token[]): SentenceValue[] {
  const out: SentenceValue[] = [];
  let i = 0;
  while (i < tokens.length) {
    const next = readValue(tokens, i, out);
    i = next > i ? next : i + 1;
  }
  return out;
}

/** Reads one value starting at token i into out; returns the index after it (or i when there is none). */
function pushValue(out: SentenceValue[], tokens: readonly Token[], v: Omit<SentenceValue, "text">): void {
  out.push({ ...v, text: spanText(tokens, v.start, v.end).replace(/[.,;:]+$/, "") });
}

/** The currency of a price of zero ("is free", "free parking"): it compares with an amount in any currency. */
const ANY_CURRENCY = "*";

function readValue(tokens: readonly Token[], i: number, out: SentenceValue[]): number {
  const t = tokens[i]!;
  if (isFreePrice(tokens, i)) {
    pushValue(out, tokens, { kind: "amount", dim: ANY_CURRENCY, amount: 0, slack: 0, unit: ANY_CURRENCY, start: i, end: i });
    return i + 1;
  }
  // A part of an hour written as one word: "a half-hour lesson", "every quarter-hour".
  const part = HOUR_PARTS[t.lower];
  if (part !== undefined && tokens[i + 1]?.text === "-" && tokens[i + 1]!.pre === "" && tokens[i + 2]?.lower === "hour" && tokens[i + 2]!.pre === "") {
    pushValue(out, tokens, { kind: "quantity", dim: "duration", amount: part, slack: 0, unit: `${t.lower}-hour`, start: i, end: i + 2 });
    return i + 3;
  }
  // Most tokens are words: only digits, number words, months, ordinals, currency signs and "noon" can start a value.
  if (!/\d/.test(t.text) && !isClockWord(t.lower) && !NUMBER_WORDS.has(t.lower) && !MONTH_INDEX.has(t.lower) && ordinalRank(t.lower) === null && !(t.text in CURRENCY_SYMBOLS) && !(t.lower in CURRENCY_WORDS)) return i;

  // Month names: "31 March 1889", "March 31, 1889", "May".
  const month = MONTH_INDEX.get(t.lower);
  if (month !== undefined && isCapitalised(t) && (t.lower !== "may" || i > 0)) {
    let start = i;
    let end = i;
    let day: number | null = null;
    let year: number | null = null;
    const before = parseNumber(tokens[i - 1]?.text ?? "");
    if (before && before.decimals === 0 && before.value >= 1 && before.value <= 31 && !out.some((v) => v.end === i - 1)) {
      day = before.value;
      start = i - 1;
    }
    let j = i + 1;
    const after = parseNumber(tokens[j]?.text ?? "");
    if (day === null && after && after.value >= 1 && after.value <= 31 && tokens[j]!.text.length <= 2) {
      day = after.value;
      end = j++;
      if (tokens[j]?.text === ",") j++;
    }
    const y = parseNumber(tokens[j]?.text ?? "");
    if (y && y.decimals === 0 && y.value >= 1000 && y.value <= 2100) {
      year = y.value;
      end = j;
    }
    let date = year === null ? "?" : String(year);
    date += `-${String(month).padStart(2, "0")}`;
    if (day !== null) date += `-${String(day).padStart(2, "0")}`;
    pushValue(out, tokens, { kind: "date", dim: "", amount: 0, slack: 0, unit: "", date, start, end });
    return end + 1;
  }

  // Ordinals: "first", "2nd" ("second" after a number is a unit of time).
  const ordinal = ordinalRank(t.lower);
  if (ordinal !== null && !(t.lower === "second" && tokens[i - 1]?.pos === "NUM")) {
    pushValue(out, tokens, { kind: "ordinal", dim: "", amount: ordinal, slack: 0, unit: "", start: i, end: i });
    return i + 1;
  }

  // Clock times: "16:00", "5 pm", "noon".
  const clock = clockTimeAt(tokens, i);
  if (clock) {
    pushValue(out, tokens, { kind: "time", dim: "", amount: clock.minutes, slack: 0, unit: "", start: i, end: clock.to });
    return clock.to + 1;
  }

  // Currency before the number: "€12", "$5 million", "USD 30".
  let currency = CURRENCY_SYMBOLS[t.text] ?? (t.text === t.text.toUpperCase() ? CURRENCY_WORDS[t.lower] : undefined);
  let numberAt = i;
  if (currency) numberAt = i + 1;
  const n = parseNumber(tokens[numberAt]?.text ?? "");
  if (n === null) return i;
  let value = n.value;
  let end = numberAt;
  const scale = SCALES[tokens[end + 1]?.lower ?? ""];
  if (scale) {
    value *= scale;
    end++;
  }
  if (!currency) {
    const word = CURRENCY_WORDS[tokens[end + 1]?.lower ?? ""] ?? CURRENCY_SYMBOLS[tokens[end + 1]?.text ?? ""];
    if (word) {
      currency = word;
      end++;
    }
  }
  if (currency) {
    pushValue(out, tokens, { kind: "amount", dim: currency, amount: value, slack: 0, unit: currency, start: i, end });
    return end + 1;
  }
  const next = tokens[end + 1];
  if (next && (next.text === "%" || next.lower === "percent")) {
    pushValue(out, tokens, { kind: "percent", dim: "", amount: value, slack: 0, unit: "%", start: i, end: end + 1 });
    return end + 2;
  }
  // A range "5 to 7 days" / "5–7 days": the first number takes the unit of the second.
  let unit = unitAfter(tokens, end);
  if (!unit && next && RANGE.has(next.lower) && parseNumber(tokens[end + 2]?.text ?? "")) unit = unitAfter(tokens, end + 2);
  if (unit) {
    // "30 kg" is taken as exact to the unit: trailing zeros are not read as rounding.
    const step = 10 ** -n.decimals;
    // The unit is the value's own unless it comes after a range's second number ("5 to 7 days": the 5 ends there); the
    // hyphen of "30-minute" is no range.
    const ranged = next !== undefined && RANGE.has(next.lower) && parseNumber(tokens[end + 2]?.text ?? "") !== null;
    const unitEnd = unit.start > end + 2 || ranged ? end : unit.end;
    pushValue(out, tokens, { kind: "quantity", dim: unit.dim, amount: value * unit.factor, slack: (step / 2) * unit.factor + value * unit.factor * unit.spread, unit: unit.unit, start: i, end: unitEnd });
    return unitEnd + 1;
  }
  if (n.decimals === 0 && value >= 1000 && value <= 2100 && !scale && /^\d{4}$/.test(tokens[numberAt]!.text)) {
    pushValue(out, tokens, { kind: "date", dim: "", amount: 0, slack: 0, unit: "", date: String(value), start: i, end });
    return end + 1;
  }
  // A count takes the noun it counts ("14 galleries"), so 14 galleries and 3 floors never compare.
  const counted = next && next.pos === "NOUN" ? next.lemma : "";
  pushValue(out, tokens, { kind: "number", dim: counted, amount: value, slack: 0, unit: "", start: i, end });
  return end + 1;
}

/** Same value as written, or the same quantity once converted (within the rounding of both). */
export function sameValue(a: SentenceValue, b: SentenceValue): boolean {
  if (a.kind === "date") return datesCompatible(a.date ?? "?", b.date ?? "?");
  if (a.unit === b.unit || a.kind !== "quantity") return Math.abs(a.amount - b.amount) <= 1e-9 * Math.max(1, Math.abs(a.amount));
  return Math.abs(a.amount - b.amount) <= a.slack + b.slack + 1e-9 * Math.abs(a.amount);
}

/** "1889" and "1889-03-31" do not disagree; "1889" and "1887" do; a date without a year matches its month. */
function datesCompatible(a: string, b: string): boolean {
  if (a.startsWith(b) || b.startsWith(a)) return true;
  if (a.startsWith("?") || b.startsWith("?")) return a.slice(a.indexOf("-")) === b.slice(b.indexOf("-")) || a.indexOf("-") < 0 || b.indexOf("-") < 0;
  return false;
}

/** Values compare only within one kind and dimension: a currency, a unit dimension, a counted noun. */
export function comparable(a: SentenceValue, b: SentenceValue): boolean {
  return a.kind === b.kind && (a.dim === b.dim || (a.kind === "amount" && (a.dim === ANY_CURRENCY || b.dim === ANY_CURRENCY)));
}
