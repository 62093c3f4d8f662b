/**
 * The slots of one analysed sentence that alignment compares: named entities (runs of proper nouns), ranks
 * (superlatives with their ordinal, "second largest"; lone ordinals, "third woman"), quantifiers ("all", "some")
 * and the positions of negation cues. Read once per sentence and cached, so aligning one claim with many
 * sentences (or one sentence with many claims) costs one pass over each.
 */
import { SentenceCache, type Sentence, type Token } from "../text/analyze.js";
import { ALMOST_WORDS, demonymsOfPlace, EXCLUSIVE_WORDS, IRREGULAR_SUPERLATIVES, isNegationCue, ordinalRank, placesOfDemonym, QUANTIFIER_RANK, SUPERLATIVE_SYNONYMS, TIME_NOUNS } from "../text/lexicon.js";
import { isCalendar, MONTHS, numberKey, type NumberMention } from "../text/numbers.js";
import { inLexicon, participleVerb } from "../text/nlp.js";

export interface Entity {
  /** As written ("Champ de Mars"). */
  readonly text: string;
  /** Lower-case words that identify it, particles left out. */
  readonly words: readonly string[];
  /**
   * The words that tell it apart from other names of its kind: `words` without generic heads and titles
   * ("stanford" of "Stanford University"; "Yale University" shares only "university" with it). Empty when every
   * word is generic ("United States", "Conference").
   */
  readonly distinct: readonly string[];
  /** Its initialisms, of all its words and of its last ones, three letters or more (initialismsOf): "gdpr", "gpl". */
  readonly initialisms: readonly string[];
  /**
   * The two letters a name of two words is abbreviated to, or the letters of a name written in capitals ("eu" of
   * "European Union" and of "EU", "ceo" of "CEO"); null for any other name. Kept apart from `initialisms`: a few
   * lower-case letters are often a word ("us"), so they are matched only against initials (shortInitialsKey): another
   * name's, or those of a run of common words ("chief executive officer", termInitials).
   */
  readonly shortInitials: string | null;
  /**
   * What a name of several words is found by as a whole (src/align entityIn): written in lower case, its words run
   * together ("newyork"), its initialisms. Empty for a name of one word.
   */
  readonly wholeForms: readonly string[];
  /** One generic word alone ("Conference", "President"): a kind of thing more than a name, never a swapped name. */
  readonly generic: boolean;
  /** Lower-case word before it ("in" for "in Paris"), used to pair a swapped entity with its replacement. */
  readonly before: string;
  /** The stem of that word ("beat" for "beating Chelsea"), or "". */
  readonly beforeStem: string;
  /**
   * Lower-case content words right after it (at most AFTER_WORDS, function words and forms of "be" left out):
   * "45th", "president" for "Trump was the 45th president"; pairs a swapped subject with its replacement.
   */
  readonly after: readonly string[];
  /**
   * The preposition it is the object of, read back over articles and adjectives ("in" for "in northeastern Africa",
   * "into" for "into the Mediterranean Sea"); "" when none.
   */
  readonly preposition: string;
  /** Whether a verb follows it at once ("Trump was…", "Arsenal won…"): the name is a clause's subject. */
  readonly subject: boolean;
  /** Whether a common noun follows it at once ("four US presidents", "Apple CEO"): the name qualifies that noun. */
  readonly qualifies: boolean;
  /** Whether a verb comes before it in its sentence: it is in what the verb says, not in the subject before it. */
  readonly afterVerb: boolean;
  /**
   * Whether what follows it is indefinite ("Microsoft is a technology company"): a kind many names share, so a
   * rival name with the same followers is no swap. "the 45th president" and "won the league title" are not.
   */
  readonly indefinite: boolean;
  /** The lemma of its last word ("recruiter" for "Recruiters"). */
  readonly lemma: string;
  /** Token index of its last word. */
  readonly last: number;
  readonly first: number;
}

export interface Rank {
  /** "superlative" ("largest", "second largest", "most populous") or "ordinal" ("first", "third"). */
  readonly kind: "superlative" | "ordinal";
  /** What is ranked: the adjective's lemma for a superlative ("large"), the next word's lemma for an ordinal. */
  readonly base: string;
  readonly rank: number;
  readonly text: string;
  readonly first: number;
  /** For a superlative, the (up to QUALIFIER_WINDOW) tokens after it: "inland", "city" in "largest inland city". */
  readonly next: readonly Token[];
  /**
   * For a superlative, the place it ranks within, lower case: "africa" for "the highest mountain in Africa" or
   * "Africa's highest mountain", "world" for "in the world", "on Earth" or "Earth's"; "" when it names none.
   */
  readonly scope: string;
  /** A superlative said of one among the top ("one of the highest", "among the largest"), not of the top one. */
  readonly amongOthers?: boolean;
  /** An ordinal of a noun ("the first country", "the third album"), not of a verb ("first released"). */
  readonly nominal?: boolean;
}

/** How many tokens after a superlative are read for the word it ranks ("largest inland city"). */
const QUALIFIER_WINDOW = 3;

export interface Quantifier {
  readonly word: string;
  readonly rank: number;
  readonly first: number;
  /**
   * A fraction of a whole ("half of those on board"): a quantifier a sentence may answer a claim's "everyone" with,
   * but no slot of a claim's own (its figure is compared as a share, src/text/numbers.ts).
   */
  readonly fraction?: boolean;
}

/** A capitalised word that names the people or things of a place ("French", "Soviet"): src/text/lexicon.ts. */
export interface Demonym {
  readonly word: string;
  readonly text: string;
  readonly index: number;
}

export interface SentenceSlots {
  readonly sentence: Sentence;
  /**
   * Lower-case forms, lemmas and match keys of every word token, and the other form of each place it names: the
   * places of its demonyms ("German" → "germany"; a place of several words whole, "united states") and the demonyms
   * of its named places ("France" → "french").
   */
  readonly lowers: ReadonlySet<string>;
  readonly lemmas: ReadonlySet<string>;
  readonly entities: readonly Entity[];
  readonly demonyms: readonly Demonym[];
  readonly ranks: readonly Rank[];
  readonly quantifiers: readonly Quantifier[];
  /** Token indexes of negation cues. */
  readonly negations: readonly number[];
  /**
   * Token indexes inside a parenthesis of life dates right after a name ("Albert Einstein (14 March 1879 – 18 April
   * 1955)", "Donald Trump (born 1946)"), not the date of what the sentence goes on to say.
   */
  readonly afterNameAside: ReadonlySet<number>;
}

const PARTICLES = new Set(["de", "des", "du", "da", "di", "do", "dos", "das", "del", "della", "van", "von", "der", "den", "la", "le", "of", "y", "al", "bin", "ibn"]);
const SKIP_BETWEEN = new Set(["-", "\u2010", "\u2011", "\u2013"]);

/**
 * Capitalised words that name a kind of thing, not which one: "University" in "Stanford University", "River",
 * "President". A name is present in a sentence only when one of its other words is.
 */
const GENERIC_NAME_WORDS = new Set(
  (
    "university college school academy institute institution museum library hospital church cathedral bridge street road avenue " +
    "station airport park river lake mountain mount island islands bay sea ocean county city state states province district " +
    "republic kingdom empire united national international royal new north south east west northern southern eastern western " +
    "central great saint st company corporation corp inc ltd group party award awards prize cup league association society " +
    "foundation council committee court department ministry office center centre hall house tower palace castle temple festival " +
    "conference journal club team army navy force general president king queen prince princess lord sir dr mr mrs ms jr sr " +
    "license licence act treaty agreement protocol standard edition administration commission agency bureau authority board " +
    "organization organisation federation port harbour harbor canal valley desert forest peninsula strait gulf cape " +
    "stadium arena square garden gardens zoo theatre theater dam falls glacier bank"
  ).split(" "),
);
/** Content words read after a name for pairing it with a rival by what follows. */
const AFTER_WORDS = 3;
const AFTER_SKIP = new Set(["the", "a", "an", "of", "is", "was", "are", "were", "be", "been", "has", "had", "have", "as", "also", "then", "who", "which", "that", "served", "became", "remains", "remained"]);

/** Whether "a"/"an" comes after token j before any content word: "is a technology company", "was an actor". */
function indefiniteAfter(tokens: readonly Token[], j: number): boolean {
  for (let k = j + 1; k < tokens.length && k <= j + 4; k++) {
    const t = tokens[k]!;
    if (t.lower === "a" || t.lower === "an") return true;
    if (t.type === "punctuation" || (!t.stop && !AFTER_SKIP.has(t.lower))) return false;
  }
  return false;
}

const QUOTATION_MARKS = new Set(['"', "\u201c", "\u201d", "\u00ab", "\u00bb"]);

/**
 * Whether a verb comes from `from` before the next comma or the sentence's end: the phrase after a name and a comma is
 * then the main clause ("In Great Britain, the national speed limit is 70 mph"), not an appositive.
 */
function verbBeforeComma(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < tokens.length && tokens[k]!.text !== ","; k++) if (tokens[k]!.pos === "VERB" || tokens[k]!.pos === "AUX") return true;
  return false;
}

function wordsAfter(tokens: readonly Token[], j: number): string[] {
  const out: string[] = [];
  for (let k = j + 1; k < tokens.length && k <= j + 6 && out.length < AFTER_WORDS; k++) {
    const t = tokens[k]!;
    // A quotation mark opens or closes a title the role goes on with: 'gave the "We shall fight on the beaches" speech'.
    if (t.type === "punctuation" && !QUOTATION_MARKS.has(t.text)) break;
    // A possessive and the world it scopes say nothing of the role: "Brazil is the world's largest producer".
    if (t.lower === "'s" || (WORLD_WORDS.has(t.lower) && tokens[k + 1]?.lower === "'s")) continue;
    if (!t.stop && !AFTER_SKIP.has(t.lower) && !out.includes(t.lower)) out.push(t.lower);
  }
  return out;
}

const cache = new SentenceCache<SentenceSlots>();

/** Capitalised words that are parts of dates, not names: they are compared as dates (src/text/numbers.ts). */
export const WEEKDAYS: ReadonlySet<string> = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([...MONTHS.keys(), ...WEEKDAYS]);

function isName(t: Token, i: number): boolean {
  if (t.type !== "word" || t.text.length < 2) return false;
  // A capitalised noun inside a sentence is a name wink did not tag ("the Berlin Wall" tagged NOUN), and so is a
  // capitalised word it could not tag at all ("the MacBook Pro", "Pro" tagged X).
  const untagged = i > 0 && (t.pos === "NOUN" || t.pos === "X");
  if ((t.pos !== "PROPN" && !untagged) || CALENDAR_WORDS.has(t.lower)) return false;
  return t.pos === "PROPN" || (/^\p{Lu}/u.test(t.text) && !/^\p{Lu}+$/u.test(t.text));
}

/** Lower-case words a hyphenated place name may hold: "Stratford-upon-Avon", "Newcastle-under-Lyme", "Saint-Jean-de-Luz". */
const HYPHENATED_NAME_LINKS = new Set(["upon", "on", "under", "in", "en", "de", "la", "le", "les", "sur", "am", "an", "der", "di", "del"]);

/**
 * The last token of a name part joined to the name ending at token j by a hyphen written tight ("Stratford-upon-Avon",
 * "Rolls-Royce"), or undefined: a hyphen with spaces, or a lower-case word after it ("Paris-based"), joins none.
 */
function nameAcrossHyphen(tokens: readonly Token[], j: number): number | undefined {
  const tight = (a: number) => tokens[a + 1] !== undefined && tokens[a]!.end === tokens[a + 1]!.start;
  if (tokens[j + 1]?.text !== "-" || !tight(j) || !tight(j + 1)) return undefined;
  if (isName(tokens[j + 2]!, j + 2)) return j + 2;
  const link = tokens[j + 2]!;
  if (!HYPHENATED_NAME_LINKS.has(link.text) || tokens[j + 3]?.text !== "-" || !tight(j + 2) || !tight(j + 3)) return undefined;
  return tokens[j + 4] && isName(tokens[j + 4]!, j + 4) ? j + 4 : undefined;
}

/**
 * A capitalised generic head that ends a name, whatever the tagger read it as: "Act" of "the California Consumer
 * Privacy Act", tagged a verb. Read only after a name.
 */
function isNameHead(t: Token): boolean {
  return t.type === "word" && GENERIC_NAME_WORDS.has(t.lower) && /^\p{Lu}\p{Ll}/u.test(t.text);
}

/**
 * The end of an institution's name that goes on past "and" ("Food and Drug Administration", "Securities and Exchange
 * Commission"): names after "and" up to a generic head, when the name before "and" does not end in one itself
 * ("Harvard University and Yale University" are two). Undefined when the name ends at `last`.
 */
function institutionAfterAnd(tokens: readonly Token[], last: number, inFigure: ReadonlySet<number>): number | undefined {
  if (tokens[last + 1]?.lower !== "and" || GENERIC_NAME_WORDS.has(tokens[last]!.lower)) return undefined;
  let k = last + 2;
  while (k < tokens.length && !inFigure.has(k) && isName(tokens[k]!, k)) k++;
  const end = k - 1;
  return end > last + 1 && isNameHead(tokens[end]!) ? end : undefined;
}

/**
 * A capitalised word the tagger read as a verb right after a name, itself followed by a verb, a possessive, the end
 * of a clause or a model number: a surname ("Tim Cook became…", "Tim Cook's") or a product's ("the Apex Watch 3"),
 * not a headline's verb ("Microsoft Acquires GitHub").
 */
function surnameReadAsVerb(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.pos !== "VERB" || !/^\p{Lu}\p{Ll}+$/u.test(t.text) || tokens[i - 1]?.pos !== "PROPN") return false;
  const next = tokens[i + 1];
  return !next || next.pos === "VERB" || next.pos === "AUX" || next.lower === "'s" || next.text === "," || next.text === "." || /^\d{1,2}$/.test(next.text);
}

/** A word in "-ing" before a noun modifies it ("a MagSafe charging port"): no verb a name before it is subject of. */
function nounModifier(tokens: readonly Token[], i: number): boolean {
  return tokens[i]!.lower.endsWith("ing") && tokens[i + 1]?.pos === "NOUN";
}

/** Tokens read back from a name for its preposition, past articles and adjectives. */
const PREPOSITION_REACH = 3;

function prepositionBefore(tokens: readonly Token[], at: number): string {
  for (let b = at - 1; b >= 0 && at - b <= PREPOSITION_REACH; b--) {
    const t = tokens[b]!;
    if (t.pos === "ADP") return t.lower;
    if (t.pos !== "DET" && t.pos !== "ADJ") return "";
  }
  return "";
}

/**
 * The names of a sentence. `inFigure`: token indexes of its figures, whose unit or era is no name ("212 degrees
 * Fahrenheit" is a temperature, compared as one, not a "Fahrenheit" to swap with "Celsius"; "AD 80" is a year).
 */
/** Words a line's label may have before its colon ("Capital:", "Largest city:", "Battery life:"). */
const LABEL_WORDS = 3;

/**
 * The colon of a labelled line of a product page or an infobox ("Display: 13.6-inch Liquid Retina.", "Largest city:
 * Sydney"): a label of up to LABEL_WORDS words (or abbreviations, "Max. depth:") opening with a capital. -1 for any
 * other sentence.
 */
export function labelColon(tokens: readonly Token[]): number {
  if (!/^\p{Lu}/u.test(tokens[0]?.text ?? "")) return -1;
  const colon = tokens.slice(0, LABEL_WORDS + 1).findIndex((t) => t.text === ":");
  return colon > 0 && tokens.slice(0, colon).every((t) => t.type === "word" || t.text === ".") ? colon : -1;
}

/**
 * Where a labelled line's value starts, past a label of common words and its colon ("Capital: Canberra", "Largest
 * city: Sydney"): the label's capital is the line's, no name's. 0 for any other sentence, and for a label that is a
 * name ("Tokyo: 14 million").
 */
export function labelEnd(tokens: readonly Token[]): number {
  const colon = labelColon(tokens);
  return colon > 0 && tokens.slice(0, colon).every((w) => w.type === "word" && inLexicon(w.lower)) ? colon + 1 : 0;
}

/**
 * Whether an aside set off by commas at `comma` (afterAside) comes right before the clause's auxiliary: "Venus,
 * wrapped in a thick carbon dioxide atmosphere, is the hottest planet" (the name before it is the subject). Before a
 * main verb the name is read as its doer instead (readAgents: "Samuel Kiprop, running his first marathon, won…").
 */
function asideBeforeVerb(tokens: readonly Token[], comma: number): boolean {
  const after = afterAside(tokens, comma);
  return after !== comma && tokens[after]?.pos === "AUX";
}

function entitiesOf(tokens: readonly Token[], text: (a: number, b: number) => string, inFigure: ReadonlySet<number>): Entity[] {
  const out: Entity[] = [];
  const firstVerb = tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  let i = labelEnd(tokens);
  while (i < tokens.length) {
    // A month is a figure ("21 May 2005", "every May": numbers.ts), no name.
    if (!isName(tokens[i]!, i) || inFigure.has(i)) {
      i++;
      continue;
    }
    let j = i;
    const hyphenated = new Set<number>();
    for (;;) {
      if (
        j + 1 < tokens.length &&
        !inFigure.has(j + 1) &&
        (isName(tokens[j + 1]!, j + 1) || isNameHead(tokens[j + 1]!) || surnameReadAsVerb(tokens, j + 1) || (PARTICLES.has(tokens[j + 1]!.lower) && j + 2 < tokens.length && isName(tokens[j + 2]!, j + 2)))
      ) {
        j++;
        continue;
      }
      const joined = nameAcrossHyphen(tokens, j);
      if (joined === undefined || inFigure.has(joined)) break;
      for (let k = j + 1; k < joined; k++) hyphenated.add(k);
      j = joined;
    }
    j = institutionAfterAnd(tokens, j, inFigure) ?? j;
    const words: string[] = [];
    for (let k = i; k <= j; k++) if (!hyphenated.has(k) && !PARTICLES.has(tokens[k]!.lower) && tokens[k]!.lower !== "and") words.push(tokens[k]!.lower);
    // A particle alone ("La", "Van") is no name.
    if (words.length === 0) {
      i = j + 1;
      continue;
    }
    let b = i - 1;
    while (b >= 0 && tokens[b]!.lower === "the") b--;
    b = areaOpening(tokens, b);
    // A title is generic with its abbreviation's period too: "Dr." of "Dr. Luis Ferreira" does not name him.
    const distinct = words.filter((w) => !GENERIC_NAME_WORDS.has(w.endsWith(".") ? w.slice(0, -1) : w));
    // What follows the name is read past a parenthesis of its own ("Donald Trump (born 1946) was the 45th…"), and past
    // the comma of an appositive, which says what the name is ("Donald Trump, the 45th president of the United States").
    const parenthesisEnd = closingParenthesis(tokens, j + 1) ?? j;
    const appositive = tokens[parenthesisEnd + 1]?.text === "," && tokens[parenthesisEnd + 2]?.lower === "the" && (tokens[parenthesisEnd + 3]?.pos === "ADJ" || tokens[parenthesisEnd + 3]?.type === "ordinal") && !verbBeforeComma(tokens, parenthesisEnd + 2);
    const end = appositive ? parenthesisEnd + 1 : parenthesisEnd;
    // ...and past an aside before the clause's verb ("Venus, wrapped in a thick atmosphere, is the hottest planet").
    const beforeVerb = asideBeforeVerb(tokens, end + 1) ? afterAside(tokens, end + 1) - 1 : end;
    const written = text(i, j);
    const initialisms = initialismsOf(words);
    out.push({
      text: written,
      words,
      distinct,
      initialisms,
      shortInitials: shortInitialsOf(words, written),
      wholeForms: words.length > 1 ? [written.toLowerCase(), words.join(""), ...initialisms] : [],
      generic: distinct.length === 0 && words.length === 1,
      before: b >= 0 ? tokens[b]!.lower : "",
      beforeStem: b >= 0 ? tokens[b]!.stem : "",
      preposition: prepositionBefore(tokens, i),
      after: wordsAfter(tokens, beforeVerb),
      subject: appositive || (tokens[beforeVerb + 1]?.pos === "VERB" && !nounModifier(tokens, beforeVerb + 1)) || tokens[beforeVerb + 1]?.pos === "AUX",
      qualifies: tokens[j + 1]?.pos === "NOUN",
      afterVerb: firstVerb >= 0 && firstVerb < i,
      indefinite: indefiniteAfter(tokens, end),
      lemma: tokens[j]!.lemma,
      last: j,
      first: i,
    });
    i = j + 1;
  }
  return out;
}

/** A participle used as an adjective ("most-visited", "the most visited museum"), which the tagger reads as a verb. */
const participleAdjective = (t: Token | undefined): boolean => t !== undefined && t.pos === "VERB" && /(?:ed|en)$/.test(t.lower);

function superlativeBase(tokens: readonly Token[], i: number): { base: string; width: number } | null {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (t.type !== "word") return null;
  const degree = t.lower === "most" || t.lower === "least";
  if (degree && next && (next.pos === "ADJ" || next.pos === "ADV")) {
    return { base: `${t.lower} ${next.lemma}`, width: 2 };
  }
  // "the most visited museum": a participle before its noun, after an article, a possessive or an ordinal (not "Most
  // visited the museum").
  const before = tokens[i - 1];
  if (degree && participleAdjective(next) && tokens[i + 2]?.pos === "NOUN" && before && (before.pos === "DET" || before.lower === "'s" || ordinalRank(before.lower) !== null)) {
    return { base: `${t.lower} ${next!.lemma}`, width: 2 };
  }
  const afterHyphen = tokens[i + 2];
  if (degree && next?.text === "-" && afterHyphen && (afterHyphen.pos === "ADJ" || afterHyphen.pos === "ADV" || participleAdjective(afterHyphen))) {
    return { base: `${t.lower} ${afterHyphen.lemma}`, width: 3 };
  }
  const irregular = IRREGULAR_SUPERLATIVES.get(t.lower);
  if (irregular !== undefined && t.lower !== "most" && t.lower !== "least") return { base: irregular, width: 1 };
  if ((t.pos === "ADJ" || t.pos === "ADV") && t.lower.length > 4 && t.lower.endsWith("est")) {
    const base = t.lemma !== t.lower ? t.lemma : t.lower.slice(0, -3);
    return { base: SUPERLATIVE_SYNONYMS.get(base) ?? base, width: 1 };
  }
  return null;
}

/** Words that name the whole world as a superlative's scope. */
const WORLD_WORDS = new Set(["world", "earth", "globe", "planet"]);
/** How many words of what is ranked may come between a superlative and its "in …" ("largest coral reef system in"). */
const SCOPE_REACH = 4;

/** One word naming a scope: the world, or a capitalised name ("Africa"); "" for anything else ("the country's"). */
function scopeWord(t: Token | undefined): string {
  if (!t || t.type !== "word") return "";
  if (WORLD_WORDS.has(t.lower)) return "world";
  return t.pos === "PROPN" && /^\p{Lu}/u.test(t.text) ? t.lower : "";
}

/** The scope of the superlative spanning tokens [from, after) (Rank.scope). */
function scopeOf(tokens: readonly Token[], from: number, after: number): string {
  if (tokens[from - 1]?.lower === "'s") return scopeWord(tokens[from - 2]);
  for (let i = after; i < tokens.length && i <= after + SCOPE_REACH; i++) {
    const t = tokens[i]!;
    if (t.lower === "in" || t.lower === "on" || t.lower === "of") return scopeWord(tokens[tokens[i + 1]?.lower === "the" ? i + 2 : i + 1]);
    if (t.type !== "word" || !(t.pos === "NOUN" || t.pos === "ADJ" || t.pos === "PROPN")) return "";
  }
  return "";
}

function ranksOf(tokens: readonly Token[], text: (a: number, b: number) => string): Rank[] {
  const out: Rank[] = [];
  const usedOrdinal = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const sup = superlativeBase(tokens, i);
    if (!sup) continue;
    let p = i - 1;
    while (p >= 0 && SKIP_BETWEEN.has(tokens[p]!.text)) p--;
    const r = p >= 0 ? ordinalRank(tokens[p]!.lower) : null;
    if (r !== null) usedOrdinal.add(p);
    const from = r !== null ? p : i;
    const next = tokens.slice(i + sup.width, i + sup.width + QUALIFIER_WINDOW);
    const rank: Rank = { kind: "superlative", base: sup.base, rank: r ?? 1, text: text(from, i + sup.width - 1), first: from, next, scope: scopeOf(tokens, from, i + sup.width) };
    out.push(amongOthers(tokens, from) ? { ...rank, amongOthers: true } : rank);
    i += sup.width - 1;
  }
  for (let i = 0; i < tokens.length; i++) {
    if (usedOrdinal.has(i)) continue;
    const ordinal = ordinalRank(tokens[i]!.lower) ?? (tokens[i]!.lower === "ground" && tokens[i + 1]?.lemma === "floor" ? GROUND_FLOOR_RANK : null);
    if (ordinal === null && tokens[i]!.lower !== "last") continue;
    let n = i + 1;
    // Past adjectives and a noun's modifying nouns to the noun ranked: "debut studio album" ranks albums.
    while (n < tokens.length && (tokens[n]!.pos === "ADJ" || SKIP_BETWEEN.has(tokens[n]!.text) || (tokens[n]!.pos === "NOUN" && tokens[n + 1]?.pos === "NOUN"))) n++;
    const next = tokens[n];
    const r = ordinal ?? (lastOfKind(tokens, i, next) ? LAST_RANK : null);
    if (r === null) continue;
    // Of a noun: after an article or an owner ("the first country", "its third album"), or right before the noun; not
    // "first released Linux", where it tells of the verb.
    const owned = ["DET", "PRON"].includes(tokens[i - 1]?.pos ?? "") || tokens[i - 1]?.text === "'s";
    const nominal = (next?.pos === "NOUN" || next?.pos === "PROPN") && (owned || n === i + 1);
    out.push({ kind: "ordinal", base: next && next.type === "word" ? next.lemma : "", rank: r, text: tokens[i]!.text, first: i, next: [], scope: "", ...(nominal ? { nominal } : {}) });
  }
  return out;
}

const AMONG_DETERMINERS = new Set(["the", "its", "his", "her", "their", "our"]);

/** Whether "one of the" or "among the" stands before a superlative at `from`. */
function amongOthers(tokens: readonly Token[], from: number): boolean {
  const determiner = AMONG_DETERMINERS.has(tokens[from - 1]?.lower ?? "") ? 1 : 0;
  const before = tokens[from - 1 - determiner]?.lower;
  return before === "among" || (before === "of" && tokens[from - 2 - determiner]?.lower === "one");
}

/** The rank of "last" of a kind: set against "first" only (the last of several may be any other). */
export const LAST_RANK = -1;
/**
 * The ground floor, below the first in British use and the first itself in American: set against the second and
 * above only ("on the ground floor" / "on the second floor"), never against the first.
 */
export const GROUND_FLOOR_RANK = 0;
const LAST_DETERMINERS = new Set(["the", "his", "her", "its", "their", "our", "my", "your"]);

/**
 * Nouns of a part of a place, read through to the preposition before them: "in the centre of Rome" is "in Rome",
 * "native to the southwestern highlands of Ethiopia" is "native to Ethiopia".
 */
const AREA_NOUNS = new Set([
  "centre", "center", "heart", "middle", "outskirts", "suburbs", "north", "south", "east", "west", "city", "town", "village", "island", "region", "province", "state", "county",
  "highlands", "lowlands", "coast", "interior", "part", "parts", "area", "areas", "regions", "forests", "mountains", "shores", "plains",
]);

/** Where "of" after an area noun stands (`b`), the preposition before "the", an adjective and that noun; else `b` itself. */
function areaOpening(tokens: readonly Token[], b: number): number {
  if (tokens[b]?.lower !== "of" || !AREA_NOUNS.has(tokens[b - 1]?.lower ?? "")) return b;
  const the = tokens[b - 2]?.lower === "the" ? b - 2 : tokens[b - 2]?.pos === "ADJ" && tokens[b - 3]?.lower === "the" ? b - 3 : -1;
  return the > 0 && tokens[the - 1]?.pos === "ADP" ? the - 1 : b;
}

/** "his last opera", "the last emperor": "last" after a determiner before a common noun of no time ("last year"). */
function lastOfKind(tokens: readonly Token[], i: number, next: Token | undefined): boolean {
  // A weekday is a kind too: "on the last Thursday of every month".
  const kind = next?.pos === "NOUN" || (next?.pos === "PROPN" && WEEKDAYS.has(next.lower));
  return tokens[i]!.lower === "last" && LAST_DETERMINERS.has(tokens[i - 1]?.lower ?? "") && kind && !TIME_NOUNS.has(next!.lemma);
}

/** Tokens after "every", "all"… within which an "except" makes the exception ("every day except Monday"). */
const EXCEPTION_REACH = 3;
const UNIVERSAL_RANK = 4;

/** Determiners after "N of" that make a count of a whole: "20 of the member states". */
const PARTITIVE_DETERMINERS = new Set(["the", "its", "their", "these", "those", "our"]);
/** The rank of a count of a whole ("20 of the member states"): some of them, not all (QUANTIFIER_RANK). */
const PARTITIVE_RANK = 2;
/** Fractions of a whole by quantifier rank: "half of", "a third of" are some; "two thirds of", "three quarters of" most. */
const FRACTION_RANK: ReadonlyMap<string, number> = new Map([["half", 2], ["third", 2], ["quarter", 2], ["thirds", 3], ["quarters", 3]]);

/** Prepositions after which "only" restricts a place or time to itself: "only in", "only on". */
const ONLY_BEFORE = new Set(["in", "on", "at", "within", "inside"]);

function quantifiersOf(tokens: readonly Token[], numbers: readonly NumberMention[]): Quantifier[] {
  const out: Quantifier[] = [];
  tokens.forEach((t, i) => {
    if (t.pos === "NUM" && tokens[i + 1]?.lower === "of" && PARTITIVE_DETERMINERS.has(tokens[i + 2]?.lower ?? "")) {
      out.push({ word: `${t.text} of ${tokens[i + 2]!.lower}`, rank: partitiveRank(tokens, numbers, i), first: i });
      return;
    }
    // "half of those on board" is some of them, "two thirds of them" most.
    const fraction = FRACTION_RANK.get(t.lower);
    if (fraction !== undefined && tokens[i + 1]?.lower === "of") {
      out.push({ word: `${t.lower} of`, rank: fraction, first: i, fraction: true });
      return;
    }
    // "part of the deposits" is some of them.
    if (t.lower === "part" && tokens[i + 1]?.lower === "of") {
      out.push({ word: "part of", rank: QUANTIFIER_RANK.get("some")!, first: i });
      return;
    }
    // "only" before a place or time is "exclusively": "live only in the Southern Hemisphere".
    const rank = t.lower === "only" && ONLY_BEFORE.has(tokens[i + 1]?.lower ?? "") ? UNIVERSAL_RANK : QUANTIFIER_RANK.get(t.lower);
    if (rank === undefined) return;
    // "most populous" is a superlative, not a quantifier.
    const next = tokens[i + 1];
    if (t.lower === "most" && next && (next.pos === "ADJ" || next.pos === "ADV")) return;
    // "every day except Monday" is not every day: read as "most"; nor is "almost all", "nearly always".
    const approximated = rank === UNIVERSAL_RANK && ALMOST_WORDS.has(tokens[i - 1]?.lower ?? "");
    if (approximated) out.push({ word: `${tokens[i - 1]!.lower} ${t.lower}`, rank: QUANTIFIER_RANK.get("most")!, first: i });
    else if (rank === UNIVERSAL_RANK && exceptionAfter(tokens, i)) out.push({ word: `${t.lower} … except`, rank: QUANTIFIER_RANK.get("most")!, first: i });
    else out.push({ word: t.lower, rank, first: i });
  });
  return out;
}

/** How many words a count of a whole's figure may come after its determiner: "of the museum's 15 rooms". */
const WHOLE_FIGURE_REACH = 3;

/**
 * The rank of a count of a whole at token i: by its share when the sentence gives the whole's figure ("12 of the
 * museum's 15 rooms" is most of them, "15 of its 15 rooms" all, "8 of our 20 rooms" some), else PARTITIVE_RANK.
 */
function partitiveRank(tokens: readonly Token[], numbers: readonly NumberMention[], i: number): number {
  const part = numbers.find((n) => n.to === i && n.kind === "number");
  if (!part) return PARTITIVE_RANK;
  for (let k = i + 3; k < tokens.length && k <= i + 2 + WHOLE_FIGURE_REACH; k++) {
    const whole = numbers.find((n) => n.from === k);
    if (whole) {
      if (whole.kind !== "number" || whole.value <= 0 || part.value > whole.value) return PARTITIVE_RANK;
      if (part.value === whole.value) return QUANTIFIER_RANK.get("all")!;
      return part.value * 2 > whole.value ? QUANTIFIER_RANK.get("most")! : PARTITIVE_RANK;
    }
    if (tokens[k]!.type !== "word" && tokens[k]!.lower !== "'s") return PARTITIVE_RANK;
  }
  return PARTITIVE_RANK;
}

/** Whether an "except" follows token i within EXCEPTION_REACH words. */
function exceptionAfter(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + EXCEPTION_REACH + 1; j++) if (tokens[j]!.lower === "except") return true;
  return false;
}

const LIFE_DATE_MARKS = new Set(["-", "\u2013", "\u2014", "born", "b.", "died", "d.", "n\u00e9e"]);

/** A parenthesis this long or longer is a remark of its own, not a name's dates. */
const ASIDE_MAX_TOKENS = 16;

/** The index of the ")" closing a short parenthesis that opens at token i, or undefined. */
function closingParenthesis(tokens: readonly Token[], i: number): number | undefined {
  if (tokens[i]?.text !== "(") return undefined;
  for (let k = i + 1; k < tokens.length && k - i < ASIDE_MAX_TOKENS; k++) if (tokens[k]!.text === ")") return k;
  return undefined;
}

function asidesAfterNames(tokens: readonly Token[]): Set<number> {
  const out = new Set<number>();
  for (let i = 1; i < tokens.length; i++) {
    if (!isName(tokens[i - 1]!, i - 1)) continue;
    const close = closingParenthesis(tokens, i);
    if (close === undefined) continue;
    // Life dates are a span or a birth ("1879–1955", "1946- ", "born 1946"); a lone year is often the date of the
    // named event or work itself ("the Treaty of Versailles (1919)").
    let lifeDates = false;
    for (let k = i + 1; k < close; k++) if (LIFE_DATE_MARKS.has(tokens[k]!.lower)) lifeDates = true;
    if (!lifeDates) continue;
    for (let k = i + 1; k < close; k++) out.add(k);
  }
  return out;
}

function demonymsOf(tokens: readonly Token[]): Demonym[] {
  const out: Demonym[] = [];
  tokens.forEach((t, i) => {
    if (t.type === "word" && /^\p{Lu}/u.test(t.text) && placesOfDemonym(t.lower).length > 0) out.push({ word: t.lower, text: t.text, index: i });
  });
  return out;
}

/** A place name worth adding as a word form: letters and spaces, three letters or more ("us" and "u.s." are not). */
const PLACE_FORM = /^\p{Ll}{3,}(?: \p{Ll}{3,}| of)*$/u;

/**
 * The other form of every place the sentence names (SentenceSlots.lowers). Not of a people's word inside a name: "the
 * Eastern Roman Empire" does not say "Rome" (its capital was Constantinople).
 */
function placeForms(tokens: readonly Token[], demonyms: readonly Demonym[], entities: readonly Entity[]): string[] {
  const out: string[] = [];
  for (const d of demonyms) {
    if (tokens[d.index + 1]?.pos === "PROPN") continue;
    for (const place of placesOfDemonym(d.word)) if (PLACE_FORM.test(place)) out.push(place);
  }
  for (const e of entities) out.push(...demonymsOfPlace(e.text.toLowerCase()));
  return out;
}

/** Initials shorter than this are too ambiguous to stand for a name ("us", "eu"). */
const MIN_INITIALISM = 3;

/**
 * The initialisms of a name of several words: of all its words and of its last ones, three or more ("gdpr" for
 * "General Data Protection Regulation", "fbi" for "Federal Bureau of Investigation": `words` leaves particles out;
 * "ggpl" and "gpl" for "GNU General Public License").
 */
function initialismsOf(words: readonly string[]): string[] {
  const initials = words.map((w) => w[0]).join("");
  const out: string[] = [];
  for (let from = 0; initials.length - from >= MIN_INITIALISM; from++) out.push(initials.slice(from));
  return out;
}

function shortInitialsOf(words: readonly string[], written: string): string | null {
  if (words.length === 2) return words.map((w) => w[0]).join("");
  return words.length === 1 && /^[A-Z]{2,6}$/.test(written) ? words[0]! : null;
}

/** The longest run of common words whose initials are read (termInitials). */
const MAX_TERM_WORDS = 4;

/**
 * The initials of each run of two to MAX_TERM_WORDS lower-case content words, the way a term is abbreviated: "ceo" of
 * "chief executive officer", "gdp" of "gross domestic product". Bounded: linear in the sentence's length.
 */
function termInitials(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  const isTermWord = (t: Token | undefined) => !!t && t.type === "word" && !t.stop && /^\p{Ll}/u.test(t.text);
  for (let i = 0; i < tokens.length; i++) {
    let initials = "";
    for (let k = i; k < tokens.length && k < i + MAX_TERM_WORDS && isTermWord(tokens[k]); k++) {
      initials += tokens[k]!.lower[0];
      if (initials.length >= 2) out.push(initials);
    }
  }
  return out;
}

/** The key a sentence's SentenceSlots.lowers holds for initials (Entity.shortInitials, termInitials). */
export function shortInitialsKey(initials: string): string {
  return `initials:${initials}`;
}

/** Words joined by a hyphen, also written as one word ("Ibero-American" for "Iberoamerican", "e-mail"). */
function hyphenJoined(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    const a = tokens[i - 1]!;
    const h = tokens[i]!;
    const b = tokens[i + 1]!;
    if (h.text === "-" && a.type === "word" && b.type === "word" && a.end === h.start && h.end === b.start) out.push(a.lower + b.lower);
  }
  return out;
}

/** How far after a passive verb its "by" may come ("was discovered in 1953 by…"). */
const AGENT_REACH = 6;
const COORDINATION = new Set(["and", ",", "&"]);

/** The names joined to entities[k] by "and" or commas, walking one way (-1 back, +1 on), entities[k] included. */
function coordinated(tokens: readonly Token[], entities: readonly Entity[], k: number, step: 1 | -1): Entity[] {
  const out = [entities[k]!];
  for (let m = k + step; m >= 0 && m < entities.length; m += step) {
    const [a, b] = step === 1 ? [out[out.length - 1]!, entities[m]!] : [entities[m]!, out[out.length - 1]!];
    let joined = b.first > a.last + 1;
    for (let i = a.last + 1; i < b.first; i++) if (!COORDINATION.has(tokens[i]!.lower)) joined = false;
    if (!joined) break;
    out.push(entities[m]!);
  }
  return out;
}

/** Verbs of making a work, whose maker a sentence may name without the verb (agentsOf's CREATOR). */
/** Verbs of an honour given or received, which say the same of what it is for. */
const RECEIVING_VERBS: ReadonlySet<string> = new Set(["receive", "award", "win", "earn", "grant", "give"]);

export const CREATION_VERBS = new Set(["compose", "write", "paint", "invent", "direct", "sculpt", "author", "pen", "create", "design", "draw"]);
/** agentsOf's key for the maker of the work a sentence is about: "a two-act opera by Mozart", "credited to Bell". */
export const CREATOR = "#creator";
/** Nouns of a made work whose maker follows "by" ("a novel by Jane Austen"). */
const WORK_NOUNS = new Set([
  "opera", "novel", "novella", "painting", "portrait", "poem", "play", "symphony", "concerto", "sonata", "song", "film", "movie",
  "book", "sculpture", "statue", "essay", "treatise", "album", "fresco", "mural", "ballet", "musical", "oratorio", "requiem",
  "cantata", "story", "memoir", "composition", "work", "masterpiece", "invention", "screenplay", "libretto", "etching", "drawing",
]);
/** Words before "to" that name who made a thing ("is credited to Alexander Graham Bell", "attributed to Homer"). */
const CREDIT_WORDS = new Set(["credited", "attributed"]);

/** Parts of speech of the phrase naming a maker ("South Korean girl group Blackpink"). */
const MAKER_PHRASE_POS = new Set(["DET", "ADJ", "NOUN", "PROPN"]);

/**
 * The entity (index into entities) named as the maker of the work a sentence is about: after a work noun and "by"
 * ("The Magic Flute is a two-act opera by Mozart"), or after "credited to" / "attributed to". The last name of the
 * phrase there, past what describes the maker: "by South Korean girl group Blackpink", "by Danish architect Jørn Utzon".
 */
function creatorAt(tokens: readonly Token[], startingAt: ReadonlyMap<number, number>): number | undefined {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const made = (t.lower === "by" && WORK_NOUNS.has(tokens[i - 1]!.lemma)) || (t.lower === "to" && CREDIT_WORDS.has(tokens[i - 1]!.lower));
    if (!made) continue;
    let maker: number | undefined;
    for (let j = i + 1; j < tokens.length && MAKER_PHRASE_POS.has(tokens[j]!.pos); j++) maker = startingAt.get(j) ?? maker;
    if (maker !== undefined) return maker;
  }
  return undefined;
}

const agentsCache = new SentenceCache<ReadonlyMap<string, readonly Entity[]>>();

/** How many tokens an aside set off by commas after a name may run ("Samuel Kiprop, running his first marathon, won"). */
const ASIDE_REACH = 8;

/**
 * The token after an aside set off by commas that starts at `at` ("…Kiprop, running his first marathon, won…"), or `at`
 * when none does. An aside holds no verb but a participle, so a list of names ("Kenya, Uganda and Ethiopia won") is none.
 */
function afterAside(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.text !== ",") return at;
  for (let i = at + 1; i < tokens.length && i <= at + ASIDE_REACH; i++) {
    const t = tokens[i]!;
    if (t.text === ",") return i > at + 1 && /ing$|ed$/.test(tokens[at + 1]!.lower) ? i + 1 : at;
    if (t.type === "punctuation" || (t.pos === "VERB" && i > at + 1) || t.pos === "AUX") return at;
  }
  return at;
}

/**
 * Who does what in a sentence, by the verb's lemma: the names right before a verb ("Watson and Crick discovered…"),
 * the clause's subject for a participle after a comma ("Macron was re-elected…, defeating Marine Le Pen"), or the names
 * after "by" in the passive ("was discovered in 1953 by James Watson and Francis Crick"). Read on first use and
 * cached: only a claim that has a doer needs its sentences' doers.
 */
export function agentsOf(slots: SentenceSlots): ReadonlyMap<string, readonly Entity[]> {
  let found = agentsCache.get(slots.sentence);
  if (found === undefined) {
    found = readAgents(slots.sentence.tokens, slots.entities);
    agentsCache.set(slots.sentence, found);
  }
  return found;
}

function readAgents(tokens: readonly Token[], entities: readonly Entity[]): Map<string, readonly Entity[]> {
  const out = new Map<string, readonly Entity[]>();
  entities.forEach((e, k) => {
    const verb = tokens[afterAside(tokens, e.last + 1)];
    // A name inside a phrase does not do what follows it: "The Gotthard Base Tunnel in Switzerland opened…". Two
    // clauses of one verb have both doers: "Germany surrendered unconditionally; Japan surrendered after…".
    if (verb?.pos !== "VERB" || e.preposition !== "") return;
    const doers = (out.get(verb.lemma) as Entity[] | undefined) ?? [];
    if (doers.length === 0) out.set(verb.lemma, doers);
    // No name is read twice: the names coordinated before this one have no verb right after them.
    for (const d of coordinated(tokens, entities, k, -1)) doers.push(d);
  });
  // A participle after a comma is done by the clause's subject: "Macron was re-elected in 2022, defeating Marine Le Pen".
  const subject = entities.findIndex((e) => e.subject && e.preposition === "");
  if (subject >= 0) {
    tokens.forEach((t, i) => {
      if (t.pos === "VERB" && t.lower.endsWith("ing") && tokens[i - 1]?.text === "," && i > entities[subject]!.last && !out.has(t.lemma)) {
        out.set(t.lemma, coordinated(tokens, entities, subject, -1));
      }
    });
  }
  // A second verb of the subject's after "and", when the subject does the first: "Kylian Mbappé scored a hat-trick in
  // the final and won the Golden Boot" (not "Oppenheimer is a film written and directed by Christopher Nolan").
  if (subject >= 0 && tokens[entities[subject]!.last + 1]?.pos === "VERB") {
    const endsName = new Set(entities.map((e) => e.last));
    tokens.forEach((t, i) => {
      if (t.pos === "VERB" && !t.lower.endsWith("ing") && tokens[i - 1]?.lower === "and" && tokens[i + 1]?.lower !== "by" && !endsName.has(i - 2) && i > entities[subject]!.last + 2 && !out.has(t.lemma)) {
        out.set(t.lemma, coordinated(tokens, entities, subject, -1));
      }
    });
  }
  // A doer named by the post of one: "Owen Pryce is the director of the production" directs it.
  entities.forEach((e, k) => {
    if (e.preposition !== "" || tokens[e.last + 1]?.lemma !== "be" || tokens[e.last + 2]?.lower !== "the") return;
    const verb = AGENT_NOUNS.get(tokens[e.last + 3]?.lower ?? "");
    if (verb && tokens[e.last + 4]?.lower === "of" && !out.has(verb)) out.set(verb, coordinated(tokens, entities, k, -1));
  });
  const startingAt = new Map(entities.map((e, k) => [e.first, k]));
  const creator = creatorAt(tokens, startingAt);
  if (creator !== undefined) out.set(CREATOR, coordinated(tokens, entities, creator, 1));
  tokens.forEach((t, i) => {
    if (t.pos !== "VERB" || out.has(t.lemma) || !(tokens[i - 1]?.lemma === "be" || tokens[i - 2]?.lemma === "be")) return;
    for (let b = i + 1; b < tokens.length && b <= i + AGENT_REACH; b++) {
      if (tokens[b]!.lower !== "by") continue;
      const k = startingAt.get(agentNameAt(tokens, b + 1));
      const described = k === undefined ? undefined : describedName(tokens, entities, entities[k]!);
      if (k !== undefined) out.set(t.lemma, coordinated(tokens, entities, described ? entities.indexOf(described) : k, 1));
      return;
    }
  });
  return out;
}

/** Posts that name who does a verb's work, by the verb's lemma: "the director of" directs, "the author of" writes. */
const AGENT_NOUNS: ReadonlyMap<string, string> = new Map([
  ["director", "direct"], ["author", "write"], ["writer", "write"], ["designer", "design"], ["architect", "design"], ["composer", "compose"],
  ["founder", "found"], ["creator", "create"], ["producer", "produce"], ["editor", "edit"], ["illustrator", "illustrate"], ["translator", "translate"],
  ["painter", "paint"], ["inventor", "invent"], ["builder", "build"], ["developer", "develop"], ["discoverer", "discover"], ["organiser", "organise"], ["organizer", "organize"],
]);

/** The verb a post names the doer of ("direct" for "director"), or undefined. */
export function agentNounVerb(lower: string): string | undefined {
  return AGENT_NOUNS.get(lower);
}

/** Lower-case words read past after "by" to the doer's name ("by former port engineers Lotte Bakker and Sem de Vries"). */
const AGENT_DESCRIPTION_REACH = 4;

/**
 * Where the doer's name after "by" starts: right there, or past a description of lower-case articles, adjectives and
 * nouns ("by siblings Ingrid and Erik Halden", "by the architect Jørn Utzon"), demonyms among them ("by Scottish scientist
 * Alexander Fleming"; not "by Italian Renaissance painters", a demonym before a name of its own).
 */
function agentNameAt(tokens: readonly Token[], at: number): number {
  for (let i = at; i < tokens.length && i - at <= AGENT_DESCRIPTION_REACH; i++) {
    const t = tokens[i]!;
    // A demonym describes the doer ("by Scottish scientist Alexander Fleming"): read past it.
    const demonym = t.type === "word" && placesOfDemonym(t.lower).length > 0 && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? "") === false;
    if (!demonym && (/^\p{Lu}/u.test(t.text) || t.type !== "word")) return i;
    if (!demonym && t.pos !== "DET" && t.pos !== "ADJ" && t.pos !== "NOUN") return at;
  }
  return at;
}

/** How many common nouns may stand between a name that describes another and that name ("Harvard law professor"). */
const DESCRIBED_NOUNS = 2;

/**
 * The name a name only describes, past the common nouns it modifies: "Sony" of "designed by Sony engineer Nobutoshi
 * Kihara" describes Nobutoshi Kihara, "Italian Renaissance" of "the Italian Renaissance artist Leonardo da Vinci"
 * Leonardo. Undefined when no name follows so.
 */
export function describedName(tokens: readonly Token[], entities: readonly Entity[], e: Entity): Entity | undefined {
  let next = e.last + 1;
  while (next < tokens.length && next - e.last <= DESCRIBED_NOUNS && tokens[next]!.pos === "NOUN" && /^\p{Ll}/u.test(tokens[next]!.text) && !PARTICLES.has(tokens[next]!.lower)) next++;
  return next > e.last + 1 ? entities.find((f) => f.first === next) : undefined;
}

/** Tokens read after a verb for the noun phrase it takes ("discovered the elements polonium…", "named after the snake"). */
const ARGUMENT_REACH = 4;
/** Words that may stand between a verb and the nouns it takes: one preposition, articles, adjectives, possessives. */
const ARGUMENT_LEAD_POS = new Set(["DET", "ADJ", "PRON"]);

/**
 * What a verb takes: its object or the object of the preposition right after it. "Marie Curie discovered uranium"
 * gives discover: uranium; "named after the British comedy group Monty Python" gives name after: comedy, group,
 * monty, python. Keyed by the verb's lemma and the preposition, if any.
 */
export interface Argument {
  readonly key: string;
  /** Lower-case nouns of the phrase (common or proper), in order. */
  readonly nouns: readonly string[];
  /** Those of them that are common nouns, as tokens (for their lemma and stem); not words of time (TIME_NOUNS). */
  readonly common: readonly Token[];
  /**
   * The verb takes it alone or mostly: a word of EXCLUSIVE_WORDS between the verb and the phrase ("feed mainly on
   * grass", "accept only cards") or "only" right after it ("accept cards only").
   */
  readonly exclusive: boolean;
}

const argumentsCache = new SentenceCache<readonly Argument[]>();

/** The verb arguments of a sentence (Argument), read on first use and cached: only some claims need them. */
export function argumentsOf(slots: SentenceSlots): readonly Argument[] {
  let found = argumentsCache.get(slots.sentence);
  if (found === undefined) {
    found = readArguments(slots.sentence);
    argumentsCache.set(slots.sentence, found);
  }
  return found;
}

/** Adjectives after "be" that say how one is able or expected to do something, not a property the page must name. */
const MODAL_ADJECTIVES = new Set(["able", "unable", "likely", "unlikely", "due", "about", "sure", "certain", "set", "capable", "more", "less"]);

/** "involved", "crowded": a verb's participle tagged as an adjective (not "red", "sacred", "unlimited"). */
function isParticiple(t: Token): boolean {
  return participleVerb(t.lower) !== undefined;
}

/**
 * The adjective a sentence predicates of its subject after its first form of "be" (a later clause's is often an
 * aside of a long sentence), adverbs passed over: "safe" of "Aspirin is safe for children", "portable" of "Abacus
 * computing is highly portable", "red" of "is painted red". Not a comparative ("larger than"), not an adjective of a
 * noun or a figure ("is a safe drug", "top seven seeds"), not a participle ("involved in"), not one that takes "of"
 * ("critical of the album"), not "able to" and its kind (MODAL_ADJECTIVES).
 */
export function predicateAdjective(tokens: readonly Token[]): Token | undefined {
  const be = tokens.findIndex((t) => t.lemma === "be" && t.pos === "AUX");
  if (be < 0) return undefined;
  let j = be + 1;
  while (tokens[j]?.pos === "ADV" || tokens[j]?.pos === "PART") j++;
  // A verb that names what the subject is made or held to be: "is painted red", "was declared extinct"; the word that
  // ends the sentence after it is that too, though the tagger reads it as a noun ("was born deaf.").
  const endsAfterParticiple = tokens[j]?.pos === "VERB" && tokens[j + 1]?.pos === "NOUN" && tokens[j + 1]!.type === "word" && tokens[j + 2]?.text === "." && j + 3 === tokens.length;
  if (tokens[j]?.pos === "VERB" && (tokens[j + 1]?.pos === "ADJ" || endsAfterParticiple)) j++;
  const adjective = tokens[j];
  const next = tokens[j + 1];
  if (endsAfterParticiple) return adjective;
  if (adjective?.pos !== "ADJ" || adjective.type !== "word" || MODAL_ADJECTIVES.has(adjective.lemma) || isParticiple(adjective)) return undefined;
  if (next && (next.pos === "NOUN" || next.pos === "PROPN" || next.pos === "NUM" || next.lower === "than" || next.lower === "of")) return undefined;
  return adjective;
}

function readArguments(sentence: Sentence): Argument[] {
  const tokens = sentence.tokens;
  const dateEnds = new Map(sentence.numbers.filter(isCalendar).map((n) => [n.from, n.to]));
  const out: Argument[] = [];
  tokens.forEach((t, i) => {
    // A participle after an article describes the noun, takes nothing: "the recalled peanut butter".
    if ((t.pos !== "VERB" && !verbReadAsNoun(tokens, i)) || tokens[i - 1]?.pos === "DET") return;
    let j = i + 1;
    // A verb and its fixed object are one verb: "takes place in the chloroplasts", "took part in the race".
    const phrase = t.lemma === "take" && FIXED_OBJECTS_OF_TAKE.has(tokens[j]?.lower ?? "") && tokens[j + 1]?.pos === "ADP" ? `${t.lemma} ${tokens[j++]!.lower}` : t.lemma;
    // Past an adverb or two: "observes mainly in the infrared", "feed almost entirely on krill"; or "only" before the
    // object ("accept only cards").
    const adverbsFrom = j;
    if (tokens[j]?.pos === "ADV" && tokens[j + 1]?.pos === "ADP") j++;
    else if (tokens[j]?.pos === "ADV" && tokens[j + 1]?.pos === "ADV" && tokens[j + 2]?.pos === "ADP") j += 2;
    else if (tokens[j]?.lower === "only") j++;
    let exclusive = false;
    for (let k = adverbsFrom; k < j; k++) if (EXCLUSIVE_WORDS.has(tokens[k]!.lower)) exclusive = true;
    // Past a bound on a count of the object: "may bring up to 12 cans" takes "cans".
    if (tokens[j]?.lower === "up" && tokens[j + 1]?.lower === "to" && tokens[j + 2]?.type === "number") j += 3;
    let preposition = "";
    if (tokens[j]?.pos === "ADP") preposition = tokens[j++]!.lower;
    // Past a date to the preposition after it: "started on 2 September 1666 in a bakery" takes "in a bakery".
    const dateEnd = preposition ? endOfDate(dateEnds, j) : j;
    if (dateEnd > j && tokens[dateEnd]?.pos === "ADP") {
      preposition = tokens[dateEnd]!.lower;
      j = dateEnd + 1;
    }
    // Past a figure or a range after the preposition: "given at 12 to 15 months of age" takes "months".
    if (preposition && tokens[j]?.type === "number") j += tokens[j + 1]?.lower === "to" && tokens[j + 2]?.type === "number" ? 3 : 1;
    const taken = readNouns(tokens, j);
    if (taken.nouns.length === 0) return;
    out.push({ key: preposition ? `${phrase} ${preposition}` : phrase, nouns: taken.nouns, common: taken.common, exclusive: exclusive || tokens[taken.end]?.lower === "only" });
    // What the object is made from, turned into, done with, given for, passed through or put in is the verb's too:
    // "produce honey from pollen", "received the Nobel Prize in Physics in 1921 for his explanation of…" (past a
    // setting or two), "breathe air through a blowhole", "lay their eggs in water".
    for (let k = taken.end, hops = 0; !preposition && hops <= SETTINGS_PASSED && tokens[k]?.pos === "ADP"; hops++) {
      const after = tokens[k]!;
      // A year or a figure is a setting to pass ("in 1921").
      const phrase = tokens[k + 1]?.type === "number" ? { nouns: [], common: [], end: k + 2 } : readNouns(tokens, k + 1);
      if (phrase.end === k + 1) break;
      // What an honour is for, whoever gives it: "was awarded the Nobel Prize for his theory" and "received the Nobel
      // Prize … for his explanation" say it of one honour.
      const verb = after.lower === "for" && RECEIVING_VERBS.has(t.lemma) ? "receive" : t.lemma;
      if (SECOND_PREPOSITIONS.has(after.lower) && phrase.nouns.length > 0) out.push({ key: `${verb} ${after.lower}`, nouns: phrase.nouns, common: phrase.common, exclusive: false });
      else if (!SETTING_PREPOSITIONS.has(after.lower)) break;
      k = phrase.end;
    }
  });
  return out;
}

/**
 * The token after the date that starts at `from` ("2 September 1666": the calendar figures numbers.ts reads there, one
 * after another), or `from` when none does (not "12 to 15 months").
 */
function endOfDate(dateEnds: ReadonlyMap<number, number>, from: number): number {
  let j = from;
  for (let to = dateEnds.get(j); to !== undefined; to = dateEnds.get(j)) j = to + 1;
  return j;
}

/**
 * A plural subject's verb the tagger reads as a noun, before an adverb or a preposition: "Hummingbirds feed/NOUN mainly
 * on nectar", "Blue whales feed/NOUN almost entirely on krill". The word after a plural noun, itself no plural.
 */
function verbReadAsNoun(tokens: readonly Token[], i: number): boolean {
  const [before, t, after] = [tokens[i - 1], tokens[i]!, tokens[i + 1]];
  if (t.pos !== "NOUN" || t.lower.endsWith("s") || !before || (before.pos !== "NOUN" && before.pos !== "PROPN")) return false;
  return before.lower.endsWith("s") && (after?.pos === "ADV" || after?.pos === "ADP");
}

/** Objects that make one verb with "take" (readArguments). */
const FIXED_OBJECTS_OF_TAKE = new Set(["place", "part"]);

/** Prepositions after a verb's object that bring in more of what the verb takes (readArguments). */
const SECOND_PREPOSITIONS = new Set(["from", "into", "with", "for", "through", "in"]);
/** Settings passed over between a verb's object and a later preposition ("in Physics in 1921 for…"). */
const SETTINGS_PASSED = 2;

/**
 * The noun phrase from token `from`: articles, adjectives and the like passed over (ARGUMENT_LEAD_POS), then its
 * nouns, bounded like the lead, so a run of nouns is read once, from the verb that takes it. `end`: the token after it.
 */
function readNouns(tokens: readonly Token[], from: number): { nouns: string[]; common: Token[]; end: number } {
  let j = from;
  for (const limit = j + ARGUMENT_REACH; j < tokens.length && j < limit && ARGUMENT_LEAD_POS.has(tokens[j]!.pos); ) j++;
  // Past a year or a figure of the name after an article: "the 1921 Nobel Prize".
  if (j > from && tokens[j - 1]!.pos === "DET" && tokens[j]?.type === "number" && (tokens[j + 1]?.pos === "PROPN" || tokens[j + 1]?.pos === "NOUN")) j++;
  const nouns: string[] = [];
  const common: Token[] = [];
  for (const limit = j + ARGUMENT_REACH; j < tokens.length && j < limit; j++) {
    const n = tokens[j]!;
    // A hyphen written between two words joins them: "Ibero-American Championship".
    if (n.text === "-" && nouns.length > 0 && tokens[j - 1]!.end === n.start && tokens[j + 1]?.type === "word" && tokens[j + 1]!.start === n.end) continue;
    if (n.type !== "word" || (n.pos !== "NOUN" && n.pos !== "PROPN" && n.pos !== "ADJ")) break;
    if (n.pos === "ADJ") continue;
    nouns.push(n.lower);
    if (n.pos === "NOUN" && !n.stop && !TIME_NOUNS.has(n.lemma)) common.push(n);
  }
  // An adjective with no noun after it stands for one: "comes in red", "comes in black, white and blue".
  const bare = tokens[j - 1];
  if (nouns.length === 0 && j > from && bare?.pos === "ADJ" && !bare.stop && (j === tokens.length || tokens[j]!.type === "punctuation" || tokens[j]!.pos === "CCONJ")) {
    nouns.push(bare.lower);
    common.push(bare);
  }
  return { nouns, common, end: j };
}

/** Prepositions that place a verb or a name in space or time ("born in Bonn", "the Nobel Prize in Chemistry in 1911"). */
const SETTING_PREPOSITIONS = new Set(["in", "at", "on", "from", "to", "into", "during"]);
/** Placements read after one verb or name ("in Bonn in 1770"): bounded, so a run of them costs linear time. */
const SETTING_CHAIN = 3;

/**
 * Where or when something is placed: a name or a date right after a verb or a name through a preposition. "He was
 * born in Bonn in 1770 and died in Vienna" gives born: in Bonn, in 1770; Bonn: in 1770; died: in Vienna.
 */
export interface Setting {
  /** The verb's lemma, or the name's words ("nobel prize"). */
  readonly head: string;
  readonly preposition: string;
  readonly name?: Entity;
  readonly date?: NumberMention;
}

/** A sentence's settings, found by what they place and by what they place it at. */
export interface Settings {
  readonly all: readonly Setting[];
  /** By head and preposition ("bear in"). */
  readonly byPlacement: ReadonlyMap<string, readonly Setting[]>;
  /** By each word of a name, or a date's match key (settingValueKeys). */
  readonly byValue: ReadonlyMap<string, readonly Setting[]>;
}

/** The keys a setting's value is found by: each word of its name, or its date's match key. */
export function settingValueKeys(x: Setting): readonly string[] {
  return x.name ? x.name.words : [numberKey(x.date!)];
}

export function placementKey(x: Setting): string {
  return `${x.head} ${x.preposition}`;
}

const settingsCache = new SentenceCache<Settings>();

/** The settings of a sentence (Setting), read on first use and cached: only a claim that has one needs them. */
export function settingsOf(slots: SentenceSlots): Settings {
  let found = settingsCache.get(slots.sentence);
  if (found === undefined) {
    // Each setting once: a claim repeating one ("in Paris in Paris…") is compared as often as one saying it once.
    const all: Setting[] = [];
    const seen = new Set<string>();
    const byPlacement = new Map<string, Setting[]>();
    const byValue = new Map<string, Setting[]>();
    for (const x of readSettings(slots.sentence, slots.entities)) {
      const k = placementKey(x);
      const id = `${k} ${settingValueKeys(x).join(" ")}`;
      if (seen.has(id)) continue;
      seen.add(id);
      all.push(x);
      let placed = byPlacement.get(k);
      if (!placed) byPlacement.set(k, (placed = []));
      placed.push(x);
      for (const v of settingValueKeys(x)) {
        let valued = byValue.get(v);
        if (!valued) byValue.set(v, (valued = []));
        valued.push(x);
      }
    }
    found = { all, byPlacement, byValue };
    settingsCache.set(slots.sentence, found);
  }
  return found;
}

function readSettings(sentence: Sentence, entities: readonly Entity[]): Setting[] {
  const tokens = sentence.tokens;
  const nameAt = new Map(entities.map((e) => [e.first, e]));
  const dateAt = new Map(sentence.numbers.filter(isCalendar).map((n) => [n.from, n]));
  const out: Setting[] = [];
  // A chain of placements after token `end` ("in Bonn in 1770"), stopping at the first word that is none.
  const chain = (head: string, end: number) => {
    let j = end + 1;
    for (let n = 0; n < SETTING_CHAIN && j < tokens.length && SETTING_PREPOSITIONS.has(tokens[j]!.lower); n++) {
      const preposition = tokens[j]!.lower;
      const at = tokens[j + 1]?.lower === "the" ? j + 2 : j + 1;
      const name = nameAt.get(at);
      const date = name ? undefined : dateAt.get(at);
      if (name) out.push({ head, preposition, name });
      else if (date) out.push({ head, preposition, date });
      else return;
      j = (name ? name.last : date!.to) + 1;
    }
  };
  tokens.forEach((t, i) => {
    if (t.pos === "VERB") chain(t.lemma, i);
  });
  for (const e of entities) chain(e.words.join(" "), e.last);
  return out;
}

const entitiesCache = new SentenceCache<readonly Entity[]>();

/**
 * The names of a sentence (SentenceSlots.entities), cached per sentence object. Read alone for the sentences a
 * pronoun may go back to, which are mostly never aligned and so never need the rest of their slots.
 */
export function entitiesIn(sentence: Sentence, source: string): readonly Entity[] {
  let entities = entitiesCache.get(sentence);
  if (entities) return entities;
  const tokens = sentence.tokens;
  const inFigure = new Set<number>();
  for (const n of sentence.numbers) for (let i = n.from; i <= n.to; i++) inFigure.add(i);
  entities = entitiesOf(tokens, (a, b) => source.slice(tokens[a]!.start, tokens[b]!.end), inFigure);
  entitiesCache.set(sentence, entities);
  return entities;
}

/** The slots of a sentence (cached per sentence object). */
export function slotsOf(sentence: Sentence, source: string): SentenceSlots {
  let s = cache.get(sentence);
  if (s) return s;
  const tokens = sentence.tokens;
  const text = (a: number, b: number) => source.slice(tokens[a]!.start, tokens[b]!.end);
  const lowers = new Set<string>();
  const lemmas = new Set<string>();
  const negations: number[] = [];
  tokens.forEach((t, i) => {
    lowers.add(t.lower);
    lemmas.add(t.lemma);
    if (isNegationCue(tokens, i)) negations.push(i);
  });
  for (const k of sentence.keys) lowers.add(k);
  const entities = entitiesIn(sentence, source);
  const demonyms = demonymsOf(tokens);
  for (const w of placeForms(tokens, demonyms, entities)) lowers.add(w);
  for (const w of hyphenJoined(tokens)) lowers.add(w);
  for (const e of entities) {
    for (const initials of e.initialisms) lowers.add(initials);
    if (e.shortInitials) lowers.add(shortInitialsKey(e.shortInitials));
  }
  for (const initials of termInitials(tokens)) lowers.add(shortInitialsKey(initials));
  s = { sentence, lowers, lemmas, entities, demonyms, ranks: ranksOf(tokens, text), quantifiers: quantifiersOf(tokens, sentence.numbers), negations, afterNameAside: asidesAfterNames(tokens) };
  cache.set(sentence, s);
  return s;
}
