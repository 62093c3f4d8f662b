import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { mainContent } from "../src/engine/text/index.js";

const para = (n: number) =>
  `<p>Paragraph ${n} of the story explains, in plain and careful words, how the old iron tower was designed, ` +
  `built and maintained over more than a century, and why engineers still study its lattice structure today. ` +
  `It adds a detail numbered ${n} so each paragraph differs from the others.</p>`;

const article = `<html><head><title>The tower story - Example News</title></head><body>
  <header><nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a></nav></header>
  <aside class="sidebar"><h3>Most read</h3><ul><li><a href="/a">Other story one</a></li><li><a href="/b">Other story two</a></li></ul></aside>
  <article><h1>The tower story</h1>${[1, 2, 3, 4, 5, 6].map(para).join("")}
    <div hidden>Hidden claim inside the article.</div><template><p>Template claim inside the article.</p></template></article>
  <footer><p>Copyright Example News. All rights reserved. Contact us. Privacy policy.</p></footer></body></html>`;

describe("mainContent", () => {
  it("keeps the article paragraphs as blocks and drops nav, sidebar and footer boilerplate", () => {
    const main = mainContent(article);
    assert.equal(main.method, "readability");
    const texts = main.blocks.map((b) => b.text);
    for (let n = 1; n <= 6; n++) assert.ok(texts.some((t) => t.startsWith(`Paragraph ${n} of the story`)), `paragraph ${n}`);
    assert.ok(!texts.some((t) => /Most read|Other story|Copyright|Home/.test(t)), texts.join(" | "));
    assert.ok(!texts.some((t) => /Hidden claim|Template claim/.test(t)));
    assert.match(main.title ?? "", /tower story/);
  });

  it("falls back to the whole rendered page when the page is not an article", () => {
    const main = mainContent("<nav><a href='/'>Home</a></nav><p>Short note.</p><script>x()</script>");
    assert.equal(main.method, "whole-page");
    assert.deepEqual(main.blocks.map((b) => b.text), ["Home", "Short note."]);
  });

  it("never throws on hostile or empty markup", () => {
    for (const html of ["", "<<<>>>", "<html><body>" + "<div>".repeat(5000), "\u0000\u0001<p>x</p>", "<p>a</p>" + "<div>".repeat(300_000)]) {
      const main = mainContent(html);
      assert.ok(Array.isArray(main.blocks));
    }
  });
});
