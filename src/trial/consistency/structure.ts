/**
 * HTML page → statements for the contradiction check, read with one htmlparser2 SAX pass (linear in the page).
 * Shared boilerplate (navigation, site header and footer, cookie banners, newsletters, sidebars) is left out, so
 * two pages of one site do not pair their own chrome. Page structure gives statements their subject: a FAQ
 * question (a `<summary>`, a heading or element ending in "?", a `.faq-question`) is the context of its answer,
 * a `<dt>` of its `<dd>`, a heading of the paragraphs under it; each table cell becomes "row header, column
 * header, cell". Hidden subtrees (hidden, aria-hidden, inline display:none, template, noscript) and JSON-LD are
 * read too, as statements that are not rendered.
 */
import { Parser } from "htmlparser2";
import { splitSentences } from "../../engine/text/index.js";
import { jsonLdStatements } from "./jsonLd.js";
import type { PageStatements, Statement, StatementSource } from "./statement.js";

/** Deeper nesting makes htmlparser2's open-element stack slow; real pages nest a few dozen levels. */
const MAX_DEPTH = 1024;
const MAX_TABLE_CELLS = 5000;
const MAX_JSON_LD_BYTES = 256 * 1024;

const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog", "div",
  "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
  "hgroup", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th",
  "thead", "tr", "ul", "title",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const ALWAYS_SKIP = new Set(["style", "svg", "math", "iframe", "object", "canvas", "select", "textarea", "audio", "video", "button", "title"]);
const NOT_RENDERED = new Set(["template", "noscript"]);
const BOILERPLATE_TAGS = new Set(["nav", "aside", "dialog"]);
const BOILERPLATE_ROLES = new Set(["navigation", "banner", "contentinfo", "complementary", "dialog", "alertdialog", "search"]);
/** Class or id segments ("cc-window" → cc, window) that mark site chrome rather than page content. */
const BOILERPLATE_WORDS = new Set([
  "cookie", "cookies", "consent", "gdpr", "cc", "navbar", "nav", "menu", "breadcrumb", "breadcrumbs", "newsletter",
  "promo", "social", "share", "sharing", "masthead", "sidebar", "skip", "footer", "header",
]);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|content-visibility\s*:\s*hidden)/i;
const HEADING = /^h[1-6]$/;

function isBoilerplate(name: string, attrs: Record<string, string>, inContent: boolean): boolean {
  if (BOILERPLATE_TAGS.has(name)) return true;
  // A <header>/<footer> inside <main> or <article> belongs to that content; at page level it is site chrome.
  if ((name === "header" || name === "footer") && !inContent) return true;
  if (BOILERPLATE_ROLES.has((attrs.role ?? "").trim().toLowerCase())) return true;
  const names = `${attrs.class ?? ""} ${attrs.id ?? ""}`.toLowerCase();
  if (names.length > 512) return false;
  for (const token of names.split(/\s+/)) {
    if (token === "") continue;
    for (const part of token.split(/[-_]+/)) if (BOILERPLATE_WORDS.has(part)) return true;
  }
  return false;
}

function isHidden(name: string, attrs: Record<string, string>): boolean {
  return NOT_RENDERED.has(name) || "hidden" in attrs || attrs["aria-hidden"]?.trim().toLowerCase() === "true" || HIDDEN_STYLE.test(attrs.style ?? "");
}

function isQuestionMarker(attrs: Record<string, string>): boolean {
  return /\bquestion\b|faq-q\b|faq__q/i.test(`${attrs.class ?? ""} ${attrs.id ?? ""}`.slice(0, 512));
}

interface Frame {
  readonly name: string;
  readonly skips: boolean;
  readonly hides: boolean;
  readonly content: boolean;
  readonly question: boolean;
  readonly block: boolean;
}

interface Cell {
  text: string;
  header: boolean;
}

interface TableState {
  rows: Cell[][];
  row: Cell[] | null;
  cell: Cell | null;
  caption: string;
  headRows: number;
  inHead: boolean;
  cells: number;
  hidden: boolean;
}

/**
 * `maxStatements`: reading stops once that many statements are found (the finder compares no more per page, and
 * splitting the rest into sentences would be wasted work). JSON-LD statements come first and count too.
 */
export function readStatements(html: string, maxStatements = Infinity): PageStatements {
  const out: Statement[] = [];
  const jsonLd: string[] = [];
  const frames: Frame[] = [];
  const tables: TableState[] = [];
  let skipDepth = 0;
  let hiddenDepth = 0;
  let contentDepth = 0;
  let questionDepth = 0;
  let buf = "";
  let inJsonLd = false;
  let jsonLdBuf = "";
  let title = "";
  let inTitle = false;
  let h1 = "";
  let heading = "";
  let question = "";
  /** The question's scope: it ends when the element holding it (a FAQ item or list) closes. */
  let questionLevel = 0;
  let dt = "";
  const blockTags: string[] = [];
  let blockTag = "p";
  let stopped = false;

  const emit = (text: string, source: StatementSource, context: string, hidden: boolean) => {
    if (out.length >= maxStatements) return stop();
    for (const sentence of splitSentences(text)) {
      out.push({ quote: sentence, context, rendered: !hidden, source: hidden ? "hidden" : source });
    }
  };

  const flush = () => {
    const text = buf.replace(/\s+/g, " ").trim();
    buf = "";
    if (text === "") return;
    const table = tables[tables.length - 1];
    if (table?.cell) {
      table.cell.text = table.cell.text ? `${table.cell.text} ${text}` : text;
      return;
    }
    if (table && blockTag === "caption") {
      table.caption = text;
      return;
    }
    const hidden = hiddenDepth > 0;
    if (HEADING.test(blockTag) || questionDepth > 0 || blockTag === "summary") {
      if (blockTag === "h1" && !h1) h1 = text;
      if (text.endsWith("?") || questionDepth > 0 || blockTag === "summary") {
        question = text; // the answer that follows carries the fact; the question gives its subject
        questionLevel = frames.length;
        return;
      }
      heading = text;
      question = "";
      emit(text, "text", "", hidden);
      return;
    }
    if (blockTag === "dt") {
      dt = text;
      return;
    }
    if (blockTag === "dd") {
      emit(text, "list", [dt, question || heading].filter(Boolean).join(". "), hidden);
      return;
    }
    emit(text, question ? "faq" : blockTag === "li" ? "list" : "text", question || heading, hidden);
  };

  const closeTable = (table: TableState) => {
    if (out.length >= maxStatements) return stop();
    const rows = table.rows.filter((r) => r.some((c) => c.text !== ""));
    if (rows.length === 0) return;
    // Column headers: the rows of <thead>, else a first row made only of <th> (or empty corner cells).
    const headCount = table.headRows > 0 ? table.headRows : rows[0]!.every((c) => c.header || c.text === "") ? 1 : 0;
    const columns = headCount > 0 ? rows[headCount - 1]!.map((c) => c.text) : [];
    const context = [table.caption, heading].filter(Boolean).join(". ");
    for (const row of rows.slice(headCount)) {
      const quote = row.map((c) => c.text).filter(Boolean).join(" ");
      const rowHeader = row[0] && (row[0].header || headCount > 0) ? row[0].text : "";
      row.forEach((cell, i) => {
        if (cell.text === "" || (i === 0 && rowHeader !== "")) return;
        const text = [rowHeader, columns[i] ?? "", cell.text].filter(Boolean).join(", ");
        out.push({ quote, text, context, rendered: !table.hidden, source: table.hidden ? "hidden" : "table" });
      });
    }
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    parser.pause(); // the tokenizer stops for good: it is never resumed
  };

  const parser: Parser = new Parser(
    {
      onopentag(name, attrs) {
        if (VOID.has(name)) {
          if (name === "br" && skipDepth === 0) flush();
          return;
        }
        if (frames.length >= MAX_DEPTH) return stop();
        if (name === "title") inTitle = true;
        if (skipDepth > 0) {
          frames.push({ name, skips: false, hides: false, content: false, question: false, block: false });
          return;
        }
        const ld = name === "script" && /ld\+json/i.test(attrs.type ?? "");
        const skips =
          (name === "script" && !ld) || ALWAYS_SKIP.has(name) || isBoilerplate(name, attrs, contentDepth > 0);
        const hides = !skips && isHidden(name, attrs);
        const content = name === "main" || name === "article";
        const questionMark = !skips && isQuestionMarker(attrs);
        const block = BLOCK.has(name) || hides || questionMark || ld;
        if (block) flush();
        frames.push({ name, skips, hides, content, question: questionMark, block });
        if (skips) skipDepth++;
        if (hides) hiddenDepth++;
        if (content) contentDepth++;
        if (questionMark) questionDepth++;
        if (ld) inJsonLd = true;
        if (block && !skips) {
          blockTags.push(name);
          blockTag = name;
        }
        if (name === "table") {
          tables.push({ rows: [], row: null, cell: null, caption: "", headRows: 0, inHead: false, cells: 0, hidden: hiddenDepth > 0 });
        }
        const table = tables[tables.length - 1];
        if (table) {
          if (name === "thead") table.inHead = true;
          if (name === "tr") {
            table.row = [];
            table.rows.push(table.row);
            if (table.inHead) table.headRows++;
          }
          if ((name === "td" || name === "th") && table.row && table.cells++ < MAX_TABLE_CELLS) {
            table.cell = { text: "", header: name === "th" };
            table.row.push(table.cell);
          }
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipDepth > 0) return;
        if (inJsonLd) {
          if (jsonLdBuf.length < MAX_JSON_LD_BYTES) jsonLdBuf += text;
          return;
        }
        buf += text;
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (name === "title") inTitle = false;
        const frame = frames.pop();
        if (frame === undefined) return;
        if (skipDepth > 0 && !frame.skips) return;
        if (frame.block && !frame.skips) flush();
        if (frame.skips) skipDepth--;
        if (frame.hides) hiddenDepth--;
        if (frame.content) contentDepth--;
        if (frame.question) questionDepth--;
        if (inJsonLd && name === "script") {
          inJsonLd = false;
          jsonLd.push(jsonLdBuf);
          jsonLdBuf = "";
        }
        if (question && frames.length < questionLevel) question = "";
        if (name === "dl") dt = "";
        const table = tables[tables.length - 1];
        if (table) {
          if (name === "td" || name === "th") table.cell = null;
          if (name === "thead") table.inHead = false;
          if (name === "tr") table.row = null;
          if (name === "table") {
            tables.pop();
            closeTable(table);
          }
        }
        if (frame.block && !frame.skips) {
          blockTags.pop();
          blockTag = blockTags[blockTags.length - 1] ?? "p";
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  if (!stopped) parser.end();
  flush();
  for (const table of tables.reverse()) closeTable(table);

  const structured = jsonLd.flatMap((script) => jsonLdStatements(script));
  return { statements: dropHiddenCopies([...structured, ...out]).slice(0, maxStatements), topic: `${title} ${h1}` };
}

/** JSON-LD often repeats the visible text (a FAQ's answers): only the copy a reader sees is kept. */
function dropHiddenCopies(statements: Statement[]): Statement[] {
  const key = (s: Statement) => s.quote.toLowerCase().replace(/\s+/g, " ");
  const rendered = new Set(statements.filter((s) => s.rendered !== false).map(key));
  return statements.filter((s) => s.rendered !== false || !rendered.has(key(s)));
}
