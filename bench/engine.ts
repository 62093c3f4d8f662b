/**
 * The engine's own CPU per claim (standard tier): search → 5 concurrent page fetches (100–300 KB real-world-shaped
 * HTML each) → rendered sentences → passages → BM25 → judge → quote check → rules, with fake providers (Brave
 * search, pages, an OpenAI-compatible model) answering instantly from a child process on loopback.
 *
 * Baseline, measured in the same run: the same network traffic without the engine's work (one search GET, the
 * five page fetches through the same SSRF-safe fetcher, one model POST of the same size). Engine CPU = engine run
 * − baseline run, both as process CPU time (user + system) per claim. A breakdown of the in-process steps follows.
 * Run: node --import tsx bench/engine.ts
 */
import { performance } from "node:perf_hooks";
import { loadConfig } from "../src/config.js";
import { buildPassages } from "../src/engine/evidence/passages.js";
import { rankPassages } from "../src/engine/evidence/rank.js";
import { readPage } from "../src/engine/evidence/reader.js";
import { checkQuotes } from "../src/engine/evidence/check.js";
import type { EvidenceDocument } from "../src/engine/evidence/document.js";
import { createEngine } from "../src/engine/index.js";
import { silentLogger } from "../src/log.js";
import { createSafeFetcher, createOperatorFetcher } from "../src/net/index.js";
import { startChild } from "./support/child.js";
import { machineLine, writeResultsSection } from "./support/results.js";

const PAGE_KB = [100, 145, 190, 235, 280];
const CLAIM = "The Zephyr Bridge over the Arlen River is 1,240 metres long.";
const NEEDLE = "1,240 metres";
const RUNS = 15;
const WARMUP = 3;

// ---------- deterministic real-world-shaped pages ----------

const WORDS = (
  "river bridge city council report water traffic season history museum engineer steel cable tower design public " +
  "railway station market school harbour north south east west old new century opened closed repaired visitors " +
  "annual festival mayor budget plan road lane tunnel ferry island valley hill forest park garden street square"
).split(" ");

function prose(rand: () => number, sentences: number): string[] {
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const n = 8 + Math.floor(rand() * 18);
    const words = Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]!);
    if (rand() < 0.3) words.splice(2, 0, String(1800 + Math.floor(rand() * 220)));
    out.push(`${words[0]![0]!.toUpperCase()}${words.join(" ").slice(1)}.`);
  }
  return out;
}

function buildPage(n: number, kb: number): string {
  let seed = 7919 * (n + 1);
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arlen River crossings ${n}</title>
<meta name="description" content="Bridges of the Arlen valley"><link rel="stylesheet" href="/main.css">
<style>${".card{margin:0 auto;padding:4px 8px;border:1px solid #ddd}.nav a{color:#036}".repeat(300)}</style>
<script>window.__APOLLO_STATE__=${JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Story ${i}`, tags: ["a", "b"] })) })};</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Arlen River crossings"}</script>
</head><body class="article-page">
<header class="site-header"><nav class="nav">${Array.from({ length: 80 }, (_, i) => `<a href="/section/${i}">Section ${i}</a>`).join(" ")}</nav></header>
<div class="cookie-banner" style="display:none"><p>We use cookies to improve your experience.</p><button>Accept</button></div>
<main><article><h1>Crossings of the Arlen River</h1>`;
  let body = "";
  let para = 0;
  const target = kb * 1024;
  while (head.length + body.length < target - 4000) {
    para++;
    const sentences = prose(rand, 2 + Math.floor(rand() * 5));
    if (n % 2 === 0 && para === 12) sentences.splice(1, 0, "The Zephyr Bridge is 1,240 metres long and opened to traffic in 1932.");
    const r = rand();
    if (r < 0.08) body += `<h2 class="section-title">${sentences[0]}</h2>\n`;
    else if (r < 0.14) body += `<ul class="facts">${sentences.map((s) => `<li>${s}</li>`).join("")}</ul>\n`;
    else if (r < 0.18) body += `<table class="data"><tr>${sentences.map((s) => `<td>${s}</td>`).join("")}</tr></table>\n`;
    else body += `<p class="body-text" data-para="${para}">${sentences.map((s) => (rand() < 0.2 ? `<a href="/wiki/${para}">${s}</a>` : `<span>${s}</span>`)).join(" ")}</p>\n`;
    if (r > 0.93) body += `<aside class="ad" aria-hidden="true"><p>Sponsored: ${sentences[0]}</p></aside>\n`;
    if (r > 0.85) body += `<script>dataLayer.push({"event":"scroll","depth":${para}});</script>\n`;
    if (r > 0.97) body += `<!-- comment block ${"x".repeat(200)} -->\n`;
  }
  const foot = `</article><section class="comments">${prose(rand, 12).map((s) => `<div class="comment"><p>${s}</p></div>`).join("")}</section></main>
<footer class="site-footer"><p>© 2026 Arlen Valley Gazette. All rights reserved.</p>${Array.from({ length: 40 }, (_, i) => `<a href="/f/${i}">Link ${i}</a>`).join(" ")}</footer>
<script>${"(function(){var t=Date.now();})();".repeat(300)}</script></body></html>`;
  return head + body + foot;
}

// ---------- child: the fake providers ----------

async function serve(): Promise<void> {
  const { startFakePages, startFakeSearch, startFakeLlm, honestModel } = await import("../test/engine-fakes.js");
  const pages = await startFakePages("127.0.0.1");
  PAGE_KB.forEach((kb, i) => (pages.pages[`/page${i}`] = { html: buildPage(i, kb) }));
  const search = await startFakeSearch("127.0.0.1");
  search.results = PAGE_KB.map((_, i) => ({ url: `${pages.url}/page${i}`, title: `Page ${i}`, snippet: "Arlen river" }));
  const llm = await startFakeLlm(honestModel(NEEDLE, "supported"));
  console.log(JSON.stringify({ pages: pages.url, search: search.url, llm: llm.url }));
}

// ---------- parent: measure ----------

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function measure(label: string, fn: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    cpu.push(cpuMs() - c0);
  }
  const r = { cpu: median(cpu), wall: median(wall) };
  console.error(`${label}: cpu ${r.cpu.toFixed(1)} ms, wall ${r.wall.toFixed(1)} ms`);
  return r;
}

function timeSync(fn: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) fn();
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    xs.push(performance.now() - t0);
  }
  return median(xs);
}

async function main(): Promise<void> {
  const child = await startChild<{ pages: string; search: string; llm: string }>("bench/engine.ts", ["--serve"]);
  try {
    const { info } = child;
    const config = loadConfig({
      SEARCH_PROVIDER: "brave",
      SEARCH_BASE_URL: info.search,
      SEARCH_API_KEY: "bench",
      LLM_PROVIDER: "openai",
      LLM_BASE_URL: `${info.llm}/v1`,
      LLM_API_KEY: "bench",
      LLM_MODEL_STANDARD: "bench-medium",
      NET_ALLOW: "127.0.0.1",
      VERDICT_CACHE_TTL_SECONDS: "0",
    });
    const engine = createEngine(config, { log: silentLogger });
    const check = await engine.verify({ claim: CLAIM, context: null, tier: "standard" });
    if (check.verdict !== "supported") throw new Error(`bench setup is wrong: ${check.verdict} ${check.reasoning}`);

    // Baseline: the same traffic, nothing done with it.
    const pageFetcher = createSafeFetcher({ allow: ["127.0.0.1"] });
    const operator = createOperatorFetcher([info.search, info.llm]);
    const llmBody = JSON.stringify({ model: "bench-medium", messages: [{ role: "system", content: "x".repeat(2500) }, { role: "user", content: "y".repeat(9000) }] });
    const baselineOnce = async () => {
      const s = await operator.fetch(`${info.search}/res/v1/web/search?q=${encodeURIComponent(CLAIM)}&count=6`, { headers: { "x-subscription-token": "bench" } });
      const urls = (JSON.parse(s.text()) as { web: { results: { url: string }[] } }).web.results.map((r) => r.url).slice(0, 5);
      const bodies = await Promise.all(urls.map((u) => pageFetcher.fetch(u).then((r) => r.text())));
      await operator.fetch(`${info.llm}/v1/chat/completions`, { method: "POST", body: llmBody, headers: { "content-type": "application/json", authorization: "Bearer bench" } });
      return bodies;
    };
    const baseline = await measure("baseline (same traffic, no processing)", baselineOnce);
    const full = await measure("engine.verify standard", () => engine.verify({ claim: CLAIM, context: null, tier: "standard" }));

    // In-process breakdown on the same five pages.
    const bodies = await baselineOnce();
    const pageBytes = bodies.map((b) => Buffer.byteLength(b));
    const readFocused = timeSync(() => bodies.map((b) => readPage(b, "text/html", CLAIM)));
    const readWhole = timeSync(() => bodies.map((b) => readPage(b, "text/html")));
    const docs: EvidenceDocument[] = bodies.map((b, i) => ({
      url: `http://bench/${i}`,
      requestedUrl: `http://bench/${i}`,
      site: `bench${i}`,
      fetchedAt: new Date().toISOString(),
      sha256: "0".repeat(64),
      bytes: b.length,
      source: "page",
      sentences: readPage(b, "text/html", CLAIM),
    }));
    const rank = timeSync(() => rankPassages(CLAIM, buildPassages(docs).passages, { topK: 12, perDocument: 2 }));
    const ranked = rankPassages(CLAIM, buildPassages(docs).passages, { topK: 12, perDocument: 2 });
    const hit = ranked.find((p) => p.text.includes(NEEDLE))!;
    const quotes = [
      { passageId: hit.id, quote: "The Zephyr Bridge is 1,240 metres long and opened to traffic in 1932." },
      { passageId: "d9s9", quote: "The Zephyr Bridge is officially 1,240 metres long per the ministry." },
    ];
    const quoteCheck = timeSync(() => checkQuotes(CLAIM, quotes, ranked, docs));
    await Promise.all([engine.close?.(), pageFetcher.close(), operator.close()]);

    const own = full.cpu - baseline.cpu;
    const kb = pageBytes.map((b) => Math.round(b / 1024)).join(", ");
    const met = own < 25 ? "met" : "NOT met";
    writeResultsSection(
      "Engine CPU",
      `${machineLine()} \`node --import tsx bench/engine.ts\`; standard tier, one claim, 5 pages of ${kb} KB real-world-shaped HTML (head CSS/JS state/JSON-LD, 80-link nav, hidden cookie banner, article paragraphs/lists/tables with links, aria-hidden ads, inline scripts, comments, footer); fake Brave search, pages and an OpenAI-compatible model answering instantly from a child process on loopback; verdict cache off. Process CPU (user+system) per claim, median of ${RUNS} after ${WARMUP} warm-up runs.

| run | CPU ms per claim | wall ms per claim |
|---|---:|---:|
| baseline: the same traffic (1 search GET, 5 page fetches through the SSRF-safe fetcher, 1 model POST), nothing processed | ${baseline.cpu.toFixed(1)} | ${baseline.wall.toFixed(1)} |
| engine.verify (standard) | ${full.cpu.toFixed(1)} | ${full.wall.toFixed(1)} |
| **engine's own CPU = difference** | **${own.toFixed(1)}** | |

Ratio engine / baseline: ${(full.cpu / baseline.cpu).toFixed(2)}×. **Target < 25 ms per claim: ${met}.**

In-process breakdown (wall ms, same 5 pages, median of ${RUNS}):

| step | ms per claim |
|---|---:|
| read 5 pages, claim-focused (HTML walk + sentence split of blocks sharing a word with the claim) | ${readFocused.toFixed(1)} |
| read 5 pages, whole (every block sentence-split; for comparison, not used by the engine) | ${readWhole.toFixed(1)} |
| passages (injection filter) + BM25+ ranking | ${rank.toFixed(2)} |
| quote check (one real quote, one fabricated, verbatim search after normalisation) | ${quoteCheck.toFixed(2)} |

The machine is shared with other work, so single runs are noisy; the baseline is measured in the same run and the difference is what the engine adds.`,
    );
    console.error(`engine own CPU ${own.toFixed(1)} ms per claim (target < 25: ${met})`);
  } finally {
    await child.stop();
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
