// Labelled data for the embedded judge, in the two shapes judge-eval measures (../shared/tools/judge-eval.mjs):
// Factcheck-Bench stance (claim vs one web passage) and WiCE oracle chunks (claim vs several sentences).
// Folds are by claim: a hash of the normalised claim text, so every item of a claim lands in one fold.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export type Gold = "support" | "refute" | "neutral" | "partial";
export type Source = "fcb" | "wice";

export interface Item {
  readonly source: Source;
  readonly claim: string;
  readonly evidence: readonly string[];
  readonly gold: Gold;
  readonly fold: number;
}

export const FOLDS = 5;
const SALT = "verity-judge-cv-v2";
/**
 * A second, independent hash puts 30% of the visible claims in a held-out part that neither fitting, calibration
 * nor threshold choice ever sees when the judge is trained with `--part train`; quality is reported on it
 * (bench/judge-holdout.ts). Changing the salt or the share would make earlier held-out figures meaningless.
 */
const HOLDOUT_SALT = "verity-judge-holdout-v1";
const HOLDOUT_PERCENT = 30;

/** Which items training reads: all visible data (the shipped weights), or the training part / the held-out part. */
export type Part = "all" | "train" | "holdout";

export function normaliseClaim(claim: string): string {
  return claim.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The cross-validation fold of a claim (0..FOLDS-1); the same for every item of that claim. */
export function foldOf(claim: string): number {
  return createHash("sha256").update(`${SALT}\n${normaliseClaim(claim)}`).digest().readUInt32BE(0) % FOLDS;
}

/** True when the claim belongs to the held-out part (the same for every item of that claim). */
export function isHeldOut(claim: string): boolean {
  return createHash("sha256").update(`${HOLDOUT_SALT}\n${normaliseClaim(claim)}`).digest().readUInt32BE(0) % 100 < HOLDOUT_PERCENT;
}

export function inPart(claim: string, part: Part): boolean {
  return part === "all" || (part === "holdout") === isHeldOut(claim);
}

function readJsonl(file: string): Record<string, unknown>[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export const FILES = {
  fcb: "factcheck-bench/subtasks/subtask3_claim_evidence_stance.jsonl",
  wice: "wice/oracle_chunks/claim/dev.jsonl",
} as const;

const FCB: Record<string, Gold> = { "completely-support": "support", refute: "refute", "partially-support": "neutral", irrelevant: "neutral" };
const WICE: Record<string, Gold> = { supported: "support", not_supported: "refute", partially_supported: "partial" };

/** The raw rows of one data file that belong to `part` (for writing a held-out copy judge-eval can read). */
export function readPart(dataDir: string, file: string, part: Part): Record<string, unknown>[] {
  return readJsonl(path.join(dataDir, file)).filter((r) => inPart(String(r.claim), part));
}

export function loadItems(dataDir: string, part: Part = "all"): Item[] {
  const out: Item[] = [];
  for (const r of readPart(dataDir, FILES.fcb, part)) {
    const gold = FCB[String(r.stance)];
    if (!gold) throw new Error(`unknown stance ${String(r.stance)}`);
    out.push({ source: "fcb", claim: String(r.claim), evidence: [String(r.evidence)], gold, fold: foldOf(String(r.claim)) });
  }
  for (const r of readPart(dataDir, FILES.wice, part)) {
    const gold = WICE[String(r.label)];
    if (!gold) throw new Error(`unknown WiCE label ${String(r.label)}`);
    out.push({ source: "wice", claim: String(r.claim), evidence: (r.evidence as unknown[]).map(String), gold, fold: foldOf(String(r.claim)) });
  }
  return out;
}

export function defaultDataDir(repoRoot: string): string {
  return path.resolve(repoRoot, "../shared/data");
}
