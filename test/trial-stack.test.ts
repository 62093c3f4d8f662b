/** The trial app as `verity serve` runs it (src/server.ts, SCAN_PORT): socket-address limits, paid routes untouched. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startStack, type Stack } from "./support/stack.js";
import { json, postJson } from "./trial-support.js";

describe("trial app on the scan listener of the full service", () => {
  let stack: Stack;
  before(async () => {
    // The test client connects from 127.0.0.1, declared here as our own proxy.
    stack = await startStack({ TRUST_PROXY: "127.0.0.1" });
  });
  after(() => stack.stop());

  it("serves the page and limits per client (socket address, TRUST_PROXY); the paid routes are not affected by a trial 429", async () => {
    const page = await fetch(`${stack.scanUrl}/`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    assert.match(await page.text(), /Scan an answer/);

    const body = { text: "Is this a question? Do you think so?" };
    for (let i = 0; i < 6; i++) {
      const res = await postJson(`${stack.scanUrl}/scan`, body, { "x-forwarded-for": "203.0.113.1" });
      assert.equal(res.status, 200);
      await res.body?.cancel();
    }
    const limited = await postJson(`${stack.scanUrl}/scan`, body, { "x-forwarded-for": "203.0.113.1" });
    assert.equal(limited.status, 429);
    assert.equal((await json(limited)).limit.name, "scan-per-client");
    // Another client behind the proxy has its own quota: the socket address reached the app.
    const other = await postJson(`${stack.scanUrl}/scan`, body, { "x-forwarded-for": "203.0.113.2" });
    assert.equal(other.status, 200);
    await other.body?.cancel();

    const paid = await postJson(`${stack.apiUrl}/verify/quick`, { claim: "Water boils at 100 degrees Celsius at sea level." });
    assert.equal(paid.status, 402);
    await paid.body?.cancel();
  });
});
