import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { findQuote, locateQuote, normalizeForQuote, quoteLocator } from "../src/engine/text/index.js";

describe("normalizeForQuote", () => {
  it("folds case, typographic quotes, dashes, invisible characters and whitespace", () => {
    assert.equal(normalizeForQuote("  \u201cIt\u2019s  TALL\u201d \u2014 330\u00a0m\u2013high\tco\u00adop\u200b!  "), "\"it's tall\" - 330 m-high coop!");
    assert.equal(normalizeForQuote("\u2018single\u2019 \u00abguillemets\u00bb \u2212minus \u2010hyphen"), "'single' \"guillemets\" -minus -hyphen");
  });

  it("applies NFKC: ligatures, full-width forms, composed accents", () => {
    assert.equal(normalizeForQuote("\ufb01nance \uff21\uff22\uff23 cafe\u0301 \u2460"), "finance abc café 1");
  });

  it("case-folds beyond ASCII", () => {
    assert.equal(normalizeForQuote("STRASSE Straße ΣΟΦΟΣ σοφός"), "strasse strasse σοφοσ σοφόσ");
  });
});

describe("findQuote", () => {
  const page = "The Eiffel Tower is 330\u00a0metres tall.\nIt was completed in 1889 \u2014 on 31 March.";
  it("finds a quote despite typography and case differences", () => {
    assert.ok(findQuote("the eiffel tower is 330 metres TALL", page));
    assert.ok(findQuote("completed in 1889 - on 31 March", page));
    assert.ok(findQuote("tall. It was", page), "a line break in the page is just whitespace");
  });
  it("does not find what is not there, and never finds an empty quote", () => {
    assert.ok(!findQuote("330 feet tall", page));
    assert.ok(!findQuote("", page));
    assert.ok(!findQuote(" \u200b ", page));
  });
});

describe("locateQuote", () => {
  const html = `<html><head><title>Tower facts</title><meta name="description" content="A summary only in meta"></head>
    <body><h1>Tower</h1><p>The tower is <b>330&nbsp;m</b> tall and opened in 1889.</p>
    <div style="display:none">The tower is 400 m tall.</div><span aria-hidden="true">Shh aria</span>
    <template><p>Template claim.</p></template><noscript>Enable scripts for the full story.</noscript>
    <script type="application/ld+json">{"articleBody":"The architect said \\"never again\\"."}</script>
    <script>window.claim = "Built by aliens";</script><p>日本の塔は高い。</p></body></html>`;

  it("says rendered for visible text, across inline markup and entities", () => {
    assert.equal(locateQuote("The tower is 330 m tall", html), "rendered");
    assert.equal(locateQuote("日本の塔は高い", html), "rendered");
  });

  it("says hidden-only for text only in hidden markup, templates, noscript, scripts, JSON-LD, title or meta", () => {
    for (const q of ["400 m tall", "Shh aria", "Template claim", "Enable scripts", "architect said \"never again\"", "Built by aliens", "Tower facts", "summary only in meta"]) {
      assert.equal(locateQuote(q, html), "hidden-only", q);
    }
  });

  it("says absent otherwise, and for an empty quote", () => {
    assert.equal(locateQuote("The tower is 500 m tall", html), "absent");
    assert.equal(locateQuote("", html), "absent");
    assert.equal(locateQuote("window.claim", "<p>nothing</p>"), "absent");
  });
});

describe("quoteLocator", () => {
  it("answers like locateQuote for many quotes on one page", () => {
    const html = "<p>Visible words here.</p><div hidden>Hidden words.</div><script>var s = 'scripted words';</script>";
    const locate = quoteLocator(html);
    for (const q of ["visible WORDS", "Hidden words", "scripted words", "missing words", ""]) {
      assert.equal(locate(q), locateQuote(q, html), q);
    }
    assert.deepEqual(["visible WORDS", "Hidden words", "missing words"].map(locate), ["rendered", "hidden-only", "absent"]);
  });
});
