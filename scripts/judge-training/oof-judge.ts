// `verity judge --jsonl FILE` with out-of-fold models, for measuring quality on the data the judge was fitted on:
// each line is judged by the model of its claim's fold (bench/judge-oof-weights.json), which was fitted,
// calibrated and thresholded without that claim. Used as judge-eval's --cmd:
//   node ../shared/tools/judge-eval.mjs --cmd 'node --import tsx scripts/judge-training/oof-judge.ts'
import { once } from "node:events";
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { judgeStream } from "../../src/commands/judge.js";
import { EmbeddedJudge } from "../../src/engine/judge/embedded/index.js";
import type { JudgeWeights } from "../../src/engine/judge/embedded/model.js";
import type { Judge } from "../../src/engine/judge/types.js";
import { foldOf } from "./data.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const file = process.env.VERITY_OOF_WEIGHTS ?? path.join(repoRoot, "bench/judge-oof-weights.json");
const { folds } = JSON.parse(readFileSync(file, "utf8")) as { folds: JudgeWeights[] };
const judges = folds.map((w) => new EmbeddedJudge(w));

const byFold: Judge = {
  id: "embedded-judge@oof",
  judge: (input, options) => judges[foldOf(input.claim)]!.judge(input, options),
};

const args = process.argv.slice(2).filter((a) => a !== "judge");
const at = args.indexOf("--jsonl");
const input = at >= 0 ? args[at + 1] : undefined;
if (!input) {
  console.error("usage: oof-judge.ts judge --jsonl FILE");
  process.exit(2);
}
const stream = input === "-" ? process.stdin : createReadStream(input);
if (input !== "-") await once(stream, "open");
const stats = await judgeStream(byFold, stream, process.stdout);
console.error(`oof-judge: ${stats.judged} judged, ${stats.errors} malformed`);
process.exitCode = stats.errors > 0 ? 1 : 0;
