/**
 * The web page in headless Chromium (Debian's chromium driven by playwright-core): a person pastes an answer,
 * sees progress, then each claim with label, confidence, reasoning and evidence links; the contradiction and
 * payability tools work; a 429 and a 422 show clear messages. Writes test-output/trial-page*.png.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { chromium, type Browser, type Page } from "playwright-core";
import { ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const available = existsSync(CHROMIUM);

const ANSWER = "The Eiffel Tower was completed in 1889 in Paris. It is located in Berlin, Germany. Gustave Eiffel's company designed the tower. I think it is lovely!";

let release: () => void = () => {};
const engine = new ScriptedEngine(async (claim) => {
  // Hold the first claim until the test has seen the progress indicator.
  if (/1889/.test(claim)) await new Promise<void>((r) => (release = r));
  if (/Berlin/.test(claim)) return { verdict: "unsupported", confidence: 0.91, reasoning: "Every source places the tower in Paris.", evidence: ['"The Eiffel Tower is a wrought-iron lattice tower in Paris" — https://en.wikipedia.org/wiki/Eiffel_Tower (fetched 2026-11-22)'] };
  if (/1889/.test(claim)) return { verdict: "supported", confidence: 0.86, reasoning: "Completion in 1889 matches the sources.", evidence: ['"completed in 1889" — https://www.toureiffel.paris/en'] };
  throw new Error("judge crashed");
});

describe("trial web page in headless Chromium", { skip: available ? false : "chromium not installed" }, () => {
  let server: TrialServer;
  let pages: http.Server;
  let pagesBase = "";
  let evil: http.Server;
  let evilBase = "";
  let browser: Browser;
  let page: Page;

  before(async () => {
    if (!available) {
      console.error(`\n!!! SKIPPED: ${CHROMIUM} not found; the browser test of the trial page did not run !!!\n`);
      return;
    }
    mkdirSync("test-output", { recursive: true });
    pages = http.createServer((req, res) => {
      if (req.url === "/partner") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><body>partner</body></html>");
      const a = "<html><body><p>The museum has 120 rooms.</p><p>The museum opened in 1793.</p></body></html>";
      const b = "<html><body><p>The museum has 140 rooms.</p><p>The museum opened in 1793.</p></body></html>";
      res.writeHead(200, { "content-type": "text/html" }).end(req.url === "/a" ? a : b);
    });
    await new Promise<void>((r) => pages.listen(0, "127.0.0.2", () => r()));
    pagesBase = `http://127.0.0.2:${(pages.address() as AddressInfo).port}`;
    // Another site whose pages try to spend the trial quota from their visitors' browsers.
    evil = http.createServer((_req, res) => void res.writeHead(200, { "content-type": "text/html" }).end("<html><body>cat pictures</body></html>"));
    await new Promise<void>((r) => evil.listen(0, "127.0.0.3", () => r()));
    evilBase = `http://127.0.0.3:${(evil.address() as AddressInfo).port}`;
    // The pages host doubles as a partner site the operator allows to call the tools from its own pages.
    server = await startTrial({ NET_ALLOW: "127.0.0.2", TRIAL_CORS_ORIGINS: pagesBase }, engine);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await new Promise<void>((r) => (pages ? pages.close(() => r()) : r()));
    await new Promise<void>((r) => (evil ? evil.close(() => r()) : r()));
  });

  it("scans a pasted answer: progress while it runs, then labelled findings with evidence links", async () => {
    await page.goto(`${server.url}/`);
    assert.equal(await page.title(), "Verity — free fact-check tools");
    await page.fill("#scan-text", ANSWER);
    assert.match(await page.textContent("#scan-counter") ?? "", /^\d+ \/ 8000 characters$/);
    await page.click("#scan-run");
    await page.waitForSelector("#scan-progress.on", { state: "visible" });
    assert.equal(await page.isDisabled("#scan-run"), true);
    await page.screenshot({ path: "test-output/trial-page-progress.png" });
    release();
    await page.waitForSelector("#scan-results .finding");
    await page.waitForSelector("#scan-progress.on", { state: "hidden" });

    const findings = await page.$$eval("#scan-results .finding", (nodes) =>
      nodes.map((n) => ({
        label: n.querySelector(".label")?.textContent,
        claim: n.querySelector(".claim")?.textContent,
        meta: n.querySelector(".meta")?.textContent,
        reasoning: n.querySelector(".reasoning")?.textContent,
        links: Array.from(n.querySelectorAll("a")).map((a) => (a as { getAttribute(name: string): string | null }).getAttribute("href")),
      })),
    );
    assert.deepEqual(findings.map((f) => f.label), ["VERIFIED", "HALLUCINATION", "ERROR"]);
    assert.equal(findings[1]!.claim, "It is located in Berlin, Germany.");
    assert.match(findings[1]!.meta ?? "", /confidence 91%/);
    assert.equal(findings[1]!.reasoning, "Every source places the tower in Paris.");
    assert.deepEqual(findings[1]!.links, ["https://en.wikipedia.org/wiki/Eiffel_Tower"]);
    assert.deepEqual(findings[0]!.links, ["https://www.toureiffel.paris/en"]);
    assert.match(findings[2]!.reasoning ?? "", /could not be checked/);
    assert.match(await page.textContent("#scan-results .headline") ?? "", /Hallucinations found: 3 claims checked/);
    await page.screenshot({ path: "test-output/trial-page.png", fullPage: true });
  });

  it("finds a contradiction between two pages and shows both quotes", async () => {
    await page.fill("#cons-a", `${pagesBase}/a`);
    await page.fill("#cons-b", `${pagesBase}/b`);
    await page.click("#cons-run");
    await page.waitForSelector("#cons-results blockquote");
    const quotes = await page.$$eval("#cons-results blockquote", (n) => n.map((q) => q.textContent));
    assert.deepEqual(quotes, ["The museum has 120 rooms.", "The museum has 140 rooms."]);
    assert.match(await page.textContent("#cons-results") ?? "", /curl -sL/);
  });

  it("when neither page can be read, says so instead of 'no contradictions among 0 statements'", async () => {
    await page.fill("#cons-a", "http://127.0.0.1:9/a");
    await page.fill("#cons-b", "http://127.0.0.1:9/b");
    await page.click("#cons-run");
    await page.waitForSelector("#cons-results .headline");
    const headline = (await page.textContent("#cons-results .headline")) ?? "";
    assert.match(headline, /^Nothing was compared: neither page could be read: http:\/\/127\.0\.0\.1:9\/a \(/);
    assert.doesNotMatch(headline, /No contradictions/);
  });

  it("shows a clear message for invalid input (422)", async () => {
    await page.fill("#cons-a", "https://example.com/a");
    await page.fill("#cons-b", "https://example.org/b");
    await page.click("#cons-run");
    await page.waitForSelector("#cons-msg.on");
    assert.match(await page.textContent("#cons-msg") ?? "", /Please fix the input: urls: .*same site/);
  });

  it("runs the payability check and shows the verdict", async () => {
    await page.fill("#pay-url", "http://169.254.169.254/latest");
    await page.click("#pay-run");
    await page.waitForSelector("#pay-results .headline");
    assert.match(await page.textContent("#pay-results .headline") ?? "", /Verdict: refused/);
  });

  it("another site's page cannot spend the quota from its visitors' browsers; a listed partner can call", async () => {
    const scanUrl = `${server.url}/scan`;
    const body = JSON.stringify({ text: "Is this a question at all?" });
    const remaining = () =>
      page.evaluate(async () => {
        const res = await fetch("scan", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "Is this a question at all?" }) });
        return { status: res.status, rateLimit: res.headers.get("RateLimit") };
      });
    const before = await remaining();
    assert.equal(before.status, 200);

    const visitor = await browser.newPage();
    await visitor.goto(`${evilBase}/`);
    const attempts = await visitor.evaluate(
      async ({ url, text }) => {
        const out: string[] = [];
        // A "simple" request: no preflight, the browser sends it and hides the answer (opaque).
        for (let i = 0; i < 3; i++) out.push((await fetch(url, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: text })).type);
        // A CORS request: the preflight gets no Access-Control-Allow-Origin, so the POST is never sent.
        out.push(await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: text }).then(() => "read", () => "blocked"));
        return out;
      },
      { url: scanUrl, text: body },
    );
    assert.deepEqual(attempts, ["opaque", "opaque", "opaque", "blocked"]);
    // The classic JSON-in-a-form trick: a top-level form POST with enctype text/plain.
    const [response] = await Promise.all([
      visitor.waitForNavigation(),
      visitor.evaluate((url) => {
        const doc = (globalThis as unknown as { document: any }).document;
        const form = doc.createElement("form");
        form.method = "POST";
        form.action = url;
        form.enctype = "text/plain";
        const input = doc.createElement("input");
        input.name = '{"text":"Is this a question at all?","x":"';
        input.value = '"}';
        form.appendChild(input);
        doc.body.appendChild(form);
        form.submit();
      }, scanUrl),
    ]);
    assert.equal(response?.status(), 403);

    // The listed partner's page reads answers (preflight and all).
    const partner = await browser.newPage();
    await partner.goto(`${pagesBase}/partner`);
    const partnerCall = await partner.evaluate(
      async ({ url, text }) => {
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: text });
        return { status: res.status, rateLimit: res.headers.get("RateLimit") };
      },
      { url: scanUrl, text: body },
    );
    assert.equal(partnerCall.status, 200);
    assert.match(partnerCall.rateLimit ?? "", /^"scan-per-client";r=\d+;t=\d+$/);
    await visitor.close();
    await partner.close();

    // Only the partner's call and this one were counted since `before`: the hostile attempts spent nothing.
    const after = await remaining();
    const r = (h: string | null) => Number(/;r=(\d+);/.exec(h ?? "")?.[1]);
    assert.equal(r(after.rateLimit), r(before.rateLimit) - 2);
  });

  it("shows the limit message on 429", async () => {
    // Spend what is left of this client's scans this hour, then try once more from the form.
    for (let left = 1; left > 0; ) {
      const res = await page.evaluate(async () => {
        const r = await fetch("scan", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "Is this a question at all?" }) });
        return { status: r.status, rateLimit: r.headers.get("RateLimit") };
      });
      assert.equal(res.status, 200);
      left = Number(/;r=(\d+);/.exec(res.rateLimit ?? "")?.[1]);
    }
    await page.click("#scan-run");
    await page.waitForSelector("#scan-msg.on");
    const message = await page.textContent("#scan-msg");
    assert.match(message ?? "", /^Limit reached: Rate limit exceeded: 6 scan calls per hour per client\..* You can try again in \d+ minutes\.$/);
    await page.screenshot({ path: "test-output/trial-page-429.png" });
  });
});
