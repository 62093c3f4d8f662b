/**
 * The receipt key ring in DATA_DIR: the secret seed of the signing key (mode 0600), an optional staged next
 * seed, and a public key ring that lists every key ever used, so receipts signed by retired keys keep verifying.
 *
 *   receipt-signing-key       base64url seed of the current key (0600)
 *   receipt-signing-key.next  base64url seed of the staged next key (0600), published before it signs
 *   receipt-keys.json         public keys only: status, valid_from, retired_at, revoked_at
 */
import { chmodSync, closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import type { PublicKeyInfo } from "./keys.js";
import { publicKeyFromMultibase } from "./keys.js";

export const KEY_FILE = "receipt-signing-key";
export const NEXT_KEY_FILE = "receipt-signing-key.next";
export const KEYRING_FILE = "receipt-keys.json";
const KEYRING_FORMAT = "verity-receipt-keyring";

export type KeyStatus = "active" | "next" | "retired" | "revoked";

export interface KeyRecord {
  readonly kid: string;
  readonly publicKeyMultibase: string;
  readonly status: KeyStatus;
  /** When the key started signing (null for a staged next key). */
  readonly valid_from: string | null;
  readonly retired_at: string | null;
  readonly revoked_at: string | null;
}

export interface Keyring {
  readonly keys: readonly KeyRecord[];
}

export const EMPTY_KEYRING: Keyring = { keys: [] };

export class KeyringError extends Error {
  override name = "KeyringError";
}

export function activeKey(keyring: Keyring): KeyRecord | undefined {
  return keyring.keys.find((k) => k.status === "active");
}

const STATUSES: readonly KeyStatus[] = ["active", "next", "retired", "revoked"];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function parseRecord(value: unknown, file: string): KeyRecord {
  const r = value as Record<string, unknown>;
  const ts = (v: unknown, name: string): string | null => {
    if (v === null || v === undefined) return null;
    if (typeof v !== "string" || !TIMESTAMP.test(v)) throw new KeyringError(`${file}: ${name} must be an RFC 3339 UTC time or null`);
    return v;
  };
  if (typeof r !== "object" || r === null || typeof r.publicKeyMultibase !== "string") {
    throw new KeyringError(`${file}: every key needs publicKeyMultibase`);
  }
  let key: PublicKeyInfo;
  try {
    key = publicKeyFromMultibase(r.publicKeyMultibase);
  } catch (error) {
    throw new KeyringError(`${file}: ${(error as Error).message}`);
  }
  if (r.kid !== undefined && r.kid !== key.kid) {
    throw new KeyringError(`${file}: kid ${String(r.kid)} is not the RFC 7638 thumbprint of its key (${key.kid})`);
  }
  if (!STATUSES.includes(r.status as KeyStatus)) throw new KeyringError(`${file}: status must be one of ${STATUSES.join(", ")}`);
  return {
    kid: key.kid,
    publicKeyMultibase: key.multibase,
    status: r.status as KeyStatus,
    valid_from: ts(r.valid_from, "valid_from"),
    retired_at: ts(r.retired_at, "retired_at"),
    revoked_at: ts(r.revoked_at, "revoked_at"),
  };
}

export function readKeyring(dataDir: string): Keyring {
  const file = path.join(dataDir, KEYRING_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return EMPTY_KEYRING;
    throw error;
  }
  let parsed: { format?: unknown; keys?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch (error) {
    throw new KeyringError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (parsed.format !== KEYRING_FORMAT || !Array.isArray(parsed.keys)) {
    throw new KeyringError(`${file}: not a ${KEYRING_FORMAT} file`);
  }
  const keys = parsed.keys.map((k) => parseRecord(k, file));
  if (keys.filter((k) => k.status === "active").length > 1) throw new KeyringError(`${file}: more than one active key`);
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new KeyringError(`${file}: a key is listed twice`);
  return { keys };
}

/** Write-then-rename, so a reader never sees half a file. */
function writeAtomic(file: string, text: string, mode: number): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(tmp, "w", mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(tmp, mode);
  renameSync(tmp, file);
}

export function writeKeyring(dataDir: string, keyring: Keyring): void {
  const body = { format: KEYRING_FORMAT, version: 1, keys: keyring.keys };
  writeAtomic(path.join(dataDir, KEYRING_FILE), JSON.stringify(body, null, 2) + "\n", 0o644);
}

export function readSeedFile(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Creates a seed file only if none exists (two first starts sharing DATA_DIR agree on one key). The seed is
 * written to a temporary file first and then hard-linked into place, so nobody ever reads a half-written file.
 */
export function createSeedFileExclusive(file: string, seed: Uint8Array): boolean {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeAtomic(tmp, Buffer.from(seed).toString("base64url") + "\n", 0o600);
  try {
    linkSync(tmp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

export function replaceSeedFile(file: string, seed: Uint8Array): void {
  writeAtomic(file, Buffer.from(seed).toString("base64url") + "\n", 0o600);
}

export function removeFile(file: string): void {
  rmSync(file, { force: true });
}

/**
 * Makes `key` the signing key: the previous active key is retired (kept, so its receipts still verify); a
 * staged or retired record of the same key is promoted. A revoked key can never sign again.
 */
export function activate(keyring: Keyring, key: PublicKeyInfo, now: string, validFrom: string | null = now): Keyring {
  const existing = keyring.keys.find((k) => k.kid === key.kid);
  if (existing?.status === "active") return keyring;
  if (existing?.status === "revoked") {
    throw new KeyringError(`signing key ${key.kid} was revoked at ${existing.revoked_at}; it must not sign again`);
  }
  const keys = keyring.keys.map((k): KeyRecord => {
    if (k.kid === key.kid) return { ...k, status: "active", valid_from: validFrom, retired_at: null };
    if (k.status === "active") return { ...k, status: "retired", retired_at: now };
    return k;
  });
  if (!existing) {
    keys.push({ kid: key.kid, publicKeyMultibase: key.multibase, status: "active", valid_from: validFrom, retired_at: null, revoked_at: null });
  }
  return { keys };
}

/** Publishes a key that will sign later (memo §3.6 step 1). */
export function stageNext(keyring: Keyring, key: PublicKeyInfo): Keyring {
  if (keyring.keys.some((k) => k.kid === key.kid)) throw new KeyringError(`key ${key.kid} is already in the key ring`);
  const keys = keyring.keys.filter((k) => k.status !== "next");
  keys.push({ kid: key.kid, publicKeyMultibase: key.multibase, status: "next", valid_from: null, retired_at: null, revoked_at: null });
  return { keys };
}

/** Marks a key compromised: every receipt it signed stops verifying. The active key must be rotated first. */
export function revoke(keyring: Keyring, kid: string, now: string): Keyring {
  const target = keyring.keys.find((k) => k.kid === kid);
  if (!target) throw new KeyringError(`no key ${kid} in the key ring`);
  if (target.status === "active") {
    throw new KeyringError(`key ${kid} is the signing key; rotate first (verity keygen --rotate), then revoke it`);
  }
  return { keys: keyring.keys.map((k) => (k.kid === kid ? { ...k, status: "revoked", revoked_at: k.revoked_at ?? now } : k)) };
}
