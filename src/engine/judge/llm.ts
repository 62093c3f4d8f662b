/**
 * A Judge over an LLM provider: fixed system prompt, one data block, fixed output schema, one strict parse.
 * An answer that does not parse gets one more try, then the judge answers `uncertain`. A provider that cannot
 * be reached within the deadline is an EngineUnavailableError (the route answers 503, nothing is charged).
 */
import { tierById } from "../../contract/tiers.js";
import type { LlmClient } from "../llm/types.js";
import { EngineUnavailableError } from "../types.js";
import { UpstreamError } from "../upstream/errors.js";
import { withRetries } from "../upstream/retry.js";
import { JUDGE_ANSWER_JSON_SCHEMA, parseJudgeAnswer } from "./output.js";
import { buildPrompt } from "./prompt.js";
import type { Judge, JudgeInput, JudgeOutput } from "./types.js";

export interface LlmJudgeTiming {
  readonly callTimeoutMs: number;
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_LLM_TIMING: LlmJudgeTiming = { callTimeoutMs: 45_000, attempts: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

export function createLlmJudge(client: LlmClient, model: string, timing: LlmJudgeTiming = DEFAULT_LLM_TIMING): Judge {
  const id = `llm:${client.provider}:${model}`;

  async function ask(input: JudgeInput, signal: AbortSignal) {
    const prompt = buildPrompt({ ...input, grounded: tierById(input.tier).grounded });
    try {
      return await withRetries(
        () =>
          client.complete({
            model,
            system: prompt.system,
            user: prompt.user,
            schemaName: "record_verdict",
            schema: JUDGE_ANSWER_JSON_SCHEMA,
            maxOutputTokens: 1200,
            timeoutMs: timing.callTimeoutMs,
            signal,
          }),
        { attempts: timing.attempts, baseDelayMs: timing.baseDelayMs, maxDelayMs: timing.maxDelayMs, signal },
      );
    } catch (error) {
      const why = error instanceof UpstreamError ? error.message : signal.aborted ? "the deadline passed" : String(error);
      throw new EngineUnavailableError(`the language model could not be reached (${why})`, 30, "llm_unavailable");
    }
  }

  return {
    id,
    async judge(input, options) {
      const signal = options?.signal ?? new AbortController().signal;
      let lastModel = model;
      for (let round = 1; round <= 2; round++) {
        const reply = await ask(input, signal);
        lastModel = reply.model;
        const answer = parseJudgeAnswer(reply.output);
        if (answer) {
          const output: JudgeOutput = {
            verdict: answer.verdict,
            confidence: answer.confidence,
            reasoning: answer.reasoning,
            quotes: answer.quotes.map((q) => ({ passageId: q.passageId, quote: q.quote })),
            model: reply.model,
          };
          return output;
        }
      }
      return {
        verdict: "uncertain",
        confidence: 0,
        reasoning: "The model's answer did not match the required format twice, so it was not used.",
        quotes: [],
        model: lastModel,
      };
    },
  };
}
