#!/usr/bin/env node
// Runs every test/**/*.test.ts with Node's test runner (TypeScript through tsx). Node 20's --test does not
// expand globs itself, so the files are listed here. Extra arguments are passed on (e.g. a file filter).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findTests(full);
    return name.endsWith(".test.ts") ? [full] : [];
  });
}

const filters = process.argv.slice(2);
const files = findTests("test")
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error("no test files matched");
  process.exit(1);
}
// Said once here rather than once per skipped test (test/support/sharedData.ts gives those a short reason).
if (!existsSync(path.resolve("..", "shared", "data"))) {
  console.log(
    "note: the team's labelled data (../shared/data) is not on this machine; it is not part of the repository, so the " +
      "tests that rebuild or check the judge's training from it are skipped (marked ﹣ below). Everything else runs.",
  );
}
const result = spawnSync(
  process.execPath,
  // A hung test must fail, not stall CI: every test gets at most 3 minutes, and a file whose tests are done
  // exits even if something it started still holds the event loop.
  ["--import", "tsx", "--test", "--test-concurrency=2", "--test-timeout=180000", "--test-force-exit", "--test-reporter=spec", ...files],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "test" } },
);
process.exit(result.status ?? 1);
