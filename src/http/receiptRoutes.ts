/**
 * Free receipt routes, mounted at "/" by the api app: the published key documents, stateless receipt
 * verification with a hard 64 KB body cap, and a signing self-test.
 */
import { Hono, type Context } from "hono";
import type { ReceiptService } from "../receipts/index.js";
import { parseStrictJson } from "../receipts/strictJson.js";
import { readBodyCapped } from "./body.js";
import { jsonText } from "./errors.js";

export const RECEIPT_VERIFY_MAX_BYTES = 64 * 1024;

/** Paths and methods served, for the api app's 405 handling. */
export function receiptRoutePaths(service: Pick<ReceiptService, "didPaths">): Record<string, string[]> {
  const paths: Record<string, string[]> = {
    "/.well-known/service-pubkey.json": ["GET"],
    "/receipt/verify": ["POST"],
    "/receipt/selftest": ["GET"],
  };
  for (const p of service.didPaths) paths[p] = ["GET"];
  return paths;
}

const PUBLIC_DOCUMENT_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  // Short enough that a rotation (which publishes the next key first) reaches verifiers within one period.
  "Cache-Control": "public, max-age=300",
};

function malformed(detail: string) {
  return JSON.stringify({ valid: false, reason: "malformed", detail, kid: null, issuer: null });
}

export function createReceiptRoutes(service: ReceiptService): Hono {
  const app = new Hono();
  const pubkeyBody = JSON.stringify(service.servicePubkeyDocument());
  const didBody = JSON.stringify(service.didDocument());

  app.get("/.well-known/service-pubkey.json", (c) => jsonText(c, 200, pubkeyBody, PUBLIC_DOCUMENT_HEADERS));
  for (const p of service.didPaths) app.get(p, (c) => jsonText(c, 200, didBody, PUBLIC_DOCUMENT_HEADERS));

  app.post("/receipt/verify", (c) => verifyRoute(c, service));

  app.get("/receipt/selftest", (c) => {
    const result = service.selftest();
    return c.json(result, 200, { "Cache-Control": "no-store" });
  });
  return app;
}

/**
 * Any body that is not a receipt is answered 200 `valid:false, reason:"malformed"` (one branch for callers:
 * "is this a valid receipt?"); only a body over the cap (413) or a broken upload (400) is an HTTP error.
 * The body is read as JSON whatever its Content-Type, so `curl -d @receipt.json` works.
 */
async function verifyRoute(c: Context, service: ReceiptService): Promise<Response> {
  const noStore = { "Cache-Control": "no-store" };
  const raw = await readBodyCapped(c.req.raw, RECEIPT_VERIFY_MAX_BYTES);
  if (!raw.ok) {
    if (raw.reason === "too-large") {
      return jsonText(
        c,
        413,
        JSON.stringify({ detail: `Request body too large: a receipt is at most ${RECEIPT_VERIFY_MAX_BYTES} bytes` }),
        { ...noStore, Connection: "close" },
      );
    }
    return jsonText(c, 400, JSON.stringify({ detail: "There was an error reading the body" }), noStore);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw.bytes); // strips a leading BOM
  } catch {
    return jsonText(c, 200, malformed("the body is not valid UTF-8"), noStore);
  }
  if (text.trim() === "") return jsonText(c, 200, malformed("the body is empty; send the receipt object as JSON"), noStore);
  let receipt: unknown;
  try {
    receipt = parseStrictJson(text);
  } catch (error) {
    return jsonText(c, 200, malformed(`the body is not valid JSON: ${(error as Error).message}`), noStore);
  }
  return jsonText(c, 200, JSON.stringify(service.verify(receipt)), noStore);
}
