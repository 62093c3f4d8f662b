/** `verity <command> --help` for every command: usage on stdout, exit 0, and nothing started or written. */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";

const CLI = path.resolve("src/cli.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "verity-cli-help-"));

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`verity ${args.join(" ")} did not exit: ${stdout}\n${stderr}`));
    }, 90_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const COMMANDS: { args: string[]; usage: RegExp }[] = [
  { args: ["--help"], usage: /^usage: verity <command>/ },
  { args: ["serve", "--help"], usage: /^usage: verity serve\b/ },
  { args: ["serve", "-h"], usage: /^usage: verity serve\b/ },
  { args: ["demo", "--help"], usage: /^usage: verity demo\b/ },
  { args: ["receipt", "--help"], usage: /^usage: verity receipt verify FILE/ },
  { args: ["receipt", "verify", "--help"], usage: /^usage: verity receipt verify FILE/ },
  { args: ["keygen", "--help"], usage: /^usage: verity keygen\b/ },
  { args: ["judge", "--help"], usage: /^usage: verity judge\b/ },
  { args: ["payable", "--help"], usage: /^usage: verity payable\b/ },
  { args: ["mcp", "--help"], usage: /^usage: verity mcp\b/ },
];

describe("verity --help", () => {
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it("every command prints its usage and exits 0 without starting anything or writing a key", async () => {
    // Two at a time: each is a cold tsx start, and ten at once on a 2-core machine only measures the scheduler.
    const results: Awaited<ReturnType<typeof runCli>>[] = [];
    for (let i = 0; i < COMMANDS.length; i += 2) {
      results.push(...(await Promise.all(COMMANDS.slice(i, i + 2).map((c) => runCli(c.args)))));
    }
    results.forEach((r, i) => {
      const { args, usage } = COMMANDS[i]!;
      assert.equal(r.code, 0, `${args.join(" ")}: ${r.stderr}`);
      assert.match(r.stdout, usage, args.join(" "));
      assert.doesNotMatch(r.stdout + r.stderr, /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+/, args.join(" "));
    });
    assert.deepEqual(readdirSync(dataDir), [], "help wrote nothing to DATA_DIR");
  });

  it("the overview names every command; an unknown command is a usage error (exit 2)", async () => {
    const overview = await runCli(["--help"]);
    for (const name of ["serve", "demo", "receipt", "keygen", "judge", "payable"]) {
      assert.match(overview.stdout, new RegExp(`^  ${name}\\s`, "m"), name);
    }
    const unknown = await runCli(["bogus"]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command "bogus"/);
  });
});
