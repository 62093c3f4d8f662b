/**
 * FastAPI-compatible request body handling: the same checks in the same order, producing the exact bytes of
 * FastAPI's HTTPValidationError (see shared/reference/fastapi-422-and-receipts.md §1.2-1.3).
 */
import type { BodySpec, StringFieldSpec, TrialBodySpec, TrialFieldSpec } from "../contract/schemas.js";
import { PyJsonError, PyJsonLimitError, pyJsonDumps, pyJsonParse, type PyObject, type PyValue } from "./pyjson.js";

export interface ValidationErrorItem {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export type BodyResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 422; body: string };

/** Python's str.isspace() set, so "blank" means exactly what `not v.strip()` means. */
const PY_BLANK = /^[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/u;

/** In a `u` regex a paired surrogate is one code point, so this matches only unpaired halves. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATE_G = /\p{Surrogate}/gu;

export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export function validationErrorBody(detail: ValidationErrorItem[]): string {
  return pyJsonDumps({
    detail: detail.map((e) => {
      const out: Record<string, unknown> = { type: e.type, loc: e.loc, msg: e.msg, input: e.input };
      if (e.ctx !== undefined) out.ctx = e.ctx;
      return out;
    }),
  });
}

function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  const [main, sub] = mime.split("/");
  return main === "application" && sub !== undefined && (sub === "json" || sub.endsWith("+json"));
}

function checkField(spec: StringFieldSpec, body: PyObject): ValidationErrorItem[] {
  const loc = ["body", spec.name];
  if (!body.has(spec.name)) {
    return spec.required ? [{ type: "missing", loc, msg: "Field required", input: body }] : [];
  }
  const value = body.get(spec.name) as PyValue;
  if (value === null && spec.nullable) return [];
  if (typeof value !== "string") {
    return [{ type: "string_type", loc, msg: "Input should be a valid string", input: value }];
  }
  const length = codePointLength(value);
  if (spec.minLength !== undefined && length < spec.minLength) {
    const plural = spec.minLength === 1 ? "" : "s";
    return [
      {
        type: "string_too_short",
        loc,
        msg: `String should have at least ${spec.minLength} character${plural}`,
        input: value,
        ctx: { min_length: spec.minLength },
      },
    ];
  }
  if (spec.maxLength !== undefined && length > spec.maxLength) {
    const plural = spec.maxLength === 1 ? "" : "s";
    return [
      {
        type: "string_too_long",
        loc,
        msg: `String should have at most ${spec.maxLength} character${plural}`,
        input: value,
        ctx: { max_length: spec.maxLength },
      },
    ];
  }
  if (spec.notBlank && PY_BLANK.test(value)) {
    return [{ type: "value_error", loc, msg: `Value error, ${spec.name} must not be blank`, input: value, ctx: { error: {} } }];
  }
  // Lone surrogates cannot be encoded as UTF-8, so they could never be hashed or signed faithfully.
  if (LONE_SURROGATE.test(value)) {
    return [
      {
        type: "value_error",
        loc,
        msg: `Value error, ${spec.name} must be valid Unicode text (no lone surrogates)`,
        input: value.replace(LONE_SURROGATE_G, "\ufffd"),
        ctx: { error: {} },
      },
    ];
  }
  return [];
}

type ObjectResult = { ok: true; body: PyObject } | { ok: false; status: 400 | 422; body: string };

/**
 * FastAPI's checks before any field: empty → missing; non-JSON type → model_attributes_type; bad UTF-8 → 400;
 * syntax → json_invalid; null → missing; non-object → model_attributes_type.
 */
function readJsonObject(raw: Uint8Array, contentType: string | undefined): ObjectResult {
  const fail = (detail: ValidationErrorItem[]): ObjectResult => ({ ok: false, status: 422, body: validationErrorBody(detail) });
  if (raw.length === 0) return fail([{ type: "missing", loc: ["body"], msg: "Field required", input: null }]);

  let text: string;
  try {
    // Keep a BOM here: FastAPI echoes a non-JSON body with it (bytes.decode()); only json.loads drops it.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(raw);
  } catch {
    return { ok: false, status: 400, body: JSON.stringify({ detail: "There was an error parsing the body" }) };
  }
  if (!isJsonContentType(contentType)) {
    return fail([
      {
        type: "model_attributes_type",
        loc: ["body"],
        msg: "Input should be a valid dictionary or object to extract fields from",
        input: text,
      },
    ]);
  }

  let parsed: PyValue;
  try {
    parsed = pyJsonParse(text.startsWith("\ufeff") ? text.slice(1) : text); // json.loads(bytes) reads utf-8-sig
  } catch (error) {
    if (error instanceof PyJsonLimitError) return { ok: false, status: 400, body: JSON.stringify({ detail: "There was an error parsing the body" }) };
    if (!(error instanceof PyJsonError)) throw error;
    return fail([
      { type: "json_invalid", loc: ["body", error.pos], msg: "JSON decode error", input: {}, ctx: { error: error.msg } },
    ]);
  }
  if (parsed === null) return fail([{ type: "missing", loc: ["body"], msg: "Field required", input: null }]);
  if (!(parsed instanceof Map)) {
    return fail([
      {
        type: "model_attributes_type",
        loc: ["body"],
        msg: "Input should be a valid dictionary or object to extract fields from",
        input: parsed,
      },
    ]);
  }
  return { ok: true, body: parsed };
}

/**
 * Validate a raw request body against a BodySpec, FastAPI-style:
 * empty → missing; non-JSON type → model_attributes_type; bad UTF-8 → 400; syntax → json_invalid;
 * null → missing; non-object → model_attributes_type; then each field in order, all errors together.
 */
export function parseBody<T extends Record<string, unknown>>(
  spec: BodySpec,
  raw: Uint8Array,
  contentType: string | undefined,
): BodyResult<T> {
  const object = readJsonObject(raw, contentType);
  if (!object.ok) return object;
  const parsed = object.body;
  const errors = spec.fields.flatMap((field) => checkField(field, parsed));
  if (errors.length > 0) return { ok: false, status: 422, body: validationErrorBody(errors) };

  const value: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const v = parsed.get(field.name);
    value[field.name] = v === undefined ? null : v;
  }
  return { ok: true, value: value as T };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The url crate's wording, as pydantic reports it in `url_parsing` errors. */
function urlParsingError(value: string): string {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return value.trim() === "" ? "input is empty" : "relative URL without a base";
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/*(?:[?#/]|$)/.test(value)) return "empty host";
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*:(?:[^0-9/?#]|\d{6,})/.test(value)) return "invalid port number";
  return "invalid domain character";
}

/** pydantic AnyUrl/HttpUrl checks on one value; `loc` is where the value sits. */
function checkUrlValue(value: PyValue, loc: (string | number)[], maxLength: number, schemes?: readonly string[]): ValidationErrorItem[] {
  if (typeof value !== "string") return [{ type: "url_type", loc, msg: "URL input should be a string or URL", input: value }];
  if (codePointLength(value) > maxLength) {
    return [{ type: "url_too_long", loc, msg: `URL should have at most ${plural(maxLength, "character")}`, input: value, ctx: { max_length: maxLength } }];
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url === null || (url.host === "" && /^(?:https?|ftp|wss?):/i.test(value))) {
    const error = urlParsingError(value);
    return [{ type: "url_parsing", loc, msg: `Input should be a valid URL, ${error}`, input: value, ctx: { error } }];
  }
  if (schemes && !schemes.includes(url.protocol.slice(0, -1))) {
    const expected = schemes.map((s) => `'${s}'`).join(" or ");
    return [{ type: "url_scheme", loc, msg: `URL scheme should be ${expected}`, input: value, ctx: { expected_schemes: expected } }];
  }
  if (LONE_SURROGATE.test(value)) {
    const error = "invalid domain character";
    return [{ type: "url_parsing", loc, msg: `Input should be a valid URL, ${error}`, input: value.replace(LONE_SURROGATE_G, "\ufffd"), ctx: { error } }];
  }
  return [];
}

function checkTrialField(spec: TrialFieldSpec, body: PyObject): ValidationErrorItem[] {
  if (!("kind" in spec)) return checkField(spec, body);
  const loc = ["body", spec.name];
  if (!body.has(spec.name)) return spec.required ? [{ type: "missing", loc, msg: "Field required", input: body }] : [];
  const value = body.get(spec.name) as PyValue;
  if (spec.kind === "url") return checkUrlValue(value, loc, spec.maxLength, spec.schemes);
  if (!Array.isArray(value)) return [{ type: "list_type", loc, msg: "Input should be a valid list", input: value }];
  const itemErrors = value.flatMap((item, i) => checkUrlValue(item, [...loc, i], spec.itemMaxLength, spec.schemes));
  if (itemErrors.length > 0) return itemErrors;
  if (value.length < spec.minItems) {
    return [{
      type: "too_short",
      loc,
      msg: `List should have at least ${plural(spec.minItems, "item")} after validation, not ${value.length}`,
      input: value,
      ctx: { field_type: "List", min_length: spec.minItems, actual_length: value.length },
    }];
  }
  if (value.length > spec.maxItems) {
    return [{
      type: "too_long",
      loc,
      msg: `List should have at most ${plural(spec.maxItems, "item")} after validation, not ${value.length}`,
      input: value,
      ctx: { field_type: "List", max_length: spec.maxItems, actual_length: value.length },
    }];
  }
  return [];
}

/**
 * parseBody for the free trial tools, whose bodies also carry URL and URL-list fields. Same order of checks;
 * `crossCheck` runs after every field passed (a model validator) and returns its own errors.
 */
export function parseTrialBody<T extends Record<string, unknown>>(
  spec: TrialBodySpec,
  raw: Uint8Array,
  contentType: string | undefined,
  crossCheck?: (value: T) => ValidationErrorItem[],
): BodyResult<T> {
  const object = readJsonObject(raw, contentType);
  if (!object.ok) return object;
  const parsed = object.body;
  const errors = spec.fields.flatMap((field) => checkTrialField(field, parsed));
  if (errors.length > 0) return { ok: false, status: 422, body: validationErrorBody(errors) };
  const value: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const v = parsed.get(field.name);
    value[field.name] = v === undefined ? null : v;
  }
  const extra = crossCheck?.(value as T) ?? [];
  if (extra.length > 0) return { ok: false, status: 422, body: validationErrorBody(extra) };
  return { ok: true, value: value as T };
}

/**
 * The free 422 for a request this tier cannot judge in this configuration: FastAPI's "missing" error on `context`,
 * with the reason and what to send in `msg` (the input echoed is the whole body, as FastAPI does for a missing field).
 */
export function contextRequiredError(reason: string, body: Record<string, unknown>): string {
  return JSON.stringify({ detail: [{ type: "missing", loc: ["body", "context"], msg: `Field required: ${reason}`, input: body }] });
}
