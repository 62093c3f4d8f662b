/**
 * Check-worthiness: keep statements about the world that could be checked against a source; drop questions,
 * instructions, opinions, hedged or hypothetical statements, and the answerer talking about itself
 * (Factcheck-Bench subtask 1/2 categories "opinion", "not_a_claim", "other"; VeriScore's "verifiable only").
 */
import { HEDGE_WORDS } from "../../text/lexicon.js";
import type { Token } from "./nlp.js";

export type DropReason = "question" | "instruction" | "opinion" | "hedge" | "meta" | "not-a-statement";

const HEDGE_PHRASES = [/\bit is (?:possible|likely|unclear|believed|thought|said|rumou?red)\b/i, /\bsome (?:people|experts|sources) (?:say|believe|think|claim|argue)\b/i, /\bthere (?:is|are) (?:some )?(?:speculation|rumou?rs)\b/i, /\bnot (?:entirely )?(?:sure|certain|clear)\b/i, /\bif\b.*\bwould\b/i];
const OPINION_OPENERS = /^(?:i|we)\s+(?:think|believe|feel|guess|hope|suppose|reckon|love|like|prefer|recommend|suggest|agree|disagree)\b|^in my (?:opinion|view|experience)\b|^personally\b|^(?:imo|imho)\b/i;
const EVALUATIVE = new Set(["best", "worst", "greatest", "great", "amazing", "awesome", "beautiful", "wonderful", "terrible", "awful", "fascinating", "interesting", "incredible", "fantastic", "delicious", "lovely", "excellent", "brilliant", "boring", "stunning", "remarkable", "impressive", "inspiring", "iconic", "legendary", "beloved", "favorite", "favourite", "overrated", "underrated", "better", "worse", "nicer", "superior", "inferior"]);
const META = /^(?:as an ai\b|as a (?:large )?language model\b|i(?:'m| am) (?:sorry|an ai|not able|unable|not sure|just)\b|i (?:cannot|can't|can not|do not|don't) (?:provide|answer|have|know|make|access|browse|give)|sorry\b|unfortunately, i\b|i hope this helps|let me know\b|feel free\b|here (?:is|are) (?:a|an|the|some)\b|thank you\b|thanks\b|it(?:'s| is) (?:important|worth|essential|crucial|advisable|recommended|always a good idea) to\b|keep in mind\b|please note\b|note that\b|remember that\b|in (?:summary|conclusion|short)\b|overall\b|ultimately\b|to (?:summarize|sum up|conclude)\b|there is no (?:single|definitive|one) answer\b|it depends\b)/i;
const INSTRUCTION_VERBS = new Set(["make", "be", "try", "use", "consider", "check", "remember", "ensure", "avoid", "keep", "follow", "contact", "visit", "consult", "read", "see", "click", "go", "add", "take", "let", "note", "please", "do", "don't", "never", "always", "ask", "choose", "look", "find", "start", "stop", "set", "install", "run", "open", "enter", "write", "call", "refer", "mix", "place", "remove", "heat", "preheat", "stir", "cook", "bake", "pour", "combine", "imagine"]);
const SECOND_PERSON_DIRECTIVE = /^(?:you|one)\s+(?:should|must|need to|have to|can|could|may|might|will want to|ought to)\b/i;
const FIRST_PERSON = new Set(["i", "me", "my", "we", "us", "our", "you", "your"]);

function sentenceStart(tokens: readonly Token[]): number {
  let i = 0;
  while (i < tokens.length && (tokens[i]!.pos === "PUNCT" || tokens[i]!.pos === "SYM")) i++;
  return i;
}

/** Why a sentence is not check-worthy, or null when it is. */
export function dropReason(text: string, tokens: readonly Token[]): DropReason | null {
  const trimmed = text.trim();
  if (/\?["'”’)\]]*$/.test(trimmed)) return "question";
  if (/:$/.test(trimmed)) return "not-a-statement";
  const start = sentenceStart(tokens);
  const words = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM");
  if (words.length < 3) return "not-a-statement";
  if (!tokens.some((t) => t.pos === "VERB" || t.pos === "AUX")) return "not-a-statement";
  const plain = trimmed.replace(/^[^A-Za-z0-9]+/, "");
  if (META.test(plain)) return "meta";
  if (OPINION_OPENERS.test(plain)) return "opinion";
  const first = tokens[start];
  if (first && INSTRUCTION_VERBS.has(first.lower) && (first.pos === "VERB" || first.pos === "AUX" || first.pos === "PART" || first.lower === "please" || first.lower === "let")) {
    // "Be sure to…", "Make sure…", "Visit the site…": an imperative has no subject before its verb.
    const second = tokens[start + 1];
    if (!second || !["AUX"].includes(second.pos) || first.lower === "let") return "instruction";
  }
  if (SECOND_PERSON_DIRECTIVE.test(plain)) return "instruction";
  // Any other sentence opening on a verb in its base form is an imperative ("Ignore…", "Compare…").
  if (first && first.pos === "VERB" && first.lemma === first.lower && tokens[start + 1]?.pos !== "AUX") return "instruction";
  if (words.some((t) => HEDGE_WORDS.has(t.lower))) return "hedge";
  if (HEDGE_PHRASES.some((re) => re.test(plain))) return "hedge";
  // A statement about the speaker or the reader is not a claim about the world.
  const subjectWords = tokens.slice(start, tokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX"));
  if (subjectWords.some((t) => FIRST_PERSON.has(t.lower))) return "opinion";
  const evaluative = words.filter((t) => EVALUATIVE.has(t.lower)).length;
  const concrete = tokens.filter((t) => t.entity !== null || t.pos === "NUM").length;
  if (evaluative > 0 && concrete === 0 && !/\b(?:known|called|named|regarded|considered|ranked|voted|awarded)\b/i.test(plain)) {
    return "opinion";
  }
  return null;
}
