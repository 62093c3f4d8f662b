/** The one answer shape a model may give, and the one strict way to read it. */
import { z } from "zod";
import type { Verdict } from "../../contract/schemas.js";

export const MAX_QUOTES = 6;

export const JudgeAnswer = z.strictObject({
  verdict: z.enum(["supported", "unsupported", "uncertain"]),
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(2000),
  quotes: z
    .array(z.strictObject({ passageId: z.string().min(1).max(40), quote: z.string().min(1).max(600) }))
    .max(MAX_QUOTES),
});
export type JudgeAnswer = z.infer<typeof JudgeAnswer>;

/** Hand-written so that it stays within what strict structured-output modes accept. */
export const JUDGE_ANSWER_JSON_SCHEMA: Record<string, unknown> = {
  type: "object",
  additionalProperties: false,
  required: ["verdict", "confidence", "reasoning", "quotes"],
  properties: {
    verdict: { type: "string", enum: ["supported", "unsupported", "uncertain"] satisfies Verdict[] },
    confidence: { type: "number", description: "Probability, 0 to 1, that the verdict is right." },
    reasoning: { type: "string", description: "One to three sentences a person can check." },
    quotes: {
      type: "array",
      description: "Exact sentences copied character for character from the passages that decide the verdict.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["passageId", "quote"],
        properties: { passageId: { type: "string" }, quote: { type: "string" } },
      },
    },
  },
};

/** Whole text must be one JSON object of exactly this shape; no extraction of a verdict from prose. */
export function parseJudgeAnswer(output: string): JudgeAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(output.trim());
  } catch {
    return null;
  }
  const parsed = JudgeAnswer.safeParse(value);
  return parsed.success ? parsed.data : null;
}
