/**
 * The x402 gate in front of the paid routes: the official SDK's resource server and Hono middleware, fed from
 * the tier table, with the facilitator chosen by configuration (embedded dev chain, or a real facilitator).
 */
import type { MiddlewareHandler } from "hono";
import {
  RouteConfigurationError,
  x402HTTPResourceServer,
  x402ResourceServer,
  type FacilitatorClient,
} from "@x402/core/server";
import { registerExactEvmScheme } from "@x402/evm/exact/server";
import { paymentMiddlewareFromHTTPServer } from "@x402/hono";
import { ConfigError, type Config } from "../config.js";
import { PAYMENT } from "../contract/tiers.js";
import type { Store } from "../store/types.js";
import { startDevChain, type DevChain } from "./devChain.js";
import { createDevFacilitator, createRemoteFacilitator } from "./facilitator.js";
import { buildRoutesConfig } from "./routes.js";
import { paymentFromPayload, releasePayment } from "./verifiedPayment.js";

export interface PaymentGate {
  readonly middleware: MiddlewareHandler;
  readonly mode: Config["payments"];
  readonly network: string;
  readonly payTo: string;
  /** Present in dev mode: the embedded chain. */
  readonly devChain: DevChain | null;
  close(): Promise<void>;
}

export interface GateOptions {
  /** Wrap the configured facilitator (tests use it to simulate outages of the real one). */
  readonly wrapFacilitator?: (facilitator: FacilitatorClient) => FacilitatorClient;
}

export async function createPaymentGate(config: Config, store: Store, options: GateOptions = {}): Promise<PaymentGate> {
  let devChain: DevChain | null = null;
  let facilitator: FacilitatorClient;
  let payTo = config.payTo;
  if (config.payments === "dev") {
    devChain = await startDevChain({ port: config.devChainPort });
    facilitator = createDevFacilitator(devChain);
    payTo ??= devChain.deployer;
  } else {
    facilitator = await createRemoteFacilitator(config);
  }
  facilitator = options.wrapFacilitator?.(facilitator) ?? facilitator;
  const receivingAddress = payTo!;

  try {
    const server = new x402ResourceServer(facilitator);
    registerExactEvmScheme(server, { networks: [PAYMENT.network] });
    // A settlement that failed took no money: give the nonce back so the same authorization may be retried.
    server.onSettleFailure(async (ctx) => {
      const payment = paymentFromPayload(ctx.paymentPayload);
      if (payment) await releasePayment(store, payment);
    });
    const httpServer = new x402HTTPResourceServer(server, buildRoutesConfig(config.publicBaseUrl, receivingAddress));
    await initialize(httpServer, config);
    return {
      // Initialised above, so the middleware must not start (and possibly process.exit on) its own init.
      middleware: paymentMiddlewareFromHTTPServer(httpServer, undefined, undefined, false),
      mode: config.payments,
      network: PAYMENT.network,
      payTo: receivingAddress,
      devChain,
      close: async () => {
        await devChain?.stop();
      },
    };
  } catch (error) {
    await devChain?.stop();
    throw error;
  }
}

async function initialize(httpServer: x402HTTPResourceServer, config: Config): Promise<void> {
  try {
    await httpServer.initialize();
  } catch (error) {
    const variable = config.payments === "dev" ? "PAYMENTS" : "FACILITATOR_URL";
    if (error instanceof RouteConfigurationError) {
      throw new ConfigError(
        variable,
        `the facilitator does not support ${PAYMENT.scheme} on ${PAYMENT.network} (Base mainnet USDC): ${error.message}. ` +
          "The x402.org facilitator is testnet-only; use the CDP facilitator (CDP_API_KEY_ID/CDP_API_KEY_SECRET) or a self-hosted one.",
      );
    }
    throw new ConfigError(variable, `could not reach the facilitator: ${(error as Error).message}`);
  }
}
