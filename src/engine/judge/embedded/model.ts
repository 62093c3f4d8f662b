// The verdict model: multinomial logistic regression over the features in features.ts (classes support,
// refute, neutral), then one Platt scaler per definite class fitted on a calibration split, then a threshold.
import { FEATURE_NAMES } from "./features.js";

export const CLASSES = ["support", "refute", "neutral"] as const;
export type StanceClass = (typeof CLASSES)[number];

export interface Platt {
  readonly a: number;
  readonly b: number;
  /** Weight of the passage-length covariate log(1 + sentences); absent means 0. */
  readonly c?: number;
}

/** A regression tree in flat arrays; node i is a leaf when f[i] < 0, else go to l[i] if x[f[i]] <= t[i]. */
export interface Tree {
  f: number[];
  t: number[];
  l: number[];
  r: number[];
  v: number[];
}

export interface SoftmaxModel {
  readonly kind: "softmax";
  readonly mean: readonly number[];
  readonly std: readonly number[];
  /** coef[class][feature] on standardised features. */
  readonly coef: readonly (readonly number[])[];
  readonly intercept: readonly number[];
}

export interface GbdtModel {
  readonly kind: "gbdt";
  readonly base: readonly number[];
  /** trees[round][class]; class scores are the sums of leaf values, then softmax. */
  readonly trees: readonly (readonly Tree[])[];
}

export interface JudgeWeights {
  readonly version: string;
  readonly featureNames: readonly string[];
  readonly model: SoftmaxModel | GbdtModel;
  readonly calibration: { readonly support: Platt; readonly refute: Platt };
  /** A definite verdict needs its calibrated probability at or above this. */
  readonly threshold: number;
  /** Page-support reading (supported vs not) used for attribution: below this P(support), "not supported". */
  readonly notSupportedBelow: number;
  /** P(refuted) given a decisive contradiction (figure, negation, antonym): prior Beta(9,1) updated with the real
   * labelled pairs where the rule fires. */
  readonly mismatchConfidence: number;
  readonly training: Record<string, unknown>;
}

export interface StanceProbabilities {
  /** Raw softmax output of the regression, in CLASSES order. */
  readonly raw: readonly [number, number, number];
  /** Calibrated P(passage supports the claim) and P(passage refutes it). */
  readonly support: number;
  readonly refute: number;
}

const EPS = 1e-6;

export function logit(p: number): number {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function softmaxScores(w: Omit<SoftmaxModel, "kind">, x: ArrayLike<number>): [number, number, number] {
  const z = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    let s = w.intercept[k] ?? 0;
    const row = w.coef[k]!;
    for (let j = 0; j < row.length; j++) {
      const sd = w.std[j] || 1;
      s += row[j]! * (((x[j] ?? 0) - (w.mean[j] ?? 0)) / sd);
    }
    z[k] = s;
  }
  const m = Math.max(z[0]!, z[1]!, z[2]!);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e[0]! + e[1]! + e[2]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum];
}

function softmax3(z: readonly number[]): [number, number, number] {
  const m = Math.max(z[0]!, z[1]!, z[2]!);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e[0]! + e[1]! + e[2]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum];
}

function treeValue(tree: Tree, x: ArrayLike<number>): number {
  let node = 0;
  while (tree.f[node]! >= 0) node = (x[tree.f[node]!] ?? 0) <= tree.t[node]! ? tree.l[node]! : tree.r[node]!;
  return tree.v[node]!;
}

/** Uncalibrated class probabilities (support, refute, neutral). */
export function modelScores(model: SoftmaxModel | GbdtModel, x: ArrayLike<number>): [number, number, number] {
  if (model.kind === "softmax") return softmaxScores(model, x);
  const z = [...model.base];
  for (const round of model.trees) for (let k = 0; k < 3; k++) z[k]! += treeValue(round[k]!, x);
  return softmax3(z);
}

/** Length covariate of the calibrator: whole pages (a hundred sentences) and short passages differ in base rate. */
export function lengthCovariate(sentences: number): number {
  return Math.log1p(sentences);
}

export function applyPlatt(p: Platt, probability: number, covariate = 0): number {
  return sigmoid(p.a * logit(probability) + (p.c ?? 0) * covariate + p.b);
}

export function stanceProbabilities(w: JudgeWeights, x: ArrayLike<number>, sentences: number): StanceProbabilities {
  const raw = modelScores(w.model, x);
  return {
    raw,
    support: applyPlatt(w.calibration.support, raw[0], lengthCovariate(sentences)),
    refute: applyPlatt(w.calibration.refute, raw[1]),
  };
}

export function checkWeights(w: JudgeWeights): void {
  const names = FEATURE_NAMES.join(",");
  if (w.featureNames.join(",") !== names) {
    throw new Error("embedded judge weights were trained on other features; run `npm run train:judge`");
  }
}
