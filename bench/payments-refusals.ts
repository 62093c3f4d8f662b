/**
 * What a payment attempt that cannot be served costs the service, measured in one run: a payment from an
 * unfunded key that goes to the facilitator (signature check + on-chain simulation, 402), against the same
 * attempt refused before any facilitator call because the client is over its failed-payment limit (429), and a
 * Permit2-shaped payment refused by shape (402). The service runs in this process (embedded chain, SDK
 * facilitator); every phase uses the same client code, so the ratios are what we report.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { loadConfig } from "../src/config.js";
import { silentLogger } from "../src/log.js";
import { startServices } from "../src/server.js";
import { eip3009Header, permit2Header } from "../test/support/payments.js";
import { machineLine, writeResultsSection } from "./support/results.js";

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 5) * 1000;
const WORKERS = 4;

async function start(failureLimit: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "verity-bench-"));
  const config = loadConfig({
    HOST: "127.0.0.1", PORT: "0", SCAN_PORT: "0", DEV_CHAIN_PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent",
    SEARCH_PROVIDER: "corpus", CORPUS_DIR: path.resolve("test/fixtures/corpus"), CHALLENGE_CACHE: "off",
  });
  const services = await startServices(config, { log: silentLogger, failureLimit: { limit: failureLimit, windowMs: 3_600_000 } });
  return { services, stop: async () => (await services.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

/** WORKERS loops, each sending its own pre-built payment header again and again; answers per second by status. */
async function load(url: string, headers: Record<string, string>[]): Promise<{ rps: number; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  const end = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    headers.map(async (h) => {
      while (Date.now() < end) {
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...h }, body: '{"claim":"x y z"}' });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return { rps: total / ((Date.now() - started) / 1000), statuses };
}

const open = await start(1_000_000);
const limited = await start(1);
try {
  const unfunded = Array.from({ length: WORKERS }, () => privateKeyToAccount(generatePrivateKey()));
  const openUrl = `${open.services.apiUrl}/verify/quick`;
  const limitedUrl = `${limited.services.apiUrl}/verify/quick`;
  const verifyHeaders = await Promise.all(unfunded.map((k) => eip3009Header(openUrl, k)));
  const limitedHeaders = await Promise.all(unfunded.map((k) => eip3009Header(limitedUrl, k)));
  const permit2Headers = await Promise.all(unfunded.map((k) => permit2Header(openUrl, k, false)));
  // Put the limited service's only client over its limit of one failure.
  await fetch(limitedUrl, { method: "POST", headers: { "content-type": "application/json", ...limitedHeaders[0]! }, body: '{"claim":"x y z"}' });
  await load(openUrl, verifyHeaders); // warm-up
  const facilitator = await load(openUrl, verifyHeaders);
  const refused = await load(limitedUrl, limitedHeaders);
  const shape = await load(openUrl, permit2Headers);
  const fmt = (s: Record<number, number>) => Object.entries(s).map(([k, v]) => `${k}×${v}`).join(", ");
  const table = `${machineLine()} ${WORKERS} concurrent clients, ${DURATION_MS / 1000} s per phase, client and service in one process, \`POST /verify/quick\`.

| payment attempt | req/s | answers |
|---|---:|---|
| unfunded key, verified by the facilitator (signature + on-chain simulation) | ${facilitator.rps.toFixed(0)} | ${fmt(facilitator.statuses)} |
| same client over its failed-payment limit: 429 before the facilitator | ${refused.rps.toFixed(0)} | ${fmt(refused.statuses)} |
| Permit2-shaped payment: 402 unsupported_transfer_method before the facilitator | ${shape.rps.toFixed(0)} | ${fmt(shape.statuses)} |

**An attempt refused by the failed-payment limit runs at ${(refused.rps / facilitator.rps).toFixed(1)}× the rate of one the facilitator verifies** (and costs the facilitator nothing); a Permit2 refusal runs at ${(shape.rps / facilitator.rps).toFixed(1)}× the facilitator path's rate. Each client may fail verification 10 times per 10 minutes before it is limited, so one client can no longer drive the facilitator at the first row's rate. Shared machine: compare ratios, not absolute numbers.`;
  console.log(table);
  writeResultsSection("Refused payment attempts", table);
} finally {
  await open.stop();
  await limited.stop();
}
