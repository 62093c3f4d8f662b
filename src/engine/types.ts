import type { TierId } from "../contract/tiers.js";
import type { Grounding, UnavailableReason, Verdict } from "../contract/schemas.js";
import type { StoreEntry } from "../store/types.js";

export interface VerifyInput {
  readonly claim: string;
  readonly context: string | null;
  readonly tier: TierId;
}

/** Which parts produced a verdict; signed into receipts and shown on /health. */
export interface EngineIdentity {
  readonly judge: string;
  readonly model: string | null;
  readonly search: string | null;
}

export interface EngineVerdict {
  readonly verdict: Verdict;
  readonly confidence: number;
  readonly reasoning: string;
  readonly evidence: string[];
  readonly engine: EngineIdentity;
  readonly grounding: Grounding;
}

export interface SearchProbe {
  /** "wikipedia", "brave", "corpus", ... */
  readonly provider: string;
  readonly reachable: boolean;
  /** Why not, in words safe to print (no keys, no upstream bodies); null when reachable. */
  readonly detail: string | null;
}

export interface VerifyOptions {
  readonly signal?: AbortSignal;
  /**
   * Takes the verdict-cache write, for the caller to send with its own Store writes (a paid call sends it with its
   * unlock, in one round trip). Without it the engine writes the entry itself before answering.
   */
  readonly writeAtEnd?: (entry: StoreEntry) => void;
}

export interface Engine {
  verify(input: VerifyInput, options?: VerifyOptions): Promise<EngineVerdict>;
  /**
   * Why this tier, in this configuration, cannot judge a request without `context` (the quick tier with no
   * language model), or null when it can. The routes answer such a request with a free 422 before any work.
   */
  contextRequired?(tier: TierId): string | null;
  /** Why this tier cannot judge at all in this configuration (a grounded tier with no evidence source), or null. */
  cannotJudge?(tier: TierId): string | null;
  /** One search request to the configured provider with a short deadline: can this server reach it? */
  probeSearch?(): Promise<SearchProbe>;
  /** What is configured, without secrets. */
  describe(): { judge: string; llm: string | null; search: string | null };
  close?(): Promise<void>;
}

export type { UnavailableReason } from "../contract/schemas.js";

/**
 * The engine could not make a real attempt (search or LLM down, or a grounded tier with no evidence source).
 * The route answers 503 with Retry-After and the public `reason`; nothing is charged. The message may carry
 * upstream text and is logged, never sent.
 */
export class EngineUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
    readonly reason: UnavailableReason = "engine_unavailable",
  ) {
    super(message);
    this.name = "EngineUnavailableError";
  }
}
