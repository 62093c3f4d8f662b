// Fitting, all deterministic (no random numbers at all: zero start, full-batch steps in a fixed order):
// multinomial logistic regression, Platt scaling, and the threshold for a target precision.
import { logit, sigmoid, softmaxScores, type Platt } from "../../src/engine/judge/embedded/model.js";

export interface Example {
  readonly x: Float64Array;
  /** Class index: 0 support, 1 refute, 2 neutral. */
  readonly y: number;
  readonly weight: number;
}

export interface RegressionFit {
  readonly mean: number[];
  readonly std: number[];
  readonly coef: number[][];
  readonly intercept: number[];
}

export interface FitOptions {
  readonly iterations?: number;
  readonly learningRate?: number;
  readonly l2?: number;
}

/** Rounds so that the committed JSON is short and identical across runs and machines. */
export function round(v: number, digits = 6): number {
  const f = 10 ** digits;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * The least spread a feature is standardised by. A feature that is almost always 0 (a quantifier swap fires on a
 * handful of items) has a tiny standard deviation, so one item's value of 0.44 became 51 standard units and a refit
 * that changed a few such items swung unrelated answers (an easy claim's confidence from 0.71 to 0.87). Features lie in
 * [0, 1] or a few units of log length, so 0.1 keeps every standardised value within about ten units (2026-11-26).
 */
const MIN_STD = 0.1;

export function fitSoftmax(examples: readonly Example[], options: FitOptions = {}): RegressionFit {
  const iterations = options.iterations ?? 1500;
  const lr = options.learningRate ?? 0.5;
  const l2 = options.l2 ?? 1e-3;
  const n = examples.length;
  if (n === 0) throw new Error("no training examples");
  const d = examples[0]!.x.length;
  const mean = new Array<number>(d).fill(0);
  const std = new Array<number>(d).fill(0);
  for (const e of examples) for (let j = 0; j < d; j++) mean[j]! += e.x[j]! / n;
  for (const e of examples) for (let j = 0; j < d; j++) std[j]! += (e.x[j]! - mean[j]!) ** 2 / n;
  for (let j = 0; j < d; j++) std[j] = Math.max(Math.sqrt(std[j]!), MIN_STD);
  const xs = examples.map((e) => Float64Array.from(e.x, (v, j) => (v - mean[j]!) / std[j]!));

  // Classes are weighted to balance them (refutations are rare), then by each example's own weight.
  const classTotals = [0, 0, 0];
  for (const e of examples) classTotals[e.y]! += e.weight;
  const present = classTotals.filter((t) => t > 0).length;
  const totalWeight = classTotals.reduce((a, b) => a + b, 0);
  const w = examples.map((e) => (e.weight * totalWeight) / (present * classTotals[e.y]!));
  const wSum = w.reduce((a, b) => a + b, 0);

  const coef = [0, 1, 2].map(() => new Array<number>(d).fill(0));
  const intercept = [0, 0, 0];
  // Adam with fixed hyper-parameters: converges in a few hundred full-batch steps and is deterministic.
  const m = [0, 1, 2].map(() => new Array<number>(d + 1).fill(0));
  const v = [0, 1, 2].map(() => new Array<number>(d + 1).fill(0));
  const b1 = 0.9;
  const b2 = 0.999;
  const params = { mean: new Array<number>(d).fill(0), std: new Array<number>(d).fill(1), coef, intercept };
  for (let it = 1; it <= iterations; it++) {
    const grad = [0, 1, 2].map(() => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const p = softmaxScores(params, xs[i]!);
      const yi = examples[i]!.y;
      for (let k = 0; k < 3; k++) {
        const g = (w[i]! * (p[k]! - (k === yi ? 1 : 0))) / wSum;
        const row = grad[k]!;
        const xi = xs[i]!;
        for (let j = 0; j < d; j++) row[j]! += g * xi[j]!;
        row[d]! += g;
      }
    }
    for (let k = 0; k < 3; k++) {
      for (let j = 0; j <= d; j++) {
        const param = j < d ? coef[k]![j]! : intercept[k]!;
        const g = grad[k]![j]! + (j < d ? l2 * param : 0);
        m[k]![j] = b1 * m[k]![j]! + (1 - b1) * g;
        v[k]![j] = b2 * v[k]![j]! + (1 - b2) * g * g;
        const mh = m[k]![j]! / (1 - b1 ** it);
        const vh = v[k]![j]! / (1 - b2 ** it);
        const step = (lr * 0.1 * mh) / (Math.sqrt(vh) + 1e-8);
        if (j < d) coef[k]![j] = param - step;
        else intercept[k] = param - step;
      }
    }
  }
  return {
    mean: mean.map((x) => round(x)),
    std: std.map((x) => round(x)),
    coef: coef.map((row) => row.map((x) => round(x))),
    intercept: intercept.map((x) => round(x)),
  };
}

/** Solves the small dense system m·x = v (Gaussian elimination with partial pivoting); null when singular. */
function solve(m: number[][], v: number[]): number[] | null {
  const n = v.length;
  const a = m.map((row, i) => [...row, v[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / a[col]![col]!;
      for (let k = col; k <= n; k++) a[r]![k]! -= f * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/**
 * Platt scaling of a probability's logit against binary outcomes (damped Newton, Platt's smoothed targets),
 * optionally with a covariate (the passage-length term) as a second input.
 */
export function fitPlatt(probabilities: readonly number[], outcomes: readonly boolean[], covariates?: readonly number[]): Platt {
  const pos = outcomes.filter(Boolean).length;
  const neg = outcomes.length - pos;
  if (pos === 0 || neg === 0) return { a: 1, b: 0 };
  const hi = (pos + 1) / (pos + 2);
  const lo = 1 / (neg + 2);
  const t = outcomes.map((o) => (o ? hi : lo));
  // Inputs per item: [logit, covariate?, 1]; parameters in the same order.
  const rows = probabilities.map((p, i) => (covariates ? [logit(p), covariates[i]!, 1] : [logit(p), 1]));
  const k = rows[0]!.length;
  const predict = (theta: number[], row: number[]) => sigmoid(row.reduce((s, x, j) => s + x * theta[j]!, 0));
  const nll = (theta: number[]) => {
    let sum = 0;
    rows.forEach((row, i) => {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, predict(theta, row)));
      sum -= t[i]! * Math.log(p) + (1 - t[i]!) * Math.log(1 - p);
    });
    return sum;
  };
  let theta = k === 3 ? [1, 0, 0] : [1, 0];
  let current = nll(theta);
  for (let it = 0; it < 100; it++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, (_, r) => Array.from({ length: k }, (_, c) => (r === c ? 1e-6 : 0)));
    rows.forEach((row, i) => {
      const p = predict(theta, row);
      const w = p * (1 - p);
      for (let r = 0; r < k; r++) {
        grad[r]! += (p - t[i]!) * row[r]!;
        for (let c = 0; c < k; c++) hess[r]![c]! += w * row[r]! * row[c]!;
      }
    });
    const delta = solve(hess, grad);
    if (!delta) break;
    // Damped Newton: halve the step until the likelihood improves (plain Newton diverges on saturated logits).
    let step = 1;
    let candidate = theta.map((x, j) => x - delta[j]!);
    let next = nll(candidate);
    while (next > current && step > 1e-6) {
      step /= 2;
      candidate = theta.map((x, j) => x - step * delta[j]!);
      next = nll(candidate);
    }
    if (next > current) break;
    const improved = current - next;
    theta = candidate;
    current = next;
    if (improved < 1e-10) break;
  }
  return covariates
    ? ({ a: round(theta[0]!), c: round(theta[1]!), b: round(theta[2]!) } as Platt)
    : { a: round(theta[0]!), b: round(theta[1]!) };
}

export interface ThresholdChoice {
  readonly threshold: number;
  readonly precision: number;
  readonly coverage: number;
  readonly metTarget: boolean;
}

/**
 * The lowest threshold (most coverage) whose decided items reach the target precision, with at least
 * minDecided decisions so a handful of lucky items cannot set it. Falls back to the most precise threshold.
 */
export function chooseThreshold(
  evaluate: (threshold: number) => { decided: number; correct: number; total: number },
  targetPrecision: number,
  minDecided: number,
): ThresholdChoice {
  let fallback: ThresholdChoice | null = null;
  for (let i = 50; i <= 99; i++) {
    const t = i / 100;
    const r = evaluate(t);
    if (r.decided < minDecided) continue;
    const precision = r.correct / r.decided;
    const coverage = r.decided / r.total;
    if (precision >= targetPrecision) return { threshold: t, precision, coverage, metTarget: true };
    if (!fallback || precision > fallback.precision) fallback = { threshold: t, precision, coverage, metTarget: false };
  }
  return fallback ?? { threshold: 0.99, precision: 0, coverage: 0, metTarget: false };
}
