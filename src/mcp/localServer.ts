/**
 * `verity mcp`: an MCP server (stdio) that pays Verity for the agent. Each paid tool is one call of the typed
 * client, so the same limits hold: a price above VERITY_MAX_PRICE_USD or past VERITY_BUDGET_USD is refused
 * before anything is signed, and every receipt is checked offline against the service's key.
 *
 * Built on the SDK's low-level Server because the tool list is plain JSON Schema from src/contract/.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  BudgetExceeded,
  InvalidInput,
  KeyDocumentError,
  PaymentRefused,
  ServiceUnavailable,
  VerityError,
  type VerityClient,
} from "../client/index.js";
import { BALANCE_TOOL, SCAN_TOOL, VERIFY_RECEIPT_TOOL, VERIFY_TOOLS } from "../contract/mcpTools.js";
import { TIERS } from "../contract/tiers.js";
import { errorResult, jsonResult } from "./results.js";

export interface LocalServerOptions {
  readonly client: VerityClient;
  /** False when no wallet key is configured: paid tools and balance then refuse, free tools still work. */
  readonly walletConfigured: boolean;
  readonly version: string;
}

const NO_WALLET =
  "No paying wallet is configured: set VERITY_WALLET_KEY to the private key of a wallet holding USDC (the free tools work without it).";

function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Turns a client failure into a tool error the model can act on. */
export function clientErrorResult(error: unknown): CallToolResult {
  if (error instanceof BudgetExceeded) {
    return errorResult("budget_exceeded", `Refused before signing: ${error.message}.`, {
      limit: error.limit,
      priceUsd: error.priceUsd,
      allowedUsd: error.allowedUsd,
    });
  }
  if (error instanceof InvalidInput) return errorResult("invalid_input", error.message, { detail: error.detail });
  if (error instanceof ServiceUnavailable) return errorResult("service_unavailable", error.message, { retryAfter: error.retryAfter });
  if (error instanceof PaymentRefused) return errorResult("payment_refused", error.message, { reason: error.reason });
  if (error instanceof VerityError) return errorResult("verity_error", error.message, { status: error.status });
  if (error instanceof KeyDocumentError) return errorResult("bad_key_document", `The service key document is unusable: ${error.message}`);
  return errorResult("failed", `The call failed: ${error instanceof Error ? error.message : String(error)}`);
}

export function createLocalMcpServer(options: LocalServerOptions): Server {
  const server = new Server({ name: "verity", version: options.version }, { capabilities: { tools: {} } });
  const tools = [...VERIFY_TOOLS, SCAN_TOOL, VERIFY_RECEIPT_TOOL, BALANCE_TOOL];

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => ({ ...t })) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    const name = request.params.name;
    try {
      const tier = TIERS.find((t) => t.toolName === name);
      if (tier) {
        if (!options.walletConfigured) return errorResult("no_wallet", NO_WALLET);
        const context = args.context === undefined || args.context === null ? null : (args.context as string);
        const result = await options.client.verify(args.claim as string, { tier: tier.id, context });
        return jsonResult({ ...result.answer, receiptCheck: result.receiptCheck, payment: result.payment, spending: options.client.spending() });
      }
      switch (name) {
        case SCAN_TOOL.name:
          return jsonResult((await options.client.scan(args.text as string)) as Record<string, unknown>);
        case VERIFY_RECEIPT_TOOL.name: {
          const claim = asString(args.claim);
          const context = args.context === null ? null : asString(args.context);
          const check = await options.client.verifyReceipt(args.receipt, {
            ...(claim !== undefined ? { claim } : {}),
            ...(context !== undefined ? { context } : {}),
          });
          return jsonResult({ ...check });
        }
        case BALANCE_TOOL.name:
          if (!options.walletConfigured) return errorResult("no_wallet", NO_WALLET);
          return jsonResult({ ...(await options.client.balance()) });
        default:
          return errorResult("unknown_tool", `Unknown tool "${name}". Tools: ${tools.map((t) => t.name).join(", ")}.`);
      }
    } catch (error) {
      return clientErrorResult(error);
    }
  });
  return server;
}
