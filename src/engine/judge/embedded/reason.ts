/** A short reason a person can read, built from the alignment behind the verdict. */
import type { Substitution } from "../../../align/index.js";
import type { Passage } from "../types.js";
import type { Absent, ClaimEvidence } from "./evidence.js";
import type { Scored } from "./model.js";

const MAX_QUOTE = 240;

function clip(s: string): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length <= MAX_QUOTE ? one : `${one.slice(0, MAX_QUOTE - 1)}…`;
}

function where(p: Passage): string {
  if (p.source === "context") return "the given context";
  if (p.source === "page") return p.url ? `the page ${p.url}` : "the evidence";
  return "the corpus passage";
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

const WHAT: Record<Substitution["kind"], string> = {
  entity: "a different name or place",
  number: "a different figure",
  date: "a different date",
  amount: "a different amount",
  quantity: "a different measurement",
  ordinal: "a different rank",
  negation: "the opposite (negation)",
  antonym: "the opposite word",
  quantifier: "a different quantity word",
};

function substitution(s: Substitution): string {
  if (s.kind === "antonym" && s.claim.includes(" than ")) return `says "${s.sentence}" where the claim says "${s.claim}" (the comparison the other way round)`;
  if (s.kind === "antonym" && s.claim.startsWith("from ")) return `says "${s.sentence}" where the claim says "${s.claim}" (the change the other way round)`;
  if (s.exclusive) return `says "${s.sentence}" where the claim says "${s.claim}" (another thing, as all or most of it)`;
  if (s.kind === "negation") return s.claim ? `drops the claim's "${s.claim}" (the opposite)` : `says "${s.sentence}" (the opposite, negation)`;
  return `says "${s.sentence}" where the claim says "${s.claim}" (${WHAT[s.kind]})`;
}

/** What the closest sentence lacks of the claim: ` (nothing on "child", "seat")`, or "" when it lacks nothing. */
function gapOf(ev: ClaimEvidence): string {
  const missing = ev.closest?.alignment.missing.slice(0, 4) ?? [];
  return missing.length > 0 ? ` (nothing on ${missing.map((w) => `"${w}"`).join(", ")})` : "";
}

export function explain(verdict: Scored["verdict"] | "uncertain", scored: Scored | null, ev: ClaimEvidence, passage: Passage | null, quote: string | null): string {
  if (!passage || !scored) return "No evidence was given that addresses the claim, so it could not be judged (uncertain).";
  const said = quote ? `: "${clip(quote)}"` : "";
  if (verdict === "supported") {
    const two = ev.complement ? " together with a second sentence" : "";
    return `Supported by ${where(passage)}, which states the claim's key facts${two} with nothing changed${said} (confidence ${pct(scored.confidence)}).`;
  }
  if (verdict === "unsupported") {
    const sub = ev.against?.alignment.substitutions[0];
    if (sub && quote && ev.against && ev.against.passage >= 0) return `Contradicted: ${where(passage)} ${substitution(sub)}${said}.`;
    return `Not supported by ${where(passage)}: no sentence states the claim${gapOf(ev)}${said} (confidence ${pct(scored.confidence)}).`;
  }
  const near = ev.against?.alignment;
  if (near && near.restCoverage >= 0.8 && near.substitutions[0]) {
    return `Not conclusive: the closest sentence ${substitution(near.substitutions[0])}, but such a difference alone is not reliable enough here (the best reading gives ${pct(scored.confidence)} for "${scored.verdict}", below the ${pct(scored.threshold)} needed).`;
  }
  return `The evidence is not conclusive${gapOf(ev)}: the best reading gives ${pct(scored.confidence)} for "${scored.verdict}", below the ${pct(scored.threshold)} needed${said}.`;
}

/** An answer withheld because the evidence reads as related to the claim but not on its point (model.ts, neutralCap). */
export function offPoint(neutral: number, quote: string | null): string {
  const said = quote ? ` The closest sentence: "${clip(quote)}"` : "";
  return `The evidence does not clearly address the claim: it reads as related but off its point or only partly on it (${pct(neutral)} likely), so the verdict is uncertain.${said}`;
}

/** A `supported` lean withheld because no sentence states the claim: the closest only asks it or changes a part. */
export function unstated(quote: string | null): string {
  const said = quote ? `: "${clip(quote)}"` : "";
  return `The evidence comes close, but no sentence states the claim itself (the closest one asks it or says something else), so the verdict is uncertain${said}.`;
}

/** The evidence holds much of the claim but never names some of what it names, gives its figures or says its superlatives. */
export function unnamed(absent: Absent, quote: string | null): string {
  // A word is named once, by the first part that lists it ("free" is a figure, the adjective and the predication).
  const listed = new Set<string>();
  // The words of a phrase listed count as listed ("an hour" lists "an" and "hour").
  const part = (xs: readonly string[], say: (words: string) => string) => {
    const fresh = xs.filter((x) => !listed.has(x.toLowerCase()));
    for (const x of fresh) for (const w of [x, ...x.split(" ")]) listed.add(w.toLowerCase());
    return fresh.length > 0 ? say(fresh.slice(0, 3).map((n) => `"${clip(n)}"`).join(", ")) : "";
  };
  const missing = [
    part(absent.names, (w) => `never names ${w}, which the claim names`),
    part(absent.figures, (w) => `never gives ${w}, which the claim gives`),
    part(absent.ranks, (w) => `never says ${w} of what the claim ranks`),
    part(absent.comparisons, (w) => `never compares as the claim does (${w})`),
    part(absent.arguments, (w) => `says something else where the claim says ${w}`),
    part(absent.predicates, (w) => `never says ${w}, which the claim says of it`),
    part(absent.negations, (w) => `denies nothing where the claim says ${w}`),
    part(absent.predication, (w) => `says nothing of ${w}, what the claim says of its subject`),
    part(absent.contradicted, (w) => `says otherwise where the claim says ${w}`),
    part(absent.saidOtherwise, (w) => `says ${w} only where it says otherwise of the claim`),
    part(absent.datedOtherwise, (w) => `gives ${w} only as the date of something else`),
    part(absent.restrictions, (w) => `never says which one the claim means (${w})`),
    part(absent.exclusive, (w) => `never says it is the ${w} one, as the claim does`),
    part(absent.subject, (w) => `never mentions ${w}, what the claim is about`),
    part(absent.hedges, (w) => `only says ${w} where the claim states it as a fact`),
    part(absent.denials, (w) => `says ${w} of what the claim affirms`),
    part(absent.narrowed, (w) => `says only ${w}, where the claim says it with no such limit`),
    part(absent.causes, (w) => `says nothing of a cause where the claim says ${w}`),
    part(absent.places, (w) => `gives only a wider or narrower place where the claim says ${w}`),
    part(absent.otherThing, (w) => `says it of ${w}, not of what the claim is about`),
  ].filter(Boolean).join(" and ");
  const said = quote ? ` The closest sentence: "${clip(quote)}".` : "";
  return `The evidence ${missing}, so it cannot state the claim; the verdict is uncertain.${said}`;
}

/**
 * On several sentences, the closest covers much of the claim and nothing contradicts it: what it lacks may be said in
 * other words, so the model's reading of coverage does not refute the claim (gates.ts, canRefuteByModel).
 */
export function notRefuted(quote: string | null): string {
  const said = quote ? `: "${clip(quote)}"` : "";
  return `The evidence holds much of the claim, perhaps in other words, and contradicts none of it, so it neither states nor refutes the claim; the verdict is uncertain${said}.`;
}

/** One sentence states the claim and another contradicts it. */
export function conflicting(quote: string | null): string {
  return `The evidence conflicts: one sentence states the claim and another contradicts it, so the verdict is uncertain${quote ? `: "${clip(quote)}"` : ""}.`;
}
