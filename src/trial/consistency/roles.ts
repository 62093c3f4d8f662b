/**
 * Who holds a role, as sites write it: "Our head coach Priya Nandakumar", "Daniel Okafor, our head coach", "Your site
 * warden, Gareth Lowe,", "Our head of strings, Niamh Doyle". Two pages of one site that give one role to two people contradict each other (the finder
 * reports it as a name). Only roles a business names one person for (ROLE_HEADS, or any noun after "head" or "chief"),
 * and only a name of two capitalised words or more, so "our team of six dentists" or "Dogs" read nothing. Linear in the
 * statement's tokens.
 */
import type { Token } from "../../engine/extract/nlp.js";

/** Roles one person holds at a time, by the role's last word. */
const ROLE_HEADS = new Set([
  "coach", "warden", "dentist", "skipper", "captain", "director", "manager", "owner", "chef", "guide", "principal", "curator",
  "headteacher", "headmaster", "headmistress", "president", "chair", "chairman", "chairwoman", "ceo", "founder", "editor",
  "veterinarian", "vet", "surgeon", "pharmacist", "administrator", "coordinator", "instructor", "secretary", "treasurer",
  "foreman", "forewoman", "supervisor", "headmistress", "registrar", "conductor",
]);
/** Words before any noun that make it a role one person holds ("head baker", "chief engineer", "our senior teacher"). */
const SOLE_ROLE_OPENERS = new Set(["head", "chief", "senior", "lead"]);
/** Words a role may open with ("head coach", "site warden", "principal dentist", "managing director"). */
const ROLE_MODIFIER_POS = new Set(["NOUN", "ADJ", "VERB"]);
/** Titles written before a name ("Dr. Niamh Keane"): part of the name, no word of its own. */
const TITLES = new Set(["dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "prof", "prof.", "captain", "chef"]);
const MAX_ROLE_WORDS = 3;

export interface RoleHolder {
  /** The role's words, lower case ("head coach"). */
  readonly role: string;
  /** The role's last word, what two roles must share to be one. */
  readonly head: string;
  /** The name as written ("Priya Nandakumar"). */
  readonly name: string;
}

/** The role holders a statement names. */
export function roleHoldersOf(tokens: readonly Token[]): RoleHolder[] {
  const out: RoleHolder[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const name = nameAt(tokens, i);
    if (!name) continue;
    // "head coach Priya Nandakumar", "site warden, Gareth Lowe": the role right before the name (a comma between), or
    // before "is" a few words back ("your skipper this season is Ewan Mackay").
    const before = roleEndingAt(tokens, tokens[i - 1]?.text === "," ? i - 2 : i - 1) ?? roleBeforeIs(tokens, i);
    // "Daniel Okafor, our head coach": the role after the name, a comma and "our"/"the"; "Daniel Kwan — head baker";
    // "Rafael Moreno has served as our medical director".
    const after = roleAfterName(tokens, name.end + 1);
    const role = before ?? after;
    if (role) out.push({ ...role, name: name.text });
    i = name.end;
  }
  return out;
}

/** A name of two capitalised words or more from token i (a title before it kept out), or null. */
function nameAt(tokens: readonly Token[], i: number): { text: string; end: number } | null {
  let start = i;
  while (start < tokens.length && TITLES.has(tokens[start]!.lower)) start++;
  if (start > i && tokens[start]?.text === ".") start++;
  let end = start;
  // A surname the tagger reads as a common noun goes on the name ("Helen Park").
  while (end < tokens.length && (tokens[end]!.pos === "PROPN" || (end > start && tokens[end]!.pos === "NOUN")) && /^\p{Lu}/u.test(tokens[end]!.text)) end++;
  if (end - start < 2) return null;
  return { text: tokens.slice(start, end).map((t, k) => (k === 0 ? "" : t.pre) + t.text).join(""), end: end - 1 };
}

/** The role whose last word is at token `end`, read back over up to MAX_ROLE_WORDS lower-case words. */
function roleEndingAt(tokens: readonly Token[], end: number): Omit<RoleHolder, "name"> | null {
  const headOf = headOfEndingAt(tokens, end);
  if (headOf) return headOf;
  const head = tokens[end];
  if (!head || !(ROLE_HEADS.has(head.lemma) || SOLE_ROLE_OPENERS.has(tokens[end - 1]?.lower ?? "")) || /^\p{Lu}/u.test(head.text)) return null;
  let start = end;
  while (start > 0 && end - start + 1 < MAX_ROLE_WORDS && ROLE_MODIFIER_POS.has(tokens[start - 1]!.pos) && /^\p{Ll}/u.test(tokens[start - 1]!.text)) start--;
  return { role: tokens.slice(start, end + 1).map((t) => t.lower).join(" "), head: head.lemma };
}

/** Tokens between a role and the "is" before its holder's name ("skipper this season is"). */
const ROLE_IS_REACH = 4;

/** The role a few words before "is"/"was" right before the name at token i ("your skipper this season is Ewan Mackay"). */
function roleBeforeIs(tokens: readonly Token[], i: number): Omit<RoleHolder, "name"> | null {
  if (!/^(is|was)$/.test(tokens[i - 1]?.lower ?? "")) return null;
  for (let end = i - 2; end >= 0 && end >= i - 1 - ROLE_IS_REACH; end--) {
    // The tagger reads a role word as a verb now and then ("Your skipper/VERB this season is…").
    const role = roleEndingAt(tokens, end);
    if (role) return role;
    if (tokens[end]!.pos === "VERB" || tokens[end]!.pos === "AUX" || tokens[end]!.pos === "PUNCT") return null;
  }
  return null;
}

/** Verbs between a name and the role it holds ("is", "has served as", "serves as", "was appointed"). */
const HOLDING_WORDS = new Set(["is", "was", "has", "have", "had", "been", "served", "serves", "as", "became", "becomes", "appointed", "named"]);

/** The role after a name from token `at`: ", our head coach", "— head baker", "has served as our medical director". */
function roleAfterName(tokens: readonly Token[], at: number): Omit<RoleHolder, "name"> | null {
  const t = tokens[at];
  if (t?.text === "," && /^(our|the|your)$/.test(tokens[at + 1]?.lower ?? "")) return roleStartingAt(tokens, at + 2);
  if (t?.text === "—" || t?.text === "–" || (t?.text === "-" && t.pre !== "")) return roleStartingAt(tokens, at + 1);
  let k = at;
  while (k < tokens.length && k < at + ROLE_IS_REACH && HOLDING_WORDS.has(tokens[k]!.lower)) k++;
  if (k === at || !/^(our|the|your)$/.test(tokens[k]?.lower ?? "")) return null;
  return roleStartingAt(tokens, k + 1);
}

/** "head of strings" ending at token `end`: the whole phrase is the role, held by one person. */
function headOfEndingAt(tokens: readonly Token[], end: number): Omit<RoleHolder, "name"> | null {
  const field = tokens[end];
  if (!field || tokens[end - 1]?.lower !== "of" || tokens[end - 2]?.lower !== "head" || !/^\p{Ll}/u.test(field.text) || field.pos !== "NOUN") return null;
  const role = `head of ${field.lower}`;
  return { role, head: role };
}

/** The role that starts at token `start` and ends at the first word of ROLE_HEADS within MAX_ROLE_WORDS. */
function roleStartingAt(tokens: readonly Token[], start: number): Omit<RoleHolder, "name"> | null {
  if (tokens[start]?.lower === "head" && tokens[start + 1]?.lower === "of") {
    const headOf = headOfEndingAt(tokens, start + 2);
    if (headOf) return headOf;
  }
  for (let end = start; end < tokens.length && end < start + MAX_ROLE_WORDS; end++) {
    const t = tokens[end]!;
    if (!/^\p{Ll}/u.test(t.text)) return null;
    if (ROLE_HEADS.has(t.lemma) || (end > start && SOLE_ROLE_OPENERS.has(tokens[end - 1]!.lower) && t.pos === "NOUN")) return { role: tokens.slice(start, end + 1).map((x) => x.lower).join(" "), head: t.lemma };
  }
  return null;
}

/**
 * Whether two pages' holders of a role disagree: the same role (the same last word, and the same words where both give
 * more than one: "head coach" is not "assistant coach") held by two names that share no word.
 */
export function rivalHolders(a: RoleHolder, b: RoleHolder): boolean {
  if (a.head !== b.head) return false;
  if (a.role.includes(" ") && b.role.includes(" ") && a.role !== b.role) return false;
  const words = (n: string) => new Set(n.toLowerCase().split(/[\s-]+/));
  const wa = words(a.name);
  return ![...words(b.name)].some((w) => wa.has(w));
}
