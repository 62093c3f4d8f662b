/** Tool results in MCP's shape: the JSON as text for every host, and as structuredContent for those that read it. */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function jsonResult(value: Record<string, unknown>, meta?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
    ...(meta ? { _meta: meta } : {}),
  };
}

/** A tool error a model can read and act on: a stable code, a sentence, and any details. */
export function errorResult(code: string, message: string, details: Record<string, unknown> = {}): CallToolResult {
  const value = { error: code, message, ...details };
  return { isError: true, content: [{ type: "text", text: `${message}\n${JSON.stringify(value)}` }], structuredContent: value };
}
