/**
 * Fake providers for the engine tests: real HTTP servers on loopback speaking each provider's protocol with
 * recorded-shape responses (OpenAI chat completions, Anthropic Messages, Brave, Tavily, SearXNG, the MediaWiki
 * Action API), and a page server for fixture pages. Every server records what it was asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { EngineDeps } from "../src/engine/index.js";

export interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

export interface FakeServer {
  readonly url: string;
  readonly host: string;
  readonly requests: Recorded[];
  close(): Promise<void>;
}

/** What a handler may do instead of answering normally: the faults the engine must survive. */
export type Fault = "429" | "500" | "503" | "garbage" | "hang" | "reset";

type Handler = (req: Recorded, res: ServerResponse) => void | Promise<void>;

export async function startServer(host: string, handler: Handler): Promise<FakeServer> {
  const requests: Recorded[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const rec: Recorded = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(rec);
      Promise.resolve(handler(rec, res)).catch((e) => {
        res.statusCode = 500;
        res.end(String(e));
      });
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    host,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Applies a fault; returns true when it answered (or deliberately never will). */
export function applyFault(fault: Fault | undefined, res: ServerResponse): boolean {
  switch (fault) {
    case undefined:
      return false;
    case "429":
      sendJson(res, 429, { error: { message: "Rate limit reached", type: "rate_limit" } }, { "retry-after": "0" });
      return true;
    case "500":
      sendJson(res, 500, { error: { message: "internal error" } });
      return true;
    case "503":
      res.writeHead(503, { "content-type": "text/html" });
      res.end("<html><body>Service Unavailable</body></html>");
      return true;
    case "garbage":
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<!doctype html><title>cloudflare</title> not json {");
      return true;
    case "hang":
      return true; // never answers; the client's timeout must end it
    case "reset":
      res.socket?.destroy();
      return true;
  }
}

// ---------- search providers ----------

export interface SearchResult {
  readonly url: string;
  readonly title: string;
  readonly snippet: string;
}

export interface FakeSearch extends FakeServer {
  results: SearchResult[];
  /** Faults to play, one per request, before answering normally. */
  faults: Fault[];
}

/** One server that speaks Brave, Tavily, SearXNG and the MediaWiki Action API, each at its real path. */
export async function startFakeSearch(host = "127.0.0.1", pages?: Record<string, string>): Promise<FakeSearch> {
  const state = { results: [] as SearchResult[], faults: [] as Fault[] } as FakeSearch;
  const server = await startServer(host, (req, res) => {
    if (req.path.startsWith("/wiki/") && pages) {
      const html = pages[decodeURIComponent(req.path.slice("/wiki/".length))];
      if (html === undefined) return sendJson(res, 404, { error: "no page" });
      res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
      return void res.end(html);
    }
    if (applyFault(state.faults.shift(), res)) return;
    const results = state.results;
    if (req.path === "/res/v1/web/search") {
      if (!req.headers["x-subscription-token"]) return sendJson(res, 401, { type: "ErrorResponse", error: { code: "SUBSCRIPTION_TOKEN_INVALID" } });
      return sendJson(res, 200, {
        type: "search",
        query: { original: req.query.get("q"), more_results_available: false },
        mixed: { type: "mixed", main: results.map((_, i) => ({ type: "web", index: i, all: false })) },
        web: {
          type: "search",
          family_friendly: true,
          results: results.map((r) => ({
            title: r.title,
            url: r.url,
            is_source_local: false,
            is_source_both: false,
            description: r.snippet,
            profile: { name: new URL(r.url).hostname, url: r.url },
            language: "en",
            family_friendly: true,
            type: "search_result",
            meta_url: { scheme: "http", netloc: new URL(r.url).host, hostname: new URL(r.url).hostname, path: new URL(r.url).pathname },
            extra_snippets: [r.snippet],
          })),
        },
      });
    }
    if (req.path === "/search" && req.method === "POST") {
      if (req.headers.authorization !== "Bearer tvly-test") return sendJson(res, 401, { detail: { error: "Unauthorized: missing or invalid API key." } });
      const body = JSON.parse(req.body) as { query: string; max_results?: number };
      return sendJson(res, 200, {
        query: body.query,
        follow_up_questions: null,
        answer: null,
        images: [],
        results: results.slice(0, body.max_results ?? 5).map((r, i) => ({ title: r.title, url: r.url, content: r.snippet, score: 0.9 - i * 0.1, raw_content: null })),
        response_time: 0.42,
      });
    }
    if (req.path === "/search" && req.method === "GET") {
      if (req.query.get("format") !== "json") return sendJson(res, 403, { error: "format not allowed" });
      return sendJson(res, 200, {
        query: req.query.get("q"),
        number_of_results: results.length,
        results: results.map((r, i) => ({
          url: r.url,
          title: r.title,
          content: r.snippet,
          engine: "duckduckgo",
          parsed_url: ["http", new URL(r.url).host, new URL(r.url).pathname, "", "", ""],
          template: "default.html",
          engines: ["duckduckgo", "brave"],
          positions: [i + 1],
          score: 2 - i * 0.1,
          category: "general",
        })),
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      });
    }
    if (req.path === "/w/api.php") {
      return sendJson(res, 200, {
        batchcomplete: true,
        continue: { sroffset: results.length, continue: "-||" },
        query: {
          searchinfo: { totalhits: results.length },
          search: results.map((r, i) => ({
            ns: 0,
            title: r.title,
            pageid: 1000 + i,
            size: 12345,
            wordcount: 2000,
            snippet: `<span class="searchmatch">${r.snippet}</span>`,
            timestamp: "2026-10-01T12:00:00Z",
          })),
        },
      });
    }
    sendJson(res, 404, { error: "unknown path" });
  });
  return Object.assign(state, server);
}

// ---------- pages ----------

export interface PageSpec {
  readonly html: string;
  readonly status?: number;
  readonly contentType?: string;
  readonly fault?: Fault;
}

export interface FakePages extends FakeServer {
  pages: Record<string, PageSpec>;
  hits(path: string): number;
}

export async function startFakePages(host = "127.0.0.2"): Promise<FakePages> {
  const state = { pages: {} as Record<string, PageSpec> } as FakePages;
  const server = await startServer(host, (req, res) => {
    const page = state.pages[req.path];
    if (!page) {
      res.writeHead(404, { "content-type": "text/html" });
      return void res.end("<html><body><p>Not found</p></body></html>");
    }
    if (applyFault(page.fault, res)) return;
    res.writeHead(page.status ?? 200, { "content-type": page.contentType ?? "text/html; charset=utf-8" });
    res.end(page.html);
  });
  return Object.assign(state, server, { hits: (p: string) => server.requests.filter((r) => r.path === p).length });
}

export function article(title: string, paragraphs: string[], extraBody = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script>window.dataLayer=[];function gtag(){dataLayer.push(arguments)}</script><style>.nav{display:flex}</style></head>
<body><header><nav class="nav"><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></nav></header>
<main><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}</article>${extraBody}</main>
<footer><p>© 2026 Example Media. All rights reserved.</p></footer></body></html>`;
}

// ---------- LLM providers ----------

export interface ModelRequest {
  readonly provider: "openai" | "anthropic";
  readonly model: string;
  readonly system: string;
  readonly user: string;
  /** The data block, parsed; null when the fake could not find exactly one. */
  readonly data: { claim: string; context: string | null; passages: { id: string; source: string; url: string | null; text: string }[] } | null;
  readonly tag: string | null;
}

/** The model's answer: an object (sent as the JSON answer), raw text, or a fault. */
export type ModelReply = Record<string, unknown> | { raw: string } | { fault: Fault };

export interface FakeLlm extends FakeServer {
  respond: (req: ModelRequest) => ModelReply;
  seen: ModelRequest[];
}

export function parseDataBlock(user: string): { tag: string | null; data: ModelRequest["data"] } {
  const m = /^BEGIN DATA ([0-9a-f]+)\n([^\n]*)\nEND DATA \1$/m.exec(user);
  if (!m) return { tag: null, data: null };
  const blocks = user.match(/^BEGIN DATA /gm) ?? [];
  if (blocks.length !== 1) return { tag: m[1]!, data: null };
  return { tag: m[1]!, data: JSON.parse(m[2]!) as ModelRequest["data"] };
}

export async function startFakeLlm(respond: FakeLlm["respond"], host = "127.0.0.1"): Promise<FakeLlm> {
  const state = { respond, seen: [] as ModelRequest[] } as FakeLlm;
  const server = await startServer(host, (req, res) => {
    if (req.path === "/v1/chat/completions") {
      if (!/^Bearer .+/.test(String(req.headers.authorization ?? ""))) return sendJson(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
      const body = JSON.parse(req.body) as { model: string; messages: { role: string; content: string }[]; response_format?: { type: string } };
      if (body.response_format?.type !== "json_schema") return sendJson(res, 400, { error: { message: "response_format json_schema expected" } });
      const system = body.messages.find((m) => m.role === "system")?.content ?? "";
      const user = body.messages.find((m) => m.role === "user")?.content ?? "";
      const { tag, data } = parseDataBlock(user);
      const mreq: ModelRequest = { provider: "openai", model: body.model, system, user, data, tag };
      state.seen.push(mreq);
      const reply = state.respond(mreq);
      if ("fault" in reply && applyFault(reply.fault as Fault, res)) return;
      const content = "raw" in reply ? String(reply.raw) : JSON.stringify(reply);
      return sendJson(res, 200, {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1763850000,
        model: `${body.model}-2026-08-01`,
        choices: [{ index: 0, message: { role: "assistant", content, refusal: null, annotations: [] }, logprobs: null, finish_reason: "stop" }],
        usage: { prompt_tokens: 1000, completion_tokens: 80, total_tokens: 1080 },
        system_fingerprint: "fp_test",
      });
    }
    if (req.path === "/v1/messages") {
      const key = req.headers["x-api-key"] ?? String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!key) return sendJson(res, 401, { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } });
      if (!req.headers["anthropic-version"]) return sendJson(res, 400, { type: "error", error: { type: "invalid_request_error", message: "anthropic-version header is required" } });
      const body = JSON.parse(req.body) as { model: string; system: string; messages: { role: string; content: string }[]; tools: { name: string }[]; tool_choice: { name: string } };
      const user = body.messages[0]?.content ?? "";
      const { tag, data } = parseDataBlock(user);
      const mreq: ModelRequest = { provider: "anthropic", model: body.model, system: body.system, user, data, tag };
      state.seen.push(mreq);
      const reply = state.respond(mreq);
      if ("fault" in reply && applyFault(reply.fault as Fault, res)) return;
      const content =
        "raw" in reply
          ? [{ type: "text", text: String(reply.raw) }]
          : [{ type: "tool_use", id: "toolu_01test", name: body.tool_choice.name, input: reply }];
      return sendJson(res, 200, {
        id: "msg_01test",
        type: "message",
        role: "assistant",
        model: body.model,
        content,
        stop_reason: "raw" in reply ? "end_turn" : "tool_use",
        stop_sequence: null,
        usage: { input_tokens: 1000, output_tokens: 80 },
      });
    }
    sendJson(res, 404, { error: "unknown path" });
  });
  return Object.assign(state, server);
}

/**
 * A scripted "honest" model: finds the passage containing `needle` and answers `verdict` quoting the sentence
 * around it exactly; with no such passage it answers uncertain.
 */
export function honestModel(needle: string, verdict: "supported" | "unsupported", confidence = 0.95) {
  return (req: ModelRequest): ModelReply => {
    const quotes: { passageId: string; quote: string }[] = [];
    const urls = new Set<string | null>();
    for (const p of req.data?.passages ?? []) {
      if (!p.text.includes(needle) || urls.has(p.url)) continue;
      urls.add(p.url);
      const sentences = p.text.split(/(?<=[.!?])\s+/);
      quotes.push({ passageId: p.id, quote: sentences.find((s) => s.includes(needle)) ?? needle });
      if (quotes.length === 3) break;
    }
    if (quotes.length === 0) return { verdict: "uncertain", confidence: 0.3, reasoning: "The passages do not settle it.", quotes: [] };
    return { verdict, confidence, reasoning: `The passages say: ${quotes[0]!.quote}`, quotes };
  };
}

/** Config + engine for a test, with short timings so fault tests take milliseconds. */
export const FAST_TIMING: NonNullable<EngineDeps["timing"]> = {
  deadlineMs: 4_000,
  llm: { callTimeoutMs: 1_000, attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
  web: { searchTimeoutMs: 1_000, pageTimeoutMs: 1_000, attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
};
