/**
 * Offline, explained: the service's web search cannot be reached (a search endpoint on a closed loopback port stands
 * in for "no internet"). The scan says so once, in its headline and on the trial page in headless Chromium, instead
 * of one identical ERROR per claim; nothing is judged and nothing is charged (the trial tools are free anyway).
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { closedPort } from "./support/ports.js";
import { chromium, type Browser } from "playwright-core";
import { startStack, type Stack } from "./support/stack.js";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const ANSWER = "The Eiffel Tower was completed in 1889 in Paris. The Golden Gate Bridge opened in 1937. Mount Everest is 8,849 metres tall.";


describe("the trial scan when web search is unreachable from this server", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: `http://127.0.0.1:${await closedPort()}` });
  });
  after(async () => {
    await stack?.stop();
  });

  it("the JSON report headlines the reason once and marks search_unreachable", async () => {
    const res = await fetch(`${stack.scanUrl}/scan`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: ANSWER }) });
    assert.equal(res.status, 200);
    const report = (await res.json()) as { headline: string; search_unreachable: boolean; claims_checked: number; errors: number; findings: { label: string; reasoning: string }[] };
    assert.ok(report.claims_checked >= 2, JSON.stringify(report));
    assert.equal(report.search_unreachable, true);
    assert.equal(report.errors, report.claims_checked);
    assert.match(report.headline, /^Nothing was checked: web search is unreachable from this server, so the \d+ claims found could not be looked up\./);
    for (const f of report.findings) assert.match(f.reasoning, /web search is unreachable from this server/);
  });

  it("the trial page shows that one explanation and the claims found, not a wall of ERROR cards", { skip: existsSync(CHROMIUM) ? false : "chromium not installed" }, async () => {
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
      const page = await browser.newPage();
      await page.goto(`${stack.scanUrl}/`);
      await page.fill("#scan-text", ANSWER);
      await page.click("#scan-run");
      await page.waitForSelector("#scan-results .headline");
      assert.match((await page.textContent("#scan-results .headline")) ?? "", /web search is unreachable from this server/);
      assert.equal(await page.locator("#scan-results .finding").count(), 0);
      const listed = await page.$$eval("#scan-results ul.unchecked li", (items) => items.map((li) => li.textContent));
      assert.ok(listed.length >= 2, JSON.stringify(listed));
      assert.ok(listed.some((c) => /Golden Gate Bridge/.test(c ?? "")));
    } finally {
      await browser?.close();
    }
  });
});
