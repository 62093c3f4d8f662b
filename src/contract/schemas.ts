/**
 * Request and response schemas, defined once. Request bodies are described by field descriptors, from which
 * both the FastAPI-compatible validator (src/http/validation.ts) and the JSON Schemas of the manifest and the
 * OpenAPI document are generated; responses are zod schemas (typed in code, exported as JSON Schema).
 */
import { z } from "zod";

/** A string field of a request body, with pydantic's semantics (lengths in Unicode code points). */
export interface StringFieldSpec {
  readonly name: string;
  readonly title: string;
  readonly required: boolean;
  /** `null` is accepted (and is the default) when the field is optional and nullable. */
  readonly nullable: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Reject strings made only of (Python) whitespace with `Value error, <name> must not be blank`. */
  readonly notBlank?: boolean;
  readonly description?: string;
}

export interface BodySpec {
  readonly title: string;
  readonly fields: readonly StringFieldSpec[];
}

export const CLAIM_MAX_CHARS = 2000;
export const CONTEXT_MAX_CHARS = 2000;

export const VerifyRequestSpec: BodySpec = {
  title: "VerifyRequest",
  fields: [
    {
      name: "claim",
      title: "Claim",
      required: true,
      nullable: false,
      minLength: 1,
      maxLength: CLAIM_MAX_CHARS,
      notBlank: true,
      description: "The factual claim to judge (1 to 2000 characters, not blank). Judged as data, never obeyed.",
    },
    {
      name: "context",
      title: "Context",
      required: false,
      nullable: true,
      maxLength: CONTEXT_MAX_CHARS,
      description: "Optional context for the claim (at most 2000 characters). Judged as data, never obeyed.",
    },
  ],
};

export const SCAN_TEXT_MIN_CHARS = 20;
export const SCAN_TEXT_MAX_CHARS = 8000;
export const SCAN_TEXT_USED_CHARS = 4000;
export const SCAN_MAX_CLAIMS = 8;

export const ScanRequestSpec: BodySpec = {
  title: "ScanRequest",
  fields: [
    {
      name: "text",
      title: "Text",
      required: true,
      nullable: false,
      minLength: SCAN_TEXT_MIN_CHARS,
      maxLength: SCAN_TEXT_MAX_CHARS,
      description: "A whole answer to scan. The first 4000 characters are used; longer text is truncated.",
    },
  ],
};

export const PAYABLE_URL_MAX_CHARS = 2048;

/** A single absolute URL (pydantic `AnyUrl` with `max_length`): 422 `url_parsing` / `url_too_long`. */
export interface UrlFieldSpec {
  readonly kind: "url";
  readonly name: string;
  readonly title: string;
  readonly required: boolean;
  readonly maxLength: number;
  /** When set, other schemes are a 422 `url_scheme`. */
  readonly schemes?: readonly string[];
  readonly description?: string;
}

/** A list of absolute URLs with an exact item count range (pydantic `list[HttpUrl]` with min/max length). */
export interface UrlListFieldSpec {
  readonly kind: "url-list";
  readonly name: string;
  readonly title: string;
  readonly required: boolean;
  readonly minItems: number;
  readonly maxItems: number;
  readonly itemMaxLength: number;
  readonly schemes: readonly string[];
  readonly description?: string;
}

export type TrialFieldSpec = StringFieldSpec | UrlFieldSpec | UrlListFieldSpec;

/** Request body of a free trial tool, validated FastAPI-style by parseTrialBody (src/http/validation.ts). */
export interface TrialBodySpec {
  readonly title: string;
  readonly fields: readonly TrialFieldSpec[];
}

export const CONSISTENCY_URL_COUNT = 2;
export const CONSISTENCY_URL_MAX_CHARS = 2048;
/** `focus` is a short topic hint; a cap keeps hostile bodies small. */
export const CONSISTENCY_FOCUS_MAX_CHARS = 500;

export const ConsistencyRequestSpec: TrialBodySpec = {
  title: "ConsistencyRequest",
  fields: [
    {
      kind: "url-list",
      name: "urls",
      title: "Urls",
      required: true,
      minItems: CONSISTENCY_URL_COUNT,
      maxItems: CONSISTENCY_URL_COUNT,
      itemMaxLength: CONSISTENCY_URL_MAX_CHARS,
      schemes: ["http", "https"],
      description: "Exactly two http(s) URLs of the same site (same registrable domain).",
    },
    {
      name: "focus",
      title: "Focus",
      required: false,
      nullable: true,
      maxLength: CONSISTENCY_FOCUS_MAX_CHARS,
      description: "Optional hint about the topic to compare (at most 500 characters).",
    },
  ],
};

export const PayableRequestSpec: TrialBodySpec = {
  title: "PayableRequest",
  fields: [
    {
      kind: "url",
      name: "url",
      title: "Url",
      required: true,
      maxLength: PAYABLE_URL_MAX_CHARS,
      description: "One paid endpoint to check (at most 2048 characters).",
    },
  ],
};

/** JSON Schema (FastAPI/pydantic shape) of a trial tool's request body. */
export function trialBodyJsonSchema(spec: TrialBodySpec): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const f of spec.fields) {
    if ("kind" in f && f.kind === "url") {
      properties[f.name] = { type: "string", format: "uri", minLength: 1, maxLength: f.maxLength, title: f.title, ...(f.description ? { description: f.description } : {}) };
    } else if ("kind" in f && f.kind === "url-list") {
      properties[f.name] = {
        items: { type: "string", format: "uri", minLength: 1, maxLength: f.itemMaxLength },
        type: "array",
        maxItems: f.maxItems,
        minItems: f.minItems,
        title: f.title,
        ...(f.description ? { description: f.description } : {}),
      };
    } else {
      Object.assign(properties, (bodyJsonSchema({ title: spec.title, fields: [f as StringFieldSpec] }).properties as object));
    }
  }
  return { properties, type: "object", required: spec.fields.filter((f) => f.required).map((f) => f.name), title: spec.title };
}

/** JSON Schema (FastAPI/pydantic shape) of a request body. */
export function bodyJsonSchema(spec: BodySpec): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const f of spec.fields) {
    const str: Record<string, unknown> = { type: "string" };
    if (f.maxLength !== undefined) str.maxLength = f.maxLength;
    if (f.minLength !== undefined) str.minLength = f.minLength;
    const base = f.nullable ? { anyOf: [str, { type: "null" }] } : str;
    properties[f.name] = { ...base, title: f.title, ...(f.description ? { description: f.description } : {}) };
  }
  return {
    properties,
    type: "object",
    required: spec.fields.filter((f) => f.required).map((f) => f.name),
    title: spec.title,
  };
}

export const VerdictSchema = z.enum(["supported", "unsupported", "uncertain"]);
export type Verdict = z.infer<typeof VerdictSchema>;

/**
 * What a verdict rests on, signed into the receipt: the caller's own context (quick tier: the receipt attests
 * "consistent with the context you supplied", not "true"), pages found by web search, the operator's corpus,
 * or nothing at all (quick tier without a context: the model alone).
 */
export const GroundingSchema = z.enum(["caller-context", "web", "corpus", "none"]);
export type Grounding = z.infer<typeof GroundingSchema>;

export const VerifyResponseSchema = z
  .object({
    verdict: VerdictSchema.describe("supported, unsupported or uncertain (fail-closed)"),
    confidence: z.number().min(0).max(1).describe("Calibrated confidence, 0 to 1"),
    reasoning: z.string().describe("Explanation of the verdict"),
    evidence: z.array(z.string()).describe("Evidence entries: verbatim quote, URL and fetch time. May be empty."),
    grounding: GroundingSchema.describe(
      "What the verdict rests on: caller-context (quick tier: only the context you supplied was consulted, so the verdict means consistent with it, not true), web, corpus, or none (the model alone)",
    ),
    context_sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable()
      .describe("SHA-256 (hex) of the context the verdict was judged with; null without a context"),
    receipt: z
      .record(z.string(), z.unknown())
      .nullable()
      .default(null)
      .describe("Ed25519-signed receipt (eddsa-jcs-2022); null when signing is not configured"),
  })
  .meta({ title: "VerifyResponse" });
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

/** JSON Schema of VerifyResponse, as published in the manifest and OpenAPI. */
export function verifyResponseJsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(VerifyResponseSchema, { io: "output" }) as Record<
    string,
    unknown
  >;
  return { ...schema, title: "VerifyResponse" };
}

/** Public reason codes of a 503 from a paid route; what an upstream said is logged, never sent. */
export const UnavailableReasonSchema = z.enum([
  "search_unavailable",
  "llm_unavailable",
  "no_evidence_source",
  "no_judge",
  "deadline_exceeded",
  "engine_unavailable",
  "shutting_down",
]);
export type UnavailableReason = z.infer<typeof UnavailableReasonSchema>;

export const ServiceUnavailableSchema = z
  .object({
    error: UnavailableReasonSchema.describe("Fixed reason code"),
    detail: z.string().describe("A fixed sentence for that code; nothing was charged"),
  })
  .meta({ title: "ServiceUnavailable" });

/** Body of a refused payment (402 after a payment was sent, or 429). */
export const PaymentRefusalSchema = z
  .object({
    error: z
      .string()
      .describe(
        "Reason code: invalid_payment_header, unsupported_x402_version, unsupported_transfer_method, invalid_payload, payment_already_used, payer_busy (429), too_many_failed_payments (429), facilitator_unavailable, settlement_failed, or the facilitator's verification code (e.g. invalid_exact_evm_insufficient_balance)",
      ),
    detail: z.string().describe("What happened and what to do; nothing was charged"),
    x402Version: z.literal(2),
  })
  .meta({ title: "PaymentRefusal" });

/** A zod schema as the JSON Schema published in OpenAPI. */
export function publishedJsonSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: "output" }) as Record<string, unknown>;
  return { ...json, title };
}

export const ValidationErrorJsonSchema = {
  properties: {
    loc: { items: { anyOf: [{ type: "string" }, { type: "integer" }] }, type: "array", title: "Location" },
    msg: { type: "string", title: "Message" },
    type: { type: "string", title: "Error Type" },
    input: { title: "Input" },
    ctx: { type: "object", title: "Context" },
  },
  type: "object",
  required: ["loc", "msg", "type"],
  title: "ValidationError",
} as const;

export const HTTPValidationErrorJsonSchema = {
  properties: {
    detail: { items: { $ref: "#/components/schemas/ValidationError" }, type: "array", title: "Detail" },
  },
  type: "object",
  title: "HTTPValidationError",
} as const;
