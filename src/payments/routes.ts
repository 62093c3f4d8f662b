/**
 * The x402 route configuration, built from the tier table. The live 402 challenge, the manifest and the
 * OpenAPI document all come from TIERS, so a price or payTo can never disagree between them.
 */
import type { RouteConfig } from "@x402/core/server";
import { declareDiscoveryExtension } from "@x402/extensions/bazaar";
import { bodyJsonSchema, VerifyRequestSpec } from "../contract/schemas.js";
import { PAYMENT, TIERS, type Tier } from "../contract/tiers.js";

export function routeKey(tier: Tier): string {
  return `${tier.method} ${tier.path}`;
}

export function paymentOffer(tier: Tier, payTo: string) {
  return {
    scheme: PAYMENT.scheme,
    network: PAYMENT.network,
    asset: PAYMENT.assetSymbol,
    payTo,
    price: tier.priceUsd,
  } as const;
}

function unpaidBody(tier: Tier, payTo: string) {
  return {
    error: "Payment required",
    message: `${tier.path} costs $${tier.priceUsd} in USDC on Base (${PAYMENT.network}), paid with x402 v2. The payment requirements are in the base64 PAYMENT-REQUIRED header; sign them and repeat this request with a PAYMENT-SIGNATURE header (any x402 v2 client, e.g. @x402/fetch, does this for you).`,
    x402Version: PAYMENT.x402Version,
    challengeHeader: "PAYMENT-REQUIRED",
    paymentHeader: "PAYMENT-SIGNATURE",
    price: { usd: tier.priceUsd, amount: tier.amountAtomic, asset: PAYMENT.assetAddress, network: PAYMENT.network, payTo },
    docs: "/llms.txt",
  };
}

export function buildRoutesConfig(publicBaseUrl: string, payTo: string): Record<string, RouteConfig> {
  const routes: Record<string, RouteConfig> = {};
  for (const tier of TIERS) {
    routes[routeKey(tier)] = {
      accepts: {
        scheme: PAYMENT.scheme,
        network: PAYMENT.network,
        payTo,
        price: `$${tier.priceUsd}`,
        maxTimeoutSeconds: PAYMENT.maxTimeoutSeconds,
      },
      resource: `${publicBaseUrl}${tier.path}`,
      description: tier.description,
      mimeType: "application/json",
      unpaidResponseBody: () => ({ contentType: "application/json", body: unpaidBody(tier, payTo) }),
      extensions: {
        ...declareDiscoveryExtension({
          bodyType: "json",
          input: { claim: "The Eiffel Tower is in Paris.", context: null },
          inputSchema: bodyJsonSchema(VerifyRequestSpec),
        }),
      },
    };
  }
  return routes;
}
