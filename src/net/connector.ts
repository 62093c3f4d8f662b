/**
 * The guarded connector: every new socket (first hop, redirect hop, IP literal or name) resolves the host, checks
 * ALL answers against the address policy and connects to the exact address it checked (DNS pinning). Host header
 * and TLS SNI/certificate checks keep the original name.
 */
import dns from "node:dns";
import net from "node:net";
import tls from "node:tls";
import { Agent, buildConnector } from "undici";
import { classifyAddress, isAllowed, normalizeHostname, type NetAllow } from "./address.js";

export type Resolver = (hostname: string) => Promise<string[]>;

/**
 * Internal: the connector refused an address. Mapped to FetchRefusedError("address") by the fetcher. The message
 * never names the address a name resolved to: a refusal is shown to whoever asked, and our DNS answers for internal
 * names are nobody's business. `address` and `range` stay on the object for our own debugging.
 */
export class AddressRefusal extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(
      net.isIP(hostname)
        ? `${net.isIPv6(hostname) ? `[${hostname}]` : hostname} is not a public address`
        : `${hostname} resolves to a non-public address`,
    );
    this.name = "AddressRefusal";
  }
}

/** Internal: the name did not resolve. Mapped to FetchFailedError("dns"). */
export class DnsFailure extends Error {
  constructor(
    readonly hostname: string,
    message: string,
  ) {
    super(message);
    this.name = "DnsFailure";
  }
}

export interface ConnectorOptions {
  readonly allow: NetAllow;
  /** Exact origins (scheme://host:port) allowed to any address: operator-configured endpoints. */
  readonly allowOrigins: ReadonlySet<string>;
  readonly resolve?: Resolver;
  readonly connectTimeoutMs: number;
  /** Extra trusted CA certificates (PEM), added to Node's bundled roots. */
  readonly ca?: readonly string[];
}

// dns.lookup runs getaddrinfo on libuv's 4-thread pool (shared with fs, zlib, crypto) and has no timeout of its own:
// keep at most two of our lookups in flight so slow attacker-controlled DNS cannot starve the pool. A lookup that
// outlives the DNS timeout gives its slot back (the thread stays busy until glibc gives up, but our queue moves on).
const MAX_SYSTEM_LOOKUPS = 2;
let lookupsInFlight = 0;
const lookupQueue: Array<() => void> = [];

function systemLookup(hostname: string, timeoutMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const start = () => {
      lookupsInFlight++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        lookupsInFlight--;
        lookupQueue.shift()?.();
      };
      const timer = setTimeout(release, timeoutMs);
      dns.promises
        .lookup(hostname, { all: true, verbatim: true })
        .then((answers) => resolve(answers.map((a) => a.address)), reject)
        .finally(() => {
          clearTimeout(timer);
          release();
        });
    };
    if (lookupsInFlight < MAX_SYSTEM_LOOKUPS) start();
    else lookupQueue.push(start);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function resolveAll(hostname: string, resolve: Resolver, timeoutMs: number): Promise<string[]> {
  if (net.isIP(hostname)) return [hostname];
  let answers: string[];
  try {
    answers = await withTimeout(resolve(hostname), timeoutMs, () => new DnsFailure(hostname, `DNS lookup of ${hostname} timed out`));
  } catch (err) {
    if (err instanceof DnsFailure) throw err;
    const code = (err as { code?: string }).code;
    throw new DnsFailure(hostname, `DNS lookup of ${hostname} failed${code ? ` (${code})` : ""}`);
  }
  if (!Array.isArray(answers) || answers.length === 0) throw new DnsFailure(hostname, `no address for ${hostname}`);
  return answers;
}

/** Picks the address to connect to, or throws AddressRefusal if any answer is not allowed. */
export async function checkedAddress(
  hostname: string,
  origin: string,
  options: ConnectorOptions,
): Promise<string> {
  const resolve = options.resolve ?? ((name: string) => systemLookup(name, options.connectTimeoutMs));
  const answers = await resolveAll(hostname, resolve, options.connectTimeoutMs);
  const originAllowed = options.allowOrigins.has(origin);
  for (const address of answers) {
    const range = classifyAddress(address);
    if (range === "invalid") throw new AddressRefusal(hostname, String(address), "invalid");
    if (range === "unicast" || originAllowed) continue;
    if (isAllowed(options.allow, { hostname, address })) continue;
    throw new AddressRefusal(hostname, address, range);
  }
  return answers[0]!;
}

export function originOf(protocol: string, hostname: string, port: string | number | undefined): string {
  const p = port === undefined || port === "" ? (protocol === "https:" ? "443" : "80") : String(port);
  const host = net.isIPv6(hostname) ? `[${hostname}]` : normalizeHostname(hostname);
  const defaultPort = protocol === "https:" ? "443" : "80";
  return `${protocol}//${host}${p === defaultPort ? "" : `:${p}`}`;
}

/** One guarded undici Agent. Never installed globally; never behind a proxy. */
export function createGuardedAgent(options: ConnectorOptions): Agent {
  const base = buildConnector({
    timeout: options.connectTimeoutMs,
    ...(options.ca && options.ca.length > 0 ? { ca: [...tls.rootCertificates, ...options.ca] } : {}),
  });
  return new Agent({
    // Per-phase limits are generous: the caller's total deadline (AbortSignal) is what bounds a fetch.
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
    connect(opts, callback) {
      const hostname = opts.hostname;
      checkedAddress(hostname, originOf(opts.protocol, hostname, opts.port), options).then(
        (address) =>
          base(
            {
              ...opts,
              hostname: address,
              servername: net.isIP(hostname) ? undefined : (opts.servername ?? normalizeHostname(hostname)),
            },
            callback,
          ),
        (err: Error) => callback(err, null),
      );
    },
  });
}
