// Quality of the embedded judge, measured the way it is judged: ../shared/tools/judge-eval.mjs (the same metrics
// and the same-run word-overlap and majority baselines) on the visible data in ../shared/data, in two ways:
//  1. HELD-OUT: 30% of the visible claims (scripts/judge-training/data.ts, isHeldOut) are judged by a model fitted,
//     calibrated and thresholded on the other 70% only (bench/judge-train-weights.json, `npm run train:judge --
//     --part train`). This is the figure the goals are held to.
//  2. OUT-OF-FOLD on all visible data: each claim judged by the fold model that never saw it (bench/judge-oof-weights.json).
// Both go through scripts/judge-training/judge-with.ts, i.e. the real `verity judge` path. The sealed hold-out is not used.
//   node --import tsx bench/judge-quality.ts [--no-write]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultDataDir, FILES, readPart } from "../scripts/judge-training/data.js";
import { writeJudgeResults } from "./judge-results.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const evalTool = path.resolve(repoRoot, "../shared/tools/judge-eval.mjs");
if (!existsSync(evalTool)) {
  console.error(`judge-quality: ${evalTool} not found; skipped`);
  process.exit(0);
}

interface Metrics { precision: number; coverage: number; f1Unsupported: number; ece: number; eceNoise95: number }
interface Evaluation {
  readonly seconds: number;
  readonly table: string;
  readonly notes: string;
  of(key: string, system: string): Metrics | undefined;
}

function evaluate(weightsFile: string, dataDir: string | null): Evaluation {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "judge-quality-"));
  const json = path.join(tmp, "eval.json");
  const started = Date.now();
  const cmd = `${process.execPath} --import tsx scripts/judge-training/judge-with.ts --weights ${weightsFile}`;
  const r = spawnSync(process.execPath, [evalTool, "--project", repoRoot, "--quiet", "--json", json, "--cmd", cmd, ...(dataDir ? ["--data", dataDir] : [])], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    console.error(r.stderr || r.stdout);
    process.exit(1);
  }
  const result = JSON.parse(readFileSync(json, "utf8")) as { results: { key: string; rows: [string, Metrics][] }[] };
  rmSync(tmp, { recursive: true, force: true });
  return {
    seconds: (Date.now() - started) / 1000,
    table: r.stdout.split("\n").filter((l) => l.startsWith("|")).join("\n"),
    notes: r.stdout.split("\n").filter((l) => l.startsWith("- ")).join("\n"),
    of: (key, system) => result.results.find((x) => x.key === key)?.rows.find(([s]) => s.startsWith(system))?.[1],
  };
}

/** A copy of the visible data holding only the held-out claims, in the layout judge-eval reads. */
function heldOutCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "judge-holdout-data-"));
  const source = defaultDataDir(repoRoot);
  for (const file of Object.values(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), readPart(source, file, "holdout").map((r) => JSON.stringify(r)).join("\n") + "\n");
  }
  return dir;
}

const f = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? "–" : x.toFixed(3));

function goals(e: Evaluation): string {
  const goal = (key: string, p: number, c: number, f1?: number) => {
    const m = e.of(key, "project");
    if (!m) return "not measured";
    const ok = m.precision >= p && m.coverage >= c && (f1 === undefined || m.f1Unsupported >= f1);
    return `${ok ? "met" : "**not met**"} (precision ${f(m.precision)} at coverage ${f(m.coverage)}${f1 !== undefined ? `, F1(unsupported) ${f(m.f1Unsupported)}` : ""})`;
  };
  const vsOverlap = (key: string) => {
    const m = e.of(key, "project");
    const o = e.of(key, "overlap (τ");
    if (!m || !o) return "–";
    const verdict = m.precision >= o.precision && m.coverage >= o.coverage
      ? "at least as precise with at least as much decided"
      : m.precision >= o.precision
        ? "more precise, deciding less, so not shown to be at least as good at equal precision"
        : m.coverage >= o.coverage
          ? "less precise, deciding more"
          : "**less precise and deciding less**";
    return `judge ${f(m.precision)} at ${f(m.coverage)} vs overlap ${f(o.precision)} at ${f(o.coverage)}: ${verdict}`;
  };
  return `- (a) never below word overlap at equal precision: fcb ${vsOverlap("fcb")}; wice ${vsOverlap("wice")}.
- (b) several-sentences shape ≥ 0.92 at ≥ 0.80: ${goal("wice", 0.92, 0.8)}. Web stance ≥ 0.90 at ≥ 0.30 with F1(unsupported) ≥ 0.40: ${goal("fcb", 0.9, 0.3, 0.4)}.
- (c) stretch, ≥ 0.97 at ≥ 0.90 on sentences: ${goal("wice", 0.97, 0.9)}; ≥ 0.90 at ≥ 0.50 on web stance: ${goal("fcb", 0.9, 0.5)}; ECE ≤ 0.05: fcb ${f(e.of("fcb", "project")?.ece)}, wice ${f(e.of("wice", "project")?.ece)}.`;
}

const SHAPES = `Shapes: **fcb** = web stance, one passage per claim (Factcheck-Bench subtask 3; partial/irrelevant are gold-uncertain);
**wice** = several sentences per claim (WiCE oracle chunks, \`evidence: string[]\`; partially supported reported apart).`;

const dataDir = heldOutCopy();
const held = evaluate("bench/judge-train-weights.json", dataDir);
rmSync(dataDir, { recursive: true, force: true });
const oof = evaluate("bench/judge-oof-weights.json", null);
const date = new Date().toISOString().slice(0, 10);

/**
 * How many times the held-out part has been read, this run included. Each read changes what a careful reader may
 * conclude from it (the features were designed by people who saw each earlier read), so the count is printed with the
 * figures; the reads before 2026-11-27 are named in the commits that made them (`git log --grep "held-out read"`).
 */
const HELD_OUT_READS = 96;

const heldBody = `Measured ${date} by \`node --import tsx bench/judge-quality.ts\` (${held.seconds.toFixed(0)} s). **Held-out part**: 30% of the visible
claims, chosen by a salted hash of the claim (\`isHeldOut\` in scripts/judge-training/data.ts), judged through the real judge path by
a model whose weights, Platt calibration, thresholds and rule confidences were fitted on the other 70% only
(\`npm run train:judge -- --part train\` → bench/judge-train-weights.json). Nothing was fitted or thresholded on these items. Honest
caveat: the split was drawn after the features were designed, and that design looked at out-of-fold results on all visible data, so
these items did inform *which features exist*, not their weights or thresholds; and this part has now been read ${HELD_OUT_READS} times since
2026-11-24, each read after changes chosen on the training part and on sets of easy claims written before any answer was seen
(since 2026-11-28 written by helpers that never saw the code; the commits name each read and what it measured). The shipped weights are refitted on all visible data with the same recipe.
Baselines (majority, word overlap with 2-fold cross-fitting) are judge-eval's, on the same items in the same run; the ECE column's
bracket is the 95% sampling noise of a perfectly calibrated judge with the same confidences (judge-eval).

${SHAPES}

${held.table}

${held.notes}

Goals (issue 12, item 4), on the held-out part:
${goals(held)}

Where it stops: on web stance most real refutations in Factcheck-Bench are not one sentence that covers the claim and swaps one
slot of it (a passage about magnetars against a claim about neutron stars, a page that simply never mentions the claimed award), and
where a sentence does swap a slot, supported claims show such swaps too (a date of another event on the same page). On the training
part's out-of-fold answers (2026-11-27), 17 of its 69 refuting passages lean "unsupported" at all (with 8 supporting ones), which
caps F1(unsupported) near 0.40 for any threshold; the judge says \`unsupported\` where an alignment rule or the model is sure enough (a
swapped comparison, "three World Cups" against "once", "non-renewable" against "renewable", a negation, a swapped name, "265 metric
tons" against "662 tons", another holder of "the 45th president"): there, 18 refuting passages and no supporting one. None of the held-out part's 31 refutations is answered
\`unsupported\`, so F1(unsupported) there is 0. It calls 12 of the training part's 69 refutations \`supported\`: they restate the claim's
words with a meaning only world knowledge gives ("struck down" a law claimed "constitutional"), or are quiz pages that print the
false statement as a question to answer. The judge withholds an answer when its model reads the passage as related but off the
claim's point (\`neutralCap\`: at most 12% of the irrelevant or partial passages of the training part decided, counted on the
answers the gates let through); without that gate it said \`supported\` on 28% of the passages annotated irrelevant.

On several sentences (WiCE) the answers the judge withholds are mostly those where a name, figure or superlative of the claim is said
nowhere in the cited sentences: on the training part out of fold a name said nowhere, alone, holds back 20 supported items, 2
refuted and 95 partly supported ones, so it stays though it costs coverage (the held-out part reached the goal's 0.80 at the 66th
read, 2026-11-28, at 0.806, as again at the 67th to 71st: a span's end written in two digits,
"the 2018–19 academic year", is read as its year, and the judge was refitted after the fixes from that day's blind sets). At the
72nd and 73rd reads (2026-11-28, second stop of the day) it is 0.785, below the goal (the 73rd after names spelled with a
consonant doubled, a place set off after a name and a quoted title's subtitle were read as named, which brought back 7 supported
WiCE items out of fold on all visible data, none of them in this part): since that stop a sentence \`supported\` would quote that
hedges the claim's words ("could", "is reported to", "a proposal to") states nothing, and the three held-out items of one claim,
"The end of the tour concluded his relationship with Pepsi-Cola", whose cited sentence says the end of the tour "could mean the end
of" it, are now withheld (out of fold on all visible data this gate and its twin for a sentence that denies the claim's words
withheld 5 supported WiCE items and 5 partly supported ones,
and blind-set claims it had called \`supported\` from a hedge are withheld, "Dominic Vale has been cast as the lead" from "Dominic
Vale is reported to be in talks to star" among them). The judge is kept so: a forecast is not
the event. At the 74th read (2026-11-28, third stop of the day), after that stop's changes (a work's maker named without the
claim's verb, a count of the claim's verb, a move of the claim's thing, a state held once, a city against its country, a plan
only doubted, a modifier said nowhere on a passage, the year of the verb of a claim of up to 7 content words, figures written in
words, each in its commit), neither shape's held-out figures moved; what moved were answers on blind sets (two written this stop
rose from 39/5/36 and 37/15/28 right/wrong/withheld to 47/4/29 and 46/7/27; a third, written mid-stop and read at the start
code and at the end, stayed at 45/6/29) and out of fold on all visible data, mostly gold-neutral web-stance answers.
At the 75th to 77th reads (2026-12-01; the 75th mid-stop, the 76th after the gates were complete, the 77th after "the company"
was read as the claim's subject, rerun unchanged to write this section) the stop's gates were in: on a passage or a page a quote that only names the claim's subject (a heading, a sentence with
none of the claim's other words, a second sentence adding only the doer's name) or never names it states nothing, and an antonym
right after its own negation states the claim's word. Web stance on this part went from 0.933 at 0.466 to 0.929 at 0.508, and its
irrelevant or partial passages answered from 0.122 to 0.157 (0.159 at the 76th): the gates withheld answers, and the refit on the training part spent
that on coverage (passage threshold 0.79 to 0.73, relevance cap 0.30 to 0.35, both chosen by the recipe on the training part: the
relevance budget holds that part's share at 12%, so a gate that withholds irrelevant answers there lets the cap take others). Out of
fold on all visible data the same change gave 0.945 at 0.512 to 0.947 at 0.502 and irrelevant or partial answered 0.118 to 0.108.
Several sentences did not move (the gates are not applied there). A blind set written this stop (90 items, read while fixing)
went from 29/12/26 right/wrong/withheld to 29/5/33; a second, read as a tally at the start and in full once after the gates, went
from 32/13/23 to 31/9/28, and to 32/8/28 with "the company"; a third (60 items), written after the last change and read once at the
start code and once at the end, went from 19/8/18 to 16/7/22 and its items meant to stay uncertain decided from 5 to 2: of the four
right answers it lost, three had quoted a sentence that does not state the claim (two page headings, Apollo 11's landing sentence for
"Neil Armstrong was the first person to walk on the Moon"), one is a paraphrase sharing no word ("It started … at the shop of Thomas
Farriner, the king's baker" for "began in a bakery").
At the 78th read (2026-12-02, once, at the end of the stop, the judge refitted on the training part after the stop's changes: a
noun a negated claim denies said only of another name, "Earth's Moon"; a count of times per period, "twice a day" / "once daily";
a role given to another name with the role first, "The capital of Turkey, however, is Ankara"; a post the quote gives the claim's
subject instead, "joined … as a research fellow" for "the director"; "was originally scheduled to" as a hedge; a claim's "only"
said nowhere on a passage; a model named by a letter, "Pebble S" / "Pebble S Pro"; on several sentences a quote opening with
another name as its subject) web stance did not move and several sentences went from 0.785 to 0.778 coverage (one item) at
0.991 precision: out of fold on the training part the last of those gates had withheld one right WiCE answer too (a first name,
"Marion died…", for the claim's surname) and was kept for what it withholds on blind sets. A blind set written this stop by a
helper who never saw the judge (90 items, read while fixing) went from 52/15/23 right/wrong/withheld to 56/9/25; a second (80
items), written after those changes, was read once by them (48/17/15) and once by the start-of-stop code (49/17/14): they carried
nothing to it. Five general fixes from its errors followed (defeating against losing, an empty stomach against food, "the standard
Aurora Buds" against its Pro variant, a superlative's holder after "although", "CEO" for "the chief executive"): 53/12/15 on it
after them, which is no longer an unseen measure. The 79th read, after those and a refit, moved neither shape.
At the 80th and 81st reads (2026-12-02, next stop; the 80th after a refit on the training part, the 81st after a sibling
named on the page too was read as a list entry again, refitted) web stance read 0.928 at 0.503 and then 0.929 at 0.508, where
it started, and several sentences did not move (0.991 at 0.778). The stop's changes came from two blind sets written at its
start by helpers who never saw the code (90 and 80 items; read at the start code 59/3/28 and 48/5/27 right/opposite/other,
where "opposite" is \`supported\` for a refuted claim or the reverse): a contrast read clause by clause (src/align/clauses.ts:
"On weekdays buses run every 10 minutes, while on Sundays … every 30 minutes"), a sibling of the claim's subject said to hold
its value is no evidence against it ("The Marlowe Prize for Fiction carries £20,000" for the Prize for Poetry; a model's other
variant or code, "Blender Max" / "Blender Pro", "S5" / "S3"), buying against selling, "tallest" ranked as "highest", a doer after
"by" past a description ("by siblings Ingrid and Erik Halden"), a quantifier swapped by another sentence ("About a third of
scheduled flights were cancelled" for "Every flight … was cancelled") and a hedged second sentence that gives the name the first
lacks ("was originally scheduled for Eastgate Stadium"). After them the two sets read 61/2/27 and 53/3/24, no longer unseen.
Out of fold on the training part web stance went from 0.945 at 0.534 to 0.941 at 0.536 with the refit and several sentences
from 0.978 at 0.845 to 0.978 at 0.842.
At the 82nd read (2026-12-02, third stop of the day, once, at its end, after a refit on the training part) web stance went from
0.929 at 0.508 to 0.926 at 0.487 (four right answers fewer, no wrong one gone) and several sentences did not move (0.991 at
0.778): the stretch goal's 0.50 coverage on web stance, met since the 80th read, is missed again. The stop's changes came from
two blind sets written at its start by helpers who never saw the code (T: 90 invented items, U: 90 on real-world topics; read at
the start code 51/15/24 and 59/10/21 right/opposite/other): a role given to another name after an opening possessive or on an
infobox line ("Its capital is Amsterdam", "Capital: Canberra"), an infobox line giving the claim's label another value
("Currency: Icelandic króna (ISK)"), a labelled line read under its heading ("Winter season" over "Daily: 9:00 am – 5:00 pm") and
under another variant's heading ("Trekline Ridge 2 Pro"), durations said in two parts and ranges with one unit ("1 hour 40
minutes", "32–38 mm"), a count beside another count of another thing no conflict ("23 … singles titles" / "14 … doubles
titles"), another doer of the verb the quote lacks ("Orville piloted the first flight"), what an honour was for, and on a passage
or a page two gates on the quote: it must give the claim's figure if the claim has one, and say something of what the claim says
of its subject (a page heading or "The Voss family ran two mills" states nothing of the lower mill grinding wheat). On the
training part out of fold that last gate withheld four right web-stance supports whose quote states nothing of the claim's
predicate ("Iron is a metal…" for "Iron is a solid") and four neutral answers; after the refit the training part read 0.941 at
0.536 again, but the held-out part paid the four right answers above. They are kept: a \`supported\` whose quote does not state
the claim is right by luck. After the changes T and U read 56/8/26 and 65/1/24 (no longer unseen); a third set (V, 90 items,
written after the changes by a helper who saw neither the code nor the other sets) read 51/10/29 at the start-of-stop code and
53/9/28 at the end: the stop's rules carried a little to unseen claims. Three fixes from V's errors followed ("the last Thursday"
against "the first", a vote against past its tally, a pronoun after an opening phrase and an adverb; V then 55/6/29, no longer
unseen), and the 83rd read, after them and a refit, moved neither shape.
At the 84th read (2026-12-02, fourth stop, once, after a refit on the training part) web stance read 0.924 at 0.477 (0.926 at
0.487 before: two right answers fewer) and several sentences 0.991 at 0.743, down from 0.778: five right \`supported\` answers of
this part withheld, while out of fold on the training part, with the start-of-stop weights, no WiCE answer moved under any of
the stop's rules. The stop's changes came from three blind sets written at its start by helpers who never saw the code (90 items
each: invented names, real-world facts, service pages; read while fixing, 37/12/41, 37/11/42 and 35/6/49 right/opposite/other at
the start code, 42/7/41, 39/8/43 and 42/4/44 at this read; 43/6/41, 39/8/43 and 43/4/43 after three more fixes that moved no
training-part answer: a succession with its sides traded, "took place" for "was held", "7 in the morning" and a weekday inside a
span of days; a fourth set of 90, written mid-stop and read once at the start code and once before the succession fix, unseen,
went from 31/17/42 to 33/15/42, and the succession fix came from its errors: 33/12/45 after it) and among them are stricter
statement gates, the likeliest cause: on
several sentences too the quoted ones must say something of the claim's predicate other than its subject's own name (on one
blind set \`supported\` had rested on "The Willowmere Spa is open daily from 9 am to 9 pm." for "…offers a couples' massage
package"), and a heading, a line labelled with another event ("Died: …" for "born in …") or a quote a denial outweighs states
nothing. I did not toggle rules against this part to find which, and kept them: a \`supported\` that quotes a sentence saying
nothing of the claim's predicate is right by luck. Goal (b)'s coverage is further off than before this stop.
At the 85th read (2026-12-02, fifth stop, once; no refit was needed, the weights rebuilt byte-identical after each change)
neither shape moved: web stance 0.924 at 0.477, several sentences 0.991 at 0.743. The stop's rules (a line labelled with
another item than the claim's, a superlative held by another name, another verb done to the claim's object, the whole day
against hours of it, a price of nothing against a share off) moved no training-part answer out of fold. They came from two
blind sets written at the stop's start by helpers who never saw the code (A: real-world facts, B: service pages; 90 items
each), read once unseen at the start code (c0d836a: A 42/8/40, B 33/12/45 right/opposite/other) and then used for fixing
(A 42/6/42, B 35/8/47 at this read; Z 35/10/45, W, X and Y unchanged). Their unseen reads say what the rules so far carry to
claims no one fitted on: of the answers decided on items with a definite gold answer, 8 of 38 (A) and 12 of 30 (B) were the
opposite of the gold one at the unseen read (6 of 36 and 8 of 28 after the fixes), far below the precision the visible data
shows, most of them \`supported\` from sentences that share the claim's words but not what it says (an order of events, a
plan's own limit, a relation of two names): that is where the judge is weakest.
At the 86th read (2026-12-03, sixth stop, once; the weights refit twice, their coefficients moving in the fourth decimal)
neither shape moved: web stance 0.924 at 0.477, several sentences 0.991 at 0.743. The stop's rules (a count of a few things
against a figure with a fraction, a bound on another noun, a currency after its country, another weekday of the month,
"limited to" as a cap, a figure or country swapped on a sentence the quoted ones do not match) withheld one refuted
training-part answer out of fold and moved no other. They came from blind sets C (real-world facts) and D (service pages),
90 items each, written at the stop's start by helpers who never saw the code and read once unseen (C 37/9/44, D 32/12/46
right/opposite/other at eccb7e5), then used for fixing (C 37/8/45, D 35/6/49 at this read).
The 87th read (same day, once) followed one more rule (a name swapped that only the second quoted sentence holds, C 37/7/46):
neither shape moved; out of fold on all visible data several sentences 0.982 at 0.814 -> 0.812.
At the 88th read (2026-12-03, seventh stop, once; rerun unchanged to write this paragraph) after that stop's rules (a count of a
wider kind, a labelled line's figure done by its label's verb, a line under another plan's heading or labelled with another
measure, an exception beside the rule quoted, a negation over two joined verbs, "lies"/"sits"/"stands" as one place, a subject
past an aside, a quote of names alone on several sentences for a short claim) web stance did not move (0.924 at 0.477; its
irrelevant or partial passages answered 0.150 -> 0.146) and several sentences lost one decided item (0.991 at 0.743 -> 0.736):
goal (b)'s coverage there is further off. Out of fold on all visible data several sentences went 0.982 at 0.812 -> 0.984 at
0.809. The rules came from two blind sets written at the stop's start by helpers who never saw the code, E (real-world facts)
and F (service pages), 90 items each, read once unseen at a60064b: E 39/8/43 and F 34/16/40 right/opposite/other, 41/6/43 and
34/13/43 after the fixes (C 37/5/48, D 35/4/51). F's unseen read says where the judge is weakest on service pages: a general
rule quoted where the page states an exception for the claim's item, and on several sentences a sentence that shares the
claim's names and nothing of what it says.
At the 89th read (2026-12-04, once; rerun unchanged to write this paragraph) after that day's rules (a country's or a
continent's adjective names it, a doer past a name that only describes them, "no" opening a subject denies its clause, a
birth, a death or a founding told only by a word of that event, the first of anyone or of a kind not stated by the first of
a narrower kind or by a "first" said of a verb, a count of other things past a name, an age limit stated by that limit
only, "any" against "the same", a date of another occurrence than the one singled out, another noun after the claim's head
and preposition, what others believe as a hedge, what an honour was for, a quote under a quarter of the claim on several
sentences, and no \`unsupported\` there from a sentence that states all but the claim's unnamed names) neither shape's
definite answers moved (web stance 0.924 at 0.477, F1(unsupported) 0; several sentences 0.991 at 0.736): the held-out part
holds none of these patterns. What moved is the partly supported WiCE items: answered \`supported\` 0.32 -> 0.28 here and
0.36 -> 0.32 out of fold on all visible data, where the definite answers did not move either. The rules came from four blind
sets written that day by helpers who never saw the code, G (encyclopedic facts), H (service pages), I (noisy web
passages) and J (mixed), 90 items each: read unseen at the day's start code (d9f8c00) they were 42/5/43, 31/7/52, 42/6/42
and 48/7/35 right/opposite/other, and 48/1/41, 31/4/55, 41/2/47 and 48/5/37 after the fixes (J read at the start code and
again mid-day before any fix from it, unchanged, then used for two fixes). Most of what the judge still gets wrong on H
is by design: on several sentences it follows WiCE, where "not supported" means the cited sentences do not state the
claim, so sentences from a business page that leave its name out or say the claim in other words ("Entry is restricted to
guests aged 18 and over" for "Visitors must be at least 18 to enter the Tidewater Casino") are answered \`unsupported\`.
At the 90th read (2026-12-04, second stop of the day, once; rerun unchanged to write this paragraph) after that stop's rules
(a comparison decided by the figure each of two sentences gives one side, "farther"/"better" and a degree word before
adjectives read as comparisons, a factor the other way as a contradiction, a natural feature's name not named by its word
before another noun, a pronoun standing for the claim's noun in another number, a claim word not covered by the same word
inside the claim's own name nor half a hyphened compound by its head alone, a river's mouth said with another verb, an
antonym beside the claim's word left elliptical in a list or taking another object, a weekday outside a span, "excludes"
as "except", a figure set on the claim's noun in a list, another entry of a labelled list, a time inside a span of hours,
another name's version number, a superlative's holder named by its capital letter, and no model \`unsupported\` on
several sentences where the closest covers 0.4 of the claim with nothing contradicted) neither shape's definite answers
moved here (web stance 0.924 at 0.477, F1(unsupported) 0; several sentences 0.991 at 0.736), and the partly supported WiCE
items answered \`unsupported\` went 0.17 -> 0.16. Out of fold on all visible data the last gate costs the several-sentences
shape a little (0.984 at 0.809 -> 0.981 at 0.807, F1(unsupported) 0.856 -> 0.846): it withholds WiCE's "not stated" where
the cited sentences hold much of the claim in other words, which four hand-written stated claims of the blind sets had been
called (0.62 to 0.99), because a paraphrase is not a refutation. Four new blind sets were written that stop by helpers that
never saw the code, K (encyclopedic, with comparisons), L (business pages), M (encyclopedic) and N (business pages), 90
items each, and read at the stop's start code (d117616): 50/3/37, 42/3/45, 48/8/34 and 38/10/42 right/opposite/other; at the
end 55/1/34, 43/2/45, 47/8/35 and 44/3/43. K, L and N were used for fixes (their misses read); M was not, and moved by one
item, a claim its cited sentences refute only in other words ("Table salt dissolves poorly in water" / "Sodium chloride is
highly soluble in water"), called \`unsupported\` at the start by WiCE's reading of coverage and withheld now: the rules
of the stop did not reach M's misses, so they are measured as what they are, fixes of the patterns found, not a general
gain. G, H, I and J (the first stop's sets) went 48/1/41, 31/4/55, 41/2/47, 48/5/37 -> 50/1/39, 30/2/58, 41/2/47, 50/2/38.
At the 91st read (2026-12-06, once; rerun unchanged to write this paragraph) after the last stop's rules (an order of two
events, "born after" or "began before", decided by the year each sentence gives its side's event and withheld when no year or
ordering sentence states it; "every day" not narrowed by each day's hours; a date both names are followed by no shared role; a
word of a name of several words no figure, "GPS watch"; weekday abbreviations read as weekdays, "Mon–Fri", "Sun: closed", and
a line of opening hours as the days a claim of opening or closing is of; the ground floor set against the second and above;
"closer" against "farther"; the sides of a one-way relation traded, "the tutor of"; a modifier of what the verb takes read past
the verb's preposition) web stance went 0.924 at 0.477 -> 0.923 at 0.472, F1(unsupported) 0 (one passage fewer answered, of
193), and the several-sentences shape stayed at 0.991 at 0.736, partly supported WiCE items answered \`unsupported\` 0.16. Out
of fold on the training part with its own fold weights web stance went 0.945 at 0.534 -> 0.945 at 0.529 and irrelevant or
partial passages answered 149 -> 148 of 1218; WiCE stayed at 0.978 at 0.833, its partly supported items answered
\`supported\` 136 -> 134. Two blind sets were written that stop by helpers that never saw the code, P (encyclopedic) and Q
(service pages), 90 items each, read at the stop's start code (52f0663): 44/11/35 and 45/6/39 right/opposite/other; both
were then used for fixes and read at the end 48/6/36 and 51/2/37, so the end reads measure the patterns fixed, not a
general gain. Left: a universal against a count ("All species of snakes are venomous" / "about 600 of 3,900 are venomous"),
a process's product ("releases carbon dioxide" / "releases oxygen"), a place named in another sentence than the event's, and
"not stated" on WiCE's reading called \`unsupported\` by design.
At the 92nd read (2026-12-06, once; rerun unchanged to write this paragraph) after the last stop's rules (a count of a whole
read by its share, "16 of the hotel's 20 rooms"; "an unlimited number of"; a rough duration rounded; "Unlike insects" against "are
insects"; "more World Cups than" decided by the times each side won it; a swapped place's locator with it, "Vienna, Austria"; a
rank given with no scope held to the claim's "in the world"; no rank of another kind of thing as a rival, "Saturn's largest moon";
places after the same locating verb paired and "lies in" read as "located in"; ages by the year made; "No land animal runs faster
than the cheetah" restated as the superlative evidence writes, src/align/restate.ts; a top holder outdone by a comparison,
"hotter than Mercury"; no rank second "after" the claim's holder against it; "biggest" stated by "largest"; a role of a part of a
place no role of the whole, "capital of the state of New South Wales"; "than light." read as a side, so a comparison whose words
are only scattered over the sentences is no longer \`supported\`; an event's weekday against the one it recurs on, "every
Thursday"; a move of the thing before its verb, "the fair moves this year to"; "before emptying into") the held-out figures did
not move: web stance 0.923 at 0.472, F1(unsupported) 0; several sentences 0.991 at 0.736, partly supported WiCE items answered
\`unsupported\` 0.16. Out of fold on all visible data web stance went 0.949 at 0.491 -> 0.957 at 0.496 and several sentences
0.981 at 0.807 -> 0.981 at 0.803 (one WiCE claim, twice, withheld). Blind sets: R (encyclopedic) and S (service pages), written
the stop before by helpers that never saw the code, read at 02ef0a8 45/6/39 and 18/8/64 right/opposite/other, at the end 60/0/30
and 18/5/67; a new set T (both kinds, written this stop the same way, harder by design: the deciding fact in other words or in
another sentence) read at the stop's middle code (60a654e) 31/13/46 and at the end 33/7/50. All three were used for fixes, so
the end reads measure the patterns fixed, not a general gain. T's first read is the finding of this stop: on several sentences
the fitted model answers \`supported\` at confidence 1.00 whenever every claim word is said somewhere (its weights rest on word
overlap and coverage anywhere, WiCE's cited sentences being mostly support), so what stands between a scattered claim and a
wrong \`supported\` is the gates alone; five such answers remain on T ("Shakespeare died in London" from "spent most of his
career in London" beside "He died there", "there" being Stratford; "The Mona Lisa hangs in the Uffizi" from "The Uffizi … holds
Leonardo's Annunciation"; "cost the same as adult tickets" from two prices; a rule said only for Premium members; a refund the
next sentence denies for clearance items), and two wrong \`unsupported\` ("Check-in … starts at 3 p.m." against "check-out is by
11:00 am" in the clause after "ready from 3:00 pm"; "Diamond and graphite are composed of the same chemical element" on WiCE's
"not stated" reading of "another allotrope of carbon"). A 93rd read, after one more gate (a claim of one relation is not
supported on several sentences by a sentence about another named thing while only the second sentence quoted names the
claim's subject: "The Uffizi … holds Leonardo's Annunciation" for "The Mona Lisa hangs in the Uffizi"; T 33/7/50 -> 33/6/51),
moved no held-out or out-of-fold figure.
The 94th read (2026-12-06, next stop; run three times unchanged, the last to write this section) came after that stop's rules for the
several-sentences shape, chosen on a new blind set U (90 items written by a helper that never saw the code; 56/3/31
right/opposite/other at the start, 67/2/21 at the end) and checked on a second one, V (written the same way; 46/5/39 at the start,
47/5/38 at the end; read three times, the three answers that moved on its middle read looked at, and two guards added for the two
that had turned wrong): a short sentence going on about the claim's subject (named, by "it", or as the subject the sentences began
with) that swaps one slot decides against (a figure of the claim's measure, its own said nowhere: "Its main compartment offers 38
liters" for "…a capacity of 45 liters"; a name never given; an opposite word), an opening date dates every clause after it, a
founding is dated by "established", and "losing his hearing" is not contradicted by "deaf". Neither shape's held-out figures moved
(web stance 0.923 at 0.472, F1(unsupported) 0; several sentences 0.991 at 0.736): the held-out WiCE chunks are long sentences
of Wikipedia-cited pages, where these short on-subject sentences are rare. Out of fold on the training part after the refit,
web stance went from 0.953 at 0.522 to 0.954 at 0.527 (F1(unsupported) 0.432 to 0.467).
The 95th read (2026-12-06, same stop, at its end; run twice, the second to write this section) came after the stop's later
rules, chosen on U and V and on a third blind set W written mid-stop (49/7/34 at the stop's start code, 60/2/28 at the end), and
checked on a fourth, X, written later still and read only with the start code and twice at the end (50/7/33 at the start;
52/9/29, then 53/7/30 after two guards for the two new wrong refutations, the only items of X looked at): a role's holder named
after "was" ("The first person to walk on the Moon was … Neil Armstrong"), a time under a second verb the tagger took for a noun,
the first day of a span of days, a year "since" and a role "served as" said nowhere, the sides of a final traded in the next
sentence, "not by" the claim's doer, a short claim's day of the month, a factor that is no count ("four times"), a date of an
occurrence the sentence singles out ("their first championship"), the other end of a life, a plan's month, a possessor that is no
predicate, "pet-free", and guards for days the claim names and counts that are parts of a sum. Web stance did not move (0.923 at
0.472, F1(unsupported) 0); on several sentences one more held-out item was withheld (0.990 at 0.729, from 0.991 at 0.736), which
of the rules withheld it is not known (the part is not looked at). Out of fold on the training part after the last refit, web
stance is 0.954 at 0.527 (F1(unsupported) 0.467) and several sentences 0.978 at 0.836, both where the stop's first read left them.
A 96th read (run twice, the second to write this section), after two more rules ("The Business plan includes…" no longer stands
for the company the sentences began with; "A is larger than B" against A ranked second "after B"; U 71/1/18 -> 72/1/17, W 60/2/28
-> 61/2/27), moved neither shape's held-out figures.
Since 2026-11-27 the thresholds and the relevance
cap are chosen counting only the answers the gates let through (scripts/judge-training/train.ts, answerOf). A second scaler for
this shape's \`supported\` answers, fitted on those answers alone, was tried and dropped: they are right 0.97 of the time, so it
said about 0.99 for nearly every one, "Polar bears mainly eat berries" on "Polar bears live in the Arctic." included (0.83 before),
and it moved no held-out or out-of-fold coverage. Nor did one scaler fitted only on the items the gates let the judge answer
(51st read, not kept): the training part's threshold fell from 0.74 to 0.50 and its coverage rose to 0.845, but the held-out part's
went from 0.785 to 0.778, as refutations it moved across 0.5 met a gate; what holds this shape back there is the gates, not the
threshold. Nor is a claim \`supported\` when nothing it says of its subject is said anywhere
in the evidence ("The Brooklyn Bridge has a toll for cars" on a page that says nothing of tolls or cars had been \`supported\` at
0.89 from the sentence naming the bridge): on the training part out of fold this withholds 114 passages annotated irrelevant or
partial, and 13 supported items said in other words ("found in meadows" for "dry grasslands"). The relevance budget went from 15%
to 12% after the 48th read, where counting only the answers the gates let through had let the held-out part's irrelevant or
partial passages answered rise to 0.185 (0.108 at the stop's start); 12% holds the training part's share where it stood (0.113).

The held-out parts are small (a few hundred definite items, a few dozen refutations), so differences of a few points between judge
and baseline are within sampling noise; the out-of-fold table below has the larger sample.
`;

const oofBody = `Measured ${date} in the same run (${oof.seconds.toFixed(0)} s), \`judge-with.ts --weights bench/judge-oof-weights.json\`. Out-of-fold
figures on all visible data: 5 folds by a hash of the claim, every item judged by the fold model that never saw its claim (calibration and
thresholds of that model fitted on the other folds' out-of-fold scores; its L2 penalty, one of four, chosen on all five folds). Larger
n than the held-out part, but model choices were made looking at these figures, so they lean optimistic; they are here for the larger sample, the held-out table above is the one to quote.

${oof.table}

${oof.notes}

Goals on these figures:
${goals(oof)}
`;

console.log(heldBody);
console.log(oofBody);
if (!process.argv.includes("--no-write")) {
  writeJudgeResults("Quality on the held-out part (never fitted on)", heldBody);
  writeJudgeResults("Quality (out-of-fold on the visible data, judge-eval metrics)", oofBody);
}
