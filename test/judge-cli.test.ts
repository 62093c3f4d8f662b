// `verity judge --jsonl FILE` end to end, as a child process.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = mkdtempSync(path.join(os.tmpdir(), "verity-judge-cli-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

function runCli(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/commands/judge.ts", ...args], {
      cwd: repoRoot,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}

const good = (claim: string, evidence: string | string[], context?: string) =>
  JSON.stringify(context === undefined ? { claim, evidence } : { claim, evidence, context });

describe("verity judge --jsonl", () => {
  it("writes one line per input in order, reports malformed lines by number and keeps the rest", async () => {
    const lines = [
      good("The Eiffel Tower is in Berlin.", ["The Eiffel Tower stands on the Champ de Mars in Paris, France."]),
      "{not json",
      "",
      good("Paris is the capital of France.", "The capital of France is Paris, a city of two million people."),
      JSON.stringify({ claim: "x", evidence: 42 }),
      `${good("Bananas are yellow.", ["Bananas are rich in potassium."], "Some context.")}\r`,
      JSON.stringify({ claim: "y".repeat(2001), evidence: "y" }),
      JSON.stringify({ claim: "Paris is big.", evidence: "z".repeat(1024 * 1024 + 10) }),
      JSON.stringify([1, 2]),
      good("Marie Curie won the Nobel Prize in Physics in 1903.", []),
    ];
    const file = path.join(tmp, "in.jsonl");
    writeFileSync(file, lines.join("\n"));
    const { code, stdout, stderr } = await runCli(["--jsonl", file]);
    assert.equal(code, 1, stderr);
    const out = stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(out.length, 9); // 10 lines, one blank
    assert.equal(out[0]!.verdict, "unsupported");
    assert.equal(out[0]!.quote, "The Eiffel Tower stands on the Champ de Mars in Paris, France.");
    assert.equal(out[1]!.verdict, "error");
    assert.match(String(out[1]!.error), /^line 2: not valid JSON/);
    assert.equal(out[2]!.verdict, "supported");
    assert.equal(out[2]!.quote, "The capital of France is Paris, a city of two million people.");
    assert.match(String(out[3]!.error), /^line 5: "evidence" must be a string or an array of strings/);
    assert.ok(["supported", "unsupported", "uncertain"].includes(String(out[4]!.verdict)));
    assert.match(String(out[5]!.error), /^line 7: "claim" has 2001 characters/);
    assert.match(String(out[6]!.error), /^line 8: line is \d+ bytes/);
    assert.match(String(out[7]!.error), /^line 9: expected a JSON object/);
    assert.deepEqual(out[8], { verdict: "uncertain", confidence: out[8]!.confidence, quote: null });
    for (const o of out) assert.deepEqual(Object.keys(o).slice(0, 3), ["verdict", "confidence", "quote"]);
    assert.match(stderr, /line 2:/);
    assert.match(stderr, /done, 4 judged, 5 malformed/);
  });

  it("streams many lines from standard input in order", async () => {
    const n = 300;
    const input = Array.from({ length: n }, (_, i) =>
      good(`Item ${i} costs ${i + 1} dollars.`, [`Item ${i} costs ${i + 1} dollars at the shop.`, "Unrelated text."]),
    ).join("\n");
    const { code, stdout, stderr } = await runCli(["--jsonl", "-"], `${input}\n`);
    assert.equal(code, 0, stderr);
    const out = stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as { quote: string | null });
    assert.equal(out.length, n);
    out.forEach((o, i) => {
      if (o.quote !== null) assert.ok(o.quote.startsWith(`Item ${i} `), `line ${i + 1} out of order: ${o.quote}`);
    });
  });

  it("prints help, and fails clearly on a missing option or an unreadable file", async () => {
    const help = await runCli(["--help"]);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /usage: verity judge --jsonl FILE/);
    const missing = await runCli([]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--jsonl FILE is required/);
    const nofile = await runCli(["--jsonl", path.join(tmp, "does-not-exist.jsonl")]);
    assert.equal(nofile.code, 2);
    assert.match(nofile.stderr, /cannot read/);
    const unknown = await runCli(["--bogus"]);
    assert.equal(unknown.code, 2);
  });
});
