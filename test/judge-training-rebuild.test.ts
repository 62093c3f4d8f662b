// `npm run train:judge` rebuilds the committed weights, out-of-fold weights and WordNet tables byte for byte from
// the shared data folder. The training-part rebuild is in judge-training-rebuild-train.test.ts: each file has one
// time budget, and the two trainings together came within it on a loaded machine.
import { describe, it } from "node:test";
import { rebuildMatches } from "./support/judgeRebuild.js";
import { NO_SHARED_DATA } from "./support/sharedData.js";

describe("embedded judge training: committed files", () => {
  it("rebuilds the committed weights, out-of-fold weights and WordNet tables byte for byte (npm run train:judge)", { skip: NO_SHARED_DATA, timeout: 600_000 }, async () => {
    await rebuildMatches([], ["src/engine/judge/embedded/weights.json", "src/text/antonyms.json", "src/text/demonyms.json", "bench/judge-oof-weights.json"], "npm run train:judge");
  });
});
