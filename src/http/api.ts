/**
 * The api app (base_url): the three paid verification routes behind the x402 gate, and the free discovery
 * and receipt routes.
 */
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { decodePaymentRequiredHeader, encodePaymentRequiredHeader } from "@x402/core/http";
import type { Config } from "../config.js";
import { VerifyRequestSpec, type VerifyResponse } from "../contract/schemas.js";
import { TIERS, type Tier } from "../contract/tiers.js";
import { EngineUnavailableError, type Engine } from "../engine/types.js";
import type { Logger } from "../log.js";
import type { PaymentGate } from "../payments/gate.js";
import { withReadablePaymentErrors } from "../payments/readableErrors.js";
import { claimPayment, readVerifiedPayment, releasePayment } from "../payments/verifiedPayment.js";
import type { ReceiptSigner } from "../receipts/types.js";
import type { Store } from "../store/types.js";
import { readBodyCapped } from "./body.js";
import { buildLlmsTxt, buildManifest, buildOpenApi, type DiscoveryContext } from "./discovery.js";
import { installErrorHandler, installRoutingErrors, jsonText } from "./errors.js";
import { parseBody } from "./validation.js";

/**
 * Larger than any valid request can be (2 × 2000 code points, even fully \u-escaped), small enough that a
 * hostile body is refused before it is buffered.
 */
export const VERIFY_BODY_MAX_BYTES = 256 * 1024;

export interface ApiDeps {
  readonly config: Config;
  readonly engine: Engine;
  readonly store: Store;
  readonly gate: PaymentGate;
  readonly receipts: ReceiptSigner | null;
  readonly log: Logger;
  readonly version: string;
  /** Free sub-apps mounted at "/" (receipt routes, ...). Each lists the paths it serves for 405 handling. */
  readonly mounts?: readonly { app: Hono; paths: Record<string, string[]> }[];
}

interface VerifyBody extends Record<string, unknown> {
  claim: string;
  context: string | null;
}

export function createApiApp(deps: ApiDeps): Hono {
  const app = new Hono();
  const startedAt = Date.now();
  const discovery: DiscoveryContext = {
    publicBaseUrl: deps.config.publicBaseUrl,
    publicScanUrl: deps.config.publicScanUrl,
    payTo: deps.gate.payTo,
    version: deps.version,
  };

  // Browser buyers must be able to read the challenge and the settlement, and send the payment.
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "PAYMENT-SIGNATURE", "X-PAYMENT", "Access-Control-Expose-Headers"],
      exposeHeaders: ["PAYMENT-REQUIRED", "PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE", "Retry-After"],
      maxAge: 600,
    }),
  );
  // The SDK matches routes case-insensitively and ignores trailing slashes; FastAPI does not. Gate exactly the
  // paid paths so that "/VERIFY" or "/verify/" is a free 404, never a challenge for a route that does not exist.
  const paidPaths = new Set<string>(TIERS.map((t) => t.path));
  const gate = withReadablePaymentErrors(deps.gate.middleware);
  app.use("*", (c, next) => (paidPaths.has(c.req.path) ? gate(c, next) : next()));

  const reusedChallenge = reusedPaymentChallenges(app);
  for (const tier of TIERS) app.post(tier.path, (c) => verifyRoute(c, tier, deps, reusedChallenge));

  app.get("/health", (c) =>
    c.json({
      status: "ok",
      service: "verity",
      version: deps.version,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      payments: {
        mode: deps.gate.mode,
        network: deps.gate.network,
        payTo: deps.gate.payTo,
        // Dev mode only: where buyers and the demo read test-USDC balances. No real money, nothing secret.
        ...(deps.gate.devChain ? { devChainRpc: deps.gate.devChain.rpcUrl } : {}),
      },
      engine: deps.engine.describe(),
      receipts: deps.receipts ? "on" : "off",
      store: deps.store.backend,
    }),
  );
  app.get("/.well-known/x402.json", (c) => {
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "public, max-age=300");
    return c.json(buildManifest(discovery));
  });
  app.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(buildOpenApi(discovery));
  });
  app.get("/llms.txt", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.text(buildLlmsTxt(discovery));
  });

  const known = new Map<string, string[]>([
    ...TIERS.map((t) => [t.path, ["POST"]] as [string, string[]]),
    ["/health", ["GET"]],
    ["/.well-known/x402.json", ["GET"]],
    ["/openapi.json", ["GET"]],
    ["/llms.txt", ["GET"]],
  ]);
  for (const mount of deps.mounts ?? []) {
    app.route("/", mount.app);
    for (const [path, methods] of Object.entries(mount.paths)) known.set(path, methods);
  }
  installRoutingErrors(app, known);
  installErrorHandler(app, (error) => deps.log.error({ err: error }, "unhandled error"));
  return app;
}

/**
 * The route's own x402 challenge with `error: "payment_already_used"`, so a refused duplicate is a proper v2 402
 * that a buyer can answer with a fresh signature. Built once per route by asking the gate, like any unpaid probe.
 */
function reusedPaymentChallenges(app: Hono): (tier: Tier) => Promise<string | null> {
  const cache = new Map<string, string>();
  return async (tier) => {
    const cached = cache.get(tier.path);
    if (cached) return cached;
    try {
      const res = await app.request(tier.path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: "{}",
      });
      const header = res.headers.get("payment-required");
      if (res.status !== 402 || !header) return null;
      const challenge = encodePaymentRequiredHeader({ ...decodePaymentRequiredHeader(header), error: "payment_already_used" });
      cache.set(tier.path, challenge);
      return challenge;
    } catch {
      return null;
    }
  };
}

async function verifyRoute(
  c: Context,
  tier: Tier,
  deps: ApiDeps,
  reusedChallenge: (tier: Tier) => Promise<string | null>,
): Promise<Response> {
  const raw = await readBodyCapped(c.req.raw, VERIFY_BODY_MAX_BYTES);
  if (!raw.ok) {
    return raw.reason === "too-large"
      ? jsonText(c, 413, JSON.stringify({ detail: `Request body too large: at most ${VERIFY_BODY_MAX_BYTES} bytes` }))
      : jsonText(c, 400, JSON.stringify({ detail: "There was an error parsing the body" }));
  }
  const parsed = parseBody<VerifyBody>(VerifyRequestSpec, raw.bytes, c.req.header("content-type"));
  if (!parsed.ok) return jsonText(c, parsed.status, parsed.body);
  const { claim, context } = parsed.value;

  // The gate has verified this payment. Claim its nonce before doing any work, so a replayed or concurrently
  // duplicated payment runs the handler once.
  const payment = readVerifiedPayment(c.req.header("payment-signature") ?? c.req.header("x-payment"));
  if (payment && !(await claimPayment(deps.store, payment))) {
    const challenge = await reusedChallenge(tier);
    return c.json(
      {
        error: "payment_already_used",
        detail: "This signed payment is already being used or was used for another request. Sign a new payment for each request.",
      },
      402,
      { "Cache-Control": "no-store", ...(challenge ? { "PAYMENT-REQUIRED": challenge } : {}) },
    );
  }

  try {
    const result = await deps.engine.verify({ claim, context, tier: tier.id });
    const response: VerifyResponse = {
      verdict: result.verdict,
      confidence: result.confidence,
      reasoning: result.reasoning,
      evidence: result.evidence,
      receipt:
        deps.receipts?.sign({
          claim,
          context,
          verdict: result.verdict,
          confidence: result.confidence,
          tier: tier.id,
          engine: result.engine,
          payment,
        }) ?? null,
    };
    deps.log.info({ tier: tier.id, verdict: result.verdict, payer: payment?.payer, nonce: payment?.nonce }, "verdict");
    return c.json(response);
  } catch (error) {
    // Nothing is settled on an error answer, so the payer keeps the right to retry with the same payment.
    if (payment) await releasePayment(deps.store, payment);
    if (error instanceof EngineUnavailableError) {
      deps.log.warn({ tier: tier.id, reason: error.message }, "engine unavailable");
      return c.json(
        { detail: `The verifier could not make a real attempt: ${error.message}. Nothing was charged; retry later.` },
        503,
        { "Retry-After": String(error.retryAfterSeconds) },
      );
    }
    throw error;
  }
}
