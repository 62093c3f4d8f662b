/**
 * Fast path for the most common request a paid route sees: an unpaid probe (agents checking the price,
 * indexers). The SDK's challenge for a route does not depend on the request (the resource URL is configured),
 * so we let the full stack (CORS, x402 SDK gate) build it once per route at start, and replay those exact
 * bytes at the node:http level for later unpaid, non-browser POSTs. Anything else — a payment header, a
 * browser asking for HTML (the SDK's paywall page), another method — goes through the full app unchanged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

interface CachedResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

export type UnpaidChallenges = ReadonlyMap<string, CachedResponse>;

/** What the full app answers to an unpaid, non-browser JSON POST on each paid path. */
export async function buildUnpaidChallenges(
  fetchApp: (request: Request) => Response | Promise<Response>,
  baseUrl: string,
  paths: readonly string[],
): Promise<UnpaidChallenges> {
  const cache = new Map<string, CachedResponse>();
  for (const path of paths) {
    const response = await fetchApp(
      new Request(baseUrl + path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: "{}",
      }),
    );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== "content-length") headers[key] = value;
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 402 || !headers["payment-required"]) {
      throw new Error(`expected a 402 challenge on ${path} at start, got ${response.status}`);
    }
    cache.set(path, { status: response.status, headers: { ...headers, "content-length": String(body.length) }, body });
  }
  return cache;
}

function isBrowser(req: IncomingMessage): boolean {
  // The SDK serves its HTML paywall when both hold; leave those to it.
  return String(req.headers.accept ?? "").includes("text/html") && String(req.headers["user-agent"] ?? "").includes("Mozilla");
}

/** Answers and returns true when the request is an unpaid probe of a paid route. */
export function serveUnpaidChallenge(challenges: UnpaidChallenges, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "POST") return false;
  const path = (req.url ?? "").split("?")[0]!;
  const cached = challenges.get(path);
  if (!cached || req.headers["payment-signature"] !== undefined || req.headers["x-payment"] !== undefined || isBrowser(req)) {
    return false;
  }
  // The body is irrelevant to an unpaid request: discard it without buffering.
  req.resume();
  res.writeHead(cached.status, cached.headers);
  res.end(cached.body);
  return true;
}
