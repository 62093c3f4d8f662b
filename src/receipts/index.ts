/**
 * The receipt service: resolves the signing key (RECEIPT_SIGNING_KEY, the key file in DATA_DIR, or a key
 * generated on first start), keeps the public key ring, signs receipts and verifies them.
 */
import path from "node:path";
import type { Config } from "../config.js";
import { didWebFromBaseUrl, didDocumentPaths } from "./did.js";
import { didDocument, servicePubkeyDocument, type ServicePubkeyDocument } from "./documents.js";
import { createProof } from "./eddsaJcs.js";
import {
  activate,
  createSeedFileExclusive,
  KEY_FILE,
  readKeyring,
  readSeedFile,
  writeKeyring,
  type Keyring,
} from "./keyring.js";
import { generateSeed, parseSeed, signingKeyFromSeed, type SigningKey } from "./keys.js";
import { buildReceiptDocument, canonicalReceiptJson, isoSeconds } from "./receipt.js";
import type { ReceiptInput, ReceiptSigner } from "./types.js";
import { keySetFromDocument, verifyReceiptWithKeys, type KeySet, type ReceiptVerification, type VerifyOptions } from "./verify.js";

export type { ReceiptInput, ReceiptPayment, ReceiptSigner } from "./types.js";
export type { ReceiptVerification, ReceiptInvalidReason, KeySet, VerifyOptions } from "./verify.js";

/** The subset of a pino logger the service uses. */
export interface ReceiptLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ReceiptService {
  /** sign() returns null when signing is off (RECEIPT_SIGNING_KEY=off). */
  readonly signer: ReceiptSigner;
  readonly enabled: boolean;
  readonly issuer: string;
  /** kid of the signing key, or null when signing is off. */
  readonly kid: string | null;
  /** Where the signing key came from. */
  readonly keySource: "env" | "file" | "generated" | "off";
  /** Paths that serve the DID document (/.well-known/did.json, plus /did.json when the base URL has a path). */
  readonly didPaths: readonly string[];
  servicePubkeyDocument(): ServicePubkeyDocument;
  didDocument(): Record<string, unknown>;
  /** Verifies against this service's published keys (current and retired). */
  verify(receipt: unknown, options?: VerifyOptions): ReceiptVerification;
  /** Signs a test receipt over a dummy claim and verifies it with the published key document. */
  selftest(): SelftestResult;
}

export interface SelftestResult {
  ok: boolean;
  signing: "on" | "off";
  issuer: string;
  kid: string | null;
  receipt: Record<string, unknown> | null;
  verification: ReceiptVerification | null;
  detail?: string;
}

export interface ReceiptServiceOptions {
  readonly log?: ReceiptLog;
  readonly now?: () => Date;
}

const SELFTEST_INPUT: ReceiptInput = {
  claim: "Verity self-test: this dummy claim is signed only to show that receipt signing works.",
  context: null,
  verdict: "uncertain",
  confidence: 0,
  tier: "quick",
  engine: { judge: "selftest", model: null, search: null },
  grounding: "none",
  payment: null,
  test: true,
};

interface ResolvedKey {
  key: SigningKey | null;
  source: ReceiptService["keySource"];
}

function resolveSigningKey(config: Config, log: ReceiptLog | undefined): ResolvedKey {
  if (config.receiptSigningKey === "off") return { key: null, source: "off" };
  if (config.receiptSigningKey !== null) return { key: signingKeyFromSeed(parseSeed(config.receiptSigningKey)), source: "env" };
  const file = path.join(config.dataDir, KEY_FILE);
  const existing = readSeedFile(file);
  if (existing !== null) {
    try {
      return { key: signingKeyFromSeed(parseSeed(existing)), source: "file" };
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
  const generated = generateSeed();
  if (!createSeedFileExclusive(file, generated)) {
    // Another process sharing DATA_DIR created it first: use theirs, so both sign with one key.
    return { key: signingKeyFromSeed(parseSeed(readSeedFile(file) ?? "")), source: "file" };
  }
  const key = signingKeyFromSeed(generated);
  log?.info({ kid: key.publicKey.kid, file }, "generated a new receipt signing key");
  return { key, source: "generated" };
}

export async function createReceiptService(config: Config, options: ReceiptServiceOptions = {}): Promise<ReceiptService> {
  const now = options.now ?? (() => new Date());
  const log = options.log;
  const issuer = didWebFromBaseUrl(config.publicBaseUrl);
  const { key, source } = resolveSigningKey(config, log);

  let keyring: Keyring = readKeyring(config.dataDir);
  if (key) {
    // A key given in RECEIPT_SIGNING_KEY is shared by every node: no node's own start time is its valid_from,
    // so all nodes publish identical key documents.
    const stamp = isoSeconds(now());
    const updated = activate(keyring, key.publicKey, stamp, source === "env" ? null : stamp);
    if (updated !== keyring) {
      keyring = updated;
      try {
        writeKeyring(config.dataDir, keyring);
      } catch (error) {
        // A read-only DATA_DIR still serves; the key ring just is not remembered for the next start.
        log?.warn({ err: error, dataDir: config.dataDir }, "could not save the receipt key ring");
      }
    }
    log?.info({ kid: key.publicKey.kid, issuer, source }, "receipt signing on");
  } else {
    log?.info({ issuer }, "receipt signing off (RECEIPT_SIGNING_KEY=off)");
  }

  const verificationMethod = key ? `${issuer}#${key.publicKey.kid}` : null;
  const verifyUrl = `${config.publicBaseUrl}/receipt/verify`;
  const pubkeyDoc = servicePubkeyDocument(issuer, keyring, { signing: key !== null, verifyUrl });
  const didDoc = didDocument(issuer, keyring);
  const keySet: KeySet = keySetFromDocument(pubkeyDoc);
  // Served as JSON copies so no caller can change the published documents.
  const pubkeyJson = JSON.stringify(pubkeyDoc);
  const didJson = JSON.stringify(didDoc);

  let clock = { second: NaN, text: "" };
  const issuedAtNow = (): string => {
    const date = now();
    const second = Math.floor(date.getTime() / 1000);
    if (second !== clock.second) clock = { second, text: isoSeconds(date) };
    return clock.text;
  };

  const sign = (input: ReceiptInput): Record<string, unknown> | null => {
    if (!key || !verificationMethod) return null;
    const issuedAt = issuedAtNow();
    const document = buildReceiptDocument(input, { issuer, issuedAt });
    const options = { privateKey: key.privateKey, verificationMethod, created: issuedAt };
    // The document is ours and new: attach the proof in place rather than copying it.
    document.proof = createProof(document, options, canonicalReceiptJson(document));
    return document;
  };

  return {
    signer: { sign },
    enabled: key !== null,
    issuer,
    kid: key?.publicKey.kid ?? null,
    keySource: source,
    didPaths: didDocumentPaths(config.publicBaseUrl),
    servicePubkeyDocument: () => JSON.parse(pubkeyJson) as ServicePubkeyDocument,
    didDocument: () => JSON.parse(didJson) as Record<string, unknown>,
    verify: (receipt, verifyOptions) => verifyReceiptWithKeys(receipt, keySet, verifyOptions),
    selftest: () => {
      const receipt = sign(SELFTEST_INPUT);
      if (!receipt) {
        return {
          ok: false,
          signing: "off",
          issuer,
          kid: null,
          receipt: null,
          verification: null,
          detail: "Receipt signing is switched off (RECEIPT_SIGNING_KEY=off); paid answers carry receipt: null.",
        };
      }
      // Verify the way a third party would: from the published document, through a JSON round trip.
      const published = keySetFromDocument(JSON.parse(pubkeyJson));
      const verification = verifyReceiptWithKeys(JSON.parse(JSON.stringify(receipt)), published);
      return { ok: verification.valid, signing: "on", issuer, kid: key!.publicKey.kid, receipt, verification };
    },
  };
}
