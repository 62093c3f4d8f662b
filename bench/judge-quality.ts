// Quality of the embedded judge on the held-out TEST split (never fitted or calibrated on), for evidence stance
// (Factcheck-Bench subtask 3) and page support (WiCE, strict), against a pure lexical-overlap baseline fitted
// the same way (Platt + threshold on the calibration split) in the same run.
//   node --import tsx bench/judge-quality.ts [--split test|calibration] [--data DIR] [--no-write]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { embeddedJudgeWeights, scoreClaim } from "../src/engine/judge/embedded/index.js";
import { FEATURE_NAMES } from "../src/engine/judge/embedded/features.js";
import { applyPlatt } from "../src/engine/judge/embedded/model.js";
import { defaultDataDir, loadStance, loadWice, type LabelledUnit, type SplitName } from "../src/engine/judge/embedded/training/data.js";
import { chooseThreshold, fitPlatt } from "../src/engine/judge/embedded/training/fit.js";
import { balancedAccuracy, expectedCalibrationError, f1, rocAuc } from "../src/engine/judge/embedded/training/metrics.js";
import { TARGET_PRECISION } from "../src/engine/judge/embedded/training/train.js";
import { writeJudgeResults } from "./judge-results.js";

type V = "supported" | "unsupported" | "uncertain";

interface Row {
  readonly unit: LabelledUnit;
  readonly verdict: V;
  readonly confidence: number;
  readonly support: number;
  readonly refute: number;
  /** Fraction of the claim's content words in the best sentence: the baseline's only signal. */
  readonly overlap: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const split = (arg("--split") ?? "test") as SplitName;
if (split === "train") throw new Error("refusing to report quality on the split the judge was fitted on");
const dataDir = path.resolve(arg("--data") ?? defaultDataDir(repoRoot));
const weights = embeddedJudgeWeights();
const overlapIdx = FEATURE_NAMES.indexOf("surface_cov_best");

function score(units: readonly LabelledUnit[]): Row[] {
  return units.map((unit) => {
    const s = scoreClaim(weights, unit.claim, [unit.evidence]);
    const p = s.passages[0]!;
    return {
      unit,
      verdict: s.decision.verdict,
      confidence: s.decision.confidence,
      support: p.probabilities.support,
      refute: p.probabilities.refute,
      overlap: p.evidence.features[overlapIdx] ?? 0,
    };
  });
}

const all = [...loadStance(dataDir), ...loadWice(dataDir)];
const started = Date.now();
const evalRows = score(all.filter((u) => u.split === split));
const calRows = split === "calibration" ? evalRows : score(all.filter((u) => u.split === "calibration"));

// Baseline: lexical overlap -> Platt on calibration -> threshold for the same target precision. It can only
// say "supported" (overlap has no notion of contradiction).
const basePlatt = fitPlatt(
  calRows.map((r) => r.overlap),
  calRows.map((r) => r.unit.gold === "support"),
);
const baseP = (r: Row) => applyPlatt(basePlatt, r.overlap);
const baseChoice = chooseThreshold(
  (t) => {
    const decided = calRows.filter((r) => baseP(r) >= t);
    return { decided: decided.length, correct: decided.filter((r) => r.unit.gold === "support").length, total: calRows.length };
  },
  TARGET_PRECISION,
  20,
);
const calWice = calRows.filter((r) => r.unit.dataset === "wice");
let baseNotSupportedBelow = 0;
for (let k = 1; k <= 50; k++) {
  const below = calWice.filter((r) => baseP(r) < k / 100);
  if (below.length >= 10 && below.filter((r) => r.unit.gold !== "support").length / below.length >= TARGET_PRECISION) {
    baseNotSupportedBelow = k / 100;
  }
}

const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "n/a");
const stanceGold = (u: LabelledUnit): V => (u.gold === "support" ? "supported" : u.gold === "refute" ? "unsupported" : "uncertain");

function stanceMetrics(rows: readonly Row[], verdictOf: (r: Row) => V, confOf: (r: Row) => number, supportOf: (r: Row) => number) {
  const gold = rows.map((r) => stanceGold(r.unit));
  const pred = rows.map(verdictOf);
  const decided = rows.map((_, i) => i).filter((i) => pred[i] !== "uncertain");
  const correct = decided.filter((i) => pred[i] === gold[i]).length;
  const decidable = rows.map((_, i) => i).filter((i) => gold[i] !== "uncertain");
  return {
    bacc: balancedAccuracy(gold, pred, ["supported", "unsupported", "uncertain"] as V[]),
    f1Unsupported: f1(gold, pred, "unsupported" as V),
    precision: decided.length === 0 ? Number.NaN : correct / decided.length,
    coverage: decided.length / rows.length,
    coverageDecidable: decidable.filter((i) => pred[i] !== "uncertain").length / Math.max(1, decidable.length),
    eceDecided:
      decided.length === 0
        ? Number.NaN
        : expectedCalibrationError(decided.map((i) => confOf(rows[i]!)), decided.map((i) => pred[i] === gold[i])),
    eceSupport: expectedCalibrationError(rows.map(supportOf), rows.map((r) => r.unit.gold === "support")),
    aucSupport: rocAuc(rows.map(supportOf), rows.map((r) => r.unit.gold === "support")),
    decided: decided.length,
  };
}

function wiceMetrics(rows: readonly Row[], supportOf: (r: Row) => number, supportedAt: number, notSupportedBelow: number) {
  const gold = rows.map((r) => (r.unit.gold === "support" ? "supported" : "unsupported"));
  const pred = rows.map((r) => (supportOf(r) >= supportedAt ? "supported" : "unsupported"));
  const decided = rows
    .map((r, i) => ({ i, p: supportOf(r) }))
    .filter(({ p }) => p >= supportedAt || p < notSupportedBelow);
  const correct = decided.filter(({ i, p }) => (p >= supportedAt ? "supported" : "unsupported") === gold[i]).length;
  return {
    bacc: balancedAccuracy(gold, pred, ["supported", "unsupported"]),
    f1Unsupported: f1(gold, pred, "unsupported"),
    precision: decided.length === 0 ? Number.NaN : correct / decided.length,
    coverage: decided.length / rows.length,
    ece: expectedCalibrationError(rows.map(supportOf), rows.map((r) => r.unit.gold === "support")),
    auc: rocAuc(rows.map(supportOf), rows.map((r) => r.unit.gold === "support")),
    decided: decided.length,
  };
}

const stanceRows = evalRows.filter((r) => r.unit.dataset === "stance");
const wiceRows = evalRows.filter((r) => r.unit.dataset === "wice");
const js = stanceMetrics(stanceRows, (r) => r.verdict, (r) => r.confidence, (r) => r.support);
const bs = stanceMetrics(stanceRows, (r) => (baseP(r) >= baseChoice.threshold ? "supported" : "uncertain"), baseP, baseP);
const jw = wiceMetrics(wiceRows, (r) => r.support, weights.threshold, weights.notSupportedBelow);
const bw = wiceMetrics(wiceRows, baseP, baseChoice.threshold, baseNotSupportedBelow);
const count = (rows: readonly Row[], g: string) => rows.filter((r) => r.unit.gold === g).length;
const claims = (rows: readonly Row[]) => new Set(rows.map((r) => r.unit.claim)).size;
const goal = (ok: boolean) => (ok ? "met" : "**not met**");

const body = `Measured ${new Date().toISOString().slice(0, 10)} on the **${split}** split (claims hashed into train 60% / calibration 20% / test 20%;
weights fitted on train, Platt scaling and the threshold chosen on calibration; ${split === "test" ? "nothing here was fitted on this split" : "DEVELOPMENT RUN: calibration was used for fitting the calibrators, these are not quality numbers"}).
Only the visible ~70% of each data set is used; the sealed part is untouched. Judge threshold τ = ${weights.threshold} (chosen on calibration for
precision ≥ ${TARGET_PRECISION}; reached there: ${JSON.stringify(weights.training["calibrationThreshold"])}). Baseline = fraction of the claim's content words
found in the best sentence (pure lexical overlap), Platt-calibrated and thresholded on the same calibration split (τ = ${baseChoice.threshold}); it can never say \`unsupported\`.

**Stance** — Factcheck-Bench subtask 3, one (claim, web passage) pair each: ${stanceRows.length} pairs over ${claims(stanceRows)} claims
(support ${count(stanceRows, "support")}, refute ${count(stanceRows, "refute")}, partial/irrelevant ${count(stanceRows, "neutral")}); gold mapped support → supported, refute → unsupported, partial/irrelevant → uncertain.

| metric | embedded judge | lexical baseline | goal |
|---|---|---|---|
| balanced accuracy (3 classes) | ${fmt(js.bacc)} | ${fmt(bs.bacc)} | |
| F1 of \`unsupported\` | ${fmt(js.f1Unsupported)} | ${fmt(bs.f1Unsupported)} | |
| precision of decided verdicts | ${fmt(js.precision)} (${js.decided} decided) | ${fmt(bs.precision)} (${bs.decided} decided) | ≥ 0.90: ${goal(js.precision >= 0.9)} |
| coverage (decided / all pairs) | ${fmt(js.coverage)} | ${fmt(bs.coverage)} | ≥ 0.40: ${goal(js.coverage >= 0.4)} |
| coverage of decidable pairs (gold support/refute that got a verdict) | ${fmt(js.coverageDecidable)} | ${fmt(bs.coverageDecidable)} | |
| ECE of \`confidence\` on decided verdicts | ${fmt(js.eceDecided)} | ${fmt(bs.eceDecided)} | ≤ 0.05: ${goal(js.eceDecided <= 0.05)} |
| ECE of P(support), all pairs | ${fmt(js.eceSupport)} | ${fmt(bs.eceSupport)} | ≤ 0.05: ${goal(js.eceSupport <= 0.05)} |
| ROC AUC of P(support) (support vs rest; threshold-free) | ${fmt(js.aucSupport)} | ${fmt(bs.aucSupport)} | |
| ROC AUC of P(refute) (refute vs rest) | ${fmt(rocAuc(stanceRows.map((r) => r.refute), stanceRows.map((r) => r.unit.gold === "refute")))} | n/a | |

Only ${fmt((count(stanceRows, "support") + count(stanceRows, "refute")) / Math.max(1, stanceRows.length))} of the stance pairs have a definite gold label, so coverage of all pairs above that is impossible at any precision.

**Page support** — WiCE (claim vs. the whole cited page, one sentence per line): ${wiceRows.length} claims
(supported ${count(wiceRows, "support")}, partially/not supported ${count(wiceRows, "neutral")}); strict mapping: only "supported" counts as supported.
Decided = P(support) ≥ τ (supported) or P(support) < ${weights.notSupportedBelow} (not supported; cut chosen on calibration, baseline ${baseNotSupportedBelow}).

| metric | embedded judge | lexical baseline | goal |
|---|---|---|---|
| balanced accuracy (supported vs not, at τ) | ${fmt(jw.bacc)} | ${fmt(bw.bacc)} | |
| F1 of \`unsupported\` (not supported) | ${fmt(jw.f1Unsupported)} | ${fmt(bw.f1Unsupported)} | |
| precision of decided verdicts | ${fmt(jw.precision)} (${jw.decided} decided) | ${fmt(bw.precision)} (${bw.decided} decided) | ≥ 0.90: ${goal(jw.precision >= 0.9)} |
| coverage | ${fmt(jw.coverage)} | ${fmt(bw.coverage)} | ≥ 0.40: ${goal(jw.coverage >= 0.4)} |
| ECE of P(support) | ${fmt(jw.ece)} | ${fmt(bw.ece)} | ≤ 0.05: ${goal(jw.ece <= 0.05)} |
| ROC AUC of P(support) (threshold-free) | ${fmt(jw.auc)} | ${fmt(bw.auc)} | |

Test sets are small (${stanceRows.length} pairs, ${wiceRows.length} WiCE claims), so each number carries a few points of sampling error. Design choices (features,
softmax regression over a small GBDT, the length term in the calibrator) were compared on the calibration split only; the test split is only scored here. Scored in ${((Date.now() - started) / 1000).toFixed(1)} s.
`;

console.log(body);
if (!process.argv.includes("--no-write")) {
  if (split !== "test") console.error("not writing RESULTS.md: only the test split is reported");
  else writeJudgeResults("Quality (held-out test split)", body);
}
