import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pageSentences, splitSentences } from "../src/engine/text/index.js";

describe("splitSentences", () => {
  it("handles abbreviations and initials", () => {
    assert.deepEqual(splitSentences("Dr. Smith moved to the U.S. in 2019. He lives in Washington, D.C. with his wife."), [
      "Dr. Smith moved to the U.S. in 2019.",
      "He lives in Washington, D.C. with his wife.",
    ]);
  });

  it("keeps a quoted question with its speech tag", () => {
    assert.deepEqual(splitSentences('"Is it true?" she asked. Nobody answered!'), ['"Is it true?" she asked.', "Nobody answered!"]);
  });

  it("returns a block without an inner boundary as one sentence, and nothing for blank input", () => {
    assert.deepEqual(splitSentences("  Headline without a full stop  "), ["Headline without a full stop"]);
    assert.deepEqual(splitSentences("The tower is 330 m tall."), ["The tower is 330 m tall."]);
    assert.deepEqual(splitSentences(" \n\t "), []);
  });

  it("splits ? and ! endings, keeps an ellipsis mid-sentence, and keeps every character", () => {
    const text = "Is it tall? Yes! It is 330 m… Really. Größe zählt.";
    const out = splitSentences(text);
    assert.deepEqual(out, ["Is it tall?", "Yes!", "It is 330 m… Really.", "Größe zählt."]);
    assert.equal(out.join(" "), text);
  });

  it("never crosses block boundaries", () => {
    const sentences = pageSentences({ html: "<h1>Breaking news</h1><p>The tower is 330 m tall. It opened in 1889.</p><li>No full stop here</li>" });
    assert.deepEqual(sentences, [
      { text: "Breaking news", block: 0 },
      { text: "The tower is 330 m tall.", block: 1 },
      { text: "It opened in 1889.", block: 1 },
      { text: "No full stop here", block: 2 },
    ]);
  });
});

describe("splitSentences: exact substrings", () => {
  it("does not split inside domain names and returns exact substrings of the block", () => {
    const block = "You are commenting using your WordPress.com account.  Shahnaz told Forbes.com on Monday. Visit IEEE.tv now.";
    const out = splitSentences(block);
    assert.deepEqual(out, ["You are commenting using your WordPress.com account.", "Shahnaz told Forbes.com on Monday.", "Visit IEEE.tv now."]);
    for (const s of out) assert.ok(block.includes(s));
  });
});
