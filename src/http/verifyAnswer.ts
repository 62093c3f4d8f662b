/**
 * The paid answer, whatever the transport: the engine's verdict and the signed receipt over exactly this
 * claim, context, tier and payment. The HTTP routes and the /mcp tools both answer with it.
 */
import { createHash } from "node:crypto";
import type { VerifyResponse } from "../contract/schemas.js";
import type { Tier } from "../contract/tiers.js";
import { EngineUnavailableError, type Engine, type VerifyOptions } from "../engine/types.js";
import type { Logger } from "../log.js";
import type { PaidCallContext } from "../payments/lifecycle.js";
import type { ReceiptSigner } from "../receipts/types.js";

export interface AnswerDeps {
  readonly engine: Engine;
  readonly receipts: ReceiptSigner | null;
  readonly log: Logger;
  /** Aborted when a draining node gives up on unfinished requests: they end unpaid with a 503 shutting_down. */
  readonly shutdown?: AbortSignal;
}

/** The engine's verdict, unless the node's shutdown deadline passes first. */
function verdictWithin(deps: AnswerDeps, input: Parameters<Engine["verify"]>[0], options: VerifyOptions): ReturnType<Engine["verify"]> {
  const shutdown = deps.shutdown;
  if (!shutdown) return deps.engine.verify(input, options);
  const stopped = () => new EngineUnavailableError("the node is shutting down", 1, "shutting_down");
  if (shutdown.aborted) return Promise.reject(stopped());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(stopped());
    shutdown.addEventListener("abort", onAbort, { once: true });
    deps.engine.verify(input, { ...options, signal: shutdown }).then(
      (v) => (shutdown.removeEventListener("abort", onAbort), resolve(v)),
      (e: unknown) => (shutdown.removeEventListener("abort", onAbort), reject(shutdown.aborted ? stopped() : e)),
    );
  });
}

/** Why this request cannot be judged as sent (a tier that needs `context` here, and none given), or null. */
export function missingContext(engine: Engine, tier: Tier, context: string | null): string | null {
  return context === null || context.trim() === "" ? (engine.contextRequired?.(tier.id) ?? null) : null;
}

/**
 * Throws EngineUnavailableError when no real attempt could be made (the caller answers 503, free). A paid call's
 * verdict-cache write goes out with the call's unlock (one Store round trip, `writeAtEnd`).
 */
export async function answerVerify(
  deps: AnswerDeps,
  tier: Tier,
  claim: string,
  context: string | null,
  paid: PaidCallContext | null,
): Promise<VerifyResponse> {
  const payment = paid?.payment ?? null;
  const result = await verdictWithin(deps, { claim, context, tier: tier.id }, paid ? { writeAtEnd: (entry) => paid.writeAtEnd(entry) } : {});
  const response: VerifyResponse = {
    verdict: result.verdict,
    confidence: result.confidence,
    reasoning: result.reasoning,
    evidence: result.evidence,
    grounding: result.grounding,
    context_sha256: context === null ? null : createHash("sha256").update(context).digest("hex"),
    receipt:
      deps.receipts?.sign({
        claim,
        context,
        verdict: result.verdict,
        confidence: result.confidence,
        tier: tier.id,
        engine: result.engine,
        payment,
        grounding: result.grounding,
      }) ?? null,
  };
  deps.log.info({ tier: tier.id, verdict: result.verdict, payer: payment?.payer, nonce: payment?.nonce }, "verdict");
  return response;
}
