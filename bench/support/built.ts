/**
 * The compiled build the service runs (`npm start` runs dist/, compiled by tsc), for benchmarks that time it. Under
 * tsx every closure the code creates is wrapped in esbuild's naming helper, which costs the judge about a tenth of
 * its time, so timing the TypeScript sources would time something the service never runs. The build is redone once
 * per bench process, so the numbers are always of the sources as they stand.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
let built = false;

/** The compiled module of `src/<source>` (a path under src/ ending in .js, as the sources import it). */
export async function importBuilt<T>(source: string): Promise<T> {
  if (!built) {
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    execFileSync(process.execPath, [tsc, "-p", path.join(repoRoot, "tsconfig.build.json")], { stdio: "inherit" });
    built = true;
  }
  return (await import(pathToFileURL(path.join(repoRoot, "dist", source)).href)) as T;
}
