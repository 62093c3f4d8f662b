/**
 * A command line a seller can paste to see the main finding with their own eyes. It sends the same unpaid
 * request the checker sent (never a payment).
 */
import { PROBE_BODY, PROBE_USER_AGENT } from "./probe.js";
import type { PayableFinding, PayableVerdict } from "./types.js";

/** POSIX single-quote escaping: safe for any URL, including hostile ones. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function probeCurl(url: string, extra: string, method: "POST" | "GET"): string {
  const post = method === "POST";
  return [
    "curl -sS",
    extra,
    post ? "-X POST" : "",
    `-H ${shellQuote("Accept: application/json")}`,
    post ? `-H ${shellQuote("Content-Type: application/json")}` : "",
    `-A ${shellQuote(PROBE_USER_AGENT)}`,
    post ? `--data ${shellQuote(PROBE_BODY)}` : "",
    shellQuote(url),
  ]
    .filter(Boolean)
    .join(" ");
}

const HEADER_DECODE = `tr -d '\\r' | sed -n 's/^payment-required: *//Ip' | base64 -d`;
const MANIFEST_CODES = /^(manifest_|no_manifest)/;

export function reproduceCommand(input: {
  readonly url: string;
  /** The method whose answer is reported. */
  readonly method: "POST" | "GET";
  readonly verdict: PayableVerdict;
  readonly challengeFoundIn: "header" | "body" | null;
  readonly findings: readonly PayableFinding[];
  readonly manifestUrl: string | null;
}): string {
  const { url, method, verdict, challengeFoundIn, findings, manifestUrl } = input;
  if (verdict === "refused" && findings.some((f) => f.code.startsWith("fetch_refused"))) {
    // Contacting a refused address ourselves is exactly what we will not do; the CLI shows the refusal.
    return `npx verity payable ${shellQuote(url)}`;
  }
  if (verdict === "unreachable") return probeCurl(url, "--max-time 10 -o /dev/null -w 'HTTP %{http_code}\\n'", method);
  const main = findings.find((f) => f.severity === "blocking") ?? findings[0];
  if (main && MANIFEST_CODES.test(main.code) && manifestUrl) {
    return `curl -sS ${shellQuote(manifestUrl)} ; ${probeCurl(url, "-o /dev/null -D -", method)} | ${HEADER_DECODE}`;
  }
  if (challengeFoundIn === "header") return `${probeCurl(url, "-o /dev/null -D -", method)} | ${HEADER_DECODE}`;
  return probeCurl(url, "-i", method);
}
