// Quality measures reported in bench/RESULTS.md.

export function balancedAccuracy<T>(gold: readonly T[], pred: readonly T[], classes: readonly T[]): number {
  const recalls: number[] = [];
  for (const c of classes) {
    let total = 0;
    let hit = 0;
    for (let i = 0; i < gold.length; i++) {
      if (gold[i] !== c) continue;
      total++;
      if (pred[i] === c) hit++;
    }
    if (total > 0) recalls.push(hit / total);
  }
  return recalls.length === 0 ? 0 : recalls.reduce((a, b) => a + b, 0) / recalls.length;
}

export function f1<T>(gold: readonly T[], pred: readonly T[], positive: T): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < gold.length; i++) {
    if (pred[i] === positive && gold[i] === positive) tp++;
    else if (pred[i] === positive) fp++;
    else if (gold[i] === positive) fn++;
  }
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** Expected calibration error over equal-width bins: mean |confidence - accuracy| weighted by bin size. */
export function expectedCalibrationError(confidence: readonly number[], correct: readonly boolean[], bins = 10): number {
  const n = confidence.length;
  if (n === 0) return 0;
  const sumC = new Array<number>(bins).fill(0);
  const sumA = new Array<number>(bins).fill(0);
  const count = new Array<number>(bins).fill(0);
  for (let i = 0; i < n; i++) {
    const b = Math.min(bins - 1, Math.floor(confidence[i]! * bins));
    sumC[b]! += confidence[i]!;
    sumA[b]! += correct[i] ? 1 : 0;
    count[b]!++;
  }
  let ece = 0;
  for (let b = 0; b < bins; b++) if (count[b]! > 0) ece += Math.abs(sumC[b]! - sumA[b]!) / n;
  return ece;
}

/** Area under the ROC curve of a score for a binary label (ties count half); threshold-free ranking quality. */
export function rocAuc(scores: readonly number[], positive: readonly boolean[]): number {
  const idx = scores.map((s, i) => ({ s, p: positive[i]! })).sort((a, b) => a.s - b.s);
  let rankSum = 0;
  let pos = 0;
  let i = 0;
  while (i < idx.length) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]!.s === idx[i]!.s) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (idx[k]!.p) {
      rankSum += avgRank;
      pos++;
    }
    i = j + 1;
  }
  const neg = idx.length - pos;
  return pos === 0 || neg === 0 ? Number.NaN : (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}
