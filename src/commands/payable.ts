/** `verity payable URL [--json]`: check whether a current x402 buyer can pay an endpoint, and what it costs. */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { createSafeFetcher } from "../net/index.js";
import { formatPayableReport } from "../trial/payable/format.js";
import { checkPayable, MAX_PAYABLE_URL_LENGTH } from "../trial/payable/index.js";

const HELP = `usage: verity payable URL [--json]

Checks one paid endpoint the way a current x402 buyer (@x402/fetch) would: one unpaid POST with a JSON
body, the host's manifest (/.well-known/x402.json, /.well-known/x402, /openapi.json x-payment-info), then
the 402 challenge is read and signed by the x402 SDK's own buyer code with a throwaway key. The signature
is never sent and nothing is paid. "payable" describes the shape of the challenge only; it does not promise
that a settlement would clear.

Only public http(s) addresses are contacted; NET_ALLOW (IPs, CIDRs, host names) lets others through.

options:
  --json       print the report as JSON
  -h, --help   show this help

exit status: 0 payable, 1 any other verdict, 2 usage or configuration error`;

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`verity payable: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(`verity payable: expected exactly one URL\n\n${HELP}`);
    return 2;
  }
  const url = positionals[0]!;
  if (url.length > MAX_PAYABLE_URL_LENGTH) {
    console.error(`verity payable: the URL is ${url.length} characters; at most ${MAX_PAYABLE_URL_LENGTH} are accepted`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`verity payable: ${error.message}`);
      return 2;
    }
    throw error;
  }
  let fetcher;
  try {
    fetcher = createSafeFetcher({ allow: config.netAllow });
  } catch (error) {
    // parseNetAllow names the bad NET_ALLOW entry.
    console.error(`verity payable: ${(error as Error).message}`);
    return 2;
  }
  try {
    const report = await checkPayable(url, { fetcher });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatPayableReport(report));
    return report.verdict === "payable" ? 0 : 1;
  } finally {
    await fetcher.close();
  }
}
