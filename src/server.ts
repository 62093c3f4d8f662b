/**
 * Composition root: builds every part from the config and starts the two listeners (api on PORT, trial tools
 * on SCAN_PORT). Used by `verity serve`, the demo and the tests.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { withBoundPorts, type Config } from "./config.js";
import { createEngine } from "./engine/index.js";
import type { Engine } from "./engine/types.js";
import { createApiApp } from "./http/api.js";
import { installRoutingErrors } from "./http/errors.js";
import { createLogger, type Logger } from "./log.js";
import { createPaymentGate, type GateOptions, type PaymentGate } from "./payments/gate.js";
import type { ReceiptSigner } from "./receipts/types.js";
import { createStore } from "./store/index.js";
import type { Store } from "./store/types.js";
import { VERSION } from "./version.js";

export interface RunningServices {
  readonly config: Config;
  readonly apiUrl: string;
  readonly scanUrl: string;
  readonly gate: PaymentGate;
  readonly engine: Engine;
  readonly store: Store;
  close(): Promise<void>;
}

export interface StartOptions extends GateOptions {
  readonly log?: Logger;
  readonly engine?: Engine;
}

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Bind first (ports may be ephemeral), attach the app once the public URLs are known. */
function listen(host: string, port: number): Promise<{ server: ServerType; port: number; attach(app: Hono): void }> {
  let handler: FetchHandler = () => new Response('{"detail":"Starting"}', { status: 503 });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: (request: Request) => handler(request), hostname: host, port }, (info: AddressInfo) =>
      resolve({ server, port: info.port, attach: (app) => (handler = app.fetch) }),
    );
    server.once("error", reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}

export async function startServices(baseConfig: Config, options: StartOptions = {}): Promise<RunningServices> {
  const log = options.log ?? createLogger(baseConfig.logLevel);
  const apiListener = await listen(baseConfig.host, baseConfig.port);
  const scanListener = await listen(baseConfig.host, baseConfig.scanPort).catch(async (error) => {
    await closeServer(apiListener.server);
    throw error;
  });
  const config = withBoundPorts(baseConfig, apiListener.port, scanListener.port);
  const closeListeners = () => Promise.all([closeServer(apiListener.server), closeServer(scanListener.server)]);

  const store = createStore(config.redisUrl);
  let gate: PaymentGate;
  try {
    gate = await createPaymentGate(config, store, options);
  } catch (error) {
    await closeListeners();
    await store.close();
    throw error;
  }
  const engine = options.engine ?? createEngine(config);
  const receipts: ReceiptSigner | null = null;

  apiListener.attach(createApiApp({ config, engine, store, gate, receipts, log, version: VERSION }));

  const trial = new Hono();
  installRoutingErrors(trial, new Map());
  scanListener.attach(trial);

  const urlHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    config,
    apiUrl: `http://${urlHost}:${apiListener.port}`,
    scanUrl: `http://${urlHost}:${scanListener.port}`,
    gate,
    engine,
    store,
    close: async () => {
      await closeListeners();
      await engine.close?.();
      await gate.close();
      await store.close();
    },
  };
}
