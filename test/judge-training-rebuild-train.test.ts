// `npm run train:judge -- --part train` rebuilds the training-part weights that judge the held-out part, byte for
// byte (bench/judge-quality.ts reads them). Its own file for its own time budget (see judge-training-rebuild.test.ts).
import { describe, it } from "node:test";
import { rebuildMatches } from "./support/judgeRebuild.js";
import { NO_SHARED_DATA } from "./support/sharedData.js";

describe("embedded judge training: committed training-part files", () => {
  it("rebuilds the training-part weights that judge the held-out part byte for byte (npm run train:judge -- --part train)", { skip: NO_SHARED_DATA, timeout: 600_000 }, async () => {
    await rebuildMatches(["--part", "train"], ["bench/judge-train-weights.json", "bench/judge-train-oof-weights.json"], "npm run train:judge -- --part train");
  });
});
