/**
 * Pin: the package's public surface. The name is free on the npm registry (checked when it was chosen), the
 * exports map offers exactly ".", "./client" and "./receipts", internal files cannot be imported, and each
 * subpath exports exactly the names listed here. Imported by name from an installed copy, as a user would.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { installedPackage, type InstalledPackage } from "./support/installedPackage.js";

const EXPECTED: Record<string, string[]> = {
  "verity-x402": [
    "ConfigError",
    "KeyDocumentError",
    "PAYMENT",
    "TIERS",
    "keySetFromDocument",
    "loadConfig",
    "parseReceiptJson",
    "startServices",
    "verifyReceipt",
  ],
  "verity-x402/client": [
    "BudgetExceeded",
    "InvalidInput",
    "KeyDocumentError",
    "PaymentRefused",
    "ServiceUnavailable",
    "VerityError",
    "createVerityClient",
    "keySetFromDocument",
    "parseReceiptJson",
    "verifyReceipt",
  ],
  "verity-x402/receipts": ["KeyDocumentError", "keySetFromDocument", "parseReceiptJson", "receiptOf", "verifyReceipt"],
};

function runInApp(pkg: InstalledPackage, source: string) {
  const file = path.join(pkg.appDir, `probe-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  return spawnSync(process.execPath, [file], { cwd: pkg.appDir, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
}

describe("pin: the package surface", () => {
  let pkg: InstalledPackage;
  before(() => {
    pkg = installedPackage();
  });
  after(() => pkg?.remove());

  it("package.json names verity-x402, bin verity, three subpath exports and only runnable files", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8"));
    assert.equal(manifest.name, "verity-x402");
    assert.deepEqual(manifest.bin, { verity: "dist/cli.js" });
    assert.deepEqual(Object.keys(manifest.exports), [".", "./client", "./receipts"]);
    assert.deepEqual(manifest.files, [
      "dist/**/*.js",
      "dist/**/*.d.ts",
      "dist/**/*.json",
      "!dist/engine/judge/embedded/training",
      "examples/corpus",
    ]);
  });

  for (const [specifier, names] of Object.entries(EXPECTED)) {
    it(`import "${specifier}" by name exports exactly: ${names.join(", ")}`, () => {
      const out = runInApp(pkg, `const m = await import(${JSON.stringify(specifier)});\nconsole.log(JSON.stringify(Object.keys(m).sort()));\n`);
      assert.equal(out.status, 0, out.stderr);
      assert.deepEqual(JSON.parse(out.stdout), names);
    });
  }

  it("internal modules are not importable (ERR_PACKAGE_PATH_NOT_EXPORTED)", () => {
    for (const internal of ["verity-x402/dist/server.js", "verity-x402/dist/payments/gate.js", "verity-x402/package.json", "verity-x402/src/index.ts"]) {
      const out = runInApp(pkg, `await import(${JSON.stringify(internal)});\n`);
      assert.notEqual(out.status, 0, internal);
      assert.match(out.stderr, /ERR_PACKAGE_PATH_NOT_EXPORTED/, internal);
    }
  });

  it("the installed bin runs (control)", () => {
    const out = spawnSync(process.execPath, [pkg.cli, "--help"], { cwd: pkg.appDir, encoding: "utf8" });
    assert.equal(out.status, 0, out.stderr);
    assert.match(out.stdout, /usage: verity <command>/);
  });
});
