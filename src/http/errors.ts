/**
 * The one place a thrown value becomes an HTTP answer, plus FastAPI-shaped routing errors. Our own faults are
 * 5xx, never 4xx; an engine that could not make a real attempt is a 503 with Retry-After and a fixed public
 * reason code. Internal text (upstream bodies, stack traces) goes to the log only, never into a body.
 */
import type { Context, Hono } from "hono";
import { EngineUnavailableError, type UnavailableReason } from "../engine/types.js";

export function jsonText(c: Context, status: number, text: string, headers: Record<string, string> = {}) {
  return c.body(text, status as never, { "content-type": "application/json", ...headers });
}

/** The answer to a body that could not be read: 413 past the cap, 400 for a broken stream. */
export function bodyReadFailure(c: Context, reason: "too-large" | string, maxBytes: number) {
  return reason === "too-large"
    ? jsonText(c, 413, JSON.stringify({ detail: `Request body too large: at most ${maxBytes} bytes` }))
    : jsonText(c, 400, JSON.stringify({ detail: "There was an error parsing the body" }));
}

const UNAVAILABLE_DETAIL: Readonly<Record<UnavailableReason, string>> = {
  search_unavailable: "The web search provider could not be reached, so no real attempt was possible.",
  llm_unavailable: "The language model could not be reached, so no real attempt was possible.",
  no_evidence_source:
    "This service has no usable evidence source for the grounded tiers (its search provider is not configured, e.g. SEARCH_API_KEY).",
  no_judge: "No judge is configured for this tier.",
  deadline_exceeded: "The tier's deadline passed before any evidence could be judged.",
  engine_unavailable: "The verifier could not make a real attempt.",
  shutting_down: "This node is shutting down and could not finish the request in time.",
};

export function statusOf(error: unknown): 500 | 503 {
  return error instanceof EngineUnavailableError ? 503 : 500;
}

/** The public body and headers of a thrown value: fixed text only. */
export function answerOf(error: unknown): { status: 500 | 503; body: Record<string, unknown>; headers: Record<string, string> } {
  if (error instanceof EngineUnavailableError) {
    return {
      status: 503,
      body: { error: error.reason, detail: `${UNAVAILABLE_DETAIL[error.reason]} Nothing was charged; retry later.` },
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    };
  }
  return { status: 500, body: { detail: "Internal Server Error" }, headers: {} };
}

export function installRoutingErrors(app: Hono, knownPaths: Map<string, string[]>): void {
  for (const [path, methods] of knownPaths) {
    const allow = [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])])].join(", ");
    app.all(path, (c) => {
      if (c.req.method === "OPTIONS") return c.body(null, 204, { allow });
      return jsonText(c, 405, '{"detail":"Method Not Allowed"}', { allow });
    });
  }
  app.notFound((c) => jsonText(c, 404, '{"detail":"Not Found"}'));
}

/** Maps every thrown value with answerOf; `onError` logs it (the body never carries its text). */
export function installErrorHandler(app: Hono, onError: (error: unknown) => void): void {
  app.onError((error, c) => {
    onError(error);
    const answer = answerOf(error);
    return jsonText(c, answer.status, JSON.stringify(answer.body), answer.headers);
  });
}
