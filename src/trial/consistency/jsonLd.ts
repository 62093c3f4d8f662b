/**
 * JSON-LD (schema.org) blocks → statements that are on the page but not rendered: the prose fields
 * (description, an Answer's text, articleBody...), each with the name of the thing it describes, or the
 * question it answers, as its subject, and a founding date or a person's job title as the sentence that states it. Bounded: one JSON.parse, at most MAX_NODES values visited.
 */
import { splitSentences } from "../../engine/text/index.js";
import type { Statement } from "./statement.js";

const PROSE_KEYS = new Set(["description", "text", "articlebody", "abstract", "disambiguatingdescription", "reviewbody", "slogan"]);
const MAX_NODES = 2000;
const MAX_DEPTH = 32;

export function jsonLdStatements(script: string): Statement[] {
  let data: unknown;
  try {
    data = JSON.parse(script.replace(/^\s*<!--|-->\s*$/g, ""));
  } catch {
    return [];
  }
  const out: Statement[] = [];
  let nodes = 0;
  const visit = (value: unknown, subject: string, depth: number) => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, subject, depth + 1);
      return;
    }
    const obj = value as Record<string, unknown>;
    const name = typeof obj.name === "string" ? obj.name : "";
    // An Answer's subject is its Question's name (passed down); anything else is about its own name.
    const own = name || subject;
    for (const [key, field] of Object.entries(obj)) {
      // A founding date is a fact a page states in prose too ("founded in 2003"): read as that sentence, quoted as
      // the value itself, which is what the page holds.
      // A person's job title says who holds a role ("Eline Peeters", "Head guide"), as "Eline Peeters, our head guide" does.
      if (key === "jobTitle" && typeof field === "string" && name && field.length <= 60) {
        out.push({ quote: name, text: `${name}, our ${field.toLowerCase()}.`, context: own, rendered: false, source: "json-ld" });
        continue;
      }
      if (key === "foundingDate" && (typeof field === "string" || typeof field === "number") && own) {
        const value = String(field).trim().slice(0, 40);
        if (value) out.push({ quote: value, text: `${own} was founded in ${value}.`, context: own, rendered: false, source: "json-ld" });
        continue;
      }
      if (typeof field === "string") {
        if (!PROSE_KEYS.has(key.toLowerCase())) continue;
        const text = field.replace(/<[^>]{0,500}>/g, " ").replace(/\s+/g, " ").trim();
        if (text.split(" ").length < 3) continue;
        for (const sentence of splitSentences(text)) out.push({ quote: sentence, context: own, rendered: false, source: "json-ld" });
      } else {
        visit(field, own, depth + 1);
      }
    }
  };
  visit(data, "", 0);
  return out;
}
