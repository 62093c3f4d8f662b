/**
 * Issue 11 item 8: operator credentials never follow a redirect to another origin. Two loopback origins, both
 * echoing what they receive: the operator endpoint (127.0.0.2, exempt as LLM_BASE_URL/SEARCH_BASE_URL would be)
 * redirects to a second origin (127.0.0.3), which must see none of the keys; a same-origin redirect keeps them.
 * Also: a 307/308 never carries a request body to another origin (the second origin receives nothing).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createOperatorFetcher, createSafeFetcher, FetchRefusedError, type SafeFetcher } from "../src/net/index.js";
import { startFixture, standardRoutes, type Fixture } from "./net-fixture.js";

const CREDENTIALS = {
  "x-api-key": "sk-ant-operator-secret",
  "x-subscription-token": "brave-operator-secret",
  authorization: "Bearer sk-openai-operator-secret",
  "api-key": "azure-operator-secret",
  "x-goog-api-key": "google-operator-secret",
  cookie: "session=operator",
};

describe("credentials and bodies stay with the origin they were meant for", () => {
  let operatorEndpoint: Fixture;
  let elsewhere: Fixture;
  let operator: SafeFetcher;
  let web: SafeFetcher;

  before(async () => {
    operatorEndpoint = await startFixture("127.0.0.2", standardRoutes);
    elsewhere = await startFixture("127.0.0.3", standardRoutes);
    operator = createOperatorFetcher([operatorEndpoint.base], { allow: ["127.0.0.3"] });
    web = createSafeFetcher({ allow: ["127.0.0.2", "127.0.0.3"] });
  });
  after(async () => {
    await Promise.all([operator.close(), web.close()]);
    await Promise.all([operatorEndpoint.close(), elsewhere.close()]);
  });

  const to = (base: string, target: string, status = 302) => `${base}/redirect?status=${status}&to=${encodeURIComponent(target)}`;

  it("drops x-api-key, x-subscription-token, authorization and every other non-standard header on a cross-origin hop", async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const res = await operator.fetch(to(operatorEndpoint.base, `${elsewhere.base}/echo`, status), { headers: { ...CREDENTIALS, accept: "application/json" } });
      const seen = JSON.parse(res.text()) as { headers: Record<string, string> };
      for (const name of Object.keys(CREDENTIALS)) assert.equal(seen.headers[name], undefined, `${name} leaked on ${status}`);
      assert.doesNotMatch(JSON.stringify(seen), /operator-secret|session=operator/);
      assert.equal(seen.headers.accept, "application/json");
      assert.match(seen.headers["user-agent"] ?? "", /Verity/);
    }
  });

  it("keeps them on a same-origin redirect", async () => {
    const res = await operator.fetch(to(operatorEndpoint.base, "/echo", 307), { headers: CREDENTIALS });
    const seen = JSON.parse(res.text()) as { headers: Record<string, string> };
    for (const [name, value] of Object.entries(CREDENTIALS)) assert.equal(seen.headers[name], value);
  });

  it("refuses a 307/308 that would carry a POST body to another origin; the other origin receives nothing", async () => {
    const before = elsewhere.hits;
    for (const status of [307, 308]) {
      const err = await web
        .fetch(to(operatorEndpoint.base, `${elsewhere.base}/echo`, status), { method: "POST", body: '{"prompt":"secret"}', headers: { "content-type": "application/json" } })
        .then(() => assert.fail("followed"), (e: unknown) => e);
      assert.ok(err instanceof FetchRefusedError);
      assert.equal(err.reason, "cross-origin-body");
      assert.match(err.message, new RegExp(`HTTP ${status} redirects the POST to another origin`));
    }
    assert.equal(elsewhere.hits, before);
    // 303 (and POST→301/302) drop the body and switch to GET, as browsers do: that hop may go anywhere allowed.
    const res = await web.fetch(to(operatorEndpoint.base, `${elsewhere.base}/echo`, 303), { method: "POST", body: "secret", headers: { "content-type": "text/plain" } });
    const seen = JSON.parse(res.text()) as { method: string; body: string };
    assert.deepEqual([seen.method, seen.body], ["GET", ""]);
  });
});
