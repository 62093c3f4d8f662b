/**
 * When the text workers are all busy and their queue is full, /consistency answers a free 503 with Retry-After
 * (never a 500), and the calls that got a worker still answer in full. TEXT_QUEUE_MAX=0 makes the queue "full" as
 * soon as the one worker of a 2-core machine is reading; the pages are large enough (1.5 MiB) to be read off the
 * event loop. Pages come from a loopback fixture on 127.0.0.2 let through by NET_ALLOW.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { startStack, type Stack } from "./support/stack.js";

const PROSE = "The museum opened in 1901 and adult tickets cost €12. It closes on Mondays. ";
const PAGE = PROSE.repeat(Math.ceil((1536 * 1024) / PROSE.length));

let stack: Stack;
let pages: http.Server;
let pagesUrl: string;

before(async () => {
  pages = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.2", resolve));
  pagesUrl = `http://127.0.0.2:${(pages.address() as AddressInfo).port}`;
  stack = await startStack({ NET_ALLOW: "127.0.0.2", TEXT_QUEUE_MAX: "0" });
});

after(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

describe("/consistency when the text workers are saturated", () => {
  it("answers 503 with Retry-After to the calls that find no worker, 200 to the others, never 500", async () => {
    const calls = Array.from({ length: 4 }, (_, i) =>
      fetch(`${stack.scanUrl}/consistency`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ urls: [`${pagesUrl}/a${i}`, `${pagesUrl}/b${i}`] }),
      }),
    );
    const answers = await Promise.all(calls.map(async (r) => ({ status: (await r).status, retry: (await r).headers.get("retry-after"), body: (await (await r).json()) as Record<string, unknown> })));
    const statuses = answers.map((a) => a.status);
    assert.ok(!statuses.includes(500), JSON.stringify(statuses));
    assert.ok(statuses.includes(200), JSON.stringify(statuses));
    const busy = answers.filter((a) => a.status === 503);
    assert.ok(busy.length > 0, `no call found the workers busy: ${JSON.stringify(statuses)}`);
    for (const b of busy) {
      assert.equal(b.retry, "5");
      assert.match(String(b.body.detail), /busy/i);
    }
    for (const ok of answers.filter((a) => a.status === 200)) assert.ok(Array.isArray(ok.body.contradictions));
  });
});
