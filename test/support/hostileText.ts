/**
 * Adversarial text shapes and the text entry points they are fed to, shared by test/text-hostile.test.ts and
 * bench/text-hostile.ts. Each entry point is measured against a plain linear pass over the same bytes, in the same
 * run, so the numbers are ratios that do not depend on the machine's speed.
 */
import { performance } from "node:perf_hooks";
import { CONTEXT_MAX_CHARS } from "../../src/contract/schemas.js";
import { looksLikeInjection } from "../../src/engine/evidence/injection.js";
import { readPage } from "../../src/engine/evidence/reader.js";
import { toBlocks } from "../../src/engine/extract/blocks.js";
import { extractClaimsSync } from "../../src/engine/extract/index.js";
import { claimFrame, passageScreen } from "../../src/align/index.js";
import { estimateSentences } from "../../src/text/analyze.js";
import { readEvidence } from "../../src/engine/judge/embedded/evidence.js";
import { stripTags } from "../../src/engine/search/wikipedia.js";
import { plainTextToBlocks } from "../../src/engine/text/index.js";
import { comparePages } from "../../src/trial/consistency/compare.js";
import { renderedPageReader } from "../../src/trial/consistency/reader.js";

const PROSE =
  "The Eiffel Tower was completed in 1889 and is 330 metres tall. It was designed by the company of Gustave Eiffel! " +
  "Is it in Paris? Yes, it stands on the Champ de Mars, and about 6 million people visit it every year. ";

function fill(unit: string, n: number): string {
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
}

/** Hostile shapes of about n characters. None has a newline: each is also "one long line". */
export const SHAPES: Record<string, (n: number) => string> = {
  prose: (n) => fill(PROSE, n),
  "[ run": (n) => fill("[", n),
  "( run": (n) => fill("(", n),
  "* run": (n) => fill("*", n),
  "_ run": (n) => fill("_", n),
  "< run": (n) => fill("<", n),
  "` run": (n) => fill("`", n),
  "\\ run": (n) => fill("\\", n),
  // Closing quotes that end no line: read back from a heading's end (the judge's isHeadingLine).
  '" run': (n) => `Harbour Books ${fill('"', n - 16)} x`,
  spaces: (n) => `A. B ${" ".repeat(Math.max(0, n - 8))}c.`,
  "nested [[(": (n) => fill("[a](", n),
  "[] pairs": (n) => fill("[[]]()", n),
  "long word": (n) => `It is ${fill("x", n - 10)} ok.`,
  // Letters joined by punctuation with no space: wink peels such a run apart piece by piece.
  "x-x-x word": (n) => `It is ${fill("x-", n - 10)} ok.`,
  "a.b/c word": (n) => `It is ${fill("a.b/c_", n - 10)} ok.`,
  "<user tags": (n) => fill("<user ", n),
  "tiny text nodes": (n) => fill(" <b>", n),
  "if … no would": (n) => fill("if ", n),
  ". . . sentences": (n) => fill("A. ", n),
  // A clause, then a run of contrast joins and a run of negation cues (the alignment reads what follows a clause).
  ", but … not": (n) => `The Eiffel Tower is tall${fill(", but", Math.floor(n / 2))}${fill(" not tall", Math.ceil(n / 2) - 24)}`,
  // Names the verb takes, places, routes, listed dates and clauses, each repeated (what ROLES_CLAIM is read against).
  "names and clauses": (n) =>
    fill("Gustave Eiffel designed the Statue of Liberty and the Eiffel Tower in Lyon; the Tower, completed in 1887, and the Statue, completed in 1889, sailed from Rome to Paris for one week in southern France for free ", n),
  // Figures set apart by clauses, settings and ranges, and kinds of one thing (what KINDS_CLAIM is read against).
  "settings and kinds": (n) =>
    fill("Express tickets cost $45 in advance and $55 at the door and the second costs $60, doors open at 7 pm and the show starts at 8 pm from May to September, free for members, in black, white and blue, and was the oldest until the Tower was built ", n),
};

type Entry = (text: string) => unknown;

const CLAIM = claimFrame("The Eiffel Tower is 330 metres tall.");
/**
 * A claim whose names, places, route, dates and figures each have a rule reading them in a role (src/align), about
 * what PROSE is about, so that prose costs it what a related page would.
 */
const ROLES_CLAIM = claimFrame("Gustave Eiffel designed the Eiffel Tower in Paris, sailed from Paris to Rome, was completed in 1889 in north-eastern France and paid a fee for three weeks.");

/** A claim whose figure, setting, time span, group, colour and kind word each have a rule reading them (src/align). */
const KINDS_CLAIM = claimFrame("Standard tickets cost $45 at the door, start at 7 pm, are sold all year for everyone in red and are the oldest tickets.");

/** The text entry points, and the sizes (characters) each is measured at: n and 2n. */
export const ENTRIES: Record<string, { run: Entry; n: number }> = {
  "HTML page → sentences": { run: (s) => readPage(s, "text/html"), n: 64 * 1024 },
  "text/plain page → sentences": { run: (s) => readPage(s, "text/plain"), n: 64 * 1024 },
  "markdown-ish → blocks": { run: (s) => [plainTextToBlocks(s), toBlocks(s)], n: 256 * 1024 },
  "search snippet → text": { run: (s) => stripTags(s), n: 256 * 1024 },
  "injection filter": { run: (s) => looksLikeInjection(s), n: 256 * 1024 },
  "scan text → claims": { run: (s) => extractClaimsSync(s), n: 8 * 1024 },
  // The judge reads a context (at most CONTEXT_MAX_CHARS) or a passage (at most 800): fed as the product bounds it.
  "claim/context → judge evidence (alignment)": {
    run: (s) => {
      for (let i = 0; i < s.length; i += CONTEXT_MAX_CHARS) readEvidence(CLAIM, [s.slice(i, i + CONTEXT_MAX_CHARS)]);
    },
    n: 16 * 1024,
  },
  "claim with roles → judge evidence (alignment)": {
    run: (s) => {
      for (let i = 0; i < s.length; i += CONTEXT_MAX_CHARS) readEvidence(ROLES_CLAIM, [s.slice(i, i + CONTEXT_MAX_CHARS)]);
    },
    n: 16 * 1024,
  },
  "claim with settings → judge evidence (alignment)": {
    run: (s) => {
      for (let i = 0; i < s.length; i += CONTEXT_MAX_CHARS) readEvidence(KINDS_CLAIM, [s.slice(i, i + CONTEXT_MAX_CHARS)]);
    },
    n: 16 * 1024,
  },
  // The screen and the sentence estimate read at most MAX_ANALYZED_CHARS (20 000) of a passage: sized below it, so
  // t(2n)/t(n) measures them rather than the cut. A claim with a name of several words and a figure other than a year
  // takes every branch (initials, spelled figures).
  "passage screen and sentence estimate": {
    run: (s) => [passageScreen(ROLES_CLAIM)(s), passageScreen(KINDS_CLAIM)(s), estimateSentences(s)],
    n: 8 * 1024,
  },
  "consistency (text/plain)": {
    run: (s) => comparePages({ a: { url: "http://a/", body: s, contentType: "text/plain" }, b: { url: "http://a/b", body: s, contentType: "text/plain" }, focus: null }, renderedPageReader),
    n: 32 * 1024,
  },
  "consistency (HTML)": {
    run: (s) => comparePages({ a: { url: "http://a/", body: s, contentType: "text/html" }, b: { url: "http://a/b", body: s, contentType: "text/html" }, focus: null }, renderedPageReader),
    n: 32 * 1024,
  },
};

let sink = 0;

/** A plain linear pass over the bytes: what any reader of the text costs at least. */
export function linearPass(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  sink ^= text.toLowerCase().split(" ").length ^ h;
  return sink;
}

/** Fastest of `runs` timings, in ms (the minimum is what the code costs; the rest is a busy machine). */
export function fastest(fn: () => unknown, runs: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

export interface Measure {
  readonly entry: string;
  readonly shape: string;
  readonly chars: number;
  /** Time of the entry point over time of the linear pass, at 2n characters. */
  readonly ratio: number;
  /** t(2n) / t(n): about 2 when linear, 4 when quadratic. */
  readonly scaling: number;
  readonly ms: number;
}

export function measure(entry: string, shape: string, runs = 3): Measure {
  const { run, n } = ENTRIES[entry]!;
  const small = SHAPES[shape]!(n);
  const large = SHAPES[shape]!(2 * n);
  run(small.slice(0, 1024)); // warm the code paths (and load the NLP model) outside the timings
  // Small and large runs alternate, so a stall of a busy machine lands on both sides of t(2n)/t(n) alike.
  let tSmall = Number.POSITIVE_INFINITY;
  let tLarge = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    tSmall = Math.min(tSmall, fastest(() => run(small), 1));
    tLarge = Math.min(tLarge, fastest(() => run(large), 1));
  }
  const tLinear = Math.max(fastest(() => linearPass(large), runs * 3), 0.05);
  return { entry, shape, chars: large.length, ratio: tLarge / tLinear, scaling: tLarge / Math.max(tSmall, 0.05), ms: tLarge };
}
