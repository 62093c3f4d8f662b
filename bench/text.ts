/**
 * HTML → text speed: ms per ~200 KB page for the rendered-text walker, sentence splitting, passages and the
 * worst-case quote check, against a baseline measured in the same run (a plain `html.replace(/<[^>]+>/g, " ")`
 * strip, which is fast but wrong: it keeps scripts, styles and hidden text and loses block boundaries).
 * Pages are built deterministically from the WiCE dev evidence sentences inside realistic markup (head scripts, CSS,
 * JSON-LD, nav, hidden blocks, tables, footer), so we also know the gold sentences and can report how many come
 * back exactly. Run: node --import tsx bench/text.ts
 */
import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { htmlToBlocks, locateQuote, mainContent, pageSentences, pageToPassages } from "../src/engine/text/index.js";
import { machineLine, writeResultsSection } from "./support/results.js";

const DATA = process.env.WICE_FILE ?? path.resolve("..", "shared", "data", "wice", "oracle_chunks", "claim", "dev.jsonl");
const PAGES = 20;
const ROUNDS = 7;
const TARGET_BYTES = 200 * 1024;

function loadSentences(): string[] {
  const out: string[] = [];
  for (const line of readFileSync(DATA, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { evidence?: string[] };
    for (const s of row.evidence ?? []) if (/^[A-Z].{20,300}[.!?]$/.test(s.trim())) out.push(s.trim());
  }
  return [...new Set(out)];
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One page of about TARGET_BYTES: about a fifth visible prose, the rest markup, scripts and styles. */
function buildPage(sentences: string[], start: number, n: number): { html: string; gold: string[] } {
  let seed = n * 7919 + 1;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const gold: string[] = [];
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page ${n}</title>
<meta name="description" content="${esc(sentences[start] ?? "")}"><style>${".c{margin:0;padding:1px}".repeat(900)}</style>
<script>${'window.__STATE__={"items":[' + Array.from({ length: 700 }, (_, i) => `{"id":${i},"t":"x${i}"}`).join(",") + "]};"}</script>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"${esc(sentences[start + 1] ?? "")}"}</script></head><body>
<nav class="top">${Array.from({ length: 60 }, (_, i) => `<a class="nav-link" href="/section/${i}">Section ${i}</a>`).join(" ")}</nav>`;
  let body = "";
  let i = start;
  while (head.length + body.length < TARGET_BYTES - 6000) {
    const k = 2 + Math.floor(rand() * 4);
    const para = sentences.slice(i % sentences.length, (i % sentences.length) + k);
    i += k;
    gold.push(...para);
    const r = rand();
    if (r < 0.1) body += `<h2 class="headline">${esc(para[0]!)}</h2>`;
    else if (r < 0.15) body += `<ul>${para.map((s) => `<li class="item">${esc(s)}</li>`).join("")}</ul>`;
    else body += `<p class="para" data-track="p${i}"><span class="lead">${para.map((s) => `<span>${esc(s)}</span>`).join(" ")}</span></p>`;
    if (r > 0.9) body += `<div class="ad" hidden><p>Sponsored: ${esc(para[0]!)}</p></div>`;
    if (r > 0.8) body += `<script>track("${i}",{"a":1,"b":[1,2,3]});</script>`;
    body += `<div class="share" aria-hidden="true"><button>Share</button></div>\n`;
  }
  const foot = `<footer>${"<p>© Example Media. All rights reserved.</p>"}</footer><script>${"(function(){var a=1;})();".repeat(200)}</script></body></html>`;
  return { html: head + body + foot, gold };
}

function msPerPage(pages: string[], fn: (html: string) => unknown): number {
  const t0 = performance.now();
  for (const p of pages) fn(p);
  return (performance.now() - t0) / pages.length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Every round times every step once, in order, so each step's ratio is taken against the baseline of its own round
 * (the machine is shared and its speed drifts); we report the median ms and the median per-round ratio.
 */
function measure(pages: string[], steps: Array<[string, (html: string) => unknown]>): Array<{ name: string; ms: number; ratio: number }> {
  for (const [, fn] of steps) for (const p of pages.slice(0, 3)) fn(p); // warm up
  const ms = steps.map(() => [] as number[]);
  const ratios = steps.map(() => [] as number[]);
  for (let r = 0; r < ROUNDS; r++) {
    const round = steps.map(([, fn]) => msPerPage(pages, fn));
    round.forEach((v, i) => {
      ms[i]!.push(v);
      ratios[i]!.push(v / round[0]!);
    });
  }
  return steps.map(([name], i) => ({ name, ms: median(ms[i]!), ratio: median(ratios[i]!) }));
}

const sentences = loadSentences();
const t0 = performance.now();
pageSentences({ html: "<p>Warm the model up. It loads once.</p>" });
const modelLoadMs = performance.now() - t0;

const built = Array.from({ length: PAGES }, (_, n) => buildPage(sentences, n * 150, n));
const pages = built.map((b) => b.html);
const meanKb = pages.reduce((a, p) => a + Buffer.byteLength(p), 0) / pages.length / 1024;

const rows = measure(pages, [
  ["baseline: `html.replace(/<[^>]+>/g, \" \")`", (h) => h.replace(/<[^>]+>/g, " ")],
  ["floor: htmlparser2 tokenising with no handlers", (h) => {
    const parser = new Parser({}, { decodeEntities: true });
    parser.write(h);
    parser.end();
  }],
  ["`htmlToBlocks` (rendered blocks)", (h) => htmlToBlocks(h)],
  ["`htmlToBlocks` keepHidden + includeScripts", (h) => htmlToBlocks(h, { keepHidden: true, includeScripts: true })],
  ["`pageSentences` (blocks + wink sentences, whole page)", (h) => pageSentences({ html: h })],
  ["`pageToPassages` (3-sentence windows, default caps)", (h) => pageToPassages("https://bench.test/", { html: h }, null)],
  ["`mainContent` (linkedom + Readability, then the walker)", (h) => mainContent(h)],
  ["`locateQuote`, quote absent (both passes)", (h) => locateQuote("this sentence is not on the page at all", h)],
]);

// Exactness: gold sentences that come back as exactly one sentence (none may leak from hidden/script markup).
const readabilityUsed = pages.filter((h) => mainContent(h).method === "readability").length;
let exact = 0;
let total = 0;
let leaked = 0;
for (const { html, gold } of built) {
  const got = new Set(pageSentences({ html }).map((s) => s.text));
  for (const g of gold) {
    total++;
    if (got.has(g)) exact++;
  }
  for (const s of got) if (s.startsWith("Sponsored:") || s.includes("window.__STATE__") || s === "Share") leaked++;
}

const table = rows.map(({ name, ms, ratio }) => `| ${name} | ${ms.toFixed(2)} | ${ratio.toFixed(1)}× |`).join("\n");
const body = `${machineLine()} \`node --import tsx bench/text.ts\`; ${PAGES} synthetic pages of ${meanKb.toFixed(0)} KB mean (WiCE dev evidence sentences in realistic markup: head CSS/JS/JSON-LD, nav, hidden ads, aria-hidden share bars, inline scripts), median of ${ROUNDS} interleaved rounds after warm-up (ratio: median of the per-round ratios to that round's baseline).

| step | ms per page | vs baseline |
|---|---:|---:|
${table}

- \`mainContent\` used Readability on ${readabilityUsed}/${PAGES} pages (the rest fell back to the whole page).
- wink-nlp model load (once per process, lazily on the first sentence split): ${modelLoadMs.toFixed(0)} ms.
- Gold sentences returned exactly as one sentence: ${exact}/${total} (${((100 * exact) / total).toFixed(1)}%); sentences leaked from hidden, aria-hidden or script markup: ${leaked}.
- The baseline is not a usable alternative (it keeps CSS, scripts and hidden text and glues blocks together); it is the floor for "touch every byte once".`;
console.log(body);
if (process.env.BENCH_NO_WRITE !== "1") writeResultsSection("HTML to text", body);
