/** What was used to reach a verdict, so it can be reproduced: logged for every verdict, returned by pro. */
import type { FetchRecord } from "./evidence/document.js";

export interface Trace {
  readonly queries: string[];
  readonly fetches: FetchRecord[];
  readonly models: string[];
  readonly judge: string;
  readonly search: string | null;
  readonly rounds: number;
  readonly earlyStop: boolean;
  /** Page sentences left out because they read like instructions to a model. */
  readonly suspiciousSentences: number;
}

export function emptyTrace(judge: string, search: string | null): Trace {
  return { queries: [], fetches: [], models: [], judge, search, rounds: 0, earlyStop: false, suspiciousSentences: 0 };
}

/** One paragraph for the pro tier's reasoning. */
export function describeTrace(trace: Trace): string {
  const pages = trace.fetches.map((f) =>
    f.error
      ? `${f.url} (not read: ${f.error})`
      : `${f.finalUrl ?? f.url} (${f.status === null ? "read" : `HTTP ${f.status}`} at ${f.fetchedAt}, sha256 ${f.sha256})`,
  );
  return [
    `Reproducibility: search ${trace.search ?? "none"}; queries ${JSON.stringify(trace.queries)};`,
    `sources ${pages.length > 0 ? pages.join("; ") : "none"};`,
    `judge ${trace.judge}, model ${[...new Set(trace.models)].join(", ") || "none"}; rounds ${trace.rounds}${trace.earlyStop ? " (stopped early, confident)" : ""}.`,
  ].join(" ");
}
