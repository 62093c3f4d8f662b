/**
 * Unpaid-402 throughput and latency of the service (x402 gate, CORS, routing) against a bare node:http server
 * answering the same bytes, measured in the same run with the same load generator (autocannon). Both servers
 * run in their own child process; the ratio is what we report. Target: ≥ 0.6 of the bare server's req/s.
 */
import autocannon from "autocannon";
import { startChild } from "./support/child.js";
import { machineLine, writeResultsSection } from "./support/results.js";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 32;
const ROUNDS = 3;
const BODY = JSON.stringify({ claim: "The Eiffel Tower is in Paris." });

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non402: number;
}

async function load(url: string): Promise<Run> {
  const result = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: BODY,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const non402 = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== "402")
    .reduce((sum, [, v]) => sum + (v as { count: number }).count, 0);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non402 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const verity = await startChild<{ apiUrl: string }>("bench/support/serve-verity.ts");
const verityFull = await startChild<{ apiUrl: string }>("bench/support/serve-verity.ts", [], { CHALLENGE_CACHE: "off" });
try {
  const target = `${verity.info.apiUrl}/verify`;
  const sample = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body: BODY });
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, key) => {
    if (!["content-length", "date", "connection", "keep-alive", "transfer-encoding"].includes(key)) headers[key] = value;
  });
  const spec = { status: sample.status, headers, body: await sample.text() };
  const bare = await startChild<{ url: string }>("bench/support/serve-bare.ts", [Buffer.from(JSON.stringify(spec)).toString("base64")]);
  try {
    const fullTarget = `${verityFull.info.apiUrl}/verify`;
    const targets = { verity: target, full: fullTarget, bare: `${bare.info.url}/verify` };
    for (const url of Object.values(targets)) await load(url); // warm-up (JIT, connection pools)
    const runs: Record<keyof typeof targets, Run>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order so drift on a shared machine does not favour one side.
      const order = (Object.keys(targets) as (keyof typeof targets)[]).map((_, i, keys) => keys[(i + round) % keys.length]!);
      const results = {} as Record<keyof typeof targets, Run>;
      for (const key of order) results[key] = await load(targets[key]);
      runs.push(results);
    }
    const summary = (key: keyof typeof targets) => ({
      rps: median(runs.map((r) => r[key].rps)),
      p50: median(runs.map((r) => r[key].p50)),
      p99: median(runs.map((r) => r[key].p99)),
    });
    const [v, f, b] = [summary("verity"), summary("full"), summary("bare")];
    const ratio = v.rps / b.rps;
    const non402 = runs.reduce((s, r) => s + r.verity.non402 + r.full.non402, 0);
    const table = `${machineLine()} autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, median of ${ROUNDS} rounds in rotating order; every server in its own process, answering \`POST /verify\` with the same ${Buffer.byteLength(spec.body)}-byte body and the same headers (incl. the ${headers["payment-required"]?.length ?? 0}-byte PAYMENT-REQUIRED).

| server | req/s | p50 ms | p99 ms |
|---|---:|---:|---:|
| bare node:http (baseline) | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} |
| Verity as shipped (unpaid probes answered from the SDK-built challenge cached at start) | ${v.rps.toFixed(0)} | ${v.p50} | ${v.p99} |
| Verity with \`CHALLENGE_CACHE=off\` (every request through Hono, CORS and the x402 SDK gate) | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} |

**Ratio as shipped: ${ratio.toFixed(2)} of the bare server's requests per second** (target ≥ 0.60: ${ratio >= 0.6 ? "met" : "NOT met"}); without the challenge cache: ${(f.rps / b.rps).toFixed(2)}. Non-402 answers from Verity during the runs: ${non402}. The machine is shared (other processes run during the bench), so single runs are noisy; the rotation of the order and the median reduce, not remove, that noise.`;
    console.log(table);
    writeResultsSection("Unpaid 402 throughput", table);
  } finally {
    await bare.stop();
  }
} finally {
  await verity.stop();
  await verityFull.stop();
}
