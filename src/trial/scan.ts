/**
 * The trial scan (SPEC.md "Trial scan report"): extract claims from a whole answer, check at most 8 with the
 * engine's standard tier, a bounded number at a time, and summarise. A claim whose check fails becomes an
 * `error` finding; one failure never fails the scan.
 */
import { SCAN_MAX_CLAIMS, SCAN_TEXT_USED_CHARS } from "../contract/schemas.js";
import { selectClaims, type ClaimExtractor } from "../engine/extract/index.js";
import { EngineUnavailableError, type Engine } from "../engine/types.js";
import type { Logger } from "../log.js";

export type FindingVerdict = "supported" | "unsupported" | "uncertain" | "error";
export type FindingLabel = "VERIFIED" | "HALLUCINATION" | "UNVERIFIED" | "ERROR";

export interface Finding {
  claim: string;
  verdict: FindingVerdict;
  label: FindingLabel;
  confidence: number;
  reasoning: string;
  evidence: string[];
}

export interface ScanReport {
  claims_checked: number;
  hallucinations: number;
  unverified: number;
  verified: number;
  /** Claims whose check failed (verdict `error`); not part of the three counts above. */
  errors: number;
  headline: string;
  /** Every check failed because the web search could not be reached from this server (offline, blocked). */
  search_unreachable: boolean;
  truncated: boolean;
  findings: Finding[];
}

export interface ScanDeps {
  readonly engine: Engine;
  readonly extractor: ClaimExtractor;
  readonly log?: Logger;
  /** Claims checked at the same time. */
  readonly concurrency?: number;
  /** Deadline for one claim's check; past it the finding is an error. */
  readonly claimTimeoutMs?: number;
}

const LABELS: Record<FindingVerdict, FindingLabel> = {
  supported: "VERIFIED",
  unsupported: "HALLUCINATION",
  uncertain: "UNVERIFIED",
  error: "ERROR",
};

/** Truncate to the first `max` code points (never splitting a surrogate pair). */
export function firstCodePoints(text: string, max: number): { text: string; cut: boolean } {
  let count = 0;
  let index = 0;
  for (const ch of text) {
    if (count === max) return { text: text.slice(0, index), cut: true };
    count++;
    index += ch.length;
  }
  return { text, cut: false };
}

async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

class ClaimTimeout extends Error {}

/** A finding, and whether its check failed because the web search was unreachable. */
interface Checked {
  readonly finding: Finding;
  readonly searchUnreachable: boolean;
}

const SEARCH_UNREACHABLE = "web search is unreachable from this server";

async function checkClaim(claim: string, deps: ScanDeps): Promise<Checked> {
  const timeoutMs = deps.claimTimeoutMs ?? 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const result = await Promise.race([
      deps.engine.verify({ claim, context: null, tier: "standard" }, { signal }),
      new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(new ClaimTimeout(`the check took longer than ${timeoutMs / 1000} s`)), { once: true }),
      ),
    ]);
    return {
      finding: { claim, verdict: result.verdict, label: LABELS[result.verdict], confidence: result.confidence, reasoning: result.reasoning, evidence: result.evidence },
      searchUnreachable: false,
    };
  } catch (error) {
    // Only our own wording reaches the caller: an error's message can carry upstream bodies, internal host names
    // or what a name resolved to. The whole error goes to the log.
    const searchUnreachable = error instanceof EngineUnavailableError && error.reason === "search_unavailable";
    const why = error instanceof ClaimTimeout
      ? error.message
      : searchUnreachable
        ? SEARCH_UNREACHABLE
        : error instanceof EngineUnavailableError
          ? "the verifier was unavailable"
          : "an internal error stopped the check";
    deps.log?.warn({ claim: claim.slice(0, 200), err: error instanceof Error ? error.message : String(error) }, "scan: claim check failed");
    return {
      finding: { claim, verdict: "error", label: "ERROR", confidence: 0, reasoning: `This claim could not be checked: ${why}. It is neither confirmed nor refuted.`, evidence: [] },
      searchUnreachable,
    };
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function headlineOf(r: Omit<ScanReport, "headline">): string {
  if (r.search_unreachable) {
    return `Nothing was checked: ${SEARCH_UNREACHABLE}, so the ${plural(r.claims_checked, "claim", "claims")} found could not be looked up. They are neither confirmed nor refuted.`;
  }
  if (r.claims_checked === 0) {
    return r.truncated
      ? "No checkable factual claims found in the part of the text that was read (first 4000 characters)."
      : "No checkable factual claims found.";
  }
  const parts = [
    plural(r.hallucinations, "hallucination", "hallucinations"),
    `${r.unverified} unverified`,
    `${r.verified} verified`,
  ];
  if (r.errors > 0) parts.push(plural(r.errors, "could not be checked", "could not be checked"));
  const lead = r.hallucinations > 0 ? "Hallucinations found" : r.unverified + r.errors > 0 ? "Not everything could be confirmed" : "All checked claims verified";
  const tail = r.truncated ? "; some claims were not checked (text or claim limit)" : "";
  return `${lead}: ${plural(r.claims_checked, "claim", "claims")} checked, ${parts.join(", ")}${tail}.`;
}

export async function runScan(text: string, deps: ScanDeps): Promise<ScanReport> {
  const used = firstCodePoints(text, SCAN_TEXT_USED_CHARS);
  const extraction = await deps.extractor.extract(used.text);
  const chosen = selectClaims(extraction.claims, SCAN_MAX_CLAIMS);
  const checked = await mapBounded(chosen, deps.concurrency ?? 4, (c) => checkClaim(c.claim, deps));
  const findings = checked.map((c) => c.finding);
  const count = (v: FindingVerdict) => findings.filter((f) => f.verdict === v).length;
  const body = {
    claims_checked: findings.length,
    hallucinations: count("unsupported"),
    unverified: count("uncertain"),
    verified: count("supported"),
    errors: count("error"),
    search_unreachable: checked.length > 0 && checked.every((c) => c.searchUnreachable),
    truncated: used.cut || extraction.claims.length > chosen.length,
    findings,
  };
  return {
    claims_checked: body.claims_checked,
    hallucinations: body.hallucinations,
    unverified: body.unverified,
    verified: body.verified,
    errors: body.errors,
    headline: headlineOf(body),
    search_unreachable: body.search_unreachable,
    truncated: body.truncated,
    findings,
  };
}
