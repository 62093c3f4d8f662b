// A small gradient-boosted tree ensemble for three classes (softmax loss, second-order leaf values, quantile
// bins). Deterministic: no sampling, ties broken by feature and bin order.
import type { Tree } from "../model.js";
import { round, type Example } from "./fit.js";

export interface GbdtOptions {
  readonly rounds?: number;
  readonly depth?: number;
  readonly learningRate?: number;
  readonly lambda?: number;
  readonly minLeafHessian?: number;
  readonly bins?: number;
}

export interface GbdtFit {
  readonly base: number[];
  /** trees[round][class] */
  readonly trees: Tree[][];
}

function quantileThresholds(values: number[], bins: number): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length <= bins) return sorted.slice(0, -1).map((v, i) => (v + sorted[i + 1]!) / 2);
  const out: number[] = [];
  for (let b = 1; b < bins; b++) {
    const v = sorted[Math.floor((b * sorted.length) / bins)]!;
    const prev = sorted[Math.floor((b * sorted.length) / bins) - 1]!;
    const t = (v + prev) / 2;
    if (out.length === 0 || t > out[out.length - 1]!) out.push(t);
  }
  return out;
}

export function fitGbdt(examples: readonly Example[], options: GbdtOptions = {}): GbdtFit {
  const rounds = options.rounds ?? 120;
  const depth = options.depth ?? 3;
  const lr = options.learningRate ?? 0.1;
  const lambda = options.lambda ?? 1;
  const minH = options.minLeafHessian ?? 1;
  const nBins = options.bins ?? 32;
  const n = examples.length;
  const d = examples[0]!.x.length;

  const classTotals = [0, 0, 0];
  for (const e of examples) classTotals[e.y]! += e.weight;
  const present = classTotals.filter((t) => t > 0).length;
  const totalW = classTotals.reduce((a, b) => a + b, 0);
  // Balanced class weights, scaled so the weights sum to n (keeps lambda and minLeafHessian meaningful).
  const w = examples.map((e) => (e.weight * totalW) / (present * classTotals[e.y]!));
  const wScale = n / w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < n; i++) w[i]! *= wScale;

  const thresholds: number[][] = [];
  const binned: Uint8Array[] = [];
  for (let j = 0; j < d; j++) {
    const th = quantileThresholds(
      examples.map((e) => e.x[j]!),
      nBins,
    );
    thresholds.push(th);
    const col = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const v = examples[i]!.x[j]!;
      let b = 0;
      while (b < th.length && v > th[b]!) b++;
      col[i] = b;
    }
    binned.push(col);
  }

  const base = [0, 0, 0];
  const F = examples.map(() => [0, 0, 0]);
  const trees: Tree[][] = [];
  const g = new Float64Array(n);
  const h = new Float64Array(n);

  for (let r = 0; r < rounds; r++) {
    const probs = F.map((f) => {
      const m = Math.max(f[0]!, f[1]!, f[2]!);
      const e = f.map((v) => Math.exp(v - m));
      const s = e[0]! + e[1]! + e[2]!;
      return e.map((v) => v / s);
    });
    const roundTrees: Tree[] = [];
    for (let k = 0; k < 3; k++) {
      for (let i = 0; i < n; i++) {
        const p = probs[i]![k]!;
        g[i] = w[i]! * ((examples[i]!.y === k ? 1 : 0) - p);
        h[i] = w[i]! * Math.max(p * (1 - p), 1e-6);
      }
      const tree: Tree = { f: [], t: [], l: [], r: [], v: [] };
      const build = (idx: number[], level: number): number => {
        const node = tree.f.length;
        tree.f.push(-1);
        tree.t.push(0);
        tree.l.push(-1);
        tree.r.push(-1);
        let G = 0;
        let H = 0;
        for (const i of idx) {
          G += g[i]!;
          H += h[i]!;
        }
        tree.v.push(round((lr * G) / (H + lambda), 5));
        if (level >= depth || idx.length < 4) return node;
        let bestGain = 1e-6;
        let bestF = -1;
        let bestB = -1;
        const parent = (G * G) / (H + lambda);
        for (let j = 0; j < d; j++) {
          const th = thresholds[j]!;
          if (th.length === 0) continue;
          const gs = new Float64Array(th.length + 1);
          const hs = new Float64Array(th.length + 1);
          const col = binned[j]!;
          for (const i of idx) {
            gs[col[i]!]! += g[i]!;
            hs[col[i]!]! += h[i]!;
          }
          let gl = 0;
          let hl = 0;
          for (let b = 0; b < th.length; b++) {
            gl += gs[b]!;
            hl += hs[b]!;
            const hr = H - hl;
            if (hl < minH || hr < minH) continue;
            const gr = G - gl;
            const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parent;
            if (gain > bestGain) {
              bestGain = gain;
              bestF = j;
              bestB = b;
            }
          }
        }
        if (bestF < 0) return node;
        const col = binned[bestF]!;
        const left = idx.filter((i) => col[i]! <= bestB);
        const right = idx.filter((i) => col[i]! > bestB);
        tree.f[node] = bestF;
        tree.t[node] = round(thresholds[bestF]![bestB]!, 6);
        tree.l[node] = build(left, level + 1);
        tree.r[node] = build(right, level + 1);
        return node;
      };
      build(
        examples.map((_, i) => i),
        0,
      );
      roundTrees.push(tree);
      for (let i = 0; i < n; i++) F[i]![k]! += leafValue(tree, examples[i]!.x);
    }
    trees.push(roundTrees);
  }
  return { base, trees };
}

export function leafValue(tree: Tree, x: ArrayLike<number>): number {
  let node = 0;
  while (tree.f[node]! >= 0) node = (x[tree.f[node]!] ?? 0) <= tree.t[node]! ? tree.l[node]! : tree.r[node]!;
  return tree.v[node]!;
}
