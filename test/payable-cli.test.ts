/**
 * `verity payable URL [--json]` as a person runs it: a child process, configuration from the environment
 * (NET_ALLOW), a text or JSON report on stdout, exit status 0 only for payable. Also runs the printed
 * `reproduce` command to show it reproduces what the report says.
 */
import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import { after, before, describe, it } from "node:test";
import type { PayableReport } from "../src/trial/payable/index.js";
import { PAY_TO, startRoutes, startSdkSeller, zooRoutes, type Server } from "./payable-sellers.js";


interface Result {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "src/cli.ts", "payable", ...args],
      { env: { ...process.env, NET_ALLOW: "", LOG_LEVEL: "silent", ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function sh(command: string): Promise<Result> {
  return new Promise((resolve) => {
    execFile("sh", ["-c", command], { timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

let sdk: Server;
let zoo: Server;
let forbidden: Server;

before(async () => {
  sdk = await startSdkSeller({ price: "$0.02" });
  zoo = await startRoutes(zooRoutes());
  forbidden = await startRoutes({ "POST /paid": (_q, r) => { r.writeHead(200); r.end(); } }, "127.0.0.1");
});

after(async () => {
  await sdk.close();
  await zoo.close();
  await forbidden.close();
});

const allow = { NET_ALLOW: "127.0.0.2" };

describe("verity payable (CLI)", () => {
  it("prints a readable report and exits 0 for a payable endpoint", async () => {
    const r = await cli([`${sdk.base}/paid`], allow);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /verdict\s+PAYABLE/);
    assert.match(r.stdout, /20000 \(\$0\.02\) of 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913/);
    assert.ok(r.stdout.includes(PAY_TO));
    assert.match(r.stdout, /signable as given: network yes, asset yes, amount yes, payTo yes/);
    assert.match(r.stdout, /@x402\/core 2\.27\.0/);
    assert.match(r.stdout, /reproduce\s+curl /);
  });

  it("--json prints the report object", async () => {
    const r = await cli([`${zoo.base}/decimal-amount`, "--json"], allow);
    assert.equal(r.code, 1);
    const report = JSON.parse(r.stdout) as PayableReport;
    assert.equal(report.verdict, "refused");
    assert.equal(report.challenge_found_in, "header");
    assert.equal(report.findings[0]?.code, "amount_not_atomic");
    assert.equal(report.sdk.core, "2.27.0");
  });

  it("exits non-zero for every other verdict, with the blocking finding first", async () => {
    const cases: Record<string, [string, string]> = {
      "/v1": ["v1-only", "advisory"],
      "/body-only-v2": ["unreadable", "BLOCKING"],
      "/free": ["not-gated", "BLOCKING"],
      "/sepolia-domain-on-mainnet": ["payable", "BLOCKING"],
    };
    const runs = await Promise.all(Object.keys(cases).map((path) => cli([`${zoo.base}${path}`], allow)));
    for (const [i, [path, [verdict, severity]]] of Object.entries(cases).entries()) {
      const r = runs[i]!;
      assert.match(r.stdout, new RegExp(`verdict\\s+${verdict.toUpperCase()}`), path);
      assert.match(r.stdout, new RegExp(`\\[${severity}\\]`), path);
      assert.equal(r.code, verdict === "payable" ? 0 : 1, path);
    }
  });

  it("keeps 127.0.0.1 refused unless NET_ALLOW names it", async () => {
    const refused = await cli([`${forbidden.base}/paid`], allow);
    assert.equal(refused.code, 1);
    assert.match(refused.stdout, /REFUSED: we did not contact this address/);
    assert.equal(forbidden.hits, 0);
    const allowed = await cli([`${forbidden.base}/paid`, "--json"], { NET_ALLOW: "127.0.0.1" });
    assert.equal((JSON.parse(allowed.stdout) as PayableReport).verdict, "not-gated");
    assert.equal(forbidden.hits, 4, "the endpoint, then the three manifest locations (all 404)");
  });

  it("--help, a missing URL, extra arguments, an unknown option and a bad NET_ALLOW", async () => {
    const [help, none, two, unknown, long, badAllow] = await Promise.all([
      cli(["--help"]),
      cli([]),
      cli(["http://a.example/", "http://b.example/"]),
      cli(["--nope", "http://a.example/"]),
      cli([`http://a.example/${"x".repeat(2100)}`]),
      cli(["http://a.example/"], { NET_ALLOW: "300.1.2.3/99" }),
    ]);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /usage: verity payable URL \[--json\]/);
    assert.equal(none.code, 2);
    assert.equal(two.code, 2);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /nope/);
    assert.equal(long.code, 2);
    assert.match(long.stderr, /2048/);
    assert.equal(badAllow.code, 2);
    assert.match(badAllow.stderr, /NET_ALLOW entry "300\.1\.2\.3\/99"/);
  });

  it("the printed reproduce command shows the challenge the report describes", async (t) => {
    try {
      execFileSync("sh", ["-c", "command -v curl && command -v base64"], { stdio: "ignore" });
    } catch {
      t.skip("curl or base64 is not installed");
      return;
    }
    const good = JSON.parse((await cli([`${sdk.base}/paid`, "--json"], allow)).stdout) as PayableReport;
    // Asynchronously: the sellers live in this process and must keep answering while the command runs.
    const decoded = JSON.parse((await sh(good.reproduce)).stdout) as { accepts: { amount: string }[] };
    assert.equal(decoded.accepts[0]?.amount, "20000");
    const broken = JSON.parse((await cli([`${zoo.base}/base64url`, "--json"], allow)).stdout) as PayableReport;
    const run = await sh(broken.reproduce);
    assert.notEqual(run.code, 0, "standard base64 -d rejects the base64url header, as the buyer does");
    assert.match(run.stderr, /invalid input/i);
  });
});
