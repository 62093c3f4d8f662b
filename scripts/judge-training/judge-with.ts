// `verity judge --jsonl FILE` with weights that are not the shipped ones, for measuring quality through the real
// judge path. `--weights FILE` holds either one model (bench/judge-train-weights.json: fitted on the training
// part, used to judge the held-out part) or one model per cross-validation fold (bench/judge-oof-weights.json:
// each line is judged by the model of its claim's fold, which was fitted, calibrated and thresholded without it).
// Used as judge-eval's --cmd:
//   node ../shared/tools/judge-eval.mjs --cmd 'node --import tsx scripts/judge-training/judge-with.ts --weights W'
import { once } from "node:events";
import { createReadStream, readFileSync } from "node:fs";
import { judgeStream } from "../../src/commands/judge.js";
import { EmbeddedJudge } from "../../src/engine/judge/embedded/index.js";
import type { JudgeWeights } from "../../src/engine/judge/embedded/model.js";
import type { Judge } from "../../src/engine/judge/types.js";
import { foldOf } from "./data.js";

function argAfter(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function judgeFrom(file: string): Judge {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { folds?: JudgeWeights[] } & Partial<JudgeWeights>;
  if (!parsed.folds) return new EmbeddedJudge(parsed as JudgeWeights);
  const judges = parsed.folds.map((w) => new EmbeddedJudge(w));
  return {
    id: "embedded-judge@oof",
    judge: (input, options) => judges[foldOf(input.claim)]!.judge(input, options),
  };
}

const args = process.argv.slice(2).filter((a) => a !== "judge");
const weights = argAfter(args, "--weights");
const input = argAfter(args, "--jsonl");
if (!weights || !input) {
  console.error("usage: judge-with.ts --weights FILE judge --jsonl FILE");
  process.exit(2);
}
const stream = input === "-" ? process.stdin : createReadStream(input);
if (input !== "-") await once(stream, "open");
const stats = await judgeStream(judgeFrom(weights), stream, process.stdout);
console.error(`judge-with: ${stats.judged} judged, ${stats.errors} malformed`);
process.exitCode = stats.errors > 0 ? 1 : 0;
