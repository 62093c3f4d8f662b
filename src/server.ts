/**
 * Composition root: builds every part from the config and starts the two listeners (api on PORT, trial tools
 * on SCAN_PORT). Used by `verity serve`, the demo and the tests.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { ConfigError, withBoundPorts, type Config } from "./config.js";
import { createEngine } from "./engine/index.js";
import type { Engine } from "./engine/types.js";
import { createApiApp } from "./http/api.js";
import { createTrialApp } from "./http/trialApp.js";
import { buildUnpaidChallenges, serveUnpaidChallenge, type UnpaidChallenges } from "./http/unpaidChallenge.js";
import { createLogger, type Logger } from "./log.js";
import { createMcpEndpoint } from "./mcp/endpoint.js";
import { createPaymentGate, type GateOptions, type PaymentGate } from "./payments/gate.js";
import { createReadiness } from "./http/readiness.js";
import { createReceiptRoutes, receiptRoutePaths } from "./http/receiptRoutes.js";
import { createReceiptService } from "./receipts/index.js";
import { TIERS } from "./contract/tiers.js";
import { createSafeFetcher, parseNetAllow } from "./net/index.js";
import { TrustList } from "./net/clientAddress.js";
import { createStore } from "./store/index.js";
import type { Store } from "./store/types.js";
import { VERSION } from "./version.js";
import { closeTextPool, configureTextPool } from "./workers/pool.js";
import { createMetrics, type Metrics } from "./observability/metrics.js";
import { requestIdFrom, runInRequest, type RequestContext } from "./observability/requestContext.js";

export interface RunningServices {
  readonly config: Config;
  readonly apiUrl: string;
  readonly scanUrl: string;
  readonly gate: PaymentGate;
  readonly engine: Engine;
  readonly store: Store;
  /** GET this for the Prometheus text (METRICS_PORT); null when no metrics listener runs. */
  readonly metricsUrl: string | null;
  /**
   * Graceful stop: /ready turns 503, no new connections are accepted, requests in flight finish (paid ones are
   * answered and settled) for up to `timeoutMs`; what is still running then is given up (a paid request ends
   * unpaid with a 503 shutting_down), and everything is closed. `finished`: nothing had to be given up.
   */
  drain(timeoutMs: number): Promise<{ finished: boolean }>;
  close(): Promise<void>;
}

/** After the drain deadline, how long given-up requests get to send their 503 and release their payment. */
const GIVE_UP_GRACE_MS = 5_000;
/** At most this long of a drain is spent answering /ready 503 while still accepting (a tenth of the drain). */
const READY_NOTICE_MS = 2_000;

/**
 * What every HTTP listener (api and trial) allows a client, so slow or idle connections cannot pile up. The timeouts
 * bound how long a request may take to ARRIVE (headers, then the whole body); the response is not bounded by them, so
 * a paid request that spends ~110 s in the engine after a body that arrived in milliseconds is unaffected. Node
 * answers 408 and closes the socket when one fires; it checks every `checkIntervalMs`. The connection cap comes from
 * HTTP_MAX_CONNECTIONS (config.httpMaxConnections): connections over it are closed as they arrive.
 */
export interface ListenerLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly checkIntervalMs: number;
}

export const LISTENER_LIMITS: ListenerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

export interface StartOptions extends GateOptions {
  readonly log?: Logger;
  readonly engine?: Engine;
  /** Overrides of LISTENER_LIMITS (tests shorten them). */
  readonly listenerLimits?: Partial<ListenerLimits>;
}

/** `env` carries the Node request (`env.incoming`): the trial app reads the socket address from it. */
type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

interface Listener {
  readonly server: Server;
  readonly port: number;
  /** Requests received and not yet answered. */
  inFlight(): number;
  attach(app: Hono, challenges?: UnpaidChallenges): void;
}

/** Told about every answered request: its path, status and how long it took, and its context (id, payer, tx). */
type OnAnswered = (path: string, status: number, seconds: number, request: RequestContext, incoming: IncomingMessage) => void;

/** Bind first (ports may be ephemeral), attach the app once the public URLs are known. */
function listen(host: string, port: number, limits: ListenerLimits, maxConnections: number, onAnswered: OnAnswered = () => {}): Promise<Listener> {
  let handler: FetchHandler = () => new Response('{"detail":"Starting"}', { status: 503 });
  let inFlight = 0;
  let challenges: UnpaidChallenges = new Map();
  const honoListener = getRequestListener((request, env) => handler(request, env));
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      inFlight++;
      const started = performance.now();
      const request: RequestContext = { id: requestIdFrom(req.headers["x-request-id"]) };
      res.setHeader("X-Request-Id", request.id);
      res.once("close", () => {
        inFlight--;
        onAnswered((req.url ?? "/").split("?")[0]!, res.statusCode, (performance.now() - started) / 1000, request, req);
      });
      // The cached unpaid challenge is written at once and logs nothing: only the app's path needs the context.
      if (!serveUnpaidChallenge(challenges, req, res)) runInRequest(request, () => void honoListener(req, res));
    },
  );
  server.maxConnections = maxConnections;
  // Node's headersTimeout runs from a request's first byte: a connection that never sends one would hold its slot
  // under the cap for ever. Close it after headersTimeoutMs of silence; once a request arrives the socket has no
  // idle timeout (a paid answer may take ~110 s), and after it Node's keepAliveTimeout takes over.
  server.on("connection", (socket) => socket.setTimeout(limits.headersTimeoutMs));
  server.on("request", (req) => req.socket.setTimeout(0));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        inFlight: () => inFlight,
        attach: (app, unpaid) => {
          handler = app.fetch;
          if (unpaid) challenges = unpaid;
        },
      });
    });
  });
}

/** Route labels of the metrics: these paths as they are, anything else "other" (label values stay bounded). */
const API_ROUTES: ReadonlySet<string> = new Set([
  ...TIERS.map((t) => t.path),
  "/",
  "/health",
  "/ready",
  "/.well-known/x402.json",
  "/openapi.json",
  "/llms.txt",
  "/.well-known/service-pubkey.json",
  "/.well-known/did.json",
  "/receipt/verify",
  "/receipt/selftest",
  "/mcp",
]);
const TRIAL_ROUTES: ReadonlySet<string> = new Set(["/", "/scan", "/consistency", "/payable"]);

/** The Prometheus listener: GET /metrics only, on its own port (loopback unless METRICS_HOST says otherwise). */
function serveMetrics(metrics: Metrics, host: string, port: number): Promise<{ server: Server; host: string; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("GET /metrics\n");
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve({ server, host, port: (server.address() as AddressInfo).port }));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Lists whose entries only their own parsers understand: check them before anything starts. */
function validateAddressLists(config: Config): void {
  const checks: [string, () => unknown][] = [
    ["NET_ALLOW", () => parseNetAllow(config.netAllow)],
    ["TRUST_PROXY", () => new TrustList(config.trustProxy)],
  ];
  for (const [variable, parse] of checks) {
    try {
      parse();
    } catch (error) {
      throw new ConfigError(variable, (error as Error).message);
    }
  }
}

export async function startServices(baseConfig: Config, options: StartOptions = {}): Promise<RunningServices> {
  validateAddressLists(baseConfig);
  const log = options.log ?? createLogger(baseConfig.logLevel);
  const limits = { ...LISTENER_LIMITS, ...options.listenerLimits };
  const metrics = createMetrics();
  // One line per request (its id is on every other line of it too) and the request metrics.
  const counted = (listener: "api" | "trial", routes: ReadonlySet<string>): OnAnswered => (path, status, seconds, request, incoming) => {
    const route = routes.has(path) ? path : "other";
    metrics.request(listener, route, status, seconds);
    if (!log.isLevelEnabled("info")) return;
    log.info(
      {
        event: "request",
        request_id: request.id,
        listener,
        method: incoming.method,
        route,
        status,
        duration_ms: Math.round(seconds * 1e4) / 10,
        client: incoming.socket.remoteAddress ?? null,
        payer: request.payer ?? null,
        transaction: request.transaction ?? null,
      },
      "request",
    );
  };
  const apiListener = await listen(baseConfig.host, baseConfig.port, limits, baseConfig.httpMaxConnections, counted("api", API_ROUTES));
  const scanListener = await listen(baseConfig.host, baseConfig.scanPort, limits, baseConfig.httpMaxConnections, counted("trial", TRIAL_ROUTES)).catch(async (error) => {
    await closeServer(apiListener.server);
    throw error;
  });
  const config = withBoundPorts(baseConfig, apiListener.port, scanListener.port);
  const closeListeners = () => Promise.all([closeServer(apiListener.server), closeServer(scanListener.server)]);
  let draining = false;
  const shutdown = new AbortController();

  // Stop accepting requests first, then stop the parts newest first (also used if a part fails to start).
  const cleanup: (() => Promise<unknown>)[] = [];
  const undo = async () => {
    await closeListeners();
    for (const step of [...cleanup].reverse()) await step().catch(() => {});
  };
  try {
    // The text worker pool (page reading off the event loop) starts on first use; its workers end with the service.
    configureTextPool({ maxQueue: config.textQueueMax });
    cleanup.push(() => closeTextPool());
    const store = createStore(config.redisUrl, (op) => metrics.storeRoundTrip(op));
    cleanup.push(() => store.close());
    const gate = await createPaymentGate(config, store, { metrics, ...options });
    cleanup.push(() => gate.close());
    const engine = options.engine ?? createEngine(config, { store, log, metrics });
    cleanup.push(async () => engine.close?.());
    const receipts = await createReceiptService(config, { log });

    const signer = receipts.enabled ? receipts.signer : null;
    // The paid MCP endpoint runs the same payment lifecycle as the paid routes.
    const mcp = createMcpEndpoint({
      engine,
      receipts: signer,
      log,
      lifecycle: gate.lifecycle,
      receiptService: receipts,
      publicBaseUrl: config.publicBaseUrl,
      payTo: gate.payTo,
      version: VERSION,
      trustProxy: config.trustProxy,
      shutdown: shutdown.signal,
    });
    const api = createApiApp({
      config,
      engine,
      store,
      gate,
      receipts: signer,
      log,
      version: VERSION,
      mounts: [{ app: createReceiptRoutes(receipts), paths: receiptRoutePaths(receipts) }, mcp],
      readiness: createReadiness({ store, gate, engine, draining: () => draining }),
      shutdown: shutdown.signal,
    });
    const challenges = config.challengeCache
      ? await buildUnpaidChallenges(api.fetch, config.publicBaseUrl, TIERS.map((t) => t.path))
      : undefined;
    apiListener.attach(api, challenges);

    // User-supplied URLs (trial tools) get the public-only policy plus NET_ALLOW.
    const fetcher = createSafeFetcher({ allow: config.netAllow });
    cleanup.push(() => fetcher.close());
    scanListener.attach(createTrialApp({ config, engine, store, log, fetcher, onRateLimited: (limit) => metrics.rateLimited(limit) }));
    const metricsServer = config.metricsPort === null ? null : await serveMetrics(metrics, config.metricsHost, config.metricsPort);
    if (metricsServer) cleanup.push(() => closeServer(metricsServer.server));

    const urlHost = config.host.includes(":") ? `[${config.host}]` : config.host;
    const listeners = [apiListener, scanListener];
    const inFlight = () => listeners.reduce((n, l) => n + l.inFlight(), 0);
    const settled = async (deadline: number) => {
      while (inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return inFlight() === 0;
    };
    const drain = async (timeoutMs: number) => {
      draining = true;
      log.info({ event: "drain-start", inFlight: inFlight(), timeoutMs }, "draining: /ready is 503; finishing requests in flight");
      // A moment with /ready at 503 while still accepting, so a load balancer stops sending before we refuse.
      const notice = Math.min(READY_NOTICE_MS, timeoutMs / 10);
      await new Promise((r) => setTimeout(r, notice));
      const deadline = Date.now() + timeoutMs - notice;
      // Stop accepting; idle keep-alive connections go now, busy ones once their answer is out.
      for (const l of listeners) {
        l.server.close();
        l.server.closeIdleConnections();
      }
      const idleSweep = setInterval(() => listeners.forEach((l) => l.server.closeIdleConnections()), 100);
      const finished = await settled(deadline);
      if (!finished) {
        log.warn({ event: "drain-give-up", inFlight: inFlight() }, "drain deadline passed: unfinished requests end unpaid");
        shutdown.abort();
        await settled(Date.now() + GIVE_UP_GRACE_MS);
      }
      clearInterval(idleSweep);
      await undo();
      log.info({ event: "drain-done", finished }, "drained");
      return { finished };
    };
    return {
      config,
      apiUrl: `http://${urlHost}:${apiListener.port}`,
      scanUrl: `http://${urlHost}:${scanListener.port}`,
      gate,
      engine,
      store,
      metricsUrl: metricsServer ? `http://${metricsServer.host.includes(":") ? `[${metricsServer.host}]` : metricsServer.host}:${metricsServer.port}/metrics` : null,
      drain,
      close: undo,
    };
  } catch (error) {
    await undo();
    throw error;
  }
}
