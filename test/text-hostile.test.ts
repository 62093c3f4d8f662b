/**
 * Every text entry point stays linear on hostile input (issue 11, item 1): long runs of [ ( * _ < ` \, spaces,
 * nested brackets, very long words, role tags, tiny text nodes, one long line. Timings are ratios measured in this
 * run: the entry point's time on a hostile shape over a plain linear pass over the same bytes, which must stay
 * within a constant factor of the same ratio for ordinary prose through the same entry point, plus the growth
 * t(2n)/t(n) (about 2 when linear, 4 when quadratic; judged when both runs are long enough to time). A check that misses is measured again (a busy 2-core machine stalls now and then; a quadratic path
 * misses every time).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ENTRIES, SHAPES, fastest, linearPass, measure, type Measure } from "./support/hostileText.js";
import { readPage } from "../src/engine/evidence/reader.js";
import { looksLikeInjection } from "../src/engine/evidence/injection.js";
import { plainTextToBlocks } from "../src/engine/text/index.js";
import { stripTags } from "../src/engine/search/wikipedia.js";

/**
 * A hostile shape may cost this many times what prose costs per character through the same entry point. Punctuation
 * runs are about one NLP token per character against one per five for prose, so the NLP paths measure 2-25x; a
 * quadratic path at these sizes is hundreds to thousands of times.
 */
const VS_PROSE = 40;
/** Prose ratios near zero (a regex that rejects prose at once) are floored so the bound stays meaningful. */
const PROSE_FLOOR = 3;
/** t(2n)/t(n) must stay well below the 4 of a quadratic path. */
const MAX_SCALING = 3.2;
/** Growth is judged only when the larger run takes this long (shorter runs are mostly timer noise). */
const SCALING_MIN_MS = 30;

function check(entry: string, shape: string, proseRatio: number): { ok: boolean; m: Measure; why: string } {
  const m = measure(entry, shape, 3);
  const bound = VS_PROSE * Math.max(proseRatio, PROSE_FLOOR);
  if (m.ratio > bound) return { ok: false, m, why: `cost ratio ${m.ratio.toFixed(1)} > ${bound.toFixed(1)} (prose ${proseRatio.toFixed(1)})` };
  if (m.ms >= SCALING_MIN_MS && m.ms / m.scaling >= SCALING_MIN_MS / 4 && m.scaling > MAX_SCALING) return { ok: false, m, why: `t(2n)/t(n) = ${m.scaling.toFixed(2)}` };
  return { ok: true, m, why: "" };
}

for (const entry of Object.keys(ENTRIES)) {
  describe(`linear on hostile input: ${entry}`, () => {
    it("every hostile shape costs a small constant factor of a linear pass, and grows linearly", () => {
      const prose = measure(entry, "prose", 3).ratio;
      const failures: string[] = [];
      for (const shape of Object.keys(SHAPES)) {
        if (shape === "prose") continue;
        let result = check(entry, shape, prose);
        for (let retry = 0; !result.ok && retry < 2; retry++) result = check(entry, shape, prose);
        if (!result.ok) failures.push(`${shape}: ${result.why} (${result.m.ms.toFixed(0)} ms for ${result.m.chars} chars)`);
      }
      assert.deepEqual(failures, []);
    });
  });
}

describe("one 3 MiB line (the fetch cap)", () => {
  const MIB3 = 3 * 1024 * 1024;
  const cheap: Record<string, (s: string) => unknown> = {
    "HTML page": (s) => readPage(s, "text/html", "the tower is tall"),
    "text/plain page": (s) => readPage(s, "text/plain", "the tower is tall"),
    "markdown-ish": (s) => plainTextToBlocks(s),
    "search snippet": (s) => stripTags(s),
    "injection filter": (s) => looksLikeInjection(s),
  };
  for (const shape of ["[ run", "< run", "<user tags"]) {
    it(`${shape}: each reader stays within a constant factor of a linear pass`, () => {
      const text = SHAPES[shape]!(MIB3);
      const linear = Math.max(fastest(() => linearPass(text), 3), 0.5);
      const slow: string[] = [];
      for (const [name, run] of Object.entries(cheap)) {
        let ratio = fastest(() => run(text), 1) / linear;
        if (ratio > 400) ratio = fastest(() => run(text), 2) / linear;
        // A quadratic path at 3 MiB is 10^4 to 10^6 times a linear pass; these readers measure 0.1 to 100.
        if (ratio > 400) slow.push(`${name}: ${ratio.toFixed(0)}x a linear pass`);
      }
      assert.deepEqual(slow, []);
    });
  }
});
