/**
 * The payment lifecycle of one paid call, independent of the transport (HTTP gate, MCP):
 *   accept the payload's shape → failure limit → match the route → claim the nonce → verify (facilitator)
 *   → lock the payer → run the handler → settle after a successful answer, or give everything back.
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
import { StoreUnavailableError, type Store } from "../store/types.js";
import type { FailureLimiter } from "./failureLimit.js";
import { acceptPayload } from "./paymentPayload.js";
import { lockPayer, PAYER_BUSY_RETRY_SECONDS } from "./payerLock.js";
import { refusals, type PaymentRefusal } from "./refusals.js";
import { claimPayment, releasePayment } from "./verifiedPayment.js";

/** A verified payment whose nonce and payer are held until settle() or release(). */
export interface PaidCall {
  readonly payment: ReceiptPayment;
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
    handler: (payment: ReceiptPayment) => Promise<T>,
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
    const claimed: ReceiptPayment[] = [];
    let outcome: OpenOutcome;
    try {
      outcome = await openWith(tier, decoded, client, claimed);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      log.warn({ event: "store-unavailable", tier: tier.id, err: error.message }, "payment refused: the store is unreachable");
      for (const payment of claimed) await releasePayment(store, payment).catch(() => {});
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

  /** Store bookkeeping after the answer (unlock, give back the nonce) never stands between a buyer and an answer. */
  async function bestEffort(what: string, step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      log.warn({ event: "store-unavailable", step: what, err: error.message }, "store bookkeeping skipped; the key expires on its own");
    }
  }

  async function openWith(tier: Tier, decoded: Record<string, unknown>, client: string, claimed: ReceiptPayment[]): Promise<OpenOutcome> {
    const accepted = acceptPayload(decoded);
    if (!accepted.ok) return accepted;
    const { payload, payment } = accepted;

    const limited = await failures.check(client);
    if (limited) {
      log.info({ event: "payment-failure-limit", client, tier: tier.id }, "payment attempt refused: too many failed verifications");
      return {
        ok: false,
        refusal: refusals.tooManyFailures(failures.policy.limit, Math.round(failures.policy.windowMs / 1000), limited.retryAfterSeconds, limited.headers),
      };
    }

    const required = paymentRequired(tier);
    const requirements = server.findMatchingRequirements(required.accepts, payload) as PaymentRequirements | undefined;
    if (!requirements) return { ok: false, refusal: refusals.noMatch() };
    const extensions = server.validateExtensions(required, payload);
    if (!extensions.valid) return { ok: false, refusal: refusals.notVerified(extensions.invalidReason ?? "invalid_extensions") };

    // Claimed before verification: a replay (even concurrent) costs no facilitator call and never reaches the handler.
    if (!(await claimPayment(store, payment))) return { ok: false, refusal: refusals.alreadyUsed() };
    claimed.push(payment);

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
        await releasePayment(store, payment);
        log.warn({ event: "payment-verify-error", tier: tier.id, err: error }, "the facilitator could not verify a payment");
        return { ok: false, refusal: refusals.facilitatorUnavailable() };
      }
    }
    if (!verified.isValid) {
      await releasePayment(store, payment);
      await failures.recordFailure(client);
      const reason = verified.invalidReason ?? "invalid_payment";
      log.info({ event: "payment-invalid", tier: tier.id, client, reason, message: verified.invalidMessage }, "payment refused by verification");
      return { ok: false, refusal: refusals.notVerified(reason, await shortfall(reason, payment.payer, BigInt(requirements.amount))) };
    }

    // The payer is proven by the verified signature, so nobody can hold another payer's lock.
    const unlockPayer = await lockPayer(store, payment.network, payment.payer);
    if (!unlockPayer) {
      await releasePayment(store, payment);
      return { ok: false, refusal: refusals.payerBusy(payment.payer, PAYER_BUSY_RETRY_SECONDS) };
    }

    let finished = false;
    const finish = async (keepNonce: boolean) => {
      if (finished) return;
      finished = true;
      metrics?.paidInFlight(-1);
      await bestEffort("unlock-payer", unlockPayer);
      if (!keepNonce) await bestEffort("release-nonce", () => releasePayment(store, payment));
    };

    return {
      ok: true,
      call: {
        payment,
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
    handler: (payment: ReceiptPayment) => Promise<T>,
    succeeded: (result: T) => boolean,
  ): Promise<RunOutcome<T>> {
    const opened = await open(tier, decoded, client);
    if (!opened.ok) return { kind: "refused", refusal: opened.refusal };
    const { call } = opened;
    let result: T;
    try {
      result = await handler(call.payment);
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
