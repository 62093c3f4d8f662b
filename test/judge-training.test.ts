// Training the embedded judge (scripts/judge-training/): deterministic, cross-validated in folds by claim, and
// the committed weights are exactly what `npm run train:judge` rebuilds from the data folder.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { foldOf, isHeldOut, loadItems } from "../scripts/judge-training/data.js";
import { NO_SHARED_DATA, sharedDataDir } from "./support/sharedData.js";
import { fitPlatt, fitSoftmax } from "../scripts/judge-training/fit.js";
import { calibrate, featurise, train, type Scored } from "../scripts/judge-training/train.js";
import { applyPlatt } from "../src/engine/judge/embedded/model.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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
  const wiceFile = path.join(dir, "wice/oracle_chunks/claim/dev.jsonl");
  for (const [file, lines] of [[stanceFile, stance], [wiceFile, wice]] as const) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, lines.join("\n") + "\n");
  }
  return dir;
}

const dataDir = writeSyntheticDataDir(path.join(tmp, "data"));
const items = loadItems(dataDir);

describe("embedded judge training", () => {
  it("gives identical weights when retrained twice, each in a fresh process", async () => {
    // A fresh process each time: wink-nlp's tokenizer learns unknown words as it goes, so a second training in
    // the same process could tokenise a few words differently; `npm run train:judge` always runs fresh.
    const runner = path.join(tmp, "train-tiny.ts");
    const src = (p: string) => JSON.stringify(path.join(repoRoot, p));
    writeFileSync(
      runner,
      `import { loadItems } from ${src("scripts/judge-training/data.ts")};
import { featurise, train } from ${src("scripts/judge-training/train.ts")};
const t = train(featurise(loadItems(${JSON.stringify(dataDir)})), {});
process.stdout.write(JSON.stringify({ weights: t.weights, folds: t.folds }));
`,
    );
    const run = async () => {
      const child = spawn(process.execPath, ["--import", "tsx", runner], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
      assert.equal(code, 0, err);
      return out;
    };
    const [a, b] = await Promise.all([run(), run()]);
    assert.ok(a.length > 1000);
    assert.equal(a, b);
  });

  it("puts every item of a claim in one fold, and makes contrastive refutations only from supported items", () => {
    const byClaim = new Map<string, Set<number>>();
    for (const it of items) byClaim.set(it.claim, (byClaim.get(it.claim) ?? new Set()).add(it.fold));
    for (const [claim, folds] of byClaim) assert.equal(folds.size, 1, claim);
    assert.ok(new Set(items.map((i) => i.fold)).size > 1);
    const rows = featurise(items);
    const synthetic = rows.filter((r) => r.synthetic);
    assert.ok(synthetic.length > 0);
    for (const r of synthetic) {
      assert.equal(r.y, 1);
      assert.ok(items.some((i) => i.gold === "support" && i.evidence.join("\n") === r.item.evidence.join("\n") && i.fold === r.item.fold));
    }
  });

  it("changes the weights when the training data changes, and keeps one model per fold", () => {
    const rows = featurise(items);
    const a = train(rows, {});
    const b = train(rows.slice(7), {});
    assert.notEqual(JSON.stringify(a.weights.models), JSON.stringify(b.weights.models));
    assert.equal(a.folds.length, 5);
    for (const f of a.folds) assert.notEqual(JSON.stringify(f.models), JSON.stringify(a.weights.models));
    // Each shape's L2 penalty is the tried one with the lowest out-of-fold log-loss.
    const penalties = a.weights.training.l2 as Record<string, { chosen: number; outOfFoldLogLoss: { l2: number; logLoss: number }[] }>;
    for (const shape of ["sentences", "passage"]) {
      const tried = penalties[shape]!.outOfFoldLogLoss;
      assert.ok(tried.length > 1, shape);
      for (const t of tried) assert.ok(Number.isFinite(t.logLoss) && t.logLoss > 0, `${shape} ${t.l2}`);
      const chosen = tried.find((t) => t.l2 === penalties[shape]!.chosen);
      assert.ok(chosen, shape);
      assert.equal(chosen.logLoss, Math.min(...tried.map((t) => t.logLoss)), shape);
    }
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

  it("standardises a feature that is almost always 0 by at least a tenth, so one rare value cannot dominate", () => {
    const examples = Array.from({ length: 1000 }, (_, i) => ({ x: Float64Array.from([i % 2, i === 7 ? 0.44 : 0]), y: i % 3, weight: 1 }));
    const fit = fitSoftmax(examples, { iterations: 10 });
    assert.ok(Math.abs(fit.std[0]! - 0.5) < 1e-6, String(fit.std[0]));
    assert.equal(fit.std[1], 0.1);
  });
  it("splits the data by claim into a training part and a held-out part that never meet", () => {
    const train = loadItems(dataDir, "train");
    const held = loadItems(dataDir, "holdout");
    assert.equal(train.length + held.length, items.length);
    const trainClaims = new Set(train.map((i) => i.claim));
    for (const i of held) assert.ok(!trainClaims.has(i.claim), i.claim);
    for (const i of held) assert.equal(isHeldOut(i.claim), true);
    assert.equal(isHeldOut("  The  Eiffel Tower is in PARIS. "), isHeldOut("the eiffel tower is in paris."));
  });

  it("holds out about 30% of the shared data's claims", { skip: NO_SHARED_DATA }, () => {
    const claims = [...new Set(loadItems(sharedDataDir).map((i) => i.claim))];
    const share = claims.filter(isHeldOut).length / claims.length;
    assert.ok(share > 0.25 && share < 0.35, String(share));
  });

  it("chooses thresholds counting only the answers the gates let through", () => {
    // Out-of-fold scores of web-stance items: most lean supported and are right; some lean supported as strongly but
    // are refutations the gates withhold (a name of the claim said nowhere, no sentence stating it).
    const scored: Scored[] = [];
    const add = (n: number, lean: number, gold: "support" | "refute" | "neutral", supportable: boolean) => {
      for (let i = 0; i < n; i++) {
        const item = { source: "fcb" as const, claim: `claim ${scored.length}`, evidence: ["e"], gold, fold: 0 };
        const row = { item, x: new Float64Array(0), shape: "passage" as const, decisive: null, clean: false, supportable, refutable: true, torn: false, y: 0, weight: 1, synthetic: false };
        scored.push({ row, lean: lean + i * 1e-4, neutral: 0.1 });
      }
    };
    add(100, 0.95, "support", true);
    add(10, 0.3, "support", true);
    add(30, 0.2, "refute", true);
    add(8, 0.96, "refute", false);
    add(40, 0.9, "neutral", false);
    const { calibration, report } = calibrate(scored);
    const passage = report.passage as { definite: number; coverage: number; precision: number; unsupportedDecided: number };
    assert.equal(passage.definite, 148);
    // The 100 supported answers are given; the 8 withheld refutations count as undecided, not as wrong answers.
    assert.equal(Math.round(passage.coverage * passage.definite), 100 + passage.unsupportedDecided);
    assert.equal(passage.precision, 1);
    // Neutral items the gates withhold use none of the relevance budget: no cap is needed.
    assert.equal(calibration.passage.neutralCap, 1);
  });

  it("folds the shared data by claim too", { skip: NO_SHARED_DATA }, () => {
    const shared = loadItems(sharedDataDir);
    const byClaim = new Map<string, Set<number>>();
    for (const u of shared) byClaim.set(u.claim, (byClaim.get(u.claim) ?? new Set()).add(u.fold));
    for (const [claim, folds] of byClaim) assert.equal(folds.size, 1, claim);
    assert.equal(foldOf("  The  Eiffel Tower is in PARIS. "), foldOf("the eiffel tower is in paris."));
  });

});
