// Numbers, years, amounts, months and measurements mentioned in a sentence, normalised so "1.5 million" meets
// "1,500,000" and "1,063 ft" meets "324 m".
import { unitAt, type UnitDimension } from "./units.js";
import type { Token } from "./analyze.js";

/**
 * "day" is a day of the month written next to a month name ("1 November", "November 1"), not a count; "time" a time
 * of day ("11 am", "16:00", "noon") with its value in minutes after midnight.
 */
export type NumberKind = "year" | "money" | "percent" | "month" | "day" | "time" | "number" | "quantity";

type Dimension = Exclude<UnitDimension, "duration"> | "temperature";

export interface NumberMention {
  readonly kind: NumberKind;
  readonly value: number;
  /** The text as written, for the reason shown to people. */
  readonly raw: string;
  /** For a measurement: what it measures; value is then in SI base units (metres, kilograms, litres, m², °C). */
  readonly dimension?: Dimension;
  /**
   * For a measurement in a unit that leaves open which one it is ("tons"), or a fraction in words ("half of"): how far
   * off the value may be, relative.
   */
  readonly spread?: number;
  /** Token indexes (inclusive) the mention was read from, within the tokens given to extractNumbers. */
  readonly from: number;
  readonly to: number;
  /** A bound, not a value: "more than 300 km" is at least 300 km, "fewer than 500" at most 500. */
  readonly bound?: "atLeast" | "atMost";
  /**
   * A span counted from another event ("within a year of Lincoln's assassination"): the evidence may give it only by
   * that event's date, so it is compared where given but not asked for.
   */
  readonly sinceEvent?: boolean;
  /** Tokens (inclusive) past the unit that were read into the value: "and a half" of "an hour and a half". */
  readonly alsoRead?: readonly [number, number];
}

/** A year, month or day of the month: a date, not a count or a measurement. */
export function isCalendar(n: NumberMention): boolean {
  return n.kind === "year" || n.kind === "month" || n.kind === "day";
}

/** A match key that equal amounts share however they are written: "1.5 million" and "1,500,000", "1,063 ft" and "324 m". */
export function numberKey(n: NumberMention): string {
  const v = isCalendar(n) || n.kind === "time" ? String(n.value) : Number(n.value.toPrecision(2)).toString();
  return `#${n.dimension ?? n.kind}:${v}`;
}

/**
 * The unit after the number at token i, from the one unit table (units.ts). Here "in" is never inches (it is the
 * preposition far more often), and durations stay plain numbers compared by the word they count ("5 days" / "7 days").
 */
function unitAfterNumber(tokens: readonly Token[], i: number): { dimension: Dimension; factor: number; spread: number; width: number } | undefined {
  // Joined by a hyphen ("a 13-inch display", "a 6.8-inch display"): the unit starts after it.
  const hyphen = hyphenJoined(tokens, i) ? 1 : 0;
  const at = i + 1 + hyphen;
  const found = unitAt((j) => tokens[j]?.lower.replace(/\.$/, ""), at);
  if (!found || tokens[at]!.lower === "in" || found.unit.dimension === "duration") return undefined;
  return { dimension: found.unit.dimension, factor: found.unit.factor, spread: found.unit.spread, width: found.width + hyphen };
}

/** Whether a hyphen written with no space joins the number at token i to the next word ("13-inch"). */
function hyphenJoined(tokens: readonly Token[], i: number): boolean {
  const [n, h, w] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  return !!n && !!w && h?.text === "-" && n.end === h.start && h.end === w.start;
}

/** The measurement a number (value, as written in raw) makes with the unit after token i. */
function measurement(tokens: readonly Token[], i: number, unit: NonNullable<ReturnType<typeof unitAfterNumber>>, value: number, raw: string, from: number): NumberMention {
  const unitText = tokens.slice(i + 1, i + 1 + unit.width).map((u) => u.text).join(" ").replace(/ ?\/ ?/g, "/").replace(/\.$/, "");
  const written = unitText.startsWith("- ") ? `${raw}-${unitText.slice(2)}` : `${raw} ${unitText}`;
  return { kind: "quantity", value: value * unit.factor, raw: written, dimension: unit.dimension, spread: unit.spread, from, to: i + unit.width };
}

/** A temperature unit after a number ("30 °C", "86 degrees Fahrenheit"), as a converter to °C, or null. */
function temperatureAt(tokens: readonly Token[], i: number): { toC: (v: number) => number; width: number; text: string } | null {
  let j = i;
  let text = "";
  if (tokens[j]?.text === "°" || tokens[j]?.lower === "degrees" || tokens[j]?.lower === "degree") {
    text = tokens[j]!.text;
    j++;
  }
  const u = tokens[j]?.lower;
  const sep = text === "°" || text === "" ? "" : " ";
  if (u === "c" || u === "celsius") return { toC: (v) => v, width: j - i + 1, text: `${text}${sep}${tokens[j]!.text}` };
  if (u === "f" || u === "fahrenheit") return { toC: (v) => ((v - 32) * 5) / 9, width: j - i + 1, text: `${text}${sep}${tokens[j]!.text}` };
  return null;
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

/** Scale words after a number word ("two million", "three hundred"): the multipliers spelt out, and "hundred". */
const SCALE_WORDS = new Map<string, number>([["hundred", 100], ...[...MULTIPLIERS].filter(([word]) => word.length > 2)]);

/** Words before "one day" that make it a duration: "at least one day", "within one day", "for one day". */
const ONE_DAY_AFTER = new Set(["least", "most", "than", "about", "only", "within", "for", "after", "in", "just"]);

/** Units after which "one" is a figure: "one hour", "one year" (not "one day", which also means "some day"). */
const ONE_OF_UNITS = new Set(["second", "minute", "hour", "week", "month", "year"]);

/**
 * Number words, one table for the judge's figures and /consistency's values. "one" is here for readers that want it;
 * the judge leaves it out ("one of the first", "the one that"), but before a unit of time (ONE_OF_UNITS): it is a
 * pronoun more often than a figure.
 */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map<string, number>(Object.entries({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, dozen: 12,
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
/** A hundredth of a currency, written as a word after the figure ("50 cents", "20 pence"). */
/** ISO codes written before an amount ("EUR 4 million", "USD 250"). */
const CURRENCY_CODES = new Set(["EUR", "USD", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "SEK", "NOK", "DKK", "NZD", "SGD", "HKD"]);
const HUNDREDTH_WORDS = new Set(["cent", "cents", "penny", "pence"]);
/**
 * Words of paying before a figure, or a rate after it ("a night", "per person"), that make "pounds" after it money: "costs
 * fifteen pounds a night", "a fee of 20 pounds" (elsewhere "pounds" is a weight, units.ts: "weighs 15 pounds").
 */
const PAYING_LEMMAS = new Set(["cost", "pay", "charge", "price", "fee", "fare", "spend", "earn", "sell", "buy", "fine", "worth", "rent", "salary", "wage"]);
const RATE_NOUNS = new Set(["night", "day", "week", "month", "year", "person", "adult", "child", "head", "hour", "ticket", "visit", "guest"]);

/** Whether "pound(s)" at `at`, after a figure that starts at `from`, names money, not a weight. */
function poundsAsMoney(tokens: readonly Token[], from: number, at: number): boolean {
  const word = tokens[at]?.lower;
  if (word !== "pounds" && word !== "pound") return false;
  const [a, b] = [tokens[at + 1]?.lower ?? "", tokens[at + 2]?.lower ?? ""];
  if ((a === "a" || a === "per" || a === "each") && RATE_NOUNS.has(b.replace(/s$/, ""))) return true;
  for (let k = Math.max(0, from - 6); k < from; k++) {
    const t = tokens[k]!;
    if (t.lemma === "weigh") return false;
    if (PAYING_LEMMAS.has(t.lemma)) return true;
  }
  return false;
}

/** Currencies written as a word after the figure ("15 euros", "20 million dollars"); "pounds" is a weight (units.ts) but after a word of paying. */
const CURRENCY_WORDS = new Set(["euro", "euros", "dollar", "dollars", "yen", "yuan", "rupee", "rupees", "franc", "francs", "krone", "kroner", "krona", "kronor", "peso", "pesos", "rouble", "roubles", "ruble", "rubles"]);

/** Words naming whose currency a currency word after them is ("12 US dollars", "20 Australian dollars"). */
const CURRENCY_OWNERS = new Set(["us", "u.s.", "american", "australian", "canadian", "singapore", "swiss", "swedish", "danish", "norwegian", "japanese", "chinese", "indian", "mexican"]);

/**
 * Where the currency after a figure ends, its word at i ("15 euros"), its code ("12 USD") or its word after the
 * country that issues it ("twelve US dollars"); -1 when none is there.
 */
function currencyAfter(tokens: readonly Token[], i: number): number {
  const t = tokens[i];
  if (!t) return -1;
  if (CURRENCY_WORDS.has(t.lower) || CURRENCY_CODES.has(t.text)) return i;
  return CURRENCY_OWNERS.has(t.lower) && CURRENCY_WORDS.has(tokens[i + 1]?.lower ?? "") ? i + 1 : -1;
}

/** How many times, said in one word ("won the cup once", "visited twice"). */
const TIMES_WORDS = new Map<string, number>([["once", 1], ["twice", 2], ["thrice", 3]]);

/** Whether a figure was written as a count of times in one word ("once", "twice"). */
export function isTimesWord(raw: string): boolean {
  return TIMES_WORDS.has(raw.toLowerCase());
}

/** How many times a one-word count says ("twice" → 2), or undefined for any other word. */
export function timesWordValue(lower: string): number | undefined {
  return TIMES_WORDS.get(lower);
}

/** After these, "once"/"twice" is a frequency, a multiplier or an idiom: "once a week", "twice as large", "once again". */
const NOT_A_COUNT_AFTER = new Set(["a", "an", "per", "every", "as", "the", "upon", "again", "more", "before", "daily", "weekly", "monthly", "yearly"]);

/**
 * "once" / "twice" as a count of times ("has won the World Cup once"), not "once a week", "at once", "twice as
 * large", "once again", "once the bridge opened" (a conjunction is not tagged as an adverb).
 */
const CLOCK = /^(\d{1,2})[:.](\d{2})$/;
const MERIDIEM = /^([ap])\.?m\.?$/;
/** A time written as one token: "3pm", "5:30pm", "9am." (the tokenizer keeps a sentence's full stop on it). */
const GLUED_CLOCK = /^(\d{1,2})(?::(\d{2}))?([ap])\.?m\.?$/;
const CLOCK_WORDS: ReadonlyMap<string, number> = new Map([["noon", 720], ["midday", 720], ["midnight", 0]]);

/** A word that names a time of day ("noon"); other times start with a digit. */
export function isClockWord(lower: string): boolean {
  return CLOCK_WORDS.has(lower);
}
/** Words before "noon", "midnight" that make them a time of day ("open until midnight"), not a name ("Midnight Express"). */
const CLOCK_WORD_BEFORE = new Set(["at", "by", "until", "till", "from", "to", "before", "after", "-", "–", "and"]);

const UTC_OFFSET_BEFORE = new Set(["+", "utc", "gmt", "utc+", "gmt+"]);

function startsWithDigit(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 48 && c <= 57;
}

function onTwelveHourClock(hour: number, minutes: number, meridiem: string): number | undefined {
  if (hour < 1 || hour > 12 || minutes > 59) return undefined;
  return ((hour % 12) + (meridiem === "p" ? 12 : 0)) * 60 + minutes;
}

/**
 * A time of day starting at token i, in minutes after midnight, and the last token it spans: "11 am", "3:30 p.m.",
 * "3pm", "16:00" (a dotted "4.30" only with am or pm: alone it is a decimal), "noon" and "midnight" after a word of
 * time ("at noon"); undefined for anything else. One reader for the judge's figures and /consistency's values.
 */
export function clockTimeAt(tokens: readonly Pick<Token, "text" | "lower">[], i: number): { minutes: number; to: number } | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  const word = CLOCK_WORDS.get(t.lower);
  if (word !== undefined) return CLOCK_WORD_BEFORE.has(tokens[i - 1]?.lower ?? "") ? { minutes: word, to: i } : undefined;
  // Every other time of day opens with a digit: most tokens are words, and skip the three patterns below.
  if (!startsWithDigit(t.lower) && !startsWithDigit(t.text)) return undefined;
  const glued = GLUED_CLOCK.exec(t.lower);
  if (glued) {
    const minutes = onTwelveHourClock(Number(glued[1]), Number(glued[2] ?? 0), glued[3]!);
    return minutes === undefined ? undefined : { minutes, to: i };
  }
  const meridiem = MERIDIEM.exec(tokens[i + 1]?.lower ?? "");
  const clock = CLOCK.exec(t.text);
  // "UTC +1:00" is an offset, not a time of day.
  if (clock && UTC_OFFSET_BEFORE.has(tokens[i - 1]?.lower ?? "")) return undefined;
  if (clock) {
    const hour = Number(clock[1]);
    const minute = Number(clock[2]);
    if (meridiem) {
      const minutes = onTwelveHourClock(hour, minute, meridiem[1]!);
      return minutes === undefined ? undefined : { minutes, to: i + 1 };
    }
    return t.text.includes(":") && hour < 24 && minute < 60 ? { minutes: hour * 60 + minute, to: i } : undefined;
  }
  if (!meridiem || !/^\d{1,2}$/.test(t.text)) return partOfDayAt(tokens, i);
  const minutes = onTwelveHourClock(Number(t.text), 0, meridiem[1]!);
  return minutes === undefined ? undefined : { minutes, to: i + 1 };
}

/** The half of the day a part of it names, for an hour said before it: "7 in the morning", "9 in the evening", "11 at night". */
const PARTS_OF_DAY = new Map([["morning", "a"], ["afternoon", "p"], ["evening", "p"], ["night", "p"]]);
/** Words a time of day said so follows: "opens at 7 in the morning", "from 9 in the evening". */
const BEFORE_PART_OF_DAY = new Set(["at", "from", "until", "till", "by", "before", "after", "to", "around", "about", "-", "–"]);

/**
 * An hour of 1 to 12 after a word of time and followed by the part of the day it falls in ("opens at 7 in the morning"),
 * as a time of day; else undefined ("won 7 in the morning session").
 */
function partOfDayAt(tokens: readonly Pick<Token, "text" | "lower">[], i: number): { minutes: number; to: number } | undefined {
  if (!/^\d{1,2}$/.test(tokens[i]!.text) || !BEFORE_PART_OF_DAY.has(tokens[i - 1]?.lower ?? "")) return undefined;
  const [a, b, c] = [tokens[i + 1]?.lower, tokens[i + 2]?.lower, tokens[i + 3]?.lower];
  const part = a === "in" && b === "the" ? { word: c, to: i + 3 } : a === "at" && b === "night" ? { word: b, to: i + 2 } : undefined;
  const half = part?.word !== undefined ? PARTS_OF_DAY.get(part.word) : undefined;
  if (!part || !half || (part.word === "night" && a !== "at")) return undefined;
  const minutes = onTwelveHourClock(Number(tokens[i]!.text), 0, half);
  return minutes === undefined ? undefined : { minutes, to: part.to };
}

/** Words after which a capitalised "May" is the month: no verb "may" follows them. */
const MONTH_MAY_AFTER = new Set(["in", "every", "each", "last", "next", "since", "until", "till", "of", "early", "late", "mid", "from", "through", "during"]);

function timesCount(tokens: readonly Token[], i: number): number | undefined {
  const t = tokens[i]!;
  const value = TIMES_WORDS.get(t.lower);
  if (value === undefined || t.pos !== "ADV" || i === 0) return undefined;
  const prev = tokens[i - 1]!.lower;
  const next = tokens[i + 1]?.lower;
  if (prev === "at" || prev === "more" || prev === "than") return undefined;
  if (next !== undefined && NOT_A_COUNT_AFTER.has(next)) return undefined;
  return value;
}

/** What "free" prices when it stands before it: "free parking", "free entry", "free Wi-Fi" (tokenised "Wi", "-", "Fi"). */
const PRICED_NOUNS = new Set(["parking", "entry", "admission", "entrance", "access", "wifi", "wi-fi", "wi", "internet", "breakfast", "shipping", "delivery", "cancellation", "tickets", "ticket", "returns", "tours", "tour"]);
const BE_FORMS = new Set(["is", "are", "was", "were", "be", "been", "remains", "remain", "stays"]);
/** Verbs of going in or taking part that "free" after prices: "ride free", "children eat free", "members enter free". */
const FREE_AFTER_VERBS = new Set(["ride", "rides", "travel", "travels", "eat", "eats", "dine", "dines", "enter", "enters", "stay", "stays", "go", "goes", "park", "parks", "ski", "skis", "fly", "flies", "visit", "visits", "play", "plays", "attend", "attends", "swim", "swims", "skate", "skates", "sail", "sails"]);

/**
 * "free" as a price of zero, only where it is one: "is free", "for free", "ride free", "free of charge", "free parking". Not
 * "free time", "gluten-free", "feel free" or "free will".
 */
export function isFreePrice(tokens: readonly { readonly lower: string }[], i: number): boolean {
  if (tokens[i]!.lower !== "free") return false;
  const prev = tokens[i - 1]?.lower;
  const next = tokens[i + 1]?.lower;
  if (prev === "-" || prev === "feel") return false;
  if (next === "of" && tokens[i + 2]?.lower === "charge") return true;
  if (prev === "for" || (prev !== undefined && (BE_FORMS.has(prev) || FREE_AFTER_VERBS.has(prev)))) return true;
  return next !== undefined && PRICED_NOUNS.has(next);
}

/** Words after "no" that make it a price of zero: "at no charge", "at no extra cost". */
const CHARGE_NOUNS = new Set(["charge", "cost"]);
const EXTRA_WORDS = new Set(["extra", "additional"]);

/** The index of the last word of "no charge" / "no extra charge" / "no additional cost" opening at i, or i when none. */
function noChargeEnd(tokens: readonly { readonly lower: string }[], i: number): number {
  if (tokens[i]!.lower !== "no") return i;
  const at = EXTRA_WORDS.has(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
  return CHARGE_NOUNS.has(tokens[at]?.lower ?? "") ? at : i;
}

/** Fractions of a whole as percentages ("half of", "two thirds of"), by the word that names the part. */
const FRACTION_PERCENT = new Map([
  ["half", 50],
  ["third", 100 / 3],
  ["thirds", 100 / 3],
  ["quarter", 25],
  ["quarters", 25],
]);
/** How many parts the word before a fraction counts ("two thirds"); "a", "one" and none are one. */
const FRACTION_COUNTS = new Map([
  ["a", 1],
  ["one", 1],
  ["two", 2],
  ["three", 3],
]);
/** A fraction in words is a rounded share: "about half" is stated by 48 percent, not by 23 percent. */
const FRACTION_SPREAD = 0.1;

/**
 * A share written as a fraction of a whole, read as a percentage: "half of the world's fresh water" is 50%, "two thirds
 * of the members" 66.7%. Only before "of" and a whole that is no unit of its own ("a quarter of a century" is no share).
 */
function fractionAt(tokens: readonly Token[], i: number): NumberMention | undefined {
  const t = tokens[i]!;
  const part = FRACTION_PERCENT.get(t.lower);
  if (part === undefined || tokens[i + 1]?.lower !== "of") return undefined;
  const after = tokens[i + 2]?.lower;
  if (after === "a" || after === "an") return undefined;
  const before = tokens[i - 1]?.lower ?? "";
  const count = FRACTION_COUNTS.get(before);
  if (t.lower !== "half" && count === undefined) return undefined;
  const from = count === undefined ? i : i - 1;
  const raw = from === i ? t.text : `${tokens[from]!.text} ${t.text}`;
  return { kind: "percent", value: (count ?? 1) * part, raw, spread: FRACTION_SPREAD, from, to: i };
}

function parseNumeric(text: string): number | null {
  const cleaned = text.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Prepositions after which "a" before a unit of time is one of it too: "within a day", "in under an hour". */
const DURATION_PREPOSITIONS: ReadonlySet<string> = new Set(["within", "under", "for", "in"]);

/** Words between a verb and "a" that leave "a year" one year ("takes about a year"). */
const ROUGHLY: ReadonlySet<string> = new Set(["about", "around", "nearly", "almost", "roughly", "approximately", "just"]);

/**
 * The only words extractNumbers reads as a figure, besides "May" as written: a month, "once", the "a" of "lasts an
 * hour", "a single", "free", the "no" of "at no charge", a fraction, a number word. Any other word is passed over
 * after one look-up, so a new branch for a word in extractNumbers must add its word here (the judge's answers on the
 * visible data were byte-identical with and without this filter, 2026-11-27).
 */
const FIGURE_WORDS: ReadonlySet<string> = new Set([...MONTHS.keys(), ...TIMES_WORDS.keys(), "a", "an", "single", "free", "no", ...FRACTION_PERCENT.keys(), ...NUMBER_WORDS.keys()]);

/** Words that give a figure only of 0 or 1 ("a", "an", "a single", "free", "at no charge"). */
const ZERO_OR_ONE_WORDS: ReadonlySet<string> = new Set(["a", "an", "single", "free", "no"]);

/**
 * Whether a word (lower case) may be read as a figure with no digit written (FIGURE_WORDS, a time of day, "may");
 * `zeroOrOne`: also the words that give only 0 or 1, which are in almost every text.
 */
/**
 * A number written in words from token i (whose value is `value`): a tens word joined to a units word ("twenty-seven"),
 * then a scale word that multiplies ("two million", "three hundred", "four-million"). `to`: its last token; `joined`:
 * written with hyphens.
 */
function spelledNumberAt(tokens: readonly Token[], i: number, value: number): { value: number; raw: string; to: number; scaled: boolean; joined: boolean } {
  let to = i;
  let joined = false;
  const units = value >= 20 && value < 100 && value % 10 === 0 && hyphenJoined(tokens, to) ? NUMBER_WORDS.get(tokens[to + 2]!.lower) : undefined;
  if (units !== undefined && units >= 1 && units <= 9) {
    value += units;
    to += 2;
    joined = true;
  }
  const hyphen = hyphenJoined(tokens, to);
  const scale = SCALE_WORDS.get(tokens[to + (hyphen ? 2 : 1)]?.lower ?? "");
  if (scale !== undefined) {
    value *= scale;
    to += hyphen ? 2 : 1;
    joined ||= hyphen;
  }
  const raw = tokens.slice(i, to + 1).map((x) => x.text).join(joined ? "" : " ");
  return { value, raw, to, scaled: scale !== undefined, joined };
}

export function spelledFigureWord(lower: string, zeroOrOne: boolean): boolean {
  if (ZERO_OR_ONE_WORDS.has(lower)) return zeroOrOne;
  return FIGURE_WORDS.has(lower) || CLOCK_WORDS.has(lower) || lower === "may";
}

export function extractNumbers(tokens: readonly Token[]): NumberMention[] {
  const out: NumberMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const from = i;
    const clock = clockTimeAt(tokens, i);
    if (clock) {
      out.push({ kind: "time", value: clock.minutes, raw: tokens.slice(i, clock.to + 1).map((x) => x.text).join(" "), from, to: clock.to });
      i = clock.to;
      continue;
    }
    // A day written as an ordinal beside its month: "August 3rd", "3rd August".
    const c0 = t.text.charCodeAt(0);
    const ordinalDay = c0 >= 48 && c0 <= 57 && t.text.length <= 4 ? /^([1-9]|[12]\d|3[01])(?:st|nd|rd|th)$/i.exec(t.text) : null;
    if (ordinalDay && [tokens[i - 1], tokens[i + 1]].some((x) => x !== undefined && MONTHS.has(x.lower) && /^[A-Z]/.test(x.text))) {
      out.push({ kind: "day", value: Number(ordinalDay[1]), raw: t.text, from, to: i });
      continue;
    }
    if (t.type === "word") {
      if (t.text !== "May" && !FIGURE_WORDS.has(t.lower)) continue;
      // "May" is too often a verb to count; it is left out of the month list on purpose, and read as the month only
      // next to a figure ("29 May 1953", "May 2015") or after a word of time ("every May", "in May", "until May").
      const monthMay = t.text === "May" && (tokens[i - 1]?.type === "number" || tokens[i + 1]?.type === "number" || MONTH_MAY_AFTER.has(tokens[i - 1]?.lower ?? ""));
      const month = monthMay ? 5 : MONTHS.get(t.lower);
      if (month !== undefined && (t.pos === "PROPN" || t.pos === "NOUN") && /^[A-Z]/.test(t.text)) {
        out.push({ kind: "month", value: month, raw: t.text, from, to: i });
        continue;
      }
      const times = timesCount(tokens, i);
      if (times !== undefined) {
        out.push({ kind: "number", value: times, raw: t.text, from, to: i });
        continue;
      }
      // "lasts an hour", "took a year", "takes about a year", "within a day": after a verb or a preposition of time, "a"
      // before a unit of time is one of it (not
      // "once a year", nor "a second", which is as often an ordinal); the tagger reads "last" of "classes last an hour"
      // as an adjective.
      const verbAt = ROUGHLY.has(tokens[i - 1]?.lower ?? "") ? i - 2 : i - 1;
      const afterPreposition = DURATION_PREPOSITIONS.has(tokens[verbAt]?.lower ?? "");
      const afterVerb = tokens[verbAt]?.pos === "VERB" || tokens[verbAt]?.lemma === "last" || afterPreposition;
      const unit = tokens[i + 1]?.lower ?? "";
      if ((t.lower === "a" || t.lower === "an") && afterVerb && (ONE_OF_UNITS.has(unit) || (afterPreposition && unit === "day")) && unit !== "second") {
        out.push({ kind: "number", value: 1, raw: t.text, from, to: i, ...(afterPreposition && tokens[i + 2]?.lower === "of" ? { sinceEvent: true } : {}) });
        continue;
      }
      // "a single dose" counts one.
      if (t.lower === "single" && tokens[i - 1]?.lower === "a" && tokens[i + 1]?.pos === "NOUN") {
        out.push({ kind: "number", value: 1, raw: t.text, from, to: i });
        continue;
      }
      if (isFreePrice(tokens, i)) {
        out.push({ kind: "money", value: 0, raw: t.text, from, to: i });
        continue;
      }
      const noCharge = noChargeEnd(tokens, i);
      if (noCharge > i) {
        out.push({ kind: "money", value: 0, raw: tokens.slice(i, noCharge + 1).map((x) => x.text).join(" "), from, to: noCharge });
        i = noCharge;
        continue;
      }
      const fraction = fractionAt(tokens, i);
      if (fraction) {
        out.push(fraction);
        continue;
      }
      // "two" of "two thirds of" is read with the fraction.
      if (FRACTION_PERCENT.has(tokens[i + 1]?.lower ?? "") && tokens[i + 2]?.lower === "of") continue;
      // "one" only before a unit of time, where it is a duration ("takes about one hour"); "one day" after a bound or
      // a preposition of time ("at least one day before", "within one day"), where it is no "some day".
      const oneDay = tokens[i + 1]?.lower === "day" && ONE_DAY_AFTER.has(tokens[i - 1]?.lower ?? "");
      // "one-year warranty", "a one-day pass": a unit joined by a hyphen makes "one" a figure too.
      const oneJoined = hyphenJoined(tokens, i) && (ONE_OF_UNITS.has(tokens[i + 2]!.lower) || tokens[i + 2]!.lower === "day");
      // "one and a half hours": joinDurations reads the half into it.
      const oneAndAHalf = tokens[i + 1]?.lower === "and" && tokens[i + 2]?.lower === "a" && tokens[i + 3]?.lower === "half" && durationUnitAfter(tokens, i + 4) !== undefined;
      const wordValue = t.lower === "one" && !ONE_OF_UNITS.has(tokens[i + 1]?.lower ?? "") && !oneDay && !oneJoined && !oneAndAHalf ? undefined : NUMBER_WORDS.get(t.lower);
      if (wordValue !== undefined && t.pos === "NUM") {
        const word = spelledNumberAt(tokens, i, wordValue);
        i = word.to;
        // "six grams of protein" is the measurement "6 g" gives.
        const unit = word.scaled || poundsAsMoney(tokens, from, i + 1) ? undefined : unitAfterNumber(tokens, i);
        if (unit) {
          const m = measurement(tokens, i, unit, word.value, word.raw, from);
          out.push(m);
          i = m.to;
          continue;
        }
        // "four million euros", "a four-million-euro round".
        const currencyAt = i + (hyphenJoined(tokens, i) ? 2 : 1);
        const currencyEnd = poundsAsMoney(tokens, from, currencyAt) ? currencyAt : currencyAfter(tokens, currencyAt);
        if (currencyEnd >= 0) {
          out.push({ kind: "money", value: word.value, raw: tokens.slice(from, currencyEnd + 1).map((x) => x.text).join(word.joined ? "" : " "), from, to: currencyEnd });
          i = currencyEnd;
        } else out.push({ kind: "number", value: word.value, raw: word.raw, from, to: i });
      }
      continue;
    }
    if (t.type === "decade") {
      const d = parseNumeric(t.text.replace(/'?s$/, ""));
      if (d !== null) out.push({ kind: "year", value: d, raw: t.text, from, to: i });
      continue;
    }
    if (t.type !== "number") continue;
    let value = parseNumeric(t.text);
    if (value === null) continue;
    let raw = t.text;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const nextWord = next?.lower.replace(/\.$/, "");
    let kind: NumberKind = "number";
    const code = !!prev && CURRENCY_CODES.has(prev.text);
    const currencyBefore = !!prev && (prev.type === "currency" || CURRENCY.test(prev.text) || code);
    if (currencyBefore) {
      kind = "money";
      raw = `${prev.text}${code ? " " : ""}${raw}`;
    }
    const temperature = kind === "number" ? temperatureAt(tokens, i + 1) : null;
    const unit = kind === "number" && !poundsAsMoney(tokens, from, i + 1) ? unitAfterNumber(tokens, i) : undefined;
    if (temperature) {
      i += temperature.width;
      const text = `${raw} ${temperature.text}`.replace(" °", "°");
      out.push({ kind: "quantity", value: temperature.toC(value), raw: text, dimension: "temperature", from, to: i });
      continue;
    }
    if (unit && !(nextWord === "m" && tokens[i + 2]?.lower === "people")) {
      const m = measurement(tokens, i, unit, value, raw, from);
      out.push(m);
      i = m.to;
      continue;
    }
    if (next && nextWord !== undefined) {
      const mult = MULTIPLIERS.get(nextWord);
      if (mult !== undefined) {
        value *= mult;
        raw = `${raw} ${next.text}`;
        i++;
        // "150 million kilometres": the unit may follow the multiplier.
        const scaledUnit = kind === "number" ? unitAfterNumber(tokens, i) : undefined;
        if (scaledUnit) {
          const m = measurement(tokens, i, scaledUnit, value, raw, from);
          out.push(m);
          i = m.to;
          continue;
        }
      } else if (next.text === "%" || nextWord === "percent") {
        kind = "percent";
        raw = `${raw}%`;
        i++;
      }
    }
    const currencyEnd = kind !== "number" ? -1 : poundsAsMoney(tokens, from, i + 1) ? i + 1 : currencyAfter(tokens, i + 1);
    if (currencyEnd >= 0) {
      kind = "money";
      raw = [raw, ...tokens.slice(i + 1, currencyEnd + 1).map((x) => x.text)].join(" ");
      i = currencyEnd;
    } else if (kind === "number" && HUNDREDTH_WORDS.has(tokens[i + 1]?.lower ?? "")) {
      // "50 cents" is half of the unit "$0.50" names.
      kind = "money";
      value /= 100;
      raw = `${raw} ${tokens[i + 1]!.text}`;
      i++;
    }
    if (kind === "number" && /^\d{4}$/.test(t.text) && value >= 1000 && value <= 2100) kind = "year";
    const spanEnd = kind === "number" ? yearSpanEnd(tokens, out[out.length - 1], from) : null;
    if (spanEnd !== null) {
      out.push({ kind: "year", value: spanEnd, raw, from, to: i });
      continue;
    }
    // Three digits after "in", "since" or "until" that end the phrase are a year: "The Western Roman Empire fell in 476."
    if (kind === "number" && /^\d{3}$/.test(t.text) && YEAR_PREPOSITIONS.has(tokens[from - 1]?.lower ?? "") && endsPhrase(tokens[i + 1])) kind = "year";
    // A whole number with an era is a year: "753 BC" (before year 1, so negative), "AD 80", "80 AD", "300 CE".
    const era = kind === "number" && Number.isInteger(value) && value > 0 ? eraAround(tokens, from, i) : null;
    if (era) {
      out.push({ kind: "year", value: era.before ? -value : value, raw: era.raw(raw), from: era.from, to: era.to });
      i = era.to;
      continue;
    }
    out.push({ kind, value, raw, from: currencyBefore ? from - 1 : from, to: i });
  }
  const mentions = shareRangeUnits(tokens, joinDurations(tokens, markDays(out)));
  let previous: NumberMention | undefined;
  return mentions.map((m) => {
    // A figure restated in parentheses keeps the bound of the one before it: "more than 300 km (186 miles)".
    const restated = previous && previous.to === m.from - 2 && tokens[m.from - 1]?.text === "(";
    const bound = isCalendar(m) || m.kind === "time" ? undefined : restated ? previous!.bound : (boundBefore(tokens, m.from) ?? boundAfter(tokens, m.from, m.to));
    const read = bound ? { ...m, bound } : m;
    previous = read;
    return read;
  });
}

/** The unit of time right after a plain figure and the tokens it takes, or undefined. */
function durationUnitAfter(tokens: readonly Token[], at: number): { factor: number; width: number } | undefined {
  const found = unitAt((j) => tokens[j]?.lower, at);
  return found && found.unit.dimension === "duration" ? { factor: found.unit.factor, width: found.width } : undefined;
}

/**
 * A duration said in two parts, read as one figure: "1 hour 40 minutes" and "8 minutes and 20 seconds" as 100 minutes and
 * 500 seconds (the figure then ends at the second part, so its unit is the smaller one), "an hour and a half" as 1.5
 * hours, "one and a half hours" as 1.5 (durationOf reads the unit after the figure).
 */
function joinDurations(tokens: readonly Token[], mentions: NumberMention[]): NumberMention[] {
  const out: NumberMention[] = [];
  for (let k = 0; k < mentions.length; k++) {
    const n = mentions[k]!;
    if (n.kind !== "number") {
      out.push(n);
      continue;
    }
    const raw = (to: number) => tokens.slice(n.from, to + 1).map((t) => t.text).join(" ");
    const halfAt = (j: number) => tokens[j]?.lower === "and" && tokens[j + 1]?.lower === "a" && tokens[j + 2]?.lower === "half";
    // "one and a half hours": the half before the unit.
    if (halfAt(n.to + 1) && durationUnitAfter(tokens, n.to + 4)) {
      out.push({ ...n, value: n.value + 0.5, raw: raw(n.to + 3), to: n.to + 3 });
      continue;
    }
    const unit = durationUnitAfter(tokens, n.to + 1);
    if (!unit) {
      out.push(n);
      continue;
    }
    const after = n.to + 1 + unit.width;
    // "an hour and a half": the unit stays after the figure, the half is read into its value.
    if (halfAt(after)) {
      out.push({ ...n, value: n.value + 0.5, raw: raw(after + 2), alsoRead: [after, after + 2] });
      continue;
    }
    const next = mentions[k + 1];
    const at = tokens[after]?.lower === "and" ? after + 1 : after;
    const smaller = next && next.kind === "number" && next.from === at && Number.isInteger(next.value) ? durationUnitAfter(tokens, next.to + 1) : undefined;
    if (smaller && smaller.factor < unit.factor) {
      out.push({ ...n, value: (n.value * unit.factor) / smaller.factor + next!.value, raw: raw(next!.to), to: next!.to });
      k++;
      continue;
    }
    out.push(n);
  }
  return out;
}

/** Words between the two ends of a range: "32–38 mm", "3.2 to 3.8 cm", "between 3.2 and 3.8 cm". */
const RANGE_JOINS = new Set(["-", "–", "—", "to", "and"]);

/**
 * The first end of a range of measurements written with its unit only after the second ("32–38 mm", "between 3.2 and
 * 3.8 centimetres"), read in that unit: 32 mm, not the plain 32. "and" joins a range only after "between".
 */
function shareRangeUnits(tokens: readonly Token[], mentions: NumberMention[]): NumberMention[] {
  return mentions.map((a, k) => {
    const b = mentions[k + 1];
    if (a.kind !== "number" || !b || b.kind !== "quantity" || b.from !== a.to + 2 || a.from !== a.to) return a;
    const join = tokens[a.to + 1]!.lower;
    if (!RANGE_JOINS.has(join) || (join === "and" && tokens[a.from - 1]?.lower !== "between")) return a;
    const written = parseNumeric(tokens[b.from]!.text);
    if (written === null || written === 0) return a;
    return { ...a, kind: "quantity" as const, dimension: b.dimension, value: a.value * (b.value / written), ...(b.spread !== undefined ? { spread: b.spread } : {}) };
  });
}

const YEAR_SPAN_DASHES = new Set(["-", "–", "—", "/"]);

/**
 * The year two digits end a span at when written straight after a year and a dash: "the 2018–19 academic year" runs
 * to 2019 (as "2018-2019" does), "1999–00" to 2000. Null for anything else.
 */
function yearSpanEnd(tokens: readonly Token[], before: NumberMention | undefined, from: number): number | null {
  const digits = tokens[from]!;
  const dash = tokens[from - 1];
  if (!/^\d{2}$/.test(digits.text) || before?.kind !== "year" || before.to !== from - 2 || !dash || !YEAR_SPAN_DASHES.has(dash.text)) return null;
  const start = tokens[from - 2]!;
  if (start.end !== dash.start || dash.end !== digits.start || before.value < 1000) return null;
  const end = Math.floor(before.value / 100) * 100 + Number(digits.text);
  return end > before.value ? end : end + 100;
}

/** Prepositions before a year of three digits (the number loop). */
const YEAR_PREPOSITIONS = new Set(["in", "since", "until"]);

/** Whether a token ends the phrase a figure is in: a punctuation mark, "and", "or", or the sentence's end. */
function endsPhrase(t: Token | undefined): boolean {
  return t === undefined || t.type === "punctuation" || t.lower === "and" || t.lower === "or";
}

/** Eras as written, in capitals ("5 ad campaigns" has none). */
const ERA_BEFORE = new Set(["BC", "BCE", "B.C.", "B.C.E."]);
const ERA_AFTER = new Set(["AD", "CE", "A.D.", "C.E."]);

/** The era written next to the figure at tokens [from, to] ("753 BC", "AD 80"), with the span it takes, or null. */
function eraAround(tokens: readonly Token[], from: number, to: number): { before: boolean; from: number; to: number; raw: (r: string) => string } | null {
  const next = tokens[to + 1];
  const after = next?.text;
  if (after !== undefined && (ERA_BEFORE.has(after) || ERA_AFTER.has(after))) return { before: ERA_BEFORE.has(after), from, to: to + 1, raw: (r) => `${r} ${next!.text}` };
  const prev = tokens[from - 1];
  if (prev && prev.text === "AD") return { before: false, from: from - 1, to, raw: (r) => `AD ${r}` };
  return null;
}

const AT_LEAST = new Set(["more than", "greater than", "higher than", "larger than", "at least", "upwards of", "over", "above", "exceeding"]);
const AT_MOST = new Set(["less than", "fewer than", "lower than", "smaller than", "at most", "up to", "under", "below", "nearly", "almost", "no more than", "limited to", "capped at"]);

/** Words after "and" or "or" that make an age before them a bound: "aged 18 and over", "65 or older". */
const AT_LEAST_AFTER = new Set(["over", "above", "older", "up"]);
const AT_MOST_AFTER = new Set(["under", "below", "younger"]);
const AGE_WORDS = new Set(["aged", "age", "ages"]);

/**
 * A bound written after an age ("children aged eight and above", "visitors 65 or older", "18 years and over"). Only an
 * age: "women having 3 and more children" is no bound any figure above 3 would state.
 */
function boundAfter(tokens: readonly Token[], from: number, to: number): NumberMention["bound"] {
  let i = to + 1;
  const years = tokens[i]?.type === "word" && /^(years?|yrs?)$/i.test(tokens[i]!.text);
  if (years) i++;
  const join = tokens[i]?.lower;
  if (join !== "and" && join !== "or") return undefined;
  const word = tokens[i + 1]?.lower ?? "";
  const age = years || AGE_WORDS.has(tokens[from - 1]?.lower ?? "") || word === "older" || word === "younger";
  if (!age) return undefined;
  if (AT_LEAST_AFTER.has(word)) return "atLeast";
  if (AT_MOST_AFTER.has(word)) return "atMost";
  return undefined;
}

/** The words of those bounds: a figure's substitution takes its bound with it ("fewer than 100 million"). */
export const BOUND_WORDS: ReadonlySet<string> = new Set([...AT_LEAST, ...AT_MOST].flatMap((b) => b.split(" ")));

/**
 * Whether a figure is an age limit: a bound written after the age ("aged 14 and over", "65 or older"; boundAfter reads
 * such bounds after an age only), not one written before a figure ("more than 1,000"). It is stated by that limit
 * only: "Guests aged 16–17 must be accompanied" does not say "accepts guests aged 14 and over".
 */
export function isAgeLimit(tokens: readonly Token[], n: NumberMention): boolean {
  return n.bound !== undefined && !BOUND_WORDS.has(tokens[n.from - 1]?.lower ?? "");
}
/** The most words a bound takes before its figure ("no more than"). */
export const MAX_BOUND_WORDS = Math.max(...[...AT_LEAST, ...AT_MOST].map((b) => b.split(" ").length));

/** The bound the words before a figure make of it ("more than", "over"; "fewer than", "up to", "no more than"). */
function boundBefore(tokens: readonly Token[], from: number): NumberMention["bound"] {
  const one = tokens[from - 1]?.lower;
  if (one === undefined) return undefined;
  const two = `${tokens[from - 2]?.lower ?? ""} ${one}`;
  if (tokens[from - 3]?.lower === "no" && AT_LEAST.has(two)) return "atMost";
  if (AT_LEAST.has(two) || AT_LEAST.has(one)) return "atLeast";
  if (AT_MOST.has(two) || AT_MOST.has(one)) return "atMost";
  return undefined;
}

/**
 * Whether two comparable figures, one of them a bound, agree: "more than 1,000 people" and "1,517 people" do;
 * "fewer than 500" and "more than 1,500" do not. Two bounds the same way are read as the values they give, as people
 * read them: "up to 80 metres" against "up to 30 metres", "over 240 miles per hour" against "more than 186".
 */
export function boundsAgree(a: NumberMention, b: NumberMention): boolean {
  if (a.bound === b.bound) return false;
  const low = (m: NumberMention) => (m.bound === "atMost" ? -Infinity : m.value);
  const high = (m: NumberMention) => (m.bound === "atLeast" ? Infinity : m.value);
  return Math.max(low(a), low(b)) <= Math.min(high(a), high(b));
}

/**
 * Whether a claim's lower bound is implied by a sentence's: "more than 200 million" by "more than 260 million". Not
 * the other way round ("more than 240 miles per hour" is not stated by "more than 186"), and never an upper bound,
 * which gives the most there is ("up to 80 metres" is not stated by "up to 30 metres").
 */
export function lowerBoundImplied(claim: NumberMention, sentence: NumberMention): boolean {
  return claim.bound === "atLeast" && sentence.bound === "atLeast" && claim.kind === sentence.kind && comparable(claim, sentence) && claim.value <= sentence.value;
}

/** A whole number 1–31 written right next to a month name is the day of a date, not a count ("November 1, 2016"). */
function markDays(mentions: NumberMention[]): NumberMention[] {
  const monthAt = new Set<number>();
  for (const m of mentions) if (m.kind === "month") monthAt.add(m.from);
  if (monthAt.size === 0) return mentions;
  const dayLike = (m: NumberMention) => m.kind === "number" && m.from === m.to && Number.isInteger(m.value) && m.value >= 1 && m.value <= 31;
  const marked = mentions.map((m) => (dayLike(m) && (monthAt.has(m.from - 1) || monthAt.has(m.to + 1)) ? { ...m, kind: "day" as const } : m));
  // The first day of a span before the one next to the month: "from 14 to 16 June", "14–16 June".
  const dayAt = new Set(marked.filter((m) => m.kind === "day").map((m) => m.from));
  return marked.map((m) => (dayLike(m) && dayAt.has(m.to + 2) ? { ...m, kind: "day" as const } : m));
}

/**
 * The place a figure as written is exact to, and the words around it: "9.58 seconds" to the hundredth, "8,611 metres"
 * to the unit; null for a figure ending in a zero, which may be rounded ("8,600", "1,200").
 */
function writtenPrecision(raw: string): { place: string; words: string } | null {
  const digits = /\d[\d,]*(?:\.(\d+))?/.exec(raw);
  if (!digits) return null;
  const place = digits[1] ? `0.${digits[1].length}` : /[1-9]$/.test(digits[0]) ? "1" : null;
  return place === null ? null : { place, words: unitWords(raw) };
}

/** The words a figure is written with, its digits left out ("13-inch" → "-inch", "$1.5 billion" → "$ billion"). */
function unitWords(raw: string): string {
  return raw.replace(/\d[\d,]*(?:\.\d+)?/, "").trim().toLowerCase();
}

/**
 * Two figures written exact to the same place in the same words ("9.58 seconds" / "9.69 seconds", "8,611 metres" /
 * "8,848 metres"): no rounding or conversion makes them one value.
 */
function equallyPrecise(a: NumberMention, b: NumberMention): boolean {
  const pa = writtenPrecision(a.raw);
  const pb = pa && writtenPrecision(b.raw);
  return !!pa && !!pb && pa.place === pb.place && pa.words === pb.words;
}

/** A whole count below FEW_WHOLE_BELOW, which no rounding gives: "five", "12". */
const FEW_WHOLE_BELOW = 50;
function fewWhole(n: NumberMention): boolean {
  return Number.isInteger(n.value) && Math.abs(n.value) < FEW_WHOLE_BELOW;
}

export function sameNumber(a: NumberMention, b: NumberMention): boolean {
  if (a.dimension !== "temperature" && equallyPrecise(a, b)) return a.value === b.value;
  if (a.kind === "quantity" || b.kind === "quantity") {
    if (a.dimension !== b.dimension) return false;
    const scale = Math.max(Math.abs(a.value), Math.abs(b.value));
    // Conversions and rounding ("1,063 ft (324 m)") stay within a few percent, more when a unit leaves open which
    // one it is ("tons"); temperatures compare in degrees.
    // Conversions round more than figures given in one unit: "7-inch" is not "6.8-inch".
    const tolerance = (unitWords(a.raw) === unitWords(b.raw) ? 0.02 : 0.03) + (a.spread ?? 0) + (b.spread ?? 0);
    return a.dimension === "temperature" ? Math.abs(a.value - b.value) <= 1 : scale === 0 || Math.abs(a.value - b.value) / scale <= tolerance;
  }
  // A day, a month or a time of day is only ever the same one: "12 segments" is not "December", "3 pm" not "3 pupils".
  if (a.kind === "day" || b.kind === "day" || a.kind === "month" || b.kind === "month" || a.kind === "time" || b.kind === "time") return a.kind === b.kind && a.value === b.value;
  if (a.kind === "year" || b.kind === "year") return a.value === b.value;
  // A share is no count: "about half of the people" does not give "48 lifeboats".
  if ((a.kind === "percent" && b.kind === "number") || (a.kind === "number" && b.kind === "percent")) return false;
  if (a.value === b.value) return true;
  // A count of a few things is exact, and rounds no figure with a fraction: "up to five Bluetooth devices" is not
  // "Bluetooth 5.1" (within the 2% rounded figures may differ by).
  if (a.kind === "number" && b.kind === "number" && (fewWhole(a) ? !Number.isInteger(b.value) : fewWhole(b) && !Number.isInteger(a.value))) return false;
  const scale = Math.max(Math.abs(a.value), Math.abs(b.value));
  // Rounded figures ("about 1.5 million" vs "1,512,000") still agree, a fraction in words more loosely.
  return scale > 0 && Math.abs(a.value - b.value) / scale <= 0.02 + (a.spread ?? 0) + (b.spread ?? 0);
}

/**
 * A plain figure followed by a unit of time, in seconds ("8 minutes" → 480), read from the tokens it was extracted
 * from; undefined for any other figure. Durations stay plain numbers (unitAfterNumber), so this is how two of them
 * in different units are told apart ("8 hours" / "8 minutes") or found equal ("3 years" / "36 months").
 */
export function durationOf(tokens: readonly Token[], n: NumberMention): number | undefined {
  const unit = durationUnitOf(tokens, n);
  return unit ? n.value * unit.factor : undefined;
}

/**
 * Where a plain figure's unit of time is and what it is in seconds, or undefined: right after it ("8 hours"), after a
 * range's second end for its first ("3 to 5 working days"), past a kind of day ("5 working days": a working week of
 * five days is a calendar week, so such a day counts 7/5 of one).
 */
export function durationUnitOf(tokens: readonly Token[], n: NumberMention): { at: number; factor: number } | undefined {
  if (n.kind !== "number") return undefined;
  let at = wordAfterNumber(tokens, n);
  // (Joined by "to": "10-24 year old" is an age range, read by isAge.)
  if (tokens[at]?.lower === "to" && tokens[at + 1]?.type === "number") at += 2;
  const working = WORKING_DAY_WORDS.has(tokens[at]?.lower ?? "");
  if (working || DAY_KINDS.has(tokens[at]?.lower ?? "")) at++;
  const found = unitAt((j) => tokens[j]?.lower, at);
  if (!found || found.unit.dimension !== "duration") return undefined;
  return { at: at + found.width - 1, factor: found.unit.factor * (working && found.unit.factor === DAY_SECONDS ? 7 / 5 : 1) };
}

/** Whether a word counts days of a kind ("working" of "5 working days"), read with its figure's unit. */
export function isDayKind(lower: string): boolean {
  return WORKING_DAY_WORDS.has(lower) || DAY_KINDS.has(lower);
}

/** Words before "days" that count days of a kind: working days (WORKING_DAY_WORDS) and others counted as days. */
const WORKING_DAY_WORDS = new Set(["working", "business", "banking", "trading"]);
const DAY_KINDS = new Set(["calendar", "school"]);
const DAY_SECONDS = 86400;

/** Whether a duration is an age: "90 years old", "10-24 year old Jordanians". */
function isAge(tokens: readonly Token[], n: NumberMention): boolean {
  const at = wordAfterNumber(tokens, n);
  const found = unitAt((j) => tokens[j]?.lower, at);
  if (!found) return false;
  const after = tokens[at + found.width];
  return after?.lower === "old" || (after?.text === "-" && tokens[at + found.width + 1]?.lower === "old");
}

/** The index of the word after a figure, past a hyphen joining them ("8 hours", "5-day"). */
export function wordAfterNumber(tokens: readonly Token[], n: NumberMention): number {
  return n.to + 1 + (hyphenJoined(tokens, n.to) ? 1 : 0);
}

/**
 * Whether two figures, each read in its own sentence's tokens, state the same value (not bounded the other way each): a duration only by a duration,
 * two durations compared in seconds ("12 minutes" is not "12 seconds"; "about 8 minutes" is "8 minutes and 20 seconds"), as written when in the
 * same unit ("9.69 seconds" is not "9.58 seconds"), an interval only by an interval; anything else as sameNumber does.
 */
export function sameFigure(aTokens: readonly Token[], a: NumberMention, bTokens: readonly Token[], b: NumberMention): boolean {
  // The same figure bounded the other way gives another range: "up to £10,000" does not say "above £10,000".
  if (a.bound !== undefined && b.bound !== undefined && a.bound !== b.bound) return false;
  // An interval is stated only by an interval: "leaves every two hours" does not say "the crossing takes two hours".
  if (isInterval(aTokens, a) !== isInterval(bTokens, b)) return false;
  const x = durationOf(aTokens, a);
  const y = x === undefined ? undefined : durationOf(bTokens, b);
  if (x === undefined) return sameNumber(a, b);
  // A duration is not stated by a figure of no time ("lends books for two months" / "renew a loan twice"), but an age
  // by a plain figure ("90 years old" / "aged 90").
  if (y === undefined) return isAge(aTokens, a) && sameNumber(a, b);
  // A rough figure rounds more: "about 8 minutes" is "8 minutes and 20 seconds", "about 27 days" "about 27.3 days".
  const rough = ROUGHLY.has(aTokens[a.from - 1]?.lower ?? "") || ROUGHLY.has(bTokens[b.from - 1]?.lower ?? "");
  if (a.value !== 0 && b.value !== 0 && x / a.value === y / b.value && !rough) return sameNumber(a, b);
  return sameDuration(x, y, rough ? ROUGH_DURATION_TOLERANCE : DURATION_TOLERANCE);
}

/** How far apart two durations may be and still be one, relative; a rough one ("about 8 minutes") more. */
const DURATION_TOLERANCE = 0.03;
const ROUGH_DURATION_TOLERANCE = 0.06;

/** Whether a figure counts how often something recurs: "every two hours". */
export function isInterval(tokens: readonly Token[], n: NumberMention): boolean {
  return tokens[n.from - 1]?.lower === "every";
}

/** Whether two durations (durationOf, in seconds) are the same, as rounded figures are. */
export function sameDuration(a: number, b: number, tolerance = DURATION_TOLERANCE): boolean {
  const scale = Math.max(Math.abs(a), Math.abs(b));
  return scale === 0 || Math.abs(a - b) / scale <= tolerance;
}

/** Whether two mentions are of a kind that can contradict each other (a year against a year, money against money). */
export function comparable(a: NumberMention, b: NumberMention): boolean {
  if (a.kind === "quantity" || b.kind === "quantity") return a.kind === b.kind && a.dimension === b.dimension;
  if (a.kind === b.kind) return true;
  return (a.kind === "number" && b.kind === "money") || (a.kind === "money" && b.kind === "number");
}
