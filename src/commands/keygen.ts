/** `verity keygen`: make receipt signing keys and rotate the key ring in DATA_DIR. */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import {
  activate,
  activeKey,
  KEY_FILE,
  KeyringError,
  NEXT_KEY_FILE,
  readKeyring,
  readSeedFile,
  removeFile,
  replaceSeedFile,
  revoke,
  stageNext,
  writeKeyring,
} from "../receipts/keyring.js";
import { generateSeed, parseSeed, signingKeyFromSeed } from "../receipts/keys.js";
import { isoSeconds } from "../receipts/receipt.js";

const HELP = `usage: verity keygen [--stage-next | --rotate | --revoke=KID | --list] [--data-dir DIR] [--json]

With no option: prints a new Ed25519 seed for a secret store (RECEIPT_SIGNING_KEY=...) on stdout and its
key id on stderr. Nothing is written.

Key ring in DATA_DIR (default from the DATA_DIR variable, ./.verity):
  --stage-next   make the next key and publish it as "next" (seed in receipt-signing-key.next, mode 0600),
                 so verifiers can pin it before it signs
  --rotate       make the staged next key (or a new one) the signing key; the old key is retired but stays
                 published forever, so its receipts keep verifying. Restart the service afterwards.
  --revoke=KID   mark a retired key as compromised: every receipt it signed stops verifying (write it with
                 "=": a kid may start with "-")
  --list         show the key ring
  --json         machine-readable output

Exit status: 0 done, 1 refused (e.g. revoking the signing key), 2 usage error.`;

function dataDirFrom(explicit: string | undefined): { dataDir: string; envKey: boolean } {
  if (explicit !== undefined) {
    let envKey = false;
    try {
      envKey = loadConfig().receiptSigningKey !== null;
    } catch {
      // The rest of the configuration does not matter for a key ring in an explicit directory.
    }
    return { dataDir: path.resolve(explicit), envKey };
  }
  const config = loadConfig();
  return { dataDir: config.dataDir, envKey: config.receiptSigningKey !== null };
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        "stage-next": { type: "boolean" },
        rotate: { type: "boolean" },
        revoke: { type: "string" },
        list: { type: "boolean" },
        "data-dir": { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`verity keygen: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const actions = [values["stage-next"], values.rotate, values.revoke !== undefined, values.list].filter(Boolean);
  if (actions.length > 1) {
    console.error("verity keygen: choose one of --stage-next, --rotate, --revoke, --list");
    return 2;
  }
  const print = (text: string, json: unknown) => console.log(values.json ? JSON.stringify(json, null, 2) : text);

  if (actions.length === 0) {
    const seed = generateSeed();
    const key = signingKeyFromSeed(seed);
    if (values.json) {
      print("", { seed: seed.toString("base64url"), kid: key.publicKey.kid, publicKeyMultibase: key.publicKey.multibase });
    } else {
      console.log(`RECEIPT_SIGNING_KEY=${seed.toString("base64url")}`);
      console.error(`kid ${key.publicKey.kid}, public key ${key.publicKey.multibase}. Keep the seed secret.`);
    }
    return 0;
  }

  let dataDir: string;
  let envKey: boolean;
  try {
    ({ dataDir, envKey } = dataDirFrom(values["data-dir"]));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`verity keygen: configuration error: ${error.message} (or pass --data-dir)`);
      return 2;
    }
    throw error;
  }
  const now = isoSeconds(new Date());
  try {
    let keyring = readKeyring(dataDir);
    if (values.list) {
      print(
        keyring.keys.length === 0
          ? `no receipt keys in ${dataDir}`
          : keyring.keys.map((k) => `${k.status.padEnd(8)} ${k.kid}  valid_from ${k.valid_from ?? "-"}  retired_at ${k.retired_at ?? "-"}  revoked_at ${k.revoked_at ?? "-"}`).join("\n"),
        keyring,
      );
      return 0;
    }
    if (values.revoke !== undefined) {
      keyring = revoke(keyring, values.revoke, now);
      writeKeyring(dataDir, keyring);
      print(`revoked ${values.revoke}: receipts it signed no longer verify. Restart the service to publish this.`, { revoked: values.revoke });
      return 0;
    }

    // The seed file of the key that signs today; record it if the service never did.
    const currentSeed = readSeedFile(path.join(dataDir, KEY_FILE));
    if (currentSeed !== null && !envKey) keyring = activate(keyring, signingKeyFromSeed(parseSeed(currentSeed)).publicKey, now);

    if (values["stage-next"]) {
      const seed = generateSeed();
      const next = signingKeyFromSeed(seed);
      keyring = stageNext(keyring, next.publicKey);
      replaceSeedFile(path.join(dataDir, NEXT_KEY_FILE), seed);
      writeKeyring(dataDir, keyring);
      print(
        `staged next key ${next.publicKey.kid}; restart the service to publish it, wait one cache period (5 minutes), then run "verity keygen --rotate".`,
        { next: next.publicKey.kid },
      );
      return 0;
    }

    // --rotate
    if (envKey) {
      console.error(
        "verity keygen: RECEIPT_SIGNING_KEY is set and takes precedence over the key file. Rotate by putting a new seed " +
          "(verity keygen, or the staged receipt-signing-key.next) in your secret store and restarting: the service " +
          "then retires the old key in the key ring itself.",
      );
      return 1;
    }
    const staged = readSeedFile(path.join(dataDir, NEXT_KEY_FILE));
    const seed = staged !== null ? parseSeed(staged) : generateSeed();
    const next = signingKeyFromSeed(seed);
    const previous = activeKey(keyring);
    keyring = activate(keyring, next.publicKey, now);
    // Seed first: if we stop between the two writes, the next start finds the new seed and retires the old key.
    replaceSeedFile(path.join(dataDir, KEY_FILE), seed);
    removeFile(path.join(dataDir, NEXT_KEY_FILE));
    writeKeyring(dataDir, keyring);
    print(
      `rotated: new signing key ${next.publicKey.kid}${previous ? `; ${previous.kid} retired at ${now} and still published` : ""}. Restart the service.`,
      { current: next.publicKey.kid, retired: previous?.kid ?? null },
    );
    return 0;
  } catch (error) {
    if (error instanceof KeyringError) {
      console.error(`verity keygen: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
