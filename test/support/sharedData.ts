/**
 * The team's labelled data (../shared/data) is not part of the repository. Tests that rebuild or check the judge's
 * training need it; without it they are skipped with this short reason, and scripts/run-tests.mjs says once, before
 * the run, why.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultDataDir } from "../../scripts/judge-training/data.js";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const sharedDataDir = defaultDataDir(repoRoot);
/** false when the data is here; otherwise the skip reason node:test prints next to each skipped test. */
export const NO_SHARED_DATA: string | false = existsSync(sharedDataDir) ? false : "needs ../shared/data (see the note at the start of the run)";
