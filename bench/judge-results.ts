// Writes one sub-section of the "## Embedded judge quality" section of bench/RESULTS.md, leaving every other
// section (other engineers' benches) as it is.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "RESULTS.md");
const SECTION = "## Embedded judge quality";

function replaceBlock(text: string, heading: string, level: string, body: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.trim() === heading);
  const block = [heading, "", body.trimEnd(), ""];
  if (start < 0) return [...lines, ...block].join("\n");
  let end = start + 1;
  const stop = new RegExp(`^#{1,${level.length}} `);
  while (end < lines.length && !stop.test(lines[end]!)) end++;
  return [...lines.slice(0, start), ...block, ...lines.slice(end)].join("\n");
}

export function writeJudgeResults(subHeading: string, body: string): void {
  let text = "";
  try {
    text = readFileSync(RESULTS_FILE, "utf8");
  } catch {
    text = "# Benchmark results\n";
  }
  const lines = text.split("\n");
  let sectionStart = lines.findIndex((l) => l.trim() === SECTION);
  if (sectionStart < 0) {
    text = `${text.trimEnd()}\n\n${SECTION}\n\nThe embedded judge (src/engine/judge/embedded/), measured by bench/judge-quality.ts and bench/judge-speed.ts.\n`;
    sectionStart = text.split("\n").findIndex((l) => l.trim() === SECTION);
  }
  const all = text.split("\n");
  let sectionEnd = sectionStart + 1;
  while (sectionEnd < all.length && !/^## /.test(all[sectionEnd]!)) sectionEnd++;
  const section = all.slice(sectionStart, sectionEnd).join("\n");
  const updated = replaceBlock(section, `### ${subHeading}`, "###", body);
  const out = [...all.slice(0, sectionStart), updated.trimEnd(), "", ...all.slice(sectionEnd)].join("\n");
  const tmp = `${RESULTS_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, `${out.trimEnd()}\n`);
  renameSync(tmp, RESULTS_FILE);
}
