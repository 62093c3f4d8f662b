/**
 * The MCP tool definitions, built from the tier table and the request specs: the paid /mcp endpoint and the
 * local `verity mcp` server list the same verify tools, with the same input schema and prices as the HTTP
 * routes, the manifest and the OpenAPI document.
 */
import { bodyJsonSchema, ScanRequestSpec, VerifyRequestSpec } from "./schemas.js";
import { PAYMENT, TIERS, type Tier } from "./tiers.js";

export interface ToolDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: { type: "object"; [key: string]: unknown };
  readonly annotations: { readonly readOnlyHint: boolean; readonly openWorldHint: boolean };
}

const objectSchema = (schema: Record<string, unknown>) => schema as ToolDefinition["inputSchema"];

/** The x402 v2 MCP transport's names (coinbase/x402 specs/transports-v2/mcp.md). */
export const MCP_PAYMENT_META = {
  payment: "x402/payment",
  paymentResponse: "x402/payment-response",
  error: "x402/error",
} as const;

/** mcp://tool/<name>, the resource the MCP transport's PaymentRequired names. */
export function toolResourceUrl(tier: Tier): string {
  return `mcp://tool/${tier.toolName}`;
}

export function verifyTool(tier: Tier): ToolDefinition {
  return {
    name: tier.toolName,
    title: tier.summary,
    description: `${tier.description} Costs $${tier.priceUsd} in ${PAYMENT.assetSymbol} on Base (${PAYMENT.network}) per call. Returns a verdict, a calibrated confidence, reasoning, evidence and a signed receipt.`,
    inputSchema: objectSchema(bodyJsonSchema(VerifyRequestSpec)),
    annotations: { readOnlyHint: true, openWorldHint: tier.grounded },
  };
}

export const VERIFY_TOOLS: readonly ToolDefinition[] = TIERS.map(verifyTool);

export const VERIFY_RECEIPT_TOOL: ToolDefinition = {
  name: "verify_receipt",
  title: "Check a Verity receipt",
  description:
    "Free. Checks a Verity receipt's Ed25519 signature (eddsa-jcs-2022) against the service's published key, and optionally that it is about the given claim and context.",
  inputSchema: {
    type: "object",
    properties: {
      receipt: { description: "The receipt object (or its JSON text) from a verify answer.", anyOf: [{ type: "object" }, { type: "string" }] },
      claim: { type: "string", description: "The claim you sent: the receipt must be about exactly this text." },
      context: { anyOf: [{ type: "string" }, { type: "null" }], description: "The context you sent (null for none)." },
    },
    required: ["receipt"],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

export const SERVICE_INFO_TOOL: ToolDefinition = {
  name: "service_info",
  title: "Verity service information",
  description: "Free. The paid tools with their prices and payment terms (x402 v2, exact scheme, USDC on Base), and where to find the service's receipt key.",
  inputSchema: { type: "object", properties: {} },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

export const SCAN_TOOL: ToolDefinition = {
  name: "scan",
  title: "Scan an answer for hallucinations (free trial)",
  description:
    "Free, rate-limited, unsigned. Extracts up to 8 check-worthy claims from a whole answer and checks each; findings are VERIFIED, HALLUCINATION, UNVERIFIED or ERROR.",
  inputSchema: objectSchema(bodyJsonSchema(ScanRequestSpec)),
  annotations: { readOnlyHint: true, openWorldHint: true },
};

export const BALANCE_TOOL: ToolDefinition = {
  name: "balance",
  title: "Wallet balance and spending",
  description: "Free. The paying wallet's address and USDC balance, what this server has spent, and its spending limits.",
  inputSchema: { type: "object", properties: {} },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

/** What service_info reports: every price from the tier table. */
export function serviceInfo(publicBaseUrl: string, payTo: string) {
  return {
    service: "Verity",
    x402Version: PAYMENT.x402Version,
    payment: { scheme: PAYMENT.scheme, network: PAYMENT.network, asset: PAYMENT.assetAddress, assetSymbol: PAYMENT.assetSymbol, payTo },
    tools: TIERS.map((t) => ({ name: t.toolName, tier: t.id, priceUsd: t.priceUsd, amount: t.amountAtomic, grounded: t.grounded, httpRoute: `${t.method} ${t.path}` })),
    receiptKeys: [`${publicBaseUrl}/.well-known/service-pubkey.json`, `${publicBaseUrl}/.well-known/did.json`],
    paymentTransport: "x402 v2 MCP transport: call without payment to get PaymentRequired (isError), retry with _meta[\"x402/payment\"]",
  };
}
