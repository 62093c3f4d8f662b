/**
 * What all the evidence says about one claim, read from the alignment core (src/align/): the sentence (or two
 * sentences together) that best covers the claim with nothing substituted, the sentences that cover it but
 * substitute one of its slots (by kind), and the shape of the evidence. The features below are what the verdict
 * model weighs; the sentences behind them are kept for the quote and the reason.
 */
import { boundsAgree, BOUND_WORDS, comparable, durationOf, isAgeLimit, isCalendar, numberKey, sameFigure, sameNumber, type NumberMention } from "../../../text/numbers.js";
import { antonymsOf, APPROXIMATION_WORDS, DENYING_LEMMAS, demonymsOfPlace, hasListedOpposite, kinWords, makingWords, placesOfDemonym, ordinalRank, QUANTIFIER_RANK, SUPERLATIVE_SYNONYMS } from "../../../text/lexicon.js";
import { inLexicon, readAlone } from "../../../text/nlp.js";
import { modifiesOtherwise, oneSlotContradiction, otherEndOfLife, subjectWordsOf } from "./one-slot.js";
import { CLOSERS, countSentences, estimateSentences, isPossessiveMark, isSpaceAt, isTerminatorAt } from "../../../text/analyze.js";
import { align, analyze, comparedFigureIn, figureComparisonOf, figuresAgree, isEventOrder, statesAnOrder, firstOfKind, ranksAnyone, contrastClauses, countedPhrase, argumentsOf, labelColon, CALENDAR_WORDS, claimFrame, companyForAlone, passageScreen, dateWord, entitiesIn, entityIn, figureVerb, isLoose, modelNumberKey, nameKeys, predicateAdjective, rankStated, reliableName, slotsOf, withKindNamed, type Alignment, type AnalyzedText, type Argument, type ClaimFrame, type ComparedFigure, type Entity, type Rank, type Sentence, type Substitution, type SubstitutionKind, type Token } from "../../../align/index.js";

/** Evidence read per claim at most (characters over all passages); the rest is not read, so cost stays bounded. */
export const MAX_EVIDENCE_CHARS = 300_000;

export const FEATURE_NAMES = [
  "overlap",
  "cov_best",
  "cov_best_sq",
  "cov_clean",
  "cov_pair",
  "key_clean",
  "key_pair",
  "all_keys_clean",
  "against_figure",
  "against_entity",
  "against_rank",
  "against_polarity",
  "against_quantifier",
  "against_any",
  "hedged_best",
  "claim_has_figures",
  "figures_absent",
  "entities_absent",
  "cov_anywhere",
  "claim_len",
  "n_sentences",
  "sentences_per_passage",
  "several_passages",
  "cov_clean_common",
] as const;

/**
 * A claim of at most this many content words must have the year of its verb given somewhere (Absent.figures). It was 5
 * until 2026-11-28; at 7, out of fold on all visible data, it withholds 6 more partly supported WiCE items and no other
 * answer ("Nelson Mandela was released from prison in February 1990" is not stated by sentences that give no 1990); at 8
 * it withheld 2 supported ones.
 */
const SHORT_CLAIM_DATED_WORDS = 7;
/** A decisive contradiction must sit in a sentence of at most this many tokens (long ones are lists and tables). */
const DECISIVE_MAX_TOKENS = 50;
/** More years than this in one sentence make it a timeline (isDecisive). */
const TIMELINE_YEARS = 3;
/**
 * ...that holds at least this share of the claim's words outside the swapped slot, and at least DECISIVE_MIN_COVERAGE
 * of all of them. With every other word required (0.99), 10 of the 69 web-stance refutations of the training part
 * were answered `unsupported`; at 0.8 ("She displaced nearly 265 metric tons when surfaced" holds 8 of 9 weighted
 * words of "The SM U-30 German submarine had a displacement of 662 tons when surfaced") 15, still with one supported
 * item among them, and F1(unsupported) went from 0.25 to 0.35 (out-of-fold, 2026-11-25; questions no longer count).
 */
const DECISIVE_REST_COVERAGE = 0.8;
/**
 * A "not", "never" or an opposite word changes the claim without standing for any of its words, so a short sentence
 * that denies it may hold less of the rest: "Properly stored honey never spoils." for "Honey spoils after a year",
 * "Outside food and drinks are not allowed." for "Outside food is allowed in the cinema". Only in a short sentence: in
 * the long sentences of web passages the denial is as often of another clause's word. For sentences of any length, on
 * the training part out of fold (2026-11-26), web stance F1(unsupported) went 0.395 -> 0.427 with one supported item
 * contradicted ("common" in a 40-word sentence for the claim's "individual"); for those of at most 20 tokens no
 * labelled item changes, and the 63 easy-claim sets gain 22 right answers and give 2 fewer wrong ones.
 */
const DECISIVE_POLARITY_REST_COVERAGE = 0.7;
const SHORT_DENIAL_MAX_TOKENS = 20;
const DECISIVE_MIN_COVERAGE = 0.5;
/**
 * When the sentence holds every other word of the claim, the swapped slot may weigh more: "Python was created by
 * James Gosling" against "It was created by Guido van Rossum" holds 3 of 7 weighted words, the name being 4.
 */
const DECISIVE_MIN_COVERAGE_ALL_REST = 0.3;
/** The share of the rest of the claim a sentence giving the same event another figure or date must hold. */
const SAME_EVENT_REST_COVERAGE = 0.5;

/** Kinds of decisive contradiction, each with its own measured confidence. */
export const CONTRADICTION_KINDS = ["figure", "date", "entity", "rank", "polarity", "quantifier"] as const;
export type ContradictionKind = (typeof CONTRADICTION_KINDS)[number];
export function contradictionKind(kind: SubstitutionKind): ContradictionKind {
  if (kind === "date") return "date";
  if (kind === "number" || kind === "amount" || kind === "quantity") return "figure";
  if (kind === "entity") return "entity";
  if (kind === "ordinal") return "rank";
  if (kind === "quantifier") return "quantifier";
  return "polarity";
}

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Evidence shape: several short items (sentences) or passages/pages. Calibration and thresholds are per shape. */
export type EvidenceShape = "sentences" | "passage";

export interface SentenceRef {
  readonly passage: number;
  /** Tokens in the sentence. */
  readonly tokens: number;
  readonly start: number;
  readonly end: number;
  readonly alignment: Alignment;
  /**
   * The sentence asserts what it says: a statement, a question answered "Yes" in the next sentence, or a "why"
   * question (it presupposes its content). "Which metal is more reactive, copper or iron?" asserts nothing.
   */
  readonly asserts: boolean;
  /** It shares nothing with the claim but a name its pronoun stands for ("It lies in the Himalayas"). */
  readonly onlyByPronoun: boolean;
  /**
   * It states a rank of the claim that one holds, of whatever subject: a superlative ("has the most native speakers of
   * any language") or "first" ("became the first emperor").
   */
  readonly statesOnlyHolder: boolean;
  /** It states an ordinal of the claim's with what it counts: "the 45th president", "the third woman". */
  readonly statesOrdinal: boolean;
  /** Its subject is a name the claim does not have: what it says is said of another ("Neil Armstrong was the first to walk…"). */
  readonly otherSubject: boolean;
  /**
   * It opens with a name the claim does not have as its subject, counting a one-word name the lexicon also holds when the
   * tagger reads it alone as a name ("Finland is often called…"): otherSubject reads such a name as no name.
   */
  readonly opensWithOtherName: string | undefined;
  /**
   * It opens with a subject of its own, by any capitalised name (a word of the lexicon too: "Mercury"), and lacks the
   * claim's subject: no first half of a claim stated by two sentences.
   */
  readonly subjectNotClaims: boolean;
  /** How many years it gives: a run of them is a timeline or a flattened table ("Ordered 19 February 1912 … Launched …"). */
  readonly years: number;
  /** How many figures it gives. */
  readonly figures: number;
  /** The match keys of the figures it gives only as a bound ("under 8", "over 65"). */
  readonly boundFigures: readonly string[];
  /**
   * The sentence before, when this one is read through a pronoun or a bare subject standing for what that one was about
   * ("Refunds are made within 5 days." after "Sale items can only be exchanged, not refunded.") and that one was aligned.
   */
  readonly leansOn: SentenceRef | null;
  /** The sentence denies something: a negation cue, or "without" ("They do not work against viruses", "without paying any fees"). */
  readonly denies: boolean;
  /** The words it was read as standing for: a pronoun's, a bare subject's, an omitted topic's (readPassage). */
  readonly standsFor: ReadonlySet<string> | undefined;
  /**
   * What its passage is about: the lemmas of the subject of its first sentence that opens with one ("colosseum" for
   * "Construction began…" after "The Colosseum is…").
   */
  readonly topic: ReadonlySet<string> | undefined;
  /** It is a heading or a title: no verb, no full stop ("Northwind Coffee Roasters", "Easton College – Fees and Funding"). */
  readonly heading: boolean;
}

export interface ClaimEvidence {
  readonly features: Float64Array;
  readonly shape: EvidenceShape;
  /** Best-covering sentence with no substitution, and the second one whose words complete it (if that helps). */
  readonly support: SentenceRef | null;
  readonly complement: SentenceRef | null;
  /** The sentence that covers the claim best while substituting one of its slots. */
  readonly against: SentenceRef | null;
  /** Best-covering sentence of any kind (for an undecided answer's quote). */
  readonly closest: SentenceRef | null;
  /**
   * A decisive contradiction (isDecisive): the `against` sentence is a short statement that holds most of the rest of
   * the claim and covers it better than any clean sentence, or holds all the rest while the claim's own figure or
   * name appears nowhere in the evidence.
   */
  readonly decisive: boolean;
  /**
   * A clean statement: one sentence that asserts what it says (SentenceRef.asserts) holds every content word and key
   * slot of the claim with nothing substituted, and no sentence that holds most of the rest of the claim substitutes
   * anything.
   */
  readonly clean: boolean;
  /**
   * The `against` sentence swaps only dates while the claim picks one event of several ("last", "first") by a word that
   * sentence lacks: the date is another event's ("erupted in AD 79" for "Vesuvius last erupted in 1944").
   */
  readonly otherEventDate: boolean;
  readonly sentenceCount: number;
  /** How many content words the claim has (a short claim needs more of itself stated: gates.ts understated). */
  readonly claimWords: number;
  /**
   * How many of the claim's common nouns the evidence says nowhere: after a preposition ("stomach" of "taken on an empty
   * stomach"), or anywhere in a claim that gives no figure ("café" of "The ferry has a café on board"), with the
   * adjectives before a noun in such a claim ("online" of "The school offers online courses").
   */
  readonly unsaidNouns: number;
  /**
   * On one passage or a page, the sentences `supported` would quote hold none of the claim's words outside its names,
   * of a claim with at least two such words, or one when the first of them is a heading (SentenceRef.heading): they
   * name the claim's subject and say nothing of it ("Northwind Coffee Roasters" for "Northwind Coffee Roasters was
   * founded in 2012", "Thomas Edison later improved the design…" for "The telephone was first patented by Thomas
   * Edison"). Out of fold on the web-stance training part it withheld 13 answers to passages annotated irrelevant or
   * partial, one refuted and 4 supported ones, each quoting a sentence that does not state it ("The Australian Grand
   * Prix was dead." for "…was a motorsport race"), 2026-12-01. Also when the second sentence quoted adds nothing but
   * the name of who does what the claim says, which the first lacks (one more irrelevant or partial web-stance passage
   * withheld, no other answer). On several sentences, which the caller chose one by one, only a quote of names alone
   * for a claim of at most 8 content words none of whose figures is quoted ("The Cobalt Room holds up to 120 guests
   * standing" for "You can bring your own caterer to the Cobalt Room"; out of fold on the training part it withheld one
   * partly supported and one refuted WiCE answer, 2026-12-03): for claims of any length a quote of names alone withheld
   * 28 supported WiCE items and 17 others, a heading among them 8 supported and 6 partly supported or refuted ones,
   * and a second sentence adding only a name (of any role) 20 supported and 13 partly supported ones.
   */
  readonly onlyNamesQuoted: boolean;
  /**
   * On several sentences: the sentence `supported` would quote lacks only the claim's names, said nowhere, and the
   * nouns right after them that tell what they are ("We're closed on Mondays" for "The Gilded Fern bakery does not open
   * on Mondays"). Such sentences are about someone unnamed: no evidence against the claim either.
   */
  readonly statedButUnnamed: boolean;
  /**
   * On one passage or a page, the sentences `supported` would quote never name the claim's opening subject, by its
   * words, by what they are read as standing for (SentenceRef.standsFor) or by what their passage is about
   * (SentenceRef.topic): "It has 2 million inhabitants." after "Paris is the capital of France." does not say France
   * has them. Out of fold on the web-stance training part it withheld one passage annotated irrelevant
   * and three supported ones whose quote lacks the subject ("Argentina won the tournament unbeaten" for "Diego Maradona
   * led Argentina to victory…"), 2026-12-01.
   */
  readonly subjectUnquoted: boolean;
  /**
   * On one passage or a page, a figure of the claim other than a date that neither sentence `supported` would quote
   * states: "Harbourside Aquarium" and "The Reef Café is open during all aquarium hours" do not say it stays open until
   * 7 p.m., whatever line of the page gives 7:00 pm for another season.
   */
  readonly figureUnquoted: boolean;
  /**
   * The sentences `supported` would quote say nothing of what the claim says of its subject (no content word from its
   * verb on, predicationStart): "The Voss family ran two mills on the river." does not say "The lower Voss mill was used
   * to grind wheat", nor a page's heading "Ashcombe Public Libraries" that they charge late fees, nor "The Willowmere Spa
   * is open daily from 9 am to 9 pm." that it offers a couples' massage package. On several sentences since 2026-12-02
   * (there, out of fold on the training part, it withheld no answer).
   */
  readonly predicationUnquoted: boolean;
  /** What the claim says that the evidence says nowhere, so that it cannot state the claim (Absent). */
  readonly absent: Absent;
}

/** Parts of a claim that appear nowhere in the evidence (ClaimEvidence.absent). */
export interface Absent {
  /**
   * Names of the claim (names by more than their capital letter, src/align reliableName), in neither form (a place
   * or its demonym).
   */
  readonly names: readonly string[];
  /**
   * Figures other than dates (counts, amounts, measurements), in no unit: "over 240 miles per hour" against a page
   * that gives "more than 300 km (186 miles) per hour". Out of fold on the training part this held for 25
   * several-sentences items answered `supported`, 22 of them only partly supported or refuted (2026-11-25). A date
   * is often left to the page's context ("in May", of 2018).
   */
  readonly figures: readonly string[];
  /**
   * Superlatives, or only a narrower one ("the largest city" against "the country's largest inland city"). Out of
   * fold on the training part this held for 13 items answered `supported`, 9 of them only partly supported or
   * not on the claim (2026-11-25). Ordinals are left out: "the first" is often said another way ("debut", "began").
   */
  readonly ranks: readonly string[];
  /**
   * The claim's comparison, when no sentence quoted states it: two sentences each giving one side a figure ("Espresso
   * contains about 63 mg…", "A cup of filter coffee contains about 95 mg") do not say which has less.
   */
  readonly comparisons: readonly string[];
  /**
   * What the claim's verb takes, where the sentence `supported` would quote has the same verb take something else and
   * does not say the claim's: "uranium" of "Marie Curie discovered uranium" against "She discovered the elements
   * polonium and radium", "the snake" of "Python is named after the snake" against "named after the British comedy
   * group Monty Python", "the euro" of "Denmark keeps the euro" against "Denmark … keeps the krone" on a page that
   * names the euro elsewhere. The evidence does not say which is right (one may discover two things), but it does not
   * state the claim.
   */
  readonly arguments: readonly string[];
  /**
   * What the claim says its subject is, an adjective after "be" ("safe" of "Aspirin is safe for children under 16"
   * against "Aspirin should not be given to children under 16") or the adjective of its comparison ("stronger" of "…is
   * stronger than Earth's"), in no form anywhere in the evidence.
   */
  readonly predicates: readonly string[];
  /**
   * The claim's negation ("cannot" of "Cars cannot use the Channel Tunnel"), when no sentence `supported` would quote
   * negates anything ("Cars are carried on shuttle trains"): a sentence that denies nothing does not state a denial.
   */
  readonly negations: readonly string[];
  /**
   * What the claim says of its subject (the content words from its verb on, predicationStart), when none of them is said anywhere
   * in the evidence: "has a toll for cars" of "The Brooklyn Bridge has a toll for cars" on a page that says nothing of
   * tolls or cars, "sells coffee" of "The bakery sells coffee" on a page of opening hours. A sentence that shares only
   * the claim's subject is about the subject, not about what the claim says of it.
   */
  readonly predication: readonly string[];
  /**
   * The claim's words the contradicting sentence (ClaimEvidence.against) substitutes, when the sentences `supported`
   * would quote do not say them: "male" of "Worker bees are male" against "Worker bees collect nectar" and "…thousands
   * of female workers and a few hundred male drones"; "several queens" of "A honeybee colony has several queens"
   * against "Honeybees live in colonies" and "Each colony has a single queen". The one sentence on that part of the
   * claim says otherwise.
   */
  readonly contradicted: readonly string[];
  /** The claim's words the quoted sentences lack and only contradicting sentences say (saidOtherwise). */
  readonly saidOtherwise: readonly string[];
  /**
   * A date of the claim's the evidence gives only under another verb, while a sentence gives the claim's event another
   * date: "Construction began … in AD 72 and was completed in AD 80" for "The Colosseum was completed in AD 72".
   */
  readonly datedOtherwise: readonly string[];
  /**
   * A clause of the claim narrowing one of its nouns ("where they were taken" of "Bikes must be returned to the station
   * where they were taken"), none of whose words is said anywhere: the evidence does not say which one.
   */
  readonly restrictions: readonly string[];
  /**
   * The claim's word of exclusivity ("only" of "La Paz is Bolivia's only capital"), where no sentence `supported` would
   * quote says anything is the only one: "…is often described as the world's highest administrative capital" does not.
   */
  readonly exclusive: readonly string[];
  /**
   * The claim's subject, read as a name by its capital letter alone (so not in `names`), where none of its nouns is said
   * anywhere in the evidence: "Penguins" of "Penguins live on the Galápagos Islands" on a page on the islands'
   * tortoises, "Arsenal" of "Arsenal won FA Cup in 2003" on one on Southampton's cup run.
   */
  readonly subject: readonly string[];
  /**
   * The hedge of a sentence `supported` would quote, bearing on the claim's words where the claim states them outright:
   * "is reported to" of "Dominic Vale is reported to be in talks to star in 'The Salt Road'" for "Dominic Vale has been
   * cast as the lead…", "a proposal to" of "…will vote next month on a proposal to trial a four-day week" for "Merrow
   * Council will trial a four-day working week". Such a sentence says the claim may be, or is planned, not that it is.
   */
  readonly hedges: readonly string[];
  /**
   * A negation of the sentence `supported` would quote, bearing on the claim's words where the claim denies nothing and
   * no word of it is negated as such: "not" of "Offline mode is a Sorrel Plus feature and is not part of the free plan"
   * for "Sorrel's offline mode is included in the free plan". The sentence denies something of what the claim is about.
   */
  readonly denials: readonly string[];
  /**
   * The claim's predicate as the sentence `supported` would quote narrows it to someone or some time the claim does not
   * name: "free for members and for children under 12" for "Entry to the Orrin Botanical Garden is free".
   */
  readonly narrowed: readonly string[];
  /**
   * The claim's verb of cause ("caused" of "The Harnell Dam caused the decline of salmon"), where no sentence `supported`
   * would quote says why anything happened ("Salmon numbers … have fallen by almost two-thirds since the Harnell Dam was
   * completed"): one thing after another is not one thing causing another.
   */
  readonly causes: readonly string[];
  /**
   * The claim's places the sentence `supported` would quote gives only as a wider or narrower one in the same role ("born
   * in South Africa" for "born in Pretoria"): which one the claim means is not said.
   */
  readonly places: readonly string[];
  /**
   * On several sentences, the other named thing the sentence `supported` would quote is about, where it never names the
   * claim's subject and only the second sentence quoted does: "The Uffizi Gallery in Florence holds Leonardo's
   * Annunciation" with "Leonardo da Vinci's Mona Lisa is …" for "The Mona Lisa hangs in the Uffizi Gallery".
   */
  readonly otherThing: readonly string[];
}

/**
 * The claim's content words a contradicting sentence substitutes (Absent.contradicted) that `said` lacks: of a
 * quantifier or a count, or the opposite of the adjective the claim predicates of its subject. An opposite of another
 * word is too often said of something else in a long sentence ("open", "finished", "women"): read so, it withheld 5
 * supported WiCE items and 2 web-stance ones on the training part out of fold and gained no refutation (2026-11-27).
 */
function contradictedParts(frame: ClaimFrame, against: Alignment, said: ReadonlySet<string>, quoted: readonly Sentence[], againstSentence: Sentence): string[] {
  const content = new Set(frame.sentence.content.map((t) => t.lower));
  const predicate = predicateAdjective(frame.sentence.tokens)?.lower;
  // So is the opposite of the verb the claim's subject does, by a sentence that opens with the same name: "France won
  // the match 4–2" against "France lost the 2018 World Cup final to Croatia".
  const doing = subjectVerb(frame, againstSentence);
  // A span counted from an event is often swapped for one counted from another ("sixty years after Asia's death").
  const sinceEvent = new Set(frame.sentence.numbers.filter((n) => n.sinceEvent).map((n) => figureShown(frame.sentence, n).toLowerCase()));
  // A name whose side of a one-way act the sentence trades ("Arsenal beat Chelsea" for "Chelsea defeated Arsenal").
  const parts = against.substitutions.filter((x) => x.kind === "quantifier" || (x.kind === "number" && !sinceEvent.has(x.claim.toLowerCase())) || (x.kind === "antonym" && (x.claim.toLowerCase() === predicate || x.claim.toLowerCase() === doing)) || x.traded === true);
  // Figures are Absent.figures' part: a count's noun is read here ("queens" of "several queens"), not "8" of "position 8".
  // A verb whose doer the sentence gives as another is the part: "won" of "Tomas Eriksen won the marathon" when only
  // "Samuel Kiprop … won the men's race" says "won".
  const doneBy = against.substitutions.flatMap((x) => (x.doerOf ? [x.doerOf.toLowerCase()] : []));
  // A quantifier is a function word ("every", "all") yet the part swapped: "About a third of scheduled flights were
  // cancelled" leaves "Every flight … was cancelled" unsaid.
  const quantifiers = new Set(parts.flatMap((x) => (x.kind === "quantifier" ? x.claim.toLowerCase().split(" ") : [])));
  const quotedQuantifier = (w: string) => quoted.some((q) => q.tokens.some((t) => t.lower === w));
  const words = [...parts.flatMap((x) => x.claim.toLowerCase().split(" ")), ...doneBy].filter((w) => (content.has(w) || (quantifiers.has(w) && !quotedQuantifier(w))) && !said.has(w) && !/\d/.test(w));
  // As the claim writes them ("Chelsea").
  return [...new Set(words)].flatMap((w) => frame.sentence.tokens.find((t) => t.lower === w)?.text ?? []);
}

/**
 * The verb right after the name the claim opens with (lower case), when the sentence opens with that name too:
 * "lost" of "France lost the final to Croatia" for "France won the match 4–2"; undefined otherwise.
 */
function subjectVerb(frame: ClaimFrame, s: Sentence): string | undefined {
  const subject = frame.slots.entities.find((e) => e.subject && e.first === 0 && !e.generic);
  const verb = subject && frame.sentence.tokens[subject.last + 1];
  if (!subject || verb?.pos !== "VERB") return undefined;
  for (let i = 0; i <= subject.last; i++) if (s.tokens[i]?.lower !== frame.sentence.tokens[i]!.lower) return undefined;
  return verb.lower;
}

/** The share of the claim the quoted sentence must hold for saidOtherwise to read what it lacks. */
const SAID_OTHERWISE_QUOTED_FROM = 0.5;
/**
 * The share of the rest of the claim a sentence must hold to count as contradicting it there; a negation or an
 * opposite, which say otherwise of the very word, needs less.
 */
const SAID_OTHERWISE_REST_FROM = 0.6;
const SAID_OTHERWISE_DENIED_REST_FROM = 0.5;
/** …and this much when it denies every word the quoted sentences lack. */
const SAID_OTHERWISE_DENIES_UNQUOTED_REST_FROM = 0.4;
/**
 * A date or a figure is often another event's, so a sentence swapping one counts only when it holds nearly all the
 * rest of the claim: "It was declared a World Heritage Site in 1981." for "…became a World Heritage Site in 1991".
 */
const SAID_OTHERWISE_FIGURE_REST_FROM = 0.9;

/**
 * The claim's words that the sentences `supported` would quote lack, when every sentence that says them contradicts
 * the claim (Absent.saidOtherwise): "theft" of "The Basic plan covers theft" said only in "The Comprehensive plan also
 * covers theft"; "ads" of "The Standard plan has ads" only in "There are no ads on any plan"; "handed" of "Leonardo da
 * Vinci was right-handed" only in "Leonardo was left-handed". Empty unless every word the quoted sentences lack is said
 * nowhere or only so. A loose swap does not count, nor a date or a figure short of SAID_OTHERWISE_FIGURE_REST_FROM;
 * nor does a quoted sentence holding less than half of the claim, whose answer rests on other sentences (WiCE).
 */
function saidOtherwise(frame: ClaimFrame, support: SentenceRef | null, complement: SentenceRef | null, refs: readonly SentenceRef[]): string[] {
  if (!support || support.alignment.coverage < SAID_OTHERWISE_QUOTED_FROM) return [];
  const quoted = new Set([...support.alignment.covered, ...(complement?.alignment.covered ?? [])]);
  const unquoted = support.alignment.missing.filter((w) => !quoted.has(w));
  const unquotedVerbs = new Set(frame.sentence.tokens.filter((t) => t.pos === "VERB" && unquoted.includes(t.text)).map((t) => t.text));
  const claimSubject = frame.slots.entities.find((e) => e.subject && !e.generic);
  // The claim's own word the quoted sentences lack, turned by a sentence that says another word they lack: "Since then,
  // the September minimum extent has decreased" for "Arctic sea ice extent has increased…", quoted "Satellite
  // observations of Arctic sea ice began in 1979".
  const turns = (r: SentenceRef, x: Substitution) =>
    (x.kind === "antonym" || x.kind === "negation") && unquoted.includes(x.claim) && !r.alignment.covered.includes(x.claim) && r.alignment.covered.some((w) => unquoted.includes(w));
  // A date on the very verb the quoted sentences lack: "The Games were eventually held in Tokyo … 2021" for "The Tokyo
  // Summer Olympics were held in 2020", quoted "The 2020 Summer Olympics were postponed…".
  const redatesUnquotedVerb = (r: SentenceRef) =>
    r.alignment.substitutions.every((x) => x.kind === "date" && x.sameVerb === true) && r.alignment.covered.some((w) => unquotedVerbs.has(w));
  const turnedBy = (w: string) => refs.filter((r) => r.asserts && r.alignment.substitutions.some((x) => x.claim === w && turns(r, x)));
  const contradicts = (r: SentenceRef) => {
    const subs = r.alignment.substitutions;
    if (subs.length === 0 || subs.some((x) => x.loose)) return false;
    if (subs.some((x) => turns(r, x)) || redatesUnquotedVerb(r)) return true;
    const figure = (x: Substitution) => x.kind === "date" || x.kind === "number";
    // A sentence swapping a figure and anything else (its subject: "Oxygen makes up about 21%…") is about another thing.
    if (subs.some(figure)) return subs.every(figure) && r.alignment.restCoverage >= SAID_OTHERWISE_FIGURE_REST_FROM;
    // Another doer of the very verb the quoted sentences lack: "Orville piloted the first flight" for "Wilbur Wright
    // piloted the first powered flight at Kitty Hawk", quoted "The flights took place near Kitty Hawk".
    // Or the claim's verb said with the sides traded: "Kingsport Rovers defeated Ashby Town 2–0" for "Ashby Town won the
    // Halden Cup final", quoted "The Halden Cup final was played at Moreau Stadium".
    if (subs.every((x) => x.kind === "entity" && x.claim === claimSubject?.text) && (subs.some((x) => x.traded) || r.alignment.covered.some((w) => unquotedVerbs.has(w)))) return true;
    if (!subs.some((x) => x.kind === "negation" || x.kind === "antonym")) return r.alignment.restCoverage >= SAID_OTHERWISE_REST_FROM;
    // A denial of every word the quoted sentences lack says otherwise of the very thing they leave out: "cash is not
    // accepted" for "Cash is accepted on Bus 42", quoted "Bus 42 runs every 10 minutes…".
    const deniesAllUnquoted = unquoted.every((w) => r.alignment.covered.includes(w));
    return r.alignment.restCoverage >= (deniesAllUnquoted ? SAID_OTHERWISE_DENIES_UNQUOTED_REST_FROM : SAID_OTHERWISE_DENIED_REST_FROM);
  };
  // A sentence trading the sides of the claim's act says its verb, in its own word: "Nadal defeated Federer" says who
  // "won" the final the quoted "…was played between Roger Federer and Rafael Nadal" leaves open.
  const trades = (r: SentenceRef) => r.asserts && r.alignment.substitutions.some((x) => x.traded && x.claim === claimSubject?.text);
  const sayers = (w: string) => refs.filter((r) => r.alignment.covered.includes(w) || (unquotedVerbs.has(w) && trades(r)));
  if (!unquoted.every((w) => sayers(w).every(contradicts))) return [];
  return unquoted.filter((w) => sayers(w).length > 0 || turnedBy(w).length > 0);
}

/**
 * Whether the same verb takes something other than the claim's in the evidence: no noun of the claim's (it "discovered
 * polonium" against "uranium"), or the same head with another word before it ("played on grass courts" against "clay
 * courts").
 */
function takesOther(claim: Argument, evidence: Argument, claimLowers: ReadonlySet<string>): boolean {
  if (!evidence.nouns.some((w) => claimLowers.has(w))) return true;
  const head = claim.nouns[claim.nouns.length - 1];
  if (claim.nouns.length < 2 || evidence.nouns.length < 2 || evidence.nouns[evidence.nouns.length - 1] !== head) return false;
  return !claim.nouns.slice(0, -1).some((w) => evidence.nouns.includes(w));
}

/**
 * A predicate of a noun and an adjective ("is wheelchair accessible", "is dishwasher safe", "is gluten free") with a word
 * said nowhere in the evidence: "Accessible parking bays…" does not say "The tasting room is wheelchair accessible".
 */
function unsaidCompoundPredicate(claim: Sentence, said: (t: Token) => boolean): string[] {
  const t = claim.tokens;
  const be = t.findIndex((x) => x.lemma === "be" && x.pos === "AUX");
  if (be < 0) return [];
  let j = be + 1;
  while (t[j]?.pos === "ADV" || t[j]?.pos === "PART") j++;
  const [noun, adjective, after] = [t[j], t[j + 1], t[j + 2]];
  if (noun?.pos !== "NOUN" || noun.type !== "word" || adjective?.pos !== "ADJ" || (after && after.pos !== "PUNCT" && after.pos !== "ADP" && after.pos !== "CCONJ")) return [];
  return said(noun) && said(adjective) ? [] : [`${noun.text} ${adjective.text}`];
}

/** Adjectives too vague to be what a claim is about ("offers new courses", "has several pools"). */
const VAGUE_MODIFIERS: ReadonlySet<string> = new Set(["new", "many", "several", "other", "own", "same", "various", "different", "main", "major", "certain", "such", "more", "most", "few", "first", "last", "next", "total", "whole", "entire", "full", "additional", "extra", "further", "original", "current", "usual", "significant", "important", "desired", "great", "good", "large", "notable", "key", "wide", "broad", "popular", "famous", "well", "known", "high", "low", "big", "small", "huge", "strong", "special", "particular", "specific", "general", "common", "typical", "real", "actual", "basic", "simple"]);
/** Tokens read after a verb for a modifier of what it takes ("offers a gluten-free version"). */
const OBJECT_MODIFIER_REACH = 5;

/**
 * The modifiers the claim gives what its verb takes, any word of them said nowhere in the evidence: "gluten-free" of "Casa
 * Olmo offers a gluten-free version of its tasting menu", "guided" of "offers free guided tours", "red" of "comes with a
 * red carry pouch". A page on the menu that
 * never says "gluten" does not say the version is gluten-free.
 */
function unsaidObjectModifiers(claim: Sentence, said: (t: Token) => boolean): string[] {
  const t = claim.tokens;
  const out: string[] = [];
  for (let v = 0; v < t.length; v++) {
    if (t[v]!.pos !== "VERB") continue;
    let i = v + 1;
    // Past the verb's own preposition too: "comes with a red carry pouch".
    while (i < t.length && i <= v + OBJECT_MODIFIER_REACH && (t[i]!.pos === "DET" || t[i]!.pos === "PRON" || (i === v + 1 && t[i]!.pos === "ADP"))) i++;
    // The modifier: adjectives (or a word joined to one by a hyphen, "gluten-free") before the noun the verb takes.
    const from = i;
    // Or a participle before it ("guided tours"), and an adverb tagged before one ("free guided tours"). Not a noun
    // ("food service division"): a compound is as often written as one word or said otherwise.
    const premodifier = (k: number) => {
      const [x, next] = [t[k]!, t[k + 1]];
      if (x.pos === "ADJ" || x.text === "-" || (next?.text === "-" && x.type === "word")) return true;
      if (next?.pos !== "NOUN" && next?.pos !== "ADJ" && next?.pos !== "VERB") return false;
      return (x.pos === "VERB" && x.lower.endsWith("ed")) || (x.pos === "ADV" && x.lower === "free");
    };
    while (i < t.length && i <= v + OBJECT_MODIFIER_REACH && premodifier(i)) i++;
    if (i === from || t[i]?.pos !== "NOUN") continue;
    const words = t.slice(from, i).filter((x) => x.type === "word");
    if (words.length === 0 || words.some((x) => VAGUE_MODIFIERS.has(x.lower))) continue;
    if (words.some((x) => !said(x))) out.push(claim.tokens.slice(from, i).map((x) => x.text).join("").replace(/-/g, "-"));
  }
  return out;
}

/** What may follow a place set off after another: the end of the name, clause or quotation. */
const PLACE_AFTER_COMMA_ENDS: ReadonlySet<string> = new Set([",", ".", ";", ")", "\"", "'", "\u201d", ""]);

/**
 * Whether a name only says where the name before it is, set off by a comma ("Topeka, Kansas", "Calgary, Alberta"), and
 * that name is in the evidence: "Brown v. Board of Education of Topeka" names the case of "…of Topeka, Kansas". A rival
 * place beside it is the alignment's to read ("Paris, Texas" against "Paris, France").
 */
function placesNamedName(frame: ClaimFrame, e: Entity, have: ReadonlySet<string>): boolean {
  const t = frame.sentence.tokens;
  if (e.words.length !== 1 || t[e.first - 1]?.text !== "," || !PLACE_AFTER_COMMA_ENDS.has(t[e.last + 1]?.text ?? "")) return false;
  const before = frame.slots.entities.find((x) => x.last === e.first - 2);
  // A one-word place, and no list of names ("Erik Hersman, Juliana Rotich, Ory Okolloh, and David Kobia"; "Tom, Dick, and Harry").
  const listed = t[e.last + 1]?.text === "," && (/^\p{Lu}/u.test(t[e.last + 2]?.text ?? "") || t[e.last + 2]?.lower === "and" || t[e.last + 2]?.lower === "or");
  // The place is where the name's last word is ("…of Topeka, Kansas"): that word is in the evidence.
  return before !== undefined && t[before.first - 1]?.text !== "," && !listed && have.has(before.words[before.words.length - 1]!);
}

const QUOTE_MARKS: ReadonlySet<string> = new Set(["\"", "'", "\u201c", "\u2018"]);
/** How far before a name its title's colon may stand ("Maiden Heaven: A Tribute to…"). */
const SUBTITLE_REACH = 5;

/**
 * Whether a name is in the subtitle of a quoted title whose main title the evidence names: "Maiden Heaven: A Tribute to
 * Iron Maiden" is named by "Maiden Heaven", its "Tribute" a word of the subtitle.
 */
function inSubtitleOfNamed(frame: ClaimFrame, e: Entity, have: ReadonlySet<string>): boolean {
  const t = frame.sentence.tokens;
  let k = e.first - 1;
  while (k >= 0 && k >= e.first - SUBTITLE_REACH && t[k]!.text !== ":" && !QUOTE_MARKS.has(t[k]!.text)) k--;
  if (t[k]?.text !== ":") return false;
  const title = frame.slots.entities.find((x) => x.last === k - 1);
  return title !== undefined && QUOTE_MARKS.has(t[title.first - 1]?.text ?? "") && title.words.every((w) => have.has(w));
}

/** Verbs by which a claim says one thing brought about another, with the word they take ("led to", "resulted in"). */
const CAUSAL_VERBS: ReadonlyMap<string, string> = new Map([["cause", ""], ["trigger", ""], ["lead", "to"], ["result", "in"], ["contribute", "to"]]);
/** Words by which a sentence says why something happened ("because", "due to", "caused", "as a result", "blamed on"). */
const CAUSAL_LEMMAS: ReadonlySet<string> = new Set(["because", "cause", "due", "result", "lead", "owe", "thanks", "contribute", "contribution", "trigger", "blame", "attribute", "responsible", "consequence", "reason", "therefore", "hence"]);

/**
 * The claim's verb of cause, when none of the quoted sentences says why anything happened (Absent.causes), or no
 * sentence is quoted that states it unhedged. Only a verb: a cause given in passing ("…was awarded the prize due to his
 * success") is often left to the page by those who labelled WiCE, and counting it withheld 7 of their supported items
 * on the visible data (2026-11-28).
 */
function unsaidCause(claim: Sentence, quoted: readonly Sentence[]): string[] {
  const t = claim.tokens;
  const verb = t.find((x, i) => x.pos === "VERB" && CAUSAL_VERBS.has(x.lemma) && (CAUSAL_VERBS.get(x.lemma) === "" || t[i + 1]?.lower === CAUSAL_VERBS.get(x.lemma)));
  if (!verb || quoted.some((s) => s.tokens.some((x) => CAUSAL_LEMMAS.has(x.lemma) || CAUSAL_LEMMAS.has(x.lower)))) return [];
  return [verb.text];
}

/** Lemmas of an honour, after which "for" gives what it was for ("the Nobel Prize for his theory of relativity"). */
const HONOUR_LEMMAS: ReadonlySet<string> = new Set(["prize", "award", "medal", "honour", "honor", "knighthood", "knight", "oscar", "grammy", "emmy", "trophy", "decorate", "praise"]);
/** How many tokens before "for" the honour may stand ("the 1921 Nobel Prize in Physics for"). */
const HONOUR_REACH = 5;

/**
 * What the claim says an honour was for ("for his theory of relativity"), where none of the sentences given says any
 * of its words: "He received the 1921 Nobel Prize in Physics" does not say what it was for.
 */
function unsaidReason(claim: Sentence, given: readonly Sentence[]): string[] {
  const t = claim.tokens;
  const at = t.findIndex((x, i) => x.lower === "for" && t.slice(Math.max(0, i - HONOUR_REACH), i).some((y) => HONOUR_LEMMAS.has(y.lemma) || HONOUR_LEMMAS.has(y.lower)));
  if (at < 0) return [];
  let end = at + 1;
  while (end < t.length && t[end]!.type !== "punctuation" && t[end]!.lower !== "and" && t[end]!.lower !== "in") end++;
  const words = t.slice(at + 1, end).filter((x) => x.type === "word" && !x.stop);
  const said = (x: Token) => given.some((s) => s.tokens.some((y) => y.lemma === x.lemma || y.lower === x.lower));
  return words.length === 0 || words.some(said) ? [] : [t.slice(at, end).map((x) => x.text).join(" ")];
}

/** Whether a sentence denies anything: a negation cue ("not", "never", "cannot") or a word that denies by meaning ("banned"). */
function denies(s: Sentence): boolean {
  return s.negations > 0 || s.tokens.some((t) => DENYING_LEMMAS.has(t.lemma) || DENYING_LEMMAS.has(t.lower));
}

/**
 * Whether a sentence denies what a negated claim denies: it denies anything (denies), or it says in whose company
 * the claim's "not … alone" is done ("only with a parent" for "may not use the gym alone").
 */
function deniesForClaim(frame: ClaimFrame, s: Sentence): boolean {
  return denies(s) || companyForAlone(frame.sentence, s);
}

/** Words that open another clause: a negation after one denies inside it, not what the claim says as a whole. */
const CLAUSE_OPENERS = new Set([",", ";", "as", "because", "since", "who", "which", "that", "when", "while", "although", "though", "after", "before", "if", "but", "and", "or", "so"]);

/**
 * The negation cues of the claim's main clause as written ("cannot" of "Cars cannot use the Channel Tunnel"); none
 * for "…who also declined as he did not want to leave Savatage".
 */
function mainClauseNegations(frame: ClaimFrame): string[] {
  const tokens = frame.sentence.tokens;
  const opened = tokens.findIndex((t) => CLAUSE_OPENERS.has(t.lower));
  return frame.slots.negations.filter((i) => opened < 0 || i < opened).map((i) => tokens[i]!.text);
}

/**
 * Whether a sentence differs from the claim only by the date of another event, on another verb: "Its last eruption was
 * in 1944" does not stand against "Mount Vesuvius erupted in AD 79" where another sentence states it.
 */
function anotherEventsDate(a: Alignment): boolean {
  return a.substitutions.length > 0 && a.substitutions.every((x) => x.kind === "date" && x.sameVerb === false);
}

/**
 * Below this share of the claim a sentence that substitutes slots speaks of something else: "Node.js 22 became the
 * active LTS release in October 2024" holds a third of "Node.js 20 was released in April 2023".
 */
const AGAINST_MIN_COVERAGE = 0.5;

/**
 * Whether a contradicting sentence speaks of another event or thing rather than the claim's, so it does not stand
 * against a sentence that states the claim: its only swaps are dates of other verbs, or it holds too little of the claim.
 */
export function mostlyOther(a: Alignment): boolean {
  return anotherEventsDate(a) || a.coverage < AGAINST_MIN_COVERAGE;
}

/** Whether any part of the claim is absent from the evidence. */
export function anyAbsent(a: Absent): boolean {
  return a.names.length + a.figures.length + a.ranks.length + a.comparisons.length + a.arguments.length + a.predicates.length + a.negations.length + a.predication.length + a.contradicted.length + a.saidOtherwise.length + a.datedOtherwise.length + a.restrictions.length + a.exclusive.length + a.subject.length + a.hedges.length + a.denials.length + a.narrowed.length + a.causes.length + a.places.length + a.otherThing.length > 0;
}

const GROUP: Record<SubstitutionKind, FeatureName> = {
  number: "against_figure",
  date: "against_figure",
  amount: "against_figure",
  quantity: "against_figure",
  entity: "against_entity",
  ordinal: "against_rank",
  negation: "against_polarity",
  antonym: "against_polarity",
  quantifier: "against_quantifier",
};

/**
 * Whether a sentence's substitutions change two separate parts of the claim (another name and another rank), so that
 * the sentence states another fact rather than contradicting this one. Substitutions of the same claim words are one
 * part ("second" read as a rank and as an antonym; "South America" as a name and "South" as an antonym); a name paired
 * loosely and a date on another verb do not count; a figure's bound said the other way is one fact ("Fewer than 500" /
 * "More than 1,500"); the opposite event at another date is another fact.
 */
function anotherFact(subs: readonly Substitution[]): boolean {
  // The opposite event at another date: "The war in Europe ended on 8 May 1945" against "…began on 1 September 1939".
  if (subs.some((x) => x.kind === "antonym") && subs.some((x) => x.kind === "date")) return true;
  // One part per set of claim words the substitutions share.
  const firm = subs.filter((x) => !isLoose(x));
  const parts: Set<string>[] = [];
  for (const x of firm) {
    const words = x.claim.toLowerCase().split(/\s+/);
    const part = parts.find((p) => words.some((w) => p.has(w)));
    if (part) for (const w of words) part.add(w);
    else parts.push(new Set(words));
  }
  if (parts.length < 2) return false;
  const groups = new Set(firm.map((x) => GROUP[x.kind]));
  if (groups.size < 2) return false;
  // A figure and its bound said the other way are one fact; a figure and another thing it counts ("23 singles titles" /
  // "14 doubles titles") are another.
  return !(groups.size === 2 && groups.has("against_figure") && subs.some((x) => x.kind === "antonym" && x.claim.toLowerCase().split(/\s+/).some((w) => BOUND_WORDS.has(w))));
}

const INDEX = new Map<FeatureName, number>(FEATURE_NAMES.map((n, i) => [n, i]));
export function featureIndex(name: FeatureName): number {
  return INDEX.get(name)!;
}

// Plain word overlap, the floor the judge must never fall below: the share of the claim's words (lower case,
// letters and digits, common function words left out) found in the best single sentence.
const STOP = new Set(
  "a an the of in on at to for by with from and or but is are was were be been being it its this that these those as into than then there their they he she his her him i you we our your which who whom what when where how also has have had do does did not no can could would should will shall may might must such so very more most other some any each about after before over under between during through".split(" "),
);
const NOT_ASCII = /[^\x00-\x7f]/;
function words(s: string): string[] {
  return allWords(s).filter((t) => !STOP.has(t));
}

/** Every word of `s` (lower case, letters and digits), function words too. */
function allWords(s: string): string[] {
  const lower = s.toLowerCase();
  // NFKC leaves ASCII as it is; most sentences are ASCII, and normalising them was most of this function's cost.
  const normal = NOT_ASCII.test(lower) ? lower.normalize("NFKC") : lower;
  return normal.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How many of `claimWords` (words, no function word among them) `s` has. */
function sharedWords(claimWords: ReadonlySet<string>, s: string): number {
  const found = new Set<string>();
  for (const w of allWords(s)) if (claimWords.has(w)) found.add(w);
  return found.size;
}

/** Words that pick one of several events of a kind. */
const EVENT_SELECTORS = new Set(["first", "last", "latest", "earliest", "recent", "recently", "previous", "again"]);

/** Whether the claim picks one event of several by a word the sentence lacks (ClaimEvidence.otherEventDate). */
function selectsOneEvent(claim: string, sentence: string): boolean {
  const have = new Set(words(sentence));
  return words(claim).some((w) => EVENT_SELECTORS.has(w) && !have.has(w));
}

function sharesKey(frame: ClaimFrame, s: Sentence): boolean {
  for (const k of frame.sentence.keys) if (s.keys.has(k)) return true;
  return false;
}

/** How many sentences back a pronoun's name is looked for. */
const PRONOUN_LOOKBACK = 3;

/**
 * Pronouns a sentence may open with that stand for the last name mentioned ("Its ring system is…", "He was born…"),
 * and those that may be its subject further on.
 */
const OPENING_PRONOUNS = new Set(["it", "its", "he", "his", "she", "her", "they", "their"]);
const SUBJECT_PRONOUNS = new Set(["it", "he", "she", "they"]);
/** Possessives that refer back as a pronoun does: "its wettest months". */
const POSSESSIVE_PRONOUNS = new Set(["its", "his", "her", "their"]);
/** "They" opening a sentence is as often the things just listed as the name before them. */
const SINGULAR_SUBJECT_PRONOUNS = new Set(["it", "he", "she"]);

/**
 * Whether the sentence goes on about the name before it: it opens with a pronoun, or it names no one and has a
 * pronoun that stands for a subject ("At higher altitudes, where air pressure is lower, it boils at a lower temperature.").
 */
function refersBack(s: Sentence): boolean {
  if (OPENING_PRONOUNS.has(s.tokens[0]?.lower ?? "") || labelLine(s)) return true;
  if (pronounAfterOpening(s) || opensWithDescription(s)) return true;
  // A month or a weekday names no one a pronoun could be ("October and November are usually its wettest months").
  const namesSomeone = [...s.names].some((n) => !CALENDAR_WORDS.has(n));
  return (!namesSomeone && s.tokens.some((t) => SUBJECT_PRONOUNS.has(t.lower) || POSSESSIVE_PRONOUNS.has(t.lower))) || objectPronoun(s) || s.tokens.some((_, i) => placeAdverb(s, i));
}

/**
 * A "there" after a verb stands for a place named before ("The lowest temperature ever recorded there was…"), whatever
 * else the sentence names; not "there was", which names none.
 */
function placeAdverb(s: Sentence, i: number): boolean {
  return s.tokens[i]!.lower === "there" && i > 0 && s.tokens[i - 1]!.pos === "VERB";
}

/**
 * A sentence that opens with a name of its own though it refers back further on ("William Shakespeare was born in
 * Stratford-upon-Avon … and died there in 1616."): its name is what a later "He" stands for.
 */
function opensWithOwnName(s: Sentence, text: string): boolean {
  const first = s.tokens[0]?.lower ?? "";
  if (OPENING_PRONOUNS.has(first) || labelLine(s) || pronounAfterOpening(s)) return false;
  return entitiesIn(s, text).some((e) => opensSentence(e) && reliableName(e));
}

/**
 * "it" or "them" a verb takes: "The United States Senate never ratified it." goes on about the thing named before. Not
 * the subject of the clause a verb of saying opens, which is the sentence's own ("Orbitel announced it would cut…").
 */
function objectPronoun(s: Sentence): boolean {
  return s.tokens.some((t, i) => (t.lower === "it" || t.lower === "them") && i > 0 && s.tokens[i - 1]!.pos === "VERB" && !(s.tokens[i + 1]?.pos === "AUX" || s.tokens[i + 1]?.pos === "VERB"));
}

/**
 * A sentence that refers back only by an "it" or "them" its verb takes, and opens with a bare subject of its own
 * ("Antibiotics kill bacteria or stop them from growing."): it is that subject's first mention, for a "They" after it.
 */
function ownSubjectBesideObjectPronoun(s: Sentence): boolean {
  const first = s.tokens[0]?.lower ?? "";
  if (OPENING_PRONOUNS.has(first) || ARTICLES.has(first) || labelLine(s) || pronounAfterOpening(s)) return false;
  return objectPronoun(s) && subjectPhrase(s).length > 0;
}

/** Words that may count a bare subject at the start of a sentence (goesOnNamelessly). */
const OPENING_QUANTIFIERS = new Set(["no", "all", "most", "many", "several", "some", "few", "both"]);
/** How many words a bare subject may have ("Streaming", "Annual revenue", "Commercial flight operations"). */
const BARE_SUBJECT_WORDS = 3;
/**
 * A capitalised first word the tagger read as a name that is a common noun: one the tagger reads as a noun on its
 * own, of a word the lexicon has ("fines", "production", "banknotes"; not "Eurostar"), not a place or a people
 * ("Denmark", "Spanish"), and never capitalised inside a sentence of the same text (`names`), where a name that is
 * also a word shows itself ("Apple reported…" on a page that says "…than Apple").
 */
function commonNounFirst(t: Token, names: ReadonlySet<string>): boolean {
  if (names.has(t.lower) || placesOfDemonym(t.lower).length > 0) return false;
  const alone = readAlone(t.lower);
  return alone.pos === "NOUN" && inLexicon(alone.lemma.toLowerCase());
}

/** Lower-case forms of the words a text writes with a capital inside its sentences: its names. */
function capitalisedInside(doc: AnalyzedText): Set<string> {
  const out = new Set<string>();
  for (const s of doc.sentences) {
    for (let i = 1; i < s.tokens.length; i++) {
      const t = s.tokens[i]!;
      if (t.type === "word" && t.text !== t.lower) out.add(t.lower);
    }
  }
  return out;
}

/** A figure as the reason shows it: an article read as one is shown with its unit ("an hour", not "an"). */
function figureShown(s: Sentence, n: NumberMention): string {
  return /^an?$/i.test(n.raw) && s.tokens[n.to + 1] ? `${n.raw} ${s.tokens[n.to + 1]!.text}` : n.raw;
}

/** How many tokens of a figure a sentence opens with, its bound or approximation included ("More than 1,500"); 0 if none. */
function countOpening(s: Sentence): number {
  const n = s.numbers[0];
  if (!n || n.kind !== "number" || n.to > 3) return 0;
  for (let i = 0; i < n.from; i++) if (!BOUND_WORDS.has(s.tokens[i]!.lower) && !APPROXIMATION_WORDS.has(s.tokens[i]!.lower)) return 0;
  return n.to + 1;
}

/**
 * A sentence that names no one and opens with a bare common noun for its subject goes on about the name before it, as
 * a pronoun does: "Streaming was introduced in 2007." after "Netflix was founded in 1997…", "Fines can reach 20 million
 * euros…" after "The General Data Protection Regulation took effect…". The tagger often reads the capitalised first
 * word as a name ("Fines", "Production"): it counts as a noun only when it is one (commonNounFirst), so "Denmark has
 * an opt-out" or "Apple reported…" after a sentence on Microsoft is about Denmark or Apple.
 */
function goesOnNamelessly(s: Sentence, text: string, names: () => ReadonlySet<string>): boolean {
  const t = s.tokens;
  const noun = (x: Token | undefined, at: number) => x?.pos === "NOUN" || (at === 0 && x?.pos === "PROPN" && commonNounFirst(x, names()));
  // A figure or a quantifier may count the subject: "More than 1,500 people died.", "About 10,500 athletes took part.",
  // "No passengers were injured."
  let i = countOpening(s) || (OPENING_QUANTIFIERS.has(t[0]?.lower ?? "") ? 1 : 0);
  const start = i;
  // "and" joins two nouns of one subject: "Banknotes and coins entered circulation in 2002."
  const joins = (at: number) => at > start && t[at]?.lower === "and" && noun(t[at - 1], at - 1);
  while (i < start + BARE_SUBJECT_WORDS && (noun(t[i], i) || t[i]?.pos === "ADJ" || joins(i))) i++;
  const bare = i > start && noun(t[i - 1], i - 1) && (t[i]?.pos === "VERB" || t[i]?.pos === "AUX");
  // The subject's own first word is no name, though the lexicon lacks its plural ("Banknotes").
  return bare && !entitiesIn(s, text).some((e) => reliableName(e) && e.first >= i);
}

/**
 * Whether the sentence opens with another one-word subject before the claim's own verb: "Nitrogen makes up about
 * 78%." after a sentence on oxygen is about nitrogen, not a bare mention going on about oxygen ("Oxygen makes up about
 * 78% of the atmosphere").
 */
function rivalsClaimSubject(frame: ClaimFrame, s: Sentence): boolean {
  const [mine, myVerb] = frame.sentence.tokens;
  const [theirs, theirVerb] = s.tokens;
  const noun = (t: Token | undefined) => t?.pos === "NOUN" || t?.pos === "PROPN";
  return noun(mine) && noun(theirs) && mine!.lemma !== theirs!.lemma && !frame.slots.lemmas.has(theirs!.lemma) && myVerb?.pos === "VERB" && myVerb.lemma === theirVerb?.lemma;
}

/**
 * A sentence whose subject is "the" and a common noun, at its start or after an opening phrase: "The company is
 * headquartered in Santa Clara.", "In 2023 the company reported revenue of about $69 billion."
 */
function opensWithDescription(s: Sentence): boolean {
  const tokens = s.tokens;
  const description = (i: number) => {
    const [article, noun, verb] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    return article?.lower === "the" && noun?.pos === "NOUN" && !/^\p{Lu}/u.test(noun.text) && (verb?.pos === "VERB" || verb?.pos === "AUX");
  };
  if (description(0)) return true;
  if (tokens[0]?.pos !== "ADP") return false;
  // An opening phrase has no verb of its own ("In 2023", "After the merger,").
  for (let i = 1; i <= OPENING_PHRASE_TOKENS && i < tokens.length; i++) {
    if (tokens[i]!.pos === "VERB" || tokens[i]!.pos === "AUX") return false;
    if (tokens[i]!.lower === "the" && tokens[i - 1]!.pos !== "ADP" && description(i)) return true;
  }
  return false;
}

/**
 * How far into a sentence an opening phrase may reach ("Unlike its predecessor GPT-3.5, it…", "On December 1, 1955, in
 * Montgomery, Alabama, she…").
 */
const OPENING_PHRASE_TOKENS = 12;

/**
 * The clause after an opening phrase (no verb in it) has a pronoun for its subject, after a comma: "Unlike its
 * predecessor GPT-3.5, it can accept images", "On December 1, 1955, in Montgomery, Alabama, she refused…"; or after
 * an opening date with no comma: "In 1932 she became the first woman…".
 */
function pronounAfterOpening(s: Sentence): boolean {
  const tokens = s.tokens;
  const date = tokens[0]?.pos === "ADP" ? s.numbers.find((n) => n.from === 1 && isCalendar(n)) : undefined;
  // The pronoun's verb may come after an adverb: "On Saturdays it now opens…".
  const verbAt = (j: number) => tokens[j]?.pos === "VERB" || tokens[j]?.pos === "AUX";
  const opensClause = (k: number) => SINGULAR_SUBJECT_PRONOUNS.has(tokens[k + 1]?.lower ?? "") && (verbAt(k + 2) || (tokens[k + 2]?.pos === "ADV" && verbAt(k + 3)));
  if (date && opensClause(date.to)) return true;
  for (let k = 1; k <= OPENING_PHRASE_TOKENS && k < tokens.length; k++) {
    if (tokens[k]!.pos === "VERB" || tokens[k]!.pos === "AUX") return false;
    if (tokens[k]!.text === "," && opensClause(k)) return true;
    // An opening phrase of time or place needs no comma: "In June 1963 she became…".
    if (tokens[0]!.pos === "ADP" && OPENING_PHRASE_POS.has(tokens[k]!.pos) && opensClause(k)) return true;
  }
  return false;
}

/** Parts of speech an opening phrase of time or place ends with before its clause's pronoun ("In June 1963 she…"). */
const OPENING_PHRASE_POS = new Set(["NUM", "PROPN", "NOUN"]);

/**
 * Whether a sentence names the name the claim opens with; not only after a preposition in a sentence that goes on about
 * its own subject ("He … worked briefly for Thomas Edison." leaves a following "He" Tesla's).
 */
function namesClaimSubject(frame: ClaimFrame, previous: { sentence: Sentence; text: string } | undefined): boolean {
  const subject = frame.slots.entities[0];
  if (!previous || !subject || subject.first > 1) return false;
  const slots = slotsOf(previous.sentence, previous.text);
  if (!entityIn(subject, slots.lowers)) return false;
  if (!OPENING_PRONOUNS.has(previous.sentence.tokens[0]?.lower ?? "")) return true;
  const own = new Set(subject.words);
  return slots.entities.some((e) => e.preposition === "" && e.words.some((w) => own.has(w)));
}

/** Marks that end a line's label: "Nina Park — Dental hygienist", "Lisbon – main studio", "Capacity: 150". */
const LABEL_MARKS: ReadonlySet<string> = new Set(["\u2014", "\u2013", "-", ":"]);

/** Whether a line is labelled by the name it opens with: what it says is that name's ("Nina Park — Dental hygienist"). */
function namesLine(s: Sentence, e: Entity): boolean {
  return e.first === 0 && LABEL_MARKS.has(s.tokens[e.last + 1]?.text ?? "");
}

/**
 * A labelled line of a product page or an infobox ("Display: 13.6-inch Liquid Retina.", "Location: Siberia, Russia."):
 * about the name the page opened with, as a pronoun is (src/align labelColon).
 */
function labelLine(s: Sentence): boolean {
  return labelColon(s.tokens) > 0;
}

/** The names of a sentence a pronoun may stand for: by more than their capital letter (reliableName), or the claim's ("Gold"). */
function namesOf(frame: ClaimFrame, s: Sentence, text: string): Entity[] {
  return entitiesIn(s, text).filter((e) => {
    if (reliableName(e)) return true;
    const words = new Set(e.words);
    return frame.slots.entities.some((c) => entityIn(c, words));
  });
}

/** A name the sentence opens with ("The Amazon River in South America is…") is what it is about. */
function opensSentence(e: Entity): boolean {
  return e.first === 0 || (e.first === 1 && e.before === "");
}

/**
 * The name a following pronoun stands for, looking back PRONOUN_LOOKBACK sentences: the name the last of them opens
 * with ("The Amazon River in South America is…" is about the river) or, failing that, its subject ("Born in Ulm,
 * Einstein developed…"); a sentence whose subject is no name ("Construction began under the emperor Vespasian…")
 * is passed over, so an "It" after it goes on about the Colosseum before it. With no subject among them, the first
 * name of the last sentence that named anyone. "Paris is the capital of France. It has…": "It" is Paris, not France.
 * A sentence that opens with a pronoun goes on about the same name and does not take over ("He is widely regarded
 * as the greatest writer in the English language. He was born…").
 */
function referentOf(frame: ClaimFrame, named: readonly { sentence: Sentence; text: string }[], subjectOnly = false, commonNoun?: (t: Token) => boolean): Referent | undefined {
  let subject: Referent | undefined;
  let first: Referent | undefined;
  for (let i = named.length - 1; i >= 0 && !subject; i--) {
    const { sentence } = named[i]!;
    // A bare subject is no name to go on about: "Paper and cardboard go in the blue bin" after "Glass bottles and jars
    // go in the green bin" is about paper, not glass.
    const names = namesOf(frame, sentence, named[i]!.text).filter((e) => !(commonNoun && e.first === 0 && e.words.length === 1 && commonNoun(sentence.tokens[0]!)));
    const opening = names.find(opensSentence) ?? names.find((e) => e.subject);
    if (opening) subject = { name: opening, sentence, alias: aliasAfter(names, sentence, opening) };
    if (!first && names[0]) first = { name: names[0], sentence, alias: aliasAfter(names, sentence, names[0]) };
  }
  return subjectOnly ? subject : (subject ?? first);
}

/** A name a pronoun stands for and the sentence that named it, with the other name it gives it, if any. */
interface Referent {
  readonly name: Entity;
  readonly sentence: Sentence;
  readonly alias: Entity | undefined;
}

/** Words that give a name its other name: "Edson Arantes do Nascimento, known as Pelé", "…, also called …". */
const ALIAS_VERBS = new Set(["known", "called", "nicknamed", "dubbed"]);
const ALIAS_ADVERBS = new Set(["better", "also", "commonly", "popularly", "widely", "professionally", "simply", "more"]);

/** The name given right after `name` as its other name ("known as Pelé"), among the sentence's names. */
function aliasAfter(names: readonly Entity[], sentence: Sentence, name: Entity): Entity | undefined {
  const t = sentence.tokens;
  let i = name.last + 1;
  if (t[i]?.text === "," || t[i]?.text === "(") i++;
  while (ALIAS_ADVERBS.has(t[i]?.lower ?? "")) i++;
  if (!ALIAS_VERBS.has(t[i]?.lower ?? "")) return undefined;
  i++;
  if (t[i]?.lower === "as") i++;
  return names.find((e) => e.first === i);
}

/**
 * The words of the claim's name a pronoun's referent is, if it is one of them, with the capitalised words written
 * before it in both and the number written after it in both: "It does not support Windows 7" after "Node.js 20 will
 * reach end of life…" is about "Node.js 20" (a version, a model: "iPhone 15", "Apollo 11").
 */
/**
 * The words of a claim name a sentence has, with the claim's model number after it when the sentence gives the same
 * ("the Apex Watch 3"), for a later "The watch" to stand for.
 */
function nameWithModel(frame: ClaimFrame, e: Entity, s: Sentence): Set<string> {
  const words = new Set(e.words);
  const model = frame.sentence.numbers.find((n) => n.from === e.last + 1);
  if (model && s.numbers.some((m) => m.raw === model.raw)) words.add(modelNumberKey(model));
  return words;
}

function claimNameWords(frame: ClaimFrame, referent: Referent): Set<string> | undefined {
  // By words or initials: "Fines can reach…" after "The General Data Protection Regulation…" is about the "GDPR".
  // A pronoun after "Edson Arantes do Nascimento, known as Pelé, …" stands for Pelé too.
  const have = nameKeys(referent.alias ? [referent.name, referent.alias] : [referent.name]);
  for (const e of frame.slots.entities) {
    if (!entityIn(e, have) || anotherNameSharingWords(e, referent.name)) continue;
    const words = new Set(e.words);
    // Capitalised words the tagger left out of the name, written before it in both ("Kindle" of "Kindle Paperwhite").
    for (let i = referent.name.first - 1; i >= 0; i--) {
      const t = referent.sentence.tokens[i]!;
      if (t.type !== "word" || t.stop || !/^\p{Lu}/u.test(t.text) || !frame.slots.lowers.has(t.lower)) break;
      words.add(t.lower);
    }
    const model = frame.sentence.numbers.find((n) => n.from === e.last + 1);
    const sameModel = model && referent.sentence.numbers.find((m) => m.from === referent.name.last + 1 && m.raw === model.raw);
    if (sameModel) {
      // Another variant of the same model ("Trekline Ridge 2 Pro" for "Trekline Ridge 2 Lite"): not the claim's.
      const ours = frame.sentence.tokens[model.to + 1];
      const theirs = referent.sentence.tokens[sameModel.to + 1];
      const variant = (t: Token | undefined) => t !== undefined && t.type === "word" && /^\p{Lu}/u.test(t.text);
      if (variant(ours) && variant(theirs)) {
        if (ours!.lower !== theirs!.lower) return undefined;
        words.add(ours!.lower);
      }
      words.add(modelNumberKey(model));
    }
    // A possessive name goes on past its "'s" in both: "Luigi's Trattoria".
    const owned = frame.sentence.tokens[e.last + 1]?.lower === "'s" ? frame.slots.entities.find((o) => o.first === e.last + 2) : undefined;
    const after = referent.sentence.tokens;
    if (owned && after[referent.name.last + 1]?.lower === "'s" && owned.words.every((w, k) => after[referent.name.last + 2 + k]?.lower === w)) {
      words.add("'s");
      for (const w of owned.words) words.add(w);
    }
    return words;
  }
  return undefined;
}

/**
 * Two names sharing a word, each with a word the other lacks: "the Southern Hemisphere" a pronoun stands for is not the
 * claim's "Northern Hemisphere", "Serena Williams" not "Venus Williams".
 */
function anotherNameSharingWords(claimName: Entity, name: Entity): boolean {
  const own = new Set(name.words);
  return claimName.words.some((w) => own.has(w)) && claimName.words.some((w) => !own.has(w)) && name.words.some((w) => !claimName.words.includes(w));
}

/**
 * What a definite description of the sentence stands for: "The canal is about 82 kilometres long." after a sentence
 * naming the Panama Canal, "the lake" after Lake Baikal, "the model" after "GPT-4 is a large language model…",
 * "The vaccine" after "The measles vaccine is very effective." `kinds` maps a lower-case noun to the words it stands
 * for (readEvidence fills it); the description is "the" and that noun, not followed by "of" ("the city of Rome"
 * names another).
 */
function describedName(s: Sentence, kinds: ReadonlyMap<string, ReadonlySet<string>>): Set<string> | undefined {
  if (kinds.size === 0) return undefined;
  const tokens = s.tokens;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "the" may be one describing word away ("the existing wall" after the Great Wall of China), not a rank after "is"
    // ("Venus is the hottest planet" names its own).
    const describing = tokens[i - 1]!.pos === "ADJ" && !/^\p{Lu}/u.test(tokens[i - 1]!.text) && tokens[i - 3]?.lemma !== "be";
    const article = describing ? tokens[i - 2] : tokens[i - 1];
    if (article?.lower !== "the" || t.pos !== "NOUN" || /^\p{Lu}/u.test(t.text) || tokens[i + 1]?.lower === "of") continue;
    const words = kinds.get(t.lower);
    if (words) return new Set(words);
  }
  return undefined;
}

/**
 * "The company", "the firm" and their like stand for the claim's opening subject (`subject`) when a sentence before named it:
 * "In 2019 the company moved its headquarters to Denver" after "Dunmore Outfitters was founded in Portland…".
 * `named` holds the sentences before with names, as readEvidence keeps them for a pronoun.
 */
function organisationNamed(claim: Sentence, subject: Entity | undefined, s: Sentence, named: readonly { sentence: Sentence; text: string }[]): Set<string> | undefined {
  if (!subject || named.length === 0) return undefined;
  const tokens = s.tokens;
  // Not one the claim says itself beside its subject: "Ronald Wayne remained a co-owner of Apple until the company was
  // incorporated" has its own "the company", which is not Ronald Wayne.
  // Nor a word of a name or a compound before its noun: "The Business plan includes…" is another plan.
  const describes = tokens.some((t, i) => i > 0 && ORGANISATION_NOUNS.has(t.lower) && tokens[i - 1]!.lower === "the" && tokens[i + 1]?.lower !== "of" && !/^\p{Lu}/u.test(t.text) && tokens[i + 1]?.pos !== "NOUN" && !claim.tokens.some((c) => c.lower === t.lower));
  if (!describes || !named.some((n) => entityIn(subject, slotsOf(n.sentence, n.text).lowers))) return undefined;
  return new Set(subject.words);
}

/** Nouns a page uses for the business it is about. */
const ORGANISATION_NOUNS: ReadonlySet<string> = new Set(["company", "firm", "business", "brand", "retailer", "corporation", "startup", "manufacturer"]);

const ARTICLES = new Set(["a", "an", "the"]);

/** How many tokens of "a large language model" are read for its head noun. */
const PREDICATE_NOUN_REACH = 6;

/**
 * The head noun of what a sentence says its subject is: "model" for "GPT-4 is a large language model created by
 * OpenAI", "language" for "Python is a high-level, general-purpose programming language", "city" for "Rome is the
 * capital city of Italy"; none when it says none. `withoutArticle`: also after "is" alone ("is sodium chloride").
 */
function predicateNoun(s: Sentence, withoutArticle = false): Token | undefined {
  const tokens = s.tokens;
  const be = tokens.findIndex((t, i) => i > 0 && (t.pos === "AUX" || t.pos === "VERB") && t.lemma === "be");
  const article = ARTICLES.has(tokens[be + 1]?.lower ?? "");
  if (be < 0 || (!article && !withoutArticle)) return undefined;
  let head: Token | undefined;
  let i = be + (article ? 2 : 1);
  for (; i < tokens.length && i <= be + 1 + PREDICATE_NOUN_REACH; i++) {
    const t = tokens[i]!;
    if (t.pos === "NOUN") head = t;
    // A word the tagger reads as a verb inside the noun phrase describes the noun: "an inactivated vaccine", "a live
    // attenuated vaccine".
    else if (t.pos === "VERB" && article && (t.lower.endsWith("ed") || tokens[i + 1]?.pos === "ADJ")) continue;
    else if (t.pos !== "ADJ" && t.text !== "," && t.text !== "-") break;
  }
  // "a type of grass" says the subject is grass.
  if (head && KIND_NOUNS.has(head.lemma) && tokens[i]?.lower === "of") {
    let j = i + 1;
    while (tokens[j]?.pos === "ADJ") j++;
    if (tokens[j]?.pos === "NOUN") return tokens[j];
  }
  return head;
}

/**
 * Whether the evidence writes the claim's post by its initials, in capitals: "CEO" for "the chief executive", "CFO" for
 * "the chief financial officer" (the words before the post's noun, with and without "officer").
 */
function postInitialsWritten(claim: Sentence, noun: Token, passages: readonly string[]): boolean {
  const at = claim.tokens.indexOf(noun);
  let from = at;
  while (from > 0 && (claim.tokens[from - 1]!.pos === "ADJ" || claim.tokens[from - 1]!.pos === "NOUN")) from--;
  const initials = claim.tokens.slice(from, at + 1).map((t) => t.lower[0]!.toUpperCase()).join("");
  const forms = noun.lemma === "officer" ? [initials] : [initials, `${initials}O`];
  return forms.some((f) => f.length >= 2 && passages.some((p) => p.includes(f)));
}

/** Verbs of taking up a post, whose "as a …" names the post ("joined … as a research fellow", "served as a senator"). */
const POST_VERBS = new Set(["join", "serve", "work", "act", "start", "begin", "return", "hire", "appoint", "employ", "elect", "remain", "retire", "stay", "rejoin"]);

/**
 * Whether a sentence gives its subject a post other than `noun` with a verb of taking one up and "as": "joined the
 * institute in 2015 as a research fellow", "served as a senator". The head noun of what follows "as a"/"an"/"the".
 */
function roleAsOther(s: Sentence, noun: Token): boolean {
  const tokens = s.tokens;
  let verb: Token | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.pos === "VERB") verb = t;
    if (t.lower !== "as" || !verb || !POST_VERBS.has(verb.lemma) || !ARTICLES.has(tokens[i + 1]?.lower ?? "")) continue;
    let head: Token | undefined;
    for (let j = i + 2; j < tokens.length && j <= i + 1 + PREDICATE_NOUN_REACH; j++) {
      const w = tokens[j]!;
      if (w.pos === "NOUN") head = w;
      else if (w.pos !== "ADJ") break;
    }
    if (head && head.lemma !== noun.lemma) return true;
  }
  return false;
}

/** Words a sentence giving a role first opens with: "Its second city is…", "The capital is…". */
const ROLE_FIRST_OPENERS = new Set(["its", "his", "her", "their", "the"]);

/**
 * Whether the sentence opens with a role other than `noun` and then says who or what holds it: "Its second city is
 * Havířov" (the role's head noun, past adjectives and ordinals, right before "is" or "was").
 */
function roleFirstOther(s: Sentence, noun: Token): boolean {
  const tokens = s.tokens;
  if (!ROLE_FIRST_OPENERS.has(tokens[0]?.lower ?? "")) return false;
  let i = 1;
  while (i < tokens.length && i <= PREDICATE_NOUN_REACH && (tokens[i]!.pos === "ADJ" || tokens[i]!.pos === "NUM")) i++;
  const head = tokens[i];
  return head?.pos === "NOUN" && tokens[i + 1]?.lemma === "be" && head.lemma !== noun.lemma;
}

/** Nouns that name a kind of what follows their "of" ("a type of grass"). */
const KIND_NOUNS = new Set(["type", "kind", "form", "sort", "species", "variety"]);

/** Whether the noun follows "a type of" or the like (predicateNoun). */
function afterKindNoun(s: Sentence, noun: Token): boolean {
  let j = s.tokens.indexOf(noun) - 1;
  while (s.tokens[j]?.pos === "ADJ") j--;
  return s.tokens[j]?.lower === "of" && KIND_NOUNS.has(s.tokens[j - 1]?.lemma ?? "");
}

/** The claim's first main verb and the two lower-case words of the object after it ("invented" + "the telescope"). */
function mainVerbBeforeObject(claim: Sentence): { verb: Token; next: [string, string] } | undefined {
  const i = claim.tokens.findIndex((t) => t.pos === "VERB");
  const [a, b] = [claim.tokens[i + 1], claim.tokens[i + 2]];
  const objectWord = (t: Token | undefined) => t?.type === "word" && OBJECT_POS.has(t.pos);
  if (i < 0 || LIGHT_VERBS.has(claim.tokens[i]!.lemma)) return undefined;
  return (a?.pos === "DET" || objectWord(a)) && objectWord(b) ? { verb: claim.tokens[i]!, next: [a!.lower, b!.lower] } : undefined;
}

/**
 * The first noun after the claim's verb that names the kind of the noun (or gerund) right after it ("gas" of "a gas
 * oven", "wireless" of "wireless charging").
 */
function kindOfObject(claim: Sentence): { modifier: Token; head: Token } | undefined {
  const verb = claim.tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  if (verb < 0) return undefined;
  for (let i = verb + 1; i < claim.tokens.length - 1; i++) {
    const [t, next] = [claim.tokens[i]!, claim.tokens[i + 1]!];
    // The head may be a gerund the tagger reads as a verb ("wireless/NOUN charging/VERB").
    const head = next.pos === "NOUN" || (next.pos === "VERB" && next.lower.endsWith("ing"));
    if (t.pos === "NOUN" && head && t.type === "word" && next.type === "word") return { modifier: t, head: next };
  }
  return undefined;
}

/** Whether a sentence has the claim's kind's head with another word of its kind right before it. */
function namesOtherKind(s: Sentence, kind: { modifier: Token; head: Token }): boolean {
  return s.tokens.some((t, j) => {
    const before = s.tokens[j - 1];
    if (j === 0 || t.lemma !== kind.head.lemma || !before || before.type !== "word" || before.lemma === kind.modifier.lemma) return false;
    // Before a gerund, the tagger reads the word of its kind as an adverb: "fast/ADV charging".
    return before.pos === "NOUN" || before.pos === "ADJ" || (before.pos === "VERB" && before.lower.endsWith("ed")) || (before.pos === "ADV" && t.pos === "VERB" && t.lower.endsWith("ing"));
  });
}

/**
 * The claim's one verb when it says who made a thing (lexicon makingWords) and the evidence says it in no word: a page
 * that names the maker and the thing does not say who made it ("her work on Charles Babbage's proposed mechanical
 * computer, the Analytical Engine" for "Ada Lovelace built the Analytical Engine"). Else undefined.
 */
function makingUnsaid(claim: Sentence, said: ReadonlySet<string>): Token | undefined {
  const verbs = claim.tokens.filter((t) => t.pos === "VERB");
  const others = verbs.length === 1 ? makingWords(verbs[0]!.lemma) : undefined;
  if (!others) return undefined;
  const verb = verbs[0]!;
  return said.has(verb.lemma) || said.has(verb.lower) || said.has(verb.stem) || others.some((w) => said.has(w)) ? undefined : verb;
}

/** Content words read after a verb for what completes it. */
const COMPLETION_REACH = 4;
/** Names, figures and dates are read by their own checks. */
const COMPLETION_POS = new Set(["NOUN", "ADJ", "ADV"]);

/**
 * The claim's one full verb (not "be" nor a light verb) and the content words after it ("live": alone; "issued": store,
 * credit), or undefined when the claim has another verb or nothing after it.
 */
function completionOf(claim: Sentence): { verb: Token; words: Token[] } | undefined {
  const verbs = claim.tokens.filter((t) => t.pos === "VERB");
  const verb = verbs[0];
  if (verbs.length !== 1 || LIGHT_VERBS.has(verb!.lemma) || verb!.lemma === "be") return undefined;
  const at = claim.tokens.indexOf(verb!);
  // A stop word the lexicon lists an opposite for is a content word here ("alone"); a figure and its unit are not
  // (the figure checks read them: "weighs 1,200 grams" is "weighs 1.2 kg").
  const inFigure = (i: number) => claim.numbers.some((n) => i >= n.from && i <= n.to + 1);
  const words = claim.tokens.filter((t, i) => i > at && !inFigure(i) && t.type === "word" && (!t.stop || hasListedOpposite(t.lemma)) && COMPLETION_POS.has(t.pos));
  return words.length > 0 ? { verb: verb!, words } : undefined;
}

/** Whether the sentence has the claim's verb followed closely by a content word the claim lacks. */
function completesOtherwise(s: Sentence, completion: { verb: Token; words: Token[] }): boolean {
  const own = new Set(completion.words.map((t) => t.lemma));
  return s.tokens.some((t, i) => t.lemma === completion.verb.lemma && s.tokens.slice(i + 1, i + 1 + COMPLETION_REACH).some((x) => x.type === "word" && !x.stop && COMPLETION_POS.has(x.pos) && !CALENDAR_WORDS.has(x.lower) && !own.has(x.lemma)));
}

/**
 * Where what a sentence says of its subject starts: its first verb (not a participle capitalised inside a name), or the verb after it (past adverbs) when that one
 * is no participle, so that an auxiliary ("must bring") or a noun the tagger reads as a verb ("bears" of "Polar bears
 * mainly eat berries") is passed over while a verb before a participle is kept ("offers freshly prepared meals");
 * -1 when it has no verb.
 */
function predicationStart(tokens: readonly Token[]): number {
  const participle = (t: Token) => /(?:ed|en|ing)$/.test(t.lower);
  // Not a participle of a name written in capitals ("The Old Town Walking Tour meets…").
  const verbal = (t: Token | undefined) => (t?.pos === "VERB" || t?.pos === "AUX") && (t === tokens[0] || t.pos === "AUX" || !participle(t) || !/^\p{Lu}/u.test(t.text));
  for (let i = 0; i < tokens.length; i++) {
    if (!verbal(tokens[i])) continue;
    // Nor a word of a name the tagger reads as a verb ("The Orion Express/VERB sleeper train").
    if (tokens[i]!.pos === "VERB" && i > 0 && /^\p{Lu}/u.test(tokens[i]!.text) && tokens[i - 1]!.pos === "PROPN") continue;
    let next = i + 1;
    while (tokens[next]?.pos === "ADV") next++;
    if (!verbal(tokens[next]) || participle(tokens[next]!)) return i;
  }
  return -1;
}

/**
 * The content words of what a claim says of its subject, from its verb on, when none of them is said anywhere
 * (Absent.predication); empty when one is, or when the claim has no verb or nothing after it.
 */
function unsaidPredication(claim: Sentence, said: (t: Token) => boolean): string[] {
  const at = predicationStart(claim.tokens);
  if (at < 0) return [];
  const words = claim.tokens.slice(at).filter((t) => t.type === "word" && (!t.stop || t.pos === "VERB"));
  return words.length > 0 && !words.some(said) ? words.map((t) => t.text) : [];
}

/**
 * Whether the sentences quoted hold a content word of what the claim says of its subject (unsaidPredication's words),
 * other than a word of the subject's own name (`subjectWords`): "The Bayeux Tapestry is an embroidered cloth…" says
 * nothing of its being "commissioned by Bishop Odo of Bayeux".
 */
function quotesPredication(claim: Sentence, quoted: readonly (SentenceRef | null)[], subjectWords?: ReadonlySet<string>): boolean {
  const words = predicationWords(claim, subjectWords);
  return words === null || words.length === 0 || quoted.some((r) => r !== null && words.some((w) => r.alignment.covered.includes(w)));
}

/**
 * The words (as the alignment writes them) of what the claim says of its subject, from its verb on, past the subject's
 * own name; null when the claim has no such part.
 */
function predicationWords(claim: Sentence, subjectWords?: ReadonlySet<string>): string[] | null {
  // With no verb read ("Ashcombe Public Libraries charge/NOUN late fees"), what follows the opening name.
  const verb = predicationStart(claim.tokens);
  const at = verb >= 0 ? verb : claim.tokens.findIndex((t, i) => i > 0 && t.pos !== "PROPN" && claim.tokens[0]!.pos === "PROPN");
  if (at < 0) return null;
  // Words proper: not the "'s" of a possessive, which "it's" gives too.
  // Nor a possessor, which only says whose the predicate's thing is ("Apple" of "powered by Apple's A16 Bionic chip").
  const tokens = claim.tokens;
  const possessor = (i: number) => isPossessiveMark(tokens[i + 1]);
  const words = tokens.slice(at).filter((t, k) => t.type === "word" && /^\p{L}/u.test(t.text) && (!t.stop || t.pos === "VERB") && !subjectWords?.has(t.lower) && !possessor(at + k)).map((t) => t.text);
  // A figure is said as the alignment writes it ("12,000 metres", stated by "12 kilometres").
  for (const n of claim.numbers) if (n.from >= at) words.push(n.raw);
  return words;
}

/** The head of the role after "served as" ("chief" of "served as the hospital's chief of surgery"), past a possessor. */
function servedRole(claim: Sentence): Token | undefined {
  const tokens = claim.tokens;
  const at = tokens.findIndex((t, i) => t.lemma === "serve" && tokens[i + 1]?.lower === "as");
  if (at < 0) return undefined;
  for (let i = at + 2; i < tokens.length; i++) {
    if (tokens[i]!.pos !== "NOUN") continue;
    let end = i;
    while (tokens[end + 1]?.pos === "NOUN") end++;
    const possessive = isPossessiveMark(tokens[end + 1]);
    if (!possessive) return tokens[end];
    i = end + 1;
  }
  return undefined;
}

/** The share of `words` the sentences cover. */
function shareCovered(words: readonly string[], refs: readonly (SentenceRef | null)[]): number {
  if (words.length === 0) return 0;
  return words.filter((w) => refs.some((r) => r !== null && r.alignment.covered.includes(w))).length / words.length;
}

/**
 * Whether a line's label is a verb the claim does not use while the claim's verb is not in the line: "Died: 2 June
 * 2001, Budapest" for "…was born in Budapest" ("Born" is read as the claim's "born").
 */
function labelsOtherEvent(claim: Sentence, line: Sentence): boolean {
  const colon = labelColon(line.tokens);
  if (colon <= 0) return false;
  const claimVerbs = claim.tokens.filter((t) => t.pos === "VERB");
  if (claimVerbs.length === 0) return false;
  const lemmas = new Set(line.tokens.map((t) => t.lemma));
  if (claimVerbs.some((t) => lemmas.has(t.lemma))) return false;
  return line.tokens.slice(0, colon).some((t) => t.pos === "VERB" || readAlone(t.lower).pos === "VERB");
}

/**
 * The lines of one list of entries, each labelled ("Flex: $39/month, …", "Core+: $69/month, …, 24/7 access"), that
 * are another entry's while a line labelled with a name of the claim's ("Flex") is read: they state nothing of it. An
 * entry of the list is a labelled line whose value opens with the same kind of token as the claim's line (a price).
 */
function otherEntries(frame: ClaimFrame, refs: readonly SentenceRef[], sentenceOf: ReadonlyMap<SentenceRef, Sentence>): Set<SentenceRef> {
  const valueOpening = (u: Sentence) => {
    const colon = entryColon(u.tokens);
    return colon > 0 ? u.tokens[colon + 1]?.type : undefined;
  };
  const labelled = (r: SentenceRef) => {
    const u = sentenceOf.get(r)!;
    const label = new Set(u.tokens.slice(0, Math.max(0, entryColon(u.tokens))).map((t) => t.lower));
    return frame.slots.entities.some((e) => !e.generic && entityIn(e, label));
  };
  const own = refs.find((r) => valueOpening(sentenceOf.get(r)!) !== undefined && labelled(r));
  const opening = own && valueOpening(sentenceOf.get(own)!);
  if (!opening) return new Set();
  return new Set(refs.filter((r) => r !== own && valueOpening(sentenceOf.get(r)!) === opening && !labelled(r)));
}

/** How many words and signs an entry's label may hold before its colon ("Core+:", "Family plan:"). */
const ENTRY_LABEL_TOKENS = 3;

/** The index of the colon after an entry's label (labelColon, a sign allowed in the name: "Core+: $69/month"), or -1. */
function entryColon(tokens: readonly Token[]): number {
  const colon = labelColon(tokens);
  if (colon > 0 || !/^\p{Lu}/u.test(tokens[0]?.text ?? "")) return colon;
  const at = tokens.slice(0, ENTRY_LABEL_TOKENS + 1).findIndex((t) => t.text === ":");
  return at > 0 && tokens.slice(0, at).every((t) => t.type === "word" || t.type === "symbol") ? at : -1;
}

/** The lemmas and stems of a labelled line's label ("frame" of "Frame: 5 years"); empty for any other sentence. */
function labelWords(line: Sentence): Set<string> {
  const colon = labelColon(line.tokens);
  const words = new Set<string>();
  for (const t of line.tokens.slice(0, Math.max(0, colon))) {
    if (t.stop || t.type !== "word") continue;
    words.add(t.lemma);
    words.add(t.stem);
  }
  return words;
}

/**
 * Whether the quoted line is labelled with words the claim does not have while another line aligned from the same
 * passage (or, on several sentences, the lines of one page given apart, any of them) is labelled with a claim word the
 * quoted line lacks: a list of parts, plans or items, each with its own value (otherItemLabel).
 */
function labelsOtherItem(claim: Sentence, support: SentenceRef, refs: readonly SentenceRef[], sentenceOf: ReadonlyMap<SentenceRef, Sentence>, shape: EvidenceShape): boolean {
  const claimWords = new Set<string>();
  for (const t of claim.content) {
    claimWords.add(t.lemma);
    claimWords.add(t.stem);
  }
  const line = sentenceOf.get(support)!;
  const quoted = labelWords(line);
  if (quoted.size === 0 || [...quoted].some((w) => claimWords.has(w))) return false;
  // The other line's label word must be one the quoted line lacks: "Tracking requests: …" is no other item than
  // "Rate limit: 1,000 requests per second" for a claim on requests.
  const inQuoted = new Set(line.tokens.flatMap((t) => [t.lemma, t.stem]));
  const ownItem = (words: ReadonlySet<string>) => [...words].some((w) => claimWords.has(w) && !inQuoted.has(w));
  return refs.some((r) => r !== support && (shape === "sentences" || r.passage === support.passage) && ownItem(labelWords(sentenceOf.get(r)!)));
}

/**
 * The words between a claim's figure and the noun it counts, which tell what kind of that noun it counts: "Olympic",
 * "gold" of "28 Olympic gold medals". Empty when no counted noun follows.
 */
function countedKindWords(claim: Sentence, raw: string): string[] {
  const n = claim.numbers.find((m) => m.raw === raw);
  return n ? countedPhrase(claim, n).slice(0, -1).map((t) => t.text) : [];
}

/**
 * A count of the claim's given otherwise by a sentence that holds a word of its kind the quoted sentences lack: they
 * count a wider kind. "Over five Olympic Games he collected 28 medals" does not say "Michael Phelps won 28 Olympic gold
 * medals" beside "At Beijing 2008 he won eight golds" (countKindUnquoted).
 */
function countKindUnquoted(claim: Sentence, against: SentenceRef | null, quoted: readonly (SentenceRef | null)[]): boolean {
  if (!against) return false;
  const a = against.alignment;
  const unquoted = (w: string) => quoted.every((q) => !q || q.alignment.missing.includes(w));
  return a.substitutions.some((x) => (x.kind === "number" || x.kind === "amount") && !x.loose && countedKindWords(claim, x.claim).some((w) => a.covered.includes(w) && unquoted(w)));
}

/**
 * On a page, the quoted line sits under a heading that names another item than the claim's, while another heading of
 * the page names the claim's: "Watch on 4 screens at a time" under "Premium — $19.99/month" does not say "StreamNest's
 * Standard plan lets members stream on four screens", with "Standard — $13.99/month" heading other lines. A claim word
 * the page's title holds (its maker, "StreamNest") tells no item apart.
 */
function headedByOther(claim: Sentence, support: SentenceRef, headingOf: ReadonlyMap<SentenceRef, Sentence>, headingsOf: ReadonlyMap<number, { title: Sentence; headings: readonly Sentence[] }>): boolean {
  const heading = headingOf.get(support);
  const page = headingsOf.get(support.passage);
  if (!heading || !page) return false;
  const lowers = (s: Sentence) => new Set(s.tokens.map((t) => t.lower));
  const [headingWords, titleWords] = [lowers(heading), lowers(page.title)];
  const claimNames = new Set(claim.tokens.filter((t, i) => i > 0 && /^\p{Lu}/u.test(t.text) && t.type === "word").map((t) => t.lower));
  const namesOther = heading.tokens.some((t) => /^\p{Lu}/u.test(t.text) && t.type === "word" && !claimNames.has(t.lower));
  if (!namesOther) return false;
  const unheaded = [...claimNames].filter((w) => !headingWords.has(w) && !titleWords.has(w) && !support.alignment.covered.some((c) => c.toLowerCase() === w));
  return unheaded.length > 0 && page.headings.some((h) => h !== heading && h !== page.title && unheaded.some((w) => lowers(h).has(w)));
}

/** How far past a figure the noun it measures is looked for ("100 GB of egress", "two free checked bags"). */
const MEASURED_NOUN_REACH = 3;

/** The noun a claim's figure counts or measures: the first after it, past adjectives and a unit before "of". */
function measuredNoun(claim: Sentence, raw: string): Token | undefined {
  const n = claim.numbers.find((m) => m.raw === raw);
  if (!n) return undefined;
  for (let i = n.to + 1; i < claim.tokens.length && i <= n.to + MEASURED_NOUN_REACH; i++) {
    const t = claim.tokens[i]!;
    // A unit or measure before "of" measures what follows: "100 GB of egress", "two bottles of wine".
    const beforeOf = claim.tokens[i + 1]?.lower === "of";
    if (t.pos === "NOUN" && !beforeOf) return t;
    if (!((t.pos === "NOUN" || t.pos === "PROPN") && beforeOf) && t.lower !== "of" && t.pos !== "ADJ") return undefined;
  }
  return undefined;
}

/**
 * A line labelled with what the claim's figure measures gives the figure another, and the quoted sentence that gives
 * the figure never names what it measures: its figure is another thing's. "Storage: first 100 GB per month" does not
 * say "…the free tier includes 100 GB of egress every month" beside "Egress: first 10 GB per month", whatever other
 * line on egress is quoted beside it (labelSwapUnquoted).
 */
function labelSwapUnquoted(claim: Sentence, against: SentenceRef | null, quoted: readonly (SentenceRef | null)[], sentenceOf: ReadonlyMap<SentenceRef, Sentence>): boolean {
  const line = against && sentenceOf.get(against);
  if (!line) return false;
  const label = labelWords(line);
  // The label is the very thing the figure measures, and the quoted sentence giving the figure lacks it (a second
  // quoted one may hold it of another thing).
  const givenWithout = (figure: string) => {
    const noun = measuredNoun(claim, figure);
    if (!noun || !(label.has(noun.lemma) || label.has(noun.stem))) return false;
    return quoted.some((q) => q && q.alignment.covered.includes(figure) && q.alignment.missing.includes(noun.text));
  };
  return against.alignment.substitutions.some((x) => (x.kind === "number" || x.kind === "amount") && !x.loose && givenWithout(x.claim));
}

/** The share of what the claim says of its subject the sentence quoted beside a heading must hold. */
const HEADING_PARTNER_SHARE = 0.5;

/** A denying sentence names the claim's exception when it holds at least this many words of its predicate. */
const DENIED_EXCEPTION_WORDS = 2;

/** A sentence denying what the claim says of its subject outweighs the quoted ones from this share of it on. */
const DENIED_PREDICATION_SHARE = 0.5;

/** Words that say something is the only one of its kind. */
const EXCLUSIVE_WORDS = new Set(["only", "sole", "solely", "exclusively", "alone", "single", "unique", "uniquely", "lone"]);

/**
 * The claim's "only" (or "sole", "exclusively") when none of the quoted sentences says anything is the only one
 * (Absent.exclusive); empty when the claim says no such thing. An "only" before a figure bounds it ("only 3% of…") and
 * is the figure's to state.
 */
function unsaidExclusivity(claim: Sentence, quoted: readonly Sentence[]): string[] {
  const cue = claim.tokens.find((t, i) => EXCLUSIVE_WORDS.has(t.lower) && t.lower !== "alone" && t.lower !== "single" && !claim.numbers.some((n) => n.from === i + 1));
  if (!cue || quoted.length === 0) return [];
  return quoted.some((s) => s.tokens.some((t) => EXCLUSIVE_WORDS.has(t.lower))) ? [] : [cue.text];
}

/** Words opening a clause that narrows the noun before it: "the station where they were taken", "the plan that covers theft". */
const RELATIVE_WORDS = new Set(["where", "that", "which", "who", "whom", "whose"]);

/**
 * The words of a clause narrowing a noun of the claim (a relative word right after the noun, no comma between), up
 * to a comma or the end, when none of its content words is said anywhere (Absent.restrictions); else empty.
 */
function unsaidRestriction(claim: Sentence, said: (t: Token) => boolean): string[] {
  const tokens = claim.tokens;
  const at = tokens.findIndex((t, i) => RELATIVE_WORDS.has(t.lower) && tokens[i - 1]?.pos === "NOUN");
  if (at < 0) return [];
  const end = tokens.findIndex((t, i) => i > at && t.type === "punctuation");
  const clause = tokens.slice(at, end < 0 ? tokens.length : end);
  const words = clause.filter((t) => t.type === "word" && (!t.stop || t.pos === "VERB"));
  return words.length > 0 && !words.some(said) ? [clause.map((t) => t.text).join(" ")] : [];
}

/**
 * The adjective of a comparison the claim makes of its subject after "be": "stronger" of "Mars's surface gravity is
 * stronger than Earth's", which "Its surface gravity is about 38% of Earth's" does not say.
 */
function comparativeAdjective(tokens: readonly Token[]): Token | undefined {
  const be = tokens.findIndex((t) => t.lemma === "be" && t.pos === "AUX");
  const than = tokens.findIndex((t, i) => i > be && t.lower === "than");
  const word = tokens[than - 1];
  return be >= 0 && than === be + 2 && word?.type === "word" && (word.pos === "ADJ" || word.pos === "ADV") && tokens[than + 1]?.type !== "number" ? word : undefined;
}

/**
 * The named thing the sentence quoted for support is about instead of the claim's subject, which only the second
 * sentence quoted names (Absent.otherThing); none when the first names the subject or stands for it by a pronoun.
 */
function otherThingQuoted(frame: ClaimFrame, support: SentenceRef | null, complement: SentenceRef | null, sentenceOf: ReadonlyMap<SentenceRef, Sentence>, passages: readonly string[]): string[] {
  // A claim of one relation only ("The Mona Lisa hangs in the Uffizi"): a claim of several facts spreads them over the
  // sentences, its subject named in one of them ("On August 22, 2017, Amardi was selected to play for…, to compete in…").
  const oneRelation = frame.sentence.tokens.filter((t) => t.pos === "VERB").length <= 1 && !frame.sentence.tokens.some((t) => t.text === "," || t.text === ";");
  const subject = frame.slots.entities.find((e) => e.subject && !e.generic && reliableName(e));
  if (!oneRelation || !subject || !support || !complement || support.onlyByPronoun || (support.standsFor?.size ?? 0) > 0) return [];
  const slotsAt = (r: SentenceRef) => slotsOf(sentenceOf.get(r)!, passages[r.passage]!);
  const quoted = slotsAt(support);
  if (entityIn(subject, quoted.lowers) || !entityIn(subject, slotsAt(complement).lowers)) return [];
  const other = quoted.entities.find((e) => !e.generic && reliableName(e) && !entityIn(e, frame.slots.lowers));
  return other ? [other.text] : [];
}

/** Two words naming a kind alike: the same lemma, or superlatives by one measure ("the biggest planet" / "the largest"). */
function sameModifier(a: Token, b: Token): boolean {
  const measure = (t: Token) => SUPERLATIVE_SYNONYMS.get(t.lemma) ?? t.lemma;
  return a.lemma === b.lemma || (/est$/.test(a.lower) && /est$/.test(b.lower) && measure(a) === measure(b));
}

/** Verbs that say little of their own, said as often by another ("became a World Heritage Site" / "was declared a…"). */
const LIGHT_VERBS = new Set(["become", "get", "have", "make", "take", "do", "go", "come", "give", "remain", "hold"]);

/** Parts of speech of an object's words after its article. */
const OBJECT_POS = new Set(["NOUN", "PROPN", "ADJ"]);

/**
 * The word right before a noun naming its kind: a noun ("sodium" of "sodium chloride"), an adjective or a participle
 * ("inactivated" of "an inactivated vaccine", "attenuated" of "a live attenuated vaccine"), if any.
 */
function nounModifier(s: Sentence, noun: Token): Token | undefined {
  const before = s.tokens[s.tokens.indexOf(noun) - 1];
  const kindWord = before?.pos === "NOUN" || before?.pos === "PROPN" || before?.pos === "ADJ" || (before?.pos === "VERB" && before.lower.endsWith("ed"));
  return kindWord && before!.type === "word" ? before : undefined;
}

/** The word after a token of the sentence, lower case; "" at a punctuation mark or the end. */
function wordAfter(s: Sentence, t: Token): string {
  const next = s.tokens[s.tokens.indexOf(t) + 1];
  return next?.type === "word" ? next.lower : "";
}

/** The words a sentence's opening subject has: the name it opens with, or its subject phrase ("measles", "vaccine"). */
function openingSubject(frame: ClaimFrame, s: Sentence, text: string, phrase: readonly string[]): readonly string[] {
  const opening = entitiesIn(s, text).find(opensSentence);
  if (opening && namesOf(frame, s, text).includes(opening)) return opening.words;
  return phrase;
}

function union(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  return a && b ? new Set([...a, ...b]) : (a ?? b);
}

/** How many tokens the noun phrase a sentence opens with may run to (subjectWords). */
const SUBJECT_WORDS_TOKENS = 6;

/** A word of how many of the things ("a third", "most", "half", "two thirds"). */
function isShareWord(t: Token): boolean {
  return t.pos === "NUM" || QUANTIFIER_RANK.has(t.lower) || SHARE_NOUNS.has(t.lower);
}
const SHARE_NOUNS = new Set(["half", "third", "thirds", "quarter", "quarters", "fifth", "fifths", "tenth", "tenths", "majority", "minority", "proportion", "share", "fraction", "percent", "handful", "none", "one", "both", "either", "neither"]);

/**
 * The words of the noun phrase a sentence opens with, up to its first verb, past determiners, hyphens and "of": "male" of
 * "The male incubates the egg…", "Wi", "Fi", "session" of "Each Wi-Fi session is limited…". Empty when anything else
 * comes first.
 */
function subjectWords(s: Sentence): Token[] {
  let words: Token[] = [];
  // Tokens of a share before the phrase, read past: "Around a third of the branches open…" opens with "branches" (the
  // share is the quantifier alignment reads).
  let share = 0;
  for (let i = 0; i < s.tokens.length && i < SUBJECT_WORDS_TOKENS + share; i++) {
    const t = s.tokens[i]!;
    if (t.pos === "VERB" || t.pos === "AUX") return words;
    if (i === 0 && APPROXIMATION_WORDS.has(t.lower)) {
      share = 1;
      continue;
    }
    if (t.lower === "of" && words.length > 0 && words.every(isShareWord)) {
      words = [];
      share = i + 1;
      continue;
    }
    // "Construction of the Colosseum began…": the phrase goes on past "of".
    if (t.pos === "DET" || t.text === "-" || (t.lower === "of" && words.length > 0)) continue;
    if (t.type !== "word" || !(t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ")) return [];
    words.push(t);
  }
  return [];
}

/**
 * The claim's subject phrase, as written, when it is read as a name and none of its nouns is said anywhere
 * (Absent.subject; a name by its capital letter alone is not in Absent.names). What
 * follows a head's "of" counts as the subject too, a verb's object included: "The purpose of using Terraform modules
 * is…" is about Terraform modules.
 */
function unsaidSubject(frame: ClaimFrame, saidAnywhere: (t: Token) => boolean): string[] {
  const claim = frame.sentence;
  const words = subjectWords(claim);
  const nouns = words.filter((t) => (t.pos === "NOUN" || t.pos === "PROPN") && !t.stop);
  // Only a subject read as a name, all of it ("Penguins", "Arsenal"): a common noun may be a description of what the
  // evidence names otherwise ("The expedition did find…" of a page on what its members found), and "Thousands of people"
  // is a count. A reliable name is Absent.names' to find, by its initials and through pronouns too.
  const reliable = frame.slots.entities.filter(reliableName);
  const inReliableName = (t: Token) => reliable.some((e) => e.words.includes(t.lower));
  if (nouns.length === 0 || !nouns.every((t) => t.pos === "PROPN" && !inReliableName(t)) || nouns.some(saidAnywhere)) return [];
  const head = claim.tokens.indexOf(words[words.length - 1]!);
  if (claim.tokens[head + 1]?.lower === "of") {
    for (let i = head + 2; i < claim.tokens.length && i <= head + 1 + SUBJECT_WORDS_TOKENS; i++) {
      const t = claim.tokens[i]!;
      if (t.pos === "AUX" || (t.pos === "VERB" && !t.lower.endsWith("ing"))) break;
      if (!t.stop && t.type === "word" && saidAnywhere(t)) return [];
    }
  }
  return [words.map((t) => t.text).join(" ")];
}

/**
 * The claim's subject words a sentence leaves out because they are what the passage is about: "The male incubates the
 * egg" on a page opening "Emperor penguins are…" says it of the male emperor penguin, "Each session is limited…" after
 * "Free Wi-Fi is available…" of each Wi-Fi session. Only when the sentence's subject is the claim's without them and
 * every word left out is the topic's; undefined otherwise.
 */
function topicOmitted(claim: readonly Token[], sentence: readonly Token[], topic: ReadonlySet<string>): Set<string> | undefined {
  if (sentence.length === 0) return undefined;
  // A word of the sentence's subject is the claim's, or its opposite ("The male incubates…" against "The female emperor
  // penguin incubates…"), which alignment then reads as swapped.
  const matched = sentence.map((w) => claim.find((t) => t.lemma === w.lemma || antonymsOf(t.lemma).includes(w.lemma)));
  if (matched.some((t) => t === undefined)) return undefined;
  const own = new Set(matched.map((t) => t!.lemma));
  const left = claim.filter((t) => !own.has(t.lemma));
  return left.length > 0 && left.every((t) => topic.has(t.lemma)) ? new Set(left.map((t) => t.lower)) : undefined;
}

/** Prepositions placing what "there is" says: "at the resort", "in the hotel". */
const THERE_IS_PLACE_WORDS = new Set(["at", "in", "on"]);

/**
 * The place a claim saying "there is/are …" ends with, when the sentence says "there is/are …" with no place of its own
 * and every word of the claim's place is what the passage is about: "There are 45 slopes" on a page about a ski resort
 * says it of the resort ("There are 60 slopes at the resort"); undefined otherwise.
 */
function placeOmitted(claim: Sentence, s: Sentence, topic: ReadonlySet<string>): Set<string> | undefined {
  const existential = (t: readonly Token[]) => t[0]?.lower === "there" && t[1]?.lemma === "be";
  if (!existential(claim.tokens) || !existential(s.tokens)) return undefined;
  const at = claim.tokens.findLastIndex((t) => THERE_IS_PLACE_WORDS.has(t.lower));
  if (at < 2 || s.tokens.some((t) => THERE_IS_PLACE_WORDS.has(t.lower))) return undefined;
  const place = claim.tokens.slice(at + 1).filter((t) => t.type === "word" && !t.stop);
  return place.length > 0 && place.every((t) => topic.has(t.lemma)) ? new Set(place.map((t) => t.lower)) : undefined;
}

/** How many words a subject phrase read for a following pronoun may have ("the blue whale"). */
const SUBJECT_PHRASE_WORDS = 4;

/**
 * The words of the noun phrase a sentence opens with when a verb follows it at once: "blue", "whale" for "The blue
 * whale is a marine mammal." A following "It is the largest animal…" is about them, name or not.
 */
function subjectPhrase(s: Sentence): string[] {
  const tokens = s.tokens;
  let i = tokens[0]?.lower === "the" || tokens[0]?.lower === "a" || tokens[0]?.lower === "an" ? 1 : 0;
  const words: string[] = [];
  for (; i < tokens.length && words.length <= SUBJECT_PHRASE_WORDS; i++) {
    const t = tokens[i]!;
    // "The age of majority is…": the phrase goes on past "of".
    if (t.lower === "of" && words.length > 0 && (tokens[i + 1]?.pos === "NOUN" || tokens[i + 1]?.pos === "PROPN")) continue;
    if (t.type !== "word" || !(t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ")) break;
    words.push(t.lower);
  }
  const next = tokens[i];
  return words.length > 0 && words.length <= SUBJECT_PHRASE_WORDS && (next?.pos === "VERB" || next?.pos === "AUX") ? words : [];
}

/** Whether a sentence asserts its content (SentenceRef.asserts); `next` is the sentence after it, if any. */
function asserts(s: Sentence, next: Sentence | undefined): boolean {
  const last = s.tokens[s.tokens.length - 1];
  if (last?.text !== "?") return true;
  const first = s.tokens[0]?.lower;
  return first === "why" || next?.tokens[0]?.lower === "yes";
}

/**
 * Whether the contradicting sentence decides (ClaimEvidence.decisive). It is a statement (readEvidence never takes a
 * question as evidence against); it must also be short, hold most of the rest of the claim, and either cover the claim
 * better than any clean sentence does, or hold every other word of it while the swapped figure, name or rank of the
 * claim appears nowhere in the evidence ("the 2022 title was Argentina's first" against "…its third World Cup title"), or
 * swap one slot of the claim while going on about its subject (one-slot.ts).
 */
function isDecisive(against: SentenceRef, support: SentenceRef | null, x: Float64Array, rankAbsent: boolean, claimVerbs: ReadonlySet<string>, claimQualifiers: ReadonlySet<string>, dateOnlyElsewhere: boolean, claimSubject: string | undefined, claimFigures: readonly NumberMention[], shape: EvidenceShape, subjectWords: readonly string[], claimTokens: readonly Token[], againstSentence: Sentence | undefined): boolean {
  const a = against.alignment;
  const sub = a.substitutions[0]!;
  const claimFigure = claimFigures.find((n) => n.raw === sub.claim);
  if (sub.comparedFigures) return true;
  // Nor a place or a date of the other end of a life: "He died in exile on the island of Saint Helena in 1821" says
  // nothing of where Napoleon "was born".
  if ((sub.kind === "entity" || sub.kind === "date") && againstSentence && otherEndOfLife(claimTokens, againstSentence)) return false;
  // A figure of another thing of the claim's kind decides nothing: "an adult ticket costs $26" for "A child ticket costs $12".
  if (GROUP[sub.kind] === "against_figure" && sub.kind !== "date" && againstSentence && modifiesOtherwise(claimTokens, againstSentence)) return false;
  // A swapped date decides only when both hang on the same verb: a page's other dates are other events' (measured
  // right once in five labelled items when any date counted, 2026-11-25).
  if (sub.kind === "date" && !sub.sameVerb) return false;
  // Nor a name paired loosely, which may be no swap at all, unless the sentence holds all the rest of the claim ("with
  // its capital at Constantinople" for "The capital of the Eastern Roman Empire was Rome"): "was the first woman to win
  // a Nobel Prize" says nothing of where Marie Curie was "born in Warsaw".
  if (sub.loose && a.restCoverage < 0.99) return false;
  // Nor in a timeline or a table flattened into one line, where a date is read to the label before it by position
  // alone: "Ordered 19 February 1912 … Launched 15 November 1913 Commissioned 26 August 1914 Fate Surrendered …".
  if (sub.kind === "date" && against.years > TIMELINE_YEARS) return false;
  // The same event given another date, the claim's own appearing nowhere (or only as another event's, "declared a
  // pandemic in March 2020" for "the first cases were identified in March 2020"): decisive with half the rest of the claim
  // ("landed the Apollo Lunar Module Eagle on July 20, 1969" against "Apollo 11 landed on the Moon on July 21, 1968").
  // Not a plain count: "won five League titles and five FA Cups" adds up to the claim's "won 10 trophies".
  if (sub.kind === "date" && against.tokens <= DECISIVE_MAX_TOKENS && a.restCoverage >= SAME_EVENT_REST_COVERAGE && (x[featureIndex("figures_absent")]! > 0 || dateOnlyElsewhere)) return true;
  // An ordinal counts one holder, whatever else the claim adds ("served", "from 2017 to 2021"): "Donald J. Trump (1946- )
  // was the 45th president of the United States." against "Hillary Clinton served as the 45th President of the United
  // States from 2017 to 2021". Not a superlative, which holds at a time ("the tallest building in 1990").
  if (sub.kind === "entity" && sub.claim === claimSubject && a.substitutions.length === 1 && against.statesOrdinal && against.tokens <= DECISIVE_MAX_TOKENS && a.restCoverage >= SAME_EVENT_REST_COVERAGE) return true;
  // "There is no minimum deposit" denies the claim's thing outright, whatever figure the claim gives it ("a minimum
  // deposit of £100"): a short denial with no figure of its own, lacking only the claim's figures.
  if (sub.kind === "negation" && sub.sentence.toLowerCase() === "no" && a.substitutions.length === 1 && against.figures === 0 && against.tokens <= SHORT_DENIAL_MAX_TOKENS && a.missing.length > 0 && a.missing.every((w) => /\d/.test(w))) return true;
  if (oneSlotContradiction({ against, support, againstSentence, shape, claimTokens, claimFigures, subjectWords, figuresAbsent: x[featureIndex("figures_absent")]! > 0, entitiesAbsent: x[featureIndex("entities_absent")]! > 0 })) return true;
  const minCoverage = a.restCoverage >= 0.99 ? DECISIVE_MIN_COVERAGE_ALL_REST : DECISIVE_MIN_COVERAGE;
  const shortDenial = GROUP[sub.kind] === "against_polarity" && against.tokens <= SHORT_DENIAL_MAX_TOKENS;
  const restNeeded = shortDenial ? DECISIVE_POLARITY_REST_COVERAGE : DECISIVE_REST_COVERAGE;
  if (against.tokens > DECISIVE_MAX_TOKENS || a.restCoverage < restNeeded || a.coverage < minCoverage) return false;
  if ((support?.alignment.coverage ?? 0) < a.coverage) return true;
  // As much of the claim, and the sentence with nothing changed says none of it this one does not ("An octopus has
  // eight arms and three hearts" beside "Octopuses are invertebrates" for "Octopuses are vertebrates"), or holds less of
  // the rest than this one, which holds all of it ("A cleaning costs $90." beside "X-rays are included with every
  // check-up." for "X-rays cost extra").
  // Not where that sentence gives the very figure this one swaps: "The price of $450 includes all meals" beside "a single
  // room costs an extra $120" for "The retreat costs $450".
  // Unless that sentence has nothing of the claim but that figure, and gives it as a bound where the claim gives a value,
  // while this one holds all the rest: "Children under 8 must be accompanied…" beside "The swimming pool… has six lanes"
  // for "The pool has eight lanes".
  const figureOnly = support !== null && a.restCoverage >= 0.99 && support.alignment.covered.length === 1 && claimFigure !== undefined && claimFigure.bound === undefined && support.boundFigures.includes(numberKey(claimFigure));
  const tied = support && Math.abs(support.alignment.coverage - a.coverage) < 1e-9 && (!support.alignment.covered.includes(sub.claim) || figureOnly);
  if (tied && (saysNothingMore(support.alignment, a) || (a.restCoverage >= 0.99 && support.alignment.restCoverage < a.restCoverage))) return true;
  if (a.restCoverage < 0.99) return false;
  // A superlative or a "first" has one holder: another name holding the claim's ("Mandarin Chinese has the most native
  // speakers", "Augustus became the first emperor") decides against the claim's though the page names it elsewhere
  // ("Spanish has about 485 million…", "At its height under Trajan…").
  if (sub.kind === "entity" && against.statesOnlyHolder) return true;
  // The sentence with nothing changed lacks the claim's verb this one holds: it tells of another event with the same
  // name ("His company built the Globe Theatre in London" beside "born in Stratford-upon-Avon" for "born in London").
  if (sub.kind === "entity" && !sub.loose && support && a.substitutions.length === 1 && lacksWordOf(support.alignment, a, claimVerbs)) return true;
  // A figure swapped where the sentence with nothing changed lacks the claim's rank or adjective this one holds: "A second
  // checked bag costs $40" beside "one bag … for free" for "A second checked bag is free"; "The first checked bag costs
  // $35" beside "one carry-on bag and one personal item free of charge" for "The first checked bag is free".
  if (GROUP[sub.kind] === "against_figure" && support && a.substitutions.length === 1 && lacksWordOf(support.alignment, a, claimQualifiers)) return true;
  // ...or its ordinal, a stop word the alignment's coverage does not count: "Orville Wright piloted the first flight,
  // which lasted 12 seconds" beside "Wilbur flew the longest flight that day, 59 seconds" for "The first flight lasted
  // 59 seconds".
  if (GROUP[sub.kind] === "against_figure" && support && a.substitutions.length === 1 && against.statesOrdinal && !support.statesOrdinal) return true;
  if (GROUP[sub.kind] === "against_figure") return x[featureIndex("figures_absent")]! > 0;
  if (sub.kind === "ordinal") return rankAbsent;
  return sub.kind === "entity" && x[featureIndex("entities_absent")]! > 0;
}

/** Whether every claim word `support` covers, `other` covers too. */
function saysNothingMore(support: Alignment, other: Alignment): boolean {
  const covered = new Set(other.covered.map((w) => w.toLowerCase()));
  return support.covered.every((w) => covered.has(w.toLowerCase()));
}

/** How many tokens back a noun's preposition may stand ("on an empty stomach"). */
const PHRASE_REACH = 3;

/** Whether a noun is in a phrase a preposition opens: what the claim sets its statement in, not its subject. */
function inPhrase(s: Sentence, t: Token): boolean {
  const at = s.tokens.indexOf(t);
  for (let i = at - 1; i >= 0 && at - i <= PHRASE_REACH; i--) {
    const x = s.tokens[i]!;
    if (x.pos === "ADP") return true;
    if (x.pos !== "DET" && x.pos !== "ADJ") return false;
  }
  return false;
}

/** Whether `support` misses one of `words` of the claim that `other` covers. */
function lacksWordOf(support: Alignment, other: Alignment, words: ReadonlySet<string>): boolean {
  const covered = new Set(other.covered.map((w) => w.toLowerCase()));
  return support.missing.some((w) => words.has(w.toLowerCase()) && covered.has(w.toLowerCase()));
}

/** The claim's ranks ("first") and the adjectives right before its nouns ("checked" of "checked bag"), lower-case. */
function qualifiersOf(frame: ClaimFrame): Set<string> {
  const out = new Set(frame.slots.ranks.map((r) => r.text.toLowerCase()));
  const t = frame.sentence.tokens;
  for (let i = 0; i + 1 < t.length; i++) if (t[i]!.pos === "ADJ" && t[i + 1]!.pos === "NOUN") out.add(t[i]!.lower);
  return out;
}

function verbsOf(frame: ClaimFrame): Set<string> {
  return new Set(frame.sentence.tokens.filter((t) => t.pos === "VERB").map((t) => t.lower));
}

/** Whether the claim's side of a substitution is given somewhere in the evidence (a name's words, or a figure). */
function valueNamed(sub: Substitution, lowers: ReadonlySet<string>, numbers: readonly NumberMention[]): boolean {
  if (GROUP[sub.kind] === "against_figure") return numbers.some((m) => m.raw.toLowerCase() === sub.claim.toLowerCase());
  const words = sub.claim.toLowerCase().split(/\s+/).filter((w) => w !== "");
  return words.length > 0 && words.every((w) => lowers.has(w));
}

/** A substitution in the claim's own slot: a figure or date only when both hang on the same verb. */
function sameSlot(sub: Substitution): boolean {
  return GROUP[sub.kind] !== "against_figure" || sub.sameVerb === true || sub.sameMeasure === true;
}

function supportScore(r: SentenceRef): number {
  return r.alignment.coverage + 0.01 * keyShare(r.alignment);
}

function keyShare(a: Alignment): number {
  return a.keySlots === 0 ? 1 : a.keyCovered / a.keySlots;
}

/**
 * A second sentence completes the claim only when it is about the claim's names too (by name or by a pronoun that
 * stands for one): "Paris is the capital of France. It has 2 million inhabitants." says nothing of France's size.
 */
function aboutClaimNames(frame: ClaimFrame, r: SentenceRef): boolean {
  if (frame.slots.entities.length === 0) return true;
  const covered = new Set(r.alignment.covered.map((w) => w.toLowerCase()));
  return frame.slots.entities.some((e) => entityIn(e, covered));
}

/**
 * A country or its demonym the demonym table knows, though it is a common word too and opens the claim ("China won the
 * most gold medals", "Spanish is the official language of Brazil"): not reliable enough to pair as a swap or to set a
 * sentence apart, but a name the evidence must have.
 */
function countryName(e: Entity): boolean {
  return e.words.length === 1 && (demonymsOfPlace(e.words[0]!).length > 0 || placesOfDemonym(e.words[0]!).length > 0);
}

/**
 * An acronym or formula in parentheses restates the words before it ("natural language processing (NLP)",
 * "chloroauric acid (HAuCl4)"): evidence that has those words need not spell it out.
 */
function restatement(frame: ClaimFrame, e: Entity): boolean {
  const tokens = frame.sentence.tokens;
  return e.first > 1 && tokens[e.first - 1]!.text === "(" && e.words.length === 1 && /^\p{Lu}[\p{L}\d]*$/u.test(e.text) && (/\d/.test(e.text) || e.text === e.text.toUpperCase());
}

/** Weighted coverage of the claim's content words by two sentences together. */
/** How many tokens a claim's subject phrase is read over (subjectSpan). */
const SUBJECT_SPAN_TOKENS = 12;

/** The claim's words before its first verb, articles and punctuation left out: "Hollis Street branch of Benton Bank". */
function subjectSpan(claim: Sentence): Token[] {
  const out: Token[] = [];
  for (const t of claim.tokens.slice(0, SUBJECT_SPAN_TOKENS)) {
    if (t.pos === "VERB" || t.pos === "AUX") return out;
    if (t.type === "word" && t.pos !== "DET") out.push(t);
  }
  return [];
}

/**
 * Whether every substitution of an alignment swaps part of the claim's subject phrase for another part of a name that
 * keeps the rest: a word of the subject outside the swap is covered, or the two sides of the swap share a word
 * ("Hollis Street branch" / "Main Street branch", "Corvan C7" / "Corvan C5"), and the claim's own part is said nowhere in
 * the evidence. Never for a claim that ranks.
 */
function aboutSibling(frame: ClaimFrame, subject: readonly Token[], a: Alignment, said: ReadonlySet<string>): boolean {
  if (frame.slots.ranks.length > 0 || subject.length === 0 || a.substitutions.length === 0) return false;
  const subjectWords = new Set(subject.map((t) => t.lower));
  const wordsOf = (text: string) => text.toLowerCase().split(/\s+/);
  const swapped = new Set<string>();
  for (const x of a.substitutions) {
    if (x.kind !== "entity" || x.doerOf) return false;
    const claimSide = wordsOf(x.claim);
    if (!claimSide.every((w) => subjectWords.has(w))) return false;
    for (const w of claimSide) swapped.add(w);
  }
  // A sibling of a subject the evidence names too is one entry of a list beside it ("The free plan lets you create up to
  // three projects." beside "The Pro plan allows unlimited projects."): there the entries' values are set against each other.
  if ([...swapped].every((w) => said.has(w))) return false;
  const sharedInSwap = a.substitutions.some((x) => wordsOf(x.sentence).some((w) => wordsOf(x.claim).includes(w)));
  const covered = new Set(a.covered.map((w) => w.toLowerCase()));
  return sharedInSwap || subject.some((t) => !swapped.has(t.lower) && covered.has(t.lower) && (t.pos === "PROPN" || t.pos === "NOUN"));
}

/** Whether the second sentence of a pair covers a name's word or a figure of the claim that the first does not. */
function addsKeyWord(frame: ClaimFrame, first: SentenceRef, second: SentenceRef): boolean {
  const keyWords = new Set(frame.sentence.content.filter((t) => t.pos === "PROPN" || t.type === "number").map((t) => t.text));
  return second.alignment.covered.some((w) => keyWords.has(w) && !first.alignment.covered.includes(w));
}

function pairCoverage(frame: ClaimFrame, a: Alignment, b: Alignment): number {
  return weightedShare(frame, new Set([...a.covered, ...b.covered]));
}

/** The share of the claim's content words (names and figures count double) in `have`, leaving out those in `skip`. */
function weightedShare(frame: ClaimFrame, have: ReadonlySet<string>, skip?: ReadonlySet<string>): number {
  let total = 0;
  let hit = 0;
  for (const t of frame.sentence.content) {
    if (skip?.has(t.text)) continue;
    const w = t.pos === "PROPN" || t.type !== "word" ? 2 : 1;
    total += w;
    if (have.has(t.text)) hit += w;
  }
  return total === 0 ? 0 : hit / total;
}

/**
 * A labelled line read with the heading it comes under: where the line substitutes something, the claim's words it
 * lacks and the heading says are covered ("Daily: 9:00 am – 5:00 pm" under "Winter season" gives winter another closing
 * time). Null when the heading substitutes one of them: under "Summer season" the line is about summer, and says
 * nothing of the claim's winter either way.
 */
function withSection(frame: ClaimFrame, line: Alignment, heading: Alignment): Alignment | null {
  const lacks = new Set(line.missing);
  if (heading.substitutions.some((x) => x.kind !== "date" && x.claim.split(" ").every((w) => lacks.has(w)))) return null;
  // The heading's words make a line that substitutes something a contradiction of the claim's own section; they state
  // nothing themselves ("Borrowing and fees" over "Books: 3 weeks." says no fee).
  const added = line.substitutions.length === 0 ? [] : heading.covered.filter((w) => lacks.has(w));
  if (added.length === 0) return line;
  const covered = [...line.covered, ...added];
  // The rest: the claim's words the line's substitutions leave.
  const substituted = new Set(line.substitutions.flatMap((x) => x.claim.split(" ")));
  const restCoverage = Math.max(line.restCoverage, weightedShare(frame, new Set(covered), substituted));
  return { ...line, covered, missing: line.missing.filter((w) => !added.includes(w)), coverage: weightedShare(frame, new Set(covered)), restCoverage };
}

/** How many of the claim's words outside its names a quote of none of them leaves unsaid (ClaimEvidence.onlyNamesQuoted). */
const ONLY_NAMES_QUOTED_WORDS = 2;
/**
 * The words that say each life event happened, by the lemma of the claim's verb: a birth, a death, a founding (and
 * the verbs a founding is told with: "He started the company in July 1994").
 */
const FOUNDING_WORDS: ReadonlySet<string> = new Set(["found", "founder", "founding", "foundation", "cofound", "co-found", "establish", "establishment", "start", "create", "form", "launch", "incorporate", "set"]);
const LIFE_EVENT_SAYINGS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["bear", new Set(["bear", "born", "birth", "birthplace", "native"])],
  ["die", new Set(["die", "death", "dead", "deceased"])],
  ["found", FOUNDING_WORDS],
  ["establish", FOUNDING_WORDS],
]);

/**
 * Whether the claim tells of someone's or something's birth, death or founding (its verb, after a name: not "until
 * possession has been established") and none of the quoted sentences has a word of that event.
 */
function lifeEventUnquoted(claim: Sentence, quoted: readonly Sentence[]): boolean {
  const verb = claim.tokens.find((t, i) => t.pos === "VERB" && LIFE_EVENT_SAYINGS.has(t.lemma) && claim.tokens.slice(0, i).some((x) => x.pos === "PROPN"));
  const sayings = verb && LIFE_EVENT_SAYINGS.get(verb.lemma)!;
  return !!sayings && !quoted.some((q) => q.tokens.some((t) => sayings.has(t.lemma) || sayings.has(t.lower)));
}

/** On several sentences a claim of at most this many content words is held to onlyNamesQuoted. */
const ONLY_NAMES_SHORT_CLAIM_WORDS = 8;

/**
 * A line with no verb that ends without a full stop, question or exclamation mark (past closing quotes and brackets): a
 * heading, a title, a byline. One backward pass over the sentence's last characters.
 */
function isHeadingLine(s: Sentence, text: string): boolean {
  if (s.tokens.some((t) => t.pos === "VERB" || t.pos === "AUX")) return false;
  let i = s.end - 1;
  while (i >= s.start && (isSpaceAt(text, i) || CLOSERS.has(text[i]!))) i--;
  return i < s.start || !isTerminatorAt(text, i);
}

/**
 * Reads the evidence for a claim. `analyzed` may hold texts already analysed (training re-reads the same evidence
 * for many claim variants); the judge itself passes nothing.
 */
export function readEvidence(claim: string | ClaimFrame, passages: readonly string[], analyzed?: Map<string, AnalyzedText>): ClaimEvidence {
  const frame = withKindNamed(typeof claim === "string" ? claimFrame(claim) : claim, passages);
  const x = new Float64Array(FEATURE_NAMES.length);
  const set = (n: FeatureName, v: number) => {
    x[featureIndex(n)] = v;
  };
  const refs: SentenceRef[] = [];
  let budget = MAX_EVIDENCE_CHARS;
  let counted = 0;
  let sentenceCount = 0;
  const allLowers = new Set<string>();
  const statedRanks = new Set<Rank>();
  // The claim's ranks each aligned sentence states (rankUnquoted).
  const ranksOf = new Map<SentenceRef, readonly Rank[]>();
  const evidenceNumbers: Sentence["numbers"][number][] = [];
  const numberTokens = new Map<NumberMention, readonly Token[]>();
  // The claim's dates with the verb each hangs on and the word before it, and those the evidence gives the same way
  // (or under no verb read): "opened in 1964" is not given by "it was the longest suspension bridge until 1964".
  const claimDates = frame.sentence.numbers.filter(isCalendar).map((n) => ({ n, verb: figureVerb(frame.sentence, n), word: dateWord(frame.sentence, n) }));
  const datedByClaimVerb = new Set<NumberMention>();
  // The claim's comparison decided by a figure on each side, from two sentences (withComparedFigures).
  const figureComparison = figureComparisonOf(frame);
  const comparedFigures: ComparedFigure[] = [];
  let comparedByFigures = false;
  // The last sentences with capitalised words, newest last, for a following "It…"/"Its…" (referentOf). They carry
  // across the items of a list of single sentences (usually consecutive sentences of one page), not into a passage
  // of its own (another page, or another part of one), whose pronouns refer within it. Which of them names anyone is
  // read only when such a sentence comes.
  let named: { sentence: Sentence; text: string }[] = [];
  // What a later "the canal", "the model" stands for (describedName): the claim's names of two words or more named so
  // far, by each of their words; the head of a subject phrase; what a subject is said to be. Kept as `named` is.
  const kinds = new Map<string, ReadonlySet<string>>();
  // The words of the last subject phrase (subjectPhrase), for a later pronoun; kept as `named` is.
  let lastSubject: Set<string> | undefined;
  // The sentence before, kept as `named` is.
  let previous: { sentence: Sentence; text: string } | undefined;
  // What the first sentence with an opening subject is about (subjectWords lemmas), kept as `named` is (topicOmitted).
  let topic: ReadonlySet<string> | undefined;
  const claimOpening = subjectWords(frame.sentence);
  // The last sentence aligned, with its reference (SentenceRef.leansOn).
  let lastAligned: { sentence: Sentence; ref: SentenceRef } | undefined;
  // Verbs (with their preposition) that take a common noun in the claim, and those the evidence has take something else.
  const claimArguments = argumentsOf(frame.slots).filter((x) => x.common.length > 0);
  const rivalArguments = new Map<SentenceRef, Set<string>>();
  // For a negated claim, the sentence of each reference, to tell whether the one it would quote denies anything.
  // The sentence of each reference, for what the one quoted says beyond the alignment (a denial, a cause).
  const sentenceOf = new Map<SentenceRef, Sentence>();
  // The heading line each aligned sentence sits under on its passage, and every heading line of each passage (headedByOther).
  const headingOf = new Map<SentenceRef, Sentence>();
  const headingsOf = new Map<number, { title: Sentence; headings: Sentence[] }>();
  const deniers = frame.negated ? sentenceOf : null;
  // What the claim says its subject is ("a priest"), and what each sentence says its own is.
  const claimPredicateNoun = predicateNoun(frame.sentence, true);
  // A family tie the claim says its subject has ("the daughter of Charles Babbage"), and the sentences saying one of its words.
  const claimKin = claimPredicateNoun && frame.sentence.tokens[frame.sentence.tokens.indexOf(claimPredicateNoun) + 1]?.lower === "of" ? kinWords(claimPredicateNoun.lemma) : undefined;
  const kinSaid = new Set<SentenceRef>();
  // A noun naming the kind of a noun after the claim's verb ("gas" of "baked in a gas oven"), and the sentences that
  // give that noun another word of its kind ("a wood-fired oven").
  const claimKind = kindOfObject(frame.sentence);
  const kindOtherwise = new Set<SentenceRef>();
  // The claim's main verb and the two words after it, and whether a sentence puts another verb before those words
  // ("Galileo Galilei improved the telescope" for "Galileo invented the telescope").
  const claimVerb = mainVerbBeforeObject(frame.sentence);
  let rivalVerbSeen = false;
  // The sentences that put another verb before those words and lack the claim's (otherVerbQuoted).
  const otherVerbOnObject = new Set<SentenceRef>();
  // What the claim's one verb is said to do, and the sentences that complete the same verb otherwise ("Ants live in
  // colonies" for "Ants live alone").
  const completion = completionOf(frame.sentence);
  const completedOtherwise = new Set<SentenceRef>();
  // The claim's subject name, if it opens with one.
  const claimSubject = frame.slots.entities.find((e) => e.subject && !e.generic && e.first <= 1);
  const predicateNouns = new Map<SentenceRef, { noun: Token; after: string; modifier: Token | undefined; ofKind: boolean }>();
  const analyzedText = (text: string): AnalyzedText => {
    let doc = analyzed?.get(text);
    if (!doc) {
      doc = analyze(text);
      analyzed?.set(text, doc);
    }
    return doc;
  };
  // A passage of several sentences that shares nothing with the claim (passageScreen) is not read: none of its
  // sentences would be aligned, and tagging it was most of the cost of a claim against many search results. Its
  // sentences are counted from its punctuation (estimateSentences). A single sentence after it goes on from what it
  // names (a pronoun, a topic), so the passages turned away since the last one read are read before such a sentence.
  const mayShare = passageScreen(frame);
  const turnedAway: { p: number; text: string; estimate: number }[] = [];
  let sinceRead = 0;
  for (let p = 0; p < passages.length && budget > 0; p++) {
    const raw = passages[p]!;
    const text = raw.length > budget ? raw.slice(0, budget) : raw;
    budget -= text.length;
    if (text.trim() === "") continue;
    counted++;
    if (!analyzed?.has(text) && !mayShare(text)) {
      const estimate = estimateSentences(text);
      if (estimate > 1) {
        sentenceCount += estimate;
        turnedAway.push({ p, text, estimate });
        sinceRead++;
        continue;
      }
    }
    const doc = analyzedText(text);
    if (doc.sentences.length <= 1) {
      for (const away of turnedAway.splice(turnedAway.length - sinceRead, sinceRead)) {
        sentenceCount -= away.estimate;
        readPassage(away.p, away.text, analyzedText(away.text));
      }
    }
    sinceRead = 0;
    readPassage(p, text, doc);
  }
  // With nothing aligned the answer is `uncertain` whatever the model says, and the features are a training example
  // of evidence that shares nothing: counted exactly, as the model was fitted on them.
  if (refs.length === 0) for (const away of turnedAway) sentenceCount += countSentences(away.text) - away.estimate;

  function readPassage(p: number, text: string, doc: AnalyzedText): void {
    // A page's first line when it is a title naming something (isHeadingLine).
    const first = doc.sentences[0];
    const title = doc.sentences.length > 1 && first && first.names.size > 0 && isHeadingLine(first, text) ? { sentence: first, text } : undefined;
    if (doc.sentences.length > 1) {
      named = [];
      kinds.clear();
      lastSubject = undefined;
      previous = undefined;
      topic = undefined;
    }
    let inside: Set<string> | undefined;
    const insideNames = () => (inside ??= capitalisedInside(doc));
    // The heading the labelled lines after it come under ("Winter season (October to March)" over "Daily: 9:00 am –
    // 5:00 pm"), for withSection.
    let section: Sentence | undefined;
    let sectionShares = false;
    let sectionAlignment: Alignment | undefined;
    doc.sentences.forEach((s, i) => {
      sentenceCount++;
      const before = previous;
      // A sentence sharing no word with the claim covers nothing and substitutes nothing: not aligned. One that shares
      // only a claim name through a pronoun ("It lies in the Himalayas") is aligned for what it substitutes in the
      // claim's own slot: not "He emigrated … in 1884" against "Nikola Tesla was born in 1865", another event's date.
      const backReference = refersBack(s);
      const pronoun = backReference || ((named.length > 0 || lastSubject !== undefined) && goesOnNamelessly(s, text, insideNames) && !rivalsClaimSubject(frame, s));
      // A bare subject goes on about a name the sentences before were about, not one they only mentioned: "Breakfast is
      // served…" after "All rooms have free Wi-Fi" is not about Wi-Fi.
      // Nor does a description stand for one ("The sauna is for adults only." after "Children under 8 must be…").
      const bareOrDescribed = !backReference || opensWithDescription(s);
      let referent = pronoun ? referentOf(frame, named, !backReference, bareOrDescribed ? (t) => commonNounFirst(t, insideNames()) : undefined) : undefined;
      let claimName = referent && claimNameWords(frame, referent);
      // A labelled line whose nearest name is none of the claim's is the page's, named in its title ("Capacity: 150
      // seated" on the page of "The Granary at Hollow Oak Farm", after "A converted granary in the Welham hills").
      if (!claimName && title && labelLine(s)) {
        const fromTitle = referentOf(frame, [title]);
        const titleName = fromTitle && claimNameWords(frame, fromTitle);
        if (titleName) [referent, claimName] = [fromTitle, titleName];
      }
      const ownWords = sharesKey(frame, s);
      // A labelled line under a heading that shares a word with the claim is read with it (withSection).
      const shares = ownWords || !!claimName || (sectionShares && labelLine(s));
      const opening = subjectWords(s);
      const omitted = topic ? (topicOmitted(claimOpening, opening, topic) ?? placeOmitted(frame.sentence, s, topic)) : undefined;
      topic ??= opening.length > 0 ? new Set(opening.map((t) => t.lemma)) : undefined;
      const referents = shares ? union(union(union(union(claimName, pronoun ? lastSubject : undefined), describedName(s, kinds)), omitted), organisationNamed(frame.sentence, claimSubject, s, named)) : undefined;
      // "It is the only human disease…" after a sentence on smallpox: a rival of the claim's "Polio".
      // Not when the sentence before names the claim's subject: "Its deepest part is called the Challenger Deep. It was
      // first reached…" may be about either.
      const pronounName =
        referent && !claimName && SINGULAR_SUBJECT_PRONOUNS.has(s.tokens[0]?.lower ?? "") && !namesClaimSubject(frame, previous) ? referent.name : undefined;
      // A sentence opening with a description ("The ostrich is…") is the subject's first mention when nothing came before.
      const firstMention = !pronoun || ownSubjectBesideObjectPronoun(s) || (named.length === 0 && lastSubject === undefined && opensWithDescription(s));
      if (firstMention) {
        const phrase = subjectPhrase(s);
        if (phrase.length > 0) {
          lastSubject = new Set(phrase);
          kinds.set(phrase[phrase.length - 1]!, lastSubject);
        }
        const kind = predicateNoun(s)?.lower ?? "";
        const subject = kind ? openingSubject(frame, s, text, phrase) : [];
        if (subject.length > 0 && !subject.includes(kind)) kinds.set(kind, new Set(subject));
      }
      // A labelled line ("Price: $1,099.") refers back (labelLine) and so names no one a later "It" could stand for.
      if ((!pronoun || opensWithOwnName(s, text)) && s.names.size > 0) {
        named.push({ sentence: s, text });
        if (named.length > PRONOUN_LOOKBACK) named.shift();
      }
      previous = { sentence: s, text };
      const heads = isHeadingLine(s, text) && !labelLine(s);
      if (heads) {
        section = s;
        const known = headingsOf.get(p);
        if (known) known.headings.push(s);
        else headingsOf.set(p, { title: doc.sentences[0]!, headings: [s] });
        sectionShares = ownWords;
        sectionAlignment = undefined;
      }
      if (!shares) return;
      // A contrast is aligned clause by clause: each states its own part (clauses.ts).
      const clauses = contrastClauses(s);
      if (clauses.length === 0) alignUnit(s, doc.sentences[i + 1], ownWords || (sectionShares && labelLine(s)));
      else clauses.forEach((c, k) => alignUnit(c, clauses[k + 1] ?? doc.sentences[i + 1], sharesKey(frame, c)));

      /**
       * A sentence giving one side of the claim's comparison its figure, after one that gave the other side one: their
       * figures decide the comparison. Where they go against it, this sentence carries that as a figure's substitution
       * ("20 offline downloads against 40 offline downloads" for "more downloads than Solo").
       */
      function withComparedFigures(a: Alignment, u: Sentence): Alignment {
        const mine = comparedFigureIn(figureComparison!, u, text, slotsOf(u, text).lowers);
        if (!mine) return a;
        const theirs = comparedFigures.find((f) => f.side !== mine.side);
        comparedFigures.push(mine);
        const agree = theirs ? figuresAgree(figureComparison!, mine, theirs) : null;
        if (agree === true) comparedByFigures = true;
        if (agree !== false) return a;
        const [subject, other] = mine.side === "subject" ? [mine, theirs!] : [theirs!, mine];
        // The other side's name this sentence gives is not a swap: it is the side this figure is of.
        return { ...a, substitutions: [{ kind: "number", claim: figureComparison!.text, sentence: `${subject.text} against ${other.text}`, sameVerb: true, comparedFigures: true }] };
      }

      function alignUnit(u: Sentence, next: Sentence | undefined, ownWords: boolean): void {
        const own = align(frame, u, text, referents, pronounName);
        const sectioned = section && labelLine(u) ? withSection(frame, own, (sectionAlignment ??= align(frame, section, text))) : own;
        const a = sectioned && figureComparison ? withComparedFigures(sectioned, u) : sectioned;
        if (!a || (!ownWords && !a.substitutions.some(sameSlot))) return;
        // Word forms, match keys and the other form of each place it names ("German" → "germany").
        const slots = slotsOf(u, text);
        const ranksHere = frame.slots.ranks.filter((r) => rankStated(r, slots, frame.slots.ranks) === "yes");
        const statesOnlyHolder = ranksHere.some((r) => r.kind === "superlative" || r.rank === 1);
        const statesOrdinal = ranksHere.some((r) => r.kind === "ordinal" && r.base !== "");
        refs.push({ passage: p, tokens: u.tokens.length, start: u.start, end: u.end, alignment: a, asserts: asserts(u, next), onlyByPronoun: !ownWords, statesOnlyHolder, statesOrdinal, otherSubject: slots.entities.some((e) => (e.subject || namesLine(u, e)) && e.first === 0 && reliableName(e) && !entityIn(e, frame.slots.lowers)), opensWithOtherName: slots.entities.find((e) => e.subject && e.first === 0 && !e.generic && (reliableName(e) || readAlone(e.lemma).pos === "PROPN") && !entityIn(e, frame.slots.lowers))?.text, subjectNotClaims: !!claimSubject && !entityIn(claimSubject, slots.lowers) && slots.entities.some((e) => e.subject && e.first === 0 && !e.generic && !entityIn(e, frame.slots.lowers)), years: u.numbers.filter((n) => n.kind === "year").length, figures: u.numbers.length, boundFigures: u.numbers.filter((n) => n.bound !== undefined).map(numberKey), leansOn: pronoun && lastAligned && lastAligned.sentence === before?.sentence ? lastAligned.ref : null, denies: slots.negations.length > 0 || u.tokens.some((t) => t.lower === "without"), heading: isHeadingLine(u, text), standsFor: referents, topic });
        lastAligned = { sentence: s, ref: refs[refs.length - 1]! };
        sentenceOf.set(refs[refs.length - 1]!, u);
        if (section && section !== s) headingOf.set(refs[refs.length - 1]!, section);
        const noun = claimPredicateNoun && predicateNoun(u, true);
        if (noun) predicateNouns.set(refs[refs.length - 1]!, { noun, after: wordAfter(u, noun), modifier: nounModifier(u, noun), ofKind: afterKindNoun(u, noun) });
        for (const e of frame.slots.entities) {
          if (e.words.length < 2 || !entityIn(e, slots.lowers)) continue;
          const named = nameWithModel(frame, e, u);
          for (const w of e.words) kinds.set(w, named);
        }
        for (const w of slots.lowers) allLowers.add(w);
        for (const r of ranksHere) statedRanks.add(r);
        ranksOf.set(refs[refs.length - 1]!, ranksHere);
        for (const n of u.numbers) {
          evidenceNumbers.push(n);
          numberTokens.set(n, u.tokens);
          for (const d of claimDates) {
            if (!sameNumber(d.n, n)) continue;
            const verb = figureVerb(u, n);
            const word = dateWord(u, n);
            if ((d.verb === "" || verb === "" || verb === d.verb) && (d.word === "" || word === "" || word === d.word)) datedByClaimVerb.add(d.n);
          }
        }
        if (completion && completesOtherwise(u, completion)) completedOtherwise.add(refs[refs.length - 1]!);
        if (claimKin && u.tokens.some((t) => claimKin.has(t.lemma) || claimKin.has(t.lower))) kinSaid.add(refs[refs.length - 1]!);
        if (claimKind && namesOtherKind(u, claimKind)) kindOtherwise.add(refs[refs.length - 1]!);
        if (claimVerb) {
          const rival = u.tokens.some((t, j) => t.pos === "VERB" && t.lemma !== claimVerb.verb.lemma && u.tokens[j + 1]?.lower === claimVerb.next[0] && u.tokens[j + 2]?.lower === claimVerb.next[1]);
          rivalVerbSeen ||= rival;
          if (rival && !u.tokens.some((t) => t.lemma === claimVerb.verb.lemma)) otherVerbOnObject.add(refs[refs.length - 1]!);
        }
        if (claimArguments.length > 0) {
          const rivals = argumentsOf(slots).filter((x) => claimArguments.some((c) => c.key === x.key && takesOther(c, x, frame.slots.lowers)));
          if (rivals.length > 0) rivalArguments.set(refs[refs.length - 1]!, new Set(rivals.map((x) => x.key)));
        }
      }
    });
  }
  const claimWords = frame.sentence.content.length;
  set("claim_len", Math.log1p(claimWords));
  set("n_sentences", Math.log1p(sentenceCount));
  set("sentences_per_passage", Math.log1p(counted === 0 ? 0 : sentenceCount / counted));
  set("several_passages", counted > 1 ? 1 : 0);
  const shape: EvidenceShape = counted > 1 && sentenceCount <= counted * 1.5 ? "sentences" : "passage";
  set("claim_has_figures", frame.sentence.numbers.length > 0 ? 1 : 0);
  if (refs.length === 0 || claimWords === 0) {
    set("figures_absent", frame.sentence.numbers.length > 0 ? 1 : 0);
    set("entities_absent", frame.slots.entities.length > 0 ? 1 : 0);
    return { features: x, shape, support: null, complement: null, against: null, closest: null, decisive: false, clean: false, otherEventDate: false, sentenceCount, claimWords: frame.sentence.content.length, unsaidNouns: 0, onlyNamesQuoted: false, statedButUnnamed: false, subjectUnquoted: false, figureUnquoted: false, predicationUnquoted: false, absent: {
      names: frame.slots.entities.filter(reliableName).map((e) => e.text),
      figures: frame.sentence.numbers.filter((n) => !isCalendar(n)).map((n) => figureShown(frame.sentence, n)),
      ranks: frame.slots.ranks.filter((r) => r.kind === "superlative").map((r) => r.text),
      comparisons: [],
      arguments: [],
      predicates: [],
      negations: [],
      predication: [],
      contradicted: [],
      saidOtherwise: [],
      datedOtherwise: [],
      restrictions: [],
      exclusive: [],
      subject: [],
      hedges: [],
      denials: [],
      narrowed: [],
      causes: [],
      places: [],
      otherThing: [],
    } };
  }

  let closest: SentenceRef | null = null;
  let support: SentenceRef | null = null;
  // Read once for every sentence aboutSibling checks (not subjectWords, which stops at a preposition: "Prize for Poetry").
  const claimSubjectSpan = subjectSpan(frame.sentence);
  let against: SentenceRef | null = null;
  let againstScore = 0;
  const groups = new Map<FeatureName, number>();
  const claimWords0 = new Set(words(frame.text));
  let overlap = 0;
  const entriesOfOthers = otherEntries(frame, refs, sentenceOf);
  for (const r of refs) {
    const a = r.alignment;
    if (claimWords0.size > 0) overlap = Math.max(overlap, sharedWords(claimWords0, passages[r.passage]!.slice(r.start, r.end)) / claimWords0.size);
    if (!closest || a.coverage > closest.alignment.coverage) closest = r;
    if (a.substitutions.length === 0) {
      if (r.asserts && !entriesOfOthers.has(r) && (!support || supportScore(r) > supportScore(support))) support = r;
      continue;
    }
    // A question asserts nothing ("Isn't a black hole much more massive than a neutron star?"): no evidence against.
    if (!r.asserts) continue;
    // The claim's comparison decided against by two sentences' figures is evidence against, whatever else they say.
    const byFigures = a.substitutions[0]!.comparedFigures === true;
    // Nor one that differs from the claim in two of its parts: it states another fact ("Jupiter is the largest planet"
    // says nothing against "Saturn is the second largest planet"; "In the United States, the drinking age is 21"
    // nothing against "…in the United Kingdom is 18").
    if (!byFigures && anotherFact(a.substitutions)) continue;
    // Nor one about a sibling of the claim's subject, the same name with another part: "The Marlowe Prize for Fiction
    // carries £20,000" says nothing of the Prize for Poetry, "The Kalto Blender Max has a 1,500-watt motor" nothing of
    // the Pro. (A rank is one holder's: "Jupiter is the largest planet" does stand against Saturn.)
    if (!byFigures && aboutSibling(frame, claimSubjectSpan, a, allLowers)) continue;
    // Nor a sentence that has only the claim's name through a pronoun, unless the claim's own value is nowhere:
    // "It is the highest mountain in Africa" says nothing against "Mount Kilimanjaro is in Tanzania" when the page
    // names Tanzania ("…a dormant volcano in Tanzania"); "It lies in the Himalayas" does against "…in the Andes".
    if (r.onlyByPronoun && a.substitutions.some((sub) => valueNamed(sub, allLowers, evidenceNumbers))) continue;
    const strength = a.restCoverage * a.restCoverage;
    for (const sub of a.substitutions) {
      const g = GROUP[sub.kind];
      groups.set(g, Math.max(groups.get(g) ?? 0, strength));
    }
    // Of two holding as much of the rest, the one covering more of the claim.
    if (strength > againstScore || (against && strength === againstScore && a.coverage > against.alignment.coverage)) {
      againstScore = strength;
      against = r;
    }
  }
  // Two sentences together: the clean sentence that adds most of what the best one lacks.
  let complement: SentenceRef | null = null;
  let pair = support ? support.alignment.coverage : 0;
  // Nor a first sentence about another subject: "Mercury is the smallest planet and the closest to the Sun" with
  // "Venus is the hottest planet" does not state "Venus is the closest planet to the Sun".
  if (support && support.alignment.coverage < 0.999 && aboutClaimNames(frame, support) && !support.subjectNotClaims) {
    for (const r of refs) {
      // Not a sentence about another subject: "Neil Armstrong was the first person to walk on the Moon" adds nothing
      // to "Michael Collins stayed in orbit" for "Michael Collins walked on the Moon".
      // Nor one that denies something where the claim denies nothing: what it adds may be what it denies ("They do not
      // work against viruses, so they will not help with colds" adds "cold" to "Antibiotics are effective against…").
      if (r === support || !r.asserts || r.otherSubject || entriesOfOthers.has(r) || r.alignment.substitutions.length > 0 || r.alignment.coverage === 0 || !aboutClaimNames(frame, r) || (r.denies && !frame.negated)) continue;
      const c = pairCoverage(frame, support.alignment, r.alignment);
      if (c > pair + 1e-9) {
        pair = c;
        complement = r;
      }
    }
  }
  const best = closest!.alignment;
  set("overlap", overlap);
  set("cov_best", best.coverage);
  set("cov_best_sq", best.coverage * best.coverage);
  set("cov_clean", support ? support.alignment.coverage : 0);
  set("cov_pair", pair);
  set("key_clean", support ? keyShare(support.alignment) : 0);
  const keyPair = support && complement
    ? Math.min(1, (support.alignment.keyCovered + complement.alignment.keyCovered) / Math.max(1, support.alignment.keySlots))
    : support ? keyShare(support.alignment) : 0;
  set("key_pair", keyPair);
  set("all_keys_clean", support && keyShare(support.alignment) === 1 && support.alignment.coverage >= 0.8 ? 1 : 0);
  // What the quoted sentences hold of the claim's words outside its names: a sentence that only names the claim's
  // subject ("Check-in at the Bellmont Hotel starts at 3 pm" for "The Bellmont Hotel allows dogs…") holds little of it.
  const nameWords = new Set(frame.slots.entities.flatMap((e) => e.words));
  const common = frame.sentence.content.filter((t) => t.type === "word" && !nameWords.has(t.lower));
  const quotedWords = new Set([...(support?.alignment.covered ?? []), ...(complement?.alignment.covered ?? [])]);
  const quotedCommon = common.filter((t) => quotedWords.has(t.text)).length;
  set("cov_clean_common", common.length === 0 ? 1 : quotedCommon / common.length);
  // Words proper, not a possessive's "'s".
  const saying = common.filter((t) => t.pos !== "PART" && /\p{L}/u.test(t.text));
  // Or the second sentence adds nothing but the name of who does what the claim says, which the first lacks: "Maria
  // Kessler later wrote a history of the project." does not make "Its cable-stayed design came from the engineering
  // firm Lund & Berg." say she designed the bridge. (A name of what is done to, "Everest" of "reached the summit of
  // Everest", the page's topic, may well come from another sentence.)
  const doerWords = new Set(frame.slots.entities.filter((e) => e.subject || e.preposition === "by").flatMap((e) => e.words));
  const addsOnlyName = (second: SentenceRef) => second.alignment.covered.length > 0 && second.alignment.covered.every((w) => doerWords.has(w.toLowerCase())) && !support!.alignment.covered.some((w) => second.alignment.covered.includes(w));
  const quotedLower = new Set([...quotedWords].map((w) => w.toLowerCase()));
  for (const r of [support, complement]) for (const w of [...(r?.standsFor ?? []), ...(r?.topic ?? [])]) quotedLower.add(w);
  // On several sentences only when the quoted one opens with another name as its subject: "Finland … has more than
  // 180,000 of them" for "Sweden has more than 180,000 lakes", Sweden named in another sentence; not a first name the
  // evidence gives the claim's subject ("Marion died…" where "Marion Smith" is named).
  const subjectUnquoted = !!claimSubject && !entityIn(claimSubject, quotedLower) && (shape === "passage" || (!!support?.opensWithOtherName && !complement && !passages.some((t) => t.includes(`${support.opensWithOtherName} ${claimSubject.text}`))));
  // Nor does one giving the subject's name another role, the role first ("Its second city is Havířov" for "Havířov is the
  // regional capital…"), with neither quoted sentence saying the claim's.
  const otherRoleFirst = !!claimPredicateNoun && !!support && roleFirstOther(sentenceOf.get(support)!, claimPredicateNoun) && ![support, complement].some((r) => r?.alignment.covered.includes(claimPredicateNoun.text));
  const subjectNameWords = claimSubject ? new Set(claimSubject.words) : undefined;
  // Nor do they, on a passage or page, when a sentence denying or saying the opposite holds more of it: "Registered
  // patients should call the practice from 8:30." beside "We are not currently accepting new NHS patients." for "…is
  // currently taking on new NHS patients". (On several sentences it withheld 3 supported WiCE items of one claim.)
  const predication = predicationWords(frame.sentence, subjectNameWords) ?? [];
  const denying = !!against && !against.otherSubject && !against.subjectNotClaims && against.alignment.substitutions.some((x) => x.kind === "negation" || x.kind === "antonym") && shape === "passage";
  const deniedMore = denying && shareCovered(predication, [against]) >= DENIED_PREDICATION_SHARE && shareCovered(predication, [against]) > shareCovered(predication, [support, complement]);
  // Nor when the denying sentence names a part of the claim's predicate the quoted ones lack: a general rule quoted
  // beside its exception. "You have 30 days from delivery to return unworn shoes" does not say "Copperleaf will refund
  // personalised shoes sent back within 30 days" beside "Personalised shoes … cannot be returned or refunded".
  const deniedWords = denying ? predication.filter((w) => against!.alignment.covered.includes(w)) : [];
  const deniedException = deniedWords.length >= DENIED_EXCEPTION_WORDS && deniedWords.some((w) => [support, complement].every((r) => !r || r.alignment.missing.includes(w)));
  // A heading quoted names what the claim is about and states nothing of it: the sentence beside it must hold at least
  // half of what the claim says ("The Nomad's Rest Hostel" with "Airport bus X7 … stops 200 m from the hostel" does not
  // say it provides a free airport shuttle).
  const headingOnly = shape === "passage" && !!support?.heading && !labelLine(sentenceOf.get(support)!) && shareCovered(predication, [complement]) < HEADING_PARTNER_SHARE;
  // A line labelled with another event than the claim's verb gives that event's figures and places: "Died: 2 June 2001,
  // Budapest" does not say "Ida Varga was born in Budapest".
  const saysClaimVerb = (r: SentenceRef) => r.alignment.covered.some((w) => frame.sentence.tokens.some((t) => t.text === w && t.pos === "VERB"));
  const otherEventLabel = !!support && labelsOtherEvent(frame.sentence, sentenceOf.get(support)!) && (!complement || !saysClaimVerb(complement));
  // A line labelled with another item than the claim's, beside a line of the same passage labelled with the claim's,
  // gives that other item's value: "Frame: 5 years" does not say "The battery … is under warranty for five years" when
  // "Battery: 2 years" is on the page.
  const otherItemLabel = !!support && labelsOtherItem(frame.sentence, support, refs, sentenceOf, shape);
  // A quoted sentence doing another thing to the claim's object, with no word of the claim's verb: "Amazon acquired
  // Whole Foods in 2017" does not say "Amazon founded Whole Foods Market".
  const otherVerbQuoted = !!support && otherVerbOnObject.has(support);
  // A birth, a death or a founding is said only by a word of that event: "He moved to London in the late 1580s" does
  // not say "Shakespeare was born in London", nor "The company relocated to the Seattle area" that Microsoft was
  // founded there.
  // On several sentences the event may be told by any of them, as a claim's parts are spread over them ("Liz Patterson
  // dies at 78" heading the sentences that give the date); so may what an honour was for (unsaidReason).
  const tellingSentences = shape === "sentences" ? [...sentenceOf.values()] : [support, complement].flatMap((r) => (r ? [sentenceOf.get(r)!] : []));
  const eventUnquoted = !!support && lifeEventUnquoted(frame.sentence, tellingSentences);
  // A superlative of the claim said only by a sentence giving it another name, not by the quoted ones: "Mercury is the
  // smallest planet in the Solar System" does not say "Mercury is the hottest planet…" beside "…Venus is the hottest
  // planet".
  const rankUnquoted = !!support && !!against && against.alignment.substitutions.some((x) => x.kind === "entity" && !x.loose) && frame.slots.ranks.some((r) => r.kind === "superlative" && ranksOf.get(against)?.includes(r) && ![support, complement].some((q) => q && ranksOf.get(q)?.includes(r)));
  // So is the first of anyone, by a quote that gives the first of a kind: "became the first woman in space" beside
  // "…Gagarin…, becoming the first human in space" does not say "Tereshkova was the first person to travel into space".
  // Nor the first of a kind by a quote whose "first" is said of a verb: "first used it in 1921" beside "New Zealand became
  // the first self-governing country to grant…" does not say "Sweden was the first country to give women the vote".
  const anyoneUnquoted = !!support && frame.slots.ranks.some((r) => (ranksAnyone(r) || firstOfKind(r)) && ![support, complement].some((q) => q && ranksOf.get(q)?.includes(r)));
  const predicationUnquoted = !!support && (anyoneUnquoted || !quotesPredication(frame.sentence, [support, complement], subjectNameWords) || otherRoleFirst || deniedMore || deniedException || headingOnly || otherEventLabel || otherItemLabel || rankUnquoted || otherVerbQuoted || eventUnquoted || countKindUnquoted(frame.sentence, against, [support, complement]) || labelSwapUnquoted(frame.sentence, against, [support, complement], sentenceOf) || (shape !== "sentences" && headedByOther(frame.sentence, support, headingOf, headingsOf)));
  const figureUnquoted = shape === "passage" && !!support && frame.sentence.numbers.some((n) => !isCalendar(n) && [support, complement].every((r) => !r || r.alignment.missing.includes(n.raw)));
  // On several sentences only for a short claim, whose names are not most of what it says: "The Cobalt Room holds up
  // to 120 guests standing" says nothing of "You can bring your own caterer to the Cobalt Room".
  // A figure quoted is something said ("…reaching 431 metres" for "more than 400 metres").
  const shortEnough = shape === "passage" || (frame.sentence.content.length <= ONLY_NAMES_SHORT_CLAIM_WORDS && !frame.sentence.numbers.some((n) => quotedWords.has(n.raw)));
  const onlyNamesQuoted = (shortEnough && quotedCommon === 0 && saying.length >= (shape === "passage" && support?.heading ? 1 : ONLY_NAMES_QUOTED_WORDS)) || (shape === "passage" && !!complement && addsOnlyName(complement));
  for (const [g, v] of groups) set(g, v);
  set("against_any", againstScore);
  set("hedged_best", best.hedged ? 1 : 0);
  const figures = frame.sentence.numbers;
  // The year of a short claim's own verb ("Google was founded in 2001"), not one set by a name ("the 2016 Olympics"):
  // there it is a third of what the claim says. A long claim's year the cited sentences often leave to the page's date
  // line (WiCE), so there it counts only when another sentence dates the same verb otherwise (redated).
  // (Or the year a state holds "since": "The Hartwell Bakery has been in business since 1952.")
  // A day of the month too ("fought on 14 October 1066" is not stated by a page that gives only 1066); words proper
  // counted, not the "'s" of a possessive.
  // A month only of what the claim says will happen, whose date is the claim ("will be held in October this year"): a
  // past event's month is often left to the page's date (WiCE's "in April of the same year" by "This week…").
  const scheduled = frame.sentence.tokens.some((t) => t.lower === "will");
  const claimWordCount = frame.sentence.content.filter((t) => /^[\p{L}\d]/u.test(t.text)).length;
  const verbsDate = (n: NumberMention) => claimWordCount <= SHORT_CLAIM_DATED_WORDS && (n.kind === "year" || n.kind === "day" || (n.kind === "month" && scheduled)) && ((figureVerb(frame.sentence, n) !== "" && dateWord(frame.sentence, n) !== "") || frame.sentence.tokens[n.from - 1]?.lower === "since");
  // Or a figure of the same kind above the claim's lower bound: "more than 1,600 metres" by "reaching 1,642 metres". Not
  // an upper bound: "up to 20 books" is not given by "renewed twice", nor by "up to 12 books".
  const insideBound = (n: NumberMention, m: NumberMention) =>
    n.bound === "atLeast" && !isAgeLimit(frame.sentence.tokens, n) && m.bound === undefined && n.kind === m.kind && comparable(n, m) && boundsAgree(n, m) && durationOf(frame.sentence.tokens, n) === undefined && durationOf(numberTokens.get(m)!, m) === undefined;
  // Or stated by a sentence's alignment (a time inside its span of hours: "at 3 pm" / "from 8:00 am to 5:00 pm").
  // A count is not given by a factor ("four times the antigen" for "protects against four influenza strains").
  const factorOnly = (n: NumberMention, m: NumberMention) => n.kind === "number" && numberTokens.get(m)![m.to + 1]?.lower === "times" && frame.sentence.tokens[n.to + 1]?.lower !== "times";
  const givenAnywhere = (n: NumberMention) => evidenceNumbers.some((m) => (sameFigure(frame.sentence.tokens, n, numberTokens.get(m)!, m) && !factorOnly(n, m)) || insideBound(n, m)) || (n.kind === "time" && refs.some((r) => r.alignment.covered.includes(n.raw)));
  set("figures_absent", figures.length === 0 ? 0 : figures.filter((n) => !givenAnywhere(n)).length / figures.length);
  const ents = frame.slots.entities;
  set("entities_absent", ents.length === 0 ? 0 : ents.filter((e) => !entityIn(e, allLowers)).length / ents.length);
  let anywhere = 0;
  let total = 0;
  for (const t of frame.sentence.content) {
    total++;
    if (allLowers.has(t.lower) || allLowers.has(t.stem) || allLowers.has(t.lemma)) anywhere++;
  }
  set("cov_anywhere", total === 0 ? 0 : anywhere / total);
  const saidAnywhere = (t: Token) => allLowers.has(t.lower) || allLowers.has(t.lemma) || allLowers.has(t.stem);
  // What the sentences `supported` would quote say of the claim: the claim's word said elsewhere on the page in another
  // role ("The euro was introduced in 1999") does not make "keeps the krone" say "keeps the euro".
  const supportWords = new Set([...(support?.alignment.covered ?? []), ...(complement?.alignment.covered ?? [])].map((w) => w.toLowerCase()));
  // A word of a figure is said with its figure: "km" of "42.195 km" by "42.195 kilometres", "free" by "at no extra charge".
  // So is one the quoted sentences state in other words: "year" of "a five-year warranty" by "our 60-month warranty".
  const saidOrGiven = (t: Token) => saidAnywhere(t) || supportWords.has(t.lower) || figures.some((n) => t.start >= frame.sentence.tokens[n.from]!.start && t.end <= frame.sentence.tokens[n.alsoRead?.[1] ?? n.to]!.end && givenAnywhere(n));
  // A name the sentence quoted covers through what its pronoun or bare subject stands for is not absent: "Fines can
  // reach 20 million euros" after "The General Data Protection Regulation took effect…" covers the claim's "GDPR".
  const absentNames = [
    ...ents.filter((e) => (reliableName(e) || countryName(e)) && !restatement(frame, e) && !entityIn(e, allLowers) && !e.words.every((w) => supportWords.has(w)) && !placesNamedName(frame, e, allLowers) && !inSubtitleOfNamed(frame, e, allLowers)).map((e) => e.text),
    // A people's word the claim gives (read as no name: "A Soviet cosmonaut"), said nowhere, nor its place (a sentence's
    // word forms hold the people's word of every place it names).
    ...frame.slots.demonyms.filter((d) => !ents.some((e) => e.words.includes(d.word)) && !allLowers.has(d.word)).map((d) => d.text),
  ];
  const unnamedWords = new Set(ents.filter((e) => absentNames.includes(e.text)).flatMap((e) => {
    const kind = frame.sentence.tokens.slice(e.last + 1).findIndex((t) => t.pos !== "NOUN");
    return [...e.text.split(/\s+/), ...frame.sentence.tokens.slice(e.last + 1, kind < 0 ? undefined : e.last + 1 + kind).map((t) => t.text)];
  }));
  const statedButUnnamed = shape === "sentences" && !!support && support.alignment.missing.length > 0 && support.alignment.missing.every((w) => unnamedWords.has(w));
  const saidBySupport = (t: Token) => supportWords.has(t.lower);
  // A noun the claim says its subject is, said nowhere, where the sentence quoted says it is another in the same words
  // around: "Gutenberg was a priest by training" / "…a goldsmith by training", "the leaves of the coffee plant" / "the
  // seeds of…", "a type of tree" / "a type of grass" (not "a city located in" / "a town in": the words after differ); or the
  // same noun named by another noun before it ("Table salt is potassium chloride" / "…is sodium chloride").
  const claimModifier = claimPredicateNoun && nounModifier(frame.sentence, claimPredicateNoun);
  const otherPredicate = (r: SentenceRef | null): Token | undefined => {
    const theirs = r ? predicateNouns.get(r) : undefined;
    if (!theirs) return undefined;
    // The same words around it: after it, "a type of" before it on both sides, or the same noun before it ("a jazz
    // pianist" / "a jazz trumpeter").
    const sameFrame =
      (theirs.after !== "" && theirs.after === wordAfter(frame.sentence, claimPredicateNoun!)) ||
      (theirs.ofKind && afterKindNoun(frame.sentence, claimPredicateNoun!)) ||
      (!!claimModifier && !!theirs.modifier && sameModifier(theirs.modifier, claimModifier));
    if (theirs.noun.lemma !== claimPredicateNoun!.lemma) return sameFrame ? claimPredicateNoun : undefined;
    // A rank is no kind: "the fifth planet" does not make "the biggest planet" another kind of planet.
    const ranks = (t: Token) => ordinalRank(t.lower) !== null || (t.pos === "ADJ" && /est$/.test(t.lower));
    return claimModifier && theirs.modifier && !sameModifier(theirs.modifier, claimModifier) && !(ranks(claimModifier) && ranks(theirs.modifier)) ? claimModifier : undefined;
  };
  // The words completing the claim's verb said nowhere, where the sentence quoted completes the verb otherwise.
  const completedAway = completion && [support, complement].some((r) => r !== null && completedOtherwise.has(r)) && !completion.words.some(saidAnywhere) ? completion.words[0] : undefined;
  // The sentences quoted first; then any that names the claim's noun with another word of its kind, the claim's said
  // nowhere: "It is a live attenuated vaccine." for "The measles vaccine is an inactivated vaccine". (Another noun in
  // the same words from any sentence withheld supported items: "a branch of computer science" / "a subfield of…".)
  const otherModifier = (r: SentenceRef) => (predicateNouns.get(r)?.noun.lemma === claimPredicateNoun!.lemma ? otherPredicate(r) : undefined);
  const otherKind = claimPredicateNoun ? (otherPredicate(support) ?? otherPredicate(complement) ?? refs.map(otherModifier).find((t) => t !== undefined)) : undefined;
  // A family tie the sentences quoted do not say in any of its words: "her work on Charles Babbage's proposed mechanical
  // computer" does not make her "the daughter of Charles Babbage".
  const kinUnquoted = claimKin && ![support, complement].some((r) => r !== null && kinSaid.has(r)) ? claimPredicateNoun : undefined;
  // The claim's kind of a thing said nowhere, where a sentence quoted gives the thing another kind: "a wood-fired oven"
  // does not state "baked in a gas oven".
  const otherKindQuoted = claimKind && !saidAnywhere(claimKind.modifier) && [support, complement].some((r) => r !== null && kindOtherwise.has(r)) ? claimKind.modifier : undefined;
  // What the claim says its subject is, said nowhere, where a sentence quoted says it is something else "as" it does
  // what it does: "Dr Lena Fischer joined the Arendt Institute … in 2015 as a research fellow" does not make her "the
  // director of the Arendt Institute". (The noun said nowhere, alone, withheld 15 right web-stance answers out of fold
  // on the training part and no wrong one: "a branch of computer science" / "an emerging field", 2026-12-02.)
  const roleOtherwise = (r: SentenceRef | null) => r !== null && roleAsOther(sentenceOf.get(r)!, claimPredicateNoun!);
  const unsaidPredicateNoun = claimPredicateNoun && !saidOrGiven(claimPredicateNoun) && !postInitialsWritten(frame.sentence, claimPredicateNoun, passages) && (roleOtherwise(support) || roleOtherwise(complement)) ? claimPredicateNoun : undefined;
  // The role the claim's subject "served as", said nowhere: "joined St. Brendan's Hospital in 2005" does not make Dr. Park
  // "the hospital's chief of surgery".
  const role = servedRole(frame.sentence);
  const unsaidRole = role && !saidOrGiven(role) ? role : undefined;
  const predicate = predicateAdjective(frame.sentence.tokens) ?? (comparedByFigures ? undefined : comparativeAdjective(frame.sentence.tokens)) ?? otherKind ?? (rivalVerbSeen ? claimVerb!.verb : undefined) ?? completedAway ?? kinUnquoted ?? makingUnsaid(frame.sentence, allLowers) ?? otherKindQuoted ?? unsaidPredicateNoun ?? unsaidRole;
  const subjectName = frame.slots.entities.find((e) => e.subject && !e.generic);
  const claimSubjectWords = subjectWordsOf(frame);
  const decisive = !!against && isDecisive(against, support, x, frame.slots.ranks.some((r) => !statedRanks.has(r)), verbsOf(frame), qualifiersOf(frame), claimDates.some((d) => !datedByClaimVerb.has(d.n)), subjectName?.text, frame.sentence.numbers, shape, claimSubjectWords, frame.sentence.tokens, against ? sentenceOf.get(against) : undefined);
  const sa = support?.alignment;
  const otherEventDate = !!against && against.alignment.substitutions.every((sub) => sub.kind === "date") && selectsOneEvent(frame.text, passages[against.passage]!.slice(against.start, against.end));
  // Another event's date beside the sentence that states the claim whole leaves it clean: "It last erupted in 1944."
  // beside "Its eruption in 79 AD buried…" for "Vesuvius last erupted in 1944".
  const clean = !!sa && sa.coverage >= 0.999 && sa.keyCovered === sa.keySlots && (!against || against.alignment.restCoverage < 0.8 || mostlyOther(against.alignment) || otherEventDate);
  // A date of the claim's stated nowhere, while a sentence dates the claim's event otherwise (both dates on one verb):
  // "runs from December to February" / "The climbing season runs from early July to early September".
  const redated = new Set(refs.flatMap((r) => r.alignment.substitutions.filter((x) => x.kind === "date" && x.sameVerb === true).map((x) => x.claim)));
  const absent: Absent = {
    names: absentNames,
    figures: figures.filter((n) => (!isCalendar(n) || redated.has(n.raw) || verbsDate(n)) && !n.sinceEvent && !givenAnywhere(n)).map((n) => figureShown(frame.sentence, n)),
    // A superlative, or the first of a kind ("the first person to walk on the Moon", "the first country to…"), said
    // nowhere: the rank is the claim.
    ranks: frame.slots.ranks.filter((r) => (r.kind === "superlative" || firstOfKind(r)) && !statedRanks.has(r)).map((r) => r.text),
    comparisons: support?.alignment.unstatedComparison && (!complement || complement.alignment.unstatedComparison) && !comparedByFigures
      ? [support.alignment.unstatedComparison]
      // An order of events is stated by the years of both or by a sentence quoted that orders them: "Beethoven died in
      // 1827" beside "Mozart was born in 1756" does not say "Beethoven was born before Mozart".
      : isEventOrder(figureComparison) && !comparedByFigures && ![support, complement].some((r) => r !== null && statesAnOrder(sentenceOf.get(r)!)) ? [figureComparison!.text] : [],
    arguments: [
      ...new Set(
        claimArguments.flatMap((x) => {
          const rivalled = (rs: readonly (SentenceRef | null)[]) => rs.some((r) => r !== null && rivalArguments.get(r)?.has(x.key));
          // Taken otherwise by a sentence quoted, or after the same preposition by any sentence while the claim's word
          // is said nowhere ("given at birth" against "The first dose is given at 12 to 15 months of age"; a verb's
          // plain object varies from sentence to sentence: "carry snacks", "carry daily essentials").
          // The quoted sentence whose verb takes another thing says the claim's word itself or not at all: the second
          // sentence of a pair, which lacks that verb, does not say what the verb takes.
          if (rivalled([support])) return x.common.filter((t) => !support!.alignment.covered.some((w) => w.toLowerCase() === t.lower)).map((t) => t.text);
          if (rivalled([complement])) return x.common.filter((t) => !saidBySupport(t)).map((t) => t.text);
          return x.key.includes(" ") && rivalled(refs) ? x.common.filter((t) => !saidAnywhere(t)).map((t) => t.text) : [];
        }),
      ),
    ],
    predicates: predicate && !saidOrGiven(predicate) ? [predicate.text] : [...unsaidCompoundPredicate(frame.sentence, saidOrGiven), ...(shape === "passage" ? unsaidObjectModifiers(frame.sentence, saidOrGiven) : [])],
    negations: deniers && support && !deniesForClaim(frame, deniers.get(support)!) && !(complement && deniesForClaim(frame, deniers.get(complement)!)) ? mainClauseNegations(frame) : [],
    predication: unsaidPredication(frame.sentence, saidOrGiven),
    contradicted: against ? contradictedParts(frame, against.alignment, supportWords, [support, complement].flatMap((r) => (r ? [sentenceOf.get(r)!] : [])), sentenceOf.get(against)!) : [],
    saidOtherwise: saidOtherwise(frame, support, complement, refs),
    restrictions: unsaidRestriction(frame.sentence, saidOrGiven),
    // On one passage or a page only: on several sentences it withheld 6 right WiCE answers out of fold on the training
    // part ("works exclusively with young 10-24 year old Jordanians" by "works with young people aged 10-24") and no
    // wrong one; on web stance it moved no answer (2026-12-02).
    exclusive: shape === "passage" ? unsaidExclusivity(frame.sentence, [support, complement].flatMap((r) => (r ? [sentenceOf.get(r)!] : []))) : [],
    subject: unsaidSubject(frame, saidAnywhere),
    // The second sentence of a pair only completes the claim: a hedge there withheld 10 supported WiCE items out of fold
    // on all visible data, and no answer it should have (2026-11-28).
    // Unless it gives a name or figure the first lacks: "The final was originally scheduled for Eastgate Stadium" does
    // not add where "Linden Rovers won the 2023 Verden Cup" was played.
    hedges: support?.alignment.hedge ? [support.alignment.hedge] : complement?.alignment.hedge && addsKeyWord(frame, support!, complement) ? [complement.alignment.hedge] : [],
    denials: support?.alignment.denial ? [support.alignment.denial] : [],
    narrowed: [support, complement].flatMap((r) => (r?.alignment.narrowed ? [r.alignment.narrowed] : [])),
    // A cause only hedged is not said: "the dam may have contributed to the decline".
    causes: [
      ...unsaidCause(frame.sentence, [support, complement].flatMap((r) => (r && !r.alignment.hedged ? [sentenceOf.get(r)!] : []))),
      ...unsaidReason(frame.sentence, tellingSentences),
    ],
    places: support?.alignment.placesOfOtherWidth ?? [],
    otherThing: shape === "sentences" ? otherThingQuoted(frame, support, complement, sentenceOf, passages) : [],
    datedOtherwise: [...new Set(figures.filter((n) => isCalendar(n) && redated.has(n.raw) && givenAnywhere(n) && !datedByClaimVerb.has(n)).map((n) => figureShown(frame.sentence, n)))],
  };
  // A family tie is said by any word of it ("daughter of Lord Byron" by "child of the poet Lord Byron").
  const saidAsKin = (t: Token) => t === claimPredicateNoun && kinSaid.size > 0;
  // ...and, in a claim with no figure, an adjective before a noun ("online" of "offers online courses").
  const tokens = frame.sentence.tokens;
  const modifier = (t: Token) => t.pos === "ADJ" && tokens[tokens.indexOf(t) + 1]?.pos === "NOUN";
  const unsaidNouns = frame.sentence.content.filter((t) => t.type === "word" && ((t.pos === "NOUN" && inPhrase(frame.sentence, t)) || (frame.sentence.numbers.length === 0 && (t.pos === "NOUN" || modifier(t)))) && !saidOrGiven(t) && !saidAsKin(t)).length;
  return { features: x, shape, support, complement, against, closest, decisive, clean, otherEventDate, sentenceCount, claimWords: frame.sentence.content.length, unsaidNouns, onlyNamesQuoted, statedButUnnamed, subjectUnquoted, figureUnquoted, predicationUnquoted, absent };
}

