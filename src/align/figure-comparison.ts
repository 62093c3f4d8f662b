/**
 * A claim's comparison read from two sentences that each give one side a figure of what it compares: "The Family plan
 * allows more offline downloads than the Solo plan" against "Family plan: 20 offline downloads per month." and "Solo
 * plan: 40 offline downloads per month."; "K2 is taller than Mount Everest" against their two heights. Neither sentence
 * compares, so neither alone states or contradicts the claim; their figures together do. An order of events is such a
 * comparison too, by the year each sentence gives its side's event: "Mozart was born after Beethoven" against "Mozart
 * was born in 1756." and "Beethoven was born in 1770.".
 */
import type { Sentence, Token } from "../text/analyze.js";
import { MEASURE_ADJECTIVES, type MeasureDimension } from "../text/lexicon.js";
import type { NumberMention } from "../text/numbers.js";
import { amountDirection, comparisonOf, entityIn, type ClaimFrame } from "./align.js";
import type { Entity } from "./slots.js";

/** One side's figure, as a sentence gives it. */
export interface ComparedFigure {
  /** The claim's subject (the side before "than") or the side after it. */
  readonly side: "subject" | "other";
  readonly value: number;
  /** How far off the value may be, relative (a unit that leaves open which one it is). */
  readonly spread: number;
  /** The figure with what it counts, as written ("20 offline downloads", "8,611 m"). */
  readonly text: string;
}

/** What the claim compares and how: the sides' names, the measure, and which side the claim says has more of it. */
export interface FigureComparison {
  /** The comparison as the claim words it ("more downloads than Solo"). */
  readonly text: string;
  readonly subject: readonly Entity[];
  readonly other: readonly Entity[];
  /**
   * The noun counted ("download"), the dimension measured, or, for an order of events, the verb (lemma) of each side's
   * event ("begin" for the subject of "The French Revolution began before the Declaration was adopted", "adopt" for the
   * other side; the subject's verb for both when the other side has none: "born after Beethoven"), or, for an age
   * ("older than", "newer than"), the year each side was made, opened, founded or born (madeIn).
   */
  readonly measure: { readonly noun: string } | { readonly dimension: MeasureDimension } | { readonly eventVerbs: { readonly subject: string; readonly other: string } } | { readonly madeIn: true };
  /** 1: the claim's subject has more of the measure than the other side (for events: a later year); -1: less. */
  readonly direction: 1 | -1;
}

/** Words that order two events, with the direction of the subject's year against the other's. */
const ORDER_WORDS: ReadonlyMap<string, 1 | -1> = new Map([["before", -1], ["after", 1]]);

/** Words a sentence orders two events by, in either direction ("preceded", "14 years later"). */
const ORDERING_WORDS = new Set(["before", "after", "earlier", "later", "prior", "precede", "follow"]);

/** Whether the comparison is an order of two events (eventOrderOf), which only years or an ordering sentence state. */
export function isEventOrder(fc: FigureComparison | null): boolean {
  return fc !== null && ("eventVerbs" in fc.measure || "madeIn" in fc.measure);
}

/** Ages compared, by the direction of the subject's year against the other's: "older" is made earlier. */
const AGE_ADJECTIVES: ReadonlyMap<string, 1 | -1> = new Map([["old", -1], ["young", 1], ["new", 1]]);

/** Words that say when a thing came to be: built, completed, opened, founded, born ("Construction began in 1961"). */
const MAKING_WORDS: ReadonlySet<string> = new Set(["build", "built", "complete", "completed", "open", "opened", "found", "founded", "establish", "established", "construct", "constructed", "construction", "erect", "erected", "finish", "finished", "create", "created", "bear", "born", "inaugurate", "inaugurated", "consecrate", "consecrated"]);

/** Whether a sentence orders events itself, so it may state a claim's order: "Beethoven was born 14 years after Mozart". */
export function statesAnOrder(s: Sentence): boolean {
  return s.tokens.some((t) => ORDERING_WORDS.has(t.lower) || ORDERING_WORDS.has(t.lemma));
}

const isVerb = (t: Token) => t.pos === "VERB" || (t.pos === "AUX" && t.lemma !== "be" && t.lemma !== "have");

/**
 * The claim's order of two named events ("X was born after Y", "X began before Y was adopted"), or null: one "before"
 * or "after" with a verb and a name on each side of it (the other side's verb may be left out). Years decide it.
 */
function eventOrderOf(frame: ClaimFrame): FigureComparison | null {
  const tokens = frame.sentence.tokens;
  const at = tokens.findIndex((t) => ORDER_WORDS.has(t.lower));
  if (at < 0 || tokens.findIndex((t, i) => i > at && ORDER_WORDS.has(t.lower)) >= 0) return null;
  // A figure of the claim's own dates it already ("born in 1756, before…"): not a comparison of two sides' years.
  if (frame.sentence.numbers.length > 0) return null;
  const subjectVerb = tokens.slice(0, at).findLast(isVerb);
  if (!subjectVerb) return null;
  const otherVerb = tokens.slice(at + 1).find(isVerb) ?? subjectVerb;
  const subject = frame.slots.entities.filter((e) => e.first < at && e.preposition === "" && !e.generic);
  const other = frame.slots.entities.filter((e) => e.first > at && !e.generic);
  if (subject.length === 0 || other.length === 0) return null;
  const text = tokens.slice(tokens.indexOf(subjectVerb), other[0]!.first).map((t) => t.text).join(" ") + ` ${other[0]!.text}`;
  return { text, subject, other, measure: { eventVerbs: { subject: subjectVerb.lemma, other: otherVerb.lemma } }, direction: ORDER_WORDS.get(tokens[at]!.lower)! };
}

/** Words of paying a bare "more"/"less than" compares by price ("costs more than", "charges less than"). */
const PRICE_VERBS = new Set(["cost", "charge", "pay", "sell"]);

/** The claim's comparison when a figure on each side can decide it, or null (most claims compare nothing). */
export function figureComparisonOf(frame: ClaimFrame): FigureComparison | null {
  const c = comparisonOf(frame.sentence);
  if (!c) return eventOrderOf(frame);
  const degree = amountDirection(c);
  if (degree === 0) return null;
  const tokens = frame.sentence.tokens;
  const than = tokens.findIndex((t) => t.lower === "than");
  const other = frame.slots.entities.filter((e) => e.first > than);
  // The compared side before "than", not a name a preposition places it by ("from the Sun" of "farther from the Sun").
  // Nor the named things counted ("World Cups" of "more World Cups than").
  const subject = frame.slots.entities.filter((e) => e.first < than && e.last !== than - 1 && e.preposition === "" && !other.some((o) => o.words.some((w) => e.words.includes(w))));
  if (other.length === 0 || subject.length === 0) return null;
  const base = c.comparative.split(" ").slice(1).join(" ");
  const adjective = MEASURE_ADJECTIVES.get(base);
  const text = `${c.text} than ${other[0]!.text}`;
  const age = AGE_ADJECTIVES.get(base);
  if (age !== undefined) return { text, subject, other, measure: { madeIn: true }, direction: degree === 1 ? age : age === 1 ? -1 : 1 };
  if (adjective) return { text, subject, other, measure: { dimension: adjective.dimension }, direction: degree === adjective.direction ? 1 : -1 };
  if (base === "") {
    // A bare "more"/"less than": a price, when the claim pays ("costs more than").
    if (!tokens.some((t) => PRICE_VERBS.has(t.lemma))) return null;
    return { text, subject, other, measure: { dimension: "money" }, direction: degree };
  }
  const counted = tokens.some((t) => t.lemma === base && (t.pos === "NOUN" || t.pos === "VERB" || t.pos === "PROPN"));
  return counted ? { text, subject, other, measure: { noun: base }, direction: degree } : null;
}

/**
 * The side of the comparison a sentence is about (it names one side and not the other) with the one figure it gives
 * of the measure, or null. `source` is the text the sentence was analysed from; `lowers` its words (slotsOf).
 */
export function comparedFigureIn(fc: FigureComparison, s: Sentence, source: string, lowers: ReadonlySet<string>): ComparedFigure | null {
  const ofSubject = fc.subject.some((e) => entityIn(e, lowers));
  const ofOther = fc.other.some((e) => entityIn(e, lowers));
  if (ofSubject === ofOther) return null;
  const figures = s.numbers.filter((m) => m.bound === undefined && measures(fc, s.tokens, m, ofSubject ? "subject" : "other"));
  // Two figures of the measure in one sentence (a range, a before and after): not the one figure of its side.
  if (figures.length !== 1) return null;
  const m = figures[0]!;
  const end = "noun" in fc.measure ? countedNounAt(s.tokens, m, fc.measure.noun) : m.to;
  // As written, without the full stop an abbreviated unit keeps ("8,611 m.").
  const text = source.slice(s.tokens[m.from]!.start, s.tokens[end]!.end).replace(/\.$/, "");
  return { side: ofSubject ? "subject" : "other", value: m.value, spread: m.spread ?? 0, text };
}

/** Whether the claim's comparison holds between the two sides' figures; null when they are too close to tell. */
export function figuresAgree(fc: FigureComparison, a: ComparedFigure, b: ComparedFigure): boolean | null {
  const subject = a.side === "subject" ? a : b;
  const other = a.side === "subject" ? b : a;
  const spread = Math.max(subject.spread, other.spread) * Math.max(Math.abs(subject.value), Math.abs(other.value));
  if (spread > 0 && Math.abs(subject.value - other.value) <= spread) return null;
  // Two events of one year may have come in either order.
  if (isEventOrder(fc) && subject.value === other.value) return null;
  return Math.sign(subject.value - other.value) === fc.direction;
}

/** How far past a figure the noun it counts may stand ("20 offline downloads"). */
const COUNTED_REACH = 3;

/** How far before a count of times the thing won or done may stand ("won the FIFA World Cup five times"). */
const TIMES_OBJECT_REACH = 5;

/** The counted noun: its lemma, or a name's word in the singular ("Cup" of "World Cups", which wink does not lemmatise). */
function countsNoun(t: Token, noun: string): boolean {
  return t.lemma === noun || (t.pos === "PROPN" && noun.endsWith("s") && t.lower === noun.slice(0, -1));
}

/**
 * The index of the noun a figure counts: after it ("20 offline downloads"), or before a count of times, as the thing done
 * that many times ("won the World Cup five times" counts World Cups won); -1 if none.
 */
function countedNounAt(tokens: readonly Token[], m: NumberMention, noun: string): number {
  for (let i = m.to + 1; i <= m.to + COUNTED_REACH && i < tokens.length; i++) if (countsNoun(tokens[i]!, noun)) return i;
  if (tokens[m.to + 1]?.lower !== "times") return -1;
  for (let i = m.from - 1; i >= 0 && i >= m.from - TIMES_OBJECT_REACH; i--) if (countsNoun(tokens[i]!, noun)) return m.to + 1;
  return -1;
}

function measures(fc: FigureComparison, tokens: readonly Token[], m: NumberMention, side: ComparedFigure["side"]): boolean {
  if ("noun" in fc.measure) return m.kind === "number" && countedNounAt(tokens, m, fc.measure.noun) >= 0;
  // The year of the side's own event, said with its verb: "Beethoven was born in 1770", not "Beethoven died in 1827".
  if ("madeIn" in fc.measure) return m.kind === "year" && tokens.some((t) => MAKING_WORDS.has(t.lemma) || MAKING_WORDS.has(t.lower));
  if ("eventVerbs" in fc.measure) {
    const verb = fc.measure.eventVerbs[side];
    return m.kind === "year" && tokens.some((t) => t.lemma === verb && isVerb(t));
  }
  if (fc.measure.dimension === "money") return m.kind === "money" && m.value > 0;
  return m.dimension === fc.measure.dimension;
}
