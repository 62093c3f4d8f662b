/**
 * GET /ready for load balancers: whether this node should get traffic now. Required: the shared store and the way
 * payments settle (dev chain or facilitator); a node that is draining is never ready. The search provider is
 * reported but not required (without it only the grounded tiers answer 503), and probed at most once a minute so
 * /ready stays cheap; the payment check is cached for a few seconds for the same reason. /health stays a liveness
 * answer that touches nothing.
 */
import type { Engine, SearchProbe } from "../engine/types.js";
import type { PaymentGate } from "../payments/gate.js";
import type { Store } from "../store/types.js";

const SEARCH_PROBE_EVERY_MS = 60_000;
const PAYMENTS_CHECK_EVERY_MS = 5_000;

export interface ReadinessCheck {
  readonly ok: boolean;
  readonly required: boolean;
  readonly detail: string | null;
}

export interface ReadinessReport {
  readonly ready: boolean;
  readonly draining: boolean;
  readonly checks: { readonly store: ReadinessCheck; readonly payments: ReadinessCheck; readonly search: ReadinessCheck };
}

export interface ReadinessDeps {
  readonly store: Store;
  readonly gate: Pick<PaymentGate, "mode" | "paymentsReachable">;
  readonly engine: Engine;
  readonly draining: () => boolean;
  readonly now?: () => number;
}

/** Remembers a probe's last answer for `everyMs`; concurrent callers share one probe in flight. */
function cached<T>(everyMs: number, probe: () => Promise<T>, now: () => number): () => Promise<T> {
  let last: { at: number; value: T } | null = null;
  let inFlight: Promise<T> | null = null;
  return async () => {
    if (last && now() - last.at < everyMs) return last.value;
    inFlight ??= probe().then((value) => {
      last = { at: now(), value };
      inFlight = null;
      return value;
    });
    return inFlight;
  };
}

export function createReadiness(deps: ReadinessDeps): () => Promise<ReadinessReport> {
  const now = deps.now ?? Date.now;
  const payments = cached(PAYMENTS_CHECK_EVERY_MS, () => deps.gate.paymentsReachable(), now);
  const search = cached<SearchProbe | null>(SEARCH_PROBE_EVERY_MS, async () => (await deps.engine.probeSearch?.()) ?? null, now);
  return async () => {
    const [storeOk, paymentsOk, searchProbe] = await Promise.all([deps.store.ping(), payments(), search()]);
    const checks = {
      store: { ok: storeOk, required: true, detail: storeOk ? null : `the ${deps.store.backend} store does not answer` },
      payments: {
        ok: paymentsOk,
        required: true,
        detail: paymentsOk ? null : deps.gate.mode === "dev" ? "the dev chain does not answer" : "the facilitator does not answer",
      },
      search: {
        ok: searchProbe?.reachable ?? true,
        required: false,
        detail: searchProbe && !searchProbe.reachable ? `${searchProbe.provider}: ${searchProbe.detail}` : null,
      },
    };
    const draining = deps.draining();
    const ready = !draining && Object.values(checks).every((c) => c.ok || !c.required);
    return { ready, draining, checks };
  };
}
