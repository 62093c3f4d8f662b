/**
 * The x402 SDK versions the checker emulates, read from the installed packages so the report names the buyer
 * whose behaviour it reproduces (buyer behaviour changed between releases: validAfter, spendControls).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { PayableSdk } from "./types.js";

const require = createRequire(import.meta.url);

function installedVersion(pkg: string): string {
  // The packages do not export ./package.json, so walk up from the resolved entry point.
  let dir = path.dirname(require.resolve(pkg));
  for (;;) {
    const candidate = path.join(dir, "package.json");
    if (existsSync(candidate)) {
      const json = JSON.parse(readFileSync(candidate, "utf8")) as { name?: string; version?: string };
      if (json.name === pkg && typeof json.version === "string") return json.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "unknown";
    dir = parent;
  }
}

let cached: PayableSdk | undefined;

export function emulatedSdk(): PayableSdk {
  cached ??= {
    core: installedVersion("@x402/core"),
    evm: installedVersion("@x402/evm"),
    emulates:
      "@x402/fetch wrapFetchWithPayment buyer: x402Client with default spendControls + registerExactEvmScheme",
  };
  return cached;
}
