/**
 * Reads a 402 answer exactly as the @x402/fetch buyer does: the body is parsed as JSON with errors ignored, then
 * the SDK's own x402HTTPClient.getPaymentRequiredResponse decides (PAYMENT-REQUIRED header first, else a v1 body,
 * else nothing). When it fails we name the precise cause so the seller knows what to fix.
 */
import { x402Client, x402HTTPClient } from "@x402/core/client";

/** The SDK's strict standard-base64 test (decodePaymentRequiredHeader). */
const STANDARD_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

export type UnreadableReason =
  | "header_base64url"
  | "header_whitespace"
  | "header_not_base64"
  | "header_bad_json"
  | "challenge_malformed"
  | "body_only_v2"
  | "body_unknown_version"
  | "no_challenge";

export type ChallengeReading =
  | {
      readonly kind: "read";
      readonly foundIn: "header" | "body";
      /** The decoded PaymentRequired, as the buyer got it (not validated: the buyer does no validation). */
      readonly paymentRequired: Record<string, unknown>;
    }
  | {
      readonly kind: "unreadable";
      readonly foundIn: "header" | "body" | null;
      readonly reason: UnreadableReason;
      /** The SDK's own error message, or our description. */
      readonly detail: string;
      /** Whatever could be decoded, for the offer summary (e.g. a v2 body). */
      readonly decoded: Record<string, unknown> | null;
    };

export function headerLookup(headers: Readonly<Record<string, string>>) {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return (name: string): string | null => lower.get(name.toLowerCase()) ?? null;
}

export function parseJsonLoosely(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function headerFailure(header: string, sdkMessage: string): ChallengeReading {
  let reason: UnreadableReason;
  let detail: string;
  if (!STANDARD_BASE64.test(header)) {
    if (/\s/.test(header)) {
      reason = "header_whitespace";
      detail = "the PAYMENT-REQUIRED header contains whitespace or a line break";
    } else if (BASE64URL.test(header)) {
      reason = "header_base64url";
      detail = "the PAYMENT-REQUIRED header is base64url (uses '-' or '_'), not standard base64";
    } else {
      reason = "header_not_base64";
      detail = "the PAYMENT-REQUIRED header is not base64";
    }
  } else {
    let decoded: string | null = null;
    try {
      decoded = Buffer.from(atob(header), "latin1").toString("utf8");
    } catch {
      decoded = null;
    }
    if (decoded === null) {
      reason = "header_not_base64";
      detail = "the PAYMENT-REQUIRED header has a base64 length that cannot be decoded";
    } else {
      reason = "header_bad_json";
      detail = "the PAYMENT-REQUIRED header decodes, but not to JSON";
    }
  }
  return { kind: "unreadable", foundIn: "header", reason, detail: `${detail} (SDK: ${sdkMessage})`, decoded: null };
}

export function readChallenge(headers: Readonly<Record<string, string>>, bodyText: string): ChallengeReading {
  const getHeader = headerLookup(headers);
  const body = parseJsonLoosely(bodyText);
  const header = getHeader("PAYMENT-REQUIRED");
  // An x402Client with nothing registered is enough to reach the SDK's reading code.
  const http = new x402HTTPClient(new x402Client());
  let paymentRequired: unknown;
  try {
    paymentRequired = http.getPaymentRequiredResponse(getHeader, body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (header) return headerFailure(header, message);
    if (isRecord(body) && body.x402Version === 2) {
      return {
        kind: "unreadable",
        foundIn: "body",
        reason: "body_only_v2",
        detail: `an x402 v2 challenge is in the JSON body but there is no PAYMENT-REQUIRED header (SDK: ${message})`,
        decoded: body,
      };
    }
    if (isRecord(body) && ("x402Version" in body || "accepts" in body)) {
      return {
        kind: "unreadable",
        foundIn: "body",
        reason: "body_unknown_version",
        detail: `the body looks like a challenge but x402Version is ${JSON.stringify(body.x402Version)}, not 1 (SDK: ${message})`,
        decoded: body,
      };
    }
    return {
      kind: "unreadable",
      foundIn: null,
      reason: "no_challenge",
      detail: `the 402 carries no PAYMENT-REQUIRED header and no v1 challenge body (SDK: ${message})`,
      decoded: null,
    };
  }
  const foundIn = header ? "header" : "body";
  if (!isRecord(paymentRequired) || !Array.isArray(paymentRequired.accepts)) {
    return {
      kind: "unreadable",
      foundIn,
      reason: "challenge_malformed",
      detail: "the challenge decodes but is not an object with an `accepts` array",
      decoded: isRecord(paymentRequired) ? paymentRequired : null,
    };
  }
  return { kind: "read", foundIn, paymentRequired };
}
