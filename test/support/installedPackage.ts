/**
 * The package as a user gets it: compiled into a folder laid out like node_modules/verity-x402 (its
 * package.json, the build output, the example corpus, the bin link) and an app folder that imports it by name.
 * Built once per source state and shared by the test files that need it (the folder name is a hash of the
 * sources, a lock directory keeps concurrent test files from building twice); dependencies resolve from this
 * checkout's node_modules.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface InstalledPackage {
  readonly name: string;
  /** node_modules/<name>: the installed package folder. */
  readonly packageDir: string;
  /** This test process's folder whose scripts can `import ... from "<name>"`. */
  readonly appDir: string;
  /** The `verity` bin. */
  readonly cli: string;
  /** Removes appDir; the shared build stays for the other test files. */
  remove(): void;
}

interface Manifest {
  name: string;
  bin: Record<string, string>;
}

const root = path.resolve(".");

function sourceHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  for (const file of ["package.json", "tsconfig.json", "tsconfig.build.json"]) hash.update(readFileSync(path.join(root, file)));
  walk(path.join(root, "src"));
  walk(path.join(root, "examples/corpus"));
  return hash.digest("hex").slice(0, 16);
}

function build(base: string, manifest: Manifest): void {
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
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

let installed: InstalledPackage | null = null;

export function installedPackage(): InstalledPackage {
  if (installed) return installed;
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Manifest;
  const base = path.join(tmpdir(), `verity-pkg-${sourceHash()}`);
  const ready = path.join(base, "ready");
  const lock = `${base}.lock`;
  while (!existsSync(ready)) {
    let owner = false;
    try {
      mkdirSync(lock);
      owner = true;
    } catch {
      // Another test file is building; a lock older than 10 minutes belongs to a process that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      else sleep(500);
    }
    if (owner) {
      try {
        const staging = `${base}.staging-${process.pid}`;
        rmSync(staging, { recursive: true, force: true });
        build(staging, manifest);
        writeFileSync(path.join(staging, "ready"), "");
        rmSync(base, { recursive: true, force: true });
        renameSync(staging, base);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
  }
  const packageDir = path.join(base, "app", "node_modules", manifest.name);
  // This test process's own project folder below the shared node_modules.
  const appDir = path.join(base, "app", `run-${process.pid}`);
  mkdirSync(appDir, { recursive: true });
  installed = {
    name: manifest.name,
    packageDir,
    appDir,
    cli: path.join(packageDir, manifest.bin.verity!),
    remove: () => rmSync(appDir, { recursive: true, force: true }),
  };
  return installed;
}
