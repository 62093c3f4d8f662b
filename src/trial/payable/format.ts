/** The payability report as text for a person (the CLI's default output). */
import type { PayableReport } from "./types.js";

const VERDICT_TEXT: Record<PayableReport["verdict"], string> = {
  payable: "a current x402 buyer signs this challenge",
  "v1-only": "only an x402 v1 challenge is offered",
  unreadable: "a current buyer cannot read this 402",
  "not-gated": "no 402: nothing asks for payment",
  unreachable: "no HTTP answer",
  refused: "a current buyer declines to sign this challenge",
};

function verdictText(report: PayableReport): string {
  if (report.verdict === "refused" && report.status === null) return "we did not contact this address";
  return VERDICT_TEXT[report.verdict];
}

const yesNo = (b: boolean) => (b ? "yes" : "NO");

export function formatPayableReport(report: PayableReport): string {
  const lines: string[] = [];
  const label = (name: string, text: string) => lines.push(`  ${name.padEnd(11)} ${text}`);
  lines.push(`verity payable ${report.url}`);
  const where = [
    report.status !== null ? `HTTP ${report.status} to ${report.challenge_method}` : null,
    report.challenge_found_in ? `challenge in the ${report.challenge_found_in === "header" ? "PAYMENT-REQUIRED header" : "JSON body"}` : null,
    report.x402_version !== null ? `x402 v${report.x402_version}` : null,
  ].filter(Boolean);
  label("verdict", `${report.verdict.toUpperCase()}: ${verdictText(report)}${where.length ? ` (${where.join(", ")})` : ""}`);
  const offer = report.offer;
  if (offer) {
    const usd = offer.amount_usd !== null ? ` ($${offer.amount_usd})` : "";
    label("offer", `${offer.scheme ?? "?"} on ${offer.network ?? "?"}: ${offer.amount ?? "?"}${usd} of ${offer.asset ?? "?"} to ${offer.payTo ?? "?"}`);
    label("", `maxTimeoutSeconds ${JSON.stringify(offer.max_timeout_seconds)}, extra ${JSON.stringify(offer.extra)}${offer.offers_listed > 1 ? `, ${offer.offers_listed} offers listed` : ""}`);
    const s = offer.signable;
    label("", `signable as given: network ${yesNo(s.network)}, asset ${yesNo(s.asset)}, amount ${yesNo(s.amount)}, payTo ${yesNo(s.payTo)}`);
  }
  const m = report.manifest;
  if (report.status === null) label("manifest", "not checked (no HTTP answer from the endpoint)");
  else if (!m.found) label("manifest", "none found at /.well-known/x402.json, /.well-known/x402, /openapi.json");
  else if (!m.lists_endpoint) label("manifest", `${m.url} does not list this endpoint`);
  else if (m.agrees === null) label("manifest", `${m.url} lists this endpoint (no terms to compare)`);
  else if (m.agrees) label("manifest", `${m.url} agrees with the challenge (${m.compared.join(", ")})`);
  else label("manifest", `${m.url} DISAGREES: ${m.mismatches.map((x) => `${x.field} ${x.manifest} vs ${x.challenge}`).join("; ")}`);
  if (report.findings.length === 0) label("findings", "none");
  else {
    label("findings", "");
    for (const f of report.findings) {
      lines.push(`    [${f.severity === "blocking" ? "BLOCKING" : "advisory"}] ${f.code}: ${f.message}`);
      lines.push(`        cost: ${f.cost}`);
    }
  }
  label("reproduce", report.reproduce);
  label("buyer", `@x402/core ${report.sdk.core}, @x402/evm ${report.sdk.evm} (${report.sdk.emulates}); nothing was paid or sent`);
  return lines.join("\n");
}
