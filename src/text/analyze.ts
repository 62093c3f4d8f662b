/**
 * Text analysis shared by the alignment core, the judge and the contradiction finder: sentences, tokens, lemmas,
 * stems, numbers and names, with character offsets into the original text so that a quoted sentence is always a
 * verbatim substring of it. Input longer than MAX_ANALYZED_CHARS is cut (offsets stay valid: it is a prefix), so
 * the cost is linear and bounded whatever a page holds.
 */
import { durationUnitOf, extractNumbers, isDayKind, numberKey, type NumberMention } from "./numbers.js";
import { unitAt } from "./units.js";
import { hedgeWidthAt, ORDINAL_WORDS, isNegationCue } from "./lexicon.js";
import { participleVerb, readAlone, stem, wink, type Wink, type WinkDoc, type WinkPipeline } from "./nlp.js";

/** Longest text analysed in one call; the rest of a longer text is not read. */
export const MAX_ANALYZED_CHARS = 20_000;
/** A "sentence" longer than this many tokens (a table flattened into one line) is cut into pieces of this size. */
export const MAX_SENTENCE_TOKENS = 120;
const SEARCH_WINDOW = 64;

export interface Token {
  readonly text: string;
  readonly lower: string;
  readonly lemma: string;
  readonly stem: string;
  readonly pos: string;
  readonly type: string;
  readonly stop: boolean;
  readonly start: number;
  readonly end: number;
}

export interface Sentence {
  /** Character offsets into the analysed text; text.slice(start, end) is the sentence. */
  readonly start: number;
  readonly end: number;
  readonly tokens: readonly Token[];
  /** Content words (no stop words, no punctuation), as match keys. */
  readonly content: readonly Token[];
  readonly keys: ReadonlySet<string>;
  readonly names: ReadonlySet<string>;
  readonly numbers: readonly NumberMention[];
  readonly negations: number;
  readonly hedges: number;
  /** Readings of the sentence kept for reuse (SentenceCache). */
  readonly memo: Map<object, unknown>;
}

/**
 * One reading per sentence, kept on the sentence itself (Sentence.memo) and gone with it. Not a WeakMap keyed by the
 * sentence: V8's minor GC keeps a WeakMap's young keys and their values alive, so a WeakMap cache carried the readings
 * of every sentence of a judge call into the old generation and made scavenges take about a sixth of the call.
 */
export class SentenceCache<T> {
  get(s: Sentence): T | undefined {
    return s.memo.get(this) as T | undefined;
  }

  has(s: Sentence): boolean {
    return s.memo.has(this);
  }

  set(s: Sentence, value: T): void {
    s.memo.set(this, value);
  }
}

export interface AnalyzedText {
  readonly text: string;
  readonly sentences: readonly Sentence[];
}

// Stemming every token is the costliest step of analysis; words repeat, so stems are cached (bounded).
const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, string>();

export function stemOf(lower: string): string {
  let s = stemCache.get(lower);
  if (s === undefined) {
    s = stem(lower);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(lower, s);
  }
  return s;
}

const WORDLIKE = new Set(["word", "number", "ordinal", "decade", "currency", "hashtag", "mention"]);

/** A match key for a token: numbers keep their digits, words use the stem so "completed" meets "completion". */
function keyOf(lemma: string, stem: string, type: string): string {
  if (type !== "word") return lemma;
  return stem.length >= 3 ? stem : lemma;
}

/**
 * wink-nlp's tokenizer remembers tokens it has seen, and runs of dots ("...", "..") come out split differently
 * after it has met them once, which made analysis depend on what was analysed before. Such runs are replaced
 * by a same-length ellipsis + spaces, so offsets still point into the original text; letters wink does not know are
 * read as their base letters (EXTENDED_LATIN).
 */
export function stabilise(text: string): string {
  return breakLongRuns(
    text
      .replace(/\.{2,}/g, (m) => `\u2026${" ".repeat(m.length - 1)}`)
      .replace(EXTENDED_LATIN, plainLetter)
      .replace(HYPHEN_BETWEEN_FIGURES, "\u2013"),
  );
}

/**
 * wink-nlp's tokenizer takes time that grows faster than the length of a run with no space joined by punctuation
 * ("a-a-a-…", "a/a/…": 20,000 characters took about a second, 10,000 a third of it). No word or address of the
 * labelled data runs past 300 characters; a run longer than LONG_RUN gets a space for every LONG_RUN-th character, one
 * code unit for one, so offsets still point into the original text.
 */
const LONG_RUN = 1000;

function breakLongRuns(text: string): string {
  let run = 0;
  let out: string[] | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Whitespace as wink splits on it: space, tab, line breaks, no-break space.
    if (c === 32 || (c >= 9 && c <= 13) || c === 160) {
      run = 0;
      continue;
    }
    if (++run <= LONG_RUN) continue;
    out ??= text.split("");
    out[i] = " ";
    run = 0;
  }
  return out === null ? text : out.join("");
}

/**
 * A hyphen joining two figures with no space ("a 10-7 lead", "1991-1995", "won 3-2") made wink keep them as one
 * token that no reader took for a figure, while the same text with an en dash ("10–7") gave both: the hyphen is
 * read as an en dash, one code unit for one. An ISO date ("2019-05-01") and a longer run are left as written. The
 * pattern opens with the hyphen, its look-behind after it, so the search skips ahead to each hyphen.
 */
const HYPHEN_BETWEEN_FIGURES = /-(?<=(?:^|[^\d-])\d{1,4}-)(?=\d{1,4}(?![\d-]))/g;

/**
 * Letters of Latin Extended-A and -B and Latin Extended Additional, which wink's tokenizer does not know: it cut
 * "Tōhoku" into "T", "ō" and "hoku", "Gdańsk" and "Erdoğan" likewise. Each is read as its base letter, one code unit
 * for one, so offsets still point into the original text (quotes are taken from it; reasons name the plain form).
 * The accented letters of Latin-1 too: wink keeps "café" whole but tags a word it does not know as a proper noun, so
 * "The museum has a café" read as a name swapped for "Mondays" (contradicted at 0.91); "cafe" it knows as a noun.
 */
const EXTENDED_LATIN = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/g;
const NO_DECOMPOSITION: Readonly<Record<string, string>> = { ł: "l", Ł: "L", ı: "i", đ: "d", Đ: "D", ħ: "h", Ħ: "H", œ: "o", Œ: "O", ŧ: "t", Ŧ: "T", ŋ: "n", Ŋ: "N", ĸ: "k" };

function plainLetter(c: string): string {
  const base = c.normalize("NFD")[0]!;
  return /^[A-Za-z]$/.test(base) ? base : (NO_DECOMPOSITION[c] ?? c);
}

/**
 * wink splits "C#", "F#" and "C++" into a letter and symbols, which made "C# was developed by Microsoft" read as a
 * claim about C. A single letter written together with "#" or "++" is joined back into one name, and so is a
 * capitalised name with a dotted suffix ("Node.js", "Amazon.com").
 */
function joinNameTokens(toks: Token[]): Token[] {
  if (!toks.some(mayJoin)) return toks;
  const out: Token[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const next = toks[i + 1];
    // "Node.js", not "Node" and "js".
    const suffix = toks[i + 2];
    if (next?.text === "." && t.type === "word" && suffix?.type === "word" && next.start === t.end && suffix.start === next.end && /^\p{Lu}/u.test(t.text) && /^\p{Ll}/u.test(suffix.text)) {
      const text = `${t.text}.${suffix.text}`;
      const lower = text.toLowerCase();
      out.push({ ...t, text, lower, lemma: lower, stem: lower, pos: "PROPN", stop: false, end: suffix.end });
      i += 2;
      continue;
    }
    if (t.type === "word" && t.text.length === 1 && next && next.start === t.end) {
      const suffix = next.text === "#" ? 1 : next.text === "+" && toks[i + 2]?.text === "+" && toks[i + 2]!.start === next.end ? 2 : 0;
      if (suffix > 0) {
        const last = toks[i + suffix]!;
        const text = t.text + (suffix === 1 ? "#" : "++");
        const lower = text.toLowerCase();
        out.push({ ...t, text, lower, lemma: lower, stem: lower, pos: "PROPN", stop: false, end: last.end });
        i += suffix;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** Whether token i is a word that joinNameTokens might join with what follows it. */
function mayJoin(t: Token, i: number, toks: readonly Token[]): boolean {
  const next = toks[i + 1]?.text;
  return t.type === "word" && (next === "." || next === "#" || next === "+");
}

/** A word with a full stop written into it, as wink reads a few abbreviations ("Sun.", "Jan.", "Mon."). */
const WORD_WITH_DOT = /^\p{L}{2,}\.$/u;

/**
 * Whether token i is a word with the full stop written into it that ends a sentence, before a capitalised word: a noun
 * after "the" ("…closest to the Sun. Venus is…": wink reads "Sun." as Sunday's abbreviation and runs the two together;
 * no abbreviation it knows follows "the"), or a unit after a figure, a slash or a degree sign ("…up to 70 km/h.
 * Ostriches lay…", "…to 220 °C. Bake…").
 */
function endsWithNoun(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (!t.text.endsWith(".") || t.type !== "word" || !next || !/^\p{L}+\.$/u.test(t.text) || !/^\p{Lu}/u.test(next.text)) return false;
  const before = tokens[i - 1];
  // "°C." / "°F." / "degrees C.": a temperature's scale letter, no initial of a name.
  if (before?.text === "/" || before?.text === "°" || (before?.lower === "degrees" && /^[CFK]\.$/.test(t.text))) return true;
  if (!WORD_WITH_DOT.test(t.text)) return false;
  return before?.lower === "the" || (before?.type === "number" && unitAt((j) => tokens[j]?.lower.replace(/\.$/, ""), i) !== undefined);
}

/**
 * The full stop that ends a sentence is no part of its last word: "…the fourth planet from the Sun." (wink reads
 * "Sun." as the abbreviation of Sunday, so the claim's "Sun." did not meet the page's "Sun"), nor of a last capital
 * letter: "…synthesise vitamin C." (an initial is followed by the rest of the name).
 */
function splitFinalDot(toks: Token[]): Token[] {
  const last = toks[toks.length - 1];
  if (!last || last.type !== "word" || !(WORD_WITH_DOT.test(last.text) || /^\p{Lu}\.$/u.test(last.text))) return toks;
  const text = last.text.slice(0, -1);
  const lower = text.toLowerCase();
  const word: Token = { ...last, text, lower, lemma: lower, stem: last.stop ? lower : stemOf(lower), end: last.end - 1 };
  const dot: Token = { text: ".", lower: ".", lemma: ".", stem: ".", pos: "PUNCT", type: "punctuation", stop: false, start: last.end - 1, end: last.end };
  return [...toks.slice(0, -1), word, dot];
}

/**
 * Sentence spans with a split at a dot inside a word put back: "GPT-3.5" ends no sentence (wink splits there; the
 * dot is written between two tokens with no space on either side, and a digit or a lower-case letter follows it).
 * "It ended.Next…" on a page that lost its spaces still ends one.
 */
function joinWordDots(spans: readonly (readonly [number, number])[], tokens: readonly Token[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    const dot = last ? tokens[last[1]] : undefined;
    const before = last ? tokens[last[1] - 1] : undefined;
    const after = tokens[span[0]];
    const inWord = !!dot && dot.text === "." && before?.end === dot.start && after?.start === dot.end && /^[\p{Ll}\d]/u.test(after.text);
    if (last && inWord) last[1] = span[1];
    else out.push([span[0], span[1]]);
  }
  return out;
}

/**
 * Where token value `v` first occurs from `cursor` on, within SEARCH_WINDOW characters, or -1. Tokens follow each
 * other with only spaces between; the window is bounded so hostile text stays linear. Most tokens start at the
 * cursor or one space after it, which is checked first without copying the window out of the text.
 */
function tokenStart(text: string, v: string, cursor: number): number {
  if (v.length === 0) return -1;
  if (text.startsWith(v, cursor)) return cursor;
  if (text.startsWith(v, cursor + 1)) return cursor + 1;
  const at = text.slice(cursor, cursor + SEARCH_WINDOW + v.length).indexOf(v);
  return at >= 0 ? cursor + at : -1;
}

/** The text analyze reads of `input` (its first MAX_ANALYZED_CHARS) through a wink pipeline: tokens' values, types and offsets. */
function readWink(input: string, pipeline: WinkPipeline) {
  const original = input.length > MAX_ANALYZED_CHARS ? input.slice(0, MAX_ANALYZED_CHARS) : input;
  const w = wink(pipeline);
  const its = w.its;
  const text = stabilise(original);
  const doc = w.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const types = tokens.out(its.type) as string[];
  return { original, its, doc, tokens, values, types, ...tokenOffsets(text, values) };
}

export function analyze(input: string): AnalyzedText {
  const { original, its, doc, tokens, values, types, starts, ends } = readWink(input, "pos");
  const lemmas = tokens.out(its.lemma) as string[];
  const poses = tokens.out(its.pos) as string[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];

  const allTokens: Token[] = readWeekdayAbbreviations(readPriceVerbs(readClockWords(readEventNouns(readSymbolAfterCopula(readNameNumeral(readChangeDirection(values.map((v, i) => {
    const lower = v.toLowerCase();
    const lemma = (lemmas[i] ?? lower).toLowerCase();
    const type = types[i] ?? "word";
    // A main verb wink lists as a stop word ("give", "take", "make") is what a claim says: "can give you the flu".
    const stop = (stops[i] ?? false) && poses[i] !== "VERB";
    const stem = type === "word" && !stop ? stemOf(lower) : lemma;
    return {
      text: v,
      lower,
      lemma,
      stem,
      pos: poses[i] ?? "X",
      type,
      stop,
      start: starts[i] ?? 0,
      end: ends[i] ?? 0,
    };
  }))))))));

  const sentences: Sentence[] = [];
  for (const [a, b] of sentenceSpans(doc, its, allTokens)) {
    const toks = readMissingVerb(readOpeningVerbs(readParticipleModifiers(sentenceTokens(allTokens, a, b))));
    const whole = toks.length <= MAX_SENTENCE_TOKENS;
    for (let i = 0; i < toks.length; i += MAX_SENTENCE_TOKENS) sentences.push(buildSentence(whole ? toks : toks.slice(i, i + MAX_SENTENCE_TOKENS)));
  }
  return { text: original, sentences };
}

/**
 * How many sentences analyze(input) returns, read with wink's sentence pipeline alone (no tagging, lemmas or figures):
 * the same tokens and boundaries, for text whose sentences are counted but not read.
 */
export function countSentences(input: string): number {
  const { its, doc, values, types, starts, ends } = readWink(input, "sbd");
  // Only what the boundaries and the token count of a sentence depend on: text, type and offsets.
  const allTokens: Token[] = values.map((v, i) => {
    const lower = v.toLowerCase();
    return { text: v, lower, lemma: lower, stem: lower, pos: "X", type: types[i] ?? "word", stop: true, start: starts[i] ?? 0, end: ends[i] ?? 0 };
  });
  let count = 0;
  for (const [a, b] of sentenceSpans(doc, its, allTokens)) count += Math.ceil(sentenceTokens(allTokens, a, b).length / MAX_SENTENCE_TOKENS);
  return count;
}

/** Words written with a full stop that ends no sentence before a capital ("Mr. Smith", "Mt. Fuji", "p. 280"). */
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "jr", "sr", "vs", "no", "co", "inc", "ltd", "mt", "ft", "gen", "col", "lt", "sgt", "capt", "gov", "sen", "rep", "rev", "prof", "fig", "vol", "pp", "p", "ed", "eds", "est", "approx", "dept", "univ", "corp", "bros", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "etc", "al"]);

/** Whether text[i] is one of . ! ? … (read by code unit: estimateSentences looks at every character). */
export function isTerminatorAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 46 || c === 33 || c === 63 || c === 0x2026;
}
/** Closing quotes and brackets, which may follow a sentence's full stop. */
export const CLOSERS: ReadonlySet<string> = new Set(['"', "'", "\u201d", "\u2019", ")", "]"]);
const OPENERS = new Set(['"', "'", "\u201c", "\u2018", "(", "["]);
const SPACE = /\s/;
/** Whether the character at text[i] is white space (an ASCII test first; the regex only for other characters). */
export function isSpaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? c === 32 || (c >= 9 && c <= 13) : SPACE.test(text[i]!);
}
const OPENS_SENTENCE = /[\p{Lu}\d]/u;
/** The word before a full stop (letters and inner dots: "U.S", "O"). */
const WORD_BEFORE_DOT = /[\p{L}.]{1,12}$/u;
const INITIALISM = /^(?:\p{L}\.)+\p{L}$/u;

/**
 * An estimate of countSentences(input) from punctuation and line breaks alone, for text counted but not read: a line
 * holds one sentence more for each run of [.!?…] (with closing quotes or brackets) followed by white space and a
 * capital or a digit, except a full stop after an initial ("William O. Douglas"), an initialism ("U.S.") or a common
 * abbreviation. The same as the count on 97% of the visible data's evidence texts, off by one on most of the rest
 * (2026-11-28). One pass over the text: each character is looked at a bounded number of times.
 */
export function estimateSentences(input: string): number {
  const text = input.length > MAX_ANALYZED_CHARS ? input.slice(0, MAX_ANALYZED_CHARS) : input;
  let count = 0;
  let lineHasText = false;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lineHasText = false;
      i++;
      continue;
    }
    if (!lineHasText && !isSpaceAt(text, i)) {
      lineHasText = true;
      count++;
    }
    if (!isTerminatorAt(text, i)) {
      i++;
      continue;
    }
    const marks = i;
    while (i < text.length && isTerminatorAt(text, i)) i++;
    const fullStop = i - marks === 1 && c === 46;
    while (i < text.length && CLOSERS.has(text[i]!)) i++;
    const spaces = i;
    while (i < text.length && text[i] !== "\n" && isSpaceAt(text, i)) i++;
    if (i === spaces || i >= text.length || text[i] === "\n") continue;
    const next = OPENERS.has(text[i]!) ? text[i + 1] : text[i];
    if (next === undefined || !OPENS_SENTENCE.test(next)) continue;
    if (fullStop) {
      const before = (WORD_BEFORE_DOT.exec(text.slice(Math.max(0, marks - 12), marks))?.[0] ?? "").toLowerCase();
      if (before.length === 1 || ABBREVIATIONS.has(before) || INITIALISM.test(before)) continue;
    }
    count++;
  }
  return count;
}

/** Offsets: wink keeps token values verbatim, so a forward search from a cursor finds each one. */
function tokenOffsets(text: string, values: readonly string[]): { starts: number[]; ends: number[] } {
  const starts = new Array<number>(values.length);
  const ends = new Array<number>(values.length);
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? "";
    const at = tokenStart(text, v, cursor);
    if (at >= 0) {
      starts[i] = at;
      ends[i] = at + v.length;
      cursor = at + v.length;
    } else {
      starts[i] = cursor;
      ends[i] = cursor;
    }
  }
  return { starts, ends };
}

/** The sentences of a document as inclusive token spans: wink's, split again at line breaks and at "the Sun." before a capital. */
function sentenceSpans(doc: WinkDoc, its: Wink["its"], allTokens: readonly Token[]): Array<[number, number]> {
  // Read in one call: `each` builds an item object with a dozen closures per sentence just to read its span.
  const winkSpans = doc.sentences().out(its.span) as Array<[number, number]>;
  const spans: Array<[number, number]> = [];
  for (const span of joinWordDots(winkSpans, allTokens)) {
    // Line breaks end a sentence too (page text, lists, table cells), and so does "the Sun." before a capital.
    let from = span[0];
    for (let i = span[0]; i <= span[1]; i++) {
      const t = allTokens[i];
      if (t && t.type === "tabCRLF" && t.text.includes("\n")) {
        if (i > from) spans.push([from, i - 1]);
        from = i + 1;
      } else if (i < span[1] && endsWithNoun(allTokens, i)) {
        spans.push([from, i]);
        from = i + 1;
      }
    }
    if (from <= span[1]) spans.push([from, span[1]]);
  }
  return spans;
}

/** A sentence's tokens before they are read: the span's, its final full stop split off, names written with "#", "++" or ".js" joined. */
function sentenceTokens(allTokens: readonly Token[], a: number, b: number): Token[] {
  return joinNameTokens(splitFinalDot(spanTokens(allTokens, a, b)));
}

/** The tokens of span [a, b] that a sentence keeps: no line breaks, nothing empty. */
function spanTokens(tokens: readonly Token[], a: number, b: number): Token[] {
  const out: Token[] = [];
  for (let i = a; i <= b && i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== "tabCRLF" && t.end > t.start) out.push(t);
  }
  return out;
}

/**
 * Nouns of an event whose verb shares no stem with them, with the verb's form that does: "his death in 1827" says
 * "died in 1827", "the discovery of penicillin" says "discovered penicillin".
 */
const EVENT_NOUN_VERBS = new Map([
  ["death", "died"],
  ["birth", "born"],
  ["marriage", "married"],
  ["discovery", "discovered"],
  ["departure", "departed"],
]);

/** Gives an event noun its verb's stem (EVENT_NOUN_VERBS), so the two meet as one content word. */
function readEventNouns(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    const verb = t.pos === "NOUN" ? EVENT_NOUN_VERBS.get(t.lemma) : undefined;
    if (verb) tokens[i] = { ...t, stem: stemOf(verb) };
  });
  return tokens;
}

/** "up" and "down" before a figure say a change's direction: "revenue of $69 billion, down 4.5 percent". */
const CHANGE_DIRECTION = new Map([
  ["up", "rise"],
  ["down", "fall"],
]);

let borrowed: Map<string, string> | undefined;

/**
 * Words whose match key may be another word's stem, with that stem: an event noun or its plural ("death", "deaths" →
 * the stem of "died"), "up" and "down" before a figure ("rise", "fall").
 */
export function borrowedKeys(): ReadonlyMap<string, string> {
  if (!borrowed) {
    borrowed = new Map();
    for (const [noun, verb] of EVENT_NOUN_VERBS) {
      borrowed.set(noun, stemOf(verb));
      borrowed.set(`${noun}s`, stemOf(verb));
    }
    for (const [word, verb] of CHANGE_DIRECTION) borrowed.set(word, verb);
  }
  return borrowed;
}

/** Reads "down 4.5 percent" as "fell 4.5 percent" (lemma and part of speech), so it meets "fell" and opposes "rose". */
function readChangeDirection(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    const verb = CHANGE_DIRECTION.get(t.lower);
    if (verb && tokens[i + 1]?.type === "number") tokens[i] = { ...t, lemma: verb, stem: verb, pos: "VERB", stop: false };
  });
  return tokens;
}

/** Weekdays as opening hours abbreviate them ("Mon–Fri", "Sat 9:00–13:00"), with the full name each stands for. */
const WEEKDAY_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ["mon", "monday"], ["tue", "tuesday"], ["tues", "tuesday"], ["wed", "wednesday"], ["thu", "thursday"], ["thur", "thursday"],
  ["thurs", "thursday"], ["fri", "friday"], ["sat", "saturday"], ["sun", "sunday"],
]);
const FULL_WEEKDAYS = new Set(WEEKDAY_ABBREVIATIONS.values());
/** What joins two days of a list or a span: "Mon–Fri", "Tue & Thu", "Sat, Sun". */
const DAY_JOINERS = new Set(["–", "-", "—", "to", "through", "thru", "&", "and", ",", "/"]);

function abbreviatedWeekday(t: Token | undefined): string | undefined {
  if (!t || t.type !== "word" || !/^\p{Lu}/u.test(t.text)) return undefined;
  return WEEKDAY_ABBREVIATIONS.get(t.lower.replace(/\.$/, ""));
}

/**
 * "Sat" is Saturday where it names a day: beside another day across a joiner ("Mon–Fri", "Sat & Sun") or before the
 * hours it is given ("Sat 9:00–13:00", "Sun: closed"). Then it reads as the full name (lower case, lemma and stem), so
 * every rule on weekdays reads it; elsewhere it stays what it is ("the Sun", "sat down"). Capitalised only.
 */
function readWeekdayAbbreviations(tokens: Token[]): Token[] {
  const isDay = (t: Token | undefined) => t !== undefined && (FULL_WEEKDAYS.has(t.lower) || abbreviatedWeekday(t) !== undefined);
  const clock = (t: Token | undefined) => t !== undefined && (t.type === "time" || (t.type === "number" && /^\d{1,2}[:.]\d{2}/.test(t.text)));
  tokens.forEach((t, i) => {
    const full = abbreviatedWeekday(t);
    if (full === undefined) return;
    const besideDay = (DAY_JOINERS.has(tokens[i + 1]?.lower ?? "") && isDay(tokens[i + 2])) || (DAY_JOINERS.has(tokens[i - 1]?.lower ?? "") && isDay(tokens[i - 2]));
    const givenHours = clock(tokens[i + 1]) || (tokens[i + 1]?.text === ":" && (clock(tokens[i + 2]) || tokens[i + 2]?.lower === "closed"));
    if (besideDay || givenHours) tokens[i] = { ...t, lower: full, lemma: full, stem: stemOf(full), pos: "PROPN", stop: false };
  });
  return tokens;
}

const PAY_FORMS = new Set(["pay", "pays"]);

/**
 * "seniors over 65 pay/NOUN €10": "pay" between a noun or figure and a price is the verb. ("costs/NOUN $45" is left
 * as the tagger reads it: the figure rules already read it so.)
 */
function readPriceVerbs(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    const verb = t.pos === "NOUN" && PAY_FORMS.has(t.lower) ? "pay" : undefined;
    const before = tokens[i - 1]?.pos;
    const priced = tokens[i + 1]?.pos === "SYM" && tokens[i + 2]?.type === "number";
    if (verb && priced && (before === "NOUN" || before === "PROPN" || before === "NUM")) tokens[i] = { ...t, lemma: verb, pos: "VERB", stop: false };
  });
  return tokens;
}

/** "am" after a figure is the time of day ("from 10 am to 5 pm"), not the verb the tagger reads: no clause opens there. */
function readClockWords(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    if (t.lower === "am" && tokens[i - 1]?.type === "number") tokens[i] = { ...t, lemma: "am", pos: "NOUN" };
  });
  return tokens;
}

/**
 * A short capitalised word after "is" or "was" ending the sentence is a name or a symbol, not the stop word it spells:
 * "The chemical symbol for sodium is So." (nor "He" of helium, "In" of indium).
 */
function readSymbolAfterCopula(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    if (i < 2 || !t.stop || !/^\p{Lu}\p{Ll}?$/u.test(t.text) || t.text === "I") return;
    const before = tokens[i - 1]!.lower;
    const after = tokens[i + 1];
    if ((before === "is" || before === "was") && (after === undefined || after.type === "punctuation")) tokens[i] = { ...t, pos: "PROPN", stop: false };
  });
  return tokens;
}

/**
 * "I" after a name is its numeral ("World War I", "Elizabeth I"), read alike wherever it stands: the tagger read it as
 * a pronoun before a verb and as part of the name before a full stop.
 */
function readNameNumeral(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    if (t.text === "I" && tokens[i - 1]?.pos === "PROPN" && tokens[i - 1]!.end + 1 === t.start) tokens[i] = { ...t, pos: "PROPN", stop: false };
  });
  return tokens;
}

/**
 * A participle between a determiner, an adjective or an ordinal and its noun modifies the noun ("The first checked bag
 * costs $35", "The first crewed Moon landing"): the tagger reads it as the verb, and the sentence's real verb is left a noun.
 */
function readParticipleModifiers(tokens: Token[]): Token[] {
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    if (t.pos !== "VERB" || !t.lower.endsWith("ed") || (tokens[i + 1]!.pos !== "NOUN" && tokens[i + 1]!.pos !== "PROPN")) continue;
    const before = tokens[i - 1]!;
    if (before.pos === "DET" || before.pos === "ADJ" || ORDINAL_WORDS.has(before.lower)) tokens[i] = { ...t, pos: "ADJ" };
  }
  return tokens;
}

/**
 * "open" or "close" between a noun and a preposition is the verb, though the sentence has another ("Doors open at 7 pm
 * and the concert starts at 8 pm"); in a sentence with none, readMissingVerb reads it so too.
 */
function readOpeningVerbs(tokens: Token[]): Token[] {
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    const before = tokens[i - 1]!.pos;
    if (t.pos === "ADJ" && VERBS_READ_AS_ADJECTIVES.has(t.lower) && t.lower !== "last" && (before === "NOUN" || before === "PROPN") && tokens[i + 1]!.pos === "ADP") {
      tokens[i] = { ...t, pos: "VERB", stop: false };
    }
  }
  return tokens;
}

/** Verbs the tagger reads as their adjective after a noun: "intake close on", "registrations open in". */
const VERBS_READ_AS_ADJECTIVES = new Set(["close", "open", "last"]);

/** Parts of speech that may open what a verb takes or how it is done: "causes rickets", "feed mainly on krill". */
const AFTER_VERB_POS = new Set(["NOUN", "PROPN", "DET", "ADJ", "NUM", "ADV", "ADP", "PRON", "SYM"]);

/**
 * The tagger reads some verbs right after a noun as nouns ("A severe deficiency causes scurvy.", "Blue whales feed
 * mainly on krill.") and the sentence is left with no verb. In a full sentence with no verb, the first such word is
 * read as its verb, and so is the same word after a noun later on: an "-s" form whose lemma reads as a verb on its own
 * ("causes" → "cause") or before an amount ("costs $30"), a word between a plural noun and an adverb or a preposition
 * ("whales feed mainly", "Antibiotics work against viruses"), or "last" between a noun and a preposition ("open" and
 * "close" there are read by readOpeningVerbs before: "…intake close on 15 January."), or a participle read as an adjective
 * between a name and what it takes ("Shakespeare married Anne Hathaway in 1582.").
 */
function readMissingVerb(tokens: Token[]): Token[] {
  if (tokens[tokens.length - 1]?.text !== "." || tokens.some((t) => t.pos === "VERB" || t.pos === "AUX")) return tokens;
  for (let i = 1; i < tokens.length - 2; i++) {
    const t = tokens[i]!;
    const before = tokens[i - 1]!;
    const next = tokens[i + 1]!;
    if ((before.pos !== "NOUN" && before.pos !== "PROPN") || !AFTER_VERB_POS.has(next.pos)) continue;
    const adjectiveVerb = t.pos === "ADJ" && VERBS_READ_AS_ADJECTIVES.has(t.lower) && next.pos === "ADP";
    const participle = t.pos === "ADJ" && before.pos === "PROPN" && (next.pos === "PROPN" || next.pos === "DET") ? participleVerb(t.lower) : undefined;
    if (participle) {
      tokens[i] = { ...t, lemma: participle, pos: "VERB", stop: false };
      return tokens;
    }
    if (t.pos !== "NOUN" && !adjectiveVerb) continue;
    const sForm = /[^s]s$/.test(t.lower) && t.lemma !== t.lower && readAlone(t.lemma).pos === "VERB";
    const afterPlural = (next.pos === "ADV" || next.pos === "ADP") && /[^s]s$/.test(before.lower) && !t.lower.endsWith("s");
    // An "-s" form before an amount: "A men's haircut costs $30."
    const beforeAmount = t.pos === "NOUN" && /[^s]s$/.test(t.lower) && t.lemma !== t.lower && (next.type === "currency" || next.type === "number");
    if (sForm || afterPlural || adjectiveVerb || beforeAmount) {
      // The same word after a noun (or an ordinal standing for one) again is the verb of a joined clause: "…costs $45
      // and a men's haircut costs $30.", "…costs $35 and the second costs $45."
      for (let j = i; j < tokens.length; j++) {
        if (tokens[j]!.lower === t.lower && (j === i || tokens[j - 1]!.pos === "NOUN" || tokens[j - 1]!.pos === "PROPN" || ORDINAL_WORDS.has(tokens[j - 1]!.lower))) tokens[j] = { ...tokens[j]!, pos: "VERB", stop: false };
      }
      return tokens;
    }
  }
  return tokens;
}

/** "longer" of "no longer" and "any longer", "more" of "no more": part of the negation, not a word of the content. */
function partOfNegation(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!.lower;
  const before = toks[i - 1]?.lower;
  return (t === "longer" && (before === "no" || before === "any")) || (t === "more" && before === "no");
}

export function buildSentence(toks: readonly Token[]): Sentence {
  const numbers = extractNumbers(toks);
  // Each number mention (with its unit, multiplier or currency sign) becomes one content token whose key is the
  // normalised amount, so "1.5 million" meets "1,500,000" and "330 metres" meets "1,083 feet".
  // (Most sentences give no figure: no map of mentions is made for them.)
  const mentionAt = numbers.length > 0 ? new Map<number, NumberMention>() : undefined;
  const consumed = numbers.length > 0 ? new Set<number>() : undefined;
  for (const n of numbers) {
    mentionAt!.set(n.from, n);
    for (let i = n.from; i <= n.to; i++) consumed!.add(i);
    if (n.alsoRead) for (let i = n.alsoRead[0]; i <= n.alsoRead[1]; i++) consumed!.add(i);
    // "working" of "5 working days" is read with the figure's unit (durationUnitOf).
    const unit = durationUnitOf(toks, n);
    if (unit) for (let i = n.to + 1; i < unit.at; i++) if (isDayKind(toks[i]!.lower)) consumed!.add(i);
  }
  const content: Token[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const n = mentionAt?.get(i);
    if (n) {
      const last = toks[n.to]!;
      const key = numberKey(n);
      content.push({ text: n.raw, lower: n.raw.toLowerCase(), lemma: key, stem: key, pos: "NUM", type: "number", stop: false, start: t.start, end: last.end });
      continue;
    }
    if (consumed?.has(i) || partOfNegation(toks, i)) continue;
    if (WORDLIKE.has(t.type) && !t.stop && hasLetterOrDigit(t.text)) content.push(t);
  }
  const keys = new Set<string>();
  for (const t of content) keys.add(keyOf(t.lemma, t.stem, t.type));
  const names = new Set<string>();
  for (const t of toks) if (t.pos === "PROPN" && t.type === "word" && t.text.length > 1) names.add(t.lower);
  return new AnalyzedSentence(toks, content, keys, names, numbers);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a token has a letter or a digit: most open with an ASCII one, which is told without the regex. */
function hasLetterOrDigit(text: string): boolean {
  const c = text.charCodeAt(0);
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || LETTER_OR_DIGIT.test(text);
}

/**
 * A sentence whose negation and hedge counts are read on first use: only the sentences aligned with a claim need
 * them, a few of the many a page has.
 */
class AnalyzedSentence implements Sentence {
  readonly start: number;
  readonly end: number;
  #negations: number | undefined;
  #hedges: number | undefined;
  #memo: Map<object, unknown> | undefined;

  constructor(
    readonly tokens: readonly Token[],
    readonly content: readonly Token[],
    readonly keys: ReadonlySet<string>,
    readonly names: ReadonlySet<string>,
    readonly numbers: readonly NumberMention[],
  ) {
    this.start = tokens[0]!.start;
    this.end = tokens[tokens.length - 1]!.end;
  }

  get negations(): number {
    if (this.#negations === undefined) {
      let n = 0;
      for (let i = 0; i < this.tokens.length; i++) if (isNegationCue(this.tokens, i)) n++;
      this.#negations = n;
    }
    return this.#negations;
  }

  get memo(): Map<object, unknown> {
    return (this.#memo ??= new Map());
  }

  get hedges(): number {
    if (this.#hedges === undefined) {
      let n = 0;
      for (let i = 0; i < this.tokens.length; i++) if (hedgeWidthAt(this.tokens, i) > 0) n++;
      this.#hedges = n;
    }
    return this.#hedges;
  }
}

/** The "'s" of a possessive, with a straight or a curly apostrophe. */
export function isPossessiveMark(t: { readonly lower: string } | undefined): boolean {
  return t?.lower === "'s" || t?.lower === "\u2019s";
}

export function matchKey(t: Token): string {
  return keyOf(t.lemma, t.stem, t.type);
}
