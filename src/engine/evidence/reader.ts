/**
 * Page body → rendered sentences. HTML goes through an htmlparser2 walker that skips what a browser does not
 * render (scripts, styles, templates, head, hidden / aria-hidden / display:none subtrees, comments) and breaks
 * text at block elements, so sentences never cross a block; blocks are split into sentences with
 * Intl.Segmenter. Plain text and Markdown are split by blank lines first.
 *
 * The shared text module (src/engine/text/) replaces this reader when it lands; `PageReader` is the seam.
 */
import { Parser } from "htmlparser2";

export type PageReader = (body: string, contentType: string | null) => string[];

const SKIP = new Set([
  "script", "style", "noscript", "template", "head", "title", "svg", "math", "iframe", "object", "embed", "canvas",
  "select", "option", "datalist", "button", "textarea", "input",
]);
const BLOCK = new Set([
  "p", "div", "li", "td", "th", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "br", "hr", "section", "article", "header",
  "footer", "nav", "aside", "main", "blockquote", "pre", "dd", "dt", "figcaption", "caption", "summary", "details",
  "form", "table", "ul", "ol", "dl", "body", "html", "figure", "address", "label", "legend", "fieldset",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|content-visibility\s*:\s*hidden)/i;

function isHidden(attrs: Record<string, string>): boolean {
  return "hidden" in attrs || attrs["aria-hidden"] === "true" || HIDDEN_STYLE.test(attrs.style ?? "");
}

export function htmlBlocks(html: string): string[] {
  const blocks: string[] = [];
  const stack: boolean[] = []; // per open element: does it hide its content?
  let hiddenDepth = 0;
  let buf = "";
  const flush = () => {
    const text = buf.replace(/\s+/g, " ").trim();
    if (text) blocks.push(text);
    buf = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (BLOCK.has(name)) flush();
        if (VOID.has(name)) return;
        const hides = SKIP.has(name) || isHidden(attrs);
        stack.push(hides);
        if (hides) hiddenDepth++;
      },
      ontext(text) {
        if (hiddenDepth === 0) buf += text;
      },
      onclosetag(name, implied) {
        if (VOID.has(name)) return;
        if (stack.length > 0) {
          if (stack.pop()) hiddenDepth--;
        }
        if (BLOCK.has(name) || implied) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

export function splitSentences(block: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(block)) {
    const s = segment.trim();
    if (s) out.push(s);
  }
  return out;
}

function textBlocks(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((b) =>
      b
        .split("\n")
        .map((line) => line.replace(/^\s{0,3}(?:#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+|>\s?)/, ""))
        .join(" ")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__|`)/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

export const readPage: PageReader = (body, contentType) => {
  const mime = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const looksHtml = mime === "text/html" || mime === "application/xhtml+xml" || (mime === "" && /^\s*</.test(body));
  const blocks = looksHtml ? htmlBlocks(body) : textBlocks(body);
  return blocks.flatMap(splitSentences);
};
