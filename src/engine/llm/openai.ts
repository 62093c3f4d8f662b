/**
 * OpenAI-compatible chat completions (OpenAI, OpenRouter, Ollama, vLLM, llama.cpp): POST {base}/chat/completions
 * with response_format json_schema (strict).
 */
import { z } from "zod";
import { UpstreamError } from "../upstream/errors.js";
import type { JsonHttp } from "../upstream/http.js";
import type { LlmClient } from "./types.js";

const ChatCompletion = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

export function openAiClient(http: JsonHttp, baseUrl: string | null, apiKey: string | null): LlmClient {
  const base = baseUrl ?? "https://api.openai.com/v1";
  const openRouter = new URL(base).hostname.endsWith("openrouter.ai");
  return {
    provider: "openai",
    async complete(req) {
      const body = await http.json("llm", {
        method: "POST",
        url: `${base}/chat/completions`,
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        body: {
          model: req.model,
          messages: [
            { role: "system", content: req.system },
            { role: "user", content: req.user },
          ],
          temperature: 0,
          max_tokens: req.maxOutputTokens,
          response_format: { type: "json_schema", json_schema: { name: req.schemaName, strict: true, schema: req.schema } },
          // OpenRouter: route only to providers that honour response_format.
          ...(openRouter ? { provider: { require_parameters: true } } : {}),
        },
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
      const parsed = ChatCompletion.safeParse(body);
      if (!parsed.success) throw new UpstreamError("llm", "garbage", 200, "not a chat completion");
      const choice = parsed.data.choices[0]!;
      const refused = typeof choice.message.refusal === "string" && choice.message.refusal.length > 0;
      return {
        output: refused || choice.finish_reason === "length" ? "" : (choice.message.content ?? ""),
        model: parsed.data.model ?? req.model,
      };
    },
  };
}
