/**
 * Flags sentences that talk to a model instead of stating facts ("ignore previous instructions", fake verdict
 * JSON, role tags, "fetch this URL"). Flagged page sentences are left out of what the judge sees and can never
 * be cited. This is one layer; the data blocks, the strict schema and the quote rules hold without it.
 */
const PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instruction|instructions|prompt|prompts|rules|directions|guidelines|above|previous|prior)\b/i,
  /\b(new|updated|real|actual|system)\s+(instruction|instructions|prompt|directive)s?\b/i,
  /<\|[a-z_]+\|>/i,
  /\[\/?(INST|SYS)\]/,
  /^\s*(system|assistant|user|developer)\s*:/i,
  /["']?\b(verdict|confidence|passageId|quotes|evidence)["']?\s*[:=]/i,
  /\b(answer|respond|reply|output|return|mark|classify|label|rate|judge)\b.{0,50}\b(supported|unsupported)\b/i,
  /\b(fetch|visit|open|browse|navigate|load|retrieve|go to)\b.{0,40}\bhttps?:\/\//i,
  /\b(you are|act as|pretend to be)\b.{0,30}\b(ai|assistant|model|language model|judge|fact[- ]?checker)\b/i,
];

/**
 * A role tag, `<system …>` or `</user>`. Written as one pattern, `<\/?\s*(system|…)\b[^>]*>`, it rescans to the end
 * of the text from every `<user` when no `>` follows (quadratic: 2.5 s on 100 KB of "<user "). A tag needs only
 * some `>` after its name, and the first name found has the most text after it, so one search for each suffices.
 */
const ROLE_TAG_NAME = /<\/?\s*(system|assistant|user|developer|tool|im_start|im_end|instructions?)\b/i;

function hasRoleTag(text: string): boolean {
  const name = ROLE_TAG_NAME.exec(text);
  return name !== null && text.indexOf(">", name.index + name[0].length) !== -1;
}

export function looksLikeInjection(text: string): boolean {
  return hasRoleTag(text) || PATTERNS.some((p) => p.test(text));
}
