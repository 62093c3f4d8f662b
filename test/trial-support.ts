/**
 * Serves the trial app on an ephemeral loopback port for the trial tests, with a memory (or given) Store and the
 * real SSRF-safe fetcher under an explicit NET_ALLOW policy.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { loadConfig, type Config } from "../src/config.js";
import type { Engine, EngineVerdict, VerifyInput } from "../src/engine/types.js";
import { createTrialApp, type TrialDeps } from "../src/http/trialApp.js";
import { silentLogger } from "../src/log.js";
import { createSafeFetcher } from "../src/net/index.js";
import { MemoryStore } from "../src/store/memory.js";
import type { Store } from "../src/store/types.js";

export interface TrialServer {
  readonly url: string;
  readonly config: Config;
  readonly store: Store;
  close(): Promise<void>;
}

export async function startTrial(
  env: Record<string, string>,
  engine: Engine,
  extra: Partial<TrialDeps> & { store?: Store; host?: string } = {},
): Promise<TrialServer> {
  const config = loadConfig({ HOST: "127.0.0.1", PORT: "0", SCAN_PORT: "0", LOG_LEVEL: "silent", ...env });
  const store = extra.store ?? new MemoryStore();
  const fetcher = extra.fetcher ?? createSafeFetcher({ allow: config.netAllow });
  const app = createTrialApp({ config, engine, store, log: silentLogger, fetcher, ...extra });
  const host = extra.host ?? "127.0.0.1";
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: host, port: 0 }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    config,
    store,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      if (!extra.fetcher) await fetcher.close();
      if (!extra.store) await store.close();
    },
  };
}

/**
 * An Engine that answers from a script keyed by words in the claim, to drive the scan's label, count and
 * error rules through HTTP. It records every call it receives.
 */
export class ScriptedEngine implements Engine {
  readonly calls: VerifyInput[] = [];
  constructor(private readonly answer: (claim: string) => Promise<Omit<EngineVerdict, "engine" | "grounding">> | Omit<EngineVerdict, "engine" | "grounding">) {}
  async verify(input: VerifyInput): Promise<EngineVerdict> {
    this.calls.push(input);
    const r = await this.answer(input.claim);
    return { ...r, engine: { judge: "scripted", model: null, search: null }, grounding: "none" };
  }
  describe() {
    return { judge: "scripted", llm: null, search: null };
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A JSON response body, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}
