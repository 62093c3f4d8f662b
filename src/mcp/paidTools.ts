/**
 * The tools of the paid /mcp endpoint, with the x402 v2 MCP transport (coinbase/x402
 * specs/transports-v2/mcp.md): a paid tool called without `_meta["x402/payment"]` answers the route's
 * PaymentRequired as a tool error; with a payment, the shared payment lifecycle (src/payments/lifecycle.ts)
 * claims the nonce, verifies, runs the engine once and settles only after a successful answer, whose result
 * carries `_meta["x402/payment-response"]`. Invalid input and our own failures are tool errors, never charged.
 *
 * Built on the SDK's low-level Server because the tool list is plain JSON Schema from src/contract/.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequired } from "@x402/core/types";
import { MCP_PAYMENT_META, SERVICE_INFO_TOOL, serviceInfo, toolResourceUrl, VERIFY_RECEIPT_TOOL, VERIFY_TOOLS } from "../contract/mcpTools.js";
import { VerifyRequestSpec } from "../contract/schemas.js";
import { TIERS, type Tier } from "../contract/tiers.js";
import { EngineUnavailableError } from "../engine/types.js";
import { answerOf } from "../http/errors.js";
import { parseBody, contextRequiredError } from "../http/validation.js";
import { answerVerify, missingContext, type AnswerDeps } from "../http/verifyAnswer.js";
import type { PaymentLifecycle } from "../payments/lifecycle.js";
import { refusals, type PaymentRefusal } from "../payments/refusals.js";
import { parseReceiptJson } from "../client/receipts.js";
import type { ReceiptService } from "../receipts/index.js";
import { errorResult, jsonResult } from "./results.js";

export interface PaidToolsDeps extends AnswerDeps {
  readonly lifecycle: PaymentLifecycle;
  readonly receiptService: Pick<ReceiptService, "verify">;
  readonly publicBaseUrl: string;
  readonly payTo: string;
  readonly version: string;
}

interface VerifyArgs extends Record<string, unknown> {
  claim: string;
  context: string | null;
}

const HOW_TO_PAY = `sign one of the accepts (x402 v2, exact scheme) and call the tool again with the payment payload in _meta["${MCP_PAYMENT_META.payment}"]`;

/** The route's PaymentRequired (the same accepts as the HTTP 402), naming the tool as its resource. */
function requiredFor(deps: PaidToolsDeps, tier: Tier, error?: string): PaymentRequired {
  const required = deps.lifecycle.paymentRequired(tier, error);
  return { ...required, resource: { ...required.resource, url: toolResourceUrl(tier) } };
}

/** PaymentRequired as a tool error: structuredContent directly, and content[0].text in the x402/error wrapper. */
function paymentRequiredResult(data: Record<string, unknown>, message: string): CallToolResult {
  return {
    isError: true,
    structuredContent: data,
    content: [{ type: "text", text: JSON.stringify({ [MCP_PAYMENT_META.error]: { code: 402, message, data } }) }],
  };
}

function refusalResult(deps: PaidToolsDeps, tier: Tier, refusal: PaymentRefusal): CallToolResult {
  if (!refusal.challenge) {
    // 429-class refusals (payer busy, too many failed payments): not a price to pay, a time to wait.
    return errorResult(refusal.error, refusal.detail.replace(/PAYMENT-SIGNATURE/g, `_meta["${MCP_PAYMENT_META.payment}"]`), {
      retryAfter: refusal.retryAfterSeconds ?? null,
    });
  }
  const data: Record<string, unknown> = { ...requiredFor(deps, tier, refusal.error) };
  const settlementHeader = refusal.headers?.["PAYMENT-RESPONSE"];
  if (settlementHeader) data[MCP_PAYMENT_META.paymentResponse] = decodePaymentResponseHeader(settlementHeader);
  return paymentRequiredResult(data, `Payment refused (${refusal.error}). Nothing was charged; ${HOW_TO_PAY}.`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function callPaidTool(deps: PaidToolsDeps, tier: Tier, args: unknown, meta: Record<string, unknown> | undefined, client: string): Promise<CallToolResult> {
  const payment = meta?.[MCP_PAYMENT_META.payment];
  if (payment === undefined) {
    // Payment first, as on HTTP: whatever the arguments, an unpaid call gets the price.
    const required = requiredFor(deps, tier, "Payment required");
    return paymentRequiredResult({ ...required }, `Payment required: $${tier.priceUsd} in USDC; ${HOW_TO_PAY}.`);
  }
  if (!isObject(payment)) return refusalResult(deps, tier, refusals.invalidPayload("_meta payment is not a JSON object"));

  // The HTTP route's validator on the same JSON, so MCP and HTTP agree on what is valid (and on the 422 detail).
  const parsed = parseBody<VerifyArgs>(VerifyRequestSpec, new TextEncoder().encode(JSON.stringify(args ?? {})), "application/json");
  if (!parsed.ok) {
    const detail = (JSON.parse(parsed.body) as { detail: unknown }).detail;
    return errorResult("invalid_input", "The arguments are invalid. Nothing was charged and the payment was not used.", { detail });
  }
  const { claim, context } = parsed.value;
  const needsContext = missingContext(deps.engine, tier, context);
  if (needsContext) {
    const detail = (JSON.parse(contextRequiredError(needsContext, parsed.value)) as { detail: unknown }).detail;
    return errorResult("invalid_input", `The claim cannot be judged as sent: ${needsContext} Nothing was charged and the payment was not used.`, { detail });
  }

  let outcome;
  try {
    outcome = await deps.lifecycle.run(tier, payment, client, (paid) => answerVerify(deps, tier, claim, context, paid), () => true);
  } catch (error) {
    const answer = answerOf(error);
    if (error instanceof EngineUnavailableError) {
      deps.log.warn({ event: "engine-unavailable", transport: "mcp", reason: error.reason, message: error.message }, "engine unavailable");
      return errorResult("service_unavailable", String(answer.body.detail), { reason: answer.body.error, retryAfter: error.retryAfterSeconds });
    }
    deps.log.error({ err: error, transport: "mcp", tier: tier.id }, "paid tool failed");
    return errorResult("internal_error", "Internal error. Nothing was charged; the same payment may be sent again.");
  }
  if (outcome.kind === "refused") return refusalResult(deps, tier, outcome.refusal);
  if (outcome.kind === "unpaid-answer") return jsonResult({ ...outcome.result });
  return jsonResult({ ...outcome.result }, { [MCP_PAYMENT_META.paymentResponse]: outcome.settlement });
}

function callVerifyReceipt(deps: PaidToolsDeps, args: Record<string, unknown>): CallToolResult {
  let receipt = args.receipt;
  if (typeof receipt === "string") {
    try {
      receipt = parseReceiptJson(receipt);
    } catch (error) {
      return jsonResult({ valid: false, reason: "malformed", detail: `not valid JSON: ${(error as Error).message}` });
    }
  }
  const claim = typeof args.claim === "string" ? args.claim : undefined;
  const context = args.context === null ? null : typeof args.context === "string" ? args.context : undefined;
  const check = deps.receiptService.verify(receipt, {
    ...(claim !== undefined ? { claim } : {}),
    ...(context !== undefined ? { context } : {}),
  });
  return jsonResult({ ...check });
}

/** One MCP server for one request (the endpoint is stateless); `client` keys the failed-payment limit. */
export function createPaidMcpServer(deps: PaidToolsDeps, client: string): Server {
  const server = new Server({ name: "verity", version: deps.version }, { capabilities: { tools: {} } });
  const tools = [...VERIFY_TOOLS, VERIFY_RECEIPT_TOOL, SERVICE_INFO_TOOL];
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => ({ ...t })) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args, _meta: meta } = request.params;
    const tier = TIERS.find((t) => t.toolName === name);
    if (tier) return callPaidTool(deps, tier, args, meta as Record<string, unknown> | undefined, client);
    if (name === VERIFY_RECEIPT_TOOL.name) return callVerifyReceipt(deps, args ?? {});
    if (name === SERVICE_INFO_TOOL.name) return jsonResult(serviceInfo(deps.publicBaseUrl, deps.payTo));
    return errorResult("unknown_tool", `Unknown tool "${name}". Tools: ${tools.map((t) => t.name).join(", ")}.`);
  });
  return server;
}
