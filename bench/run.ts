/**
 * `npm run bench`: every benchmark, one child process each, in turn (they measure CPU, so never in parallel).
 * Each writes its own section of bench/RESULTS.md. Benchmarks that need the labelled data folder
 * (../shared/data) are skipped, with a message, where it is absent.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const DATA = path.resolve("../shared/data");
const BENCHES: { file: string; args?: string[]; needsData?: boolean }[] = [
  { file: "bench/payments-402.ts" },
  { file: "bench/payments-refusals.ts" },
  { file: "bench/receipts.ts" },
  { file: "bench/mcp.ts" },
  { file: "bench/throughput.ts" },
  { file: "bench/engine.ts" },
  { file: "bench/text.ts" },
  { file: "bench/consistency.ts" },
  { file: "bench/judge-speed.ts" },
  { file: "bench/judge-quality.ts", needsData: true },
  { file: "bench/extract.ts", args: ["test"], needsData: true },
];

const only = process.argv.slice(2);
let failed = 0;
for (const bench of BENCHES.filter((b) => only.length === 0 || only.some((o) => b.file.includes(o)))) {
  if (bench.needsData && !existsSync(DATA)) {
    console.log(`\n== ${bench.file}: skipped, the labelled data folder ${DATA} is not here`);
    continue;
  }
  console.log(`\n== ${bench.file}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", bench.file, ...(bench.args ?? [])], { stdio: "inherit" });
  if (result.status !== 0) {
    failed++;
    console.error(`${bench.file} exited with ${result.status}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
