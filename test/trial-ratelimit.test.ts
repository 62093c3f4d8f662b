import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { clientKeyOf, resolveClient, TrustList } from "../src/net/clientAddress.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const uncertain = () => ({ verdict: "uncertain" as const, confidence: 0.2, reasoning: "n/a", evidence: [] });
/** A scan body with no check-worthy claim: the engine is never called, so these tests measure only the limiter. */
const NO_CLAIMS = { text: "Is this a question? Do you think so?" };

function scanAs(server: TrialServer, forwardedFor?: string) {
  return postJson(`${server.url}/scan`, NO_CLAIMS, forwardedFor ? { "x-forwarded-for": forwardedFor } : {});
}

describe("trial rate limits: per client, 429 shape", () => {
  let server: TrialServer;
  before(async () => {
    server = await startTrial({}, new ScriptedEngine(uncertain));
  });
  after(() => server.close());

  it("allows 6 scans per client per hour, then 429 with a JSON body naming the limit and the headers", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await scanAs(server);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("ratelimit") ?? "", new RegExp(`^"scan-per-client";r=${5 - i};t=\\d+$`));
      await res.body?.cancel();
    }
    const res = await scanAs(server);
    assert.equal(res.status, 429);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    const retryAfter = Number(res.headers.get("retry-after"));
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.equal(res.headers.get("ratelimit-policy"), '"scan-per-client";q=6;w=3600, "trial-global";q=150;w=3600');
    assert.equal(res.headers.get("ratelimit"), `"scan-per-client";r=0;t=${retryAfter}`);
    const body = await json(res);
    assert.equal(body.limit.name, "scan-per-client");
    assert.equal(body.limit.scope, "client");
    assert.equal(body.limit.quota, 6);
    assert.equal(body.limit.window_seconds, 3600);
    assert.equal(body.retry_after_seconds, retryAfter);
    assert.match(body.detail, /6 scan calls per hour per client/);
  });

  it("keeps separate quotas per tool: consistency 3, payable 10", async () => {
    const urls = { urls: ["http://127.0.0.1:1/a", "http://127.0.0.1:1/b"] };
    for (let i = 0; i < 3; i++) {
      const res = await postJson(`${server.url}/consistency`, urls);
      assert.equal(res.status, 200, await res.clone().text());
      await res.body?.cancel();
    }
    const refused = await postJson(`${server.url}/consistency`, urls);
    assert.equal(refused.status, 429);
    assert.equal((await json(refused)).limit.name, "consistency-per-client");
    assert.equal(refused.headers.get("ratelimit-policy"), '"consistency-per-client";q=3;w=3600, "trial-global";q=150;w=3600');

    for (let i = 0; i < 10; i++) {
      const res = await postJson(`${server.url}/payable`, { url: "http://127.0.0.1:1/paid" });
      assert.equal(res.status, 200);
      await res.body?.cancel();
    }
    const payRefused = await postJson(`${server.url}/payable`, { url: "http://127.0.0.1:1/paid" });
    assert.equal(payRefused.status, 429);
    assert.equal(payRefused.headers.get("ratelimit-policy"), '"payable-per-client";q=10;w=3600, "payable-global";q=200;w=3600');
    assert.equal((await json(payRefused)).limit.name, "payable-per-client");
  });

  it("ignores a forged X-Forwarded-For when TRUST_PROXY is not set", async () => {
    // Same socket peer (127.0.0.1), different forged client addresses: still the same exhausted quota.
    for (const forged of ["203.0.113.50", "8.8.8.8", "::1", "garbage"]) {
      const res = await scanAs(server, forged);
      assert.equal(res.status, 429, `forged ${forged}`);
      await res.body?.cancel();
    }
  });
});

describe("trial rate limits: TRUST_PROXY and the global ceiling", () => {
  let server: TrialServer;
  before(async () => {
    // Our proxy is 127.0.0.1; its X-Forwarded-For is trusted. 127.0.0.2 is an ordinary client.
    server = await startTrial({ TRUST_PROXY: "127.0.0.1" }, new ScriptedEngine(uncertain));
  });
  after(() => server.close());

  it("identifies the client by the hop our proxy appended, not by what the client forged", async () => {
    // The client forged "6.6.6.6"; our proxy appended the real peer 203.0.113.7.
    for (let i = 0; i < 6; i++) assert.equal((await scanAs(server, "6.6.6.6, 203.0.113.7")).status, 200);
    assert.equal((await scanAs(server, "6.6.6.6, 203.0.113.7")).status, 429);
    // Changing the forged part changes nothing.
    assert.equal((await scanAs(server, "1.2.3.4, 203.0.113.7")).status, 429);
    // A different real client behind the proxy has its own quota.
    assert.equal((await scanAs(server, "203.0.113.8")).status, 200);
  });

  it("IPv6 clients are keyed by their /64", async () => {
    for (let i = 0; i < 6; i++) assert.equal((await scanAs(server, `2001:db8:1:2::${i + 1}`)).status, 200);
    assert.equal((await scanAs(server, "2001:db8:1:2:ffff::9")).status, 429);
    assert.equal((await scanAs(server, "2001:db8:1:3::1")).status, 200);
  });

  it("stops scan and consistency together at 150 calls per hour, and leaves payable alone", async () => {
    // 14 calls so far from the earlier tests. Spread the rest over many clients so only the ceiling binds.
    let ok = 14;
    let refusedGlobal = 0;
    for (let client = 0; ok + refusedGlobal < 160; client++) {
      for (let i = 0; i < 6 && ok + refusedGlobal < 160; i++) {
        const res = await scanAs(server, `192.0.2.${client}`);
        if (res.status === 200) ok++;
        else {
          assert.equal(res.status, 429);
          const body = await json(res);
          assert.equal(body.limit.name, "trial-global");
          assert.equal(body.limit.scope, "global");
          assert.match(body.detail, /for all clients together/);
          assert.match(res.headers.get("ratelimit") ?? "", /^"trial-global";r=0;t=\d+$/);
          refusedGlobal++;
          continue;
        }
        await res.body?.cancel();
      }
    }
    assert.equal(ok, 150);
    assert.equal(refusedGlobal, 10);
    const consistency = await postJson(`${server.url}/consistency`, { urls: ["http://127.0.0.1:1/a", "http://127.0.0.1:1/b"] }, { "x-forwarded-for": "203.0.113.200" });
    assert.equal(consistency.status, 429);
    assert.equal((await json(consistency)).limit.name, "trial-global");
    const payable = await postJson(`${server.url}/payable`, { url: "http://127.0.0.1:1/paid" }, { "x-forwarded-for": "203.0.113.200" });
    assert.equal(payable.status, 200);
    await payable.body?.cancel();
  });
});

describe("trial rate limits: a peer that is not a trusted proxy", () => {
  let server: TrialServer;
  before(async () => {
    // Proxies are trusted, but the test client (127.0.0.1) is not one of them.
    server = await startTrial({ TRUST_PROXY: "10.0.0.0/8,127.0.0.2" }, new ScriptedEngine(uncertain));
  });
  after(() => server.close());

  it("ignores its X-Forwarded-For entirely", async () => {
    for (let i = 0; i < 6; i++) assert.equal((await scanAs(server, `198.51.100.${i}`)).status, 200);
    assert.equal((await scanAs(server, "198.51.100.99")).status, 429);
    assert.equal((await scanAs(server, "10.0.0.1, 198.51.100.98")).status, 429);
  });
});

describe("client address resolution", () => {
  const trust = new TrustList(["10.0.0.0/8", "192.168.1.1"]);
  it("walks X-Forwarded-For right to left through trusted hops only", () => {
    assert.equal(resolveClient("10.0.0.5", "6.6.6.6, 203.0.113.7", trust).host, "203.0.113.7");
    assert.equal(resolveClient("10.0.0.5", "6.6.6.6, 203.0.113.7, 192.168.1.1", trust).host, "203.0.113.7");
    assert.equal(resolveClient("10.0.0.5", "10.1.1.1, 10.2.2.2", trust).host, "10.1.1.1");
    assert.equal(resolveClient("203.0.113.9", "1.2.3.4", trust).host, "203.0.113.9");
    assert.equal(resolveClient("::ffff:10.0.0.5", "203.0.113.7", trust).host, "203.0.113.7");
    assert.equal(resolveClient("::ffff:203.0.113.9", null, trust).host, "203.0.113.9");
    assert.equal(resolveClient("10.0.0.5", "not-an-ip, 203.0.113.7", trust).host, "203.0.113.7");
    assert.equal(resolveClient("10.0.0.5", "203.0.113.7, not-an-ip", trust).host, "10.0.0.5");
    assert.equal(resolveClient(null, "203.0.113.7", trust).host, "unknown");
    assert.equal(resolveClient("2001:db8:aa:bb:1:2:3:4", null, trust).host, "2001:db8:aa:bb::/64");
  });
  it("gives IPv6 clients their /64 and the /48 it belongs to; IPv4 (also IPv4-mapped) is one address", () => {
    assert.deepEqual(clientKeyOf("2001:db8:aa:bb:1:2:3:4"), { host: "2001:db8:aa:bb::/64", network: "2001:db8:aa::/48" });
    assert.deepEqual(clientKeyOf("2001:db8:aa:ffff::9"), { host: "2001:db8:aa:ffff::/64", network: "2001:db8:aa::/48" });
    assert.deepEqual(clientKeyOf("::ffff:203.0.113.9"), { host: "203.0.113.9", network: null });
    assert.deepEqual(clientKeyOf("203.0.113.9"), { host: "203.0.113.9", network: null });
    assert.deepEqual(clientKeyOf("garbage"), { host: "unknown", network: null });
    assert.deepEqual(resolveClient("10.0.0.5", "2001:db8:1:2::7", trust), { host: "2001:db8:1:2::/64", network: "2001:db8:1::/48" });
  });
  it("refuses a TRUST_PROXY entry that is not an address", () => {
    assert.throws(() => new TrustList(["proxy.internal"]), /TRUST_PROXY entry "proxy.internal"/);
  });
});
