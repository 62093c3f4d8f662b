/**
 * Loopback fixture servers for the net-* tests. The "allowed" fixture listens on 127.0.0.2 (tests allow exactly that
 * address by policy); the "forbidden" one on 127.0.0.1 counts every request it gets, so a test can prove the guard
 * refused before any byte reached it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export interface Fixture {
  readonly server: http.Server;
  readonly port: number;
  readonly base: string;
  hits: number;
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) => void;

export async function startFixture(host: string, handler: Handler): Promise<Fixture> {
  const fixture = { hits: 0 } as Fixture & { hits: number };
  const server = http.createServer((req, res) => {
    fixture.hits++;
    res.shouldKeepAlive = false; // a new connection per request, so the connector (and resolver) runs every time
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handler(req, res, new URL(req.url ?? "/", "http://fixture"), Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fixture, {
    server,
    port,
    base: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let bombCache: Buffer | undefined;
/** 64 MiB of zeros, gzip-compressed to about 64 KiB. */
export function gzipBomb(): Buffer {
  bombCache ??= zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024));
  return bombCache;
}

/** The routes most tests use. */
export const standardRoutes: Handler = (req, res, url, body) => {
  const send = (status: number, headers: Record<string, string | number>, payload?: string | Buffer) => {
    res.writeHead(status, headers);
    res.end(payload);
  };
  switch (url.pathname) {
    case "/page":
      return send(200, { "content-type": "text/html; charset=utf-8" }, `<p>Hello from ${req.socket.localAddress} as ${req.headers.host}</p>`);
    case "/echo":
      return send(200, { "content-type": "application/json" }, JSON.stringify({ method: req.method, headers: req.headers, body }));
    case "/redirect": {
      const status = Number(url.searchParams.get("status") ?? 302);
      return send(status, { location: url.searchParams.get("to") ?? "/page", "content-type": "text/html" }, "<p>moved</p>");
    }
    case "/redirect-big-body":
      return send(302, { location: "/page", "content-type": "text/html" }, Buffer.alloc(2 * 1024 * 1024, 0x61));
    case "/chain": {
      const n = Number(url.searchParams.get("n"));
      return n > 0 ? send(302, { location: `/chain?n=${n - 1}` }) : send(200, { "content-type": "text/plain" }, "end of chain");
    }
    case "/loop":
      return send(301, { location: "/loop" });
    case "/no-location":
      return send(302, { "content-type": "text/plain" }, "no location here");
    case "/big":
      res.writeHead(200, { "content-type": "text/plain" }); // chunked: no content-length
      for (let i = 0; i < 32; i++) res.write(Buffer.alloc(64 * 1024, 0x62));
      return res.end();
    case "/big-declared":
      return send(200, { "content-type": "text/plain", "content-length": 4 * 1024 * 1024 }, Buffer.alloc(4 * 1024 * 1024, 0x62));
    case "/gzip-bomb":
      return send(200, { "content-type": "text/html", "content-encoding": "gzip" }, gzipBomb());
    case "/br-bomb":
      return send(200, { "content-type": "text/html", "content-encoding": "br" }, zlib.brotliCompressSync(Buffer.alloc(16 * 1024 * 1024)));
    case "/gzip":
      return send(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" }, zlib.gzipSync("<p>compressed café</p>"));
    case "/deflate":
      return send(200, { "content-type": "text/plain", "content-encoding": "deflate" }, zlib.deflateSync("deflated text"));
    case "/br":
      return send(200, { "content-type": "text/plain", "content-encoding": "br" }, zlib.brotliCompressSync("brotli text"));
    case "/bad-gzip":
      return send(200, { "content-type": "text/plain", "content-encoding": "gzip" }, "this is not gzip at all");
    case "/zstd":
      return send(200, { "content-type": "text/plain", "content-encoding": "zstd" }, "whatever");
    case "/trickle": {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("<p>."), 50);
      res.on("close", () => clearInterval(timer));
      return;
    }
    case "/stall":
      return; // never answers
    case "/pdf":
      return send(200, { "content-type": "application/pdf" }, "%PDF-1.7");
    case "/no-type":
      res.writeHead(200);
      return res.end("untyped");
    case "/latin1":
      return send(200, { "content-type": "text/html; charset=windows-1252" }, Buffer.from([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x71, 0x94]));
    case "/meta-sjis":
      // "<meta charset=shift_jis><p>日本</p>" with 日本 in Shift_JIS (93 fa 96 7b)
      return send(200, { "content-type": "text/html" }, Buffer.concat([Buffer.from("<meta charset=shift_jis><p>"), Buffer.from([0x93, 0xfa, 0x96, 0x7b]), Buffer.from("</p>")]));
    case "/utf16-bom":
      return send(200, { "content-type": "text/plain" }, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("héllo", "utf16le")]));
    case "/bogus-charset":
      return send(200, { "content-type": "text/plain; charset=no-such-charset" }, Buffer.from("naïve", "utf8"));
    case "/status-404":
      return send(404, { "content-type": "text/html" }, "<p>not here</p>");
    default:
      return send(404, { "content-type": "text/plain" }, "unknown route");
  }
};
