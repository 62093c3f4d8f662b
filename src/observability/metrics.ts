/**
 * What a node does, in Prometheus text format (prom-client), served on its own listener (METRICS_PORT). One
 * Registry per service, so two services in one process never mix their series. Labels are bounded: route
 * templates from a fixed list, reason codes from the refusal table, provider ids from the configuration.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { StoreOp } from "../store/types.js";

export type PaymentOutcome = "verified" | "settled" | "refused" | "released";
export type EngineStage = "search" | "fetch" | "judge";

/** The hooks the payment lifecycle calls. */
export interface PaymentMetrics {
  payment(outcome: PaymentOutcome, reason: string): void;
  rateLimited(limit: string): void;
  facilitatorVerify(seconds: number): void;
  settlement(seconds: number): void;
  paidInFlight(delta: 1 | -1): void;
}

/** The hooks the engine calls. */
export interface EngineMetrics {
  engineStage(stage: EngineStage, seconds: number): void;
  upstreamError(provider: string): void;
  verdictCache(hit: boolean): void;
}

export interface Metrics extends PaymentMetrics, EngineMetrics {
  readonly registry: Registry;
  /** One round trip to the shared Store (Redis): one command, one Lua script or one pipeline. */
  storeRoundTrip(op: StoreOp): void;
  request(listener: "api" | "trial", route: string, status: number, seconds: number): void;
  /** The text a scrape gets. */
  render(): Promise<string>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "verity_process_" });
  const requests = new Counter({ name: "verity_http_requests_total", help: "HTTP requests answered, by listener, route and status", labelNames: ["listener", "route", "status"], registers: [registry] });
  const requestSeconds = new Histogram({ name: "verity_http_request_seconds", help: "Time to answer an HTTP request", labelNames: ["listener", "route"], buckets: LATENCY_BUCKETS, registers: [registry] });
  const payments = new Counter({ name: "verity_payments_total", help: "Paid-call outcomes: verified, settled, refused (with the reason code), released (answered with an error, not charged)", labelNames: ["outcome", "reason"], registers: [registry] });
  const verifySeconds = new Histogram({ name: "verity_facilitator_verify_seconds", help: "Payment verification by the facilitator", buckets: LATENCY_BUCKETS, registers: [registry] });
  const settleSeconds = new Histogram({ name: "verity_settlement_seconds", help: "Settlement of a payment on chain through the facilitator", buckets: LATENCY_BUCKETS, registers: [registry] });
  const inFlight = new Gauge({ name: "verity_paid_requests_in_flight", help: "Paid requests verified and not yet settled or released", registers: [registry] });
  const stages = new Histogram({ name: "verity_engine_stage_seconds", help: "Engine stages of a verdict: search, fetch (pages), judge", labelNames: ["stage"], buckets: LATENCY_BUCKETS, registers: [registry] });
  const upstream = new Counter({ name: "verity_upstream_errors_total", help: "Failed calls to an upstream (search provider, LLM), by provider", labelNames: ["provider"], registers: [registry] });
  const limited = new Counter({ name: "verity_rate_limit_rejections_total", help: "Requests refused by a limit (trial quotas, payer in flight, failed payments)", labelNames: ["limit"], registers: [registry] });
  const cache = new Counter({ name: "verity_verdict_cache_total", help: "Verdict cache lookups, by result", labelNames: ["result"], registers: [registry] });
  const storeTrips = new Counter({
    name: "verity_store_round_trips_total",
    help: "Round trips to the shared Store (Redis), by Store operation: each is one command, one Lua script or one pipeline (the memory store makes none)",
    labelNames: ["op"],
    registers: [registry],
  });
  // The request series are hit on every request (the unpaid 402 fast path too): their labelled children are looked
  // up once per (listener, route, status) instead of hashing the labels each time.
  const requestSeries = new Map<string, { count: { inc(): void }; seconds: { observe(v: number): void } }>();
  return {
    registry,
    request: (listener, route, status, seconds) => {
      const key = `${listener} ${route} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = { count: requests.labels(listener, route, String(status)), seconds: requestSeconds.labels(listener, route) };
        requestSeries.set(key, series);
      }
      series.count.inc();
      series.seconds.observe(seconds);
    },
    payment: (outcome, reason) => payments.inc({ outcome, reason }),
    facilitatorVerify: (s) => verifySeconds.observe(s),
    settlement: (s) => settleSeconds.observe(s),
    paidInFlight: (delta) => inFlight.inc(delta),
    engineStage: (stage, s) => stages.observe({ stage }, s),
    upstreamError: (provider) => upstream.inc({ provider }),
    rateLimited: (limit) => limited.inc({ limit }),
    verdictCache: (hit) => cache.inc({ result: hit ? "hit" : "miss" }),
    storeRoundTrip: (op) => storeTrips.inc({ op }),
    render: () => registry.metrics(),
  };
}
