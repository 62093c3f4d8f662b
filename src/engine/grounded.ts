/**
 * The grounded pipeline (standard, pro): queries → search → concurrent page fetches → sentences → passages →
 * BM25 → judge → quote check → calibration → fail-closed rules. Rounds stop as soon as one is confident (FIRE).
 */
import type { EvidenceDocument, FetchRecord } from "./evidence/document.js";
import { buildPassages } from "./evidence/passages.js";
import { rankPassages } from "./evidence/rank.js";
import type { EvidenceSource } from "./evidence/source.js";
import type { Judge } from "./judge/types.js";
import { buildQueries } from "./queries.js";
import type { TierPlan } from "./tiers.js";
import type { Trace } from "./trace.js";
import { EngineUnavailableError, type VerifyInput } from "./types.js";
import type { Deadline } from "./upstream/deadline.js";
import type { EngineStage } from "../observability/metrics.js";
import { UpstreamError } from "./upstream/errors.js";
import { crossCheck } from "./verdict/crossCheck.js";
import { decide, type Outcome } from "./verdict/decide.js";

export interface GroundedResult {
  readonly outcome: Outcome;
  readonly trace: Trace;
}

export async function runGrounded(
  input: VerifyInput,
  plan: TierPlan,
  source: EvidenceSource,
  judge: Judge,
  judgeCalibrated: boolean,
  deadline: Deadline,
  /** An uninstructable second judge for the verified quotes (used when `judge` is an LLM). */
  checker: Judge | null = null,
  /** Told how long each stage took (search, fetch, judge), for the metrics. */
  observe: (stage: EngineStage, seconds: number) => void = () => {},
): Promise<GroundedResult> {
  const queries = buildQueries(input.claim, input.context, plan.maxQueries, source.prefersKeywords);
  const docs: EvidenceDocument[] = [];
  const fetches: FetchRecord[] = [];
  const used: string[] = [];
  const models: string[] = [];
  let searches = 0;
  let hits = 0;
  let rounds = 0;
  let suspicious = 0;
  let earlyStop = false;
  let lastSearchError: UpstreamError | null = null;
  const outcomes: Outcome[] = [];

  for (const query of queries) {
    if (deadline.expired) break;
    let gathered;
    try {
      gathered = await source.gather(query, {
        exclude: new Set([...docs.flatMap((d) => [d.url, d.requestedUrl]), ...fetches.map((f) => f.url)]),
        resultsPerQuery: plan.resultsPerQuery,
        maxDocuments: plan.pagesPerRound,
        deadline,
        focus: input.claim,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError) && !deadline.expired) throw error;
      lastSearchError = error instanceof UpstreamError ? error : null;
      break;
    }
    if (gathered.timings) {
      observe("search", gathered.timings.searchMs / 1000);
      observe("fetch", gathered.timings.fetchMs / 1000);
    }
    searches++;
    used.push(query);
    hits += gathered.hits;
    docs.push(...gathered.docs);
    fetches.push(...gathered.fetches);
    if (gathered.docs.length === 0) continue;

    const passageSet = buildPassages(docs);
    suspicious = passageSet.suspicious;
    const ranked = rankPassages(input.claim, passageSet.passages, { topK: plan.passagesToJudge, perDocument: 2 });
    if (ranked.length === 0) continue;
    let output;
    const judgeStarted = performance.now();
    try {
      output = await judge.judge({ claim: input.claim, context: input.context, passages: ranked, tier: input.tier }, { signal: deadline.signal });
      observe("judge", (performance.now() - judgeStarted) / 1000);
    } catch (error) {
      // A later round that runs out of time keeps what the earlier rounds found.
      if (error instanceof EngineUnavailableError && outcomes.length > 0) break;
      throw error;
    }
    rounds++;
    models.push(output.model);
    let outcome = decide({ claim: input.claim, output, passages: ranked, docs, plan, judgeCalibrated });
    if (checker) outcome = await crossCheck(outcome, input.claim, input.tier, checker, deadline.signal);
    outcomes.push(outcome);
    if (outcome.verdict !== "uncertain" && outcome.confidence >= plan.stopAt) {
      earlyStop = used.length < queries.length;
      break;
    }
  }

  if (searches === 0) {
    const why = lastSearchError ? lastSearchError.message : "the deadline passed before a search answered";
    throw new EngineUnavailableError(`web search via ${source.id} failed (${why})`, 30, "search_unavailable");
  }
  if (outcomes.length === 0 && deadline.expired) {
    throw new EngineUnavailableError("the deadline passed before any evidence could be judged", 30, "deadline_exceeded");
  }
  const trace: Trace = { queries: used, fetches, models, judge: judge.id, search: source.id, rounds, earlyStop, suspiciousSentences: suspicious };
  return { outcome: finalOutcome(outcomes, docs.length, hits, fetches.length), trace };
}

function finalOutcome(outcomes: readonly Outcome[], docCount: number, hits: number, tried: number): Outcome {
  const last = outcomes.at(-1);
  if (!last) {
    const reasoning =
      hits === 0
        ? "The search found no results for this claim, so there was nothing to judge it against. Verdict is uncertain."
        : docCount === 0
          ? `The search returned ${hits} results, but none of the ${tried} pages tried could be read, so there was nothing to judge the claim against. Verdict is uncertain.`
          : "None of the pages read had text relevant to the claim. Verdict is uncertain.";
    return { verdict: "uncertain", confidence: 0, reasoning, quotes: [], dropped: [], judgeVerdict: "uncertain", judgeModel: "none", sites: 0 };
  }
  const decided = outcomes.filter((o) => o.verdict !== "uncertain");
  const verdicts = new Set(decided.map((o) => o.verdict));
  if (verdicts.size > 1) {
    return {
      ...last,
      verdict: "uncertain",
      confidence: 0,
      reasoning: "Different search rounds led to opposite verdicts, so the verdict is uncertain (fail-closed).",
      quotes: decided.flatMap((o) => o.quotes),
    };
  }
  if (last.verdict === "uncertain" && decided.length > 0) {
    return decided.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  }
  return last;
}
