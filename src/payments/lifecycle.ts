/**
 * The payment lifecycle of one paid call, independent of the transport (HTTP gate, MCP):
 *   accept the payload's shape → match the route → one Store round trip: failure limit, nonce claim and (when the
 *   signature proves the payer here, payerProof.ts) payer lock → verify (facilitator) → [payer lock, when the
 *   payer was not proven before] → run the handler → settle after a successful answer, or give everything back;
 *   either way one Store round trip unlocks, gives the nonce back unless settled and writes what the handler left
 *   for the end (callKeys.ts).
 * A payment is served only with a claim key (its EIP-3009 nonce) held in the Store; every refusal is a value
 * from refusals.ts, and facilitator or chain text goes only to the log.
 */
import type { x402ResourceServer } from "@x402/core/server";
import { encodePaymentResponseHeader } from "@x402/core/http";
import { VerifyError, type PaymentRequired, type PaymentRequirements, type SettleResponse, type VerifyResponse } from "@x402/core/types";
import type { Tier } from "../contract/tiers.js";
import type { Logger } from "../log.js";
import type { PaymentMetrics } from "../observability/metrics.js";
import type { ReceiptPayment } from "../receipts/types.js";
import { StoreUnavailableError, type Store, type StoreEntry } from "../store/types.js";
import { CallKeys } from "./callKeys.js";
import type { FailureLimiter, FailureLimitRefusal } from "./failureLimit.js";
import { acceptPayload } from "./paymentPayload.js";
import { PAYER_BUSY_RETRY_SECONDS } from "./payerLock.js";
import { payerProvenLocally } from "./payerProof.js";
import { refusals, type PaymentRefusal } from "./refusals.js";

/** What the handler of a paid call gets: the payment (for the receipt) and a place for Store writes. */
export interface PaidCallContext {
  readonly payment: ReceiptPayment;
  /**
   * A Store write (the verdict-cache entry) sent when the call ends, in the same round trip as the unlock. Lost
   * with it if the Store is down then: only for writes whose loss costs nothing but a later recomputation.
   */
  writeAtEnd(entry: StoreEntry): void;
}

/** A verified payment whose nonce and payer are held until settle() or release(). */
export interface PaidCall extends PaidCallContext {
  /** Settle after a successful answer (status < 400). On failure the nonce is given back. Releases the payer. */
  settle(): Promise<SettleOutcome>;
  /** The answer was an error: nothing is settled, the nonce and the payer are given back. */
  release(): Promise<void>;
}

export type SettleOutcome =
  | { ok: true; settlement: SettleResponse; headers: Record<string, string> }
  | { ok: false; refusal: PaymentRefusal };

export type OpenOutcome = { ok: true; call: PaidCall } | { ok: false; refusal: PaymentRefusal };

export type RunOutcome<T> =
  | { kind: "refused"; refusal: PaymentRefusal }
  /** The handler answered with an error: nothing was charged. */
  | { kind: "unpaid-answer"; result: T }
  | { kind: "settled"; result: T; payment: ReceiptPayment; settlement: SettleResponse; headers: Record<string, string> };

export interface PaymentLifecycle {
  /** The route's PaymentRequired (what the 402 challenge carries), with `error` set when given. */
  paymentRequired(tier: Tier, error?: string): PaymentRequired;
  /** Everything up to the handler: shape, limits, match, nonce claim, verification, payer lock. */
  open(tier: Tier, payload: Record<string, unknown>, client: string): Promise<OpenOutcome>;
  /**
   * The whole lifecycle around `handler` for a transport that is not HTTP (MCP): `succeeded` says whether
   * the handler's result is a successful answer that may be charged. A handler that throws is never charged.
   */
  run<T>(
    tier: Tier,
    payload: Record<string, unknown>,
    client: string,
    handler: (call: PaidCallContext) => Promise<T>,
    succeeded: (result: T) => boolean,
  ): Promise<RunOutcome<T>>;
}

export interface LifecycleDeps {
  readonly server: x402ResourceServer;
  readonly store: Store;
  readonly log: Logger;
  readonly failures: FailureLimiter;
  /** The route's PaymentRequired as the SDK builds it for an unpaid request (built once at start). */
  readonly required: ReadonlyMap<string, PaymentRequired>;
  /**
   * Reads a payer's USDC balance (atomic units) where the service can see the chain (the dev chain), so a refused
   * payment can say "the payer holds X, this call costs Y" instead of a bare simulation failure.
   */
  readonly usdcBalance?: (address: `0x${string}`) => Promise<bigint>;
  readonly metrics?: PaymentMetrics;
}

/** Verification failures that a too-small balance produces (the SDK's facilitator simulates the transfer). */
const BALANCE_FAILURES = /simulation_failed|insufficient_(balance|funds)/;

function usdcAmount(atomic: bigint): string {
  const whole = atomic / 1_000_000n;
  const fraction = (atomic % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "");
  return fraction === "" ? `${whole}` : `${whole}.${fraction}`;
}

export function createPaymentLifecycle(deps: LifecycleDeps): PaymentLifecycle {
  const { server, store, log, failures, metrics } = deps;

  const paymentRequired = (tier: Tier, error?: string): PaymentRequired => {
    const required = deps.required.get(tier.path);
    if (!required) throw new Error(`no payment requirements for ${tier.path}`);
    return error === undefined ? required : { ...required, error };
  };

  /** "the payer holds X USDC; this call costs Y USDC" when a balance failure is a real shortfall, else undefined. */
  async function shortfall(reason: string, payer: string, price: bigint): Promise<string | undefined> {
    if (!deps.usdcBalance || !BALANCE_FAILURES.test(reason) || !/^0x[0-9a-fA-F]{40}$/.test(payer)) return undefined;
    try {
      const held = await deps.usdcBalance(payer as `0x${string}`);
      return held < price ? `the payer ${payer} holds ${usdcAmount(held)} USDC; this call costs ${usdcAmount(price)} USDC` : undefined;
    } catch (error) {
      log.warn({ event: "balance-read-failed", err: error }, "could not read the payer's balance");
      return undefined;
    }
  }

  /**
   * Everything before the handler; with the Store unreachable, a free 503 before any work (never a verdict without
   * a nonce claim). A nonce claimed just before the outage is given back when possible; if not, it expires.
   */
  async function open(tier: Tier, decoded: Record<string, unknown>, client: string): Promise<OpenOutcome> {
    const held: { keys?: CallKeys } = {};
    let outcome: OpenOutcome;
    try {
      outcome = await openWith(tier, decoded, client, held);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      log.warn({ event: "store-unavailable", tier: tier.id, err: error.message }, "payment refused: the store is unreachable");
      await held.keys?.end(false).catch(() => {});
      outcome = { ok: false, refusal: refusals.storeUnavailable() };
    }
    if (outcome.ok) {
      metrics?.payment("verified", "ok");
      metrics?.paidInFlight(1);
    } else {
      metrics?.payment("refused", outcome.refusal.error);
      if (outcome.refusal.status === 429) metrics?.rateLimited(outcome.refusal.error);
    }
    return outcome;
  }

  /** Store bookkeeping after the answer (unlock, give back the nonce, cache) never stands between a buyer and an answer. */
  async function bestEffort(what: string, step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      log.warn({ event: "store-unavailable", step: what, err: error.message }, "store bookkeeping skipped; the key expires on its own");
    }
  }

  const limitedRefusal = (tier: Tier, client: string, limited: FailureLimitRefusal): OpenOutcome => {
    log.info({ event: "payment-failure-limit", client, tier: tier.id }, "payment attempt refused: too many failed verifications");
    return {
      ok: false,
      refusal: refusals.tooManyFailures(failures.policy.limit, Math.round(failures.policy.windowMs / 1000), limited.retryAfterSeconds, limited.headers),
    };
  };

  async function openWith(tier: Tier, decoded: Record<string, unknown>, client: string, held: { keys?: CallKeys }): Promise<OpenOutcome> {
    const accepted = acceptPayload(decoded);
    if (!accepted.ok) return accepted;
    const { payload, payment, transfer } = accepted;

    const required = paymentRequired(tier);
    const requirements = server.findMatchingRequirements(required.accepts, payload) as PaymentRequirements | undefined;
    const extensions = requirements ? server.validateExtensions(required, payload) : undefined;
    if (!requirements || !extensions || !extensions.valid) {
      // Refused without a claim; a client over the failure limit is told that first (one round trip).
      const limited = await failures.check(client);
      if (limited) return limitedRefusal(tier, client, limited);
      if (!extensions) return { ok: false, refusal: refusals.noMatch() };
      const reason = extensions.valid ? undefined : extensions.invalidReason;
      return { ok: false, refusal: refusals.notVerified(reason ?? "invalid_extensions") };
    }

    // One round trip before verification: the failure limit, the nonce claim (a replay, even concurrent, costs no
    // facilitator call and never reaches the handler) and, when the signature proves the payer, the payer lock.
    const provenPayer = await payerProvenLocally(transfer, requirements);
    const keys = new CallKeys(store, payment, failures.bucket(client));
    held.keys = keys;
    const taken = await keys.take(provenPayer);
    if (typeof taken === "object") return limitedRefusal(tier, client, failures.refusal(taken.limitedForMs));
    if (taken === "nonce-used") return { ok: false, refusal: refusals.alreadyUsed() };
    if (taken === "payer-busy") return { ok: false, refusal: refusals.payerBusy(payment.payer, PAYER_BUSY_RETRY_SECONDS) };

    let verified: VerifyResponse;
    const verifyStarted = performance.now();
    try {
      verified = await server.verifyPayment(payload, requirements, required.extensions);
      metrics?.facilitatorVerify((performance.now() - verifyStarted) / 1000);
    } catch (error) {
      // A facilitator that answers "invalid" with an HTTP error status: a verdict on the payment, not an outage.
      if (error instanceof VerifyError && error.invalidReason) {
        verified = { isValid: false, invalidReason: error.invalidReason, invalidMessage: error.invalidMessage };
      } else {
        await keys.end(false);
        log.warn({ event: "payment-verify-error", tier: tier.id, err: error }, "the facilitator could not verify a payment");
        return { ok: false, refusal: refusals.facilitatorUnavailable() };
      }
    }
    if (!verified.isValid) {
      await keys.end(false);
      await failures.recordFailure(client);
      const reason = verified.invalidReason ?? "invalid_payment";
      log.info({ event: "payment-invalid", tier: tier.id, client, reason, message: verified.invalidMessage }, "payment refused by verification");
      return { ok: false, refusal: refusals.notVerified(reason, await shortfall(reason, payment.payer, BigInt(requirements.amount))) };
    }

    // A payer the signature did not prove here (a smart-contract wallet) is proven by the verification: locked now,
    // so nobody can hold another payer's lock either way.
    if (!provenPayer && !(await keys.lockPayer())) {
      await keys.end(false);
      return { ok: false, refusal: refusals.payerBusy(payment.payer, PAYER_BUSY_RETRY_SECONDS) };
    }

    let finished = false;
    const finish = async (keepNonce: boolean) => {
      if (finished) return;
      finished = true;
      metrics?.paidInFlight(-1);
      await bestEffort("end-call", () => keys.end(keepNonce));
    };

    return {
      ok: true,
      call: {
        payment,
        writeAtEnd: (entry) => keys.writeAtEnd(entry),
        release: async () => {
          if (!finished) metrics?.payment("released", "error_answer");
          await finish(false);
        },
        settle: async () => {
          if (finished) throw new Error("this paid call has already ended");
          let settlement: SettleResponse;
          const settleStarted = performance.now();
          try {
            settlement = await server.settlePayment(payload, requirements, required.extensions);
            metrics?.settlement((performance.now() - settleStarted) / 1000);
          } catch (error) {
            metrics?.payment("refused", "settlement_failed");
            await finish(false);
            log.error({ event: "payment-settle-error", tier: tier.id, payer: payment.payer, nonce: payment.nonce, err: error }, "settlement failed");
            return { ok: false, refusal: refusals.settlementFailed({}) };
          }
          if (!settlement.success) {
            metrics?.payment("refused", "settlement_failed");
            await finish(false);
            log.error(
              { event: "payment-settle-failed", tier: tier.id, payer: payment.payer, nonce: payment.nonce, reason: settlement.errorReason, message: settlement.errorMessage },
              "settlement failed",
            );
            // The buyer sees the protocol fields, never the facilitator's free text.
            const headers = {
              "PAYMENT-RESPONSE": encodePaymentResponseHeader({
                success: false,
                errorReason: settlement.errorReason ?? "settlement_failed",
                transaction: settlement.transaction ?? "",
                network: settlement.network,
                ...(settlement.payer ? { payer: settlement.payer } : {}),
              }),
            };
            return { ok: false, refusal: refusals.settlementFailed(headers) };
          }
          await finish(true);
          metrics?.payment("settled", "ok");
          return { ok: true, settlement, headers: { "PAYMENT-RESPONSE": encodePaymentResponseHeader(settlement) } };
        },
      },
    };
  }

  async function run<T>(
    tier: Tier,
    decoded: Record<string, unknown>,
    client: string,
    handler: (call: PaidCallContext) => Promise<T>,
    succeeded: (result: T) => boolean,
  ): Promise<RunOutcome<T>> {
    const opened = await open(tier, decoded, client);
    if (!opened.ok) return { kind: "refused", refusal: opened.refusal };
    const { call } = opened;
    let result: T;
    try {
      result = await handler(call);
    } catch (error) {
      await call.release();
      throw error;
    }
    if (!succeeded(result)) {
      await call.release();
      return { kind: "unpaid-answer", result };
    }
    const settled = await call.settle();
    if (!settled.ok) return { kind: "refused", refusal: settled.refusal };
    return { kind: "settled", result, payment: call.payment, settlement: settled.settlement, headers: settled.headers };
  }

  return { paymentRequired, open, run };
}
