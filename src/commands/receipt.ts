/** `verity receipt verify FILE --key service-pubkey.json | --did did.json`: offline receipt check, no network. */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { KeyDocumentError, keySetFromDocument, parseReceiptJson, receiptOf, verifyReceipt } from "../client/receipts.js";

const HELP = `usage: verity receipt verify FILE (--key service-pubkey.json | --did did.json) [--claim TEXT] [--json]

Checks a receipt offline against a key document you saved earlier from the service
(GET /.well-known/service-pubkey.json or GET /.well-known/did.json). No network is used.
FILE is the receipt JSON, or {"receipt": ...} / a whole paid answer that has a "receipt" member (the same forms
POST /receipt/verify accepts); "-" reads stdin.

  --key FILE     the saved service-pubkey.json
  --did FILE     the saved did.json
  --claim TEXT   also require that the receipt is about exactly this claim
  --json         print the verification result as JSON

Exit status: 0 valid, 1 invalid (the reason is printed), 2 usage error or unreadable input.`;

function readInput(file: string): string {
  return readFileSync(file === "-" ? 0 : file, "utf8");
}

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        key: { type: "string" },
        did: { type: "string" },
        claim: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`verity receipt: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const [action, file, ...extra] = positionals;
  if (action !== "verify" || !file || extra.length > 0) {
    console.error(HELP);
    return 2;
  }
  if ((values.key === undefined) === (values.did === undefined)) {
    console.error("verity receipt verify: give exactly one of --key service-pubkey.json or --did did.json (no network is used)");
    return 2;
  }

  let keySet;
  const keyFile = (values.key ?? values.did)!;
  try {
    const document = parseReceiptJson(readInput(keyFile)) as Record<string, unknown>;
    const isDid = typeof document?.id === "string" && document.id.startsWith("did:");
    if (isDid !== (values.did !== undefined)) {
      throw new KeyDocumentError(values.did !== undefined ? "not a DID document (use --key for service-pubkey.json)" : "this is a DID document (use --did)");
    }
    keySet = keySetFromDocument(document);
  } catch (error) {
    const why = error instanceof KeyDocumentError ? error.message : `cannot read: ${(error as Error).message}`;
    console.error(`verity receipt verify: ${keyFile}: ${why}`);
    return 2;
  }

  let receiptText: string;
  try {
    receiptText = readInput(file);
  } catch (error) {
    console.error(`verity receipt verify: ${file}: cannot read: ${(error as Error).message}`);
    return 2;
  }
  let receipt: unknown;
  try {
    receipt = parseReceiptJson(receiptText);
  } catch {
    receipt = receiptText; // reported as malformed by verifyReceipt
  }
  // A saved paid answer ({verdict, ..., receipt}) or {receipt} is read as its receipt, as POST /receipt/verify does.
  receipt = receiptOf(receipt);

  const result = verifyReceipt(receipt, keySet, values.claim !== undefined ? { claim: values.claim } : {});
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else if (result.valid) {
    const r = receipt as Record<string, unknown>;
    console.log(
      `valid${result.test ? " (self-test receipt over a dummy claim)" : ""}: ${String(r.verdict)} (confidence ${String(r.confidence)}) ` +
        `for claim ${JSON.stringify(r.claim)}\n  issued ${String(r.issued_at)} by ${result.issuer}, key ${result.kid}, receipt ${String(r.id)}`,
    );
  } else {
    console.log(`invalid: ${result.reason}: ${result.detail}`);
  }
  return result.valid ? 0 : 1;
}
