// The shared text pieces under the alignment core: one definition of "appears verbatim" for the paid quote rule
// and /consistency, one siteOf for "independent sites" and "same site", one unit table for figures and values.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { findVerbatim } from "../src/engine/evidence/quotes.js";
import { siteOf as engineSiteOf } from "../src/text/site.js";
import { findQuote } from "../src/engine/text/index.js";
import { alignText } from "../src/align/index.js";
import { sameSite } from "../src/trial/consistency/site.js";
import { tokenizeAll } from "../src/trial/consistency/tokens.js";
import { sameValue, valuesOf } from "../src/trial/consistency/values.js";

// Characters only one of the two old normalisers knew, on both sides of the check.
const CASES: readonly (readonly [quote: string, page: string])[] = [
  ["The Straße is long enough here", "Note: the STRASSE is long enough here, they say."],
  ["Σοφοκλής wrote many plays in Athens", "ΣΟΦΟΚΛΉΣ wrote many plays in Athens, most of them lost."],
  ["it\u2035s the \u301dbest\u301e of all the towers", "it's the \"best\" of all the towers in town."],
  ["a well\u2e3aknown tower of iron and steel", "a well-known tower of iron and steel stands there."],
  ["The tower opened in 1889 to the public", "The tower \u202eopened\u202c in 1889 to the \u2066public\u2069 at last."],
  ["Mongolian vowel\u180e separator gone now", "Mongolian vowel separator gone now, as it should be."],
];

describe("one quote normaliser", () => {
  for (const [quote, page] of CASES) {
    it(`a quote the paid rule finds is found by /consistency, and the reverse: ${JSON.stringify(quote)}`, () => {
      assert.ok(findVerbatim(quote, page), "paid verbatim rule");
      assert.ok(findQuote(quote, page), "/consistency");
    });
  }

  it("(control) neither finds a quote that is not on the page", () => {
    assert.equal(findVerbatim("The tower opened in 1890 to the public", CASES[4]![1]), null);
    assert.equal(findQuote("The tower opened in 1890 to the public", CASES[4]![1]), false);
  });
});

describe("one siteOf", () => {
  it("the engine's independent-site rule and /consistency's same-site rule read a URL the same way", () => {
    for (const [a, b, same] of [
      ["https://news.bbc.co.uk/x", "https://www.bbc.co.uk/y", true],
      ["https://foo.github.io/a", "https://bar.github.io/a", false],
      ["https://EXAMPLE.com./a", "http://example.com:8080/b", true],
      ["http://127.0.0.1:8000/a", "http://127.0.0.1:9000/b", true],
    ] as const) {
      assert.equal(sameSite(a, b).same, same, `${a} ${b}`);
      assert.equal(engineSiteOf(a) === engineSiteOf(b), same, `${a} ${b}`);
    }
  });
});

/**
 * Each pair read by /consistency's values (one value of `kind` on each side, equal or not) and by the judge's
 * alignment (a substitution `counts` keeps exactly when they differ).
 */
function checkBothReaders(pairs: readonly (readonly [a: string, b: string, equal: boolean])[], kind: string, counts: (x: { kind: string }) => boolean): void {
  for (const [a, b, equal] of pairs) {
    it(`${a} / ${b}`, () => {
      const judged = alignText(a, b).substitutions.filter(counts);
      const [ta, tb] = tokenizeAll([a, b]);
      const va = valuesOf(ta!).filter((v) => v.kind === kind);
      const vb = valuesOf(tb!).filter((v) => v.kind === kind);
      assert.equal(va.length, 1);
      assert.equal(vb.length, 1);
      assert.equal(sameValue(va[0]!, vb[0]!), equal, "/consistency values");
      assert.equal(judged.length === 0, equal, `alignment: ${JSON.stringify(judged)}`);
    });
  }
}

describe("one unit table (src/text/units.ts)", () => {
  // Equal and unequal measurements across units, read by the judge's alignment and by /consistency's values.
  const PAIRS: readonly (readonly [a: string, b: string, equal: boolean])[] = [
    ["The desk is 75 cm wide.", "The desk is 0.75 m wide.", true],
    ["The pool is 25 yards long.", "The pool is 22.86 metres long.", true],
    ["The tank holds 10 gallons.", "The tank holds 37.85 litres.", true],
    ["The park covers 2 hectares.", "The park covers 5 acres.", true],
    ["The desk weighs 30 kgs.", "The desk weighs 30 kg.", true],
    ["The desk is 75 cm wide.", "The desk is 1.2 m wide.", false],
    // A plain "ton" may be a short, metric or long ton; a qualified one is exact.
    ["The ship displaced 1,000 tons.", "The ship displaced 907 metric tons.", true],
    ["The ship displaced 662 tons.", "The ship displaced 265 metric tons.", false],
    ["The ship displaced 261 long tons.", "The ship displaced 265 metric tons.", true],
    // A length per hour is a speed.
    ["The train runs at 200 mph.", "The train runs at 322 km/h.", true],
    ["The train runs at 200 miles per hour.", "The train runs at 250 km/h.", false],
  ];
  checkBothReaders(PAIRS, "quantity", (x) => x.kind === "quantity");
});

describe("one clock reader (src/text/numbers.ts clockTimeAt)", () => {
  // Times of day as the judge's alignment and /consistency's values read them, in minutes after midnight.
  const PAIRS: readonly (readonly [a: string, b: string, equal: boolean])[] = [
    ["The shop opens at 9 am.", "The shop opens at 9am.", true],
    ["The shop opens at 9:30 a.m.", "The shop opens at 09:30.", true],
    ["The shop closes at 5 pm.", "The shop closes at 17:00.", true],
    ["Check-out is at noon.", "Check-out is at 12 pm.", true],
    ["The shop opens at 9 am.", "The shop opens at 9 pm.", false],
    ["Check-out is at noon.", "Check-out is at 11 am.", false],
    ["The bar closes at midnight.", "The bar closes at 11 pm.", false],
  ];
  checkBothReaders(PAIRS, "time", () => true);
  it("reads no time of day in a decimal, a UTC offset or a name", () => {
    const [decimal, offset, name] = tokenizeAll(["The index rose 4.30 points.", "Time zone UTC 1:00.", "Midnight Express is a film."]);
    for (const tokens of [decimal!, offset!, name!]) assert.deepEqual(valuesOf(tokens).filter((v) => v.kind === "time"), []);
  });
});
