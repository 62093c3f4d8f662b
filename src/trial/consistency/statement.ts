/**
 * A statement the contradiction check compares: what to quote back, what to analyse, and the subject the page
 * structure gives it (the FAQ question above an answer, the heading above a paragraph, a table's row and column
 * headers). Strings are accepted wherever statements are, as plain rendered sentences with no context.
 */
export type StatementSource = "text" | "faq" | "table" | "list" | "json-ld" | "hidden";

export interface Statement {
  /** Verbatim text to report; for a table cell, the row as rendered (cells joined by spaces). */
  readonly quote: string;
  /** Text to analyse; for a table cell, "row header, column header, cell". Defaults to the quote. */
  readonly text?: string;
  /** Subject words from the page structure (FAQ question, heading, table caption). Never quoted. */
  readonly context?: string;
  /** False for JSON-LD and hidden markup: the text exists on the page but a reader does not see it. */
  readonly rendered?: boolean;
  readonly source?: StatementSource;
}

export interface PageStatements {
  readonly statements: Statement[];
  /** Words of the page's title and main heading: the site's own name is no subject of its own. */
  readonly topic: string;
}

export function asStatement(s: string | Statement): Statement {
  return typeof s === "string" ? { quote: s } : s;
}
