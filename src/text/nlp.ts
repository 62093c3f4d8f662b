/**
 * The one place wink-nlp is loaded: its English model ships inside the npm package and is read once, lazily, on
 * the first call. Each pipeline (which wink steps run per document) gets one instance, created on first use, so
 * a caller that needs only sentence boundaries does not pay for tagging or entity recognition.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export type WinkPipeline = "sbd" | "pos" | "full";

export interface WinkDoc {
  tokens(): { out(f?: unknown): unknown[] };
  sentences(): { out(f?: unknown): unknown[]; each(f: (s: { out(f?: unknown): unknown }) => void): void };
  entities(): { each(f: (e: { out(f?: unknown): unknown }) => void): void };
}

export interface Wink {
  readDoc(text: string): WinkDoc;
  its: Record<string, unknown>;
  as: Record<string, unknown>;
}

type WinkFactory = (model: unknown, pipe?: string[]) => Wink;

let factory: WinkFactory | null = null;
let model: { addons: { stem: (w: string) => string } } | null = null;
const instances = new Map<WinkPipeline, Wink>();

const PIPES: Record<WinkPipeline, string[] | undefined> = {
  sbd: ["sbd"],
  // Sentences, part of speech and lemmas; NER, negation and sentiment left out (about half the time per document).
  pos: ["sbd", "pos"],
  full: undefined,
};

function load(): void {
  if (factory !== null) return;
  // wink-nlp is CommonJS; require keeps the load lazy and synchronous.
  factory = require("wink-nlp") as WinkFactory;
  model = require("wink-eng-lite-web-model") as { addons: { stem: (w: string) => string } };
}

/** The shared wink-nlp instance for a pipeline. */
export function wink(pipeline: WinkPipeline): Wink {
  let w = instances.get(pipeline);
  if (w === undefined) {
    load();
    w = factory!(model, PIPES[pipeline]);
    instances.set(pipeline, w);
    if (pipeline === "pos") lexiconSize = uniqueIdOf(w, LEXICON_SENTINEL);
  }
  return w;
}

/**
 * wink numbers the words of its model's lexicon first and gives each word it has not seen the next number after
 * them, so the first unseen word read by a fresh instance tells where the lexicon ends.
 */
const LEXICON_SENTINEL = "qxzjvkwlexiconend";
let lexiconSize = 0;
const lexiconCache = new Map<string, boolean>();
const LEXICON_CACHE_MAX = 4096;

function uniqueIdOf(w: Wink, word: string): number {
  return Number(w.readDoc(word).tokens().out(w.its.uniqueId)[0]);
}

/**
 * Whether a lower-case word is in the English model's lexicon: common words are ("red", "airplane", "gold"), most
 * proper names are not ("kyoto", "obama"). Tells a capitalised first word that is a name from one that is not.
 */
export function inLexicon(lower: string): boolean {
  let known = lexiconCache.get(lower);
  if (known === undefined) {
    const w = wink("pos");
    known = uniqueIdOf(w, lower) < lexiconSize;
    if (lexiconCache.size >= LEXICON_CACHE_MAX) lexiconCache.clear();
    lexiconCache.set(lower, known);
  }
  return known;
}

const aloneCache = new Map<string, { pos: string; lemma: string }>();

/**
 * How the tagger reads a lower-case word on its own: its part of speech and lemma out of context ("fines" → NOUN
 * "fine", "denmark" → PROPN). Tells a capitalised first word that is a common noun from a name.
 */
export function readAlone(lower: string): { pos: string; lemma: string } {
  let read = aloneCache.get(lower);
  if (read === undefined) {
    const w = wink("pos");
    const tokens = w.readDoc(lower).tokens();
    read = { pos: String(tokens.out(w.its.pos)[0]), lemma: String(tokens.out(w.its.lemma)[0]) };
    if (aloneCache.size >= LEXICON_CACHE_MAX) aloneCache.clear();
    aloneCache.set(lower, read);
  }
  return read;
}

/**
 * The verb a word ending in "-ed" is the participle of, when its stem is a word ("retired" → "retire", "opened" →
 * "open", "married" → "marry"); undefined otherwise ("red", "sacred", "unlimited"). The tagger often reads such a
 * participle as an adjective.
 */
export function participleVerb(lower: string): string | undefined {
  if (lower.length <= 4 || !lower.endsWith("ed")) return undefined;
  // Before "-ed" alone: the lexicon holds stems too ("marri").
  if (lower.endsWith("ied") && inLexicon(lower.slice(0, -3) + "y")) return lower.slice(0, -3) + "y";
  if (inLexicon(lower.slice(0, -1))) return lower.slice(0, -1);
  if (inLexicon(lower.slice(0, -2))) return lower.slice(0, -2);
  return undefined;
}

/** The model's Porter stemmer (loads the model on first use). */
export function stem(word: string): string {
  load();
  return model!.addons.stem(word);
}
