import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { blocksToText, htmlToBlocks, plainTextToBlocks, renderedText } from "../src/engine/text/index.js";

const texts = (html: string, opts?: Parameters<typeof htmlToBlocks>[1]) => htmlToBlocks(html, opts).map((b) => b.text);

describe("htmlToBlocks: what is rendered", () => {
  it("drops head, title, meta, scripts, JSON-LD, styles, templates and noscript", () => {
    const html = `<html><head><title>Page title</title><meta name="description" content="meta text">
      <script type="application/ld+json">{"headline":"ld text"}</script><style>.a{content:"css text"}</style></head>
      <body><p>Visible.</p><script>document.write("script text")</script><template><p>template text</p></template>
      <noscript>noscript text</noscript><style>b{}</style></body></html>`;
    assert.deepEqual(texts(html), ["Visible."]);
  });

  it("drops hidden, aria-hidden and inline-hidden subtrees, nested content included", () => {
    const html = `<div hidden><p>h1 <b>deep</b></p></div><div aria-hidden="true">h2</div><div aria-hidden="false">shown aria</div>
      <p style="color:red; display : none">h3</p><p style="visibility:hidden">h4</p><p style="DISPLAY:NONE !important">h5</p>
      <span style="opacity:0">h6</span><span style="font-size:0px">h7</span><span style="opacity:0.5">half visible</span>
      <section><div style="display:none"><div><p>h8</p></div></div><p>after hidden</p></section>`;
    assert.deepEqual(texts(html), ["shown aria", "half visible", "after hidden"]);
  });

  it("drops embedded/UI fallback text (svg, iframe, select, textarea) and img alt", () => {
    const html = `<p>a<svg><text>svg</text><path d="M0"/></svg>b</p><iframe>fallback</iframe><select><option>opt</option></select>
      <textarea>typed</textarea><p><img alt="picture" src="x.png">c</p>`;
    assert.deepEqual(texts(html), ["ab", "c"]);
  });

  it("emits one block per block element and per <br>; inline elements do not split words", () => {
    const html = `<h1>Headline</h1><p>First <em>para</em>graph.</p><ul><li>one<li>two</ul><table><tr><td>c1<td>c2</table>
      line1<br>line2<br/>line3<div>block<span> inline</span></div>tail`;
    assert.deepEqual(texts(html), ["Headline", "First paragraph.", "one", "two", "c1", "c2", "line1", "line2", "line3", "block inline", "tail"]);
    assert.deepEqual(htmlToBlocks("<h2>Title</h2><p>Body</p>").map((b) => b.tag), ["h2", "p"]);
  });

  it("decodes entities, named and numeric, and collapses whitespace incl. nbsp", () => {
    assert.deepEqual(texts("<p>Fish &amp; chips &lt;3 &eacute;t&#233; &#xE9;t&eacute; &#x2014; &quot;ok&quot; 5&nbsp;&nbsp;km\n\t end</p>"), [
      'Fish & chips <3 été été — "ok" 5 km end',
    ]);
  });

  it("keeps non-English text intact", () => {
    assert.deepEqual(texts("<p>Größe: 330 m</p><p>日本語のテキスト。</p><p dir=rtl>مرحبا بالعالم</p><p>Ελληνικά</p>"), [
      "Größe: 330 m", "日本語のテキスト。", "مرحبا بالعالم", "Ελληνικά",
    ]);
  });

  it("survives malformed markup: unclosed tags, stray closers, comments, CDATA, a truncated page", () => {
    const blocks = texts("<div><p>open <b>bold</div></span></p>next<!-- comment text --><p>x</p><p>cut <scr");
    assert.deepEqual(blocks.slice(0, 3), ["open bold", "next", "x"]);
    assert.match(blocks[3] ?? "", /^cut\b/); // a tag cut off at end of input may surface as text; nothing is lost or thrown
    assert.equal(blocks.length, 4);
    assert.deepEqual(texts(""), []);
    assert.deepEqual(texts("just text, no tags"), ["just text, no tags"]);
    assert.deepEqual(texts("<script>unterminated script <p>not text</p>"), []);
  });
});

describe("htmlToBlocks: the hidden pass", () => {
  const html = `<head><title>The title</title><meta property="og:description" content="og text"></head><body><p>Shown.</p>
    <div hidden>hidden text</div><template>template text</template><noscript>noscript text</noscript>
    <script type="application/ld+json">{"articleBody":"He said \\"yes\\" \\u2014 twice"}</script><img alt="alt words">
    <style>.x{}</style></body>`;

  it("keepHidden adds hidden subtrees, templates, noscript and alt text, marked hidden", () => {
    const blocks = htmlToBlocks(html, { keepHidden: true });
    assert.deepEqual(blocks.map((b) => b.text), ["Shown.", "hidden text", "template text", "noscript text", "alt words"]);
    assert.deepEqual(blocks.map((b) => b.hidden), [false, true, true, true, true]);
  });

  it("includeScripts adds title, meta descriptions and script text with JSON escapes undone, never CSS", () => {
    const blocks = texts(html, { includeScripts: true });
    assert.deepEqual(blocks, ["The title", "og text", "Shown.", '{"articleBody":"He said "yes" — twice"}']);
  });
});

describe("blocks to text", () => {
  it("joins blocks one per line", () => {
    assert.equal(blocksToText(htmlToBlocks("<h1>A</h1><p>B c</p>")), "A\nB c");
    assert.equal(renderedText("<p>x</p><div hidden>y</div>"), "x");
  });

  it("splits plain text and Markdown into blocks at blank lines", () => {
    const md = "# Title\n\nFirst line\ncontinues [link](http://x) here.\n\n- item one\n\n> quoted";
    assert.deepEqual(plainTextToBlocks(md).map((b) => b.text), ["Title", "First line continues link here.", "item one", "quoted"]);
  });
});

describe("htmlToBlocks: hostile structure", () => {
  it("stops at absurd nesting depth instead of going quadratic, keeping what came before", async () => {
    const { MAX_NESTING_DEPTH } = await import("../src/engine/text/blocks.js");
    const html = `<p>Before.</p>${"<div>".repeat(200_000)}deep${"</div>".repeat(200_000)}<p>After.</p>`;
    const blocks = htmlToBlocks(html).map((b) => b.text);
    assert.deepEqual(blocks, ["Before."]);
    assert.ok(MAX_NESTING_DEPTH >= 512, "real pages (browsers flatten past 512) are never cut");
    const legit = `${"<div>".repeat(300)}<p>Deep but fine.</p>${"</div>".repeat(300)}<p>After.</p>`;
    assert.deepEqual(htmlToBlocks(legit).map((b) => b.text), ["Deep but fine.", "After."]);
  });

  it("handles 100k unclosed paragraphs and a 1 MB attribute list", () => {
    assert.equal(htmlToBlocks("<p>x".repeat(100_000)).length, 100_000);
    assert.deepEqual(htmlToBlocks(`<div ${"a=1 ".repeat(250_000)}>x</div>`).map((b) => b.text), ["x"]);
  });
});
