/**
 * The SSRF bypass suite. Every hostile target that is on loopback is fetched through the full pipeline against a
 * real listener on 127.0.0.1 that counts hits (it must stay at 0). Non-loopback targets (metadata, private, ULA...)
 * are checked through checkedAddress, the exact function the connector runs before it opens any socket, so no test
 * ever sends a packet off loopback.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { checkedAddress, AddressRefusal } from "../src/net/connector.js";
import { createSafeFetcher, FetchFailedError, FetchRefusedError, parseNetAllow, type SafeFetcher } from "../src/net/index.js";
import { startFixture, standardRoutes, type Fixture } from "./net-fixture.js";

let fixture: Fixture;
let forbidden: Fixture;
let fetcher: SafeFetcher; // system resolver (only ever asked for "localhost", answered from /etc/hosts)
const extra: SafeFetcher[] = [];

before(async () => {
  fixture = await startFixture("127.0.0.2", standardRoutes);
  forbidden = await startFixture("127.0.0.1", standardRoutes);
  fetcher = createSafeFetcher({ allow: ["127.0.0.2"] });
});

after(async () => {
  assert.equal(forbidden.hits, 0, "no request may ever reach the refused 127.0.0.1 listener");
  await Promise.all([fetcher.close(), ...extra.map((f) => f.close())]);
  await Promise.all([fixture.close(), forbidden.close()]);
});

function withResolver(resolve: (name: string) => Promise<string[]>, allow: string[] = ["127.0.0.2"], connectTimeoutMs?: number): SafeFetcher {
  const f = createSafeFetcher({ allow, resolve, connectTimeoutMs });
  extra.push(f);
  return f;
}

async function refused(p: Promise<unknown>, reason: FetchRefusedError["reason"]): Promise<FetchRefusedError> {
  const err = await p.then(
    () => assert.fail("expected a refusal, the fetch succeeded"),
    (e: unknown) => e,
  );
  assert.ok(err instanceof FetchRefusedError, `expected FetchRefusedError, got ${(err as Error).name}: ${(err as Error).message}`);
  assert.equal(err.reason, reason, err.message);
  return err;
}

async function failed(p: Promise<unknown>, kind: FetchFailedError["kind"]): Promise<FetchFailedError> {
  const err = await p.then(
    () => assert.fail("expected a failure, the fetch succeeded"),
    (e: unknown) => e,
  );
  assert.ok(err instanceof FetchFailedError, `expected FetchFailedError, got ${(err as Error).name}: ${(err as Error).message}`);
  assert.equal(err.kind, kind, err.message);
  return err;
}

describe("SSRF: the allowed fixture is reachable, loopback 127.0.0.1 is not", () => {
  it("fetches 127.0.0.2 (allowed by policy) but refuses 127.0.0.1 (loopback)", async () => {
    assert.equal((await fetcher.fetch(`${fixture.base}/page`)).status, 200);
    await refused(fetcher.fetch(`${forbidden.base}/page`), "address");
  });
});

describe("SSRF: IP literal spellings of loopback and unspecified", () => {
  const hosts = [
    "127.0.0.1", "2130706433", "0x7f.1", "0177.0.0.1", "127.1", "0x7f000001", "127.000.000.001", "017700000001",
    "%31%32%37.0.0.1", "\u2460\u2461\u2466.0.0.1", "127\u30020\u30020\u30021", "127.255.255.254",
    "0.0.0.0", "0", "[::]", "[::1]", "[::ffff:127.0.0.1]", "[0:0:0:0:0:ffff:7f00:1]", "[::127.0.0.1]", "[::ffff:0.0.0.0]",
    "localhost", "LOCALHOST", "LocalHost",
  ];
  for (const host of hosts) {
    it(`refuses http://${host}:PORT/`, async () => {
      const err = await refused(fetcher.fetch(`http://${host}:${forbidden.port}/page`), "address");
      assert.match(err.message, /(is not a public address|resolves to a non-public address)$/);
    });
  }

  it("drains the bounded system-DNS queue under 12 concurrent lookups", async () => {
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => fetcher.fetch(`http://localhost:${forbidden.port}/page`)));
    assert.ok(results.every((r) => r.status === "rejected" && r.reason instanceof FetchRefusedError && r.reason.reason === "address"));
  });

  it("refuses localhost. (trailing dot) as the resolver answers it", async () => {
    const f = withResolver(async (name) => (name.replace(/\.$/, "") === "localhost" ? ["127.0.0.1", "::1"] : []));
    await refused(f.fetch(`http://localhost.:${forbidden.port}/page`), "address");
    await refused(f.fetch(`http://LOCALHOST.:${forbidden.port}/page`), "address");
  });
});

describe("SSRF: URL tricks", () => {
  it("refuses userinfo in every form", async () => {
    await refused(fetcher.fetch(`http://user:pass@127.0.0.2:${fixture.port}/page`), "userinfo");
    await refused(fetcher.fetch(`http://a@127.0.0.1:${forbidden.port}/`), "userinfo");
    await refused(fetcher.fetch(`http://user:pass@evil@127.0.0.1:${forbidden.port}/`), "userinfo");
    // an empty userinfo ("http://:@host") parses to no userinfo at all; the host is still checked
    await refused(fetcher.fetch(`http://:@127.0.0.1:${forbidden.port}/`), "address");
  });

  it("uses one parser: the host WHATWG sees is the host we check and connect to", async () => {
    // backslash ends the authority for http: the host is 127.0.0.1, not 127.0.0.2
    await refused(fetcher.fetch(`http://127.0.0.1:${forbidden.port}\\@127.0.0.2/`), "address");
    // "#@" puts 127.0.0.1 in the fragment: the host really is the allowed fixture
    const res = await fetcher.fetch(`http://127.0.0.2:${fixture.port}/page#@127.0.0.1:${forbidden.port}/`);
    assert.match(res.text(), /Hello from 127\.0\.0\.2/);
  });

  it("refuses other schemes", async () => {
    for (const url of ["file:///etc/passwd", `gopher://127.0.0.2:${fixture.port}/_x`, "ftp://127.0.0.2/", `ws://127.0.0.2:${fixture.port}/`, "data:text/plain,hi", "javascript:alert(1)", "dict://127.0.0.1:11211/stat"]) {
      await refused(fetcher.fetch(url), "scheme");
    }
  });

  it("refuses malformed URLs", async () => {
    for (const url of ["", "http://", "not a url", "//127.0.0.2/", "http://[fe80::1%25eth0]/", "http://[::1"]) {
      await refused(fetcher.fetch(url), "invalid-url");
    }
  });
});

describe("SSRF: DNS answers", () => {
  it("refuses the rebinding turn when answers alternate between allowed and refused", async () => {
    let calls = 0;
    const f = withResolver(async () => (calls++ % 2 === 0 ? ["127.0.0.2"] : ["127.0.0.1"]));
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      outcomes.push(await f.fetch(`http://rebind.test:${fixture.port}/page`).then(
        (r) => r.text(),
        (e: unknown) => (e instanceof FetchRefusedError ? `refused:${e.reason}` : `other:${(e as Error).message}`),
      ));
    }
    assert.deepEqual(outcomes, [
      `<p>Hello from 127.0.0.2 as rebind.test:${fixture.port}</p>`, "refused:address",
      `<p>Hello from 127.0.0.2 as rebind.test:${fixture.port}</p>`, "refused:address",
    ]);
    assert.equal(calls, 4, "one resolution per new connection");
  });

  it("pins the connection to the address it checked (no second lookup between check and connect)", async () => {
    let calls = 0;
    const f = withResolver(async () => (calls++ === 0 ? ["127.0.0.2"] : ["127.0.0.1"]));
    const res = await f.fetch(`http://pinned.test:${fixture.port}/page`);
    assert.equal(res.text(), `<p>Hello from 127.0.0.2 as pinned.test:${fixture.port}</p>`);
    assert.equal(calls, 1);
  });

  it("checks IP literals without asking the resolver (lookup is never called for them)", async () => {
    let calls = 0;
    const f = withResolver(async () => {
      calls++;
      return ["127.0.0.2"];
    });
    assert.equal((await f.fetch(`${fixture.base}/page`)).status, 200);
    await refused(f.fetch(`http://2130706433:${forbidden.port}/page`), "address");
    await refused(f.fetch(`http://[::ffff:127.0.0.1]:${forbidden.port}/page`), "address");
    assert.equal(calls, 0);
  });

  it("refuses a mixed answer set if any answer is refused, whatever its order", async () => {
    for (const answers of [["127.0.0.2", "127.0.0.1"], ["127.0.0.1", "127.0.0.2"], ["127.0.0.2", "169.254.169.254"], ["127.0.0.2", "::ffff:127.0.0.1"]]) {
      const f = withResolver(async () => answers);
      await refused(f.fetch(`http://mixed.test:${fixture.port}/page`), "address");
    }
  });

  it("refuses answers that are not canonical IP literals", async () => {
    for (const answer of ["0x7f.1", "127.1", "not-an-ip", "2130706433"]) {
      const f = withResolver(async () => [answer]);
      const err = await refused(f.fetch(`http://odd.test:${fixture.port}/page`), "address");
      assert.equal(err.message, "odd.test resolves to a non-public address");
    }
  });

  it("reports empty, failing and hanging resolvers as DNS failures", async () => {
    await failed(withResolver(async () => []).fetch(`http://empty.test:${fixture.port}/`), "dns");
    await failed(withResolver(async () => { throw Object.assign(new Error("boom"), { code: "ENOTFOUND" }); }).fetch(`http://nx.test:${fixture.port}/`), "dns");
    const hang = withResolver(() => new Promise<string[]>(() => {}), ["127.0.0.2"], 150);
    await failed(hang.fetch(`http://slow-dns.test:${fixture.port}/`, { timeoutMs: 5_000 }), "dns");
  });

  it("refuses a redirect to a name that resolves to loopback", async () => {
    const f = withResolver(async (name) => (name === "www.example.test" ? ["127.0.0.2"] : ["127.0.0.1"]));
    const to = encodeURIComponent(`http://internal.example.test:${forbidden.port}/page`);
    const err = await refused(f.fetch(`http://www.example.test:${fixture.port}/redirect?to=${to}`), "address");
    assert.equal(err.url, `http://internal.example.test:${forbidden.port}/page`);
  });

  it("lets a host name on the allow list through whatever it resolves to, and nothing else", async () => {
    const f = withResolver(async () => ["127.0.0.2"], ["fixture.test"]);
    assert.equal((await f.fetch(`http://fixture.test:${fixture.port}/page`)).status, 200);
    assert.equal((await f.fetch(`http://FIXTURE.test.:${fixture.port}/page`)).status, 200);
    await refused(f.fetch(`http://other.test:${fixture.port}/page`), "address");
    await refused(f.fetch(`${fixture.base}/page`), "address");
  });
});

describe("SSRF: non-loopback targets are refused before any socket opens", () => {
  const options = { allow: parseNetAllow(["127.0.0.2"]), allowOrigins: new Set<string>(), connectTimeoutMs: 1000 };
  const cases: Array<[string, string]> = [
    ["169.254.169.254", "linkLocal"], ["fd00:ec2::254", "uniqueLocal"], ["100.64.0.1", "carrierGradeNat"],
    ["100.127.255.254", "carrierGradeNat"], ["10.0.0.1", "private"], ["172.16.0.1", "private"], ["192.168.1.1", "private"],
    ["198.18.0.1", "reserved"], ["224.0.0.1", "multicast"], ["255.255.255.255", "broadcast"], ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"], ["fe80::1", "linkLocal"], ["ff02::1", "multicast"], ["64:ff9b::7f00:1", "rfc6052"],
    ["2002:7f00:1::", "6to4"], ["2001::1", "teredo"], ["::ffff:169.254.169.254", "linkLocal"], ["::ffff:10.0.0.1", "private"],
    ["::a9fe:a9fe", "ipv4Compatible"], ["::", "unspecified"],
  ];
  for (const [address, range] of cases) {
    it(`refuses ${address} as ${range}, as an IP literal and as a DNS answer`, async () => {
      for (const hostname of [address, "name.test"]) {
        const err = await checkedAddress(hostname, "http://x", { ...options, resolve: async () => [address] }).then(
          () => assert.fail("accepted"),
          (e: unknown) => e,
        );
        assert.ok(err instanceof AddressRefusal);
        assert.equal(err.range, range);
      }
    });
  }

  it("accepts public unicast answers (classification only, nothing is contacted)", async () => {
    for (const address of ["93.184.216.34", "2606:4700::1111", "::ffff:93.184.216.34"]) {
      assert.equal(await checkedAddress("public.test", "http://public.test", { ...options, resolve: async () => [address] }), address);
    }
  });
});
