/**
 * POST /mcp on the api address: the paid MCP endpoint over Streamable HTTP (the SDK's web-standard
 * transport, stateless, JSON responses). Each request gets its own server and transport, so nothing is
 * shared between callers but the Store; the body cap is the transport's own.
 */
import { Hono } from "hono";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { resolveClient, TrustList } from "../net/clientAddress.js";
import { failureKeyOf } from "../payments/failureLimit.js";
import { createPaidMcpServer, type PaidToolsDeps } from "./paidTools.js";

export const MCP_PATH = "/mcp";

/** Room for a claim, a context and a payment payload, even fully \u-escaped; far below the SDK's 4 MiB default. */
export const MCP_BODY_MAX_BYTES = 256 * 1024;

export interface McpEndpointDeps extends PaidToolsDeps {
  readonly trustProxy: readonly string[];
}

export function createMcpEndpoint(deps: McpEndpointDeps): { app: Hono; paths: Record<string, string[]> } {
  const app = new Hono();
  const trust = new TrustList([...deps.trustProxy]);
  app.post(MCP_PATH, async function mcpEndpoint(c) {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const client = failureKeyOf(resolveClient(incoming?.socket?.remoteAddress ?? null, c.req.header("x-forwarded-for") ?? null, trust));
    const server = createPaidMcpServer(deps, client);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MCP_BODY_MAX_BYTES,
    });
    await server.connect(transport);
    try {
      // JSON mode: the response is complete when this resolves.
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  // Stateless: no server-initiated stream (GET) and no session to end (DELETE); the app answers 405.
  return { app, paths: { [MCP_PATH]: ["POST"] } };
}
