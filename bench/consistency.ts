/**
 * /consistency quality and speed, written to bench/RESULTS.md.
 *
 * Quality: recall and precision of reported contradictions on the multi-page site fixtures (test/fixtures/sites,
 * gold in gold.json), for the alignment-based finder and, in the same run, the finder as it was at e1e29bf
 * (bench/support/consistency-baseline: Readability main content, sentence pairs by word overlap).
 *
 * Speed: CPU time of the analysis /consistency runs after fetching (read both pages, find contradictions, locate
 * and build reproduce commands for every reported quote), compiled as the service runs it (support/built.ts), on two
 * generated ~300 KB site pages, against baselines measured in the same rounds on the same bytes: an htmlparser2
 * tokenise pass with no handlers (the floor for "parse the page once") and a regex tag strip.
 * Run: node --import tsx bench/consistency.ts
 */
import { performance } from "node:perf_hooks";
import { Parser } from "htmlparser2";
import type * as TextModule from "../src/engine/text/index.js";
import type * as ContradictionsModule from "../src/trial/consistency/contradictions.js";
import type * as ConsistencyModule from "../src/trial/consistency/index.js";
import type * as ReaderModule from "../src/trial/consistency/reader.js";
import type * as StructureModule from "../src/trial/consistency/structure.js";
import type * as ReproduceModule from "../src/trial/consistency/reproduce.js";
import { BLIND_SITES_2_DIR, BLIND_SITES_DIR, goldSites, scoreSite, sitePage, SITES_DIR, totals, type ReportedPair, type SiteScore } from "../test/support/consistencyGold.js";
import { findContradictions as baselineFind } from "./support/consistency-baseline/contradictions.js";
import { importBuilt } from "./support/built.js";
import { machineLine, writeResultsSection } from "./support/results.js";

// The finders as the service runs them, compiled (support/built.ts); the e1e29bf finder's own pairing module is
// the bench's, on the compiled text helpers.
const { mainContent, quoteLocator, splitSentences } = await importBuilt<typeof TextModule>("engine/text/index.js");
const { findContradictions } = await importBuilt<typeof ContradictionsModule>("trial/consistency/contradictions.js");
const { MAX_SENTENCES_PER_PAGE } = await importBuilt<typeof ConsistencyModule>("trial/consistency/index.js");
const { renderedPageReader } = await importBuilt<typeof ReaderModule>("trial/consistency/reader.js");
const { readStatements } = await importBuilt<typeof StructureModule>("trial/consistency/structure.js");
const { reproduceCommand } = await importBuilt<typeof ReproduceModule>("trial/consistency/reproduce.js");

const ROUNDS = 7;
const PAGE_BYTES = 300 * 1024;

type Finder = (htmlA: string, htmlB: string) => ReportedPair[];

/** What runConsistency does once both bodies are in hand. */
const aligned: Finder = (htmlA, htmlB) => {
  const ra = renderedPageReader.statements(htmlA, "text/html");
  const rb = renderedPageReader.statements(htmlB, "text/html");
  const found = findContradictions(ra.statements.slice(0, MAX_SENTENCES_PER_PAGE), rb.statements.slice(0, MAX_SENTENCES_PER_PAGE), {
    topics: [ra.topic, rb.topic],
  });
  const la = renderedPageReader.locator(htmlA, "text/html");
  const lb = renderedPageReader.locator(htmlB, "text/html");
  return found.pairs.map((p) => {
    reproduceCommand("https://example.com/a", htmlA, p.a);
    reproduceCommand("https://example.com/b", htmlB, p.b);
    return { a: p.a, b: p.b, valueA: p.valueA, valueB: p.valueB, placementA: la(p.a), placementB: lb(p.b) };
  });
};

/** The e1e29bf pipeline: Readability main content, wink sentences, word-overlap pairing. */
const baseline: Finder = (htmlA, htmlB) => {
  const sentences = (html: string) => mainContent(html).blocks.flatMap((b) => splitSentences(b.text)).slice(0, MAX_SENTENCES_PER_PAGE);
  const found = baselineFind(sentences(htmlA), sentences(htmlB));
  const la = quoteLocator(htmlA);
  const lb = quoteLocator(htmlB);
  return found.pairs
    .map((p) => {
      reproduceCommand("https://example.com/a", htmlA, p.a);
      reproduceCommand("https://example.com/b", htmlB, p.b);
      return { a: p.a, b: p.b, valueA: p.valueA, valueB: p.valueB, placementA: la(p.a), placementB: lb(p.b) };
    })
    .filter((p) => p.placementA !== "absent" && p.placementB !== "absent");
};

function quality(finder: Finder, dir = SITES_DIR): SiteScore[] {
  return goldSites(dir).map((site) => scoreSite(site, finder(sitePage(site.pages[0], dir), sitePage(site.pages[1], dir))));
}

// ---------------------------------------------------------------- generated 300 KB site pages

const NOUNS = ["gallery", "ship", "anchor", "map", "lantern", "compass", "painting", "model", "chart", "bell", "sail", "rope"];
const ADJS = ["old", "restored", "wooden", "painted", "rare", "small", "large", "famous"];
const NAMES = ["Anna Berg", "Erik Holm", "Maria Lind", "Olof Strand", "Karin Sjö", "Nils Ek"];

function sitePageOf(seed: number, variant: number): string {
  let s = seed * 7919 + 17;
  const rand = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  let body = "";
  for (let i = 0; body.length < PAGE_BYTES - 4000; i++) {
    const noun = pick(NOUNS);
    const year = 1850 + Math.floor(rand() * 170) + (i % 9 === 0 ? variant : 0);
    const price = 5 + (i % 20) + (i % 11 === 0 ? variant : 0);
    body += `<section class="exhibit" id="x${i}"><h2>Exhibit ${i}: the ${pick(ADJS)} ${noun}</h2>`;
    body += `<p class="lead">The ${noun} in room ${i} was made in ${year}. It is ${20 + (i % 80)} cm tall and weighs ${1 + (i % 40)} kg.</p>`;
    body += `<p>${pick(NAMES)} donated the ${noun} to the museum. Guided tours of room ${i} cost €${price} per person and are ${i % 13 === 0 && variant ? "not " : ""}suitable for children.</p>`;
    if (i % 5 === 0) {
      body += `<details><summary>When was room ${i} opened?</summary><p>In ${1900 + (i % 100)}, after the ${noun} arrived.</p></details>`;
    }
    if (i % 7 === 0) {
      body += `<table><thead><tr><th>Object</th><th>Height</th><th>Weight</th></tr></thead><tbody>`;
      for (let r = 0; r < 4; r++) body += `<tr><th>${pick(ADJS)} ${pick(NOUNS)} ${i}-${r}</th><td>${10 + r * 5} cm</td><td>${r + 2} kg</td></tr>`;
      body += `</tbody></table>`;
    }
    if (i % 6 === 0) body += `<ul class="facts"><li>The ${noun} collection has ${10 + (i % 30)} objects.</li><li>Room ${i} is on floor ${1 + (i % 3)}.</li></ul>`;
    if (i % 10 === 0) body += `<div hidden><p>Room ${i} was closed in ${1990 + (i % 30)}.</p></div>`;
    body += `<div class="share" aria-hidden="true"><button>Share</button></div></section>\n`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Collection ${variant} | Harbour Museum</title>
<script type="application/ld+json">{"@type":"Museum","name":"Harbour Museum","description":"The Harbour Museum has ${14 + variant} galleries."}</script>
<script>window.__STATE__=${JSON.stringify({ page: variant, items: Array.from({ length: 40 }, (_, i) => i) })};</script></head><body>
<div class="cookie-banner"><p>We use cookies for ${30 + variant} days.</p></div>
<header><nav>${NOUNS.map((n) => `<a href="/${n}">${n}</a>`).join(" ")}</nav></header>
<main><h1>Collection highlights of the Harbour Museum</h1>${body}</main><footer><p>© 2025 Harbour Museum</p></footer></body></html>`;
}

// ---------------------------------------------------------------- timing

function cpuMs(fn: () => unknown): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function parseOnly(html: string): void {
  const p = new Parser({}, { decodeEntities: true });
  p.write(html);
  p.end();
}

function main(): void {
  const t0 = performance.now();
  cpuMs(() => aligned("<p>warm up: the museum has 3 galleries.</p>", "<p>The museum has 4 galleries.</p>"));
  const loadMs = performance.now() - t0;

  const ours = quality(aligned);
  const theirs = quality(baseline);
  const qa = totals(ours);
  const qb = totals(theirs);
  const blindOurs = quality(aligned, BLIND_SITES_DIR);
  const blindTheirs = quality(baseline, BLIND_SITES_DIR);
  const ba = totals(blindOurs);
  const bb = totals(blindTheirs);
  const blind2Ours = quality(aligned, BLIND_SITES_2_DIR);
  const blind2Theirs = quality(baseline, BLIND_SITES_2_DIR);
  const b2a = totals(blind2Ours);
  const b2b = totals(blind2Theirs);

  const pageA = sitePageOf(1, 0);
  const pageB = sitePageOf(1, 1);
  const statementsA = readStatements(pageA).statements.length;
  const statementsB = readStatements(pageB).statements.length;
  const steps: Array<[string, () => unknown]> = [
    ["baseline: regex tag strip of both pages", () => [pageA, pageB].map((h) => h.replace(/<[^>]+>/g, " "))],
    ["baseline: htmlparser2 tokenise of both pages, no handlers", () => [pageA, pageB].forEach(parseOnly)],
    ["/consistency analysis (alignment finder)", () => aligned(pageA, pageB)],
    ["/consistency analysis at e1e29bf (word-overlap finder)", () => baseline(pageA, pageB)],
  ];
  for (const [, fn] of steps) fn(); // warm up
  const times = steps.map(() => [] as number[]);
  const ratios = steps.map(() => [] as number[]);
  for (let r = 0; r < ROUNDS; r++) {
    const order = steps.map((_, i) => (i + r) % steps.length);
    const round: number[] = [];
    for (const i of order) round[i] = cpuMs(steps[i]![1]);
    round.forEach((ms, i) => {
      times[i]!.push(ms);
      ratios[i]!.push(ms / round[1]!);
    });
  }
  const found = aligned(pageA, pageB).length;

  const siteRows = (scores: SiteScore[]) =>
    scores.map((s) => `${s.site}: ${s.found.length}/${s.gold} found, ${s.correct}/${s.reported} correct`).join("; ");
  const body = `${machineLine()} \`node --import tsx bench/consistency.ts\`.

### Quality on the site fixtures

Three two-page sites written for this (\`test/fixtures/sites\`: a museum, a furniture maker, a hotel) with navigation,
cookie banners, headers/footers, FAQ question/answer pairs, tables, lists, JSON-LD and hidden blocks; ${qa.gold} gold
contradictions (prices, founding year, suitable / not suitable, times in a table, counts, lengths and weights across
units, warranty and return periods, names, ranks, all/some, JSON-LD and hidden text) and ${goldSites().reduce((n, s) => n + s.traps.length, 0)} traps that must
not be reported (different subjects, different events, unit-equivalent values, the same fact phrased two ways,
boilerplate, script data). A report counts as correct when it is a gold contradiction with both quotes (and values
where a table row holds several); placement (rendered vs only in JSON-LD/hidden markup) is checked by the tests.

| finder | recall | precision | reported | traps reported |
|---|---:|---:|---:|---:|
| alignment finder (this) | **${qa.found}/${qa.gold} = ${qa.recall.toFixed(2)}** | **${qa.correct}/${qa.reported} = ${qa.precision.toFixed(2)}** | ${qa.reported} | ${qa.trapsHit} |
| baseline: finder at e1e29bf (same run) | ${qb.found}/${qb.gold} = ${qb.recall.toFixed(2)} | ${qb.correct}/${qb.reported} = ${qb.precision.toFixed(2)} | ${qb.reported} | ${qb.trapsHit} |

- Per site, this finder: ${siteRows(ours)}. Missed: ${ours.flatMap((s) => s.missed.map((m) => `${s.site}/${m}`)).join(", ") || "none"}.
- Per site, baseline: ${siteRows(theirs)}.
- Honest caveat: the museum and furniture sites were written together with the finder; the hotel site was written
  before running the finder on it (it then found 6/10; three fixes followed: "3 pm" times, "check-in"/"check-out" as
  compounds, "per person" = "for each guest"); on 2026-11-25 a fourth, after its "free" vs "€15" parking miss: "free"
  as a price of zero where it is one ("is free", "free parking"; not "feel free") and the rate of a price ("per night")
  not read as its subject; three traps written with that fix (Wi-Fi free vs paid parking, "feel free" vs a late
  check-out's price, Wi-Fi vs bicycle rental) stay unreported. Miss left: "solid oak" vs "oak veneer" (a material
  substitution inside the object). \`test/trial-consistency-sites.test.ts\` holds
  floors of recall ≥ 0.85 and precision ≥ 0.95 and zero traps.

### Quality on sites written blind

Two-page sites written on 2026-11-28 by helpers that never saw the finder or the fixtures above (\`test/fixtures/sites-blind\`:
a dental clinic, a ferry company, a language school, a bicycle rental, a climbing gym, a campsite, a bakery, a vet, a public
library and a day spa, shaped the same way), ${ba.gold} gold contradictions
and ${goldSites(BLIND_SITES_DIR).reduce((n, s) => n + s.traps.length, 0)} traps. They measure how far the finder carries beyond the pages it was written with.

| finder | recall | precision | reported | traps reported |
|---|---:|---:|---:|---:|
| alignment finder (this) | **${ba.found}/${ba.gold} = ${ba.recall.toFixed(2)}** | ${ba.correct}/${ba.reported} = ${ba.precision.toFixed(2)} | ${ba.reported} | ${ba.trapsHit} |
| baseline: finder at e1e29bf (same run) | ${bb.found}/${bb.gold} = ${bb.recall.toFixed(2)} | ${bb.correct}/${bb.reported} = ${bb.precision.toFixed(2)} | ${bb.reported} | ${bb.trapsHit} |

- Per site, this finder: ${siteRows(blindOurs)}. Missed: ${blindOurs.flatMap((s) => s.missed.map((m) => `${s.site}/${m}`)).join(", ") || "none"}.
- First reads, each before any change it informed: the clinic and the ferry, 1 of 16 found (the ferry's adult fare), nothing
  wrongly reported; the school and the bikes (written later), 1 of 16 found (an e-bike's day price) but 3 reported, one of them a
  trap ("€35" for a private lesson against "or €30 each when you buy a pack of ten") and one a pair of different things ("five
  minutes from the cathedral" / "it takes about 30 minutes"). Three general changes followed, each also held to the fixtures
  above: a FAQ answer's subject is its question's when the question names what the other side is about ("How much is a
  check-up?" above "A routine examination with us is €45", against the fee table's "Check-up and examination €55"); a clause
  opening with "or" is another option, not the same price; a clause with nothing of its own to say what it is about pairs only as
  such an answer. Then a fourth: a JSON-LD \`foundingDate\` is read as the sentence that states it ("founded in 2009", quoted as
  the value the page holds), and "bike"/"bicycle" and "pet"/"animal" name one thing. One gold entry was added after the first
  reads: the ferry's two JSON-LD blocks disagree on the founding year too, which the writer had listed only once. A founding said of
  the business by a common noun ("The practice was founded in 2003") meets the one its name is given. The gym and the campsite,
  written last, were read once after all of that: 1 of 16 found (a high-season tent pitch), 1 of 3 reports correct, one of them
  a trap: a FAQ answer's words after its value still qualify it ("Just let us know 7 days before you want the freeze to start"
  is not the freeze's length, "up to 3 months a year"), which is now so; the other, "Yes, free of charge." against "In July and
  August a grass tent pitch for two adults costs £32" (made before this stop's changes too), came from reading the subject as
  what stands before a clause's first value, there a date: it is now what stands before the value the clause gives of it. Then one
  role given to two people is read however each page writes it ("Our head coach Priya Nandakumar" / "Daniel Okafor, our head
  coach", "your skipper this season is…", a JSON-LD person's job title; \`src/trial/consistency/roles.ts\`). The bakery and the vet,
  written last, were read once after all of that, and the finder as it stood at the start of the day read them too: 0 of 16
  found and nothing reported, by both. Two role forms they use followed ("Daniel Kwan — head baker", "Dr. Rafael Moreno has served
  as our medical director"; a surname the tagger reads as a common noun, "Helen Park"), finding 2. Then a range of opening hours
  against one of its ends, for the same days ("Thursday 8:30 – 20:00" / "On Thursdays we stay open until 7 pm"; "weekdays" is
  Monday to Friday; \`src/trial/consistency/hours.ts\`), finding 4 more across the sites. The library and the spa, written last,
  were read once with all of that in place and changed nothing after: **4 of 16 found, 4/4 correct, no trap**, against 1 of 16
  (1/1) by the finder as it stood at the start of the day. That pair is the clean measure of this work; the other sites informed
  it. What it still misses: a statement split at "and" or a comma into clauses that each lose the subject ("Our
  team of six dentists and three hygienists…"), a FAQ answer that gives a bare count ("Eight, plus three hygienists"), hours whose
  days another clause gives ("staffed from 9 am on weekdays and shuts at 6 pm"), a thing and its kind ("dogs" / "animals"), a role said two ways
  ("led by principal dentist Dr. Niamh Keane" / "Dr. Ciarán Walsh, who has led the clinical team"; "head of studies" /
  "director of studies"), a bound against a value ("under half an hour" / "about 40 minutes"), and a founding
  year said with another verb ("started by Ian Mackay in 1987", "since 1998"). It stays precise there: nothing reported that is
  not a contradiction. On 2026-12-02 (at 20/81 before it) the founding year is read however a page says it (\`founding.ts\`:
  "started by … in 1987", "opened the shop in the spring of 2004", "We opened our doors in 2009", a tagline "Renting bikes in
  Bruges since 1998."), and a count of what the business has (\`counts.ts\`: "we have four private rooms", "there are 42
  pitches", "a campsite with 36 pitches"), and the notice a cancellation needs (\`notice.ts\`: "Cancellations require at least
  24 hours' notice" / "We ask for two full days' notice" under "What is your cancellation policy?"); one gold entry was added then (the bike rental's tagline against its about page's
  JSON-LD, which the writer had not listed).

### Quality on sites written blind: a second set

Four two-page sites written on 2026-12-02 by a helper that never saw the finder or any fixture (\`test/fixtures/sites-blind-2\`:
a yoga studio, a car repair garage, a hostel, a music school), ${b2a.gold} gold contradictions and
${goldSites(BLIND_SITES_2_DIR).reduce((n, s) => n + s.traps.length, 0)} traps.

| finder | recall | precision | reported | traps reported |
|---|---:|---:|---:|---:|
| alignment finder (this) | **${b2a.found}/${b2a.gold} = ${b2a.recall.toFixed(2)}** | ${b2a.correct}/${b2a.reported} = ${b2a.precision.toFixed(2)} | ${b2a.reported} | ${b2a.trapsHit} |
| baseline: finder at e1e29bf (same run) | ${b2b.found}/${b2b.gold} = ${b2b.recall.toFixed(2)} | ${b2b.correct}/${b2b.reported} = ${b2b.precision.toFixed(2)} | ${b2b.reported} | ${b2b.trapsHit} |

- Per site, this finder: ${siteRows(blind2Ours)}. Missed: ${blind2Ours.flatMap((s) => s.missed.map((m) => `${s.site}/${m}`)).join(", ") || "none"}.
- First read, once, after the founding-year reader above and before any change it informed: against the writer's gold as
  written, 5 of 32 found and 5 of 12 reports matching it (the finder as it stood at the start of the day: 2 of 32, 2 of 7). The
  7 reports that matched no entry were all true contradictions: each founding year a page also gives in its JSON-LD, paired
  with that side (the writer's note had flagged these echoes), and three table values written otherwise than the finder gives a
  value ("from £24" for the figure £24, a whole range of hours for its end that differs). The gold was adjusted for those after
  the read (its "about" says how): then 12 of 37 found, 12/12 correct, no trap (at the start of the day: 7 of 37, 7/7). Changes
  that followed, each held to the fixtures and the first blind set too: "runs $89" is a price; "a single drop-in class" is one
  class; "half-hour" is a duration and "30-minute" keeps its unit (a hyphen is no range); a measured quantity before the verb
  is no word of the subject; "head of strings", a shop foreman and "our senior teacher" are roles one person holds; teachers
  and instructors are one thing; and the count and notice readers above. What it still misses there: a FAQ answer of "Yes, two
  of them" against "We don't have showers",
  opening hours in JSON-LD's "Mo-Fr 14:00-21:00", a bound against a value ("within 5 miles" / "within a 10-mile radius"), and
  "all" against "most" of a team. This set is no longer unseen.

### Speed: two ~300 KB pages

Generated museum pages (${(pageA.length / 1024).toFixed(0)} KB and ${(pageB.length / 1024).toFixed(0)} KB, ${statementsA} and ${statementsB} statements; sections with headings,
paragraphs, FAQ details, tables, lists, hidden blocks, JSON-LD, nav, cookie banner, footer; page B changes some
years, prices and polarities). Reading stops at the existing cap of ${MAX_SENTENCES_PER_PAGE} statements per page
(\`MAX_SENTENCES_PER_PAGE\`), so on these pages the last part of each is not compared; that cap is what keeps the
cost bounded on larger pages. CPU time (user + system) of this process, median of ${ROUNDS} rounds in rotating order;
ratios are taken against the htmlparser2 baseline within each round, then the median. Both finders run compiled, as
the service runs them (\`bench/support/built.ts\`; until 2026-11-28 this bench timed the tsx-transformed sources, which
took about 45% more CPU on the alignment finder: 407 ms against 280 ms measured back to back that day).

| step (both pages) | CPU ms | vs htmlparser2 tokenise |
|---|---:|---:|
${steps.map(([name], i) => `| ${name} | ${median(times[i]!).toFixed(1)} | ${median(ratios[i]!).toFixed(1)}× |`).join("\n")}

- **/consistency analysis: ${median(times[2]!).toFixed(0)} ms of CPU for two 300 KB pages** (target ≤ 500 ms: ${median(times[2]!) <= 500 ? "met" : "not met"} in this run; ${(median(ratios[2]!) / median(ratios[3]!)).toFixed(2)}× the CPU of the e1e29bf finder on the same pages, by the medians of the ratios above); it reported ${found} contradictions (the cap is 20).
- On 2026-12-02 the host was slower and noisier than before (the htmlparser2 pass took 13 to 27 ms over the day's runs,
  11 ms on 2026-12-01), so the absolute target was missed there. The finder's CPU over the e1e29bf finder's in the same run
  rose over the day: 0.40 to 0.47 for the build from the day's start, 0.47 to 0.50 with the founding-year and count readers,
  0.59 with the review that followed and the judge's lexicon additions, 0.61 to 0.67 with the notice reader (3.4 ms per 1,200
  statements on its own, measured apart). Runs on this host spread by about 0.1, so the steps are rough; the day's readers
  cost the finder some of its lead over the e1e29bf one, which it still keeps. The day's third stop changed the alignment
  core the finder shares (infobox lines, durations in two parts, ranges with one unit, start/end and upper/lower): timed back
  to back with its start (9dd1f53), 0.61× the e1e29bf finder at the start and 0.56× at the end (618 and 467 ms of CPU; 501
  ms, 0.59×, in a run before), within the spread of runs.
- Once per process, the first call also loads the wink-nlp model: ${loadMs.toFixed(0)} ms wall time (not in the table).
- Pairing is bounded on hostile input: concepts on more than 200 statements are not indexed, at most 100 candidates
  per clause and 200 000 clause comparisons per request, at most 2 000 alignment-core calls, 200 tokens per statement,
  3 000 statements per page.
`;
  writeResultsSection("Contradiction check (/consistency)", body);
  console.log(body);
}

main();
