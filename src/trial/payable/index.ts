/**
 * The payability checker: two unpaid requests (the endpoint, the host's manifest) through the SSRF-safe
 * fetcher, the 402 read and signed by the x402 SDK's own buyer code with a throwaway key (never sent), then
 * the checks that decide whether a signed payment could ever settle. See SPEC.md "Payability check report".
 * One check sends at most MAX_OUTBOUND_REQUESTS requests (every redirect hop counts), and never re-sends its
 * POST body to another origin, so it cannot be used as a relay.
 */
import { requestBudget } from "../../net/fetcher.js";
import { emulateBuyer, type BuyerOutcome } from "./buyer.js";
import { headerLookup, readChallenge } from "./challenge.js";
import { headerChecks, offerChecks, offerOrderCheck, schemaChecks } from "./checks.js";
import { explainDecline } from "./decline.js";
import {
  crossOriginRedirectFinding,
  declineFinding,
  manifestFetchFinding,
  manifestMismatchFinding,
  manifestUnlistedFinding,
  noManifestFinding,
  notGatedFinding,
  oversizedFinding,
  refusedFinding,
  unreachableFinding,
  unreadableFinding,
  urlTooLongFinding,
  v1OnlyFinding,
} from "./findings.js";
import { compareManifest, lookUpManifest, type ManifestFetchProblem, type ManifestLookup } from "./manifest.js";
import { describeOffer } from "./offer.js";
import { DEFAULT_TIMEOUT_MS, probeEndpoint, type ProbeMethod } from "./probe.js";
import { reproduceCommand } from "./reproduce.js";
import { emulatedSdk } from "./sdkVersion.js";
import type { PayableDeps, PayableFinding, PayableManifest, PayableOffer, PayableReport, PayableVerdict } from "./types.js";

export type * from "./types.js";
export { emulatedSdk } from "./sdkVersion.js";

/**
 * Outbound requests per check, redirect hops included: the probe (up to 1 + PROBE_MAX_REDIRECTS = 4) and the
 * manifest lookups share it (three locations, one redirect each, within what is left).
 */
export const MAX_OUTBOUND_REQUESTS = 8;

/** SPEC.md: the url of a payability check is at most 2048 characters. */
export const MAX_PAYABLE_URL_LENGTH = 2048;

const NO_MANIFEST: PayableManifest = {
  found: false,
  source: null,
  url: null,
  lists_endpoint: false,
  agrees: null,
  compared: [],
  mismatches: [],
};

const UNREACHABLE_KINDS = new Set(["dns", "connect", "tls", "timeout", "network"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface Draft {
  verdict: PayableVerdict;
  challengeFoundIn: "header" | "body" | null;
  method: ProbeMethod;
  tried: ProbeMethod[];
  status: number | null;
  x402Version: number | null;
  offer: PayableOffer | null;
  findings: PayableFinding[];
}

function finish(url: string, draft: Draft, manifest: PayableManifest): PayableReport {
  // Blocking findings first, so the first line a person reads is the one that loses money.
  const findings = [...draft.findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "blocking" ? -1 : 1));
  return {
    url,
    verdict: draft.verdict,
    challenge_found_in: draft.challengeFoundIn,
    challenge_method: draft.method,
    methods_tried: draft.tried,
    status: draft.status,
    x402_version: draft.x402Version,
    offer: draft.offer,
    manifest,
    findings,
    reproduce: reproduceCommand({
      url,
      method: draft.method,
      verdict: draft.verdict,
      challengeFoundIn: draft.challengeFoundIn,
      findings,
      manifestUrl: manifest.url,
    }),
    sdk: emulatedSdk(),
    checked_at: new Date().toISOString(),
  };
}

function manifestFindings(
  draft: Draft,
  lookup: ManifestLookup | null,
  problems: readonly ManifestFetchProblem[],
  manifest: PayableManifest,
): PayableFinding[] {
  if (draft.status !== 402) return [];
  if (lookup === null) {
    return problems.length > 0 ? problems.map((p) => manifestFetchFinding(p.url, p.message)) : [noManifestFinding()];
  }
  if (!lookup.listed) return [manifestUnlistedFinding(lookup.source, lookup.url)];
  return manifest.mismatches.map((m) => manifestMismatchFinding(m, lookup.url));
}

/** Reads the challenge and emulates the buyer; fills verdict, offer and findings of a 402 answer. */
async function analyse402(draft: Draft, headers: Readonly<Record<string, string>>, bodyText: string): Promise<void> {
  const reading = readChallenge(headers, bodyText);
  draft.challengeFoundIn = reading.foundIn;
  if (reading.kind === "unreadable") {
    draft.verdict = "unreadable";
    draft.findings.push(unreadableFinding(reading.reason, reading.detail));
    const decoded = reading.decoded;
    if (decoded && Array.isArray(decoded.accepts) && isRecord(decoded.accepts[0])) {
      draft.x402Version = typeof decoded.x402Version === "number" ? decoded.x402Version : null;
      draft.offer = describeOffer(decoded.accepts[0], decoded.x402Version, decoded.accepts.length);
      draft.findings.push(...offerChecks(decoded.accepts[0]));
    }
    return;
  }
  const pr = reading.paymentRequired;
  const accepts = pr.accepts as unknown[];
  draft.x402Version = typeof pr.x402Version === "number" ? pr.x402Version : null;
  const outcome: BuyerOutcome = await emulateBuyer(pr);
  const index = outcome.signed ? outcome.acceptedIndex : 0;
  const chosen = isRecord(accepts[index]) ? accepts[index] : undefined;
  if (chosen) draft.offer = describeOffer(chosen, pr.x402Version, accepts.length);
  if (outcome.signed) {
    draft.verdict = pr.x402Version === 1 ? "v1-only" : "payable";
  } else {
    draft.verdict = "refused";
    const why = explainDecline(outcome.reason, chosen, pr.x402Version);
    draft.findings.push(declineFinding(outcome.reason, outcome.error, why.code, why.note));
  }
  if (pr.x402Version === 1) draft.findings.push(v1OnlyFinding());
  if (chosen) draft.findings.push(...offerChecks(chosen));
  draft.findings.push(...schemaChecks(pr));
  if (reading.foundIn === "header") draft.findings.push(...headerChecks(headerLookup(headers)));
  draft.findings.push(...(await offerOrderCheck(pr, outcome)));
}

/** An answer that may only mean "not this method": a client error other than a payment or permit2 answer. */
function wrongMethod(status: number): boolean {
  return status >= 400 && status < 500 && status !== 402 && status !== 412 && status !== 429;
}

export async function checkPayable(url: string, deps: PayableDeps): Promise<PayableReport> {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const draft: Draft = {
    verdict: "unreadable",
    challengeFoundIn: null,
    method: "POST",
    tried: [],
    status: null,
    x402Version: null,
    offer: null,
    findings: [],
  };
  if (url.length > MAX_PAYABLE_URL_LENGTH) {
    draft.verdict = "refused";
    draft.findings.push(urlTooLongFinding(url.length, MAX_PAYABLE_URL_LENGTH));
    return finish(url, draft, NO_MANIFEST);
  }
  const budget = requestBudget(MAX_OUTBOUND_REQUESTS);
  draft.tried.push("POST");
  let probe = await probeEndpoint(deps.fetcher, url, timeoutMs, budget, "POST");
  // A seller may charge on another method: its manifest or OpenAPI says which; with no word from it, try GET.
  let found: Awaited<ReturnType<typeof lookUpManifest>> | null = null;
  if (probe.kind === "response" && wrongMethod(probe.response.status)) {
    found = await lookUpManifest(deps.fetcher, new URL(probe.response.url), timeoutMs, budget, null);
    const declared = found.lookup?.methods ?? [];
    const other: ProbeMethod | null = declared.includes("GET") || declared.length === 0 ? "GET" : null;
    if (other) {
      draft.tried.push(other);
      const second = await probeEndpoint(deps.fetcher, url, timeoutMs, budget, other);
      if (second.kind === "response" && second.response.status === 402) {
        probe = second;
        draft.method = other;
      }
    }
  }
  if (probe.kind === "refused") {
    draft.verdict = "refused";
    draft.findings.push(probe.error.reason === "cross-origin-body" ? crossOriginRedirectFinding(probe.error) : refusedFinding(probe.error));
    return finish(url, draft, NO_MANIFEST);
  }
  if (probe.kind === "failed") {
    // A header block over undici's limit is an answer a buyer's fetch cannot read, not a dead host.
    const overflow = /HEADERS_OVERFLOW/.test(probe.error.message);
    const unreachable = UNREACHABLE_KINDS.has(probe.error.kind) && !overflow;
    draft.verdict = unreachable ? "unreachable" : "unreadable";
    draft.findings.push(unreachable ? unreachableFinding(probe.error) : oversizedFinding(probe.error, overflow));
    return finish(url, draft, NO_MANIFEST);
  }
  const response = probe.response;
  draft.status = response.status;
  if (response.status === 402) {
    await analyse402(draft, response.headers, response.text());
  } else {
    draft.verdict = "not-gated";
    draft.findings.push(notGatedFinding(response.status, response.headers, draft.tried));
  }
  // Looked up already when POST was refused: that reading names the paid operation the seller declares.
  const { lookup, problems } = found ?? (await lookUpManifest(deps.fetcher, new URL(response.url), timeoutMs, budget, draft.method));
  const manifest = compareManifest(lookup, draft.offer);
  draft.findings.push(...manifestFindings(draft, lookup, problems, manifest));
  return finish(url, draft, manifest);
}
