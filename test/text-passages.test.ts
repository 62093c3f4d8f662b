import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { findQuote, pageToPassages, passageIdPrefix, readPage, renderedText } from "../src/engine/text/index.js";

const article = `<html><body><nav><a href="/">Home</a></nav><h1>The Eiffel Tower</h1>
  <p>The tower is 330 m tall. It was completed in 1889. Gustave Eiffel's company built it.</p>
  <p>About 7 million people visit each year. Dr. Smith of the U.S. called it iconic. It is made of iron.</p>
  <div hidden>Hidden: the tower is 500 m tall.</div><script>var s = "script sentence.";</script></body></html>`;

describe("pageToPassages", () => {
  const passages = pageToPassages("https://example.test/tower", { html: article }, "2026-11-22T00:00:00.000Z");

  it("makes overlapping sentence windows with stable ids, url and fetchedAt", () => {
    assert.ok(passages.length >= 3);
    const prefix = passageIdPrefix("https://example.test/tower");
    passages.forEach((p, i) => {
      assert.equal(p.id, `${prefix}-${i}`);
      assert.equal(p.source, "page");
      assert.equal(p.url, "https://example.test/tower");
      assert.equal(p.fetchedAt, "2026-11-22T00:00:00.000Z");
      assert.ok(p.sentences.length >= 1 && p.sentences.length <= 3);
    });
    for (let i = 1; i < passages.length; i++) {
      assert.equal(passages[i]!.sentences[0], passages[i - 1]!.sentences[2], "windows overlap by one sentence");
    }
    assert.deepEqual(pageToPassages("https://example.test/tower", { html: article }, null).map((p) => p.id), passages.map((p) => p.id));
  });

  it("covers every rendered sentence, and only rendered ones", () => {
    const all = new Set(passages.flatMap((p) => p.sentences));
    for (const s of ["Home", "The Eiffel Tower", "The tower is 330 m tall.", "It is made of iron.", "Dr. Smith of the U.S. called it iconic."]) {
      assert.ok(all.has(s), s);
    }
    assert.ok(![...all].some((s) => /500 m|script sentence/.test(s)));
  });

  it("joins sentences with a space inside a block and a newline across blocks; every passage is rendered text", () => {
    const first = passages.find((p) => p.sentences.includes("The Eiffel Tower"))!;
    assert.match(first.text, /The Eiffel Tower\nThe tower is 330 m tall\./);
    const rendered = renderedText(article);
    for (const p of passages) assert.ok(findQuote(p.text, rendered), p.text);
  });

  it("respects the size, stride, character budget and passage cap", () => {
    const singles = pageToPassages("u", { html: article }, null, { sentencesPerPassage: 1 });
    assert.equal(singles.length, 8);
    const budget = pageToPassages("u", { html: article }, null, { maxChars: 40 });
    assert.ok(budget.every((p) => p.text.length <= 40 || p.sentences.length === 1));
    assert.equal(pageToPassages("u", { html: article }, null, { sentencesPerPassage: 1, maxPassages: 3 }).length, 3);
  });

  it("accepts plain text, and gives nothing for an empty page", () => {
    const text = pageToPassages("u", { text: "First para. Still first.\n\nSecond para." }, null);
    assert.deepEqual(text.map((p) => p.text), ["First para. Still first.\nSecond para."]);
    assert.deepEqual(pageToPassages("u", { html: "<script>x</script>" }, null), []);
  });
});

describe("readPage (PageReader seam)", () => {
  it("reads HTML by content type or sniffing, and plain text otherwise", () => {
    assert.deepEqual(readPage("<p>The sky is blue. Grass is green.</p>", "text/html; charset=utf-8"), ["The sky is blue.", "Grass is green."]);
    assert.deepEqual(readPage("  <p>Sniffed.</p>", null), ["Sniffed."]);
    assert.deepEqual(readPage("<p> is literal here.", "text/plain"), ["<p> is literal here."]);
  });
});
