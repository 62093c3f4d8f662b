/**
 * The typed client: pays Verity's paid routes through the official x402 buyer (@x402/fetch with the exact-EVM
 * scheme), keeps spending inside a per-call cap (the SDK's spend controls) and a budget (reserved before the
 * payment is signed), and checks every receipt offline against the service's key, pinned on first use.
 *
 *   import { createVerityClient } from "verity-x402/client";
 *   const verity = createVerityClient({ url: "http://127.0.0.1:8402", signer: account, budget: "1.00" });
 *   const { answer, receiptCheck } = await verity.verify("The Eiffel Tower is in Paris.", { tier: "quick" });
 *
 * The URL is the caller's own configuration (not untrusted input), so requests use the given fetch directly.
 */
import type { ClientEvmSigner } from "@x402/evm";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { decodePaymentResponseHeader, wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { createPublicClient, erc20Abi, http } from "viem";
import { VerifyResponseSchema, type VerifyResponse } from "../contract/schemas.js";
import { DEFAULT_SPENDING, PAYMENT, TIERS, type TierId } from "../contract/tiers.js";
import { BudgetExceeded, InvalidInput, PaymentRefused, ServiceUnavailable, VerityError } from "./errors.js";
import { keySetFromDocument, verifyReceipt, type KeySet, type ReceiptVerification, type VerifyOptions } from "./receipts.js";
import { SpendingLedger, type SpendingSummary } from "./spending.js";
import { atomicToUsd, usdToAtomic } from "./usd.js";

export interface VerityClientOptions {
  /** The service's api address, e.g. http://127.0.0.1:8402. */
  readonly url: string;
  /** Pays: a viem account (privateKeyToAccount) or any x402 exact-EVM client signer. */
  readonly signer: ClientEvmSigner;
  /** Largest price one call may pay, USD. Default "0.35" (the pro tier). */
  readonly maxPricePerCall?: string | number;
  /** Total this client may pay, USD. Default "1.00". */
  readonly budget?: string | number;
  /** The service's key document (service-pubkey.json or did.json, parsed). Default: fetched once and pinned. */
  readonly keys?: unknown;
  /** The free trial address, for scan(). */
  readonly scanUrl?: string | null;
  /** JSON-RPC URL where balance() reads USDC. Default: the service's development chain when it runs one. */
  readonly rpcUrl?: string | null;
  readonly fetch?: typeof fetch;
}

export interface VerifyCallOptions {
  /** "quick" ($0.02), "standard" ($0.25, the default) or "pro" ($0.35). */
  readonly tier?: TierId;
  readonly context?: string | null;
}

/** What the payment did on chain (the x402 settlement response). */
export interface Settlement {
  readonly transaction: string;
  readonly network: string;
  readonly payer: string | null;
  readonly amountUsd: string;
}

export interface VerifyResult {
  readonly answer: VerifyResponse;
  /** The receipt checked offline against the pinned key and the claim/context sent; null when unsigned. */
  readonly receiptCheck: ReceiptVerification | null;
  readonly payment: Settlement | null;
}

export interface WalletBalance extends SpendingSummary {
  readonly address: string;
  readonly network: string;
  /** USDC the wallet holds, or null when no RPC URL is known. */
  readonly usdc: string | null;
}

export interface VerityClient {
  readonly url: string;
  readonly address: string;
  verify(claim: string, options?: VerifyCallOptions): Promise<VerifyResult>;
  /** Offline check of a receipt against the pinned service key. */
  verifyReceipt(receipt: unknown, options?: VerifyOptions): Promise<ReceiptVerification>;
  /** The free trial scan of a whole answer (needs scanUrl). */
  scan(text: string): Promise<unknown>;
  balance(): Promise<WalletBalance>;
  spending(): SpendingSummary;
}

const SDK_PER_CALL_CAP = "spendControls.maxAmountPerPayment";

function baseUrl(raw: string, what: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`${what} must be an absolute http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new TypeError(`${what} must be an http(s) URL`);
  return raw.replace(/\/+$/, "");
}

async function jsonOrNull(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const body = (await res.json()) as unknown;
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function retryAfterSeconds(res: Response): number | null {
  const value = Number(res.headers.get("retry-after"));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function createVerityClient(options: VerityClientOptions): VerityClient {
  const url = baseUrl(options.url, "url");
  const scanUrl = options.scanUrl ? baseUrl(options.scanUrl, "scanUrl") : null;
  const doFetch = options.fetch ?? fetch;
  const maxPerCall = usdToAtomic(options.maxPricePerCall ?? DEFAULT_SPENDING.maxPricePerCallUsd, "maxPricePerCall");
  const ledger = new SpendingLedger(maxPerCall, usdToAtomic(options.budget ?? DEFAULT_SPENDING.budgetUsd, "budget"));

  let pinnedKeys: Promise<KeySet> | null = null;
  const serviceKeys = (): Promise<KeySet> => {
    if (options.keys !== undefined) return Promise.resolve(keySetFromDocument(options.keys));
    pinnedKeys ??= (async () => {
      const res = await doFetch(`${url}/.well-known/service-pubkey.json`);
      if (!res.ok) throw new VerityError(`could not fetch the service key document (HTTP ${res.status})`, res.status);
      return keySetFromDocument(await res.json());
    })();
    // A failed first fetch must not pin the failure.
    pinnedKeys.catch(() => {
      pinnedKeys = null;
    });
    return pinnedKeys;
  };

  async function checkReceipt(receipt: unknown, verifyOptions: VerifyOptions): Promise<ReceiptVerification> {
    return verifyReceipt(receipt, await serviceKeys(), verifyOptions);
  }

  /** One paid request through the x402 buyer, with this call's price reserved before signing. */
  async function paidPost(path: string, body: string) {
    const call: { challengeAmount: bigint | null; reserved: bigint; refusal: VerityError | null } = {
      challengeAmount: null,
      reserved: 0n,
      refusal: null,
    };
    const buyer = new x402Client();
    buyer.setSpendControls({ maxAmountPerPayment: `$${atomicToUsd(maxPerCall)}` });
    registerExactEvmScheme(buyer, { signer: options.signer, networks: [PAYMENT.network] });
    buyer.onBeforePaymentCreation(async ({ selectedRequirements: req }) => {
      const amount = BigInt(req.amount);
      if (req.asset.toLowerCase() !== PAYMENT.assetAddress.toLowerCase()) {
        call.refusal = new PaymentRefused("unexpected_asset", `the service asks for ${req.asset}, not USDC on ${PAYMENT.network}; nothing was signed`);
        return { abort: true, reason: "unexpected asset" };
      }
      if (!ledger.reserve(amount)) {
        const left = atomicToUsd(ledger.remaining());
        call.refusal = new BudgetExceeded(
          "budget",
          atomicToUsd(amount),
          left,
          `this call costs $${atomicToUsd(amount)} but only $${left} of the $${atomicToUsd(ledger.budget)} budget is left; nothing was signed`,
        );
        return { abort: true, reason: "budget exceeded" };
      }
      call.reserved = amount;
    });
    // Sees the challenge the buyer reads, so a refusal can name the price.
    const recordingFetch: typeof fetch = async (input, init) => {
      const res = await doFetch(input, init);
      const challenge = res.status === 402 ? res.headers.get("payment-required") : null;
      if (challenge && call.challengeAmount === null) {
        try {
          call.challengeAmount = BigInt(decodePaymentRequiredHeader(challenge).accepts[0]?.amount ?? "0");
        } catch {
          // Unreadable challenge: the buyer reports it.
        }
      }
      return res;
    };

    let res: Response;
    try {
      res = await wrapFetchWithPayment(recordingFetch, buyer)(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
      });
    } catch (error) {
      if (call.refusal) throw call.refusal;
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes(SDK_PER_CALL_CAP)) {
        const price = call.challengeAmount === null ? null : atomicToUsd(call.challengeAmount);
        throw new BudgetExceeded(
          "max_price_per_call",
          price,
          atomicToUsd(maxPerCall),
          `this call costs ${price === null ? "more" : `$${price}`}, above the $${atomicToUsd(maxPerCall)} maximum price per call; nothing was signed`,
        );
      }
      // Signed but the outcome is unknown: the reservation stays counted.
      throw new VerityError(`request to ${url}${path} failed: ${message}`, null, { cause: error });
    }

    const header = res.headers.get("payment-response");
    let settlement: Settlement | null = null;
    if (header) {
      try {
        const decoded = decodePaymentResponseHeader(header);
        if (decoded.success) {
          settlement = {
            transaction: decoded.transaction,
            network: decoded.network,
            payer: decoded.payer ?? null,
            amountUsd: atomicToUsd(call.reserved),
          };
        }
      } catch {
        // An unreadable settlement header counts as no settlement.
      }
    }
    if (call.reserved > 0n) {
      if (settlement) ledger.commit(call.reserved);
      else ledger.release(call.reserved);
    }
    return { res, settlement };
  }

  async function failure(res: Response): Promise<VerityError> {
    const body = await jsonOrNull(res);
    const detail = body?.detail;
    const text = typeof detail === "string" ? detail : JSON.stringify(detail ?? body ?? {});
    if (res.status === 422) return new InvalidInput(detail ?? body, `invalid input (nothing was charged): ${text}`);
    if (res.status === 503) return new ServiceUnavailable(retryAfterSeconds(res), `service unavailable (nothing was charged): ${text}`);
    if (res.status === 402) {
      let reason = typeof body?.error === "string" ? body.error : "payment_refused";
      const challenge = res.headers.get("payment-required");
      if (reason === "Payment required" && challenge) {
        try {
          reason = decodePaymentRequiredHeader(challenge).error ?? reason;
        } catch {
          // keep the body's reason
        }
      }
      return new PaymentRefused(reason, `payment refused (${reason})${typeof detail === "string" ? `: ${detail}` : ""}`);
    }
    return new VerityError(`unexpected HTTP ${res.status}: ${text.slice(0, 300)}`, res.status);
  }

  return {
    url,
    address: options.signer.address,

    async verify(claim, { tier = "standard", context = null } = {}) {
      const route = TIERS.find((t) => t.id === tier);
      if (!route) throw new TypeError(`tier must be one of ${TIERS.map((t) => t.id).join(", ")}, got ${JSON.stringify(tier)}`);
      const { res, settlement } = await paidPost(route.path, JSON.stringify({ claim, context }));
      if (res.status !== 200) throw await failure(res);
      const parsed = VerifyResponseSchema.safeParse(await jsonOrNull(res));
      if (!parsed.success) throw new VerityError("the service's answer does not match VerifyResponse", 200);
      const answer = parsed.data;
      const receiptCheck = answer.receipt === null ? null : await checkReceipt(answer.receipt, { claim, context });
      return { answer, receiptCheck, payment: settlement };
    },

    verifyReceipt: (receipt, verifyOptions = {}) => checkReceipt(receipt, verifyOptions),

    async scan(text) {
      if (!scanUrl) throw new VerityError("no scan address configured (scanUrl)");
      const res = await doFetch(`${scanUrl}/scan`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ text }),
      });
      if (res.status === 429) {
        throw new ServiceUnavailable(retryAfterSeconds(res), `the free scan is rate limited: ${JSON.stringify(await jsonOrNull(res))}`);
      }
      if (res.status !== 200) throw await failure(res);
      return res.json();
    },

    async balance() {
      let rpcUrl = options.rpcUrl ?? null;
      if (rpcUrl === null && options.rpcUrl === undefined) {
        const health = await doFetch(`${url}/health`).then(jsonOrNull, () => null);
        const payments = health?.payments as { devChainRpc?: unknown } | undefined;
        rpcUrl = typeof payments?.devChainRpc === "string" ? payments.devChainRpc : null;
      }
      let usdc: string | null = null;
      if (rpcUrl) {
        const chain = createPublicClient({ transport: http(rpcUrl) });
        const atomic = await chain.readContract({
          address: PAYMENT.assetAddress,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [options.signer.address],
        });
        usdc = atomicToUsd(atomic);
      }
      return { address: options.signer.address, network: PAYMENT.network, usdc, ...ledger.summary() };
    },

    spending: () => ledger.summary(),
  };
}
