/**
 * The only reader of process.env. Every setting is optional; an invalid value stops the process at start with
 * a ConfigError naming the variable.
 */
import path from "node:path";
import { DEFAULT_SPENDING } from "./contract/tiers.js";

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = "ConfigError";
  }
}

export type PaymentsMode = "dev" | "facilitator";
export type LlmProviderName = "openai" | "anthropic";
export type SearchProviderName = "brave" | "tavily" | "searxng" | "wikipedia" | "corpus";

export interface Config {
  host: string;
  port: number;
  scanPort: number;
  publicBaseUrl: string;
  publicScanUrl: string;
  dataDir: string;
  payments: PaymentsMode;
  payTo: string | null;
  facilitatorUrl: string | null;
  cdpApiKeyId: string | null;
  cdpApiKeySecret: string | null;
  devChainPort: number;
  /** PAYMENTS=dev: use the chain `verity chain` runs at this RPC URL instead of starting one (several nodes). */
  devChainUrl: string | null;
  /** Base64url 32-byte seed, "off", or null (generate into dataDir). */
  receiptSigningKey: string | null;
  redisUrl: string | null;
  llmProvider: LlmProviderName | null;
  llmBaseUrl: string | null;
  llmApiKey: string | null;
  llmModels: { quick: string | null; standard: string | null; pro: string | null };
  searchProvider: SearchProviderName;
  searchBaseUrl: string | null;
  searchApiKey: string | null;
  corpusDir: string | null;
  netAllow: string[];
  trustProxy: string[];
  /** Browser origins, besides the service's own page, allowed to call the trial tools (exact origins). */
  trialCorsOrigins: string[];
  /** Open connections each HTTP listener (api, trial) accepts at once; more are closed on arrival. */
  httpMaxConnections: number;
  /** Page-reading tasks that may wait for a text worker; more are refused (free 503 on the trial tools). */
  textQueueMax: number;
  /** On SIGTERM: how long requests in flight may take to finish before they are given up (unpaid). */
  drainTimeoutMs: number;
  /** Port of the Prometheus listener (GET /metrics); null: no metrics listener. */
  metricsPort: number | null;
  metricsHost: string;
  verdictCacheTtlSeconds: number;
  /** Replay the SDK-built 402 for unpaid probes at the socket level (src/http/unpaidChallenge.ts). */
  challengeCache: boolean;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

/**
 * A URL as it may appear in a message or a log: user name and password replaced by "***", query and fragment
 * dropped (they may hold keys). A value that does not parse is not shown at all.
 */
export function redactUrl(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return `(a value of ${raw.length} characters that is not a URL; not shown, it may hold a secret)`;
  }
  const credentials = parsed.username !== "" || parsed.password !== "" ? "***@" : "";
  const rest = parsed.search !== "" || parsed.hash !== "" ? "?…" : "";
  return `${parsed.protocol}//${credentials}${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}${rest}`;
}

function str(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === "" ? null : v.trim();
}

function port(env: Env, name: string, fallback: number): number {
  const v = str(env, name);
  if (v === null) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(name, `must be a port number 0-65535, got "${v}"`);
  return n;
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const v = str(env, name);
  if (v === null) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(name, `must be a non-negative integer, got "${v}"`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T | null): T | null {
  const v = str(env, name);
  if (v === null) return fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    throw new ConfigError(name, `must be one of ${allowed.join(", ")}, got "${v}"`);
  }
  return v as T;
}

function url(env: Env, name: string): string | null {
  const v = str(env, name);
  if (v === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got ${redactUrl(v)}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ConfigError(name, `must be an http(s) URL, got ${redactUrl(v)}`);
  }
  return v.replace(/\/+$/, "");
}

function list(env: Env, name: string): string[] {
  const v = str(env, name);
  return v === null ? [] : v.split(",").map((s) => s.trim()).filter(Boolean);
}

/** Exact web origins ("https://app.example.com"): scheme, host and optional port, nothing else. */
function origins(env: Env, name: string): string[] {
  return list(env, name).map((entry) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(entry);
    } catch {
      // reported below
    }
    if (parsed === null || (parsed.protocol !== "http:" && parsed.protocol !== "https:") || parsed.origin !== entry.replace(/\/$/, "")) {
      throw new ConfigError(name, `entries must be exact origins like https://app.example.com (scheme, host, optional port), got "${entry}"`);
    }
    return parsed.origin;
  });
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const n = nonNegativeInt(env, name, fallback);
  if (n === 0) throw new ConfigError(name, "must be a positive integer, got \"0\"");
  return n;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Listeners asked for port 0 get an ephemeral port; public URLs derived from port 0 are then re-derived from
 * the ports actually bound. Explicit PUBLIC_BASE_URL / PUBLIC_SCAN_URL are never changed.
 */
export function withBoundPorts(config: Config, apiPort: number, scanPort: number): Config {
  const urlHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  const derivedFromZero = (url: string) => url === `http://${urlHost}:0`;
  return {
    ...config,
    port: apiPort,
    scanPort,
    publicBaseUrl: derivedFromZero(config.publicBaseUrl) ? `http://${urlHost}:${apiPort}` : config.publicBaseUrl,
    publicScanUrl: derivedFromZero(config.publicScanUrl) ? `http://${urlHost}:${scanPort}` : config.publicScanUrl,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const host = str(env, "HOST") ?? "127.0.0.1";
  const portNumber = port(env, "PORT", 8402);
  const scanPort = port(env, "SCAN_PORT", 8403);
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const payments = oneOf(env, "PAYMENTS", ["dev", "facilitator"] as const, "dev")!;
  const payTo = str(env, "PAY_TO");
  if (payTo !== null && !EVM_ADDRESS.test(payTo)) {
    throw new ConfigError("PAY_TO", `must be a 0x-prefixed 20-byte hex address (the value given, ${payTo.length} characters, is not shown: it may be a key)`);
  }
  const facilitatorUrl = url(env, "FACILITATOR_URL");
  if (facilitatorUrl !== null) {
    const parsed = new URL(facilitatorUrl);
    if (parsed.username !== "" || parsed.password !== "" || parsed.search !== "" || parsed.hash !== "") {
      // The facilitator client appends /verify, /settle, /supported and cannot send URL credentials.
      throw new ConfigError(
        "FACILITATOR_URL",
        `must not hold a user, password, query or fragment (got ${redactUrl(facilitatorUrl)}); use CDP_API_KEY_ID/CDP_API_KEY_SECRET for the CDP facilitator's credentials`,
      );
    }
  }
  if (payments === "facilitator") {
    if (facilitatorUrl === null) throw new ConfigError("FACILITATOR_URL", "is required when PAYMENTS=facilitator");
    if (payTo === null) throw new ConfigError("PAY_TO", "is required when PAYMENTS=facilitator (the receiving address)");
  }
  const signingKey = str(env, "RECEIPT_SIGNING_KEY");
  if (signingKey !== null && signingKey !== "off") {
    const bytes = Buffer.from(signingKey, "base64url");
    if (bytes.length !== 32 || !/^[A-Za-z0-9_-]+={0,2}$/.test(signingKey)) {
      throw new ConfigError("RECEIPT_SIGNING_KEY", "must be a 32-byte Ed25519 seed in base64url, or \"off\"");
    }
  }
  const redisUrl = str(env, "REDIS_URL");
  if (redisUrl !== null && (!/^rediss?:\/\//.test(redisUrl) || !URL.canParse(redisUrl))) {
    throw new ConfigError("REDIS_URL", `must be a redis:// or rediss:// URL, got ${redactUrl(redisUrl)}`);
  }
  const llmProvider = oneOf(env, "LLM_PROVIDER", ["openai", "anthropic"] as const, null);
  const searchProvider = oneOf(
    env,
    "SEARCH_PROVIDER",
    ["brave", "tavily", "searxng", "wikipedia", "corpus"] as const,
    "wikipedia",
  )!;
  const corpusDir = str(env, "CORPUS_DIR");
  if (searchProvider === "corpus" && corpusDir === null) {
    throw new ConfigError("CORPUS_DIR", "is required when SEARCH_PROVIDER=corpus");
  }
  return {
    host,
    port: portNumber,
    scanPort,
    publicBaseUrl: url(env, "PUBLIC_BASE_URL") ?? `http://${urlHost}:${portNumber}`,
    publicScanUrl: url(env, "PUBLIC_SCAN_URL") ?? `http://${urlHost}:${scanPort}`,
    dataDir: path.resolve(str(env, "DATA_DIR") ?? "./.verity"),
    payments,
    payTo,
    facilitatorUrl,
    cdpApiKeyId: str(env, "CDP_API_KEY_ID"),
    cdpApiKeySecret: str(env, "CDP_API_KEY_SECRET"),
    devChainPort: port(env, "DEV_CHAIN_PORT", 8545),
    devChainUrl: url(env, "DEV_CHAIN_URL"),
    receiptSigningKey: signingKey,
    redisUrl,
    llmProvider,
    llmBaseUrl: url(env, "LLM_BASE_URL"),
    llmApiKey: str(env, "LLM_API_KEY"),
    llmModels: {
      quick: str(env, "LLM_MODEL_QUICK"),
      standard: str(env, "LLM_MODEL_STANDARD"),
      pro: str(env, "LLM_MODEL_PRO"),
    },
    searchProvider,
    searchBaseUrl: url(env, "SEARCH_BASE_URL"),
    searchApiKey: str(env, "SEARCH_API_KEY"),
    corpusDir: corpusDir === null ? null : path.resolve(corpusDir),
    netAllow: list(env, "NET_ALLOW"),
    trustProxy: list(env, "TRUST_PROXY"),
    trialCorsOrigins: origins(env, "TRIAL_CORS_ORIGINS"),
    httpMaxConnections: positiveInt(env, "HTTP_MAX_CONNECTIONS", 1000),
    textQueueMax: nonNegativeInt(env, "TEXT_QUEUE_MAX", 64),
    drainTimeoutMs: nonNegativeInt(env, "DRAIN_TIMEOUT_MS", 30_000),
    metricsPort: str(env, "METRICS_PORT") === null ? null : port(env, "METRICS_PORT", 0),
    metricsHost: str(env, "METRICS_HOST") ?? "127.0.0.1",
    verdictCacheTtlSeconds: nonNegativeInt(env, "VERDICT_CACHE_TTL_SECONDS", 600),
    challengeCache: oneOf(env, "CHALLENGE_CACHE", ["on", "off"] as const, "on") === "on",
    logLevel: str(env, "LOG_LEVEL") ?? "info",
  };
}

/** Settings of `verity mcp`, the local server that pays Verity for an agent (read here like every setting). */
export interface ClientConfig {
  /** The Verity api address to call. */
  url: string;
  /** The free trial address (scan tool), or null when unknown. */
  scanUrl: string | null;
  /** 0x-prefixed 32-byte private key of the paying wallet, or null (paid tools then refuse). */
  walletKey: `0x${string}` | null;
  maxPriceUsd: string;
  budgetUsd: string;
  /** A key document (service-pubkey.json or did.json) to check receipts against; null = pinned on first use. */
  serviceKeyFile: string | null;
  /** JSON-RPC URL for the balance tool; null = the service's development chain when it runs one. */
  rpcUrl: string | null;
}

const USD_AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

function usd(env: Env, name: string, fallback: string): string {
  const v = str(env, name);
  if (v === null) return fallback;
  if (!USD_AMOUNT.test(v)) throw new ConfigError(name, `must be a USD amount like "0.25" (at most 6 decimals), got "${v}"`);
  return v;
}

export function loadClientConfig(env: Env = process.env): ClientConfig {
  const walletKey = str(env, "VERITY_WALLET_KEY");
  if (walletKey !== null && !PRIVATE_KEY.test(walletKey)) {
    // Never echo the value: it is a secret.
    throw new ConfigError("VERITY_WALLET_KEY", "must be a 0x-prefixed 32-byte hex private key");
  }
  const apiUrl = url(env, "VERITY_URL");
  const serviceKeyFile = str(env, "VERITY_SERVICE_KEY");
  return {
    url: apiUrl ?? "http://127.0.0.1:8402",
    // The local defaults of `npm start`; a remote VERITY_URL needs its scan address named.
    scanUrl: url(env, "VERITY_SCAN_URL") ?? (apiUrl === null ? "http://127.0.0.1:8403" : null),
    walletKey: walletKey as `0x${string}` | null,
    maxPriceUsd: usd(env, "VERITY_MAX_PRICE_USD", DEFAULT_SPENDING.maxPricePerCallUsd),
    budgetUsd: usd(env, "VERITY_BUDGET_USD", DEFAULT_SPENDING.budgetUsd),
    serviceKeyFile: serviceKeyFile === null ? null : path.resolve(serviceKeyFile),
    rpcUrl: url(env, "VERITY_RPC_URL"),
  };
}
