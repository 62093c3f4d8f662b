/**
 * Anthropic Messages: POST {base}/v1/messages with x-api-key, the output forced through one tool whose
 * input_schema is the answer schema. Exactly one tool call is an answer; none or several is no answer.
 */
import { z } from "zod";
import { UpstreamError } from "../upstream/errors.js";
import type { JsonHttp } from "../upstream/http.js";
import type { LlmClient } from "./types.js";

const ANTHROPIC_VERSION = "2023-06-01";

const Message = z.object({
  model: z.string().optional(),
  stop_reason: z.string().nullable().optional(),
  content: z.array(
    z.union([
      z.object({ type: z.literal("tool_use"), name: z.string(), input: z.unknown() }),
      z.object({ type: z.string() }).passthrough(),
    ]),
  ),
});

export function anthropicClient(http: JsonHttp, baseUrl: string | null, apiKey: string | null): LlmClient {
  const base = baseUrl ?? "https://api.anthropic.com";
  return {
    provider: "anthropic",
    async complete(req) {
      const body = await http.json("llm", {
        method: "POST",
        url: `${base}/v1/messages`,
        headers: { "anthropic-version": ANTHROPIC_VERSION, ...(apiKey ? { "x-api-key": apiKey } : {}) },
        body: {
          model: req.model,
          max_tokens: req.maxOutputTokens,
          temperature: 0,
          system: req.system,
          messages: [{ role: "user", content: req.user }],
          tools: [
            {
              name: req.schemaName,
              description: "Record the single verdict for the claim. Call exactly once.",
              input_schema: req.schema,
            },
          ],
          tool_choice: { type: "tool", name: req.schemaName },
        },
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      const parsed = Message.safeParse(body);
      if (!parsed.success) throw new UpstreamError("llm", "garbage", 200, "not a Messages response");
      const calls = parsed.data.content.filter(
        (b): b is { type: "tool_use"; name: string; input: unknown } => b.type === "tool_use" && "name" in b && b.name === req.schemaName,
      );
      const single = calls.length === 1 && parsed.data.stop_reason !== "max_tokens";
      return { output: single ? JSON.stringify(calls[0]!.input) : "", model: parsed.data.model ?? req.model };
    },
  };
}
