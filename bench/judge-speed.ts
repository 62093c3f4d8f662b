// Speed of the embedded judge: one claim against 50 passages (target < 20 ms), and claims per second on the
// stance data (each claim with its own ~5 passages). Baselines measured in the same run: a pure regex
// lexical-overlap scorer over the same text, and wink-nlp's readDoc alone (the NLP floor the judge pays). The
// workloads are timed in interleaved rounds, so a burst of other work on the shared cores falls on all of them alike.
// It times the compiled build the service runs (support/built.ts).
//   node --import tsx bench/judge-speed.ts [--no-write]
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as AlignModule from "../src/align/index.js";
import type * as EmbeddedModule from "../src/engine/judge/embedded/index.js";
import type { Passage } from "../src/engine/judge/types.js";
import { defaultDataDir, loadItems } from "../scripts/judge-training/data.js";
import { writeJudgeResults } from "./judge-results.js";
import { importBuilt } from "./support/built.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { claimFrame, passageScreen } = await importBuilt<typeof AlignModule>("align/index.js");
const { EmbeddedJudge, embeddedJudgeWeights } = await importBuilt<typeof EmbeddedModule>("engine/judge/embedded/index.js");
const units = loadItems(defaultDataDir(repoRoot))
  .filter((u) => u.source === "fcb")
  .map((u) => ({ claim: u.claim, evidence: u.evidence[0]! }));
const judge = new EmbeddedJudge(embeddedJudgeWeights());

const toPassages = (texts: readonly string[]): Passage[] =>
  texts.map((text, i) => ({ id: `p${i}`, text, source: "page", url: null, fetchedAt: null }));

// 50 distinct real web passages (~540 characters each) and a claim about one of them: the first 50 of the stance
// data, passages found for several claims, as search results mix pages on the claim with pages on other things.
const fifty = toPassages(units.slice(0, 50).map((u) => u.evidence));
const claim = units[0]!.claim;
// The same claim against 50 passages that all share a word with it (none turned away by the passage screen): what the
// judge costs when every page is on the claim's subject.
const screen = passageScreen(claimFrame(claim));
const fiftySharing = toPassages(units.map((u) => u.evidence).filter((text, i, all) => all.indexOf(text) === i && screen(text)).slice(0, 50));
const turnedAway = fifty.filter((p) => !screen(p.text)).length;
const meanChars = (ps: readonly Passage[]) => Math.round(ps.reduce((n, p) => n + p.text.length, 0) / ps.length);

function lexicalOverlap(c: string, texts: readonly string[]): number {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const claimWords = new Set(words(c).filter((w) => w.length > 2));
  let best = 0;
  for (const t of texts) {
    for (const sentence of t.split(/(?<=[.!?])\s+|\n+/)) {
      const sw = new Set(words(sentence));
      let hit = 0;
      for (const w of claimWords) if (sw.has(w)) hit++;
      best = Math.max(best, hit / Math.max(1, claimWords.size));
    }
  }
  return best;
}

const require = createRequire(import.meta.url);
const winkNLP = require("wink-nlp") as (m: unknown, pipe: string[]) => { readDoc(t: string): { tokens(): { out(): unknown } } };
// The same pipe the judge uses (sentences and part of speech).
const nlp = winkNLP(require("wink-eng-lite-web-model"), ["sbd", "pos"]);

const workloads: Record<string, () => unknown> = {
  judge: () => judge.judgeSync({ claim, passages: fifty }),
  judgeSharing: () => judge.judgeSync({ claim, passages: fiftySharing }),
  lexical: () => lexicalOverlap(claim, fifty.map((p) => p.text)),
  wink: () => {
    for (const p of fifty) nlp.readDoc(p.text).tokens().out();
  },
};

/** Each workload `reps` times, one run of each per round in turn; min, median and p95 of each. */
function timeInterleaved(reps: number): Record<string, { min: number; median: number; p95: number }> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(workloads).map((k) => [k, []]));
  for (let i = 0; i < reps; i++) {
    for (const [name, run] of Object.entries(workloads)) {
      const t0 = performance.now();
      run();
      times[name]!.push(performance.now() - t0);
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, t]) => {
      t.sort((a, b) => a - b);
      return [name, { min: t[0]!, median: t[Math.floor(reps / 2)]!, p95: t[Math.floor(reps * 0.95)]! }];
    }),
  );
}

// Warm up: loads the NLP model and lets the JIT settle.
timeInterleaved(20);
const reps = 100;
const timed = timeInterleaved(reps);
const j50 = timed.judge!;
const j50sharing = timed.judgeSharing!;
const lex50 = timed.lexical!;
const wink50 = timed.wink!;

// Claims per second over the stance data, grouped by claim.
const byClaim = new Map<string, string[]>();
for (const u of units) byClaim.set(u.claim, [...(byClaim.get(u.claim) ?? []), u.evidence]);
const groups = [...byClaim.entries()].slice(0, 200);
// Best of three passes each, so a burst of other work on the shared cores does not decide the number.
function perSecond(f: (c: string, texts: string[]) => unknown): number {
  let best = 0;
  for (let pass = 0; pass < 3; pass++) {
    const t0 = performance.now();
    for (const [c, texts] of groups) f(c, texts);
    best = Math.max(best, groups.length / ((performance.now() - t0) / 1000));
  }
  return best;
}
const judgeCps = perSecond((c, texts) => judge.judgeSync({ claim: c, passages: toPassages(texts) }));
const lexCps = perSecond((c, texts) => lexicalOverlap(c, texts));
const avgPassages = groups.reduce((a, [, t]) => a + t.length, 0) / groups.length;

const f = (x: number) => x.toFixed(2);
const body = `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} shared cores, ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}), single thread, after warm-up;
load average at the start ${os.loadavg()[0]!.toFixed(1)} (other work shares the cores, so the minimum is the best guess at an idle machine).

| workload | embedded judge | baseline: regex lexical overlap | ratio | NLP floor: wink-nlp readDoc only | judge ÷ NLP floor |
|---|---|---|---|---|---|
| one claim vs 50 web passages (~${meanChars(fifty)} chars each; ${turnedAway} share no word with the claim), median of ${reps} | ${f(j50.median)} ms (min ${f(j50.min)}, p95 ${f(j50.p95)}) | ${f(lex50.median)} ms | ${f(j50.median / lex50.median)}× | ${f(wink50.median)} ms (min ${f(wink50.min)}) | ${f(j50.median / wink50.median)}× |
| the same claim vs 50 other passages that all share a word with it (~${meanChars(fiftySharing)} chars each), median of ${reps} | ${f(j50sharing.median)} ms (min ${f(j50sharing.min)}, p95 ${f(j50sharing.p95)}) | | | | |
| claims per second (${groups.length} stance claims, ${avgPassages.toFixed(1)} passages each; best of 3 passes) | ${judgeCps.toFixed(0)} | ${lexCps.toFixed(0)} | ${f(lexCps / judgeCps)}× slower | |

Target: one claim vs 50 passages ≤ 20 ms — ${j50.median <= 20 ? "met" : "**not met**"} (median; the median sits close to the target, so a busy machine can tip it
either way). The judge timed is the compiled build the service runs (bench/support/built.ts); until 2026-11-28 this bench timed the
tsx-transformed sources, about 9% slower per call. A passage of several sentences that shares no word, figure or name with the claim is
not tagged at all (src/align/screen.ts; its sentences are counted from its punctuation), which is where the first row gains on the second:
on passages that are all about the claim's subject the judge pays for every one. In a CPU profile of the first row (2026-11-28) wink-nlp's
readDoc (tokenising, tagging, lemmatising; NER, negation and sentiment are off in the judge's pipe) was about a quarter of the judge's
time; the rest is our own reading of the tokens (figures, names, sentence records, about a fifth), the alignment of the claim with every
sentence that shares a key with it (src/align/, about a quarter) and the features and gates (the rest). Since 2026-11-28 the plain
word-overlap feature leaves ASCII sentences unnormalised (NFKC is the identity there): the judge alone in its own process takes about 13%
less per call, interleaved with the other workloads here 2-5% less. This bench's first row spanned 19.1 to 26.1 ms over the runs of
2026-11-28 as other work on the shared cores came and went, so the target is not reliably met; the alignment rules added in the day's
second stop (hedges, denials, traded sides, model variants, price lists and more) left the judge ÷ NLP-floor ratio about where it was (2.9 to 3.3 over its runs, the high end with other work on the shared cores; 2.92 to 2.95 before); /consistency's CPU on the same two pages
ranged from 328 to 495 ms over the stop's runs as the shared machine's load changed (0.47 to 0.54× the e1e29bf finder in the same runs).
The day's third stop (a work's maker, a count of the claim's verb, moves, places of another width, a modifier said nowhere and more)
left the ratio at 3.0 to 3.2 over its runs (the first row 21.6 to 24.6 ms, the host's load average 1.6 to 2.6); a CPU profile there
showed no single hot spot left (the alignment's own body about 5%, the garbage collector about 9%), and a larger young generation
(--max-semi-space-size 16 or 64) changed nothing measurable. /consistency, with that stop's readings (FAQ questions as subjects, roles
and their holders, JSON-LD founding dates, ranges of opening hours), took 344 to 477 ms over its runs (0.46 to 0.64× the e1e29bf
finder; 0.48× in the last). On 2026-12-01 the judge was made about 8% faster with its answers byte-identical on all visible data (align's
rules return at once when the claim lacks what they need, each claim name is looked up once per sentence, plain loops instead of
list building): the judge ÷ NLP-floor ratio went from 2.92 to 3.02 to 2.64 to 2.84 over that stop's runs (host load average up to
4.7). A change to the passage screen from the same work was taken back: it made the screen's hostile "x-x-x word" shape about 35%
slower (linear still, but near its test's bound). A profile then showed wink-nlp's readDoc and its output passes
at about 31% of the judge's time, our token and sentence building 15%, the alignment 27% (slotsOf 8%, its own body 6%, about a
hundred rules at 0.1 to 0.6% each), the garbage collector 9% (about 7.9 MB allocated per call, 2 MB of it in wink's tokenizer), and
no single change left worth more than about 1%: the last ~20% would take cutting allocation broadly or reading fewer sentences. On
2026-12-02 the host was about twice as slow (the NLP floor alone 17 to 20 ms median, 9 to 11 ms before) and the stop added
alignment rules (a count of times per period, a role given with the role first, a noun denied only of another name, variants
named by a letter) and readings in the judge: the judge ÷ NLP-floor ratio read 2.53 and 2.71 at the stop's start and 2.77 at its
end, within the spread of runs on a shared host; the 20 ms target is out of reach on such a host whatever the ratio. Later that
day the host was fast again (NLP floor 8.1 to 8.7 ms): the start-of-stop code (08d7acc) and the stop's code (contrast clauses,
siblings, variant and model codes) timed back to back read 23.6 and 24.3 ms median, judge ÷ NLP floor 2.91 and 2.95: the
stop's rules cost about 1 to 3%, and the first row misses the 20 ms target by about a fifth on a fast host too. The day's
third stop (infobox lines, a line read under its heading, durations in two parts, two gates on the quote) timed back to back
with its start (9dd1f53) on a slower host (NLP floor 10.7 to 11.5 ms): 2.97× the floor at the start, 2.87× and 3.05× at the end,
so its rules cost nothing measurable against the spread of runs. The day's fourth stop (roles beside a name, bracketed
list roles, a page's title for its labelled lines, durations in working days and more) timed back to back with its start
(a3bf1cd) on a fast host (NLP floor 6.2 to 6.9 ms): 3.28× and 3.16× the floor at the start, 3.16× and 3.13× at the end; the
first row's median read 19.5 to 21.9 ms at the end over five runs (19.8 and 22.8 ms at the start), so the 20 ms target is met
in some runs and missed in others even on a fast host. The day's fifth stop (a line labelled with another item, a
superlative held by another name, another verb on the claim's object, the whole day against hours, a price of nothing against
a share off) timed back to back with its start (c0d836a) on a fast host (NLP floor 5.4 to 6.1 ms): 3.44× and 3.14× the floor
at the start (20.9 and 17.1 ms median), 3.10× and 3.38× at the end (16.6 and 18.4 ms), so its rules cost nothing measurable; a breakdown on that
host (one claim, the 31 passages the screen lets through, 131 sentences of which 64 aligned) read wink-nlp about 4 to 5 ms,
our own token and sentence building about 3 ms, the reading of the passages with the analyses cached about 4.6 ms (the
alignments about half of it) and the rest collection of garbage and caches gone cold. The day's sixth stop (a few whole
things against a fraction, a bound on another noun, a currency after its country, another weekday of the month, caps by
"limited to", a figure swapped beside the claim's plan) timed back to back with its start (eccb7e5) on a loaded host (load
average 2.0 to 2.3, NLP floor 7.3 to 10.7 ms median): 3.44× and 2.97× the floor at the start (36.9 and 27.9 ms median), 3.52×
and 3.20× at the end (25.8 and 32.0 ms), within the spread of runs; on such a host the 20 ms target is missed by either. The day's seventh stop (counts of a wider
kind, labels and headings of other items, exceptions beside their rule, a subject past an aside) timed back to back with its start
(a60064b) on a loaded host (load average 1.7 to 2.4, NLP floor 6.6 to 9.5 ms median): 3.19× and 3.04× the floor at the start
(21.0 and 28.8 ms), 2.95× and 3.00× at the end (26.3 and 28.4 ms), so its rules cost nothing measurable. A CPU profile at the
stop's start put wink-nlp's readDoc at about a fifth of the call, our reading of its tokens at about a tenth, the alignments at
about three tenths and the garbage collector at 8%; every passage the screen let through held an aligned sentence. On
2026-12-04 the day's rules (demonyms of continents, a doer past a describing name, "no" before a subject, life events,
the first of a kind, counts past a name, age limits, "any" against "the same", occurrences, a head noun's other
complement, beliefs, honours, a quoted share on several sentences) timed back to back with the day's start (d9f8c00) on a
loaded host (load average 1.8 to 2.7, NLP floor 7.0 to 9.5 ms median): 3.34× and 3.22× the floor at the start (23.4 and
30.4 ms), 3.03× and 2.96× at the end (25.0 and 25.1 ms), so they cost nothing measurable; in a process of its own on an
idle host that morning the call read 16.8 ms median (the bench's interleaved runs 20.1 ms, NLP floor 6.1 ms): wink-nlp
about 2.8 ms for the 31 passages read, our token and sentence building about 3.5 ms, the reading and alignment of the
131 sentences (64 aligned) about 9 ms with no function above 5% of the call. The day's second stop's rules (comparisons
by figures, compounds, list entries, spans of hours, names' versions and more) timed back to back with its start (d117616),
three runs each in turn (load average 1.6 to 1.8): 3.20×, 2.89× and 3.25× the floor at the start (29.2, 21.7 and 19.0 ms
median), 3.25×, 3.34× and 3.27× at the end (25.2, 18.7 and 17.6 ms), about 5% more of the judge's own work, within the
spread of single runs; in a process of its own 16.3, 16.8 and 16.5 ms median at the start, 16.2, 17.3 and 19.0 ms at the
end. The first row met the 20 ms target in two of the three end runs and two of the three start runs. The next stop's rules (an order of events by
years, weekday abbreviations and lines of opening hours, the ground floor, a traded one-way relation) timed back to back
with its start (52f0663) on 2026-12-06, two runs each in turn (load average 0.6 to 1.7, another host, Intel Xeon): 3.68× and
3.68× the floor at the start (21.6 and 22.4 ms median), 3.78× and 3.73× at the end (21.5 and 22.0 ms), so they cost nothing
measurable; the first row missed the 20 ms target at both ends on this host. The stop after (shares of a whole, places'
locators, ranks of the whole world, a claim of none above restated as its superlative, a top holder outdone, roles of a part
of a place, a weekday an event recurs on) timed back to back with its start (c8def66) on 2026-12-06, two runs each in turn
(load average 0.4 to 0.7, a slower host of the same kind, NLP floor 6.1 to 6.3 ms): 3.94× and 3.99× the floor at the start
(24.1 and 24.9 ms median), 3.89× and 3.89× at the end (24.1 and 24.5 ms), so its rules cost nothing measurable; the 20 ms
target is missed at both ends on this host (the table above is a later run of the end code). The stop after that (a swapped
slot from a sentence going on about the claim's subject, roles named after "was", dates of other occurrences, figures that are
parts of sums or factors, and more) timed back to back with its start (a1bbfc3) on 2026-12-06, two runs each in turn (load
average 1.5 to 2.4, a faster host of the same kind, NLP floor 5.3 to 5.9 ms): 3.49× and 3.48× the floor at the start (19.7
and 19.8 ms median), 3.61× and 3.55× at the end (21.4 and 20.6 ms); after two guards were made cheaper (a day written as an
ordinal read only for a token opening with a digit, "pet-free" looked for only in a sentence with "free"), 3.41× and 3.61× at the
start, 3.64× and 3.60× at the end; the two builds interleaved in one process, 400 calls each, gave 17.3 and 17.6 ms median at the
start, 17.6 and 17.5 ms at the end: no cost that the shared machine lets us measure. The 20 ms target is met at the start; at
the end the bench's own runs on this host gave 19.6 to 21.4 ms median, the target met in the last one (the table above). The
judge ÷ NLP-floor ratio is the steadiest figure
on a shared machine: the judge's own work on top of reading the text. The machine is shared with other work, so timings vary between
runs; the ratios to the same-run baselines are steadier.
`;
console.log(body);
if (!process.argv.includes("--no-write")) writeJudgeResults("Speed", body);
