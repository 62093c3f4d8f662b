import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { createSafeFetcher, FetchFailedError, FetchRefusedError, type SafeFetcher } from "../src/net/index.js";
import { startFixture, standardRoutes, type Fixture } from "./net-fixture.js";

let fixture: Fixture;
let forbidden: Fixture;
let fetcher: SafeFetcher;
const publicNames: Record<string, string[]> = {};

before(async () => {
  fixture = await startFixture("127.0.0.2", standardRoutes);
  forbidden = await startFixture("127.0.0.1", standardRoutes);
  publicNames["localhost"] = ["127.0.0.1", "::1"];
  publicNames["www.example.test"] = ["127.0.0.2"]; // a "public" name, simulated: resolves to the allowed fixture
  fetcher = createSafeFetcher({
    allow: ["127.0.0.2"],
    resolve: async (name) => {
      const answer = publicNames[name];
      if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return answer;
    },
  });
});

after(async () => {
  await fetcher.close();
  await Promise.all([fixture.close(), forbidden.close()]);
});

async function rejectsWith<T extends Error>(p: Promise<unknown>, cls: new (...a: never[]) => T, check: (e: T) => void): Promise<T> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof cls, `expected ${cls.name}, got ${(err as Error)?.name}: ${(err as Error)?.message}`);
    check(err);
    return err;
  }
  assert.fail(`expected ${cls.name}, but the fetch succeeded`);
}

describe("safe fetch: a normal page", () => {
  it("fetches the allowed fixture with body, hash, hops, time and headers", async () => {
    const before = Date.now();
    const res = await fetcher.fetch(`${fixture.base}/page`);
    assert.equal(res.status, 200);
    assert.equal(res.text(), `<p>Hello from 127.0.0.2 as 127.0.0.2:${fixture.port}</p>`);
    assert.equal(res.bytes, res.body.length);
    assert.equal(res.sha256, createHash("sha256").update(res.body).digest("hex"));
    assert.deepEqual(res.hops, [`${fixture.base}/page`]);
    assert.equal(res.url, `${fixture.base}/page`);
    assert.equal(res.contentType, "text/html; charset=utf-8");
    assert.equal(res.headers["content-type"], "text/html; charset=utf-8");
    assert.ok(Date.parse(res.fetchedAt) >= before - 1000);
    assert.match(res.fetchedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("sends a clear bot User-Agent, never the caller's Host, and keeps Host for a pinned name", async () => {
    const res = await fetcher.fetch(`http://www.example.test:${fixture.port}/echo`);
    const echo = JSON.parse(res.text());
    assert.equal(echo.headers["user-agent"], "Verity/0.1 (+fact-check; bot)");
    assert.equal(echo.headers.host, `www.example.test:${fixture.port}`);
    assert.match(echo.headers["accept-encoding"], /gzip/);
    const custom = await fetcher.fetch(`${fixture.base}/echo`, { headers: { "User-Agent": "custom/1", "X-Test": "yes" } });
    assert.equal(JSON.parse(custom.text()).headers["user-agent"], "custom/1");
    assert.equal(JSON.parse(custom.text()).headers["x-test"], "yes");
    await assert.rejects(fetcher.fetch(`${fixture.base}/echo`, { headers: { Host: "evil.test" } }), TypeError);
    await assert.rejects(fetcher.fetch(`${fixture.base}/echo`, { headers: { "x-a": "b\r\nx-injected: 1" } }), TypeError);
  });

  it("POSTs a body and returns non-2xx statuses as responses", async () => {
    const res = await fetcher.fetch(`${fixture.base}/echo`, { method: "POST", body: '{"a":1}', headers: { "content-type": "application/json" } });
    const echo = JSON.parse(res.text());
    assert.equal(echo.method, "POST");
    assert.equal(echo.body, '{"a":1}');
    const missing = await fetcher.fetch(`${fixture.base}/status-404`);
    assert.equal(missing.status, 404);
    const head = await fetcher.fetch(`${fixture.base}/page`, { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.bytes, 0);
  });

  it("decodes gzip, deflate and br and hashes the decoded body", async () => {
    assert.equal((await fetcher.fetch(`${fixture.base}/gzip`)).text(), "<p>compressed café</p>");
    assert.equal((await fetcher.fetch(`${fixture.base}/deflate`)).text(), "deflated text");
    const br = await fetcher.fetch(`${fixture.base}/br`);
    assert.equal(br.text(), "brotli text");
    assert.equal(br.sha256, createHash("sha256").update("brotli text").digest("hex"));
  });

  it("handles 30 concurrent fetches, allowed and refused mixed, each with the right outcome", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => fetcher.fetch(i % 3 === 0 ? `${forbidden.base}/page` : `${fixture.base}/page?i=${i}`)),
    );
    results.forEach((r, i) => {
      if (i % 3 === 0) assert.ok(r.status === "rejected" && r.reason instanceof FetchRefusedError && r.reason.reason === "address");
      else assert.ok(r.status === "fulfilled" && r.value.status === 200);
    });
    assert.equal(forbidden.hits, 0);
  });
});

describe("safe fetch: redirects", () => {
  it("follows a relative Location against the hop and lists every hop", async () => {
    const res = await fetcher.fetch(`${fixture.base}/redirect?to=${encodeURIComponent("chain?n=2")}`);
    assert.equal(res.text(), "end of chain");
    assert.deepEqual(res.hops, [
      `${fixture.base}/redirect?to=chain%3Fn%3D2`,
      `${fixture.base}/chain?n=2`,
      `${fixture.base}/chain?n=1`,
      `${fixture.base}/chain?n=0`,
    ]);
  });

  it("allows 5 redirects by default and refuses the 6th; maxRedirects 0 refuses any", async () => {
    assert.equal((await fetcher.fetch(`${fixture.base}/chain?n=5`)).hops.length, 6);
    await rejectsWith(fetcher.fetch(`${fixture.base}/chain?n=6`), FetchRefusedError, (e) => assert.equal(e.reason, "too-many-redirects"));
    await rejectsWith(fetcher.fetch(`${fixture.base}/chain?n=1`, { maxRedirects: 0 }), FetchRefusedError, (e) => assert.equal(e.reason, "too-many-redirects"));
    await rejectsWith(fetcher.fetch(`${fixture.base}/loop`), FetchRefusedError, (e) => assert.equal(e.reason, "too-many-redirects"));
  });

  it("refuses a redirect to loopback 127.0.0.1, file:, gopher:, data: and userinfo, naming the refused hop", async () => {
    const to = (target: string, status = 302) => `${fixture.base}/redirect?status=${status}&to=${encodeURIComponent(target)}`;
    await rejectsWith(fetcher.fetch(to(`${forbidden.base}/page`)), FetchRefusedError, (e) => {
      assert.equal(e.reason, "address");
      assert.equal(e.url, `${forbidden.base}/page`);
    });
    await rejectsWith(fetcher.fetch(to(`http://localhost:${forbidden.port}/page`, 307)), FetchRefusedError, (e) => assert.equal(e.reason, "address"));
    await rejectsWith(fetcher.fetch(to("file:///etc/passwd")), FetchRefusedError, (e) => {
      assert.equal(e.reason, "scheme");
      assert.equal(e.url, "file:///etc/passwd");
    });
    await rejectsWith(fetcher.fetch(to(`gopher://127.0.0.2:${fixture.port}/_GET`, 301)), FetchRefusedError, (e) => assert.equal(e.reason, "scheme"));
    await rejectsWith(fetcher.fetch(to("data:text/html,<p>x</p>", 308)), FetchRefusedError, (e) => assert.equal(e.reason, "scheme"));
    await rejectsWith(fetcher.fetch(to(`http://u:p@127.0.0.2:${fixture.port}/page`)), FetchRefusedError, (e) => assert.equal(e.reason, "userinfo"));
    await rejectsWith(fetcher.fetch(to("http://[::1")), FetchRefusedError, (e) => assert.equal(e.reason, "invalid-url"));
    assert.equal(forbidden.hits, 0);
  });

  it("303 and POST→302 become GET without body; 307 keeps POST and body", async () => {
    const post = { method: "POST" as const, body: "payload", headers: { "content-type": "text/plain" } };
    for (const status of [303, 302, 301]) {
      const echo = JSON.parse((await fetcher.fetch(`${fixture.base}/redirect?status=${status}&to=/echo`, post)).text());
      assert.equal(echo.method, "GET", `status ${status}`);
      assert.equal(echo.body, "");
      assert.equal(echo.headers["content-type"], undefined);
    }
    for (const status of [307, 308]) {
      const echo = JSON.parse((await fetcher.fetch(`${fixture.base}/redirect?status=${status}&to=/echo`, post)).text());
      assert.equal(echo.method, "POST");
      assert.equal(echo.body, "payload");
    }
  });

  it("drops credentials on a cross-origin hop and keeps them on the same origin", async () => {
    const headers = { authorization: "Bearer secret", cookie: "a=b" };
    const same = JSON.parse((await fetcher.fetch(`${fixture.base}/redirect?to=/echo`, { headers })).text());
    assert.equal(same.headers.authorization, "Bearer secret");
    const cross = await fetcher.fetch(`${fixture.base}/redirect?to=${encodeURIComponent(`http://www.example.test:${fixture.port}/echo`)}`, { headers });
    const echo = JSON.parse(cross.text());
    assert.equal(echo.headers.authorization, undefined);
    assert.equal(echo.headers.cookie, undefined);
    assert.equal(echo.headers.host, `www.example.test:${fixture.port}`);
  });

  it("never reads a redirect body against the caps, and returns a 3xx without Location as is", async () => {
    const res = await fetcher.fetch(`${fixture.base}/redirect-big-body`, { maxBytes: 1024 });
    assert.match(res.text(), /Hello/);
    const plain = await fetcher.fetch(`${fixture.base}/no-location`);
    assert.equal(plain.status, 302);
    assert.equal(plain.text(), "no location here");
  });
});

describe("safe fetch: caps, deadline, content type, encoding", () => {
  it("refuses a body over the cap, streamed or declared", async () => {
    await rejectsWith(fetcher.fetch(`${fixture.base}/big`, { maxBytes: 1024 * 1024 }), FetchFailedError, (e) => assert.equal(e.kind, "too-large"));
    await rejectsWith(fetcher.fetch(`${fixture.base}/big-declared`, { maxBytes: 1024 * 1024 }), FetchFailedError, (e) => {
      assert.equal(e.kind, "too-large");
      assert.match(e.message, /content-length/);
    });
    assert.equal((await fetcher.fetch(`${fixture.base}/big`, { maxBytes: 4 * 1024 * 1024 })).bytes, 2 * 1024 * 1024);
  });

  it("stops a gzip bomb and a brotli bomb at the decoded cap", async () => {
    const rssBefore = process.memoryUsage().rss;
    await rejectsWith(fetcher.fetch(`${fixture.base}/gzip-bomb`, { maxBytes: 1024 * 1024 }), FetchFailedError, (e) => {
      assert.equal(e.kind, "too-large");
      assert.match(e.message, /after decoding/);
    });
    await rejectsWith(fetcher.fetch(`${fixture.base}/br-bomb`, { maxBytes: 1024 * 1024 }), FetchFailedError, (e) => assert.equal(e.kind, "too-large"));
    assert.ok(process.memoryUsage().rss - rssBefore < 48 * 1024 * 1024, "the bomb was not inflated in memory");
  });

  it("applies the raw cap to compressed bytes on the wire", async () => {
    await rejectsWith(fetcher.fetch(`${fixture.base}/gzip-bomb`, { maxBytes: 1 << 30, maxRawBytes: 8 * 1024 }), FetchFailedError, (e) => {
      assert.equal(e.kind, "too-large");
      assert.match(e.message, /on the wire|content-length/);
    });
  });

  it("aborts a trickling body and a stalled server at the total deadline", async () => {
    await rejectsWith(fetcher.fetch(`${fixture.base}/trickle`, { timeoutMs: 400 }), FetchFailedError, (e) => assert.equal(e.kind, "timeout"));
    await rejectsWith(fetcher.fetch(`${fixture.base}/stall`, { timeoutMs: 300 }), FetchFailedError, (e) => assert.equal(e.kind, "timeout"));
  });

  it("re-throws the caller's abort reason when the caller aborts", async () => {
    const controller = new AbortController();
    const p = fetcher.fetch(`${fixture.base}/stall`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("caller gave up")), 50);
    await assert.rejects(p, /caller gave up/);
  });

  it("refuses content types outside the allowlist, including a missing one", async () => {
    const html = { allowedContentTypes: ["text/html", "application/xhtml+xml"] };
    await rejectsWith(fetcher.fetch(`${fixture.base}/pdf`, html), FetchFailedError, (e) => assert.equal(e.kind, "content-type"));
    await rejectsWith(fetcher.fetch(`${fixture.base}/no-type`, html), FetchFailedError, (e) => assert.equal(e.kind, "content-type"));
    assert.equal((await fetcher.fetch(`${fixture.base}/page`, html)).status, 200);
  });

  it("refuses unknown and corrupt content encodings", async () => {
    await rejectsWith(fetcher.fetch(`${fixture.base}/zstd`), FetchFailedError, (e) => assert.equal(e.kind, "encoding"));
    await rejectsWith(fetcher.fetch(`${fixture.base}/bad-gzip`), FetchFailedError, (e) => assert.equal(e.kind, "encoding"));
  });

  it("decodes text with the header charset, then <meta charset>, then a BOM, else UTF-8", async () => {
    assert.equal((await fetcher.fetch(`${fixture.base}/latin1`)).text(), "<p>café \u201cq\u201d");
    assert.equal((await fetcher.fetch(`${fixture.base}/meta-sjis`)).text(), "<meta charset=shift_jis><p>日本</p>");
    assert.equal((await fetcher.fetch(`${fixture.base}/utf16-bom`)).text(), "héllo");
    assert.equal((await fetcher.fetch(`${fixture.base}/bogus-charset`)).text(), "naïve");
  });

  it("reports a closed port as a connect failure and an unknown name as a DNS failure", async () => {
    const gone = await startFixture("127.0.0.2", standardRoutes);
    await gone.close();
    await rejectsWith(fetcher.fetch(`${gone.base}/page`), FetchFailedError, (e) => assert.equal(e.kind, "connect"));
    await rejectsWith(fetcher.fetch(`http://nowhere.example.test:${fixture.port}/`), FetchFailedError, (e) => assert.equal(e.kind, "dns"));
  });

  it("never routes through HTTP_PROXY / HTTPS_PROXY / ALL_PROXY from the environment", async () => {
    const proxy = await startFixture("127.0.0.1", standardRoutes);
    const saved = { ...process.env };
    try {
      for (const k of ["HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY"]) process.env[k] = proxy.base;
      const f = createSafeFetcher({ allow: ["127.0.0.2"] });
      const res = await f.fetch(`${fixture.base}/page`);
      await f.close();
      assert.match(res.text(), /Hello from 127\.0\.0\.2/);
      assert.equal(proxy.hits, 0);
    } finally {
      for (const k of ["HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY"]) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      await proxy.close();
    }
  });

  it("reads an empty compressed body (HEAD) as empty, not as an encoding error", async () => {
    const head = await fetcher.fetch(`${fixture.base}/gzip`, { method: "HEAD" });
    assert.equal(head.bytes, 0);
  });

  it("refuses every request after close()", async () => {
    const f = createSafeFetcher({ allow: ["127.0.0.2"] });
    await f.close();
    await rejectsWith(f.fetch(`${fixture.base}/page`), FetchFailedError, (e) => assert.equal(e.kind, "network"));
  });

  it("rejects bad options clearly", async () => {
    await assert.rejects(fetcher.fetch(`${fixture.base}/page`, { timeoutMs: -1 }), TypeError);
    await assert.rejects(fetcher.fetch(`${fixture.base}/page`, { maxBytes: Number.NaN }), TypeError);
    await assert.rejects(fetcher.fetch(`${fixture.base}/page`, { method: "DELETE" as "GET" }), TypeError);
    assert.throws(() => createSafeFetcher({ allow: ["not a host!"] }), TypeError);
  });
});
