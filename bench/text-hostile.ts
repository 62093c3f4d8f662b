/**
 * Hostile text: for every text entry point and adversarial shape (test/support/hostileText.ts), the cost per
 * character against a plain linear pass over the same bytes and against ordinary prose through the same entry point,
 * and the growth t(2n)/t(n) (2 when linear, 4 when quadratic). All ratios measured in the same run.
 * Run: node --import tsx bench/text-hostile.ts
 */
import { ENTRIES, SHAPES, measure } from "../test/support/hostileText.js";
import { machineLine, writeResultsSection } from "./support/results.js";

const RUNS = 3;
const rows: string[] = [];
let worstVsProse = { value: 0, where: "" };
let worstScaling = { value: 0, where: "" };
for (const entry of Object.keys(ENTRIES)) {
  const prose = measure(entry, "prose", RUNS);
  const cells: string[] = [];
  for (const shape of Object.keys(SHAPES)) {
    if (shape === "prose") continue;
    const m = measure(entry, shape, RUNS);
    const vsProse = m.ratio / Math.max(prose.ratio, 1);
    if (vsProse > worstVsProse.value) worstVsProse = { value: vsProse, where: `${entry} / ${shape}` };
    if (m.ms >= 30 && m.ms / m.scaling >= 7.5 && m.scaling > worstScaling.value) worstScaling = { value: m.scaling, where: `${entry} / ${shape}` };
    cells.push(`${m.ratio.toFixed(1)} (${m.scaling.toFixed(1)})`);
  }
  rows.push(`| ${entry} | ${Math.round(ENTRIES[entry]!.n / 1024) * 2} K | ${prose.ratio.toFixed(1)} | ${cells.join(" | ")} |`);
  console.log(rows[rows.length - 1]);
}
const shapes = Object.keys(SHAPES).filter((s) => s !== "prose");
const body = [
  `${machineLine()} \`node --import tsx bench/text-hostile.ts\`; fastest of ${RUNS} runs per cell.`,
  "",
  "Each cell: time of the entry point over a plain linear pass over the same characters (a char-code loop plus",
  "`toLowerCase().split(\" \")`), at 2n characters; in brackets t(2n)/t(n), which is about 2 for linear code and 4 for",
  "quadratic code (cells under a few ms are timer noise). Entry points run at the size given (2n) in this thread; in",
  "the service, pages over 16 KiB are read in the text worker pool.",
  "",
  `| entry point | 2n | prose | ${shapes.join(" | ")} |`,
  `|---|---:|---:|${shapes.map(() => "---:").join("|")}|`,
  ...rows,
  "",
  `- Worst hostile shape against prose through the same entry point: ${worstVsProse.value.toFixed(1)}× (${worstVsProse.where}).`,
  `- Worst growth among cells where both runs take over 7.5 ms (shorter ones are GC and timer noise): ${worstScaling.value.toFixed(2)} (${worstScaling.where}).`,
  "- Before the fixes of issue 11 (main at e1e29bf): two 100 KB text/plain pages of `[` took 21.6 s in /consistency",
  "  (the Markdown-link regex), 100 KB of `<user ` took 2.5 s in the injection filter, 20 000 `*` took 3.4 s in",
  "  wink-nlp's tokenizer, and a 256 KB run of `<` took 3.8 s in linkedom; all grew quadratically.",
].join("\n");
writeResultsSection("Hostile text (linear time)", body);
console.log(body);
