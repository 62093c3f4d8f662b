/**
 * The api app (base_url): the three paid verification routes behind the x402 gate, and the free discovery
 * and receipt routes.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { Config } from "../config.js";
import { VerifyRequestSpec } from "../contract/schemas.js";
import { TIERS, type Tier } from "../contract/tiers.js";
import { EngineUnavailableError, type Engine } from "../engine/types.js";
import type { Logger } from "../log.js";
import type { PaidEnv, PaymentGate } from "../payments/gate.js";
import type { ReceiptSigner } from "../receipts/types.js";
import type { Store } from "../store/types.js";
import { readBodyCapped } from "./body.js";
import { buildLlmsTxt, buildManifest, buildOpenApi, type DiscoveryContext } from "./discovery.js";
import { homeDocument, homeHtml } from "./home.js";
import type { ReadinessReport } from "./readiness.js";
import { resolveClient, TrustList } from "../net/clientAddress.js";
import { bodyReadFailure, installErrorHandler, installRoutingErrors, jsonText } from "./errors.js";
import { contextRequiredError, parseBody } from "./validation.js";
import { answerVerify, missingContext } from "./verifyAnswer.js";

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
  /** GET /ready's report (readiness.ts); absent, /ready answers from the store alone. */
  readonly readiness?: () => Promise<ReadinessReport>;
  /** Aborted when a draining node gives up on unfinished requests (verifyAnswer.ts). */
  readonly shutdown?: AbortSignal;
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
    contextRequired: Object.fromEntries(TIERS.map((t) => [t.id, deps.engine.contextRequired?.(t.id) ?? null])),
    cannotJudge: Object.fromEntries(TIERS.map((t) => [t.id, deps.engine.cannotJudge?.(t.id) ?? null])),
  };

  // Browser buyers must be able to read the challenge and the settlement, and send the payment.
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "PAYMENT-SIGNATURE", "X-PAYMENT", "Access-Control-Expose-Headers"],
      exposeHeaders: ["PAYMENT-REQUIRED", "PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE", "Retry-After", "RateLimit", "RateLimit-Policy", "X-Request-Id"],
      maxAge: 600,
    }),
  );
  // The whole payment lifecycle of the paid routes (src/payments/gate.ts); the client address feeds its
  // per-client limit on failed payments.
  const trust = new TrustList(deps.config.trustProxy);
  const paymentGate = deps.gate.middleware((c) => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    return resolveClient(incoming?.socket?.remoteAddress ?? null, c.req.header("x-forwarded-for") ?? null, trust);
  });
  app.use("*", paymentGate as MiddlewareHandler);
  for (const tier of TIERS) app.post(tier.path, (c) => verifyRoute(c, tier, deps));

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
  app.get("/ready", async (c) => {
    c.header("Cache-Control", "no-store");
    const report = deps.readiness ? await deps.readiness() : null;
    if (report) return c.json(report, report.ready ? 200 : 503);
    const ok = await deps.store.ping();
    return c.json({ ready: ok }, ok ? 200 : 503);
  });
  app.get("/", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Vary", "Accept");
    const doc = homeDocument(discovery);
    return (c.req.header("accept") ?? "").includes("text/html") ? c.html(homeHtml(doc)) : c.json(doc);
  });
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
    ["/", ["GET"]],
    ["/health", ["GET"]],
    ["/ready", ["GET"]],
    ["/.well-known/x402.json", ["GET"]],
    ["/openapi.json", ["GET"]],
    ["/llms.txt", ["GET"]],
  ]);
  for (const mount of deps.mounts ?? []) {
    app.route("/", mount.app);
    for (const [path, methods] of Object.entries(mount.paths)) known.set(path, methods);
  }
  installRoutingErrors(app, known);
  installErrorHandler(app, (error) => {
    if (error instanceof EngineUnavailableError) {
      deps.log.warn({ event: "engine-unavailable", reason: error.reason, message: error.message }, "engine unavailable");
    } else {
      deps.log.error({ err: error }, "unhandled error");
    }
  });
  return app;
}

async function verifyRoute(c: Context, tier: Tier, deps: ApiDeps): Promise<Response> {
  const raw = await readBodyCapped(c.req.raw, VERIFY_BODY_MAX_BYTES);
  if (!raw.ok) return bodyReadFailure(c, raw.reason, VERIFY_BODY_MAX_BYTES);
  const parsed = parseBody<VerifyBody>(VerifyRequestSpec, raw.bytes, c.req.header("content-type"));
  if (!parsed.ok) return jsonText(c, parsed.status, parsed.body);
  const { claim, context } = parsed.value;
  const needsContext = missingContext(deps.engine, tier, context);
  if (needsContext) return jsonText(c, 422, contextRequiredError(needsContext, parsed.value));

  // Set by the payment gate: verified, nonce claimed. An engine error propagates to the error mapper (503,
  // nothing settled, the payment is given back by the gate).
  const paid = (c as unknown as Context<PaidEnv>).get("paidCall") ?? null;
  const response = await answerVerify(deps, tier, claim, context, paid);
  return c.json(response);
}
