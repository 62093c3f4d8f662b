/**
 * The package as a user gets it: compiled into a temporary folder laid out like node_modules/verity-x402 (its
 * package.json, the build output, the example corpus, the bin link) and an app folder that imports it by name.
 * Built once per test process; dependencies resolve from this checkout's node_modules.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface InstalledPackage {
  readonly name: string;
  /** node_modules/<name>: the installed package folder. */
  readonly packageDir: string;
  /** A folder whose scripts can `import ... from "<name>"`. */
  readonly appDir: string;
  /** The `verity` bin. */
  readonly cli: string;
  remove(): void;
}

let installed: InstalledPackage | null = null;

export function installedPackage(): InstalledPackage {
  if (installed) return installed;
  const root = path.resolve(".");
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { name: string; bin: Record<string, string> };
  const base = mkdtempSync(path.join(tmpdir(), "verity-pkg-"));
  const appDir = path.join(base, "app");
  const packageDir = path.join(appDir, "node_modules", manifest.name);
  mkdirSync(packageDir, { recursive: true });
  execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(root, "tsconfig.build.json"), "--outDir", path.join(packageDir, "dist")], {
    stdio: "pipe",
  });
  cpSync(path.join(root, "package.json"), path.join(packageDir, "package.json"));
  cpSync(path.join(root, "examples/corpus"), path.join(packageDir, "examples/corpus"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(packageDir, "node_modules"), "dir");
  // What npm install does for the bin, so `npx verity-x402 ...` in the app folder runs this copy, offline.
  const binDir = path.join(appDir, "node_modules", ".bin");
  mkdirSync(binDir);
  for (const [name, target] of Object.entries(manifest.bin)) {
    chmodSync(path.join(packageDir, target), 0o755);
    symlinkSync(path.join("..", manifest.name, target), path.join(binDir, name));
  }
  // What a README reader installs beside the package.
  symlinkSync(path.join(root, "node_modules/viem"), path.join(appDir, "node_modules/viem"), "dir");
  installed = {
    name: manifest.name,
    packageDir,
    appDir,
    cli: path.join(packageDir, manifest.bin.verity!),
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
  return installed;
}
