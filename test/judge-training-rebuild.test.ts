// `npm run train:judge` rebuilds the committed weights, out-of-fold weights and WordNet tables byte for byte from
// the shared data folder. Its own file: a full training takes minutes on a shared machine, and each test file has
// one time budget.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { NO_SHARED_DATA } from "./support/sharedData.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = mkdtempSync(path.join(os.tmpdir(), "verity-judge-rebuild-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe("embedded judge training: committed files", () => {
  /** Runs `npm run train:judge` (with `args`) into a temporary folder and compares each committed file with its rebuild. */
  async function rebuildMatches(name: string, args: string[], committedFiles: string[], command: string): Promise<void> {
    const out = path.join(tmp, name);
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/train-judge.ts", ...args, "--out", out], {
      cwd: repoRoot,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    assert.equal(code, 0, stderr);
    for (const committed of committedFiles) {
      const rebuilt = readFileSync(path.join(out, path.basename(committed)), "utf8");
      assert.ok(rebuilt === readFileSync(path.join(repoRoot, committed), "utf8"), `${committed} differs from a fresh rebuild: run ${command}`);
    }
  }

  it("rebuilds the committed weights, out-of-fold weights and WordNet tables byte for byte (npm run train:judge)", { skip: NO_SHARED_DATA, timeout: 600_000 }, async () => {
    await rebuildMatches("rebuilt", [], ["src/engine/judge/embedded/weights.json", "src/text/antonyms.json", "src/text/demonyms.json", "bench/judge-oof-weights.json"], "npm run train:judge");
  });

  it("rebuilds the training-part weights that judge the held-out part byte for byte (npm run train:judge -- --part train)", { skip: NO_SHARED_DATA, timeout: 600_000 }, async () => {
    await rebuildMatches("rebuilt-train", ["--part", "train"], ["bench/judge-train-weights.json", "bench/judge-train-oof-weights.json"], "npm run train:judge -- --part train");
  });
});
