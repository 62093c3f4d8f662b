/**
 * The host's published payment terms, and whether they agree with the live challenge. Looked up where buyers
 * and indexers look, first one that exists wins: /.well-known/x402.json (proposal-based, x402 #2582),
 * x402scan's /.well-known/x402 ({version, resources:[url]}), then OpenAPI /openapi.json `x-payment-info`.
 */
import { EVM_NETWORK_CHAIN_ID_MAP } from "@x402/evm/v1";
import { FetchFailedError, FetchRefusedError, type RequestBudget, type SafeFetcher } from "../../net/types.js";
import { knownAsset } from "./offer.js";
import { PROBE_USER_AGENT } from "./probe.js";
import { trimTrailing } from "./trim.js";
import type { ManifestMismatch, ManifestSource, PayableManifest, PayableOffer } from "./types.js";

const MANIFEST_MAX_BYTES = 1024 * 1024;

const LOCATIONS: readonly { readonly path: string; readonly source: ManifestSource }[] = [
  { path: "/.well-known/x402.json", source: "x402.json" },
  { path: "/.well-known/x402", source: "x402" },
  { path: "/openapi.json", source: "openapi" },
];

/** Payment terms for one endpoint as a manifest states them; any field may be absent. */
export interface ManifestTerms {
  readonly priceUsd: string | null;
  readonly amountAtomic: string | null;
  readonly payTo: string | null;
  readonly network: string | null;
  readonly asset: string | null;
}

export interface ManifestLookup {
  readonly source: ManifestSource;
  readonly url: string;
  readonly listed: boolean;
  readonly terms: readonly ManifestTerms[];
  /** HTTP methods the manifest declares for the endpoint (upper case), when it says. */
  readonly methods: readonly string[];
}

type Parsed = { listed: boolean; terms: ManifestTerms[]; methods: string[] };

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

function methodOf(entry: Record<string, unknown>): string[] {
  const m = str(entry.method);
  return m !== null && (HTTP_METHODS as readonly string[]).includes(m.toLowerCase()) ? [m.toUpperCase()] : [];
}

export interface ManifestFetchProblem {
  readonly url: string;
  readonly message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? trimTrailing(p, "/") : p);
  return strip(a) === strip(b);
}

/** Whether a manifest's reference (absolute URL or path) names the checked endpoint. */
function refersTo(ref: unknown, endpoint: URL): boolean {
  const text = str(ref);
  if (text === null) return false;
  try {
    const resolved = new URL(text, endpoint);
    return resolved.host.toLowerCase() === endpoint.host.toLowerCase() && samePath(resolved.pathname, endpoint.pathname);
  } catch {
    return false;
  }
}

/** "$0.25", "0.25", "0.25 USDC", 0.25 or {amount, currency} → "0.25". */
function usdOf(price: unknown): string | null {
  if (isRecord(price)) return usdOf(price.amount ?? price.value ?? price.usd);
  const text = str(price);
  if (text === null) return null;
  const match = /^\$?\s*(\d+(?:\.\d+)?)(?:\s*(?:USD|USDC))?$/i.exec(text);
  return match ? match[1]! : null;
}

function termsFromAccept(accept: Record<string, unknown>): ManifestTerms {
  const atomic = str(accept.amount) ?? str(accept.maxAmountRequired);
  return {
    priceUsd: usdOf(accept.price),
    amountAtomic: atomic !== null && /^\d+$/.test(atomic) ? atomic : null,
    payTo: str(accept.payTo),
    network: str(accept.network),
    asset: str(accept.asset),
  };
}

function acceptsOf(entry: Record<string, unknown>): ManifestTerms[] {
  const accepts = entry.accepts;
  if (Array.isArray(accepts)) return accepts.filter(isRecord).map(termsFromAccept);
  if (isRecord(accepts)) return [termsFromAccept(accepts)];
  return [termsFromAccept(entry)];
}

/** Our own shape and the #2582 DiscoveredResource envelope: endpoints keyed by path, or a resources/items list. */
function fromX402Json(doc: unknown, endpoint: URL): Parsed | null {
  if (!isRecord(doc)) return null;
  if (isRecord(doc.endpoints)) {
    for (const [key, value] of Object.entries(doc.endpoints)) {
      if (isRecord(value) && refersTo(key, endpoint)) return { listed: true, terms: acceptsOf(value), methods: methodOf(value) };
    }
    return { listed: false, terms: [], methods: [] };
  }
  const list = Array.isArray(doc.resources) ? doc.resources : Array.isArray(doc.items) ? doc.items : Array.isArray(doc.endpoints) ? doc.endpoints : null;
  if (list === null) return null;
  for (const item of list) {
    if (!isRecord(item)) {
      if (refersTo(item, endpoint)) return { listed: true, terms: [], methods: [] };
      continue;
    }
    const ref = isRecord(item.resource) ? item.resource.url : (item.resource ?? item.url ?? item.path);
    if (refersTo(ref, endpoint)) return { listed: true, terms: acceptsOf(item), methods: methodOf(item) };
  }
  return { listed: false, terms: [], methods: [] };
}

/** x402scan's /.well-known/x402: {version, resources: [url, ...]}; lists endpoints, states no terms. */
function fromX402scan(doc: unknown, endpoint: URL): Parsed | null {
  if (!isRecord(doc) || !Array.isArray(doc.resources)) return null;
  return fromX402Json({ resources: doc.resources }, endpoint);
}

/**
 * OpenAPI `x-payment-info` on the operation: {price | pricingMode+price, protocols:[{x402:{network, asset, payTo}}]}.
 * With `method` null, the first operation of the path that carries x-payment-info (the method it declares).
 */
function fromOpenApi(doc: unknown, endpoint: URL, method: string | null): Parsed | null {
  if (!isRecord(doc) || !isRecord(doc.paths)) return null;
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isRecord) : [];
  const basePaths = [""].concat(
    servers.map((s) => {
      try {
        return trimTrailing(new URL(String(s.url), endpoint).pathname, "/");
      } catch {
        return "";
      }
    }),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isRecord(item)) continue;
    if (!basePaths.some((base) => samePath(`${base}${path}`, endpoint.pathname))) continue;
    const paid = HTTP_METHODS.filter((m) => isRecord(item[m]) && isRecord((item[m] as Record<string, unknown>)["x-payment-info"]));
    const chosen = method === null ? paid[0] : method.toLowerCase();
    const operation = chosen === undefined ? undefined : item[chosen];
    if (!isRecord(operation)) continue;
    const info = operation["x-payment-info"];
    if (!isRecord(info)) return { listed: false, terms: [], methods: [] };
    const priceUsd = usdOf(info.price);
    const protocols = Array.isArray(info.protocols) ? info.protocols.filter(isRecord) : [];
    const x402 = protocols.map((p) => (isRecord(p.x402) ? p.x402 : p)).filter(isRecord);
    const terms = (x402.length > 0 ? x402 : [{}]).map((p) => ({ ...termsFromAccept(p), priceUsd }));
    return { listed: true, terms, methods: [chosen!.toUpperCase()] };
  }
  return { listed: false, terms: [], methods: [] };
}

/**
 * The first manifest location that describes the endpoint. `method`: the method whose OpenAPI operation to read
 * (the one the challenge came from), or null to take the paid operation the document declares.
 */
export async function lookUpManifest(
  fetcher: SafeFetcher,
  endpoint: URL,
  timeoutMs: number,
  budget?: RequestBudget,
  method: string | null = "POST",
): Promise<{ lookup: ManifestLookup | null; problems: ManifestFetchProblem[] }> {
  const problems: ManifestFetchProblem[] = [];
  // One budget for all three locations, so a slow host cannot triple the check's duration.
  const deadline = Date.now() + timeoutMs;
  for (const { path, source } of LOCATIONS) {
    const url = new URL(path, endpoint.origin).toString();
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      problems.push({ url, message: "no time left in the manifest budget" });
      break;
    }
    let doc: unknown;
    try {
      const response = await fetcher.fetch(url, {
        method: "GET",
        headers: { accept: "application/json", "user-agent": PROBE_USER_AGENT },
        maxBytes: MANIFEST_MAX_BYTES,
        timeoutMs: remaining,
        // Manifests live on the endpoint's own host: one redirect (http→https, a trailing slash) is plenty.
        maxRedirects: 1,
        budget,
      });
      if (response.status < 200 || response.status > 299) continue;
      doc = JSON.parse(response.text()) as unknown;
    } catch (error) {
      if (error instanceof FetchRefusedError || error instanceof FetchFailedError) {
        problems.push({ url, message: error.message });
        continue;
      }
      if (error instanceof SyntaxError) continue;
      throw error;
    }
    const parsed =
      source === "x402.json" ? fromX402Json(doc, endpoint) : source === "x402" ? fromX402scan(doc, endpoint) : fromOpenApi(doc, endpoint, method);
    if (parsed === null) continue;
    return { lookup: { source, url, ...parsed }, problems };
  }
  return { lookup: null, problems };
}

/** v1 names ("base") and CAIP-2 ids compare equal when they name the same chain. */
function normalizeNetwork(network: string): string {
  const chainId = (EVM_NETWORK_CHAIN_ID_MAP as Record<string, number>)[network];
  return chainId === undefined ? network.toLowerCase() : `eip155:${chainId}`;
}

/** Compares decimal strings exactly ("0.250" equals "0.25"). */
function sameDecimal(a: string, b: string): boolean {
  const norm = (s: string) => {
    const [whole = "0", fraction = ""] = s.split(".");
    return `${whole.replace(/^0+(?=\d)/, "")}.${trimTrailing(fraction, "0")}`;
  };
  return norm(a) === norm(b);
}

export function compareManifest(lookup: ManifestLookup | null, offer: PayableOffer | null): PayableManifest {
  if (lookup === null) {
    return { found: false, source: null, url: null, lists_endpoint: false, agrees: null, compared: [], mismatches: [] };
  }
  const base = { found: true, source: lookup.source, url: lookup.url, lists_endpoint: lookup.listed };
  if (!lookup.listed) {
    return { ...base, agrees: offer === null ? null : false, compared: [], mismatches: offer === null ? [] : [{ field: "listed", manifest: null, challenge: "this endpoint" }] };
  }
  if (offer === null || lookup.terms.length === 0) return { ...base, agrees: null, compared: [], mismatches: [] };
  const offerNetwork = offer.network === null ? null : normalizeNetwork(offer.network);
  const terms =
    lookup.terms.find((t) => t.network !== null && offerNetwork !== null && normalizeNetwork(t.network) === offerNetwork) ??
    lookup.terms[0]!;
  const compared: ("price" | "payTo" | "network" | "asset")[] = [];
  const mismatches: ManifestMismatch[] = [];
  const check = (field: "price" | "payTo" | "network" | "asset", manifest: string | null, challenge: string | null, equal: boolean) => {
    compared.push(field);
    if (!equal) mismatches.push({ field, manifest, challenge });
  };
  const known = knownAsset(offer.asset, offer.network);
  if (terms.priceUsd !== null && offer.amount_usd !== null) {
    check("price", `$${terms.priceUsd}`, `$${offer.amount_usd}`, sameDecimal(terms.priceUsd, offer.amount_usd));
  } else if (terms.amountAtomic !== null && offer.amount !== null) {
    check("price", terms.amountAtomic, offer.amount, terms.amountAtomic === offer.amount);
  }
  if (terms.payTo !== null) {
    check("payTo", terms.payTo, offer.payTo, offer.payTo !== null && terms.payTo.toLowerCase() === offer.payTo.toLowerCase());
  }
  if (terms.network !== null) {
    check("network", terms.network, offer.network, offerNetwork !== null && normalizeNetwork(terms.network) === offerNetwork);
  }
  if (terms.asset !== null) {
    const manifestAsset = terms.asset;
    const equal = manifestAsset.startsWith("0x")
      ? offer.asset !== null && manifestAsset.toLowerCase() === offer.asset.toLowerCase()
      : known !== null && manifestAsset.toUpperCase() === known.symbol.toUpperCase();
    check("asset", manifestAsset, offer.asset, equal);
  }
  return { ...base, agrees: mismatches.length === 0, compared, mismatches };
}
