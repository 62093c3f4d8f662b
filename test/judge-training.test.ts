// Training the embedded judge: deterministic, split by claim, never fed the test split, and the committed
// weights are exactly what `npm run train:judge` rebuilds from the data folder.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { defaultDataDir, loadStance, loadWice, splitOf, type LabelledUnit } from "../src/engine/judge/embedded/training/data.js";
import { trainJudge } from "../src/engine/judge/embedded/training/train.js";
import { fitPlatt } from "../src/engine/judge/embedded/training/fit.js";
import { applyPlatt } from "../src/engine/judge/embedded/model.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sharedDataDir = defaultDataDir(repoRoot);
const NO_SHARED_DATA = existsSync(sharedDataDir)
  ? false
  : `the labelled data folder ${sharedDataDir} is not on this machine (it is not part of the repository)`;

const tmp = mkdtempSync(path.join(os.tmpdir(), "verity-judge-train-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * A small data folder in the shared data's layout, written from templates of our own, so the training
 * properties are tested on every machine; the shared data is used where it is present.
 */
function writeSyntheticDataDir(dir: string): string {
  const names = ["Aldmere", "Brightwater", "Corran", "Dunvale", "Elsworth", "Farrow", "Glenmoor", "Harwick", "Ivesby", "Jorvale"];
  const things = ["library", "bridge", "university", "railway station", "museum", "cathedral", "harbour", "observatory"];
  const stance: string[] = [];
  const wice: string[] = [];
  let n = 0;
  for (const name of names) {
    for (const thing of things) {
      const year = 1700 + ((n * 37) % 300);
      const claim = `The ${thing} of ${name} was opened in ${year}.`;
      const row = (evidence: string, label: string) => stance.push(JSON.stringify({ claim, evidence, stance: label }));
      row(`The ${thing} of ${name} was opened to the public in ${year} after four years of work.`, "completely-support");
      row(`The ${thing} of ${name} was opened in ${year + 3 + (n % 5)}, later than planned.`, "refute");
      row(`${name} is known for its annual autumn fair and its ${n % 2 ? "red" : "grey"} stone houses.`, "irrelevant");
      row(`Work on the ${thing} of ${name} began in ${year - 4}.`, "partially-support");
      const page = [`${name} has about ${1000 + n * 13} inhabitants.`, `The ${thing} of ${name} opened in ${year}.`, "It was renovated twice."];
      wice.push(JSON.stringify({ claim, evidence: n % 3 === 0 ? page.slice(0, 1) : page, label: n % 3 === 0 ? "not_supported" : n % 3 === 1 ? "supported" : "partially_supported" }));
      n++;
    }
  }
  const stanceFile = path.join(dir, "factcheck-bench/subtasks/subtask3_claim_evidence_stance.jsonl");
  const wiceFile = path.join(dir, "wice/entailment_retrieval/claim/dev.jsonl");
  for (const [file, lines] of [[stanceFile, stance], [wiceFile, wice]] as const) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, lines.join("\n") + "\n");
  }
  return dir;
}

const dataDir = writeSyntheticDataDir(path.join(tmp, "data"));
const units = [...loadStance(dataDir), ...loadWice(dataDir)];

function tinySubset(): LabelledUnit[] {
  const pick = (split: string, dataset: string, n: number) =>
    units.filter((u) => u.split === split && u.dataset === dataset).slice(0, n);
  return [...pick("train", "stance", 60), ...pick("train", "wice", 8), ...pick("calibration", "stance", 30), ...pick("calibration", "wice", 12)];
}

describe("embedded judge training", () => {
  it("splits by claim: every pair of one claim is in one split, and the three splits are disjoint", () => {
    const byClaim = new Map<string, Set<string>>();
    for (const u of units) byClaim.set(u.claim, (byClaim.get(u.claim) ?? new Set()).add(u.split));
    for (const [claim, splits] of byClaim) assert.equal(splits.size, 1, claim);
    const counts = { train: 0, calibration: 0, test: 0 };
    for (const claim of byClaim.keys()) counts[splitOf(claim)]++;
    assert.ok(counts.train > counts.calibration && counts.calibration > 0 && counts.test > 0, JSON.stringify(counts));
    // Whitespace and case do not move a claim to another split.
    assert.equal(splitOf("Paris is the capital of France."), splitOf("  paris IS the capital   of France. "));
  });

  it("gives identical weights when retrained twice on a tiny subset, each in a fresh process (softmax and GBDT)", async () => {
    // A fresh process each time: wink-nlp's tokenizer learns unknown words as it goes, so a second training in
    // the same process could tokenise a few words differently; `npm run train:judge` always runs fresh.
    const runner = path.join(tmp, "train-tiny.ts");
    const src = (p: string) => JSON.stringify(path.join(repoRoot, p));
    writeFileSync(
      runner,
      `import { loadStance, loadWice } from ${src("src/engine/judge/embedded/training/data.ts")};
import { trainJudge } from ${src("src/engine/judge/embedded/training/train.ts")};
const units = [...loadStance(${JSON.stringify(dataDir)}), ...loadWice(${JSON.stringify(dataDir)})];
const pick = (split: string, dataset: string, n: number) => units.filter((u) => u.split === split && u.dataset === dataset).slice(0, n);
const subset = [...pick("train", "stance", 60), ...pick("train", "wice", 8), ...pick("calibration", "stance", 30), ...pick("calibration", "wice", 12)];
const model = process.argv[2] === "gbdt" ? { model: "gbdt" as const, gbdt: { rounds: 5 } } : { iterations: 150 };
process.stdout.write(JSON.stringify(trainJudge(subset, { ...model, minDecided: 5 })));
`,
    );
    const train = async (kind: string) => {
      const child = spawn(process.execPath, ["--import", "tsx", runner, kind], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
      assert.equal(code, 0, err);
      return out;
    };
    const [a, b, g1, g2] = await Promise.all([train("softmax"), train("softmax"), train("gbdt"), train("gbdt")]);
    assert.ok(a.length > 1000);
    assert.equal(a, b);
    assert.equal(g1, g2);
    assert.match(g1, /"kind":"gbdt"/);
  });

  it("changes the weights when the training data changes", () => {
    const subset = tinySubset();
    const a = trainJudge(subset, { iterations: 150, minDecided: 5 });
    const b = trainJudge(subset.slice(5), { iterations: 150, minDecided: 5 });
    assert.notEqual(JSON.stringify(a.model), JSON.stringify(b.model));
  });

  it("refuses to train when the test split is passed in", () => {
    const withTest = [...tinySubset(), units.find((u) => u.split === "test")!];
    assert.throws(() => trainJudge(withTest, { iterations: 10 }), /test split/);
  });

  it("fits Platt scaling that tracks observed frequencies, also on saturated inputs", () => {
    const p: number[] = [];
    const y: boolean[] = [];
    for (let i = 0; i < 400; i++) {
      const x = (i % 11) / 10; // includes exactly 0 and 1
      p.push(x);
      y.push((i * 7919) % 100 < x * 60);
    }
    const platt = fitPlatt(p, y);
    assert.ok(Number.isFinite(platt.a) && Number.isFinite(platt.b));
    assert.ok(applyPlatt(platt, 0.9) > applyPlatt(platt, 0.1));
    const meanPred = p.reduce((s, x) => s + applyPlatt(platt, x), 0) / p.length;
    const meanObs = y.filter(Boolean).length / y.length;
    assert.ok(Math.abs(meanPred - meanObs) < 0.03, `${meanPred} vs ${meanObs}`);
  });

  it("splits the shared data by claim too", { skip: NO_SHARED_DATA }, () => {
    const shared = [...loadStance(sharedDataDir), ...loadWice(sharedDataDir)];
    const byClaim = new Map<string, Set<string>>();
    for (const u of shared) byClaim.set(u.claim, (byClaim.get(u.claim) ?? new Set()).add(u.split));
    for (const [claim, splits] of byClaim) assert.equal(splits.size, 1, claim);
  });

  it("rebuilds the committed weights and antonym table byte for byte (npm run train:judge)", { skip: NO_SHARED_DATA }, async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/train-judge.ts", "--out", tmp], {
      cwd: repoRoot,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    assert.equal(code, 0, stderr);
    for (const file of ["weights.json", "antonyms.json"]) {
      const rebuilt = readFileSync(path.join(tmp, file), "utf8");
      const committed = readFileSync(path.join(repoRoot, "src/engine/judge/embedded", file), "utf8");
      assert.ok(rebuilt === committed, `${file} differs from a fresh rebuild: run npm run train:judge`);
    }
    const weights = JSON.parse(readFileSync(path.join(tmp, "weights.json"), "utf8")) as { training: { notUsed: string } };
    assert.equal(weights.training.notUsed, "test");
  });
});
