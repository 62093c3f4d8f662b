/**
 * Hourly limits of the free trial tools (SPEC.md "Limits"): per client scan 6, consistency 3, payable 10; one
 * global ceiling of 150 shared by scan and consistency, and payable's own global ceiling of 200.
 *
 * Who is "a client": the ClientKey of src/net/clientAddress.ts. An IPv4 address or IPv6 /64 gets the per-client
 * quota; an IPv6 /48 gets NETWORK_FACTOR times it, so rotating /64s (or addresses) of one /48 cannot multiply the
 * allowance beyond that.
 *
 * What counts: a call that passes validation always counts against its client's buckets. The global ceilings
 * count only calls that do work: a URL tool whose targets are all refused before any request (invalid URL,
 * scheme, userinfo, non-public address) is answered without touching them, so nobody can drain the ceiling for
 * everyone with refused calls. Every Store.consume is all-or-nothing, so a refused step spends nothing and
 * concurrent calls on any number of nodes count exactly.
 * Headers follow draft-ietf-httpapi-ratelimit-headers (RateLimit-Policy / RateLimit) plus Retry-After.
 */
import type { ClientKey } from "../net/clientAddress.js";
import type { BucketState, RateBucket, Store } from "../store/types.js";

export type TrialTool = "scan" | "consistency" | "payable";

export const HOUR_MS = 3_600_000;
export const PER_CLIENT_PER_HOUR: Readonly<Record<TrialTool, number>> = { scan: 6, consistency: 3, payable: 10 };
/** An IPv6 /48 may make this many times the per-client calls (4 busy /64s of one site, not 65,536). */
export const NETWORK_FACTOR = 4;
/** Scan and consistency together (SPEC.md). */
export const GLOBAL_PER_HOUR = 150;
/** Payable alone: at most 8 outbound requests per call, so at most 1,600 requests an hour on others' behalf. */
export const PAYABLE_GLOBAL_PER_HOUR = 200;

interface PolicyBucket extends RateBucket {
  /** Name used in the RateLimit headers and in the 429 body. */
  readonly policy: string;
  readonly scope: "client" | "network" | "global";
}

const windowSeconds = HOUR_MS / 1000;

export function clientBuckets(tool: TrialTool, client: ClientKey): PolicyBucket[] {
  const limit = PER_CLIENT_PER_HOUR[tool];
  const buckets: PolicyBucket[] = [
    { key: `rl:trial:${tool}:client:${client.host}`, limit, windowMs: HOUR_MS, policy: `${tool}-per-client`, scope: "client" },
  ];
  if (client.network !== null) {
    buckets.push({
      key: `rl:trial:${tool}:network:${client.network}`,
      limit: limit * NETWORK_FACTOR,
      windowMs: HOUR_MS,
      policy: `${tool}-per-network`,
      scope: "network",
    });
  }
  return buckets;
}

export function globalBucket(tool: TrialTool): PolicyBucket {
  return tool === "payable"
    ? { key: "rl:trial:payable-global", limit: PAYABLE_GLOBAL_PER_HOUR, windowMs: HOUR_MS, policy: "payable-global", scope: "global" }
    : { key: "rl:trial:global", limit: GLOBAL_PER_HOUR, windowMs: HOUR_MS, policy: "trial-global", scope: "global" };
}

export type RateDecision =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; headers: Record<string, string>; body: Record<string, unknown> };

function sfString(s: string): string {
  return `"${s.replace(/["\\]/g, "\\$&")}"`;
}

type Seen = BucketState & { bucket: PolicyBucket };

function policyHeader(tool: TrialTool, client: ClientKey): string {
  return [...clientBuckets(tool, client), globalBucket(tool)]
    .map((b) => `${sfString(b.policy)};q=${b.limit};w=${windowSeconds}`)
    .join(", ");
}

function allowedDecision(tool: TrialTool, client: ClientKey, seen: readonly Seen[]): RateDecision {
  // RateLimit names the policy nearest to exhaustion among those this call was counted against.
  const nearest = seen.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  const reset = Math.max(1, Math.ceil(nearest.resetMs / 1000));
  return {
    allowed: true,
    headers: {
      "RateLimit-Policy": policyHeader(tool, client),
      RateLimit: `${sfString(nearest.bucket.policy)};r=${nearest.remaining};t=${reset}`,
    },
  };
}

function refusedDecision(tool: TrialTool, client: ClientKey, blocked: PolicyBucket, resetMs: number): RateDecision {
  const reset = Math.max(1, Math.ceil(resetMs / 1000));
  const who =
    blocked.scope === "client"
      ? "per client"
      : blocked.scope === "network"
        ? `per IPv6 /48 network (${NETWORK_FACTOR} clients' worth)`
        : tool === "payable"
          ? "for all clients together"
          : "for all clients together (scan and consistency share it)";
  return {
    allowed: false,
    headers: {
      "RateLimit-Policy": policyHeader(tool, client),
      RateLimit: `${sfString(blocked.policy)};r=0;t=${reset}`,
      "Retry-After": String(reset),
    },
    body: {
      detail: `Rate limit exceeded: ${blocked.limit} ${tool} calls per hour ${who}. Retry in ${reset} seconds.`,
      limit: { name: blocked.policy, scope: blocked.scope, tool, quota: blocked.limit, window_seconds: windowSeconds },
      retry_after_seconds: reset,
    },
  };
}

async function consume(store: Store, buckets: PolicyBucket[]): Promise<{ seen: Seen[]; blocked: Seen | null }> {
  const result = await store.consume(buckets);
  const seen = result.buckets.map((s, i) => ({ ...s, bucket: buckets[i]! }));
  return { seen, blocked: result.allowed ? null : seen[result.blockedBy ?? 0]! };
}

/** Counts a call against every bucket at once: the client's and the global ceiling (a call that will do work). */
export async function takeRateLimit(store: Store, tool: TrialTool, client: ClientKey): Promise<RateDecision> {
  const { seen, blocked } = await consume(store, [...clientBuckets(tool, client), globalBucket(tool)]);
  return blocked ? refusedDecision(tool, client, blocked.bucket, blocked.resetMs) : allowedDecision(tool, client, seen);
}

/**
 * A call in two steps, for tools that may refuse their targets before doing any work:
 *   const admission = await admitClient(...)   — counts the call against the client (the refusal check itself,
 *                                                a DNS lookup, is work we only do within the client's quota);
 *   then either answer the refusal (the global ceiling untouched) or `await admission.takeGlobal()`.
 * A full global ceiling is seen before the client is charged (a read of the counter), so a client is charged for a
 * global 429 only when the ceiling fills between the two steps.
 */
export async function admitClient(
  store: Store,
  tool: TrialTool,
  client: ClientKey,
): Promise<{ decision: RateDecision; takeGlobal(): Promise<RateDecision> }> {
  const ceiling = globalBucket(tool);
  const counted = Number((await store.get(ceiling.key)) ?? 0);
  if (Number.isFinite(counted) && counted >= ceiling.limit) {
    // The window's reset time is not readable through get(); a zero-limit consume answers it without counting.
    const { blocked } = await consume(store, [{ ...ceiling, limit: 0 }]);
    const decision = refusedDecision(tool, client, ceiling, blocked?.resetMs ?? HOUR_MS);
    return { decision, takeGlobal: async () => decision };
  }
  const { seen, blocked } = await consume(store, clientBuckets(tool, client));
  const decision = blocked ? refusedDecision(tool, client, blocked.bucket, blocked.resetMs) : allowedDecision(tool, client, seen);
  return {
    decision,
    takeGlobal: async () => {
      const global = await consume(store, [ceiling]);
      if (global.blocked) return refusedDecision(tool, client, ceiling, global.blocked.resetMs);
      return allowedDecision(tool, client, [...seen, ...global.seen]);
    },
  };
}
