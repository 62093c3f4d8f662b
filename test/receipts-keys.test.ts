import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { verifyReceipt } from "../src/client/index.js";
import { loadConfig } from "../src/config.js";
import { signDocument } from "../src/receipts/eddsaJcs.js";
import { createReceiptService } from "../src/receipts/index.js";
import { KEY_FILE, KEYRING_FILE, NEXT_KEY_FILE } from "../src/receipts/keyring.js";
import { parseSeed, signingKeyFromSeed } from "../src/receipts/keys.js";
import type { ReceiptInput } from "../src/receipts/types.js";

const INPUT: ReceiptInput = {
  claim: "The Moon orbits the Earth.",
  context: null,
  verdict: "supported",
  confidence: 0.95,
  tier: "quick",
  engine: { judge: "embedded", model: null, search: null },
  payment: null,
};
const BASE = "https://verity.example:8443";
const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "verity-keys-"));
  dirs.push(dir);
  return dir;
}

function service(dataDir: string, env: Record<string, string> = {}, now?: () => Date) {
  const logs: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = { info: (obj: object, msg: string) => logs.push({ obj: obj as Record<string, unknown>, msg }), warn: () => {} };
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: BASE, ...env });
  return createReceiptService(config, { log, ...(now ? { now } : {}) }).then((s) => ({ s, logs }));
}

function keygen(dataDir: string, ...args: string[]) {
  const script = `import(${JSON.stringify(path.resolve("src/commands/keygen.ts"))}).then((m) => m.run(process.argv.slice(1))).then((c) => { process.exitCode = c; })`;
  const result = spawnSync(process.execPath, ["--import", "tsx", "-e", script, "--", ...args, "--data-dir", dataDir], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("receipt keys: generation, reuse, rotation, retirement, revocation", () => {
  it("the first start generates a key (mode 0600) and logs its kid; later starts reuse it", async () => {
    const dir = tempDir();
    const first = await service(dir);
    assert.equal(first.s.keySource, "generated");
    assert.equal(first.s.issuer, "did:web:verity.example%3A8443");
    const generatedLog = first.logs.find((l) => l.msg.includes("generated"));
    assert.equal(generatedLog?.obj.kid, first.s.kid);
    assert.equal(statSync(path.join(dir, KEY_FILE)).mode & 0o777, 0o600);
    const ring = JSON.parse(readFileSync(path.join(dir, KEYRING_FILE), "utf8"));
    assert.equal(ring.keys.length, 1);
    assert.equal(ring.keys[0].status, "active");
    assert.ok(!JSON.stringify(ring).includes(readFileSync(path.join(dir, KEY_FILE), "utf8").trim()), "no secret in the key ring");

    const second = await service(dir);
    assert.equal(second.s.keySource, "file");
    assert.equal(second.s.kid, first.s.kid);
    const receipt = first.s.signer.sign(INPUT);
    assert.equal(second.s.verify(receipt).valid, true);
  });

  it("two processes starting at once on an empty DATA_DIR agree on one key", async () => {
    const dir = tempDir();
    const script = `const { loadConfig } = await import(${JSON.stringify(path.resolve("src/config.ts"))});
      const { createReceiptService } = await import(${JSON.stringify(path.resolve("src/receipts/index.ts"))});
      const s = await createReceiptService(loadConfig({ DATA_DIR: process.argv[1], PUBLIC_BASE_URL: "${BASE}" }));
      console.log(s.kid);`;
    const start = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir], { stdio: ["ignore", "pipe", "inherit"] });
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}`))));
      });
    const [a, b] = await Promise.all([start(), start()]);
    assert.match(a, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(a, b);
    assert.equal((await service(dir)).s.kid, a);
  });

  it("RECEIPT_SIGNING_KEY takes precedence; a new one retires the old key, whose receipts keep verifying", async () => {
    const dir = tempDir();
    let clock = new Date("2026-11-01T10:00:00Z");
    const now = () => clock;
    const old = await service(dir, {}, now);
    const oldReceipt = old.s.signer.sign(INPUT)!;

    clock = new Date("2026-11-02T10:00:00Z");
    const seed = Buffer.alloc(32, 42).toString("base64url");
    const next = await service(dir, { RECEIPT_SIGNING_KEY: seed }, now);
    assert.equal(next.s.keySource, "env");
    assert.equal(next.s.kid, signingKeyFromSeed(Buffer.alloc(32, 42)).publicKey.kid);
    const doc = next.s.servicePubkeyDocument();
    assert.equal(doc.current, `${next.s.issuer}#${next.s.kid}`);
    const retired = doc.keys.find((k) => k.kid === old.s.kid)!;
    assert.deepEqual([retired.status, retired.retired_at], ["retired", "2026-11-02T10:00:00Z"]);
    const did = next.s.didDocument() as { assertionMethod: string[] };
    assert.ok(did.assertionMethod.includes(`${next.s.issuer}#${old.s.kid}`), "retired keys stay under assertionMethod");

    // Old receipts verify with the new documents, through the service and offline through both documents.
    assert.equal(next.s.verify(oldReceipt).valid, true);
    assert.equal(verifyReceipt(oldReceipt, JSON.parse(JSON.stringify(doc))).valid, true);
    assert.equal(verifyReceipt(oldReceipt, next.s.didDocument()).valid, true);
    assert.equal(next.s.verify(next.s.signer.sign(INPUT)).valid, true);

    // The retired key signing after its retirement (a stolen old key) is refused.
    const oldKey = signingKeyFromSeed(parseSeed(readFileSync(path.join(dir, KEY_FILE), "utf8")));
    const { proof: _p, ...body } = oldReceipt;
    const late = signDocument({ ...body, issued_at: "2026-11-03T00:00:00Z" }, {
      privateKey: oldKey.privateKey,
      verificationMethod: `${old.s.issuer}#${old.s.kid}`,
      created: "2026-11-03T00:00:00Z",
    });
    assert.equal((next.s.verify(late) as { reason?: string }).reason, "key_retired");
  });

  it("verity keygen --stage-next publishes the next key before it signs; --rotate promotes it", async () => {
    const dir = tempDir();
    const first = await service(dir);
    const oldReceipt = first.s.signer.sign(INPUT)!;

    const staged = keygen(dir, "--stage-next", "--json");
    assert.equal(staged.code, 0, staged.stderr);
    const nextKid = JSON.parse(staged.stdout).next as string;
    assert.equal(statSync(path.join(dir, NEXT_KEY_FILE)).mode & 0o777, 0o600);
    const published = await service(dir);
    assert.equal(published.s.kid, first.s.kid, "staging does not change the signing key");
    const nextEntry = published.s.servicePubkeyDocument().keys.find((k) => k.kid === nextKid);
    assert.equal(nextEntry?.status, "next");
    assert.ok((published.s.didDocument() as { assertionMethod: string[] }).assertionMethod.includes(`${first.s.issuer}#${nextKid}`));

    const rotated = keygen(dir, "--rotate", "--json");
    assert.equal(rotated.code, 0, rotated.stderr);
    assert.deepEqual(JSON.parse(rotated.stdout), { current: nextKid, retired: first.s.kid });
    const after = await service(dir);
    assert.equal(after.s.kid, nextKid);
    assert.equal(after.s.verify(oldReceipt).valid, true);
    const statuses = Object.fromEntries(after.s.servicePubkeyDocument().keys.map((k) => [k.kid, k.status]));
    assert.deepEqual(statuses, { [first.s.kid!]: "retired", [nextKid]: "active" });

    const list = keygen(dir, "--list");
    assert.equal(list.code, 0);
    assert.match(list.stdout, new RegExp(`retired\\s+${first.s.kid}`));
  });

  it("--revoke refuses the signing key, and a revoked key's receipts stop verifying everywhere", async () => {
    const dir = tempDir();
    const first = await service(dir);
    const revokedSeed = readFileSync(path.join(dir, KEY_FILE), "utf8").trim();
    const receipt = first.s.signer.sign(INPUT)!;
    const refused = keygen(dir, `--revoke=${first.s.kid!}`);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /rotate first/);

    assert.equal(keygen(dir, "--rotate").code, 0);
    const revoked = keygen(dir, `--revoke=${first.s.kid!}`);
    assert.equal(revoked.code, 0, revoked.stderr);
    const after = await service(dir);
    assert.equal((after.s.verify(receipt) as { reason?: string }).reason, "key_revoked");
    const did = after.s.didDocument() as { verificationMethod: { id: string; revoked?: string }[] };
    assert.ok(did.verificationMethod.find((m) => m.id.endsWith(first.s.kid!))?.revoked);
    assert.equal((verifyReceipt(receipt, after.s.didDocument()) as { reason?: string }).reason, "key_revoked");
    // A revoked key is never used to sign again.
    await assert.rejects(service(dir, { RECEIPT_SIGNING_KEY: revokedSeed }), /was revoked/);
  });

  it("keygen with no option prints a seed that RECEIPT_SIGNING_KEY accepts, and writes nothing", async () => {
    const dir = tempDir();
    const out = keygen(dir);
    assert.equal(out.code, 0);
    const seed = /^RECEIPT_SIGNING_KEY=([A-Za-z0-9_-]{43})$/m.exec(out.stdout)?.[1];
    assert.ok(seed, out.stdout);
    assert.throws(() => statSync(path.join(dir, KEY_FILE)));
    const { s } = await service(dir, { RECEIPT_SIGNING_KEY: seed });
    assert.match(out.stderr, new RegExp(s.kid!));
  });

  it("signing off still publishes the keys of earlier receipts; corrupt files stop the start with the file named", async () => {
    const dir = tempDir();
    const first = await service(dir);
    const receipt = first.s.signer.sign(INPUT)!;
    const off = await service(dir, { RECEIPT_SIGNING_KEY: "off" });
    assert.equal(off.s.signer.sign(INPUT), null);
    assert.equal(off.s.servicePubkeyDocument().signing, "off");
    assert.equal(off.s.servicePubkeyDocument().keys.length, 1);
    assert.equal(off.s.verify(receipt).valid, true);

    writeFileSync(path.join(dir, KEYRING_FILE), "{not json");
    await assert.rejects(service(dir), /receipt-keys\.json: not valid JSON/);
    const dir2 = tempDir();
    writeFileSync(path.join(dir2, KEY_FILE), "too-short\n");
    await assert.rejects(service(dir2), /receipt-signing-key: a signing key must be a 32-byte Ed25519 seed/);
  });
});
