/**
 * Opening hours: a range on one page ("Thursday 8:30 – 20:00") against one of its ends on the other ("On Thursdays we
 * stay open until 7 pm", "On Saturdays the doors open at 8:00 AM"). The two meet only when they speak of the same days
 * (and months, where either names some): "weekdays" is Monday to Friday, "daily" and "seven days a week" restrict
 * nothing. An end is told by the words of its clause: "until", "close", "shuts" for the closing time, "open", "from"
 * for the opening one. Linear in the text.
 */
import { MONTHS } from "../../text/numbers.js";
import type { SentenceValue } from "./values.js";

const DAY_INDEX: ReadonlyMap<string, number> = new Map(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].flatMap((d, i) => [
    [d, i],
    [`${d}s`, i],
    [d.slice(0, 3), i],
  ]),
);
/** The text module's month names and abbreviations (without "may", too often the verb), from 0. */
const MONTH_INDEX: ReadonlyMap<string, number> = new Map([...MONTHS].map(([word, month]) => [word, month - 1]));
/** Words joining the two ends of a span of days or months ("Monday – Wednesday", "April to October"). */
const SPAN_WORDS = new Set(["-", "–", "—", "to", "through", "thru", "until"]);
const END_CUE = /\b(until|till|close|closes|closing|closed|shut|shuts)\b/;
const START_CUE = /\b(open|opens|opening|from)\b/;

/** The days and months a text speaks of, as sorted index lists joined; "" for none. */
export interface When {
  readonly days: string;
  readonly months: string;
}

/** The days and months of a text ("On Thursdays…", "Monday – Friday", "weekdays", "from April to October"). */
export function whenOf(text: string): When {
  const words: string[] = text.toLowerCase().match(/[a-z]+|[-–—]/g) ?? [];
  const days = new Set<number>();
  const months = new Set<number>();
  const read = (index: ReadonlyMap<string, number>, into: Set<number>, size: number) => {
    for (let i = 0; i < words.length; i++) {
      const at = index.get(words[i]!);
      if (at === undefined) continue;
      const to = SPAN_WORDS.has(words[i + 1] ?? "") ? index.get(words[i + 2] ?? "") : undefined;
      if (to === undefined) {
        into.add(at);
        continue;
      }
      for (let k = at; ; k = (k + 1) % size) {
        into.add(k);
        if (k === to) break;
      }
      i += 2;
    }
  };
  read(DAY_INDEX, days, 7);
  read(MONTH_INDEX, months, 12);
  if (words.includes("weekdays") || words.includes("weekday")) for (let d = 0; d < 5; d++) days.add(d);
  if (words.includes("weekends") || words.includes("weekend")) [5, 6].forEach((d) => days.add(d));
  // Every day restricts nothing: "daily", "seven days a week", "every day".
  if (days.size === 7) days.clear();
  const key = (s: Set<number>) => [...s].sort((x, y) => x - y).join(",");
  return { days: key(days), months: key(months) };
}

/** A key for pairing clauses about the same days and months ("" when a text names none). */
export function whenKey(w: When): string {
  return w.days === "" && w.months === "" ? "" : `#when:${w.days}/${w.months}`;
}

/**
 * The end of a range of hours the other side gives otherwise: `range` holds two times (opening and closing) and `one`
 * a single time its clause marks as an opening or a closing; both speak of the same days and months. The values as
 * written (the range's end first), or null.
 */
export function hoursConflict(range: { values: readonly SentenceValue[]; when: When }, one: { values: readonly SentenceValue[]; clause: string; when: When }): { valueRange: string; valueOne: string } | null {
  const times = range.values.filter((v) => v.kind === "time");
  const single = one.values.filter((v) => v.kind === "time");
  // Only clauses that give nothing but hours: a clause with a price or a count beside a time says something else too.
  if (times.length !== 2 || single.length !== 1 || range.values.length !== 2 || one.values.length !== 1) return null;
  if (range.when.days !== one.when.days || range.when.months !== one.when.months || whenKey(range.when) === "") return null;
  const clause = one.clause.toLowerCase();
  const end = END_CUE.test(clause) ? 1 : START_CUE.test(clause) ? 0 : -1;
  if (end < 0) return null;
  const [mine, theirs] = [times[end]!, single[0]!];
  if (Math.abs(mine.amount - theirs.amount) <= Math.max(mine.slack, theirs.slack)) return null;
  return { valueRange: mine.text, valueOne: theirs.text };
}
