/**
 * POST /consistency through HTTP: loopback page fixtures on 127.0.0.2 let through by an explicit NET_ALLOW
 * policy, while a canary on 127.0.0.1 (same port) must never be reached by any bypass attempt.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { createSafeFetcher } from "../src/net/index.js";
import type { SafeFetcher } from "../src/net/types.js";
import { json, postJson, ScriptedEngine, startTrial, type TrialServer } from "./trial-support.js";

const PAGE_A = `<!doctype html><html><head><title>Visit the tower</title>
<script type="application/ld+json">{"description":"The tower is 1000 metres tall."}</script></head><body>
<nav><a href="/">Home</a> <a href="/b">Facts</a></nav>
<h1>Visiting the Eiffel Tower</h1>
<p>The Eiffel Tower is 330 metres tall. It was completed on 31 March 1889.</p>
<p>The tower is open every day of the year. The tower was designed by the engineer Gustave Eiffel.</p>
<p>An adult ticket to the top costs &euro;29.40 this season.</p>
<p>Opening hours are longer in summer.</p>
</body></html>`;

const PAGE_B = `<!doctype html><html><head><title>Tower facts</title></head><body>
<nav><a href="/">Home</a> <a href="/a">Visit</a></nav>
<h1>Eiffel Tower facts</h1>
<p>The Eiffel Tower is <b>324</b> metres tall. It was completed on 31 March 1887.</p>
<p>The tower is not open every day of the year. The tower was designed by the engineer Maurice Koechlin.</p>
<div hidden><p>An adult ticket to the top costs &euro;35.00 this season.</p></div>
<script>var note = "Opening hours are shorter in summer.";</script>
<p>Opening hours are longer in summer.</p>
</body></html>`;

interface Fixture {
  server: http.Server;
  port: number;
  hits: string[];
}

function listen(host: string, port: number, handler: http.RequestListener): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function fixtures(): Promise<{ pages: Fixture; canary: Fixture }> {
  const pageHits: string[] = [];
  const canaryHits: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const pages = await listen("127.0.0.2", 0, (req, res) => {
      pageHits.push(req.url ?? "");
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/a") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE_A);
      if (url.pathname === "/b") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE_B);
      if (url.pathname === "/redirect") return res.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
      if (url.pathname === "/pdf") return res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
      return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    });
    const port = (pages.address() as AddressInfo).port;
    try {
      // The canary listens on loopback at the same port: any bypass that reaches 127.0.0.1 is counted.
      const canary = await listen("127.0.0.1", port, (req, res) => {
        canaryHits.push(req.url ?? "");
        res.writeHead(200, { "content-type": "text/html" }).end("<p>The secret number is 42.</p>");
      });
      return { pages: { server: pages, port, hits: pageHits }, canary: { server: canary, port, hits: canaryHits } };
    } catch (error) {
      pages.close();
      if (attempt > 20) throw error;
    }
  }
}

/** Async on purpose: the fixture server lives in this process, so a blocking exec would deadlock. */
const sh = async (command: string) => (await promisify(execFile)("sh", ["-c", command], { encoding: "utf8", timeout: 10_000 })).stdout;
const close = (s: http.Server) => new Promise<void>((r) => { s.closeAllConnections(); s.close(() => r()); });
const engine = new ScriptedEngine(() => ({ verdict: "uncertain", confidence: 0, reasoning: "", evidence: [] }));

describe("POST /consistency", () => {
  let fx: { pages: Fixture; canary: Fixture };
  let server: TrialServer;
  let fetcher: SafeFetcher;
  let base: string;
  let resolverCalls = 0;
  let client = 0;
  /** A fresh client address per request keeps the 3-per-hour limit out of these tests (TRUST_PROXY is the loopback proxy). */
  const call = (body: unknown) => postJson(`${server.url}/consistency`, body, { "x-forwarded-for": `198.51.100.${++client}` });

  before(async () => {
    fx = await fixtures();
    base = `http://127.0.0.2:${fx.pages.port}`;
    fetcher = createSafeFetcher({
      allow: ["127.0.0.2"],
      // Test DNS: names under .test point at the fixture, except the ones built to attack.
      resolve: async (hostname) => {
        resolverCalls++;
        if (hostname === "mixed.example.test") return ["127.0.0.2", "127.0.0.1"];
        if (hostname === "rebind.example.test") return resolverCalls % 2 === 0 ? ["127.0.0.1"] : ["127.0.0.2"];
        if (hostname === "private.example.test") return ["10.0.0.7"];
        if (hostname === "metadata.example.test") return ["169.254.169.254"];
        if (hostname.endsWith(".test") || hostname.endsWith("bbc.co.uk")) return ["127.0.0.2"];
        return ["127.0.0.1"];
      },
    });
    server = await startTrial({ NET_ALLOW: "127.0.0.2", TRUST_PROXY: "127.0.0.1" }, engine, { fetcher });
  });
  after(async () => {
    await server.close();
    await fetcher.close();
    await close(fx.pages.server);
    await close(fx.canary.server);
    assert.deepEqual(fx.canary.hits, [], "the loopback canary must never be reached");
  });

  it("reports each contradiction with both verbatim quotes, both URLs, rendered-text placement and a reproduce command", async () => {
    const res = await call({ urls: [`${base}/a`, `${base}/b`] });
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.equal(body.unsigned, true);
    assert.equal(body.sources.length, 2);
    const [sa, sb] = body.sources;
    assert.equal(sa.status, 200);
    assert.equal(sa.bytes, Buffer.byteLength(PAGE_A));
    assert.equal(sa.sha256, createHash("sha256").update(PAGE_A).digest("hex"));
    assert.equal(sa.error, null);
    assert.equal(sb.sha256, createHash("sha256").update(PAGE_B).digest("hex"));

    type Q = { url: string; quote: string; in_rendered_text: boolean; placement: string };
    type C = { kind: string; a: Q; b: Q; values: { a: string; b: string }; explanation: string; reproduce: string };
    const all = body.contradictions as C[];
    const rendered = all.filter((c) => c.a.in_rendered_text && c.b.in_rendered_text);
    assert.deepEqual(rendered.map((c) => c.kind).sort(), ["date", "name", "negation", "number"]);
    const byKind = Object.fromEntries(rendered.map((c) => [c.kind, c])) as Record<string, C>;
    assert.equal(byKind.number!.a.quote, "The Eiffel Tower is 330 metres tall.");
    assert.equal(byKind.number!.b.quote, "The Eiffel Tower is 324 metres tall.");
    assert.deepEqual(byKind.number!.values, { a: "330 metres", b: "324 metres" });
    assert.equal(byKind.date!.a.quote, "It was completed on 31 March 1889.");
    assert.equal(byKind.date!.b.quote, "It was completed on 31 March 1887.");
    assert.equal(byKind.negation!.b.quote, "The tower is not open every day of the year.");
    assert.equal(byKind.name!.b.quote, "The tower was designed by the engineer Maurice Koechlin.");
    for (const c of all) {
      assert.equal(c.a.url, `${base}/a`);
      assert.equal(c.b.url, `${base}/b`);
      assert.ok(!/which (page|one) is (right|correct)/i.test(c.explanation));
    }
    // Rendered contradictions come first; text only in hidden markup or JSON-LD is reported as not rendered.
    assert.deepEqual(all.slice(0, rendered.length), rendered);
    const hidden = all.filter((c) => !c.a.in_rendered_text || !c.b.in_rendered_text);
    const price = hidden.find((c) => c.kind === "amount")!;
    assert.deepEqual([price.a.quote, price.a.placement], ["An adult ticket to the top costs €29.40 this season.", "rendered"]);
    assert.deepEqual([price.b.quote, price.b.placement, price.b.in_rendered_text], ["An adult ticket to the top costs €35.00 this season.", "hidden-only", false]);
    const jsonLd = hidden.find((c) => c.a.quote === "The tower is 1000 metres tall.")!;
    assert.deepEqual([jsonLd.kind, jsonLd.a.placement, jsonLd.b.quote], ["number", "hidden-only", "The Eiffel Tower is 324 metres tall."]);
    assert.equal(hidden.length, 2, JSON.stringify(hidden));
    // A plain script is neither rendered text nor structured data: never compared.
    const quotes = all.flatMap((c) => [c.a.quote, c.b.quote]).join(" ");
    assert.ok(!/shorter in summer/.test(quotes));
    assert.ok(body.checked >= 8, `checked ${body.checked}`);

    // The reproduce command works: both greps find their fragment on the live fixture pages.
    const date = byKind.date!.reproduce;
    assert.match(date, /^curl -sL '.+\/a' \| grep -F -- '.+'; curl -sL '.+\/b' \| grep -F -- '.+'$/);
    const out = await sh(date);
    assert.match(out, /31 March 1889/);
    assert.match(out, /31 March 1887/);
    // "324" sits inside <b> in the HTML, so that quote's raw fragment is the longest verbatim run around it.
    assert.match(await sh(byKind.number!.reproduce), /metres tall/);
  });

  it("reports nothing for identical pages and never claims a contradiction with itself", async () => {
    const res = await call({ urls: [`${base}/a`, `${base}/a?again=1`] });
    const body = await json(res);
    assert.equal(res.status, 200);
    assert.deepEqual(body.contradictions, []);
    assert.ok(body.checked > 0);
  });

  it("uses focus to rank contradictions about the topic first", async () => {
    const res = await call({ urls: [`${base}/a`, `${base}/b`], focus: "designed engineer" });
    const body = await json(res);
    assert.equal(body.contradictions[0].kind, "name");
  });

  it("shows a failed fetch in sources instead of hiding it behind an empty result", async () => {
    const res = await call({ urls: [`${base}/a`, `${base}/missing`] });
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.equal(body.sources[1].status, 404);
    assert.equal(body.sources[1].error.kind, "http-status");
    assert.deepEqual(body.contradictions, []);
    assert.equal(body.checked, 0);
    const pdf = await json((await call({ urls: [`${base}/a`, `${base}/pdf`] })));
    assert.equal(pdf.sources[1].error.kind, "content-type");
  });

  it("accepts two hosts of one registrable domain (tldts, public suffix list)", async () => {
    const a = `http://news.bbc.co.uk:${fx.pages.port}/a`;
    const b = `http://www.bbc.co.uk:${fx.pages.port}/b`;
    const res = await call({ urls: [a, b] });
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.equal(body.sources[0].error, null);
    assert.ok(body.contradictions.length >= 4);
    assert.equal(body.contradictions[0].a.url, a);
  });

  describe("422: the request must name exactly two http(s) URLs of one site", () => {
    const cases: [string, unknown, string, (string | number)[]][] = [
      ["one URL", { urls: ["https://example.com/a"] }, "too_short", ["body", "urls"]],
      ["three URLs", { urls: ["https://example.com/a", "https://example.com/b", "https://example.com/c"] }, "too_long", ["body", "urls"]],
      ["not a list", { urls: "https://example.com/a" }, "list_type", ["body", "urls"]],
      ["missing", { focus: "x" }, "missing", ["body", "urls"]],
      ["a number", { urls: ["https://example.com/a", 7] }, "url_type", ["body", "urls", 1]],
      ["not a URL", { urls: ["https://example.com/a", "example.com/b"] }, "url_parsing", ["body", "urls", 1]],
      ["ftp scheme", { urls: ["ftp://example.com/a", "https://example.com/b"] }, "url_scheme", ["body", "urls", 0]],
      ["file scheme", { urls: ["file:///etc/passwd", "file:///etc/hosts"] }, "url_scheme", ["body", "urls", 0]],
      ["javascript scheme", { urls: ["javascript:alert(1)", "https://example.com/"] }, "url_scheme", ["body", "urls", 0]],
      ["different sites", { urls: ["https://example.com/a", "https://example.org/b"] }, "value_error", ["body", "urls"]],
      ["different github.io sites", { urls: ["https://foo.github.io/a", "https://bar.github.io/b"] }, "value_error", ["body", "urls"]],
      ["different IP hosts", { urls: ["http://192.0.2.1/a", "http://192.0.2.2/b"] }, "value_error", ["body", "urls"]],
      ["focus not a string", { urls: ["https://example.com/a", "https://example.com/b"], focus: 3 }, "string_type", ["body", "focus"]],
      ["URL too long", { urls: ["https://example.com/" + "a".repeat(2100), "https://example.com/b"] }, "url_too_long", ["body", "urls", 0]],
    ];
    for (const [name, body, type, loc] of cases) {
      it(name, async () => {
        const res = await call(body);
        assert.equal(res.status, 422);
        const detail = (await json(res)).detail;
        assert.equal(detail[0].type, type, JSON.stringify(detail));
        assert.deepEqual(detail[0].loc, loc);
      });
    }
    it("says clearly why two sites differ", async () => {
      const res = await call({ urls: ["https://a.example.com/x", "https://example.org/y"] });
      const detail = (await json(res)).detail[0];
      assert.match(detail.msg, /same site.*"example\.com" and "example\.org" differ/);
    });
  });

  describe("SSRF: every bypass attempt fails closed (refused in sources, canary never reached)", () => {
    const port = () => fx.pages.port;
    const attempts: [string, () => string, RegExp][] = [
      ["loopback literal", () => `http://127.0.0.1:${port()}/`, /^refused:address$/],
      ["decimal IPv4", () => `http://2130706433:${port()}/`, /^refused:address$/],
      ["octal IPv4", () => `http://0177.0.0.1:${port()}/`, /^refused:address$/],
      ["hex IPv4", () => `http://0x7f.0x0.0x0.0x1:${port()}/`, /^refused:address$/],
      ["short IPv4", () => `http://127.1:${port()}/`, /^refused:address$/],
      ["0.0.0.0", () => `http://0.0.0.0:${port()}/`, /^refused:address$/],
      ["[::]", () => `http://[::]:${port()}/`, /^refused:address$/],
      ["[::1]", () => `http://[::1]:${port()}/`, /^refused:address$/],
      ["IPv4-mapped IPv6", () => `http://[::ffff:127.0.0.1]:${port()}/`, /^refused:address$/],
      ["IPv4-compatible IPv6", () => `http://[::127.0.0.1]:${port()}/`, /^refused:address$/],
      ["localhost", () => `http://localhost:${port()}/`, /^refused:address$/],
      ["localhost with trailing dot", () => `http://localhost.:${port()}/`, /^refused:address$/],
      ["userinfo trick", () => `http://127.0.0.2@127.0.0.1:${port()}/`, /^refused:userinfo$/],
      ["userinfo with allowed host", () => `http://user:pass@127.0.0.2:${port()}/a`, /^refused:userinfo$/],
      ["name resolving to a private address", () => `http://private.example.test:${port()}/`, /^refused:address$/],
      ["name resolving to the metadata address", () => `http://metadata.example.test:${port()}/`, /^refused:address$/],
      ["metadata literal", () => `http://169.254.169.254/latest/meta-data/`, /^refused:address$/],
      ["name with one private answer among public ones", () => `http://mixed.example.test:${port()}/a`, /^refused:address$/],
      ["redirect to loopback", () => `http://127.0.0.2:${port()}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port()}/`)}`, /^refused:address$/],
      ["redirect to decimal loopback", () => `http://127.0.0.2:${port()}/redirect?to=${encodeURIComponent(`http://2130706433:${port()}/`)}`, /^refused:address$/],
      ["redirect to file:", () => `http://127.0.0.2:${port()}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`, /^refused:scheme$/],
      ["redirect to gopher:", () => `http://127.0.0.2:${port()}/redirect?to=${encodeURIComponent(`gopher://127.0.0.1:${port()}/_x`)}`, /^refused:scheme$/],
      ["redirect to metadata", () => `http://127.0.0.2:${port()}/redirect?to=${encodeURIComponent("http://169.254.169.254/")}`, /^refused:address$/],
    ];
    for (const [name, target, kind] of attempts) {
      it(name, async () => {
        const url = target();
        const res = await call({ urls: [url, url.includes("?") ? `${url}&x=2` : `${url}?x=2`] });
        assert.equal(res.status, 200, await res.clone().text());
        const body = await json(res);
        for (const source of body.sources) {
          assert.equal(source.status, null);
          assert.match(source.error.kind, kind, JSON.stringify(source.error));
          assert.equal(source.sha256, null);
        }
        assert.deepEqual(body.contradictions, []);
        assert.equal(body.checked, 0);
        assert.match(body.headline, /^Nothing was compared: neither page could be read: /);
      });
    }

    it("DNS answers that change between requests: each connection is checked and pinned", async () => {
      const url = `http://rebind.example.test:${port()}/a`;
      const kinds: string[] = [];
      for (let i = 0; i < 4; i++) {
        const body = await json((await call({ urls: [url, `${url}?n=${i}`] })));
        for (const s of body.sources) kinds.push(s.error ? s.error.kind : "ok");
      }
      assert.ok(kinds.includes("refused:address"), kinds.join());
      assert.ok(kinds.includes("ok"), kinds.join());
    });
  });
});
