// Labelled data for the embedded judge, read from the shared data folder, split deterministically BY CLAIM
// (a hash of the normalised claim text) into named, disjoint splits: train (fit), calibration (Platt and
// threshold), test (reported). The same claim never lands in two splits.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { StanceClass } from "../model.js";

export type SplitName = "train" | "calibration" | "test";
export type DatasetName = "stance" | "wice";

export interface LabelledUnit {
  readonly dataset: DatasetName;
  readonly claim: string;
  /** One evidence text: a web passage (stance) or the whole cited page, one sentence per line (WiCE). */
  readonly evidence: string;
  readonly gold: StanceClass;
  /** The label as the dataset wrote it. */
  readonly original: string;
  readonly split: SplitName;
}

const SPLIT_SALT = "verity-embedded-judge-split-v1";

export function splitOf(claim: string): SplitName {
  const norm = claim.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  const h = createHash("sha256").update(`${SPLIT_SALT}\n${norm}`).digest();
  const bucket = h.readUInt32BE(0) % 100;
  return bucket < 60 ? "train" : bucket < 80 ? "calibration" : "test";
}

function readJsonl(file: string): unknown[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as unknown);
}

const STANCE_MAP: Record<string, StanceClass> = {
  "completely-support": "support",
  refute: "refute",
  "partially-support": "neutral",
  irrelevant: "neutral",
};

export function loadStance(dataDir: string): LabelledUnit[] {
  const file = path.join(dataDir, "factcheck-bench/subtasks/subtask3_claim_evidence_stance.jsonl");
  return readJsonl(file).map((row) => {
    const r = row as { claim: string; evidence: string; stance: string };
    const gold = STANCE_MAP[r.stance];
    if (!gold) throw new Error(`unknown stance label ${JSON.stringify(r.stance)} in ${file}`);
    return { dataset: "stance", claim: r.claim, evidence: r.evidence, gold, original: r.stance, split: splitOf(r.claim) };
  });
}

export function loadWice(dataDir: string): LabelledUnit[] {
  const file = path.join(dataDir, "wice/entailment_retrieval/claim/dev.jsonl");
  return readJsonl(file).map((row) => {
    const r = row as { claim: string; evidence: string[]; label: string };
    if (!["supported", "partially_supported", "not_supported"].includes(r.label)) {
      throw new Error(`unknown WiCE label ${JSON.stringify(r.label)} in ${file}`);
    }
    // Strict reading (LLM-AggreFact): only a fully supported claim counts as supported by the page.
    const gold: StanceClass = r.label === "supported" ? "support" : "neutral";
    return { dataset: "wice", claim: r.claim, evidence: r.evidence.join("\n"), gold, original: r.label, split: splitOf(r.claim) };
  });
}

export function defaultDataDir(repoRoot: string): string {
  return path.resolve(repoRoot, "../shared/data");
}
