/**
 * The CPU-heavy half of the contradiction check, on two fetched bodies: read each page's statements (structure-aware, see structure.ts), find the pairs
 * that cannot both be true, re-check each quote against its page, and build the reproduce commands. Plain data in
 * and out, so it runs in the text worker pool (src/workers/) and never on the event loop.
 */
import { findContradictions, type ConflictKind } from "./contradictions.js";
import type { PageReader, QuotePlacement } from "./index.js";
import { reproduceCommand } from "./reproduce.js";
import type { PageStatements } from "./statement.js";

/** Sentences compared per page; keeps a huge page from monopolising the CPU of a free tool. */
export const MAX_SENTENCES_PER_PAGE = 3000;
/**
 * Longer "sentences" are left out of the comparison: real sentences are far shorter, and each one is analysed by
 * the NLP pipeline, so 3000 of them at 3 MiB would be costly for nothing.
 */
export const MAX_SENTENCE_CHARS = 2000;

export interface FetchedPage {
  readonly url: string;
  readonly body: string;
  readonly contentType: string | null;
}

export interface ComparisonInput {
  readonly a: FetchedPage;
  readonly b: FetchedPage;
  readonly focus: string | null;
}

export interface ComparedPair {
  readonly kind: ConflictKind;
  readonly subject: string;
  readonly a: string;
  readonly b: string;
  readonly placementA: QuotePlacement;
  readonly placementB: QuotePlacement;
  readonly valueA: string;
  readonly valueB: string;
  readonly reproduce: string | null;
}

export interface Comparison {
  readonly pairs: ComparedPair[];
  readonly checked: number;
}

/** A page's statements, capped in number and length (see the two limits above). */
function statementsOf(page: FetchedPage, reader: PageReader): PageStatements {
  const read = reader.statements(page.body, page.contentType);
  return {
    statements: read.statements.slice(0, MAX_SENTENCES_PER_PAGE).filter((s) => (s.text ?? s.quote).length <= MAX_SENTENCE_CHARS),
    topic: read.topic,
  };
}

export function comparePages(input: ComparisonInput, reader: PageReader): Comparison {
  const { a, b } = input;
  const readA = statementsOf(a, reader);
  const readB = statementsOf(b, reader);
  const found = findContradictions(readA.statements, readB.statements, { focus: input.focus, topics: [readA.topic, readB.topic] });
  const locateA = reader.locator(a.body, a.contentType);
  const locateB = reader.locator(b.body, b.contentType);
  const pairs: ComparedPair[] = [];
  for (const pair of found.pairs) {
    // Each quote is re-checked against the page it came from before it is reported.
    const placementA = locateA(pair.a);
    const placementB = locateB(pair.b);
    if (placementA === "absent" || placementB === "absent") continue;
    const cmdA = reproduceCommand(a.url, a.body, pair.a);
    const cmdB = reproduceCommand(b.url, b.body, pair.b);
    pairs.push({
      kind: pair.kind,
      subject: pair.subject,
      a: pair.a,
      b: pair.b,
      placementA,
      placementB,
      valueA: pair.valueA,
      valueB: pair.valueB,
      reproduce: cmdA && cmdB ? `${cmdA}; ${cmdB}` : null,
    });
  }
  return { pairs, checked: found.checked };
}
