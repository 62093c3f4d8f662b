/**
 * The operator fetcher: exact configured origins (a loopback LLM or search endpoint) are allowed to be private; every
 * other origin, including another port on the same host and redirect targets, follows the public-only rule.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { createOperatorFetcher, createSafeFetcher, FetchFailedError, FetchRefusedError, type SafeFetcher } from "../src/net/index.js";
import { startFixture, standardRoutes, type Fixture } from "./net-fixture.js";

let endpoint: Fixture;
let other: Fixture;
let operator: SafeFetcher;
let publicOnly: SafeFetcher;

before(async () => {
  endpoint = await startFixture("127.0.0.1", standardRoutes);
  other = await startFixture("127.0.0.1", standardRoutes);
  operator = createOperatorFetcher([`${endpoint.base}/v1`]);
  publicOnly = createSafeFetcher({ allow: [] });
});

after(async () => {
  await Promise.all([operator.close(), publicOnly.close()]);
  await Promise.all([endpoint.close(), other.close()]);
});

describe("operator fetcher", () => {
  it("reaches the configured loopback origin, which the public fetcher refuses", async () => {
    const res = await operator.fetch(`${endpoint.base}/echo`, { method: "POST", body: "{}", headers: { authorization: "Bearer k" } });
    assert.equal(JSON.parse(res.text()).headers.authorization, "Bearer k");
    await assert.rejects(publicOnly.fetch(`${endpoint.base}/echo`), (e: unknown) => e instanceof FetchRefusedError && e.reason === "address");
  });

  it("allows only the exact origin: another port, another name for the host, or a redirect elsewhere are refused", async () => {
    const isAddressRefusal = (e: unknown) => e instanceof FetchRefusedError && e.reason === "address";
    await assert.rejects(operator.fetch(`${other.base}/page`), isAddressRefusal);
    await assert.rejects(operator.fetch(`http://localhost:${endpoint.port}/page`), isAddressRefusal);
    await assert.rejects(operator.fetch(`${endpoint.base}/redirect?to=${encodeURIComponent(`${other.base}/page`)}`), isAddressRefusal);
    assert.equal(other.hits, 0);
  });

  it("keeps the caps, deadlines and URL rules", async () => {
    await assert.rejects(operator.fetch(`${endpoint.base}/big`, { maxBytes: 1024 }), (e: unknown) => e instanceof FetchFailedError && e.kind === "too-large");
    await assert.rejects(operator.fetch(`${endpoint.base}/stall`, { timeoutMs: 200 }), (e: unknown) => e instanceof FetchFailedError && e.kind === "timeout");
    await assert.rejects(operator.fetch(`${endpoint.base}/redirect?to=file:///etc/passwd`), (e: unknown) => e instanceof FetchRefusedError && e.reason === "scheme");
    await assert.rejects(operator.fetch(`http://u:p@127.0.0.1:${endpoint.port}/`), (e: unknown) => e instanceof FetchRefusedError && e.reason === "userinfo");
  });

  it("rejects unusable origins at construction", () => {
    assert.throws(() => createOperatorFetcher(["ftp://127.0.0.1/"]), TypeError);
    assert.throws(() => createOperatorFetcher(["not a url"]), TypeError);
    assert.throws(() => createOperatorFetcher(["http://user:pw@127.0.0.1/"]), TypeError);
  });
});
