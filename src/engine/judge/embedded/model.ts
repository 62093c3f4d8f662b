/**
 * The verdict model, per evidence shape: multinomial logistic regression over the evidence features (evidence.ts;
 * classes support, refute, neutral), then a Platt scaler turning the model's support-vs-refute odds into
 * P(supported | definite), and a threshold per verdict below which the answer is `uncertain`.
 * Everything is fitted by scripts/judge-training/ (cross-validated by claim; calibrated on out-of-fold scores).
 */
import { FEATURE_NAMES, type ContradictionKind, type EvidenceShape } from "./evidence.js";

export const CLASSES = ["support", "refute", "neutral"] as const;
export type StanceClass = (typeof CLASSES)[number];

export interface Platt {
  readonly a: number;
  readonly b: number;
}

export interface SoftmaxModel {
  readonly mean: readonly number[];
  readonly std: readonly number[];
  /** coef[class][feature] on standardised features. */
  readonly coef: readonly (readonly number[])[];
  readonly intercept: readonly number[];
}

export interface ShapeCalibration {
  /** P(the evidence supports the claim | it either supports or refutes it), from the model's lean. */
  readonly support: Platt;
  /** A definite verdict needs its calibrated confidence at or above its threshold. */
  readonly supportedThreshold: number;
  readonly unsupportedThreshold: number;
  /**
   * The model answers only when its probability that the evidence neither supports nor refutes the claim
   * (irrelevant, or only partly on it) is at most this; above it the answer is `uncertain`. The alignment rules
   * answer on their own measured confidence and are not gated.
   */
  readonly neutralCap: number;
}

export interface JudgeWeights {
  readonly version: string;
  readonly featureNames: readonly string[];
  /** One regression per evidence shape: what low coverage means differs (a page silent on a claim vs a cited
   * set of sentences that fails to state it). */
  readonly models: Readonly<Record<EvidenceShape, SoftmaxModel>>;
  readonly calibration: Readonly<Record<EvidenceShape, ShapeCalibration>>;
  /**
   * A decisive contradiction (evidence.ts) is answered `unsupported` with the confidence of its kind: a Beta(4, 1)
   * prior (a one-slot substitution in a short sentence that holds the rest of the claim is a contradiction about
   * 4 times in 5; chosen, not fitted) updated with the real labelled items where the rule fires for that kind.
   * Below contradictionThreshold it only leaves the verdict `uncertain`.
   */
  readonly contradiction: Readonly<Record<ContradictionKind, { readonly fired: number; readonly refuted: number; readonly confidence: number }>>;
  /**
   * The measured confidence a kind of decisive contradiction needs to answer: the lowest at which the contradictions
   * answered together reach the precision the unsupported answers must reach (scripts/judge-training/train.ts). It is
   * not the model's unsupported threshold, which rests on the model's few refutations and moved from 0.64 to 0.80
   * between two trainings (2026-11-25), once blocking every name swap.
   */
  readonly contradictionThreshold: number;
  /**
   * A clean statement of the claim (evidence.ts) is answered `supported` with this confidence: the measured share
   * of supported claims among the real definite claims where the rule fires, Beta(1, 1)-smoothed.
   */
  readonly cleanSupport: { readonly fired: number; readonly supported: number; readonly confidence: number };
  readonly training: Record<string, unknown>;
}

export interface Scored {
  /** Softmax output in CLASSES order. */
  readonly raw: readonly [number, number, number];
  /** P(support) / (P(support) + P(refute)): the model's lean between the two definite answers. */
  readonly lean: number;
  readonly verdict: "supported" | "unsupported";
  /** Calibrated P(verdict right). */
  readonly confidence: number;
  readonly threshold: number;
}

const EPS = 1e-6;

export function logit(p: number): number {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function softmaxScores(w: SoftmaxModel, x: ArrayLike<number>): [number, number, number] {
  const z = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    let s = w.intercept[k] ?? 0;
    const row = w.coef[k]!;
    for (let j = 0; j < row.length; j++) s += row[j]! * (((x[j] ?? 0) - (w.mean[j] ?? 0)) / (w.std[j] || 1));
    z[k] = s;
  }
  const m = Math.max(z[0]!, z[1]!, z[2]!);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e[0]! + e[1]! + e[2]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum];
}

export function applyPlatt(p: Platt, probability: number): number {
  return sigmoid(p.a * logit(probability) + p.b);
}

/** The candidate verdict and its calibrated confidence for one claim's features. */
export function score(w: JudgeWeights, x: ArrayLike<number>, shape: EvidenceShape): Scored {
  const raw = softmaxScores(w.models[shape], x);
  const lean = raw[0] / Math.max(1e-12, raw[0] + raw[1]);
  const cal = w.calibration[shape];
  const p = applyPlatt(cal.support, lean);
  const verdict = p >= 0.5 ? "supported" : "unsupported";
  const confidence = verdict === "supported" ? p : 1 - p;
  return { raw, lean, verdict, confidence, threshold: verdict === "supported" ? cal.supportedThreshold : cal.unsupportedThreshold };
}

export function checkWeights(w: JudgeWeights): void {
  if (w.featureNames.join(",") !== FEATURE_NAMES.join(",")) {
    throw new Error("embedded judge weights were trained on other features; run `npm run train:judge`");
  }
}
