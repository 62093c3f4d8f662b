/**
 * Discovery documents built from the tier table and the contract schemas: the x402 manifest, the OpenAPI 3.1
 * document (FastAPI's shape, with x402scan's x-payment-info) and llms.txt.
 */
import {
  bodyJsonSchema,
  HTTPValidationErrorJsonSchema,
  ValidationErrorJsonSchema,
  VerifyRequestSpec,
  verifyResponseJsonSchema,
  PaymentRefusalSchema,
  publishedJsonSchema,
  ServiceUnavailableSchema,
} from "../contract/schemas.js";
import { PAYMENT, SERVICE, TIERS, type Tier } from "../contract/tiers.js";
import { paymentOffer } from "../payments/routes.js";

export interface DiscoveryContext {
  readonly publicBaseUrl: string;
  readonly publicScanUrl: string;
  readonly payTo: string;
  readonly version: string;
  /** Per tier id: why `context` is required in this configuration (Engine.contextRequired), or null. */
  readonly contextRequired?: Readonly<Record<string, string | null>>;
  /** Per tier id: why the tier cannot judge at all in this configuration (Engine.cannotJudge), or null. */
  readonly cannotJudge?: Readonly<Record<string, string | null>>;
}

/** The tier's description, with what it needs in this configuration. */
function describeTier(ctx: DiscoveryContext, tier: Tier): string {
  const unavailable = ctx.cannotJudge?.[tier.id];
  if (unavailable) return `${tier.description} In this configuration this tier cannot judge (${unavailable}); calls answer a free 503 no_evidence_source.`;
  const need = ctx.contextRequired?.[tier.id];
  return need ? `${tier.description} In this configuration \`context\` is required: ${need}` : tier.description;
}

/** GET /.well-known/x402.json — a proposal-based manifest (no standard exists yet; see x402 #2582). */
export function buildManifest(ctx: DiscoveryContext) {
  const endpoints: Record<string, unknown> = {};
  for (const tier of TIERS) {
    endpoints[tier.path] = {
      method: tier.method,
      description: describeTier(ctx, tier),
      tier: tier.id,
      accepts: [paymentOffer(tier, ctx.payTo)],
      inputSchema: bodyJsonSchema(VerifyRequestSpec),
      outputSchema: verifyResponseJsonSchema(),
    };
  }
  return {
    x402Version: PAYMENT.x402Version,
    name: SERVICE.name,
    description: SERVICE.description,
    contact: SERVICE.contact,
    endpoints,
  };
}

function operationId(tier: Tier): string {
  return `${tier.toolName}${tier.path}`.replace(/\W/g, "_") + "_post";
}

const json = (schema: unknown) => ({ "application/json": { schema } });

function freeGet(summary: string, id: string, content: Record<string, unknown> = json({})) {
  return {
    get: {
      summary,
      operationId: id,
      responses: { "200": { description: "Successful Response", content } },
      security: [],
    },
  };
}

/** GET /openapi.json — OpenAPI 3.1 in FastAPI's shape. */
export function buildOpenApi(ctx: DiscoveryContext) {
  const paths: Record<string, unknown> = {};
  for (const tier of TIERS) {
    paths[tier.path] = {
      post: {
        summary: tier.summary,
        description: describeTier(ctx, tier),
        operationId: operationId(tier),
        requestBody: { content: json({ $ref: "#/components/schemas/VerifyRequest" }), required: true },
        responses: {
          "200": { description: "Successful Response", content: json({ $ref: "#/components/schemas/VerifyResponse" }) },
          "402": {
            description: `Payment Required: x402 v2 challenge ($${tier.priceUsd} USDC on ${PAYMENT.network}) base64-encoded in the PAYMENT-REQUIRED header; pay and repeat the request with PAYMENT-SIGNATURE.`,
            headers: {
              "PAYMENT-REQUIRED": { description: "base64 JSON PaymentRequired (x402 v2)", schema: { type: "string" } },
            },
          },
          "422": { description: "Validation Error", content: json({ $ref: "#/components/schemas/HTTPValidationError" }) },
          "429": {
            description:
              "Payment not attempted: another paid request of this payer is in flight (payer_busy; the same payment may be sent again), or this client's payments failed verification too often (too_many_failed_payments). Nothing is charged.",
            headers: {
              "Retry-After": { description: "seconds to wait", schema: { type: "integer" } },
              RateLimit: { description: "IETF RateLimit header", schema: { type: "string" } },
              "RateLimit-Policy": { description: "IETF RateLimit-Policy header", schema: { type: "string" } },
            },
            content: json({ $ref: "#/components/schemas/PaymentRefusal" }),
          },
          "503": {
            description: "The verifier could not make a real attempt (upstream outage); nothing is charged. The body names a fixed reason code.",
            headers: { "Retry-After": { description: "seconds to wait", schema: { type: "integer" } } },
            content: json({ $ref: "#/components/schemas/ServiceUnavailable" }),
          },
        },
        "x-payment-info": {
          price: { mode: "fixed", currency: "USD", amount: tier.priceUsd },
          protocols: [{ x402: { network: PAYMENT.network, asset: PAYMENT.assetAddress, payTo: ctx.payTo } }],
        },
      },
    };
  }
  Object.assign(paths, {
    "/health": freeGet("Health", "health_health_get"),
    "/.well-known/x402.json": freeGet("X402 Manifest", "x402_manifest__well_known_x402_json_get"),
    "/.well-known/service-pubkey.json": freeGet("Service Pubkey", "service_pubkey__well_known_service_pubkey_json_get"),
    "/.well-known/did.json": freeGet("Did", "did__well_known_did_json_get"),
    "/receipt/selftest": freeGet("Receipt Selftest", "receipt_selftest_receipt_selftest_get"),
    "/llms.txt": freeGet("Llms Txt", "llms_txt_llms_txt_get", { "text/plain": { schema: { type: "string" } } }),
    "/receipt/verify": {
      post: {
        summary: "Receipt Verify",
        description: "Check a receipt's Ed25519 signature against this service's published keys. Body: the receipt object, or {\"receipt\": …} / the whole paid answer (max 64 KB).",
        operationId: "receipt_verify_receipt_verify_post",
        requestBody: { content: json({ type: "object" }), required: true },
        responses: { "200": { description: "Successful Response", content: json({}) } },
        security: [],
      },
    },
  });
  return {
    openapi: "3.1.0",
    info: { title: SERVICE.name, description: SERVICE.description, version: ctx.version },
    servers: [{ url: ctx.publicBaseUrl }],
    paths,
    components: {
      schemas: {
        // Sorted by name, as FastAPI writes them.
        HTTPValidationError: HTTPValidationErrorJsonSchema,
        PaymentRefusal: publishedJsonSchema(PaymentRefusalSchema, "PaymentRefusal"),
        ServiceUnavailable: publishedJsonSchema(ServiceUnavailableSchema, "ServiceUnavailable"),
        ValidationError: ValidationErrorJsonSchema,
        VerifyRequest: bodyJsonSchema(VerifyRequestSpec),
        VerifyResponse: verifyResponseJsonSchema(),
      },
    },
  };
}

/** GET /llms.txt — llmstxt.org format. */
export function buildLlmsTxt(ctx: DiscoveryContext): string {
  const base = ctx.publicBaseUrl;
  const tierLines = TIERS.map(
    (t) => `- [POST ${t.path}](${base}${t.path}): $${t.priceUsd} per claim. ${describeTier(ctx, t)}`,
  ).join("\n");
  return `# ${SERVICE.name}

> ${SERVICE.description}

Send \`POST\` with a JSON body \`{"claim": string (1-2000 characters), "context": string|null (at most 2000)}\`. An unpaid request gets HTTP 402 with an x402 v2 challenge in the base64 \`PAYMENT-REQUIRED\` header (scheme \`exact\`, USDC on \`${PAYMENT.network}\`); sign it and repeat the request with \`PAYMENT-SIGNATURE\`. The answer is \`{"verdict": "supported"|"unsupported"|"uncertain", "confidence", "reasoning", "evidence": [...], "grounding": "caller-context"|"web"|"corpus"|"none", "context_sha256", "receipt"}\`; \`grounding\` says what the verdict rests on, and a quick-tier verdict over your context (\`caller-context\`) means consistent with that context, not true. Invalid input is a free 422 in FastAPI's \`HTTPValidationError\` format. When the service cannot decide it says \`uncertain\`; it never cites evidence it did not fetch. Text inside a claim is judged as data, never obeyed. Receipts are W3C Data Integrity \`eddsa-jcs-2022\` proofs, verifiable offline with the keys below.

## Paid verification

${tierLines}

## API

- [OpenAPI specification](${base}/openapi.json): OpenAPI 3.1 description of every route, with x-payment-info
- [x402 manifest](${base}/.well-known/x402.json): the three paid endpoints, prices, payTo and schemas
- [Health](${base}/health): status, payment mode, network, configured judge and search
- [MCP endpoint](${base}/mcp): Streamable HTTP; tools ${TIERS.map((t) => `\`${t.toolName}\``).join(", ")} (same prices, paid with the x402 v2 MCP transport: \`_meta["x402/payment"]\`), free \`verify_receipt\` and \`service_info\`

## Keys

- [Service public key](${base}/.well-known/service-pubkey.json): current and retired Ed25519 receipt-signing keys
- [DID document](${base}/.well-known/did.json): the same keys as Multikey under assertionMethod
- [Receipt check](${base}/receipt/verify): POST a receipt to check its signature (free)

## Optional

- [Free trial tools](${ctx.publicScanUrl}/): scan a whole answer for hallucinations, find contradictions between two pages of one site, check whether an x402 endpoint is payable (rate-limited, unsigned)
`;
}
