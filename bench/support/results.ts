/** Replace (or append) one `## <title>` section of bench/RESULTS.md, leaving the other sections alone. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const RESULTS = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..", "RESULTS.md");

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}.`;
}

export function writeResultsSection(title: string, body: string): void {
  const heading = `## ${title}`;
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "# Benchmark results\n\nLatest results of `npm run bench`; each section is written by its benchmark in `bench/`.\n";
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const rest = current.slice(start + heading.length + 1);
    const end = rest.search(/^## /m);
    next = current.slice(0, start) + section + (end === -1 ? "" : `\n${rest.slice(end)}`);
  }
  writeFileSync(RESULTS, next.endsWith("\n") ? next : `${next}\n`);
}
