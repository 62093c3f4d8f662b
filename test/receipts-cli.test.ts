import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { KeyDocumentError, verifyReceipt } from "../src/client/index.js";
import { loadConfig } from "../src/config.js";
import { createReceiptService, type ReceiptService } from "../src/receipts/index.js";
import type { ReceiptInput } from "../src/receipts/types.js";

const INPUT: ReceiptInput = {
  claim: "Mount Everest is the highest mountain above sea level. 🏔️ «naïve» \u2028 test",
  context: "Geography quiz",
  verdict: "supported",
  confidence: 0.9,
  tier: "pro",
  engine: { judge: "llm:anthropic", model: "claude-test", search: "brave" },
  payment: {
    protocol: "x402",
    network: "eip155:8453",
    payer: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
    amount: "350000",
    asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    payTo: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    nonce: "0x" + "12".repeat(32),
  },
};

// Loaded before the command: any attempt to open a socket or resolve a name fails the run.
const NO_NETWORK =
  "data:text/javascript," +
  encodeURIComponent(
    `import net from "node:net"; import dns from "node:dns";
     const deny = () => { throw new Error("network access attempted"); };
     net.Socket.prototype.connect = deny; dns.lookup = deny; dns.promises.lookup = deny;`,
  );

let dir: string;
let svc: ReceiptService;
let receipt: Record<string, unknown>;
const file = (name: string) => path.join(dir, name);

function cli(args: string[], input?: string) {
  const script = `import(${JSON.stringify(path.resolve("src/commands/receipt.ts"))}).then((m) => m.run(process.argv.slice(1))).then((c) => { process.exitCode = c; })`;
  const r = spawnSync(process.execPath, ["--import", "tsx", "--import", NO_NETWORK, "-e", script, "--", ...args], {
    encoding: "utf8",
    input,
    env: { PATH: process.env.PATH ?? "" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "verity-receipt-cli-"));
  svc = await createReceiptService(loadConfig({ DATA_DIR: path.join(dir, "data"), PUBLIC_BASE_URL: "https://api.verity.example" }));
  receipt = svc.signer.sign(INPUT)!;
  writeFileSync(file("pub.json"), JSON.stringify(svc.servicePubkeyDocument(), null, 2));
  writeFileSync(file("did.json"), JSON.stringify(svc.didDocument()));
  writeFileSync(file("receipt.json"), JSON.stringify(receipt, null, 2));
  writeFileSync(file("response.json"), JSON.stringify({ verdict: "supported", confidence: 0.9, reasoning: "r", evidence: [], receipt }));
  writeFileSync(file("tampered.json"), JSON.stringify({ ...receipt, verdict: "unsupported" }));
  writeFileSync(file("wrapped.json"), JSON.stringify({ receipt }));
  writeFileSync(file("tampered-wrapped.json"), JSON.stringify({ receipt: { ...receipt, verdict: "unsupported" } }));
  writeFileSync(file("tampered-response.json"), JSON.stringify({ verdict: "supported", confidence: 0.9, reasoning: "r", evidence: [], receipt: { ...receipt, verdict: "unsupported" } }));
  writeFileSync(file("garbage.json"), "{ not a receipt");
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe("verity receipt verify (offline)", () => {
  it("exit 0 for a valid receipt with --key or --did, from a file, a saved response or stdin; no network used", () => {
    const byKey = cli(["verify", file("receipt.json"), "--key", file("pub.json")]);
    assert.equal(byKey.code, 0, byKey.stderr);
    assert.match(byKey.stdout, /^valid: supported \(confidence 0\.9\)/);
    assert.match(byKey.stdout, new RegExp(svc.kid!));
    assert.equal(cli(["verify", file("receipt.json"), "--did", file("did.json")]).code, 0);
    assert.equal(cli(["verify", file("response.json"), "--key", file("pub.json")]).code, 0);
    assert.equal(cli(["verify", file("wrapped.json"), "--key", file("pub.json")]).code, 0);
    const stdin = cli(["verify", "-", "--did", file("did.json"), "--json"], JSON.stringify(receipt));
    assert.equal(stdin.code, 0, stdin.stderr);
    assert.equal(JSON.parse(stdin.stdout).valid, true);
  });

  it("exit 1 with the reason for an invalid receipt", () => {
    const tampered = cli(["verify", file("tampered.json"), "--key", file("pub.json")]);
    assert.equal(tampered.code, 1);
    assert.match(tampered.stdout, /^invalid: bad_signature: /);
    for (const form of ["tampered-wrapped.json", "tampered-response.json"]) {
      const r = cli(["verify", file(form), "--key", file("pub.json")]);
      assert.equal(r.code, 1, form);
      assert.match(r.stdout, /^invalid: bad_signature: /, form);
    }
    const garbage = cli(["verify", file("garbage.json"), "--did", file("did.json")]);
    assert.equal(garbage.code, 1);
    assert.match(garbage.stdout, /^invalid: malformed: /);
    const otherClaim = cli(["verify", file("receipt.json"), "--key", file("pub.json"), "--claim", "Something else"]);
    assert.equal(otherClaim.code, 1);
    assert.match(otherClaim.stdout, /claim_mismatch/);
  });

  it("exit 2 for usage errors and unreadable inputs", () => {
    for (const args of [
      ["verify", file("receipt.json")],
      ["verify", file("receipt.json"), "--key", file("pub.json"), "--did", file("did.json")],
      ["verify", file("receipt.json"), "--did", file("pub.json")],
      ["verify", file("receipt.json"), "--key", file("did.json")],
      ["verify", file("missing.json"), "--key", file("pub.json")],
      ["verify", file("receipt.json"), "--key", file("garbage.json")],
      ["check", file("receipt.json")],
      ["verify", file("receipt.json"), "--key", file("pub.json"), "--bogus"],
    ]) {
      const r = cli(args);
      assert.equal(r.code, 2, `${args.join(" ")}: ${r.stdout}${r.stderr}`);
      assert.notEqual(r.stderr, "");
    }
  });
});

describe("verifyReceipt (library)", () => {
  it("verifies against a parsed service-pubkey.json or did.json, and the JSON text of a receipt", () => {
    const pub = JSON.parse(JSON.stringify(svc.servicePubkeyDocument()));
    const did = JSON.parse(JSON.stringify(svc.didDocument()));
    assert.equal(verifyReceipt(receipt, pub).valid, true);
    assert.equal(verifyReceipt(JSON.stringify(receipt), did).valid, true);
    assert.equal(verifyReceipt(receipt, did, { claim: INPUT.claim, context: INPUT.context }).valid, true);
    assert.equal((verifyReceipt(receipt, did, { context: null }) as { reason?: string }).reason, "context_mismatch");
    assert.equal((verifyReceipt("{", did) as { reason?: string }).reason, "malformed");
  });

  it("refuses unusable key documents, and keys a DID did not authorise for assertions", () => {
    assert.throws(() => verifyReceipt(receipt, null), KeyDocumentError);
    assert.throws(() => verifyReceipt(receipt, { hello: 1 }), KeyDocumentError);
    const pub = JSON.parse(JSON.stringify(svc.servicePubkeyDocument()));
    pub.keys[0].publicKeyJwk.x = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo";
    assert.throws(() => verifyReceipt(receipt, pub), /different keys/);
    const did = JSON.parse(JSON.stringify(svc.didDocument()));
    did.assertionMethod = [];
    assert.equal((verifyReceipt(receipt, did) as { reason?: string }).reason, "unknown_key");
  });

  it("the README's snippet runs as written against the receipts entry (src/client/receipts.ts, the ./receipts export)", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("## Receipts"));
    const snippet = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    assert.ok(snippet?.includes('from "verity-x402/receipts"'), "the README shows the library import");
    const run = (claim: string) => {
      const program =
        `const answer = { receipt: JSON.parse(process.env.RECEIPT_JSON!) };\nconst myClaim = ${JSON.stringify(claim)};\n` +
        snippet!.replace('from "verity-x402/receipts"', `from ${JSON.stringify(path.resolve("src/client/receipts.ts"))}`) +
        "console.log(JSON.stringify(result));\n";
      writeFileSync(file("snippet.mts"), program);
      writeFileSync(file("service-pubkey.json"), JSON.stringify(svc.servicePubkeyDocument()));
      return spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), "--import", NO_NETWORK, file("snippet.mts")], {
        cwd: dir,
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "", RECEIPT_JSON: JSON.stringify(receipt) },
      });
    };
    const ok = run(INPUT.claim);
    assert.equal(ok.status, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).valid, true);
    const other = run("Another claim");
    assert.notEqual(other.status, 0);
    assert.match(other.stderr, /receipt rejected: claim_mismatch/);
  });
});
