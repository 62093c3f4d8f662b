/**
 * Rebuilds the embedded judge's committed files with `npm run train:judge` into a temporary folder and compares each
 * with its committed copy, byte for byte. Each rebuild is its own test file: a full training takes a minute or two on
 * a shared machine, and each test file has one time budget (scripts/run-tests.mjs).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";
import { repoRoot } from "./sharedData.js";

export async function rebuildMatches(args: readonly string[], committedFiles: readonly string[], command: string): Promise<void> {
  const out = mkdtempSync(path.join(os.tmpdir(), "verity-judge-rebuild-"));
  after(() => rmSync(out, { recursive: true, force: true }));
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
