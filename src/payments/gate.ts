/**
 * The x402 gate in front of the paid routes: the official SDK's resource server fed from the tier table, with
 * the facilitator chosen by configuration (embedded dev chain, or a real facilitator), and one named Hono
 * middleware, `paymentGate`, that owns the whole payment lifecycle of a paid request (lifecycle.ts): decode the
 * header once, verify, claim, run the handler, settle after a successful answer or give everything back.
 * Unpaid requests get the SDK's own 402 (JSON challenge, or the HTML page for browsers).
 */
import type { Context, MiddlewareHandler } from "hono";
import {
  RouteConfigurationError,
  x402HTTPResourceServer,
  x402ResourceServer,
  type FacilitatorClient,
} from "@x402/core/server";
import { decodePaymentRequiredHeader, encodePaymentRequiredHeader } from "@x402/core/http";
import type { PaymentRequired } from "@x402/core/types";
import { registerExactEvmScheme } from "@x402/evm/exact/server";
import { HonoAdapter } from "@x402/hono";
import { bazaarResourceServerExtension } from "@x402/extensions/bazaar";
import { ConfigError, redactUrl, type Config } from "../config.js";
import { PAYMENT, TIERS, type Tier } from "../contract/tiers.js";
import { silentLogger, type Logger } from "../log.js";
import type { PaymentMetrics } from "../observability/metrics.js";
import { currentRequest } from "../observability/requestContext.js";
import type { ReceiptPayment } from "../receipts/types.js";
import type { Store } from "../store/types.js";
import type { ClientKey } from "../net/clientAddress.js";
import { connectDevChain, startDevChain, type DevChain } from "./devChain.js";
import { createDevFacilitator, createRemoteFacilitator, summarizeFacilitatorError } from "./facilitator.js";
import { createFailureLimiter, failureKeyOf, type FailureLimit } from "./failureLimit.js";
import { createPaymentLifecycle, type PaidCallContext, type PaymentLifecycle } from "./lifecycle.js";
import { decodePaymentHeader } from "./paymentPayload.js";
import { refusalBody, type PaymentRefusal } from "./refusals.js";
import { buildRoutesConfig } from "./routes.js";

/** What the gate hands the paid route: the verified, claimed payment (for the receipt) and its end-of-call writes. */
export type PaidEnv = { Variables: { paidCall?: PaidCallContext } };

export interface PaymentGate {
  /** The named middleware; `clientOf` gives the client (IPv6 counted by its /48) for the failure limit. */
  middleware(clientOf: (c: Context) => ClientKey): MiddlewareHandler<PaidEnv>;
  /** The transport-neutral lifecycle (the MCP endpoint calls lifecycle.run with a decoded payload). */
  readonly lifecycle: PaymentLifecycle;
  readonly mode: Config["payments"];
  readonly network: string;
  readonly payTo: string;
  /** Present in dev mode: the embedded chain. */
  readonly devChain: DevChain | null;
  /** Whether payments can be verified and settled now: the dev chain answers, or the facilitator does. */
  paymentsReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface GateOptions {
  /** Wrap the configured facilitator (tests use it to simulate outages of the real one). */
  readonly wrapFacilitator?: (facilitator: FacilitatorClient) => FacilitatorClient;
  readonly log?: Logger;
  /** Failed verifications allowed per client and window (default 10 per 10 minutes). */
  readonly failureLimit?: FailureLimit;
  readonly metrics?: PaymentMetrics;
}

export async function createPaymentGate(config: Config, store: Store, options: GateOptions = {}): Promise<PaymentGate> {
  const log = options.log ?? silentLogger;
  let devChain: DevChain | null = null;
  let facilitator: FacilitatorClient;
  let payTo = config.payTo;
  if (config.payments === "dev") {
    devChain = config.devChainUrl ? await connectDevChain(config.devChainUrl) : await startDevChain({ port: config.devChainPort });
    facilitator = createDevFacilitator(devChain);
    payTo ??= devChain.deployer;
  } else {
    facilitator = await createRemoteFacilitator(config);
  }
  facilitator = options.wrapFacilitator?.(facilitator) ?? facilitator;
  const receivingAddress = payTo!;

  try {
    const server = new x402ResourceServer(facilitator);
    server.registerExtension(bazaarResourceServerExtension);
    registerExactEvmScheme(server, { networks: [PAYMENT.network] });
    const httpServer = new x402HTTPResourceServer(server, buildRoutesConfig(config.publicBaseUrl, receivingAddress));
    await initialize(httpServer, facilitator, config);
    const required = await unpaidRequirements(httpServer, config.publicBaseUrl);
    const lifecycle = createPaymentLifecycle({
      server,
      store,
      log,
      failures: createFailureLimiter(store, options.failureLimit),
      required,
      ...(devChain ? { usdcBalance: (address: `0x${string}`) => devChain!.usdcBalance(address) } : {}),
      ...(options.metrics ? { metrics: options.metrics } : {}),
    });
    return {
      middleware: (clientOf) => paymentGateMiddleware({ httpServer, lifecycle, log, clientOf, metrics: options.metrics }),
      lifecycle,
      mode: config.payments,
      network: PAYMENT.network,
      payTo: receivingAddress,
      devChain,
      paymentsReachable: async () => {
        if (devChain) return devChain.ping();
        try {
          await facilitator.getSupported();
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        await devChain?.stop();
      },
    };
  } catch (error) {
    await devChain?.stop();
    throw error;
  }
}

/** A stand-in for an unpaid JSON POST, so the SDK builds each route's PaymentRequired once at start. */
function probeAdapter(url: string) {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  return {
    getHeader: (name: string) => headers[name.toLowerCase()],
    getMethod: () => "POST",
    getPath: () => new URL(url).pathname,
    getUrl: () => url,
    getAcceptHeader: () => headers.accept!,
    getUserAgent: () => "",
  };
}

async function unpaidRequirements(httpServer: x402HTTPResourceServer, baseUrl: string): Promise<Map<string, PaymentRequired>> {
  const required = new Map<string, PaymentRequired>();
  for (const tier of TIERS) {
    const adapter = probeAdapter(baseUrl + tier.path);
    const result = await httpServer.processHTTPRequest({ adapter, path: tier.path, method: "POST" });
    const header = result.type === "payment-error" ? result.response.headers["PAYMENT-REQUIRED"] : undefined;
    if (!header) throw new Error(`the x402 SDK built no challenge for ${tier.path}`);
    const decoded = decodePaymentRequiredHeader(header);
    const { error: _unpaid, ...withoutError } = decoded;
    required.set(tier.path, withoutError as PaymentRequired);
  }
  return required;
}

interface MiddlewareDeps {
  readonly httpServer: x402HTTPResourceServer;
  readonly lifecycle: PaymentLifecycle;
  readonly log: Logger;
  readonly clientOf: (c: Context) => ClientKey;
  readonly metrics?: PaymentMetrics;
}

function refusalHeaders(lifecycle: PaymentLifecycle, tier: Tier, refusal: PaymentRefusal): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": "no-store", ...refusal.headers };
  if (refusal.retryAfterSeconds !== undefined) headers["Retry-After"] = String(refusal.retryAfterSeconds);
  if (refusal.challenge) headers["PAYMENT-REQUIRED"] = encodePaymentRequiredHeader(lifecycle.paymentRequired(tier, refusal.error));
  return headers;
}

function paymentGateMiddleware({ httpServer, lifecycle, log, clientOf, metrics }: MiddlewareDeps): MiddlewareHandler<PaidEnv> {
  // Exactly the paid paths: the SDK would also match "/VERIFY" or "/verify/", which FastAPI answers 404.
  const paid = new Map<string, Tier>(TIERS.map((t) => [t.path, t]));

  return async function paymentGate(c, next) {
    const tier = paid.get(c.req.path);
    if (!tier || c.req.method !== tier.method) return next();

    const header = c.req.header("payment-signature");
    if (header === undefined) {
      // Unpaid: the SDK's 402 (challenge header, our readable JSON body, or the HTML page for a browser).
      const adapter = new HonoAdapter(c as never);
      const result = await httpServer.processHTTPRequest({ adapter, path: tier.path, method: tier.method });
      if (result.type !== "payment-error") throw new Error(`the x402 SDK did not challenge an unpaid ${tier.path}`);
      const { response } = result;
      for (const [name, value] of Object.entries(response.headers)) c.header(name, value);
      return response.isHtml
        ? c.html(String(response.body), response.status as 402)
        : c.json((response.body ?? {}) as object, response.status as 402);
    }

    const decoded = decodePaymentHeader(header);
    if (!decoded.ok) {
      log.warn({ event: "payment-header-malformed", tier: tier.id, why: decoded.why, length: header.length }, "malformed PAYMENT-SIGNATURE header");
      metrics?.payment("refused", decoded.refusal.error);
      return c.json(refusalBody(decoded.refusal), decoded.refusal.status, refusalHeaders(lifecycle, tier, decoded.refusal));
    }
    const opened = await lifecycle.open(tier, decoded.payload, failureKeyOf(clientOf(c)));
    if (!opened.ok) return c.json(refusalBody(opened.refusal), opened.refusal.status, refusalHeaders(lifecycle, tier, opened.refusal));

    const { call } = opened;
    c.set("paidCall", { payment: call.payment, writeAtEnd: (entry) => call.writeAtEnd(entry) });
    const request = currentRequest();
    if (request) request.payer = call.payment.payer;
    try {
      await next();
    } catch (error) {
      await call.release();
      throw error;
    }
    const answer = c.res;
    if (answer.status >= 400) {
      // Our error answers (422, 503, 500) are free: nothing settles, the same payment may be sent again.
      await call.release();
      return;
    }
    const body = await answer.arrayBuffer();
    const settled = await call.settle();
    const headers = new Headers(answer.headers);
    headers.delete("content-length");
    let response: Response;
    if (settled.ok) {
      for (const [name, value] of Object.entries(settled.headers)) headers.set(name, value);
      headers.set("Cache-Control", "private");
      response = new Response(body, { status: answer.status, headers });
      log.info({ event: "payment-settled", tier: tier.id, payer: call.payment.payer, nonce: call.payment.nonce, transaction: settled.settlement.transaction }, "payment settled");
      if (request) request.transaction = settled.settlement.transaction;
    } else {
      headers.set("content-type", "application/json");
      for (const [name, value] of Object.entries(refusalHeaders(lifecycle, tier, settled.refusal))) headers.set(name, value);
      response = new Response(JSON.stringify(refusalBody(settled.refusal)), { status: settled.refusal.status, headers });
    }
    c.res = undefined;
    c.res = response;
  };
}

async function initialize(httpServer: x402HTTPResourceServer, facilitator: FacilitatorClient, config: Config): Promise<void> {
  try {
    // Asked first so an unreachable facilitator is reported as such (the SDK would only warn and go on).
    await facilitator.getSupported();
    await httpServer.initialize();
  } catch (error) {
    const variable = config.payments === "dev" ? "PAYMENTS" : "FACILITATOR_URL";
    const where = config.facilitatorUrl ? ` (facilitator ${redactUrl(config.facilitatorUrl)})` : "";
    if (error instanceof RouteConfigurationError) {
      throw new ConfigError(
        variable,
        `the facilitator does not support ${PAYMENT.scheme} on ${PAYMENT.network} (Base mainnet USDC)${where}. ` +
          "The x402.org facilitator is testnet-only; use the CDP facilitator (CDP_API_KEY_ID/CDP_API_KEY_SECRET) or a self-hosted one.",
      );
    }
    // The facilitator's answer may echo our request or its own internals: only a short, credential-free summary.
    throw new ConfigError(variable, `could not reach the facilitator${where}: ${summarizeFacilitatorError(error)}`);
  }
}

