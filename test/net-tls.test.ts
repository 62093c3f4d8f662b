/**
 * HTTPS through the guarded connector: the socket goes to the checked IP while SNI and the certificate check keep
 * the original name; an untrusted certificate or a name mismatch is a "tls" failure, never a silent downgrade.
 */
import assert from "node:assert/strict";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { createSafeFetcher, FetchFailedError, FetchRefusedError, type SafeFetcher } from "../src/net/index.js";
import { TEST_CERT, TEST_KEY } from "./net-tls-fixture.js";

let server: https.Server;
let port: number;
let sniSeen: string[] = [];
const fetchers: SafeFetcher[] = [];

const names: Record<string, string[]> = { "www.example.test": ["127.0.0.2"], "other.example.test": ["127.0.0.2"], "internal.example.test": ["127.0.0.1"] };
const resolve = async (name: string) => names[name] ?? [];

function make(ca?: string[]): SafeFetcher {
  const f = createSafeFetcher({ allow: ["127.0.0.2"], resolve, ca });
  fetchers.push(f);
  return f;
}

before(async () => {
  server = https.createServer({ cert: TEST_CERT, key: TEST_KEY }, (req, res) => {
    res.shouldKeepAlive = false;
    sniSeen.push((req.socket as unknown as { servername?: string | false }).servername || "");
    if (req.url?.startsWith("/redirect")) {
      res.writeHead(302, { location: new URL(req.url, "https://x").searchParams.get("to") ?? "/" });
      return res.end();
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(`secure hello, host ${req.headers.host}`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.2", r));
  port = (server.address() as AddressInfo).port;
});

after(async () => {
  await Promise.all(fetchers.map((f) => f.close()));
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe("HTTPS through the guard", () => {
  it("pins the IP but keeps SNI, Host and the certificate check on the original name", async () => {
    sniSeen = [];
    const res = await make([TEST_CERT]).fetch(`https://www.example.test:${port}/`);
    assert.equal(res.text(), `secure hello, host www.example.test:${port}`);
    assert.deepEqual(sniSeen, ["www.example.test"]);
  });

  it("verifies an IP literal against the certificate's IP SAN", async () => {
    assert.equal((await make([TEST_CERT]).fetch(`https://127.0.0.2:${port}/`)).status, 200);
  });

  it("fails with kind tls for an untrusted certificate and for a name the certificate does not cover", async () => {
    await assert.rejects(make().fetch(`https://www.example.test:${port}/`), (e: unknown) => e instanceof FetchFailedError && e.kind === "tls");
    await assert.rejects(make([TEST_CERT]).fetch(`https://other.example.test:${port}/`), (e: unknown) => e instanceof FetchFailedError && e.kind === "tls");
  });

  it("re-checks the address on an https redirect hop", async () => {
    const to = encodeURIComponent(`https://internal.example.test:${port}/`);
    await assert.rejects(
      make([TEST_CERT]).fetch(`https://www.example.test:${port}/redirect?to=${to}`),
      (e: unknown) => e instanceof FetchRefusedError && e.reason === "address" && e.url === `https://internal.example.test:${port}/`,
    );
  });
});
