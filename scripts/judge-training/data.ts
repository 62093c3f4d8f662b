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

export function normaliseClaim(claim: string): string {
  return claim.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The cross-validation fold of a claim (0..FOLDS-1); the same for every item of that claim. */
export function foldOf(claim: string): number {
  return createHash("sha256").update(`${SALT}\n${normaliseClaim(claim)}`).digest().readUInt32BE(0) % FOLDS;
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

export function loadItems(dataDir: string): Item[] {
  const out: Item[] = [];
  for (const r of readJsonl(path.join(dataDir, FILES.fcb))) {
    const gold = FCB[String(r.stance)];
    if (!gold) throw new Error(`unknown stance ${String(r.stance)}`);
    out.push({ source: "fcb", claim: String(r.claim), evidence: [String(r.evidence)], gold, fold: foldOf(String(r.claim)) });
  }
  for (const r of readJsonl(path.join(dataDir, FILES.wice))) {
    const gold = WICE[String(r.label)];
    if (!gold) throw new Error(`unknown WiCE label ${String(r.label)}`);
    out.push({ source: "wice", claim: String(r.claim), evidence: (r.evidence as unknown[]).map(String), gold, fold: foldOf(String(r.claim)) });
  }
  return out;
}

export function defaultDataDir(repoRoot: string): string {
  return path.resolve(repoRoot, "../shared/data");
}
