/**
 * BASELINE for bench/consistency.ts only: the contradiction finder as it was at e1e29bf (pairs sentences by word
 * overlap), kept verbatim so the bench can compare the alignment-based finder with it in the same run.
 */
/**
 * Embedded contradiction finder: pairs a sentence of page A with a sentence of page B when they say nearly the
 * same thing about the same subject, and reports the pair when they disagree on a number, a date, an amount, a
 * percentage, a name, or a negation. It never decides which page is right.
 */
import { dropReason } from "../../../src/engine/extract/checkworthy.js";
import { analyse, type Token } from "../../../src/engine/extract/nlp.js";
import { isNegated, isNegationWord, namesOf, valuesOf, type SentenceValue, type ValueKind } from "./values.js";

export type ConflictKind = ValueKind | "name" | "negation";

export interface SentencePair {
  readonly kind: ConflictKind;
  /** Words both sentences share (what they are about). */
  readonly subject: string;
  readonly a: string;
  readonly b: string;
  /** The disagreeing values, as written on each page. */
  readonly valueA: string;
  readonly valueB: string;
  readonly overlap: number;
}

interface Analysed {
  readonly text: string;
  readonly key: string;
  readonly content: Set<string>;
  /** Content words that are not names, numbers or negations. */
  readonly core: Set<string>;
  readonly nouns: Set<string>;
  readonly values: SentenceValue[];
  readonly names: string[];
  readonly negated: boolean;
}

const STOP = new Set("a an the of in on at to for by with from as and or but is are was were be been being has have had do does did this that these those it its their his her they he she we you i which who whom whose what when where how than then there here also about into over after before under between during per via".split(" "));
const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"]);

function analyseSentence(text: string): Analysed | null {
  const tokens: Token[] = analyse(text).flatMap((s) => [...s.tokens]);
  if (tokens.length === 0) return null;
  // Pages state facts in headings, table cells and verbless lines too ("Tickets: $25"), so only questions and
  // instructions are left out here.
  const reason = dropReason(text, tokens);
  if (reason === "question" || reason === "instruction") return null;
  const content = new Set<string>();
  const core = new Set<string>();
  const nouns = new Set<string>();
  for (const t of tokens) {
    if (!CONTENT_POS.has(t.pos) || STOP.has(t.lemma) || !/[a-z0-9]/.test(t.lemma)) continue;
    if (isNegationWord(t.lower)) continue;
    content.add(t.lemma);
    if (!t.entity && t.pos !== "NUM" && t.pos !== "PROPN") core.add(t.lemma);
    if (t.pos === "NOUN" || t.pos === "PROPN") nouns.add(t.lemma);
  }
  if (content.size < 2) return null;
  const names = namesOf(tokens);
  // Words inside a name ("des" in "Laurence des Cars") belong to the name, not to what the sentence says.
  for (const word of names.flatMap((n) => n.toLowerCase().split(/[\s-]+/))) core.delete(word);
  return {
    text,
    key: text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim(),
    content,
    core,
    nouns,
    values: valuesOf(tokens),
    names,
    negated: isNegated(tokens),
  };
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

function shared(a: Set<string>, b: Set<string>): string[] {
  return [...a].filter((x) => b.has(x));
}

const VALUE_KINDS: ValueKind[] = ["date", "amount", "percent", "number"];

function valueConflict(a: Analysed, b: Analysed): { kind: ValueKind; valueA: string; valueB: string } | null {
  const differing: { kind: ValueKind; valueA: string; valueB: string }[] = [];
  for (const kind of VALUE_KINDS) {
    const va = a.values.filter((v) => v.kind === kind);
    const vb = b.values.filter((v) => v.kind === kind);
    if (va.length === 0 || vb.length === 0) continue;
    const nb = new Set(vb.map((v) => v.norm));
    const na = new Set(va.map((v) => v.norm));
    const onlyA = va.filter((v) => !nb.has(v.norm) && !(kind === "date" && datesCompatible(v.norm, vb)));
    const onlyB = vb.filter((v) => !na.has(v.norm) && !(kind === "date" && datesCompatible(v.norm, va)));
    if (onlyA.length > 0 && onlyB.length > 0) differing.push({ kind, valueA: onlyA[0]!.text, valueB: onlyB[0]!.text });
  }
  // Different dates plus different figures usually means two time points, each possibly true ("2015: 5 m; 2016: 6 m").
  if (differing.length !== 1) return null;
  return differing[0]!;
}

/** "1889" and "1889-03-31" do not disagree; "1889" and "1887" do. */
function datesCompatible(norm: string, others: readonly SentenceValue[]): boolean {
  return others.some((o) => o.norm.startsWith(norm) || norm.startsWith(o.norm) || norm.startsWith("?") || o.norm.startsWith("?"));
}

function nameConflict(a: Analysed, b: Analysed): { valueA: string; valueB: string } | null {
  const nb = new Set(b.names.map((n) => n.toLowerCase()));
  const na = new Set(a.names.map((n) => n.toLowerCase()));
  const onlyA = a.names.filter((n) => !nb.has(n.toLowerCase()));
  const onlyB = b.names.filter((n) => !na.has(n.toLowerCase()));
  if (onlyA.length !== 1 || onlyB.length !== 1) return null;
  // Both pages must also share at least one name or noun, so the sentences are about the same subject.
  return { valueA: onlyA[0]!, valueB: onlyB[0]! };
}

const MAX_SENTENCES_PER_NOUN = 200;
/** Upper bound on sentence pairs compared per request, so a hostile pair of pages stays cheap. */
const MAX_COMPARISONS = 300_000;

export interface FinderOptions {
  readonly focus?: string | null;
  readonly maxResults?: number;
}

export interface FinderResult {
  readonly pairs: SentencePair[];
  /** Distinct check-worthy statements compared across both pages. */
  readonly checked: number;
}

export function findContradictions(sentencesA: readonly string[], sentencesB: readonly string[], options: FinderOptions = {}): FinderResult {
  const dedupe = (list: readonly string[]) => {
    const seen = new Map<string, Analysed>();
    for (const s of list) {
      const a = analyseSentence(s);
      if (a && !seen.has(a.key)) seen.set(a.key, a);
    }
    return [...seen.values()];
  };
  const A = dedupe(sentencesA);
  const B = dedupe(sentencesB);
  const distinct = new Set([...A.map((x) => x.key), ...B.map((x) => x.key)]);

  // Inverted index over B's nouns keeps the pairing near-linear on long pages.
  const byNoun = new Map<string, number[]>();
  B.forEach((s, i) => s.nouns.forEach((n) => byNoun.set(n, [...(byNoun.get(n) ?? []), i])));

  const focusWords = new Set(
    (options.focus ?? "").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !STOP.has(w)),
  );
  const pairs: (SentencePair & { focused: boolean })[] = [];
  let comparisons = 0;
  for (const a of A) {
    const candidates = new Set<number>();
    // A noun on very many sentences ("year", "page") says little about the subject and would make pairing quadratic.
    for (const n of a.nouns) {
      const list = byNoun.get(n) ?? [];
      if (list.length <= MAX_SENTENCES_PER_NOUN) for (const i of list) candidates.add(i);
    }
    for (const i of candidates) {
      if (++comparisons > MAX_COMPARISONS) break;
      const b = B[i]!;
      if (a.key === b.key) continue;
      const overlap = jaccard(a.content, b.content);
      const coreOverlap = jaccard(a.core, b.core);
      const common = shared(a.content, b.content);
      const commonNouns = shared(a.nouns, b.nouns);
      if (commonNouns.length === 0 || common.length < 2) continue;
      let found: Omit<SentencePair, "a" | "b" | "subject" | "overlap"> | null = null;
      if (coreOverlap >= 0.75 && overlap >= 0.45) {
        const v = valueConflict(a, b);
        if (v) found = v;
      }
      if (!found && a.negated !== b.negated && overlap >= 0.7 && a.values.map((v) => v.norm).join() === b.values.map((v) => v.norm).join()) {
        found = { kind: "negation", valueA: a.negated ? "negated" : "affirmed", valueB: b.negated ? "negated" : "affirmed" };
      }
      if (!found && coreOverlap >= 0.8 && a.negated === b.negated && a.values.map((v) => v.norm).join() === b.values.map((v) => v.norm).join()) {
        const n = nameConflict(a, b);
        if (n && commonNouns.length >= 1) found = { kind: "name", ...n };
      }
      if (!found) continue;
      const focused = focusWords.size > 0 && [...focusWords].some((w) => a.key.includes(w) || b.key.includes(w));
      pairs.push({ ...found, a: a.text, b: b.text, subject: common.slice(0, 8).join(" "), overlap, focused });
    }
  }
  pairs.sort((x, y) => Number(y.focused) - Number(x.focused) || y.overlap - x.overlap);
  return {
    pairs: pairs.slice(0, options.maxResults ?? 20).map(({ focused: _f, ...p }) => p),
    checked: distinct.size,
  };
}
