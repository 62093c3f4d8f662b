/**
 * Claims restated in the form evidence states them, before they are aligned. One shape so far: "No land animal can
 * run faster than the cheetah" says what "The cheetah is the fastest land animal" says, and evidence writes the
 * superlative; read as the negated comparison, the claim would be aligned against the wrong words and its "No" would
 * flip every verdict.
 */
import type { Token } from "../text/analyze.js";
import { comparativeBase } from "./comparatives.js";

/** Comparatives whose superlative is no "-est" of them. */
const IRREGULAR_SUPERLATIVES: ReadonlyMap<string, string> = new Map([
  ["better", "best"],
  ["worse", "worst"],
]);

/** Verbs that put the restatement in the past ("No structure was taller than…"). */
const PAST_WORDS: ReadonlySet<string> = new Set(["was", "were", "had", "did", "could"]);

/** The superlative of a comparative token ("taller" → "tallest", "bigger" → "biggest"), or "" when it is none. */
function superlativeOf(t: Token): string {
  const irregular = IRREGULAR_SUPERLATIVES.get(t.lower);
  if (irregular !== undefined) return irregular;
  if ((t.pos !== "ADJ" && t.pos !== "ADV") || comparativeBase(t) === undefined) return "";
  return `${t.lower.slice(0, -2)}est`;
}

/**
 * "No <kind> <verb> <comparative> than <name>" as "<name> is the <superlative> <kind>", or null when the claim has
 * another shape. The words before "No" are kept ("For thousands of years, no structure was taller than…"); the
 * comparison must hold only the verb between the kind and the comparative ("gets more visitors than" keeps its form).
 */
export function restatedNoneAbove(text: string, tokens: readonly Token[]): string | null {
  const no = tokens.findIndex((t) => t.lower === "no" && t.pos === "DET");
  const than = tokens.findIndex((t, i) => i > no && t.lower === "than");
  if (no < 0 || than < 0) return null;
  const graded = tokens[than - 2]?.lower === "more" && tokens[than - 1]!.pos === "ADJ";
  const comparative = graded ? than - 2 : than - 1;
  const superlative = graded ? `most ${tokens[than - 1]!.lower}` : superlativeOf(tokens[than - 1]!);
  if (superlative === "") return null;
  // The verb after the kind ("No structure was taller"; not "made" of "human-made"), or "There is no mountain higher".
  const hyphenated = (i: number) => tokens[i - 1]?.text === "-";
  const found = tokens.findIndex((t, i) => i > no && i < comparative && (t.pos === "VERB" || t.pos === "AUX") && !hyphenated(i));
  const existential = tokens[no - 2]?.lower === "there" && tokens[no - 1]?.pos === "AUX";
  if (found < 0 && !existential) return null;
  const verb = found < 0 ? comparative : found;
  const kind = tokens.slice(no + 1, verb);
  if (!kind.some((t) => t.pos === "NOUN") || kind.some((t) => t.type === "punctuation" && t.text !== "-")) return null;
  const verbGroup = found < 0 ? [tokens[no - 1]!] : tokens.slice(verb, comparative);
  if (!verbGroup.every((t) => t.pos === "VERB" || t.pos === "AUX" || t.pos === "ADV" || t.pos === "PART")) return null;
  let last = tokens.length - 1;
  while (last > than && (tokens[last]!.type === "punctuation" || tokens[last]!.pos === "PUNCT")) last--;
  const holder = tokens.slice(than + 1, last + 1);
  // One name, no clause after it ("than the Nile, which flows…").
  if (!holder.some((t) => t.pos === "PROPN" || t.pos === "NOUN") || holder.some((t) => t.type === "punctuation" && t.text !== "-")) return null;
  const words = (from: Token, to: Token) => text.slice(from.start, to.end);
  const prefix = text.slice(0, tokens[existential ? no - 2 : no]!.start);
  const named = words(holder[0]!, holder[holder.length - 1]!);
  const subject = prefix === "" ? named.charAt(0).toUpperCase() + named.slice(1) : named;
  const be = verbGroup.some((t) => PAST_WORDS.has(t.lower)) ? "was" : "is";
  return `${prefix}${subject} ${be} the ${superlative} ${words(kind[0]!, kind[kind.length - 1]!)}.`;
}
