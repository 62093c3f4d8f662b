// The passage screen (src/align/screen.ts): a passage it turns away shares no word, figure or name with the claim, so
// the judge reads the same evidence whether it tags that passage or not. Checked on a table of cases and, where the
// team's data is present, on every claim of it against its own evidence and other claims' passages.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { analyze, claimFrame, passageScreen, type AnalyzedText } from "../src/align/index.js";
import { countSentences, estimateSentences } from "../src/text/analyze.js";
import { featureIndex, readEvidence, type ClaimEvidence, type SentenceRef } from "../src/engine/judge/embedded/evidence.js";
import { EmbeddedJudge, embeddedJudgeWeights } from "../src/engine/judge/embedded/index.js";
import { loadItems } from "../scripts/judge-training/data.js";
import { NO_SHARED_DATA, sharedDataDir } from "./support/sharedData.js";

type Case = readonly [claim: string, passage: string, mayShare: boolean];

const CASES: readonly Case[] = [
  ["The Eiffel Tower is in Berlin.", "Bananas are rich in potassium. They grow in tropical climates.", false],
  ["The Eiffel Tower is in Berlin.", "The tower was built for a world's fair. Millions visit it.", true],
  // Stems: "towers" meets "tower", "visited" meets "visits".
  ["Tourists visited the tower.", "Many towers stand in the city. Crowds come daily.", true],
  // A name written out in full meets the claim's initials (a later "It" stands for the claim's name).
  ["GDPR applies in Japan.", "The General Data Protection Regulation is European law. It governs privacy.", true],
  ["The FBI investigates crimes.", "The Federal Bureau of Investigation was founded long ago. It has offices.", true],
  // A token with punctuation inside, as the tokenizer keys it.
  ["Node.js runs on servers.", "Many teams choose Node.js today. Others prefer Go.", true],
  ["The U.S. Senate approves treaties.", "Laws of the U.S. differ by state. Courts decide.", true],
  // An event noun is keyed by its verb: "death" meets "died".
  ["Marie Curie died of aplastic anaemia.", "Her death followed years of exposure. She had two daughters.", true],
  ["Marie Curie was born in 1867.", "Pierre was a physicist. The couple worked together.", false],
  // A year is only ever read from its digits.
  ["The Titanic sank in 1912.", "Ships of that era carried lifeboats. Many sailed that spring.", false],
  ["The Titanic sank in 1912.", "Ships of that era carried lifeboats. Many were built in 1912.", true],
  // Other figures may come as digits or as words; 0 and 1 also from "free", "no", "a".
  ["The bridge is 2 km long.", "The river flows north. Boats pass under arches.", false],
  ["The bridge is 2 km long.", "The river flows north. Boats pass under two arches.", true],
  ["The bridge is 2 km long.", "The river flows north. Boats pass under 17 arches.", true],
  ["Parking is free.", "There is no charge at weekends. Staff will help.", true],
  ["Parking costs $5.", "There is no charge at weekends. Staff will help.", false],
  // Letters outside ASCII: the screen reads the text as analysis does (stabilised), so "Gdańsk" meets "Gdansk".
  ["Gdansk lies on the Baltic.", "The city of Gdańsk has a port. Ships dock there.", true],
];

describe("passage screen", () => {
  for (const [claim, passage, expected] of CASES) {
    it(`${expected ? "may share" : "shares nothing"}: ${JSON.stringify(claim)} / ${JSON.stringify(passage)}`, () => {
      assert.equal(passageScreen(claimFrame(claim))(passage), expected);
    });
  }

  it("reads hostile text in linear time (a 3 MiB line of joined runs, of capitals, of spaces)", () => {
    const screen = passageScreen(claimFrame("The Eiffel Tower is in Paris."));
    for (const text of ["a.".repeat(1_500_000), "Ab ".repeat(1_000_000), " ".repeat(3_000_000) + "x", "\u{1D400}".repeat(1_000_000)]) {
      assert.equal(screen(text), false);
      assert.equal(typeof estimateSentences(text), "number");
    }
  });
});

describe("sentence counts for passages that are not read", () => {
  it("countSentences gives analyze's count", () => {
    for (const text of ["One. Two. Three.", "A list:\n- first item\n- second item", "GPT-3.5 was released. It is a model.", "x".repeat(30) + " word".repeat(300) + "."]) {
      assert.equal(countSentences(text), analyze(text).sentences.length, text.slice(0, 40));
    }
  });

  it("estimateSentences passes over initials, initialisms and abbreviations", () => {
    assert.equal(estimateSentences("William O. Douglas served on the U.S. Supreme Court. Mr. Smith agreed. It ended!"), 3);
    assert.equal(estimateSentences("First line\n\nSecond line. Third sentence."), 3);
  });
});

/** What the judge reads off the evidence, with the sentence counts left out (estimated for a passage not read). */
function reading(ev: ClaimEvidence): unknown {
  const at = (r: SentenceRef | null) => (r ? [r.passage, r.start, r.end] : null);
  const features = Array.from(ev.features).filter((_, i) => i !== featureIndex("n_sentences") && i !== featureIndex("sentences_per_passage"));
  return { features, shape: ev.shape, support: at(ev.support), complement: at(ev.complement), against: at(ev.against), closest: at(ev.closest), decisive: ev.decisive, clean: ev.clean, absent: ev.absent };
}

/** readEvidence with every passage read: one already analysed is never screened. */
function readingAll(claim: string, passages: readonly string[]): ClaimEvidence {
  const analyzed = new Map<string, AnalyzedText>(passages.map((p) => [p, analyze(p)]));
  return readEvidence(claim, passages, analyzed);
}

describe("the judge with the screen", () => {
  it("reads the names of a passage turned away before a single sentence that goes on from it", () => {
    // "She" in the second item stands for Marie Curie, named only in the first, which shares nothing with the claim.
    const claim = "Nikola Tesla was born in Warsaw.";
    const passages = ["Marie Curie was a physicist. Her work concerned radioactivity.", "She was born in Warsaw."];
    assert.equal(passageScreen(claimFrame(claim))(passages[0]!), false);
    assert.deepEqual(reading(readEvidence(claim, passages)), reading(readingAll(claim, passages)));
  });

  it("answers as if it had read every passage, on the team's data against other claims' passages", { skip: NO_SHARED_DATA }, () => {
    const items = loadItems(sharedDataDir);
    // Every 7th item's claim against its own evidence and the passages of the next three items: search results
    // that mix related and unrelated pages.
    let turnedAway = 0;
    let passagesSeen = 0;
    let compared = 0;
    for (let i = 0; i + 3 < items.length; i += 7) {
      const claim = items[i]!.claim;
      const passages = [...items[i]!.evidence, ...items[i + 1]!.evidence, ...items[i + 2]!.evidence, ...items[i + 3]!.evidence];
      const screen = passageScreen(claimFrame(claim));
      for (const p of passages) {
        passagesSeen++;
        if (!screen(p)) turnedAway++;
      }
      assert.deepEqual(reading(readEvidence(claim, passages)), reading(readingAll(claim, passages)), claim);
      compared++;
    }
    assert.ok(compared > 400, `${compared} claims compared`);
    // The screen must do its job: a good share of other claims' passages share nothing with the claim.
    assert.ok(turnedAway / passagesSeen > 0.15, `${turnedAway} of ${passagesSeen} passages turned away`);
  });

  it("gives the same verdict and quote with or without unrelated passages beside the evidence", () => {
    const judge = new EmbeddedJudge(embeddedJudgeWeights());
    const asPassages = (texts: string[]) => texts.map((text, i) => ({ id: `p${i}`, text, source: "page" as const, url: null, fetchedAt: null }));
    const evidence = "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It was completed in 1889.";
    const unrelated = ["Bananas are rich in potassium. They grow in tropical climates.", "Volcanoes form where plates meet. Lava cools into rock."];
    const alone = judge.judgeSync({ claim: "The Eiffel Tower is in Berlin.", passages: asPassages([evidence]) });
    const mixed = judge.judgeSync({ claim: "The Eiffel Tower is in Berlin.", passages: asPassages([unrelated[0]!, evidence, unrelated[1]!]) });
    assert.equal(alone.verdict, "unsupported");
    assert.equal(mixed.verdict, "unsupported");
    assert.deepEqual(mixed.quotes.map((q) => q.quote), alone.quotes.map((q) => q.quote));
  });
});
