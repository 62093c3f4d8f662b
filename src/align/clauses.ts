/**
 * The clauses of a sentence that sets two statements against each other: "Sandra Okafor will serve as chief executive
 * officer, while Marcus Ellery takes over as chief financial officer"; "On weekdays buses run every 10 minutes, while
 * on Sundays the service runs every 30 minutes". Aligned as one bag of words, such a sentence holds the whole claim
 * "Marcus Ellery is the chief executive officer" with nothing swapped; clause by clause, each part says who holds what.
 * Only contrasts are split (", while", ", whereas", ", but", ";"), only where both sides have a verb of their own and
 * enough words to state something, and only when the sides are parallel (they share a content word). Linear in the
 * sentence's tokens.
 */
import { buildSentence, SentenceCache, type Sentence, type Token } from "../text/analyze.js";

/** Words opening the second clause of a contrast after a comma. */
const CONTRAST_OPENERS = new Set(["while", "whereas", "but"]);
/** Each side needs this many tokens to state something of its own. */
const MIN_CLAUSE_TOKENS = 4;

const clausesCache = new SentenceCache<readonly Sentence[]>();

const isVerb = (t: Token) => t.pos === "VERB" || t.pos === "AUX";

/** Where a contrast's second clause starts: at "while"/"whereas"/"but" after a comma, or after a semicolon. */
function splitPoints(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.text === ";") out.push(i + 1);
    else if (CONTRAST_OPENERS.has(t.lower) && tokens[i - 1]!.text === ",") out.push(i);
  }
  return out;
}

function holdsNameOrFigure(s: Sentence): boolean {
  return s.numbers.length > 0 || s.tokens.some((t) => t.pos === "PROPN");
}

function sharesContent(a: Sentence, b: Sentence): boolean {
  const lemmas = new Set(a.content.filter((t) => t.type === "word").map((t) => t.lemma));
  return b.content.some((t) => t.type === "word" && lemmas.has(t.lemma));
}

/**
 * The clauses of a contrast, each analysed as a sentence of its own (offsets into the same text, so each is quoted
 * verbatim), or none when the sentence sets nothing against anything.
 */
export function contrastClauses(s: Sentence): readonly Sentence[] {
  let found = clausesCache.get(s);
  if (found !== undefined) return found;
  const tokens = s.tokens;
  const pieces: Token[][] = [];
  let from = 0;
  for (const at of splitPoints(tokens)) {
    // Without the comma or semicolon that ends the clause before.
    const piece = tokens.slice(from, at).filter((t, k, all) => !(k === all.length - 1 && (t.text === "," || t.text === ";")));
    if (piece.length >= MIN_CLAUSE_TOKENS && piece.some(isVerb) && tokens.length - at >= MIN_CLAUSE_TOKENS) {
      pieces.push(piece);
      from = at;
    }
  }
  const last = tokens.slice(from);
  found = pieces.length > 0 && last.some(isVerb) ? [...pieces, last].map(buildSentence) : [];
  // Only parallel clauses, which say the same thing of different holders: each shares a content word with the next
  // ("serve as chief executive officer" / "takes over as chief financial officer"). A clause that goes on to another
  // matter ("…, while helicopters flew in to extract the soldiers") is read with the rest of its sentence.
  // And each names its holder or gives its value (a name, a figure): "Some swear by tomatoes, while others are all
  // about the red colour of paprika" sets opinions side by side, not holders of one fact.
  if (!found.every((c, k) => (k === found!.length - 1 || sharesContent(c, found![k + 1]!)) && holdsNameOrFigure(c))) found = [];
  clausesCache.set(s, found);
  return found;
}
