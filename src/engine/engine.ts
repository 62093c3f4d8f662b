/**
 * The verification engine: cache, tier dispatch, deadline, evidence strings and the per-verdict reproducibility
 * log. The parts (judges, evidence source) are chosen by createEngine from the config.
 */
import { createHash } from "node:crypto";
import type { Logger } from "../log.js";
import type { VerdictCache } from "./cache.js";
import { evidenceString } from "./evidence/format.js";
import type { EvidenceSource } from "./evidence/source.js";
import { runGrounded } from "./grounded.js";
import type { Judge } from "./judge/types.js";
import { runQuick } from "./quick.js";
import { planFor, type TierPlan } from "./tiers.js";
import { describeTrace, emptyTrace, type Trace } from "./trace.js";
import { EngineUnavailableError, type Engine, type EngineVerdict, type SearchProbe, type VerifyInput, type VerifyOptions } from "./types.js";
import type { TierId } from "../contract/tiers.js";
import type { EngineStage } from "../observability/metrics.js";
import type { Grounding } from "../contract/schemas.js";
import { Deadline } from "./upstream/deadline.js";
import type { Outcome } from "./verdict/decide.js";

export interface EngineParts {
  /** The judge per tier; null when none is available for that tier. */
  judgeFor(tier: TierId, hasContext: boolean): Judge | null;
  /** Whether a judge's confidence is fitted on labelled data (embedded) or a model's own estimate (LLM). */
  isCalibrated(judge: Judge): boolean;
  /** The uninstructable second judge that re-reads an LLM's verified quotes, if any. */
  checkerFor(judge: Judge): Judge | null;
  /** The evidence source for grounded tiers, or why there is none. */
  evidence(): Promise<EvidenceSource | { unavailable: string }>;
  readonly cache: VerdictCache;
  readonly log: Logger;
  readonly now: () => number;
  readonly deadlineOverrideMs?: number;
  describe(): { judge: string; llm: string | null; search: string | null };
  probeSearch(): Promise<SearchProbe>;
  /** Stage timings for the metrics (search, fetch, judge). */
  observeStage(stage: EngineStage, seconds: number): void;
  /** Known at start: why the grounded tiers have no evidence source (a provider that needs a key without one). */
  readonly groundedUnavailable: string | null;
  close(): Promise<void>;
}

export class VerificationEngine implements Engine {
  constructor(private readonly parts: EngineParts) {}

  describe() {
    return this.parts.describe();
  }

  probeSearch(): Promise<SearchProbe> {
    return this.parts.probeSearch();
  }

  cannotJudge(tier: TierId): string | null {
    return tier === "quick" ? null : this.parts.groundedUnavailable;
  }

  contextRequired(tier: TierId): string | null {
    if (tier !== "quick" || this.parts.judgeFor("quick", false) !== null) return null;
    return (
      "this service has no language model configured, so /verify/quick judges a claim only against the context you send. " +
      "Send the text to check it against as `context`, or use /verify, which searches for evidence."
    );
  }

  close() {
    return this.parts.close();
  }

  async verify(input: VerifyInput, options: VerifyOptions = {}): Promise<EngineVerdict> {
    const started = this.parts.now();
    const cached = await this.parts.cache.get(input);
    if (cached) {
      this.parts.log.info({ event: "verdict", tier: input.tier, claimSha256: sha(input.claim), cached: true, verdict: cached.verdict }, "verdict (cached)");
      return cached;
    }
    const plan = planFor(input.tier, this.parts.deadlineOverrideMs ? { deadlineMs: this.parts.deadlineOverrideMs } : {});
    const deadline = new Deadline(plan.deadlineMs, this.parts.now, options.signal);
    let result: { verdict: EngineVerdict; trace: Trace };
    try {
      result = plan.grounded ? await this.grounded(input, plan, deadline) : await this.quick(input, plan, deadline);
    } catch (error) {
      if (error instanceof EngineUnavailableError) {
        this.parts.log.warn({ event: "verdict-unavailable", tier: input.tier, claimSha256: sha(input.claim), reason: error.message }, "engine unavailable");
      }
      throw error;
    } finally {
      deadline.dispose();
    }
    this.parts.log.info(
      {
        event: "verdict",
        tier: input.tier,
        claimSha256: sha(input.claim),
        contextSha256: input.context === null ? null : sha(input.context),
        verdict: result.verdict.verdict,
        confidence: result.verdict.confidence,
        ...result.trace,
        ms: this.parts.now() - started,
      },
      "verdict",
    );
    // A grounded verdict reached without judging anything (no results, no readable page) may change within
    // minutes; only verdicts that rest on a judgement are reused.
    if (!plan.grounded || result.trace.rounds > 0) await this.parts.cache.set(input, result.verdict, options.writeAtEnd);
    return result.verdict;
  }

  private async quick(input: VerifyInput, plan: TierPlan, deadline: Deadline) {
    const hasContext = input.context !== null && input.context.trim() !== "";
    const judge = this.parts.judgeFor("quick", hasContext);
    const judgeStarted = performance.now();
    const outcome = await runQuick(input, plan, judge, judge ? this.parts.isCalibrated(judge) : false, deadline);
    if (judge) this.parts.observeStage("judge", (performance.now() - judgeStarted) / 1000);
    const trace: Trace = { ...emptyTrace(judge?.id ?? "none", null), models: outcome.judgeModel === "none" ? [] : [outcome.judgeModel], rounds: judge ? 1 : 0 };
    // The quick tier searches nothing: its verdict rests on the caller's context, or on the model alone.
    return { verdict: toVerdict(outcome, judge?.id ?? "none", null, judge && hasContext ? "caller-context" : "none"), trace };
  }

  private async grounded(input: VerifyInput, plan: TierPlan, deadline: Deadline) {
    const source = await this.parts.evidence();
    if ("unavailable" in source) throw new EngineUnavailableError(source.unavailable, 300, "no_evidence_source");
    const judge = this.parts.judgeFor(input.tier, input.context !== null);
    if (!judge) throw new EngineUnavailableError(`no judge is available for the ${input.tier} tier`, 300, "no_judge");
    const { outcome, trace } = await runGrounded(input, plan, source, judge, this.parts.isCalibrated(judge), deadline, this.parts.checkerFor(judge), (stage, s) => this.parts.observeStage(stage, s));
    let verdict = toVerdict(outcome, judge.id, source.id, source.id === "corpus" ? "corpus" : "web");
    if (input.tier === "pro") verdict = { ...verdict, reasoning: `${verdict.reasoning}\n\n${describeTrace(trace)}` };
    return { verdict, trace };
  }
}

function toVerdict(outcome: Outcome, judgeId: string, search: string | null, grounding: Grounding): EngineVerdict {
  return {
    verdict: outcome.verdict,
    confidence: outcome.confidence,
    reasoning: outcome.reasoning,
    evidence: outcome.quotes.map(evidenceString),
    engine: { judge: judgeId, model: outcome.judgeModel === "none" ? null : outcome.judgeModel, search },
    grounding,
  };
}

function sha(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
