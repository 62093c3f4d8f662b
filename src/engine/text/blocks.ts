/**
 * HTML → text blocks with an htmlparser2 SAX walker. By default only what a browser renders is kept: scripts,
 * styles, <head>, <template>, <noscript>, embedded/UI fallback content (svg, iframe, select...) and subtrees hidden
 * by the `hidden` attribute, aria-hidden="true" or an inline display:none / visibility:hidden style are skipped.
 * One block per block element (and per <br>), so sentences never run from a headline into a paragraph.
 * Known limit: hiding done by stylesheets or classes (.sr-only, display:none in CSS) is invisible to us.
 */
import { Parser } from "htmlparser2";

export interface TextBlock {
  readonly text: string;
  /** The innermost block element the text sits in ("p", "li", "h2", ...; "script"/"meta"/"title" in the hidden pass). */
  readonly tag: string;
  /** True when some of the text is not rendered (only possible with keepHidden or includeScripts). */
  readonly hidden: boolean;
}

export interface HtmlToBlocksOptions {
  /** Also keep hidden subtrees, <template>, <noscript>, svg/iframe/select fallback text and img alt text. */
  readonly keepHidden?: boolean;
  /** Also keep <script> text (JSON-LD included, with JS string escapes undone), <title> and meta descriptions. */
  readonly includeScripts?: boolean;
}

const METADATA = new Set(["head", "title"]);
const NOT_RENDERED = new Set(["template", "noscript", "datalist"]);
const FALLBACK_OR_UI = new Set(["svg", "math", "iframe", "object", "embed", "canvas", "select", "option", "textarea", "input", "audio", "video"]);
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog", "div",
  "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
  "hgroup", "hr", "html", "label", "legend", "li", "main", "menu", "nav", "ol", "p", "pre", "search", "section",
  "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "title", "script", "option", "textarea",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|content-visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0*)?\s*(?:!important\s*)?(?:;|$)|font-size\s*:\s*0(?:px|em|rem|pt|%)?\s*(?:!important\s*)?(?:;|$))/i;
/**
 * htmlparser2 keeps its open-element stack with Array#unshift, so parsing cost grows with the square of nesting
 * depth (100k nested <div>s: ~3 s). Real pages nest a few dozen levels (browsers flatten past 512); past this depth
 * the page is hostile or broken and we stop reading it, keeping the blocks found so far.
 */
export const MAX_NESTING_DEPTH = 1024;

const META_TEXT = new Set(["description", "og:title", "og:description", "twitter:title", "twitter:description"]);

function hidesContent(attrs: Record<string, string>): boolean {
  return "hidden" in attrs || attrs["aria-hidden"]?.trim().toLowerCase() === "true" || HIDDEN_STYLE.test(attrs.style ?? "");
}

/** Undoes the JS/JSON string escapes that make JSON-LD text differ from the prose it carries. */
function unescapeScriptText(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrt]/g, " ")
    .replace(/\\(["'\\/])/g, "$1");
}

type Skip = "none" | "always" | "hidden" | "script";

export function htmlToBlocks(html: string, options: HtmlToBlocksOptions = {}): TextBlock[] {
  return walkHtml(html, options).blocks;
}

export interface HtmlWalk {
  readonly blocks: TextBlock[];
  /** Reading stopped early at MAX_NESTING_DEPTH. */
  readonly truncated: boolean;
  /** Start tags and text events the tokenizer produced: how costly a DOM of this page would be. */
  readonly elements: number;
  readonly textEvents: number;
}

/** htmlToBlocks plus whether reading stopped early, and how many elements and text events the page has. */
export function walkHtml(html: string, options: HtmlToBlocksOptions = {}): HtmlWalk {
  const keepHidden = options.keepHidden === true;
  const includeScripts = options.includeScripts === true;
  const blocks: TextBlock[] = [];
  interface Frame {
    readonly skips: boolean;
    readonly hides: boolean;
    readonly block: boolean;
  }
  const frames: Frame[] = []; // one per open non-void element
  const blockTags: string[] = [];
  let skipDepth = 0;
  let hiddenDepth = 0; // kept-but-not-rendered depth (only when keepHidden/includeScripts)
  let buf = "";
  // Whether buf holds only whitespace so far. Testing buf itself with a regex would flatten the concatenated
  // string on every text event, which is quadratic on a page of many tiny text nodes ("<<<<…", " <b> <b>…").
  let bufBlank = true;
  let bufHidden = false;
  let bufTag = "body";
  let inScript = false;

  const flush = () => {
    let text = inScript ? unescapeScriptText(buf) : buf;
    text = text.replace(/\s+/g, " ").trim();
    if (text) blocks.push({ text, tag: bufTag, hidden: bufHidden });
    buf = "";
    bufBlank = true;
    bufHidden = false;
  };
  const pushBlock = (text: string, tag: string) => {
    flush();
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean) blocks.push({ text: clean, tag, hidden: true });
  };

  const classify = (name: string, attrs: Record<string, string>): Skip => {
    if (name === "style") return "always";
    if (name === "script") return includeScripts ? "script" : "always";
    if (METADATA.has(name)) return includeScripts ? "script" : "always";
    if (NOT_RENDERED.has(name) || FALLBACK_OR_UI.has(name) || hidesContent(attrs)) return keepHidden ? "hidden" : "always";
    return "none";
  };

  let elements = 0;
  let textEvents = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    parser.pause(); // stops the tokenizer for good: we never resume it
  };
  const parser: Parser = new Parser(
    {
      onopentag(name, attrs) {
        elements++;
        if (skipDepth > 0) {
          if (frames.length >= MAX_NESTING_DEPTH) stop();
          else if (!VOID.has(name)) frames.push({ skips: false, hides: false, block: false });
          return;
        }
        if (name === "meta" && includeScripts) {
          const key = (attrs.name ?? attrs.property ?? "").toLowerCase();
          if (META_TEXT.has(key) && attrs.content) pushBlock(attrs.content, "meta");
        }
        if (name === "img" && keepHidden && attrs.alt) pushBlock(attrs.alt, "img");
        if (VOID.has(name)) {
          if (BLOCK.has(name)) flush();
          return;
        }
        if (frames.length >= MAX_NESTING_DEPTH) {
          stop();
          return;
        }
        const skip = classify(name, attrs);
        // A kept hidden subtree is its own block, so "template text" never merges with the text around it.
        const frame = { skips: skip === "always", hides: skip === "hidden" || skip === "script", block: BLOCK.has(name) || skip === "hidden" };
        if (frame.block) flush();
        frames.push(frame);
        if (frame.skips) skipDepth++;
        if (frame.hides) hiddenDepth++;
        if (name === "script" && skip === "script") inScript = true;
        if (frame.block) blockTags.push(name);
      },
      ontext(text) {
        textEvents++;
        if (skipDepth > 0) return;
        if (bufBlank) bufTag = blockTags[blockTags.length - 1] ?? "body";
        buf += text;
        const blank = !/\S/.test(text);
        if (!blank) bufBlank = false;
        if (hiddenDepth > 0 && !blank) bufHidden = true;
      },
      onclosetag(name, implied) {
        if (VOID.has(name)) {
          if (name === "br" && skipDepth === 0) flush();
          return;
        }
        const frame = frames.pop();
        if (frame === undefined) return;
        const wasSkipping = skipDepth > 0;
        if (frame.skips) skipDepth--;
        if (frame.hides) hiddenDepth--;
        if (frame.block) blockTags.pop();
        if (!wasSkipping && (frame.block || implied)) flush();
        if (name === "script") inScript = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  if (!stopped) parser.end();
  flush();
  return { blocks, truncated: stopped, elements, textEvents };
}

/** The blocks as one string, one block per line. */
export function blocksToText(blocks: readonly TextBlock[]): string {
  return blocks.map((b) => b.text).join("\n");
}

/** Rendered text of a page, one block per line. */
export function renderedText(html: string): string {
  return blocksToText(htmlToBlocks(html));
}

/** Plain text or Markdown → blocks: blank lines separate blocks; list/heading/quote markers and link targets dropped. */
export function plainTextToBlocks(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) =>
      dropLinkTargets(chunk.split("\n").map((line) => line.replace(/^\s{0,3}(?:#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+|>\s?)/, "")).join(" "))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((t) => t !== "")
    .map((t) => ({ text: t, tag: "p", hidden: false }));
}

/**
 * `[text](target)` → `text`, in one pass. The same result as `.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")`, which
 * rescans to the end of the input from every `[` that has no `]` after it: quadratic on a long run of `[`.
 * Here the next `]` and `)` are found once and reused, so each character is looked at a bounded number of times.
 */
export function dropLinkTargets(text: string): string {
  const parts: string[] = [];
  let copied = 0; // text before this index is already in parts
  let open = text.indexOf("[");
  let close = -1; // the first "]" after `open`, once found
  let paren = -1; // the first ")" after close + 1, once found
  while (open !== -1) {
    if (close <= open) close = text.indexOf("]", open + 1);
    if (close === -1) break; // no "]" after this "[": none after any later "[" either
    if (text.charCodeAt(close + 1) !== 0x28 /* ( */) {
      // Every "[" before `close` has `close` as its first "]", so none of them starts a link.
      open = text.indexOf("[", close + 1);
      continue;
    }
    if (paren < close + 2) paren = text.indexOf(")", close + 2);
    if (paren === -1) break; // no ")" after this link text: no later link can close either
    parts.push(text.slice(copied, open), text.slice(open + 1, close));
    copied = paren + 1;
    open = text.indexOf("[", copied);
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join("");
}
