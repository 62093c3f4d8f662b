/**
 * Hourly limits of the free trial tools (SPEC.md "Limits"): per client scan 6, consistency 3, payable 10, and
 * one global ceiling of 150 shared by scan and consistency. Every call takes all its buckets at once through
 * Store.consume, so a refused call spends nothing and concurrent calls on any number of nodes count exactly.
 * Headers follow draft-ietf-httpapi-ratelimit-headers (RateLimit-Policy / RateLimit) plus Retry-After.
 */
import type { ConsumeResult, RateBucket, Store } from "../store/types.js";

export type TrialTool = "scan" | "consistency" | "payable";

export const HOUR_MS = 3_600_000;
export const PER_CLIENT_PER_HOUR: Readonly<Record<TrialTool, number>> = { scan: 6, consistency: 3, payable: 10 };
export const GLOBAL_PER_HOUR = 150;
/** Tools that draw on the global ceiling. */
const GLOBAL_TOOLS: ReadonlySet<TrialTool> = new Set(["scan", "consistency"]);

interface PolicyBucket extends RateBucket {
  /** Name used in the RateLimit headers and in the 429 body. */
  readonly policy: string;
  readonly scope: "client" | "global";
}

export function bucketsFor(tool: TrialTool, client: string): PolicyBucket[] {
  const buckets: PolicyBucket[] = [
    {
      key: `rl:trial:${tool}:client:${client}`,
      limit: PER_CLIENT_PER_HOUR[tool],
      windowMs: HOUR_MS,
      policy: `${tool}-per-client`,
      scope: "client",
    },
  ];
  if (GLOBAL_TOOLS.has(tool)) {
    buckets.push({ key: "rl:trial:global", limit: GLOBAL_PER_HOUR, windowMs: HOUR_MS, policy: "trial-global", scope: "global" });
  }
  return buckets;
}

export type RateDecision =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; headers: Record<string, string>; body: Record<string, unknown> };

function sfString(s: string): string {
  return `"${s.replace(/["\\]/g, "\\$&")}"`;
}

export async function takeRateLimit(store: Store, tool: TrialTool, client: string): Promise<RateDecision> {
  const buckets = bucketsFor(tool, client);
  const result: ConsumeResult = await store.consume(buckets);
  const windowSeconds = HOUR_MS / 1000;
  const policyHeader = buckets.map((b) => `${sfString(b.policy)};q=${b.limit};w=${windowSeconds}`).join(", ");
  // RateLimit names the policy nearest to exhaustion: the one that refused, else the one with least room left.
  const states = result.buckets.map((s, i) => ({ ...s, bucket: buckets[i]! }));
  const nearest = result.allowed
    ? states.reduce((a, b) => (b.remaining < a.remaining ? b : a))
    : states[result.blockedBy ?? 0]!;
  const resetSeconds = Math.max(1, Math.ceil(nearest.resetMs / 1000));
  const headers: Record<string, string> = {
    "RateLimit-Policy": policyHeader,
    RateLimit: `${sfString(nearest.bucket.policy)};r=${nearest.remaining};t=${resetSeconds}`,
  };
  if (result.allowed) return { allowed: true, headers };

  const b = nearest.bucket;
  const who = b.scope === "client" ? `per client` : `for all clients together (scan and consistency share it)`;
  return {
    allowed: false,
    headers: { ...headers, "Retry-After": String(resetSeconds) },
    body: {
      detail: `Rate limit exceeded: ${b.limit} ${tool} calls per hour ${who}. Retry in ${resetSeconds} seconds.`,
      limit: { name: b.policy, scope: b.scope, tool, quota: b.limit, window_seconds: windowSeconds },
      retry_after_seconds: resetSeconds,
    },
  };
}
