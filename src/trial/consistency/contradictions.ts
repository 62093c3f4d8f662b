/**
 * Embedded contradiction finder. Statements of page A and page B are paired by alignment, not by wording: two
 * clauses pair when they share what they are about (concepts, after synonyms fold: "Adult tickets cost" ≈ "Entry
 * for adults is") and one slot is substituted: a value (amount, measured quantity after unit conversion, date,
 * time, percentage, count, ordinal), the polarity (negation or antonym), or the name in object position; and one
 * role held by two people, however each page writes it (roles.ts).
 * A word on one side only that names the subject ("Children's tickets", "The Bergen desk") means a different
 * subject; words that only qualify the value ("…within 14 days of delivery") do not. It never decides which page
 * is right. Pairing is bounded: candidates come from an inverted index over concepts with capped posting lists.
 */
import { analyseStatement, analyseText, type AnalysedStatement, type Clause, type TextAnalysis } from "./analysis.js";
import { antonymsOf } from "../../text/lexicon.js";
import { conceptsOfText } from "./lexicon.js";
import { MAX_CORE_CALLS, rankConflict } from "./ranks.js";
import { hoursConflict, whenKey, whenOf, type When } from "./hours.js";
import { heldCountsOf } from "./counts.js";
import { noticePeriodOf, rivalNotice, type NoticePeriod } from "./notice.js";
import { BUSINESS_NOUNS, foundingYearOf } from "./founding.js";
import { rivalHolders, roleHoldersOf } from "./roles.js";
import { asStatement, type Statement } from "./statement.js";
import { tokenizeAll } from "./tokens.js";
import { comparable, sameValue, type SentenceValue, type ValueKind } from "./values.js";

export type ConflictKind = Exclude<ValueKind, "quantity"> | "name" | "negation" | "quantifier";

export interface SentencePair {
  readonly kind: ConflictKind;
  /** The concepts both statements share (what they are about). */
  readonly subject: string;
  readonly a: string;
  readonly b: string;
  /** The disagreeing values, as written on each page. */
  readonly valueA: string;
  readonly valueB: string;
  readonly overlap: number;
  /** False when that side's statement is not rendered (JSON-LD, hidden markup). */
  readonly renderedA: boolean;
  readonly renderedB: boolean;
}

export interface FinderOptions {
  readonly focus?: string | null;
  readonly maxResults?: number;
  /** Each page's title and main heading: words of the site's own name are no subject of their own. */
  readonly topics?: readonly [string, string];
}

export interface FinderResult {
  readonly pairs: SentencePair[];
  /** Distinct statements compared across both pages. */
  readonly checked: number;
}

/** A concept on more statements than this says little about the subject ("page", "year") and is not indexed. */
const MAX_POSTINGS = 200;
const MAX_CANDIDATES_PER_CLAUSE = 100;
/** Role holders read per page at most (roles.ts): their pairs are compared all against all. */
const MAX_ROLE_HOLDERS = 100;
/** Statements giving the business's founding year read per page at most (founding.ts), compared all against all. */
const MAX_FOUNDINGS = 20;
/** Counts of what the business has read per page at most (counts.ts), compared all against all. */
const MAX_HELD_COUNTS = 100;
/** Notice periods read per page at most (notice.ts), compared all against all. */
const MAX_NOTICES = 20;
/** Upper bound on clause pairs compared per request, so a hostile pair of pages stays cheap. */
const MAX_COMPARISONS = 200_000;

interface Side {
  readonly s: AnalysedStatement;
  readonly c: Clause;
  /** Clause concepts plus the sentence subject: what this clause states something about. */
  readonly own: Map<string, boolean>;
  /** Everything the statement gives as its subject: own concepts, subject, structural context. */
  readonly reach: Set<string>;
  /** The days and months the clause speaks of, else its statement (hours.ts). */
  readonly when: When;
}

/**
 * Index keys of a clause: what it is about, plus its plain numbers ("room 17", "model 3"), which name things as
 * often as they count them, so two statements about room 17 meet even when every word is on every line.
 */
function keysOf(side: Side): string[] {
  const keys = [...side.reach];
  for (const v of side.c.values) if (v.kind === "number" && v.dim === "") keys.push(`#${v.amount}`);
  // Hours of the same days meet, however each names them ("weekdays" / "Monday – Friday").
  const when = whenKey(side.when);
  if (when !== "" && side.c.values.some((v) => v.kind === "time")) keys.push(when);
  return keys;
}

function sideOf(s: AnalysedStatement, c: Clause, neutral: Set<string>): Side {
  const own = new Map<string, boolean>();
  for (const word of s.subject) if (!neutral.has(word)) own.set(word, true);
  for (const [word, pre] of c.concepts) if (!neutral.has(word) && !own.has(word)) own.set(word, pre);
  const reach = new Set<string>(own.keys());
  for (const word of s.context) if (!neutral.has(word)) reach.add(word);
  return { s, c, own, reach, when: c.values.some((v) => v.kind === "time") ? whenOfClause(s, c) : NO_WHEN };
}

const NO_WHEN: When = { days: "", months: "" };

/** The days and months a clause with a time speaks of: its own, else its statement's (with a FAQ question or heading). */
function whenOfClause(s: AnalysedStatement, c: Clause): When {
  const own = whenOf(c.text);
  return whenKey(own) !== "" ? own : whenOf(`${s.text} ${s.statement.context ?? ""}`);
}

/**
 * Words one side states that the other does not give anywhere (its clause, subject or context); `afterValueOnly`: only
 * those after the value (a FAQ answer's, whose subject the question gives).
 */
function extras(x: Side, y: Side, ignore: Set<string>, afterValueOnly = false): { pre: boolean; count: number } {
  let pre = false;
  let count = 0;
  for (const [word, before] of x.own) {
    if ((afterValueOnly && before) || ignore.has(word) || y.own.has(word) || y.s.context.has(word) || y.s.subject.has(word)) continue;
    count++;
    if (before) pre = true;
  }
  return { pre, count };
}

/**
 * Words of a FAQ question that ask rather than name ("How much is…", "What does … cost?"): the rest of the question
 * is the answer's subject.
 */
const QUESTION_WORDS = new Set(["much", "many", "long", "far", "often", "price", "cost", "take", "need", "give", "get", "pay"]);

/**
 * A FAQ answer whose question names what the other side is about: the question's words are there, all of them, or all
 * but one of three or more ("How much is a check-up?" / "Check-up and examination, Fee, €55"). Then the answer's own
 * words before its value say the subject again in other words ("A routine examination with us is €45").
 */
function answersAbout(x: Side, y: Side): boolean {
  if (x.s.statement.source !== "faq" || x.s.context.size === 0) return false;
  // A compound's parts are read with it ("check" of "check-up").
  const parts = new Set([...x.s.context].flatMap((w) => (w.includes("-") ? w.split("-") : [])));
  const asked = [...x.s.context].filter((w) => !QUESTION_WORDS.has(w) && !parts.has(w));
  // A question of three words or more may name the thing by a word the other side leaves to its heading ("How much is
  // the evening Spanish course?" / "Evening Spanish (adults), Price, €280").
  const named = asked.filter((w) => y.own.has(w) || y.s.subject.has(w)).length;
  return asked.length > 0 && named >= (asked.length >= 3 ? asked.length - 1 : asked.length);
}

/** Same subject and predicate: at most one side adds words, and only words that qualify the value. */
function aligned(a: Side, b: Side, ignore = new Set<string>()): boolean {
  const [aboutB, aboutA] = [answersAbout(a, b), answersAbout(b, a)];
  // A clause with nothing of its own to say what it is about ("it takes about 30 minutes") pairs only as the answer
  // to a question that names the other side's subject.
  if ((a.own.size === 0 && !aboutB) || (b.own.size === 0 && !aboutA)) return false;
  // Such an answer's own words before its value say the question's subject again; those after it still qualify it.
  const ea = extras(a, b, ignore, aboutB);
  const eb = extras(b, a, ignore, aboutA);
  if (ea.count > 0 && eb.count > 0) return false;
  if (ea.pre || eb.pre) return false;
  let shared = 0;
  for (const word of a.reach) if (b.reach.has(word) && !ignore.has(word)) shared++;
  return shared > 0;
}

type Found = { kind: ConflictKind; valueA: string; valueB: string };

function kindOf(v: SentenceValue): ConflictKind {
  return v.kind === "quantity" ? "number" : v.kind;
}

/** Exactly one group of comparable values differs (two differing groups are usually two time points). */
function valueConflict(a: Clause, b: Clause): Found | null | "equal" {
  if (a.values.length === 0 && b.values.length === 0) return "equal";
  let differing: Found | null = null;
  let groups = 0;
  const seen = new Set<string>();
  for (const va of a.values) {
    const group = `${va.kind}\u0000${va.dim}`;
    if (seen.has(group)) continue;
    seen.add(group);
    const xs = a.values.filter((v) => comparable(v, va));
    const ys = b.values.filter((v) => comparable(v, va));
    if (ys.length === 0) continue;
    groups++;
    const missingA = xs.filter((x) => !ys.some((y) => sameValue(x, y)));
    const missingB = ys.filter((y) => !xs.some((x) => sameValue(x, y)));
    if (missingA.length === 0 && missingB.length === 0) continue;
    // Lists and ranges of different length ("5 to 7 days" vs "7 days") are not one substituted value.
    if (xs.length !== ys.length || xs.length > 2 || missingA.length === 0 || missingB.length === 0) return null;
    if (differing) return null;
    differing = { kind: kindOf(missingA[0]!), valueA: missingA[0]!.text, valueB: missingB[0]!.text };
  }
  if (differing) return differing;
  const sameShape = groups > 0 && a.values.length === b.values.length;
  return sameShape || (a.values.length === 0 && b.values.length === 0) ? "equal" : null;
}

function compare(a: Side, b: Side, budget: { core: number }): Found | null {
  if (a.c.alternative || b.c.alternative) return null;
  // A range of hours against one of its ends (hours.ts): only clauses of two values against one.
  if (a.c.values.length === 2 && b.c.values.length === 1) {
    const hours = hoursConflict({ values: a.c.values, when: a.when }, { values: b.c.values, clause: b.c.text, when: b.when });
    if (hours) return { kind: "time", valueA: hours.valueRange, valueB: hours.valueOne };
  } else if (a.c.values.length === 1 && b.c.values.length === 2) {
    const hours = hoursConflict({ values: b.c.values, when: b.when }, { values: a.c.values, clause: a.c.text, when: a.when });
    if (hours) return { kind: "time", valueA: hours.valueOne, valueB: hours.valueRange };
  }
  const values = valueConflict(a.c, b.c);
  // Of a founding, a business noun names the site's subject as its own name does ("The practice was founded in 2003" /
  // "Lee Quay Dental was founded in 1998").
  const founding = a.c.concepts.has("found") && b.c.concepts.has("found") ? BUSINESS_NOUNS : undefined;
  if (values !== null && values !== "equal") return aligned(a, b, founding) ? values : null;
  if (values === "equal") {
    const found = samePlace(a, b);
    if (found) return found;
  }
  // Ranks and quantifiers ("the oldest" / "the second oldest", "all" / "some"): the shared alignment core reads them.
  if ((a.c.ranked || b.c.ranked) && aligned(a, b) && budget.core-- > 0) return rankConflict(a.c.text, b.c.text);
  return null;
}

/** Same values (or none): a flipped polarity, or one substituted name, over the same subject and predicate. */
function samePlace(a: Side, b: Side): Found | null {
  // Polarity: negation words, the finder's antonym classes ("closed" = not open) and WordNet antonym swaps.
  const swaps = a.c.bases.size >= 2 ? antonymSwaps(a, b) : -1;
  if (swaps >= 0 && (a.c.negative !== b.c.negative) !== (swaps % 2 === 1)) {
    return { kind: "negation", valueA: a.c.negative ? "negated" : "affirmed", valueB: b.c.negative ? "negated" : "affirmed" };
  }
  // Same polarity: one name substituted in the object slot ("designed by Gustave Eiffel" / "…Maurice Koechlin").
  if (a.c.negative === b.c.negative && a.c.objectNames.length > 0 && b.c.objectNames.length > 0) {
    const lowerB = new Set(b.c.objectNames.map((n) => n.toLowerCase()));
    const lowerA = new Set(a.c.objectNames.map((n) => n.toLowerCase()));
    const onlyA = a.c.objectNames.filter((n) => !lowerB.has(n.toLowerCase()));
    const onlyB = b.c.objectNames.filter((n) => !lowerA.has(n.toLowerCase()));
    if (onlyA.length === 1 && onlyB.length === 1) {
      const ignore = new Set([...a.c.nameWords, ...b.c.nameWords]);
      const strict = extras(a, b, ignore).count === 0 && extras(b, a, ignore).count === 0;
      if (strict && aligned(a, b, ignore)) return { kind: "name", valueA: onlyA[0]!, valueB: onlyB[0]! };
    }
  }
  return null;
}

/**
 * Both clauses speak of the same thing: their concepts (antonym classes folded) are the same set once WordNet
 * antonyms are paired ("increased" / "decreased"). Returns how many such pairs there are, or -1 when the sets differ.
 */
function antonymSwaps(a: Side, b: Side): number {
  const strip = (x: Side) => new Set([...x.own.keys()].map((w) => w.replace(/~$/, "")));
  const sa = strip(a);
  const sb = strip(b);
  const inOther = (w: string, y: Side, ys: Set<string>) => ys.has(w) || y.s.context.has(w) || y.s.subject.has(w);
  const onlyA = [...sa].filter((w) => !inOther(w, b, sb));
  const onlyB = new Set([...sb].filter((w) => !inOther(w, a, sa)));
  if (![...sa].some((w) => sb.has(w))) return -1;
  let swaps = 0;
  for (const w of onlyA) {
    const partner = antonymsOf(w).find((x) => onlyB.has(x));
    if (partner === undefined) return -1;
    onlyB.delete(partner);
    swaps++;
  }
  return onlyB.size === 0 ? swaps : -1;
}

/**
 * A fact read from one statement whatever else it says (a role's holder, a founding year, a count held, a notice
 * period): each page's readings are paired with the other's, at most `max` per page, and two rival ones reported.
 */
interface StatementFact<T> {
  readonly max: number;
  readonly read: (st: Statement) => readonly T[];
  readonly rival: (a: T, b: T) => boolean;
  readonly pair: (a: T, b: T) => { kind: ConflictKind; subject: string; valueA: string; valueB: string; focused: boolean };
}

export function findContradictions(
  sentencesA: readonly (string | Statement)[],
  sentencesB: readonly (string | Statement)[],
  options: FinderOptions = {},
): FinderResult {
  const uniqueOf = (list: readonly (string | Statement)[]) => {
    const unique = new Map<string, Statement>();
    for (const item of list) {
      const statement = asStatement(item);
      const key = `${statement.quote}\u0000${statement.text ?? ""}\u0000${statement.context ?? ""}`.toLowerCase();
      if (!unique.has(key)) unique.set(key, statement);
    }
    return [...unique.values()];
  };
  const listA = uniqueOf(sentencesA);
  const listB = uniqueOf(sentencesB);
  // Pages of one site repeat much of their text: each distinct text is tokenised once for both pages.
  const texts = [...new Set([...listA, ...listB].map((s) => s.text ?? s.quote))];
  const tokenized = tokenizeAll(texts);
  const tokensOf = new Map(texts.map((t, i) => [t, tokenized[i]!]));
  const analyses = new Map<string, TextAnalysis | null>();
  const analyseAll = (list: readonly Statement[]) => {
    const out: AnalysedStatement[] = [];
    for (const s of list) {
      const text = s.text ?? s.quote;
      const oneClause = s.text !== undefined && s.source === "table";
      const key = `${oneClause ? "t" : "s"}${text}`;
      let analysis = analyses.get(key);
      if (analysis === undefined) analyses.set(key, (analysis = analyseText(tokensOf.get(text)!, oneClause)));
      const analysed = analyseStatement(s, analysis);
      if (analysed) out.push(analysed);
    }
    return out;
  };
  const A = analyseAll(listA);
  const B = analyseAll(listB);
  const keysA = new Set(A.map((x) => x.key));
  const keysB = new Set(B.map((x) => x.key));
  const distinct = new Set([...A, ...B].map((x) => x.statement.quote.toLowerCase()));

  // The site's own name (in both pages' titles) is context, never a distinguishing subject.
  const [topicA, topicB] = options.topics ?? ["", ""];
  const ta = conceptsOfText(topicA);
  const neutral = new Set([...conceptsOfText(topicB)].filter((w) => ta.has(w)));

  const sidesB: Side[] = [];
  const index = new Map<string, number[]>();
  for (const s of B) {
    for (const c of s.clauses) {
      const side = sideOf(s, c, neutral);
      const id = sidesB.push(side) - 1;
      for (const word of keysOf(side)) {
        let list = index.get(word);
        if (!list) index.set(word, (list = []));
        if (list.length <= MAX_POSTINGS) list.push(id);
      }
    }
  }

  const focusWords = conceptsOfText(options.focus ?? "");
  const found = new Map<string, SentencePair & { focused: boolean }>();
  let comparisons = 0;
  const budget = { core: MAX_CORE_CALLS };
  outer: for (const s of A) {
    const textA = s.statement.quote;
    for (const c of s.clauses) {
      const a = sideOf(s, c, neutral);
      // The most specific shared words first; a word on very many statements is skipped.
      const lists = keysOf(a).map((w) => index.get(w)).filter((l): l is number[] => l !== undefined && l.length <= MAX_POSTINGS);
      lists.sort((x, y) => x.length - y.length);
      const candidates = new Set<number>();
      for (const list of lists) {
        for (const id of list) {
          if (candidates.size >= MAX_CANDIDATES_PER_CLAUSE) break;
          candidates.add(id);
        }
      }
      for (const id of candidates) {
        if (++comparisons > MAX_COMPARISONS) break outer;
        const b = sidesB[id]!;
        // Both statements on both pages: a page that disagrees with itself, not a difference between the pages.
        if (b.s.key === s.key || (keysB.has(s.key) && keysA.has(b.s.key))) continue;
        const conflict = compare(a, b, budget);
        if (!conflict) continue;
        const key = [textA, b.s.statement.quote, conflict.kind, conflict.valueA, conflict.valueB].join("\u0000");
        if (found.has(key)) continue;
        const shared = [...a.reach].filter((w) => b.reach.has(w));
        const overlap = shared.length / Math.max(1, new Set([...a.reach, ...b.reach]).size);
        const focused = focusWords.size > 0 && [...focusWords].some((w) => a.reach.has(w) || b.reach.has(w));
        found.set(key, {
          ...conflict,
          a: textA,
          b: b.s.statement.quote,
          subject: shared.slice(0, 8).join(" "),
          overlap,
          renderedA: s.statement.rendered !== false,
          renderedB: b.s.statement.rendered !== false,
          focused,
        });
      }
    }
  }
  // Facts read from each statement's tokens whatever else it says, each page's against the other's.
  const tokensOfStatement = (st: Statement) => tokensOf.get(st.text ?? st.quote)!;
  const focusOn = (...words: string[]) => focusWords.size > 0 && words.some((w) => focusWords.has(w));
  const isSiteWord = (t: { lower: string }) => [...conceptsOfText(t.lower)].some((w) => neutral.has(w));
  const pairAll = <T>(f: StatementFact<T>) => {
    const read = (list: readonly Statement[]) => list.flatMap((st) => f.read(st).map((value) => ({ value, st }))).slice(0, f.max);
    const readB = read(listB);
    for (const { value: va, st: sa } of read(listA)) {
      for (const { value: vb, st: sb } of readB) {
        if (!f.rival(va, vb)) continue;
        const p = f.pair(va, vb);
        const key = [sa.quote, sb.quote, p.kind, p.valueA, p.valueB].join("\u0000");
        if (!found.has(key)) found.set(key, { ...p, a: sa.quote, b: sb.quote, overlap: 1, renderedA: sa.rendered !== false, renderedB: sb.rendered !== false });
      }
    }
  };
  // One role given to two people ("Our head coach Priya Nandakumar" / "Daniel Okafor, our head coach").
  pairAll({ max: MAX_ROLE_HOLDERS, read: (st) => roleHoldersOf(tokensOfStatement(st)), rival: rivalHolders, pair: (a, b) => ({ kind: "name", subject: a.role, valueA: a.name, valueB: b.name, focused: focusOn(a.head, ...conceptsOfText(a.name)) }) });
  // The business's founding year, however each page says it ("started by Ian Mackay in 1987" / a JSON-LD foundingDate of 1992).
  pairAll<string>({ max: MAX_FOUNDINGS, read: (st) => [foundingYearOf(tokensOfStatement(st), isSiteWord)].filter((y): y is string => y !== null), rival: (a, b) => a !== b, pair: (a, b) => ({ kind: "date", subject: "found", valueA: a, valueB: b, focused: focusOn("found") }) });
  // How many of a thing the business has ("we have four private rooms" / "book one of our six private rooms").
  pairAll({ max: MAX_HELD_COUNTS, read: (st) => heldCountsOf(tokensOfStatement(st)), rival: (a, b) => a.thing === b.thing && a.count !== b.count, pair: (a, b) => ({ kind: "number", subject: a.thing, valueA: a.text, valueB: b.text, focused: focusOn(...a.thing.split(" ")) }) });
  // How much notice a cancellation needs ("at least 24 hours' notice" / "two full days' notice" under "What is your
  // cancellation policy?").
  pairAll({ max: MAX_NOTICES, read: (st) => [noticePeriodOf(tokensOfStatement(st), st.context ?? "")].filter((p): p is NoticePeriod => p !== null), rival: rivalNotice, pair: (a, b) => ({ kind: "number", subject: "notice", valueA: a.text, valueB: b.text, focused: focusOn("cancel", "notice") }) });
  const rendered = (p: SentencePair) => Number(p.renderedA) + Number(p.renderedB);
  const pairs = [...found.values()].sort(
    (x, y) => Number(y.focused) - Number(x.focused) || rendered(y) - rendered(x) || y.overlap - x.overlap,
  );
  return {
    pairs: pairs.slice(0, options.maxResults ?? 20).map(({ focused: _f, ...p }) => p),
    checked: distinct.size,
  };
}
