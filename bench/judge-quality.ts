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
        ? "more precise, deciding less"
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

const heldBody = `Measured ${date} by \`node --import tsx bench/judge-quality.ts\` (${held.seconds.toFixed(0)} s). **Held-out part**: 30% of the visible
claims, chosen by a salted hash of the claim (\`isHeldOut\` in scripts/judge-training/data.ts), judged through the real judge path by
a model whose weights, Platt calibration, thresholds and rule confidences were fitted on the other 70% only
(\`npm run train:judge -- --part train\` → bench/judge-train-weights.json). Nothing was fitted or thresholded on these items. Honest
caveat: the split was drawn after the features were designed, and that design looked at out-of-fold results on all visible data, so
these items did inform *which features exist*, not their weights or thresholds. The shipped weights are refitted on all visible data
with the same recipe. The part was first drawn on 2026-11-24 and read four times that day, once after each of four changes
(alignment fixes; anchored figures, quantifiers and negations; a coverage-only model for several sentences; thresholds chosen on the
calibrated mean confidence instead of counted precision), seventeen times on 2026-11-25 and twenty-four times on 2026-11-26 (names compared by their distinctive words
and paired by the words that follow them; the two-feature several-sentences model; names of generic words only, "United States",
compared word by word; swapped comparisons, "once" against "three times", "non-" prefixes, the unsupported threshold chosen on
its own and the relevance gate; questions that assert nothing; a sentence opening with a pronoun read as about the name before
it; tons and speeds as units, a lone first-word name paired by its role, a name's life dates kept apart from the sentence's date,
and the claim's comparison as a key slot; then no swap of names that share an indefinite role, "a technology company", and life
dates told apart from an event's year in parentheses; then a contradiction decided in a short sentence that holds four fifths of
the rest of the claim, each kind of contradiction answering only while the kinds answered together are measured right four times in
five, a question no longer evidence against, and "C#" read as a name of its own; then each shape's L2 penalty chosen by
cross-validated log-loss; then demonyms read as the places they name, a swapped date deciding only when both dates hang on the
same verb, a pronoun-led sentence keeping the name before it, and an antonym read in the claim word's own place; then no
\`supported\` while a name of the claim appears nowhere in the evidence; then, read once for all of them, names found in more
written forms, a lone first word read as a name when it is no common English word, no \`supported\` while a count, amount,
measurement or superlative of the claim is stated nowhere, a superlative of something narrower not stating the claim's, a pronoun
further into a sentence that names no one, and the doer of a verb compared; then, read once for all of them, where and when a
verb or a name is placed, "no longer" as a negation, a prefix negating an adjective and the place a superlative ranks within; then
a clause's subject never paired as a swapped name with a name inside a phrase; then, read once for all of them, what a pronoun
or "the canal" stands for, a unit after "million", and a figure's bound; then, read once for all of them, what a verb takes, the
adjectives a negation denies, names after different prepositions, a pronoun's sentence that shares only the claim's name, a
temperature's unit, "GPT-3.5", "it" after an opening phrase, "the model", "every day except Monday", durations and eras; then
"instead of" as a negation and a negation's reach no longer ending on a full stop; then, read once for all of them, a name's
initials, the claim's subject against the sentence's in the same role, verbs of a change's direction, "The company" read as "It",
a predicate adjective said nowhere, a count of a whole, a bounded duration, a sentence differing in two parts stating another fact
and "the Sun." ending a sentence; then, read once for all of them, no \`supported\` quoting little of the claim on several sentences
while another sentence contradicts most of it, fractions in words, a comparison of amount the other way, names joined by "and" no
swap, "slowed" against "rose" and milligrams; then initials of a name's last words, licences by their generic head, "left"
read as written and the two sides of a deed traded; then, read once for all of them, figures exact to the place they are
written to, a participle read as the verb, two-letter initials, "non" joined to a word, staying against leaving and the ends of a
scale, the claim's own negation, a name's generic head tagged a verb, two people of one first name, a name inside a phrase no
subject, an institution's name past "and" and the same head taking another word; then, read once for all of them, "the
company" after an opening phrase, "up"/"down" before a figure, a date that is the whole opening phrase, a surname tagged a verb,
capitals for a run of common words, an opening description as a pronoun's referent, "part of", a unit's full stop ending a
sentence, a floor on features' spread, units joined by a hyphen, a measurement compared where its noun is, labels naming no one,
"least" against "most", a change the other way round, a superlative's one holder and an ambiguous "It"; then a present state a
change left; then both sentences quoted for a claim they state together and no demonym loosely paired; then labelled lines read as about the
page's name; then, read once for all of them, "the world's" before a superlative, a figure's bound and a lower bound under
the sentence's, a nameless sentence with a bare subject read as about the name before it, currencies written as words, the
verb-takes gate on the sentences quoted and on what the object is made from, exceptions both ways, "close" at a range's end,
"all 27" against "20 of the 27", a "first" of one holder, a negated claim against sentences that deny nothing, a superlative's
holder told from another noun, a contrast after the clause, a month never a count and a figure's noun past its adjectives;
then a participle's doer; then, read once for all of them, a fraction answering "everyone", a figure counting a bare subject,
another event's date no conflict and a contrast joined by "but"; then, read once for all of them, times of day, an ordinal
inside a name, an exception of a negation, "no" before another kind of thing, the rival under the claim's verb, a swapped name
deciding where the sentence quoted lacks the claim's verb, hyphenated names, "May" beside a figure, a beaten winner, a quantified
bare subject, a quoted title inside a name's role, "it" a verb takes, a date given only to another event, a superlative's holder
in its own clause, "'s" stated by a possessive pronoun, generic heads of places, a contradiction holding under half the claim and
two names of the same last word; then, read once for all of them, a role held by another though the claim's name is elsewhere in
the sentence, a name set aside by ", not", "only" against "any", a name covered through a bare subject no longer absent, letters
the tagger does not know read as their base letters, and typing and permission opposed; then a claim's date placed at its
own name in a second coordinated phrase no swap; then, read once for all of them, figures joined by a hyphen, a span stated by one
end, a count of times not read in a score, a subject's second verb after "and", "last" against "first", verbs the tagger read as
nouns, a capital letter ending a sentence, "I" after a name, a date the page gives the claim's event otherwise, how often against
how often, "May" after a word of time, a product name through its model number, a possessive name through a description,
seconds as a unit of time, an antonym in the claim's own clause, a duration stated by a duration only, "They" after a sentence
with its own subject, "included" against "sold separately", a contrast that only denies, a present state that held until a year,
names the same but for their last word and another event's date beside a claim that picks one event; then, read once for
both, "every day" against a time kept to "only", an "-er" comparative read as "more" and "a single" counting one; then "no"
denying only the phrase it opens and "fewer … than" against "more than"; then, read once for all of them, a pronoun's name that
shares a word with the claim's but is another, a figure of another subject's clause, intervals and frequencies, comparatives of
antonyms, a date on the noun of the claim's verb, years of three digits, a predicate noun or a verb swapped before the same words,
and a main verb read as a content word though wink lists it as a stop word; then, read once for them, a figure "for" another
group, the word that ends a claim after a participle and a participle describing a superlative's holder; then a "no" in
another clause before a noun of the claim; then, read once for all of them, weekdays, colours after a verb, counts of one,
"unlimited", "several", members of a pair, denials in short sentences and a verb completed otherwise; then, read once for
both, a count past an adjective, "a type of", a predicate noun after the same noun and what a verb puts "in"), each
change chosen on training-part out-of-fold figures, never on these. Baselines (majority, word overlap with 2-fold cross-fitting)
are judge-eval's, on the same items in the same run;
the ECE column's bracket is the 95% sampling noise of a perfectly calibrated judge with the same confidences (judge-eval).

${SHAPES}

${held.table}

${held.notes}

Goals (issue 12, item 4), on the held-out part:
${goals(held)}

Where it stops: on web stance most real refutations in Factcheck-Bench are not one sentence that covers the claim and swaps one
slot of it (a passage about magnetars against a claim about neutron stars, a page that simply never mentions the claimed award), and
where a sentence does swap a slot, supported claims show such swaps too (a date of another event on the same page). On the training
part's out-of-fold answers, 20 of its 69 refuting passages lean "unsupported" at all (with 5 supporting ones), which caps
F1(unsupported) near 0.42 for any threshold; the judge says \`unsupported\` where an alignment rule or the model is sure enough (a
swapped comparison, "three World Cups" against "once", "non-renewable" against "renewable", a negation, a swapped name, "265 metric
tons" against "662 tons", "240 miles per hour" against "186 miles per hour"): there, 17 refuting passages and no supporting one;
10 before a contradiction could be decided in a sentence holding four fifths of the rest of the claim, 16 before a sentence that
differs in two parts stopped counting against the claim. A swapped year decides only when both years hang on the same verb ("opened
in 1939" against "opened in 1937"): counted on its own it was right in 1 of 5 labelled items (another event's year on the same
page), and anchored by the verb it fires on none of the labelled items, so it answers with its prior confidence (0.8). The latest
changes, read together (the 45th read), came from four more sets of easy claims, each written before any answer was looked at
(72nd to 75th: Columbus, a gym page, polar bears, a café; the Great Lakes, a flat to rent, Bach, Mars; Louis Armstrong, a parking
page, owls, X-rays; Kilimanjaro, frogs, Caesar, an electric car; 80, 2, 4 / 76, 4, 10 / 74, 3, 7 / 76, 6, 6 unseen → 80, 2, 4 /
78, 0, 12 / 77, 0, 7 / 76, 4, 8): "two small moons" for "Mars has one moon", "a type of tree" / "a type of grass", "a jazz pianist"
/ "a jazz trumpeter", "lay their eggs in trees" / "in water", "automatically" / "manually", and a contradiction holding all the
rest of the claim against a sentence with nothing changed holding as much of the claim ("X-rays cost extra" beside "A cleaning
costs $90."); training part out of fold and the shipped weights unchanged; on the held-out part nothing moved (web stance 0.960
at 0.389, several sentences 0.991 at 0.785). Measured and dropped on the training part: support withheld where the claim's one
verb and the words completing it are said nowhere (web stance 0.953 at 0.512 → 0.950 at 0.490), or where a short claim ends on
its verb said nowhere ("Caesar was poisoned"; several sentences coverage 0.842 → 0.833: "Tobacco and alcohol are also not
allowed" is supported in other words). The changes before them, read together (the 44th read), came from ten more sets of easy claims, each written before any answer was looked at
(62nd to 71st: Shakespeare, a car-rental page, octopuses, Einstein; the Statue of Liberty, a subscription box, Picasso, a yoga
studio; Mandela, a phone plan, oxygen, a spin class; Mount Etna, an e-reader, dolphins, Vatican City; Gandhi, a returns page,
ants, a dental practice; Python, Amazon, chocolate, a library; Churchill, a streaming plan, copper, a hotel; the Berlin Wall, a
recipe, light; Lincoln, a car lease, honeybees; the Titanic, Wi-Fi, Marie Curie; 916 answers on both shapes, unseen 787 right,
47 wrong, 82 undecided → 849, 9, 58; the 61 earlier sets 5365, 126, 613 → 5422, 115, 567): a weekday against another or against a span that does not hold it ("open on Sundays" / "from Monday to Friday"), a colour
after the same verb ("turns blue" / "turns green"), "one heart" / "three hearts", "several queens" / "one queen", "two moons" /
"no moons", "unlimited data" / "5 GB of data", "an hour" / "45 minutes", a speed per second, "physics and medicine" / "physics
and chemistry", "worldwide" / "only within", "in person" / "online", "good" / "poor" before the same noun, "rarely" /
"frequently", "summer" / "winter", "farthest" / "closest", "Cubism" found as "the Cubist movement", a denial deciding in a short
sentence with 0.7 of the rest of the claim ("Properly stored honey never spoils."), a contradiction outweighing a sentence that
says nothing more of the claim ("Octopuses are invertebrates"), support withheld where the words completing the claim's one verb
are said nowhere and the sentence quoted completes the verb otherwise ("Ants live alone" / "Ants live in colonies"), and what an
award was given "for". On the training part out of fold web stance 0.953 at 0.515 → 0.953 at 0.512 (passages annotated irrelevant
answered 0.119 → 0.111), several sentences unchanged (0.974 at 0.842); rule counts unchanged. On the held-out part web stance
0.961 at 0.394 → 0.960 at 0.389 (passages annotated irrelevant answered 0.106 → 0.108), several sentences 0.991 at 0.792 →
0.991 at 0.785: one supported item fewer decided on each shape, which I did not look up; out of fold on all visible data web
stance 0.948 at 0.473 unchanged (passages annotated irrelevant answered 0.126 → 0.123), several sentences 0.980 at 0.844 →
0.980 at 0.842. The change before them, read on its own
(the 43rd read), came from a 61st set of easy claims (43 claims: Vienna, a gym page, Jupiter, rice,
sharks, a parcel page, the Nobel Prizes, a café page; 73, 2, 11 unseen → 75, 0, 11): "Sharks have skeletons made of bone" had
been supported by "Sharks have no bones; their skeletons are made of cartilage." (the clause on skeletons holds more of the
claim than the one that denies the bones); training part out of fold and its weights unchanged; the refit on all visible data
moved the passage shape's unsupported threshold 0.76 → 0.77. On the held-out part web stance unchanged (0.961 at 0.394;
passages annotated irrelevant answered 0.108 → 0.106), several sentences unchanged (0.991 at 0.792); out of fold on all visible
data web stance 0.948 at 0.474 → 0.948 at 0.473. The changes before it, read together (the 42nd read), came from two more sets of easy claims, each written before any answer was looked at (59th:
the Titanic, a dentist page, the Eiffel Tower, hummingbirds, Greenland, a laptop, Beethoven, a library page; 60th: Leonardo da
Vinci, a hotel page, Mauna Loa, snakes, a ticket page, the Moon, IBM, spiders; 79, 3, 8 / 82, 5, 5 unseen → 81, 0, 9 / 84, 3, 5):
"Check-ups cost £25 for children" had been supported by "Check-ups cost £25 for adults and are free for children.", "Beethoven
was born deaf" on several sentences at 1.00, "The anaconda is the longest snake in the world" beside "The reticulated python is
the longest snake…" (the tagger reads "reticulated" as a verb); training part out of fold and the shipped weights unchanged; on
the held-out part nothing moved (web stance 0.961 at 0.394, several sentences 0.991 at 0.792). The changes before them, read
together (the 41st read), came from thirteen more sets of easy claims, each written before any answer was looked at
(46th to 58th: the Great Wall, a bike-share page, penguins, DNA, Antarctica; Bitcoin, a pharmacy page, Napoleon, a
concert page; Big Ben, coffee, an insurance page, a ferry timetable; the Suez Canal, a salon page, Venus, an admissions page;
Marco Polo, Krakatoa, the Tokyo Olympics, a parking page; a library page, a phone, a hotel page; Mount St. Helens, a bank page,
Edison, a train; cats, champagne, the Roman Empire, a museum page, salt; Marie Curie, K2, tigers, the World Wide Web, a course;
a lighthouse, a bakery page, the flu vaccine, a software plan; London, a returns page, bats, a university; headphones, a shipping
page, insulin, Wimbledon, a flat to rent; Mozart, Galileo, a car lease, pandas; right, wrong and undecided unseen 75, 4, 9 /
87, 2, 1 / 86, 9, 1 / 82, 6, 6 / 78, 4, 16 / 84, 2, 8 / 79, 3, 10 / 69, 7, 12 / 88, 8, 2 / 49, 6, 21 / 84, 2, 10 / 74, 4, 10 /
80, 4, 4, after 82, 0, 6 / 89, 0, 1 / 90, 2, 4 / 90, 0, 4 / 82, 0, 16 / 84, 0, 10 / 83, 0, 9 / 74, 0, 14 / 92, 4, 2 / 51, 4, 21 /
84, 2, 10 / 76, 2, 10 / 80, 2, 6; the 45 earlier sets together 4063, 108, 479 → 4068, 107, 475: up the 12th, 15th, 27th and
33rd, down the 5th by one right answer when main verbs became content words and the 10th and 25th by one wrong answer each at
the passage bar, a refit's margin: "The study proved that walking prevents heart disease" at 0.86, "The James Webb Space
Telescope orbits the Earth" at 0.8613): "Most penguins live in the
Northern Hemisphere" had been supported at 1.00 through a pronoun for "the Southern Hemisphere", "A men's haircut costs $45" by "A
women's haircut costs $45 and a men's haircut costs $30.", "The crossing takes two hours" by "leaves every two hours", "The
Western Roman Empire fell in 1453" beside "fell in 476." (a plain number, no year), "Seat reservations are required" by "…free
but not required.", "The flu vaccine can give you the flu" beside "The vaccine cannot give you the flu." ("give" a stop word).
On the training part out of fold web stance 0.952 at 0.507 → 0.953 at 0.515 (passages annotated irrelevant answered 0.117 →
0.119), several sentences 0.974 at 0.839 → 0.974 at 0.842 (F1(unsupported) 0.848 → 0.855); the training-part refit after main
verbs became content words lowered the relevance gate's cap on answered neutral passages from 0.30 to 0.25 and moved the
thresholds (passage unsupported 0.72 → 0.74, several sentences supported 0.69 → 0.70). On the held-out part web stance 0.946 at
0.477 → 0.961 at 0.394 (passages annotated irrelevant answered 0.150 → 0.108, ECE 0.034 → 0.025), several sentences 0.991 at
0.799 → 0.991 at 0.792 (ECE 0.036 → 0.034); out of fold on all visible data web stance 0.944 at 0.474 → 0.948 at 0.474,
several sentences 0.980 at 0.842 → 0.980 at 0.844. The changes were chosen on the training part and the easy sets and are kept;
I did not look at which held-out items moved. The change before them, read on its own (the 40th read), came from a 45th set of easy claims (45 claims: the Panama Canal, a clinic page,
kangaroos, a streaming plan page, Saturn, chocolate; 75, 7, 8 unseen → 83, 1, 6): "The Premium plan allows four screens at
once" had been contradicted by "…, has no ads and allows four screens at once.", "White chocolate contains cocoa butter" by
"…contains no cocoa solids, only cocoa butter.", and "Saturn has fewer moons than any other planet" supported by "…146 known
moons, more than any other planet."; on the training part out of fold web stance 0.952 at 0.505 → 0.952 at 0.507, several
sentences unchanged. On the held-out part web stance 0.956 at 0.472 → 0.946 at 0.477 (one more item decided, wrongly; ECE
0.026 → 0.034), several sentences unchanged (0.991 at 0.799); out of fold on all visible data web stance 0.945 at 0.479 →
0.944 at 0.474, F1(unsupported) 0.291 → 0.276. The change was chosen on the training part and is kept; I did not look at which
held-out items moved. The changes before it, read together (the 39th read), came from two more sets of easy claims (43rd: the Sydney Opera House, a bakery page,
octopuses, the euro, a train timetable; 44th: Tesla, a returns page, the Brooklyn Bridge, a COVID-19 vaccine, a printer; 72, 8,
10 / 76, 4, 4 unseen → 74, 6, 10 / 78, 0, 6), after a 42nd set written as a check on the changes before them (80, 2, 8 unseen):
"Gluten-free bread is available every day" had been supported by "…on Fridays only.", "Ice is denser than liquid water" by "Ice
is less dense than liquid water."; training part out of fold unchanged; on the held-out part nothing moved (web stance 0.956 at
0.472, several sentences 0.991 at 0.799). The changes before them, read together (the 38th read), came from six more sets of easy claims, each written before any answer was looked at
(36th to 41st: Mount Fuji, Rust, a car-rental page, Mozart, vitamin C; a restaurant page, a savings account, the Berlin Wall, a
smartwatch spec page; the Wright brothers, an airline baggage page, a gym page, honey bees; a library page, world chess
champions, a warranty, antibiotics; a parking page, tea, Hubble, the Eiffel Tower; a hotel page, Vesuvius, five-a-day, lungs;
right, wrong, undecided unseen 78, 5, 13 / 81, 4, 17 / 90, 9, 11 / 70, 6, 16 / 77, 10, 3 / 75, 6, 15, after 86, 0, 10 /
91, 1, 10 / 96, 3, 11 / 78, 2, 12 / 83, 4, 3 / 76, 6, 14; the 35 earlier sets 3245, 97, 368 → 3239, 84, 387, the refit moving the
passage threshold 0.85 → 0.86 once) and from training-part items ("a 10–7 lead" never met "10-7"; "the 1904-1905 season"):
"lasted 12 minutes" had been stated by "lasted 12 seconds" (no seconds in the unit table), "Green tea is fully oxidised" by
"Black tea is fully oxidised, while green tea is not.", "The Eiffel Tower is still the tallest…" by "It was the tallest … until
1930.", "Mozart's first opera" by "His last opera", "Luigi's Trattoria offers delivery" beside "The restaurant does not offer
delivery.". On the training part out of fold web stance 0.953 at 0.512 → 0.952 at 0.505 (F1(unsupported) 0.395 unchanged),
several sentences 0.970 at 0.839 → 0.974 at 0.839; rule counts unchanged. On the held-out part several sentences 0.991 at 0.792 →
0.991 at 0.799, F1(unsupported) 0.862 → 0.879 (goal (b) asks coverage 0.80: still not met), web stance unchanged (0.956 at
0.472), passages annotated irrelevant answered 0.152 → 0.150. The change before them, read on its own (the 37th read), came from a 35th set of easy claims (43 claims: the Louvre, the Beatles, the ISS,
caffeine, the end of the Second World War, the iPhone 15, Etna; 76, 4, 6 unseen → 78, 2, 6): with "May" beside a figure now a
month, "ended in Asia on 2 September 1945" had been contradicted by "…ended in Europe on 8 May 1945 and in Asia on 2 September
1945"; a value placed at a name the claim also places, as the claim places it, is no sign of a swap. Training part out of fold and
the shipped weights unchanged; on the held-out part nothing moved. The changes before it, read together (the 36th read), came from two more sets of easy claims (33rd: capitals, the GDPR, an electric car, the
Fields Medal; 34th: a shop's delivery terms, ostriches, the Tōhoku earthquake, Python; 72, 8, 8 / 76, 4, 8 unseen → 86, 2, 0 /
78, 2, 8): "Sydney is the capital of Australia" against "Canberra is the capital of Australia, although Sydney is its largest
city", "Toronto is…" against "Ottawa, not Toronto, is…", "the MacBook Pro" against "the MacBook Air", "The GDPR applies only to
organisations based in the EU" against "…applies to any organisation…" (exposed once a name covered through a bare subject, "Fines
can reach…" after the regulation's full name, stopped counting as absent), "Tōhoku" and "Gdańsk" read as one word each, and
"statically typed" against "dynamically typed"; training part out of fold unchanged; on the held-out part nothing moved (web
stance 0.956 at 0.472, several sentences 0.991 at 0.792). The changes before them, read together (the 35th read), came from six more sets of easy claims, each written before any answer was looked at
(27th to 32nd: penicillin, bitcoin, Shakespeare, a laptop spec sheet, a hotel FAQ; a SaaS pricing page, a football final, a
medicine leaflet, a flight delay; the Nile, Einstein, a recipe, the 2020 election; acquisitions, famous quotes, the Treaty of
Versailles; planets, Spotify, COVID-19; an API's docs, Node.js releases, the Golden Gate Bridge; right, wrong, undecided unseen
92, 17, 17 / 88, 11, 17 / 106, 0, 8 / 78, 7, 9 / 78, 10, 12 / 80, 8, 6, after 110, 5, 11 / 96, 7, 13 / 106, 0, 8 / 83, 5, 6 /
86, 6, 8 / 88, 4, 2): times of day are one kind of value ("noon" against "11 am", not "3 am" against "3 pm"), of two rivals the
one under the claim's verb ("died in 1623" against "born … in 1564 and died in 1616"), "the First World War" against "the
Second", "Pets are not allowed, except for assistance dogs" allows assistance dogs, "no HDMI port" denies no USB-C port, a name
swapped in a sentence holding the claim's verb decides when the sentence quoted for it lacks that verb ("born in London" against
"born in Stratford-upon-Avon", not "built the Globe Theatre in London"), "Stratford-upon-Avon" is one name, "29 May 1953" has a
month, "Dortmund won" against "Real Madrid beat Dortmund", "No passengers were injured." is about the flight, "Roosevelt gave the
\"We shall fight…\" speech" against Churchill, "never ratified it" is about the treaty, a date given only to another event
states no claim's date ("launched its service in 2006" against "founded in 2006 and launched … in October 2008"), "Venus is the
hottest planet, even though Mercury is closer" against Mercury, "Its headquarters" states "Spotify's headquarters", "the Port
of Hamburg" against "the Port of Rotterdam", a sentence holding a third of the claim stands against nothing, "Venus Williams"
is not "Serena Williams". The date rule stays anchored: read under the claim's verb on a flattened infobox ("Commissioned 26
August 1914") it fired against a factcheck-bench claim labelled supported and would have dropped its measured confidence to 0.57,
so a line giving more than three years is read as a timeline where a date does not decide. On the training part out of fold:
web stance 0.953 at 0.512 → 0.953 at 0.512 (passages annotated irrelevant answered 0.119 → 0.124, borderline neutral items both
ways), several sentences 0.967 at 0.842 → 0.970 at 0.839 (F1(unsupported) 0.843 → 0.848). On the held-out part: web stance
0.944 at 0.466 → 0.956 at 0.472 (F1(unsupported) still 0; passages annotated irrelevant answered 0.150 → 0.152), several
sentences unchanged (0.991 at 0.792, so goal (b) stays unmet there). The changes before them, read together (the 34th read), came from a 26th set of easy claims (51 claims: the Titanic, DNA, Rust, Vesuvius,
paracetamol, Sydney, the Model T; 82, 5, 15 unseen → 91, 3, 8): a fraction answers a claim's "everyone" ("lifeboats for only
about half of those on board"), a figure may count a nameless sentence's bare subject ("More than 1,500 people died." after a
sentence on the Titanic), another event's date on the page is no conflict with a sentence stating the claim ("Its last eruption
was in 1944" beside "erupted in AD 79"), and a contrast joined by "but" and a pronoun denies a noun the claim names ("…, but it
is not the capital"); training part out of fold unchanged but one neutral web item no longer answered (web stance 0.953 at
0.512); on the held-out part nothing moved (web stance 0.944 at 0.466, several sentences 0.991 at 0.792). The change before it,
read on its own (the 33rd read): a participle after a comma is done by the clause's subject ("Marine Le Pen defeated
Macron in the second round in 2022" against "Emmanuel Macron was re-elected…, defeating Marine Le Pen"; nineteenth set 85, 8, 15
→ 87, 6, 15; training part out of fold and the shipped weights unchanged); on the held-out part nothing moved. The changes
before it, read together (the 32nd read), came from four more sets of easy claims, each written before any answer was looked at
(22nd to 25th: 94, 3, 25 / 94, 16, 14 / 82, 8, 20 / 75, 6, 21 right, wrong, undecided unseen; 107, 0, 15 / 109, 2, 13 / 90,
2, 18 / 77, 4, 21 after): "Brazil is the world's largest producer" plays the role "Colombia is the largest producer" claims, a
bound goes with its figure ("fewer than 100 million" against "more than 260 million") and a lower bound under the sentence's is
no contradiction, "Streaming was introduced in 2007." after a sentence on Netflix is about Netflix (a bare common-noun subject, a
capitalised one only when the lexicon has it and the page never capitalises it inside a sentence), "15 euros" is money and not
stated by "under 12", the verb-takes gate reads only the sentences it would quote and what the object is made from ("produce
honey from pollen"), "open on Tuesdays" against "every day except Tuesday", "closes at 6 pm" stated by "open from 9 am to 6 pm",
"all 27 EU member states" against "20 of the 27", "Trajan was the first Roman emperor" against "Augustus became the first
emperor", "Cars cannot use the Channel Tunnel" not stated by sentences that deny nothing, "The lion is the fastest land animal"
against "The cheetah is…", "named after Monty Python, not the snake", "December" no count of 12. On the training part out of
fold: web stance 0.948 at 0.515 → 0.953 at 0.512 (a refuted claim no longer supported by the verb-takes gate), several sentences
0.967 at 0.842 unchanged, passages annotated irrelevant answered 0.118 → 0.120. On the held-out part: web stance unchanged (0.944
at 0.466, F1(unsupported) still 0), several sentences 0.991 at 0.806 → 0.991 at 0.792 (two answers fewer, so the
several-sentences goal (b), met in the 31st read at 0.806, is not met in this one); I kept the changes, chosen on the
training part and the easy sets, rather than tune on this part. The change before them, read on its own (the 31st read): a labelled line
("Display: 13.6-inch Liquid Retina.") is about the name the page opened with, as a pronoun is (nineteenth set 78, 8, 22 → 85, 8,
15; training part out of fold web stance 0.948 at 0.517 → 0.948 at 0.515, one irrelevant passage no longer answered and one
supported item withheld at the relevance cap); on the held-out part web stance 0.945 at 0.472 → 0.944
at 0.466 (one right answer fewer, passages annotated irrelevant answered 0.148 → 0.150), several sentences unchanged (0.991 at
0.806); I kept the change, chosen on the training part and the easy sets, rather than tune on this part. The changes before it, read together (the 30th
read): a claim stated by two
sentences together is quoted by both (the rules after the judge look for the claim's figures in a verified quote), and a
demonym is never loosely paired with a name ("Marie Curie, a Polish physicist, discovered polonium in 1898" had been
contradicted by "…with her husband Pierre"); training part out of fold and the shipped weights unchanged; on the held-out part
nothing moved (web stance 0.945 at 0.472, several sentences 0.991 at 0.806; every decided answer's quotes verbatim). The change before them, read on its own (the 29th read): a present state the
sentence says was left is contradicted by where it went ("Tesla's headquarters are in Palo Alto" against "…moved from Palo Alto
to Austin, Texas, in 2021"; only for a claim with "is"/"are", no other verb and no date); fourteenth set 80, 5, 7 → 82, 3, 7;
training part out of fold and the shipped weights unchanged; on the held-out part nothing moved (web stance 0.945 at 0.472, several sentences 0.991 at 0.806). The changes before it, read together (the 28th read), came from the answers
left wrong or undecided on one passage in the sixteenth and seventeenth sets and from four more sets (eighteenth to
twenty-first: 63, 54, 54 and 49 claims, each written before looking at the answers: the Fed, metformin, Istanbul, JavaScript,
the ostrich, Silicon Valley Bank; a product page of labelled lines, an election, Ethereum, the James Webb telescope; the Suez
Canal, Ozempic, Nintendo, the Paris Agreement, native speakers; Elizabeth II, the Great Pyramid, the Mariana Trench, penguins).
"In 2023 the company reported…" goes on about the name before it; "down 4.5 percent" is "fell 4.5 percent"; "In May 2020, the
Crew Dragon capsule carried…" hangs the date on "carried"; "Tim Cook" is one name though the tagger reads "Cook" as a verb;
"CEO" stands for "chief executive officer"; "It" after "The ostrich is the largest living bird." is the ostrich; "part of" is
some, not all; "…70 km/h. Ostriches…" is two sentences; features are standardised by at least 0.1 (a feature almost always 0
had put one item at 51 standard units, and a refit swung an easy claim from 0.71 to 0.87); "13-inch" is a measurement and is
compared only where its noun is ("MacBook Air 13-inch (M3)" had contradicted "has a 13.6-inch display" and "costs $1,099"); a
label ("Price:") names no one a later "It" stands for; "least contagious" against "most contagious"; "from proof of stake to
proof of work" against the other way round; "cut" against "increased"; "Mandarin Chinese has the most native speakers" decides
against "Spanish has the most…" and "the emperor penguin" against "the king penguin" (a superlative has one holder); an "It"
after a sentence that names the claim's subject is no rival of it. Easy sets, unseen before these changes: eighteenth 105 right,
10 wrong, 11 undecided of 126 → 108, 8, 10; nineteenth 69, 18, 21 of 108 → 78, 8, 22; twentieth 94, 3, 11 of 108 → 96, 2, 10;
twenty-first 73, 10, 15 of 98 → 76, 6, 16; sixteenth 105, 4, 21 → 112, 3, 15; seventeenth 98, 2, 14 → 100, 2, 12. On the
training part out of fold web stance 0.948 at 0.512 → 0.948 at 0.517, several sentences unchanged (0.967 at 0.842). On the
held-out part nothing moved (web stance 0.945 at 0.472, several sentences 0.991 at 0.806). The changes before them, read
together (the 27th read), came from a fifteenth, a
sixteenth and a seventeenth set of easy claims (72, 65 and 57 claims, each written before looking at the answers: Usain Bolt, Rust,
the French Revolution, the Boeing 747, Brexit, ibuprofen, the Beatles, Netflix, Antarctica, the Sydney Opera House; an acquisition,
a chief executive, a phone's specifications, a vaccine, K2, a privacy law, CERN, TSMC, marathon records; SpaceX, caffeine advice,
the euro, a tunnel, ChatGPT, a hurricane, sleep, Wimbledon, on page-like passages with navigation and share lines). Two figures
written exact to the same place in the same words are one value only when equal ("9.69 seconds" had agreed with "9.58 seconds",
"8,848 metres" with "8,611 metres", within rounding); "retired", tagged an adjective, is the verb a year hangs on; "EU" meets
"European Union" (two-letter initials, kept apart from words such as "us"), "CCPA" meets "California Consumer Privacy Act" (its
"Act" was tagged a verb) and "FDA" the "US Food and Drug Administration" (a name past "and" up to its generic head);
"nonsteroidal" negates "steroid"; "remain" is the opposite of "leave" and "coldest" of "warmest"; "should not take more than
1,200 mg" no longer contradicts itself; "Steve Jobs" does not name "Steve Wozniak"; "Switzerland" in "The Gotthard Base Tunnel in
Switzerland opened in June 2016" is no rival subject (a false \`unsupported\` since the subject check of the 24th read); "played on
grass courts" does not state "played on clay courts". Easy sets, unseen before these changes: fifteenth 111 right, 13 wrong, 20
undecided of 144 → 124, 3, 17; sixteenth 101, 9, 20 of 130 → 105, 4, 21; seventeenth 90, 9, 15 of 114 → 98, 2, 14; the answers
still wrong are mostly the several-sentences model supporting from coverage. On the training part out of fold web stance 0.948 at
0.510 → 0.948 at 0.512, irrelevant passages answered 0.119 → 0.117, several sentences unchanged (0.967 at 0.842). The namesake
rule first fired on any two names sharing a first word; refitted on all visible data it made three more entity contradictions on
labelled items (those are held-out items, counted in the shipped model's rule statistics, which I saw), none a refutation; it was
narrowed on what it did on the training part (names of two distinctive words whose first is no common word) and the count is
back to 6 of 6. On the held-out part web stance 0.956 at 0.466 → 0.945 at 0.472 (three more items decided, one of them wrong;
F1(unsupported) still 0), several sentences unchanged (0.991 at 0.806). The change before them, read on its own (the 26th read), came from a fourteenth set (46 claims: Tesla and BYD, the heart, Linux,
Kilimanjaro, the WHO, Hamlet; 73 right, 11 wrong, 8 undecided of 92 → 79, 5, 8): "GPL" is the initials of the last words of
"GNU General Public License" ("Linux is distributed under the GPL" was \`unsupported\`), "MIT License" is not present by its
generic "License", "left" is the opposite of "right" though wink reads it as "leave", and "Brazil defeated Germany" contradicts
"Germany defeated Brazil" (not in the passive, not for a symmetric verb such as "married"). On the training part out of fold one
supported web-stance item at the relevance cap was lost in the refit; on the held-out part nothing moved (web stance 0.956 at
0.466, several sentences 0.991 at 0.806). The changes before it, read together (the 25th read), came from a twelfth and a thirteenth set of easy claims
(49 and 45 claims: the Louvre, Amazon, green tea, Vesuvius, bitcoin, the 2024 Olympics; a novel, NATO, inflation, the Danube,
WhatsApp, a Nobel Prize): on several sentences, no \`supported\` quoting a sentence that covers less than half of the claim while
another covers most of it and contradicts it ("Buzz Aldrin was the first person to walk on the Moon" against "Neil Armstrong was
the first person…, followed by Buzz Aldrin"); "about half of" is a share of 50 percent; "more caffeine than a cup of coffee" is
contradicted by "…less than a cup of coffee"; a name joined to another by "and" is no swap ("Finland joined in April 2023 and
Sweden in March 2024" had contradicted "Finland joined NATO in 2023"); "slowed" is the opposite of "rose"; milligrams are a mass.
Twelfth set 75 right, 5 wrong, 18 undecided of 98 → 77, 3, 18; thirteenth 67, 6, 17 of 90 → 69, 3, 18; seventh 91, 3, 6 → 91,
1, 8. On the training part out of fold one supported WiCE item was withheld (several sentences 0.967 at 0.845 → 0.967 at 0.842)
and one more irrelevant passage answered; on the held-out part web stance 0.955 at 0.461 → 0.956 at 0.466, several sentences
unchanged. The changes before them, read together (the 24th read), aim at wrong answers on four more sets of easy claims, each
written before looking at the judge's answers on it (an eighth to an eleventh: 63, 64, 53 and 54 claims on passages shaped like
what agents send — a company, a drug, a tournament, a software release, a regulation, a news story with its byline, a product page,
a recall notice, a study — each claim as one passage and as sentences). A name's initials stand for it ("GDPR"; "The GDPR took
effect on 25 May 2018" was \`unsupported\`, its name paired as a swap with "General Data Protection Regulation"); the claim's subject
is compared with the sentence's in the same role though the claim's name is elsewhere in it ("France won the 2022 World Cup" against
"Argentina won…, beating France"); "reduce" is the opposite of "increase"; "The company …" opening a sentence goes on about the
name before it; no \`supported\` while the adjective the claim says its subject is appears nowhere ("Aspirin is safe for children
under 16" against "should not be given to children under 16"); "20 of the member states" is not all of them; "up to 10 days" is
stated only by a duration; a rank stated nowhere else decides against a rival one; a sentence that differs from the claim in two
separate parts states another fact and is no evidence against it ("Jupiter is the largest planet" said nothing against "Saturn is
the second largest planet", which was \`unsupported\`; "The war in Europe ended on 8 May 1945" left "World War II began on 1
September 1939" undecided); "the Sun." before a capital ends a sentence. Easy sets, unseen before these changes: eighth 83 right,
12 wrong, 31 undecided of 126 answers → 97, 1, 28; ninth 103, 7, 18 of 128 → 103, 4, 21; tenth 81, 9, 16 of 106 → 82, 7, 17;
eleventh 78, 9, 21 of 108 → 84, 7, 17 (no longer unseen); earlier sets unchanged or better (sixth 107, 0, 9 → 109, 0, 7). Most
wrong answers left are on the several-sentences shape, whose model reads coverage only ("Buzz Aldrin was the first person to walk
on the Moon" is \`supported\` there, quoting a sentence on the landing). On the training part out of fold: web stance 0.936 at
0.529 → 0.948 at 0.512, F1(unsupported) 0.376 → 0.395 (one more refutation decided), passages annotated irrelevant answered 0.126
→ 0.118; several sentences 0.960 at 0.848 → 0.967 at 0.845. On the held-out part: web stance 0.928 at 0.503 → 0.955 at 0.461
(more precise, deciding 8 fewer of 193 definite items: the standing 0.50 goal is no longer met), ECE 0.013 → 0.024 (noise 0.058),
irrelevant passages answered 0.161 → 0.154, F1(unsupported) still 0; several sentences 0.992 at 0.826 → 0.991 at 0.806 (three of
144 definite items fewer decided). Before them, read on its own (the 23rd read): "instead of" and "rather than" negate what
follows them, and a negation cue denies the claim only through a content word of the claim (a cue before a full stop had denied
it); web stance 0.927 at 0.497 → 0.928 at 0.503 on the held-out part. The changes before it (read together on the held-out part) aim at wrong and undecided answers on two more sets of easy claims, each written
before looking at the judge's answers on it: a sixth (58 claims on eight encyclopedia passages) and a seventh shaped more like what
agents send (50 claims on a museum's tickets and hours, a product launch, a vaccine, an interest-rate rise, the speed of light…),
each claim as one passage and as sentences. A claim whose verb takes what the evidence never names, while the sentence it would
quote has that verb take something else, is not \`supported\` ("Marie Curie discovered uranium" against "She discovered the
elements polonium and radium"); a negation denies the claim's adjectives of the noun it governs ("almost no atmosphere" against "a
thick atmosphere"); names after different prepositions are no swap ("into the Mediterranean Sea" / "in northeastern Africa"); a
sentence that shares only the claim's name through its pronoun is read for a swap in the claim's own slot ("It lies in the
Himalayas" against "…in the Andes"); a temperature's unit and a year's era are no names ("212 degrees Fahrenheit" is 100 °C;
"753 BC" is not "753 AD"); a dot inside a word ends no sentence ("GPT-3.5"); "it" after an opening phrase and "the model" or "the
vaccine" stand for what was named before; "every day except Monday" is not every day and says the museum is closed on Monday;
durations compare in seconds ("8 hours" is not "8 minutes and 20 seconds"). On the sixth set: 104 right, 5 wrong, 7 undecided of 116
answers → 107, 0, 9; on the seventh: 71 right, 16 wrong, 13 undecided of 100 → 88, 4, 8 (both no longer unseen). The wrong answers
left are on the several-sentences shape, whose model reads coverage only: "The iPhone 15 uses a Lightning port" against "It was the
first iPhone to use a USB-C port instead of Lightning" is \`supported\` there. On the training part out of fold: web stance 0.930 at
0.522 → 0.933 at 0.505, F1(unsupported) 0.376, passages annotated irrelevant answered 0.128 → 0.121; several sentences 0.960 at
0.842 → 0.960 at 0.848. On the held-out part: web stance 0.927 at 0.497 unchanged, ECE 0.014 → 0.003, irrelevant passages answered
0.163 → 0.157, F1(unsupported) still 0; several sentences 0.992 at 0.847 → 0.992 at 0.826 (three of 144 definite items fewer
decided), partially supported claims answered \`supported\` 0.34 unchanged. The changes before them (read together on the held-out
part) aim at wrong and undecided answers on two sets of easy claims, a fourth (43 claims on
seven passages) and a fifth written before looking at the judge's answers on it (52 claims on eight passages), each claim as one
passage and as sentences. What a pronoun stands for: the name the sentence before opens with ("The Amazon River in South America
is…", not South America), every word of it ("Mount" Everest), or the phrase it opens with, name or not ("The blue whale is a marine
mammal. It is the largest animal…"), passing over a sentence whose subject is no name ("Construction began under the emperor
Vespasian…"); an opening "It" that stands for another name is a rival of the claim's ("Polio is the only human disease to have been
eradicated" against "It is…" after a sentence on smallpox); "the canal" stands for the Panama Canal named before it; "150 million
kilometres" is a length; a figure after "more than", "up to" or "fewer than" is a bound (a figure inside the claim's bound states
it; two bounds the same way are read as the values they give, as the annotators read them); a date set off by a comma ("reached
the summit, in 1953") hangs on the verb before it; and a lone-name swap pairs only a subject with a subject. On the fourth set: 70
right, 3 wrong, 13 undecided of 86 answers → 75, 3, 8; on the fifth: 78 right, 5 wrong, 21 undecided of 104 → 95, 3, 6 (no longer
unseen). The wrong answers left need words the evidence does not use ("feed mainly on fish" against "almost exclusively on krill",
"produced by the liver" against "by the pancreas") or a date the several-sentences model does not weigh. On the training part out of
fold: web stance 0.935 at 0.519 → 0.930 at 0.522 (the few passages at the relevance cap that flip with every refit), F1(unsupported)
0.376 and several sentences 0.960 at 0.842 unchanged. On the held-out part: web stance 0.926 at 0.492 → 0.927 at 0.497 with ECE
0.032 → 0.014 and F1(unsupported) still 0; several sentences 0.992 at 0.847 unchanged. Earlier changes (read together on
the held-out part), each aimed at a wrong answer on a third set of easy claims written before looking at
the judge's answers (55 claims on ten encyclopedia passages, each as one passage and as sentences): the place and date each verb or
name of a sentence is given are compared ("Beethoven was born in Vienna" against "He was born in Bonn in 1770 and died in Vienna in
1827", "the Nobel Prize in Chemistry in 1903" against "…in Physics in 1903 and the Nobel Prize in Chemistry in 1911"); "no longer"
is a negation ("Hubble is no longer in operation" against "remains in operation"); a prefix negates an adjective written as one word
("centralized" against "decentralized"); and a superlative ranking within another place does not state the claim's ("the highest
mountain in Africa" against "in the world"). On that set: 85 right, 15 wrong and 10 undecided of 110 answers → 95 right, 4 wrong, 11
undecided (no longer unseen). Every one of the 15 was a false claim answered \`supported\`; the 4 left need words the evidence does
not use ("unlimited" against "capped at 21 million", "inventing the telephone" against "contributions to alternating current"). On the
training part out of fold: web stance 0.938 at 0.505 → 0.935 at 0.519, several sentences 0.960 at 0.842 unchanged. On the held-out
part: web stance 0.918 at 0.508 and several sentences 0.992 at 0.847, both unchanged, ECE 0.042 → 0.044. Then, read once more on
its own: a clause's subject and a name inside a phrase are never paired as a swapped name ("The Colosseum was completed in AD 80"
was answered \`unsupported\` against "Construction began under the emperor Vespasian in AD 72 and was completed in AD 80", the
two names paired by the words after them). It was found on a fourth set of easy claims, written after the changes above and not
tuned on: 43 claims on seven passages, 86 answers, 68 right, 5 wrong and 13 undecided before it, 70, 3 and 13 after. On the
training part out of fold it changes three irrelevant passages from \`supported\` to \`uncertain\` and nothing else; on the held-out
part web stance 0.918 at 0.508 → 0.926 at 0.492 (three items of 193, within the noise of refitting the thresholds; the coverage is
now just under the standing 0.50 goal) with ECE 0.044 → 0.032, several sentences unchanged. The change before these: a lone capitalised first word is a name when it is no common English word (wink's
lexicon: "Kyoto" yes, "Gold" no), a name is found in the singular, the plural and written as one word ("FamilyMart"), an acronym the
claim gives in parentheses is not asked of the evidence; no \`supported\` while a count, amount or measurement of the claim appears
nowhere in the evidence in any unit ("over 240 miles per hour" against "more than 300 km (186 miles) per hour", now read as speeds),
nor while a superlative of the claim is stated nowhere ("the country's largest inland city" does not state "the largest city"); a
sentence that names no one reads a pronoun subject as the name before it; and the doer of a verb is compared ("Rosalind Franklin
discovered the structure of DNA" against "was discovered in 1953 by James Watson and Francis Crick, using data collected by Rosalind
Franklin"). On the training part out of fold: web stance 0.929 at 0.512 → 0.938 at 0.505 with F1(unsupported) 0.357 → 0.376,
several sentences 0.946 at 0.864 → 0.960 at 0.842. On the held-out part: web stance 0.900 at 0.518 → 0.918 at 0.508 with ECE
0.058 → 0.042 and F1(unsupported) still 0; several sentences 0.992 at 0.875 → 0.992 at 0.847, partially supported claims answered
\`supported\` 0.43 → 0.34. Out of fold on all visible data: web stance 0.918 at 0.486 → 0.931 at 0.479 with F1(unsupported)
0.259 → 0.274, several sentences 0.961 at 0.884 → 0.970 at 0.861. On the 38 easy claims of the previous round's unseen set,
each as one passage and as sentences (no longer unseen: two of its misses, Kyoto as Japan's capital and the Berlin Wall falling in
1991, are among what these changes aimed at): 66 right, 2 wrong and 8 undecided of 76 answers → 70 right, 0 wrong, 6 undecided. The change before it: no \`supported\` while a name of the claim (one
by more than its capital letter) appears nowhere in the evidence ("The Mona Lisa is displayed in the Prado in Madrid" was
\`supported\` 0.97 on the sentences of a page on the Louvre); on the held-out part several sentences 0.978 at 0.958 → 0.992 at
0.875 and web stance 0.891 at 0.523 → 0.900 at 0.518. Before it, demonyms read as the places they name, a date swap anchored by
its verb and a pronoun-led sentence read as about the name before it fixed easy cases ("Einstein was born in Germany", "Apollo 11
landed on the Moon on July 21, 1968", "Shakespeare was born in 1616"); test/judge-embedded.test.ts pins them, and it was neutral on
the benchmark. Earlier, each shape's L2 penalty chosen from 0.001, 0.01, 0.1 and 1 by cross-validated log-loss (0.1 for
passages, 0.01 for several sentences; 0.001 before), made the web-stance model decide more at the same precision (held-out 0.870 at
0.477 → 0.890 at 0.518), while F1(unsupported) there went from 0.057 to 0 (of its 31 refutations, the one answered \`unsupported\`
before no longer is). The held-out part holds a few dozen refutations, and the
rule's kinds are measured on a handful of items each (a swapped name: 8 on all visible data, 6 of them refutations), so a confident
rule answer that is wrong moves these figures by whole points. It calls 13 of the 69 refutations
\`supported\` (15 before figures and superlatives stated nowhere held an answer back; 16 before tons, roles and comparisons were read): they restate the claim's words with a meaning only world knowledge gives ("struck down" a law claimed
"constitutional"), or are quiz pages that print the false statement as a question to answer. The judge also withholds an answer when its model reads the passage as related but
off the claim's point (\`neutralCap\`, at most 15% of the irrelevant or partial passages of the training part decided): without that
gate it said \`supported\` on 28% of the passages annotated irrelevant. The held-out parts are small (a few hundred definite items, a
few dozen refutations), so differences of a few points between judge and baseline are within sampling noise; the out-of-fold table
below has the larger sample.
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
