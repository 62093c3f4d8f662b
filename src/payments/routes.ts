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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/**
 * What a person who opens a paid route in a browser reads (the SDK serves HTML when Accept has text/html and
 * the user agent is a browser). Without this the SDK's fallback page tells visitors to install a package.
 */
export function paywallHtml(tier: Tier, payTo: string): string {
  const body = unpaidBody(tier, payTo);
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment required</title></head>',
    '<body style="max-width:40rem;margin:3rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5">',
    "<h1>Payment required</h1>",
    `<p>${escapeHtml(body.message)}</p>`,
    "<ul>",
    `<li>Price: $${escapeHtml(tier.priceUsd)} (${escapeHtml(tier.amountAtomic)} atomic units of USDC)</li>`,
    `<li>Network: ${escapeHtml(PAYMENT.network)}</li>`,
    `<li>Pay to: <code>${escapeHtml(payTo)}</code></li>`,
    "</ul>",
    '<p>Machine-readable descriptions: <a href="/llms.txt">/llms.txt</a>, <a href="/openapi.json">/openapi.json</a>, <a href="/.well-known/x402.json">/.well-known/x402.json</a>.</p>',
    "</body>",
    "</html>",
  ].join("\n");
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
      customPaywallHtml: paywallHtml(tier, payTo),
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
