/**
 * A cheap look at a passage before it is analysed: whether any of its sentences could share something with the claim
 * that readEvidence aligns a sentence for: one of the claim's match keys (a word's stem, a figure's value) or one of its
 * names, by its words or its initials (a later "It" standing for "the General Data Protection Regulation" shares the
 * claim's "GDPR"). The screen reads the text's runs of letters and digits with a scanner, no tagger, and errs on the
 * side of "may share": a passage it turns away has no sentence the judge would have aligned, so the judge reads the same
 * evidence without it (test/align-screen.test.ts checks that on the visible data, each claim against its own passages
 * and other claims'). Linear in the text read.
 */
import { borrowedKeys, isSpaceAt, MAX_ANALYZED_CHARS, matchKey, stabilise, stemOf } from "../text/analyze.js";
import { spelledFigureWord } from "../text/numbers.js";
import { wordForms, type ClaimFrame } from "./align.js";

/** A name's initials are read over at most this many capitalised words (a name is rarely longer). */
const MAX_NAME_WORDS = 8;

/**
 * A token with punctuation inside holds at most this many runs of letters or digits ("u.s.a.", "e-mail"); longer ones
 * are read in stretches of this many, so a line of "a.a.a.…" stays linear.
 */
const MAX_TOKEN_RUNS = 4;

/** Lower-case words a name runs across ("Bank of England", "Leonardo da Vinci"); slots.ts reads names so. */
const NAME_JOINERS = new Set(["de", "des", "du", "da", "di", "do", "dos", "das", "del", "della", "van", "von", "der", "den", "la", "le", "of", "y", "al", "bin", "ibn", "and", "the"]);

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const NUMBER_KEY = /^#[a-z]+:/;
const CAPITAL = /^\p{Lu}/u;

/** A word with its punctuation left out, so "U.S." meets "us" and "node.js" meets "nodejs". */
function bare(s: string): string {
  return s.replace(NOT_LETTER_OR_DIGIT, "");
}

interface ClaimProbes {
  /** Bare forms of the claim's word keys, its names' words (and their forms), whole forms and initials. */
  readonly words: ReadonlySet<string>;
  /**
   * The first one to three letters of those written with punctuation inside ("sta" of "state-owned"), the only ones a
   * stretch of runs joined by punctuation can meet; empty for most claims, which then skip stretches altogether.
   */
  readonly joinedPrefixes: ReadonlySet<string>;
  /** Keys with no letter or digit ("$"), looked for as written. */
  readonly symbols: readonly string[];
  /** The digits of each year the claim gives ("1980"): a year is only ever read from its digits. */
  readonly years: readonly string[];
  /** The claim gives a figure other than a year, which a digit or a spelled figure word may give. */
  readonly figures: boolean;
  /** One of those figures is 0 or 1, which "a", "free" or "no" may give. */
  readonly zeroOrOne: boolean;
}

function claimProbes(frame: ClaimFrame): ClaimProbes {
  const words = new Set<string>();
  const joinedPrefixes = new Set<string>();
  const symbols: string[] = [];
  const add = (form: string) => {
    const b = bare(form);
    if (b === "") return;
    words.add(b);
    if (b !== form) for (let n = 1; n <= 3 && n <= b.length; n++) joinedPrefixes.add(b.slice(0, n));
  };
  for (const t of frame.sentence.content) {
    const key = matchKey(t);
    if (NUMBER_KEY.test(key)) continue;
    if (bare(key) === "") symbols.push(key);
    else add(key);
  }
  for (const e of frame.slots.entities) {
    for (const w of e.words) for (const form of wordForms(w)) add(form);
    for (const form of e.wholeForms) add(form);
    for (const initials of e.initialisms) add(initials);
    if (e.shortInitials) add(e.shortInitials);
  }
  const years: string[] = [];
  let figures = false;
  let zeroOrOne = false;
  for (const n of frame.sentence.numbers) {
    if (n.kind === "year") years.push(String(Math.abs(n.value)));
    else {
      figures = true;
      if (n.value === 0 || n.value === 1) zeroOrOne = true;
    }
  }
  return { words, joinedPrefixes, symbols, years, figures, zeroOrOne };
}

/**
 * For one claim, a test of passages: false only when no sentence of the passage can share a key or a name with the
 * claim (see the module comment). Reads the same prefix of the text that analyze reads.
 */
export function passageScreen(frame: ClaimFrame): (passage: string) => boolean {
  const probes = claimProbes(frame);
  return (passage) => {
    const text = stabilise(passage.length > MAX_ANALYZED_CHARS ? passage.slice(0, MAX_ANALYZED_CHARS) : passage);
    for (const y of probes.years) if (text.includes(y)) return true;
    for (const s of probes.symbols) if (text.includes(s)) return true;
    if (probes.figures && /\d/.test(text)) return true;
    return sharesWord(text, probes);
  };
}

function sharesWord(original: string, probes: ClaimProbes): boolean {
  const { words } = probes;
  const borrowed = borrowedKeys();
  // Lower case once; a text whose lower case changes its length (rare letters) is read run by run instead.
  const lowered = original.toLowerCase();
  const sameLength = lowered.length === original.length;
  const text = sameLength ? lowered : original;
  // The runs of letters or digits joined by punctuation alone so far ("u", "s" of "U.S."): the last MAX_TOKEN_RUNS starts.
  const starts: number[] = [];
  let previousEnd = -1;
  // The initials of the capitalised words read so far in a row (joiners skipped), for names written out in full.
  let initials = "";
  let i = 0;
  while (i < text.length) {
    const width = letterOrDigitWidth(text, i);
    if (width === 0) {
      i++;
      continue;
    }
    const start = i;
    for (let w = width; w > 0; w = letterOrDigitWidth(text, i)) i += w;
    const end = i;
    const w = sameLength ? text.slice(start, end) : text.slice(start, end).toLowerCase();
    if (words.has(w) || words.has(stemOf(w))) return true;
    const key = borrowed.get(w);
    if (key !== undefined && words.has(key)) return true;
    if (probes.figures && spelledFigureWord(w, probes.zeroOrOne)) return true;
    // Joined to the run before by punctuation alone ("U.S.", "Node.js", "state-owned"): every stretch of runs ending
    // here, as written and stemmed, as a token with punctuation inside is keyed.
    const joined = previousEnd >= 0 && !hasSpace(text, previousEnd, start);
    previousEnd = end;
    if (!joined) {
      if (starts.length > 0) starts.length = 0;
      starts.push(start);
    } else {
      if (starts.length === MAX_TOKEN_RUNS) starts.shift();
      starts.push(start);
      if (probes.joinedPrefixes.size > 0 && sharesStretch(text, sameLength, starts, end, probes)) return true;
      continue;
    }
    // Initials of names: every stretch of two to MAX_NAME_WORDS capitalised words in a row that ends here.
    if (isCapital(original, start)) {
      initials = (initials + w[0]).slice(-MAX_NAME_WORDS);
      for (let from = initials.length - 2; from >= 0; from--) if (words.has(initials.slice(from))) return true;
    } else if (!NAME_JOINERS.has(w)) initials = "";
  }
  return false;
}

/**
 * Whether a stretch of the joined runs starting at `starts` and ending at `end` is a claim word written with
 * punctuation inside, as written or stemmed ("state-owned" → "state-own"). A stemmer keeps a word's first letters, so
 * only a stretch opening as such a word does is stemmed.
 */
function sharesStretch(text: string, sameLength: boolean, starts: readonly number[], end: number, probes: ClaimProbes): boolean {
  const through = text[end] === "." ? end + 1 : end;
  for (let k = starts.length - 2; k >= 0; k--) {
    if (!probes.joinedPrefixes.has(openingLetters(text, starts[k]!, through))) continue;
    const stretch = sameLength ? text.slice(starts[k]!, through) : text.slice(starts[k]!, through).toLowerCase();
    if (probes.words.has(bare(stretch)) || probes.words.has(bare(stemOf(stretch)))) return true;
  }
  return false;
}

/** The first three code units of the letters and digits of text[from, to) (bare's opening), lower-cased. */
function openingLetters(text: string, from: number, to: number): string {
  let out = "";
  for (let i = from; i < to && out.length < 3; ) {
    const width = letterOrDigitWidth(text, i);
    if (width > 0) out += text.slice(i, i + width).toLowerCase();
    i += Math.max(width, 1);
  }
  return out.slice(0, 3);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** How many code units the letter or digit at text[i] takes (2 outside the BMP), or 0 when there is none. */
function letterOrDigitWidth(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) ? 1 : 0;
  const width = c >= 0xd800 && c <= 0xdbff ? 2 : 1;
  return LETTER_OR_DIGIT.test(text.slice(i, i + width)) ? width : 0;
}

function isCapital(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? c >= 65 && c <= 90 : CAPITAL.test(text[i]!);
}

/** Whether text[from, to) holds a white-space character. */
function hasSpace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isSpaceAt(text, i)) return true;
  return false;
}
