/**
 * A zoo of x402 sellers for the payability tests: real HTTP servers on loopback 127.0.0.2 (allowed by an
 * explicit NET_ALLOW-style policy; 127.0.0.1 stays refused). One is a correct seller built with the SDK
 * (@x402/hono paymentMiddleware), the others answer with hand-made challenges carrying the mistakes x402.md §7
 * lists. Every server records whether a request ever carried a payment header: the checker must never pay.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { x402Facilitator } from "@x402/core/facilitator";
import { x402ResourceServer, type FacilitatorClient } from "@x402/core/server";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { registerExactEvmScheme } from "@x402/evm/exact/server";
import { paymentMiddleware } from "@x402/hono";
import { Hono } from "hono";
import { createWalletClient, http as viemHttp, publicActions } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { base } from "viem/chains";

export const ZOO_HOST = "127.0.0.2";
export const USDC_BASE = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
export const USDC_BASE_SEPOLIA = "0x036CbD53842c5426634e7929541eC2318f3dCF7e";
export const PAY_TO = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
export const OTHER_PAY_TO = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

/** A correct v2 offer: $0.02 USDC on Base, as the SDK builds it. */
export const GOOD_ACCEPT = {
  scheme: "exact",
  network: "eip155:8453",
  amount: "20000",
  asset: USDC_BASE,
  payTo: PAY_TO,
  maxTimeoutSeconds: 300,
  extra: { name: "USD Coin", version: "2" },
} as const;

export interface Server {
  readonly base: string;
  readonly port: number;
  /** Requests that carried PAYMENT-SIGNATURE or X-PAYMENT (must stay 0). */
  paymentAttempts: number;
  hits: number;
  close(): Promise<void>;
}

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function track(server: http.Server, record: { paymentAttempts: number; hits: number }): void {
  server.on("request", (req: http.IncomingMessage) => {
    record.hits++;
    if (req.headers["payment-signature"] !== undefined || req.headers["x-payment"] !== undefined) record.paymentAttempts++;
  });
}

function closer(server: http.Server) {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

export async function startRoutes(routes: Record<string, Route>, host = ZOO_HOST): Promise<Server> {
  const record = { paymentAttempts: 0, hits: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://zoo").pathname;
      const route = routes[`${req.method} ${path}`] ?? routes[path];
      if (route) return route(req, res);
      res.writeHead(404, { "content-type": "application/json" });
      res.end('{"detail":"Not Found"}');
    });
  });
  track(server, record);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(record, { base: `http://${host}:${port}`, port, close: closer(server) });
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** A 402 with the challenge in the PAYMENT-REQUIRED header (standard base64 unless `encode` says otherwise). */
export function headerChallenge(
  accepts: readonly unknown[],
  options: { encode?: (json: string) => string; resource?: unknown; extraHeaders?: Record<string, string> } = {},
): Route {
  return (_req, res) => {
    const challenge = { x402Version: 2, error: "Payment required", resource: options.resource ?? { url: "http://zoo/paid" }, accepts };
    const json = JSON.stringify(challenge);
    res.writeHead(402, {
      "content-type": "application/json",
      "cache-control": "no-store",
      "payment-required": options.encode ? options.encode(json) : Buffer.from(json).toString("base64"),
      ...options.extraHeaders,
    });
    res.end("{}");
  };
}

export function bodyChallenge(body: unknown): Route {
  return (_req, res) => {
    res.writeHead(402, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Route {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
}

/** The routes of the hand-made zoo (all on one origin, which publishes no manifest). */
export function zooRoutes(): Record<string, Route> {
  const v1Accept = {
    scheme: "exact",
    network: "base",
    maxAmountRequired: "20000",
    resource: "http://zoo/v1",
    description: "v1 seller",
    mimeType: "application/json",
    payTo: PAY_TO,
    maxTimeoutSeconds: 60,
    asset: USDC_BASE,
    extra: { name: "USD Coin", version: "2" },
  };
  return {
    "POST /v1": bodyChallenge({ x402Version: 1, error: "X-PAYMENT header is required", accepts: [v1Accept] }),
    "POST /v1-caip": bodyChallenge({ x402Version: 1, error: "X-PAYMENT header is required", accepts: [{ ...v1Accept, network: "eip155:8453" }] }),
    "POST /body-only-v2": bodyChallenge({ x402Version: 2, resource: { url: "http://zoo/body-only-v2" }, accepts: [GOOD_ACCEPT] }),
    // "x?>>>" makes the base64url form contain '-' or '_'
    "POST /base64url": headerChallenge([GOOD_ACCEPT], { resource: { url: "x?>>>" }, encode: (j) => Buffer.from(j).toString("base64url") }),
    "POST /whitespace": headerChallenge([GOOD_ACCEPT], { encode: (j) => Buffer.from(j).toString("base64").replace(/(.{40})/, "$1 ") }),
    "POST /not-json": headerChallenge([GOOD_ACCEPT], { encode: () => Buffer.from("{not json").toString("base64") }),
    "POST /no-accepts": (_req, res) => {
      res.writeHead(402, { "payment-required": b64({ x402Version: 2, resource: { url: "x" } }), "cache-control": "no-store" });
      res.end();
    },
    "POST /bare-402": json(402, { error: "pay me" }),
    "POST /decimal-amount": headerChallenge([{ ...GOOD_ACCEPT, amount: "0.02" }]),
    "POST /symbol-asset": headerChallenge([{ ...GOOD_ACCEPT, asset: "USDC" }]),
    "POST /missing-extra": headerChallenge([{ ...GOOD_ACCEPT, extra: undefined }]),
    "POST /sepolia-domain-on-mainnet": headerChallenge([{ ...GOOD_ACCEPT, extra: { name: "USDC", version: "2" } }]),
    "POST /timeout-5s": headerChallenge([{ ...GOOD_ACCEPT, maxTimeoutSeconds: 5 }]),
    "POST /timeout-20s": headerChallenge([{ ...GOOD_ACCEPT, maxTimeoutSeconds: 20 }]),
    "POST /timeout-string": headerChallenge([{ ...GOOD_ACCEPT, maxTimeoutSeconds: "60" }]),
    "POST /too-expensive": headerChallenge([{ ...GOOD_ACCEPT, amount: "5000000" }]),
    "POST /non-default-asset": headerChallenge([{ ...GOOD_ACCEPT, asset: "0x0000000000000000000000000000000000000bad" }]),
    "POST /v1-network-in-v2": headerChallenge([{ ...GOOD_ACCEPT, network: "base" }]),
    "POST /mainnet-asset-on-sepolia": headerChallenge([{ ...GOOD_ACCEPT, network: "eip155:84532" }]),
    "POST /sepolia": headerChallenge([{ ...GOOD_ACCEPT, network: "eip155:84532", asset: USDC_BASE_SEPOLIA, extra: { name: "USDC", version: "2" } }]),
    "POST /zero-amount": headerChallenge([{ ...GOOD_ACCEPT, amount: "0" }]),
    "POST /numeric-amount": headerChallenge([{ ...GOOD_ACCEPT, amount: 20000 }]),
    "POST /first-offer-bad": headerChallenge([{ ...GOOD_ACCEPT, asset: "USDC" }, GOOD_ACCEPT]),
    "POST /cacheable": headerChallenge([GOOD_ACCEPT], { extraHeaders: { "cache-control": "public, max-age=600" } }),
    "POST /cors-hidden": headerChallenge([GOOD_ACCEPT], { extraHeaders: { "access-control-allow-origin": "*" } }),
    // hostile or broken challenges: the checker must answer, never crash
    "POST /accepts-junk": (_q, res) => {
      res.writeHead(402, { "payment-required": b64({ x402Version: 2, resource: { url: "x" }, accepts: [null, 5, "x", []] }), "cache-control": "no-store" });
      res.end();
    },
    "POST /header-array": (_q, res) => {
      res.writeHead(402, { "payment-required": b64([1, 2, 3]) });
      res.end();
    },
    "POST /proto-pollution": (_q, res) => {
      const raw = `{"x402Version":2,"resource":{"url":"x"},"__proto__":{"polluted":true},"accepts":[{"__proto__":{"amount":"1"},"scheme":"exact","network":"eip155:8453","amount":"20000","asset":"${USDC_BASE}","payTo":"${PAY_TO}","maxTimeoutSeconds":300,"extra":{"name":"USD Coin","version":"2"}}]}`;
      res.writeHead(402, { "payment-required": Buffer.from(raw).toString("base64"), "cache-control": "no-store" });
      res.end();
    },
    "POST /many-offers": headerChallenge(Array.from({ length: 2000 }, (_, i) => ({ ...GOOD_ACCEPT, asset: `0x${i.toString(16).padStart(40, "0")}` }))),
    "POST /many-small-offers": headerChallenge(Array.from({ length: 40 }, (_, i) => ({ ...GOOD_ACCEPT, asset: `0x${i.toString(16).padStart(40, "0")}` }))),
    "POST /deep-json": (_q, res) => {
      res.writeHead(402, { "content-type": "application/json" });
      res.end(`${"[".repeat(50_000)}${"]".repeat(50_000)}`);
    },
    "POST /binary": (_q, res) => {
      res.writeHead(402, { "content-type": "application/json", "payment-required": "////" });
      res.end(Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x7b]));
    },
    "POST /free": json(200, { answer: "everything, for free" }),
    "POST /crash": json(500, { error: "boom" }),
    "POST /huge": (_req, res) => {
      res.writeHead(402, { "content-type": "application/json" });
      res.end(Buffer.alloc(2 * 1024 * 1024, 0x20));
    },
    "POST /slow": (_req, res) => {
      const timer = setTimeout(() => bodyChallenge({})(_req, res), 5000);
      res.on("close", () => clearTimeout(timer));
    },
  };
}

/** The SDK's own facilitator, in process. Unpaid 402s only need its supported kinds; its RPC is never called. */
function inProcessFacilitator(): FacilitatorClient {
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = createWalletClient({ account, chain: base, transport: viemHttp("http://127.0.0.2:9") }).extend(publicActions);
  const signer = toFacilitatorEvmSigner({
    address: account.address,
    readContract: (a) => wallet.readContract({ ...a, args: a.args ?? [] } as never),
    verifyTypedData: (a) => wallet.verifyTypedData(a as never),
    writeContract: (a) => wallet.writeContract({ ...a, args: a.args ?? [] } as never),
    sendTransaction: (a) => wallet.sendTransaction(a as never),
    waitForTransactionReceipt: (a) => wallet.waitForTransactionReceipt(a) as never,
    getCode: (a) => wallet.getCode(a),
  });
  const facilitator = new x402Facilitator().register("eip155:8453", new ExactEvmScheme(signer));
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported() as never,
  };
}

export interface SdkSellerOptions {
  /** The method the seller charges on (default POST). */
  readonly method?: "GET" | "POST";
  readonly price?: string;
  readonly payTo?: string;
  /** Served at /.well-known/x402.json when given. */
  readonly manifest?: (base: string) => unknown;
  /** Served at /openapi.json when given. */
  readonly openapi?: (base: string) => unknown;
  /** Served at /.well-known/x402 when given. */
  readonly x402scan?: (base: string) => unknown;
}

/** A correct seller built with @x402/hono: `method` /paid (POST by default) at `price` USDC on Base. */
export async function startSdkSeller(options: SdkSellerOptions = {}): Promise<Server> {
  const resourceServer = new x402ResourceServer(inProcessFacilitator());
  registerExactEvmScheme(resourceServer);
  const app = new Hono();
  let baseUrl = "";
  app.get("/.well-known/x402.json", (c) => (options.manifest ? c.json(options.manifest(baseUrl) as object) : c.notFound()));
  app.get("/.well-known/x402", (c) => (options.x402scan ? c.json(options.x402scan(baseUrl) as object) : c.notFound()));
  app.get("/openapi.json", (c) => (options.openapi ? c.json(options.openapi(baseUrl) as object) : c.notFound()));
  app.use(
    paymentMiddleware(
      {
        [`${options.method ?? "POST"} /paid`]: {
          accepts: { scheme: "exact", price: options.price ?? "$0.25", network: "eip155:8453", payTo: options.payTo ?? PAY_TO },
          description: "a correct SDK seller",
          mimeType: "application/json",
        },
      },
      resourceServer,
    ),
  );
  if ((options.method ?? "POST") === "POST") app.post("/paid", (c) => c.json({ ok: true }));
  else app.get("/paid", (c) => c.json({ ok: true }));
  const record = { paymentAttempts: 0, hits: 0 };
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: ZOO_HOST }, () => resolve(s));
  });
  track(server as http.Server, record);
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${ZOO_HOST}:${port}`;
  return Object.assign(record, { base: baseUrl, port, close: closer(server as http.Server) });
}

/** A port on which nothing listens (bound, then released). */
export async function closedPort(host = ZOO_HOST): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
