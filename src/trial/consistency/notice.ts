/**
 * How much notice a cancellation needs, as sites write it: "Cancellations require at least 24 hours' notice", "We ask
 * for two full days' notice" (under "What is your cancellation policy?"), "tours can be cancelled free of charge up to
 * 24 hours before departure", "Let us know at least 48 hours before the start". Two pages that ask for two periods
 * contradict each other (the finder reports it as a duration).
 *
 * Only a period of notice (a duration before "notice", or after "at least", "up to", "less than", "no later than" and
 * before "before", "ahead", "in advance" or "prior") in a statement that speaks of cancelling, in its words or in the
 * question or heading it stands under; and never two statements about different things booked ("class" against
 * "membership"). Linear in the statement's tokens.
 */
import type { Token } from "../../engine/extract/nlp.js";
import { valuesOf } from "./values.js";

export interface NoticePeriod {
  readonly seconds: number;
  /** The period as written ("24 hours"). */
  readonly text: string;
  /** The things booked the statement names ("appointment", "class"), by lemma. */
  readonly about: ReadonlySet<string>;
}

/** Words (by lemma, lower case) that make a statement one about cancelling. */
const CANCELLING = new Set(["cancel", "cancellation", "cancellations", "cancelled", "canceled", "cancelling", "canceling", "reschedule", "stop", "stopping"]);
/** Words before a period that make it a bound of notice ("at least 48 hours before"). */
const BOUND_OPENERS = new Set(["least", "to", "than", "later"]);
/** Words after a period that make it notice ahead of something ("48 hours before the start", "a day ahead"). */
const AHEAD = new Set(["before", "ahead", "prior", "advance", "beforehand"]);
/** Things a business takes bookings for: two statements on different ones are on two policies. */
const BOOKED = new Set(["appointment", "class", "lesson", "tour", "booking", "reservation", "membership", "session", "treatment", "course", "room", "stay", "visit", "table", "order", "subscription", "pass", "rental", "event"]);
const MAX_TOKENS = 200;

/** The notice period a statement asks for before a cancellation, or null. `context`: its FAQ question or heading. */
export function noticePeriodOf(allTokens: readonly Token[], context: string): NoticePeriod | null {
  const tokens = allTokens.length > MAX_TOKENS ? allTokens.slice(0, MAX_TOKENS) : allTokens;
  // Most statements say neither "notice" nor "before": they are turned away before the context is read.
  if (!tokens.some((t) => t.lower === "notice" || AHEAD.has(t.lower))) return null;
  const contextWords = context.toLowerCase().split(/[^\p{L}]+/u);
  if (!tokens.some((t) => CANCELLING.has(t.lemma) || CANCELLING.has(t.lower)) && !contextWords.some((w) => CANCELLING.has(w))) return null;
  for (const v of valuesOf(tokens)) {
    if (v.kind !== "quantity" || v.dim !== "duration") continue;
    let after = v.end + 1;
    if (tokens[after]?.text === "'s" || tokens[after]?.text === "'" || tokens[after]?.text === "’s" || tokens[after]?.text === "’") after++;
    const notice = tokens[after]?.lower === "notice";
    const bounded = BOUND_OPENERS.has(tokens[v.start - 1]?.lower ?? "");
    const ahead = AHEAD.has(tokens[after]?.lower ?? "") || (tokens[after]?.lower === "in" && tokens[after + 1]?.lower === "advance");
    if (!notice && !(bounded && ahead)) continue;
    // A capitalised first word ("Classes can be…") may be tagged a name, its lemma left as written.
    const about = new Set<string>();
    for (const t of tokens) {
      const lemma = t.pos === "NOUN" ? t.lemma : t.pos === "PROPN" ? t.lower.replace(/(?:es|s)$/, "") : "";
      if (BOOKED.has(lemma)) about.add(lemma);
      else if (t.pos === "PROPN" && BOOKED.has(t.lower.replace(/s$/, ""))) about.add(t.lower.replace(/s$/, ""));
    }
    for (const w of contextWords) if (BOOKED.has(w) || BOOKED.has(w.replace(/s$/, ""))) about.add(w.replace(/s$/, ""));
    return { seconds: v.amount, text: v.text, about };
  }
  return null;
}

/** Two periods of notice that cannot both be the policy: different lengths, for the same things booked (or unnamed). */
export function rivalNotice(a: NoticePeriod, b: NoticePeriod): boolean {
  if (a.seconds === b.seconds) return false;
  if (a.about.size > 0 && b.about.size > 0 && ![...a.about].some((w) => b.about.has(w))) return false;
  return true;
}
