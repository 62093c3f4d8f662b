/**
 * Issue 11 item 5, as an attacker runs it: nobody can drain the free quotas for everyone else.
 *  - Calls whose targets are refused before any work (non-public address, name resolving to one, scheme,
 *    userinfo) do not count against the global ceilings; calls that do work still do.
 *  - Rotating IPv6 /64s (or addresses) of one /48 does not multiply the per-client allowance.
 * Two app nodes share a REAL redis-server, as two nodes of one deployment would; clients are told apart by the
 * X-Forwarded-For our trusted proxy (127.0.0.1) appends.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { createSafeFetcher, type SafeFetcher } from "../src/net/index.js";
import { GLOBAL_PER_HOUR, NETWORK_FACTOR, PAYABLE_GLOBAL_PER_HOUR, PER_CLIENT_PER_HOUR } from "../src/trial/rateLimit.js";
import { RedisStore } from "../src/store/redis.js";
import { redisServerAvailable, startRedisServer, type RedisProcess } from "./support/redisServer.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const NO_CLAIMS = { text: "Is this a question? Do you think so?" };
const engine = () => new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] }));
/** DNS as the attacker arranges it: names that resolve to internal addresses. */
const DNS: Record<string, string[]> = {
  "intranet.example.test": ["10.9.8.7"],
  "metadata.example.test": ["169.254.169.254"],
  "localhost": ["127.0.0.1"],
};

describe("free quotas cannot be drained by others (real Redis, two nodes)", { skip: redisServerAvailable ? false : "redis-server not installed" }, () => {
  let redis: RedisProcess;
  let nodes: TrialServer[] = [];
  let stores: RedisStore[] = [];
  let fetchers: SafeFetcher[] = [];
  let pages: http.Server;
  let pagesBase = "";
  let sent = 0;
  let prefix = 0;

  /** A fresh deployment: two nodes on one Redis with a new key prefix, so each test starts with empty counters. */
  async function deploy(): Promise<void> {
    await teardown();
    const keyPrefix = `drain-${prefix++}:`;
    stores = [new RedisStore(redis.url, keyPrefix), new RedisStore(redis.url, keyPrefix)];
    fetchers = stores.map(() =>
      createSafeFetcher({
        allow: ["127.0.0.2"],
        resolve: async (name) => {
          const answer = DNS[name];
          if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
          return answer;
        },
      }),
    );
    nodes = await Promise.all(stores.map((store, i) => startTrial({ TRUST_PROXY: "127.0.0.1" }, engine(), { store, fetcher: fetchers[i]! })));
  }

  async function teardown(): Promise<void> {
    await Promise.all(nodes.map((n) => n.close()));
    await Promise.all([...stores.map((s) => s.close()), ...fetchers.map((f) => f.close())]);
    nodes = [];
  }

  const call = (path: string, body: unknown, client: string) =>
    postJson(`${nodes[sent++ % nodes.length]!.url}${path}`, body, { "x-forwarded-for": client });

  before(async () => {
    redis = await startRedisServer();
    pages = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html" }).end(`<p>The museum has ${req.url === "/a" ? 120 : 140} rooms.</p>`);
    });
    await new Promise<void>((r) => pages.listen(0, "127.0.0.2", () => r()));
    pagesBase = `http://127.0.0.2:${(pages.address() as AddressInfo).port}`;
  });
  after(async () => {
    await teardown();
    await redis?.stop();
    await new Promise<void>((r) => (pages ? pages.close(() => r()) : r()));
  });

  it("200 refused calls from 200 clients leave the whole global ceiling to callers who do work", async () => {
    await deploy();
    const refusedTargets: { path: string; body: unknown; check: (report: any) => void }[] = [
      { path: "/consistency", body: { urls: ["http://127.0.0.1/a", "http://127.0.0.1/b"] }, check: (r) => assert.match(r.sources[0].error.kind, /^refused:address$/) },
      { path: "/consistency", body: { urls: ["http://intranet.example.test/a", "http://intranet.example.test/b"] }, check: (r) => assert.equal(r.sources[1].error.kind, "refused:address") },
      { path: "/consistency", body: { urls: ["http://u:p@metadata.example.test/a", "http://metadata.example.test/b"] }, check: (r) => assert.deepEqual(r.sources.map((s: any) => s.error.kind), ["refused:userinfo", "refused:address"]) },
      { path: "/payable", body: { url: "http://10.0.0.1/paid" }, check: (r) => assert.deepEqual(r.findings.map((f: any) => f.code), ["fetch_refused_address"]) },
      { path: "/payable", body: { url: "ftp://127.0.0.2/paid" }, check: (r) => assert.deepEqual(r.findings.map((f: any) => f.code), ["fetch_refused_scheme"]) },
      { path: "/payable", body: { url: "http://localhost:9/paid" }, check: (r) => assert.equal(r.verdict, "refused") },
    ];
    // Enough refused calls to empty both ceilings on e1e29bf (150 scan+consistency, payable had none).
    const attackers = Math.max(GLOBAL_PER_HOUR, PAYABLE_GLOBAL_PER_HOUR) + 50;
    for (let i = 0; i < attackers; i++) {
      const t = refusedTargets[i % refusedTargets.length]!;
      const res = await call(t.path, t.body, `198.51.${100 + (i >> 8)}.${i & 255}`);
      assert.equal(res.status, 200, await res.clone().text());
      t.check(await json(res));
    }
    // The ceiling is still whole: exactly GLOBAL_PER_HOUR calls that do work pass (scans and a real contradiction
    // check), then the next one meets the global 429.
    const clientsNeeded = Math.ceil(GLOBAL_PER_HOUR / PER_CLIENT_PER_HOUR.scan) + 1;
    let passed = 0;
    const consistency = await call("/consistency", { urls: [`${pagesBase}/a`, `${pagesBase}/b`] }, "203.0.113.250");
    assert.equal(consistency.status, 200);
    assert.equal((await json(consistency)).contradictions.length, 1);
    passed++;
    let global429: any = null;
    for (let c = 0; c < clientsNeeded && global429 === null; c++) {
      for (let i = 0; i < PER_CLIENT_PER_HOUR.scan && global429 === null; i++) {
        const res = await call("/scan", NO_CLAIMS, `203.0.113.${c}`);
        if (res.status === 429) global429 = await json(res);
        else {
          assert.equal(res.status, 200);
          await res.body?.cancel();
          passed++;
        }
      }
    }
    assert.equal(passed, GLOBAL_PER_HOUR);
    assert.equal(global429?.limit.name, "trial-global");
  });

  it("refused payability checks leave payable's own ceiling whole; checks that contact a host count", async () => {
    await deploy();
    for (let i = 0; i < PAYABLE_GLOBAL_PER_HOUR + 20; i++) {
      const res = await call("/payable", { url: `http://intranet.example.test/p${i}` }, `198.51.100.${i % 250}`);
      assert.equal(res.status, 200);
      assert.equal((await json(res)).verdict, "refused");
    }
    let passed = 0;
    let last: any = null;
    for (let i = 0; passed < PAYABLE_GLOBAL_PER_HOUR + 1 && last === null; i++) {
      const res = await call("/payable", { url: `${pagesBase}/a` }, `203.0.${113 + (i >> 8)}.${i & 255}`);
      if (res.status === 429) last = await json(res);
      else {
        assert.equal((await json(res)).verdict, "not-gated");
        passed++;
      }
    }
    assert.equal(passed, PAYABLE_GLOBAL_PER_HOUR);
    assert.equal(last.limit.name, "payable-global");
    assert.equal(last.limit.quota, PAYABLE_GLOBAL_PER_HOUR);
  });

  it("48 /64s of one IPv6 /48 share NETWORK_FACTOR times one client's allowance, not 48 times", async () => {
    await deploy();
    // The attack: 3 refused contradiction checks from each of 48 /64s of 2001:db8:77::/48 (144 calls).
    const outcomes = { ok: 0, network: 0, other: [] as string[] };
    for (let net = 0; net < 48; net++) {
      for (let i = 0; i < PER_CLIENT_PER_HOUR.consistency; i++) {
        const res = await call("/consistency", { urls: ["http://127.0.0.1/a", "http://127.0.0.1/b"] }, `2001:db8:77:${net.toString(16)}::${i + 1}`);
        const body = await json(res);
        if (res.status === 200) outcomes.ok++;
        else if (res.status === 429 && body.limit.name === "consistency-per-network") outcomes.network++;
        else outcomes.other.push(`${res.status} ${JSON.stringify(body)}`);
      }
    }
    assert.deepEqual(outcomes.other, []);
    assert.equal(outcomes.ok, PER_CLIENT_PER_HOUR.consistency * NETWORK_FACTOR);
    assert.equal(outcomes.network, 48 * PER_CLIENT_PER_HOUR.consistency - outcomes.ok);

    // Scans the same way: rotating single addresses inside one /64 is one client; /64s of the /48 share 4x.
    let scans = 0;
    let refusal: any = null;
    for (let i = 0; i < 60 && refusal === null; i++) {
      const res = await call("/scan", NO_CLAIMS, `2001:db8:77:${(i % 48).toString(16)}:${i}::1`);
      if (res.status === 200) {
        scans++;
        await res.body?.cancel();
      } else refusal = { status: res.status, headers: res.headers, body: await json(res) };
    }
    assert.equal(scans, PER_CLIENT_PER_HOUR.scan * NETWORK_FACTOR);
    assert.equal(refusal.status, 429);
    assert.equal(refusal.body.limit.name, "scan-per-network");
    assert.equal(refusal.body.limit.scope, "network");
    assert.equal(refusal.body.limit.quota, PER_CLIENT_PER_HOUR.scan * NETWORK_FACTOR);
    assert.ok(Number(refusal.headers.get("retry-after")) > 0);
    assert.match(refusal.headers.get("ratelimit-policy"), /"scan-per-client";q=6;w=3600, "scan-per-network";q=24;w=3600, "trial-global";q=150;w=3600/);
    // Another /48 is another network.
    const other = await call("/scan", NO_CLAIMS, "2001:db8:78:1::1");
    assert.equal(other.status, 200);
    await other.body?.cancel();
  });
});
