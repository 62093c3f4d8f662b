/**
 * Every finding the checker can report, with its severity and the reason it costs money. Blocking: no current
 * buyer completes a payment (nothing is earned, or the buyer cannot sign at all). Advisory: payments can work,
 * but something loses sales, misleads buyers or risks a failed settlement.
 */
import type { FetchFailedError, FetchRefusedError } from "../../net/types.js";
import type { DeclineReason } from "./buyer.js";
import type { UnreadableReason } from "./challenge.js";
import type { ManifestMismatch, PayableFinding } from "./types.js";

const blocking = (code: string, message: string, cost: string): PayableFinding => ({ severity: "blocking", code, message, cost });
const advisory = (code: string, message: string, cost: string): PayableFinding => ({ severity: "advisory", code, message, cost });

const NO_SALE = "No current x402 buyer can pay this endpoint, so every would-be sale is lost.";

export function refusedFinding(error: FetchRefusedError): PayableFinding {
  return blocking(
    `fetch_refused_${error.reason.replace(/-/g, "_")}`,
    `We did not contact ${error.url}: ${error.message}`,
    "Nothing was checked; a public buyer cannot reach a non-public address either, so such an endpoint sells nothing on the open web.",
  );
}

/** The unpaid POST was answered with a 307/308 to another origin, which we do not follow with the body. */
export function crossOriginRedirectFinding(error: FetchRefusedError): PayableFinding {
  return blocking(
    "cross_origin_body_redirect",
    `${error.message}. We did not follow it, so the endpoint behind it was not checked.`,
    "A buyer's fetch follows a 307/308 with the same method, body and custom headers, PAYMENT-SIGNATURE included, to the other origin: the signed payment is handed to a host you did not name, and cautious buyers refuse to follow. Serve the 402 from the URL you publish.",
  );
}

export function urlTooLongFinding(length: number, max: number): PayableFinding {
  return blocking(
    "url_too_long",
    `The URL is ${length} characters; at most ${max} are checked.`,
    "Many clients, proxies and indexers cut or reject URLs this long, so buyers may never reach the endpoint.",
  );
}

export function unreachableFinding(error: FetchFailedError): PayableFinding {
  return blocking(
    `unreachable_${error.kind.replace(/-/g, "_")}`,
    `No HTTP answer from ${error.url} (${error.kind}): ${error.message}`,
    "Buyers that cannot reach the endpoint cannot pay it; agents that time out move on to another seller.",
  );
}

export function oversizedFinding(error: FetchFailedError, headersOverflow = false): PayableFinding {
  if (headersOverflow) {
    return blocking(
      "response_headers_too_large",
      `The unpaid answer's headers are over the HTTP client's limit (about 16 KB): ${error.message}`,
      "Node's fetch (undici, which @x402/fetch uses) and most proxies refuse header blocks this large; buyers never see the challenge.",
    );
  }
  return blocking(
    `response_${error.kind.replace(/-/g, "_")}`,
    `The unpaid answer could not be read (${error.kind}): ${error.message}`,
    "A 402 that is too large or undecodable for a cautious client is one it will not pay.",
  );
}

export function notGatedFinding(status: number, headers: Readonly<Record<string, string>>, tried: readonly string[] = ["POST"]): PayableFinding {
  if (status >= 200 && status < 300) {
    return blocking(
      "served_without_payment",
      `An unpaid POST got HTTP ${status}: the content is served without any payment.`,
      "Every caller gets the paid content for free; the buyer SDK never pays when there is no 402.",
    );
  }
  if (status === 412) {
    return blocking(
      "not_gated_412",
      "HTTP 412 (permit2_allowance_required) instead of 402.",
      "@x402/fetch pays only on 402; a 412 is returned to the caller untouched, so no payment is made.",
    );
  }
  if (status >= 300 && status < 400) {
    const location = headers.location ?? headers.Location;
    return blocking(
      "not_gated_redirect",
      `HTTP ${status}${location ? ` to ${location}` : ""} was not followed to a 402 (too many hops or no Location).`,
      "The buyer SDK pays only on a 402; a redirect chain that never ends in one sells nothing.",
    );
  }
  if (status >= 500) {
    return blocking(
      "not_gated_server_error",
      `HTTP ${status} instead of a 402 challenge.`,
      "The buyer SDK returns server errors untouched and never pays; every sale fails until the server answers 402.",
    );
  }
  return blocking(
    "not_gated_client_error",
    `HTTP ${status} instead of a 402 challenge (checked with ${tried.map((m) => (m === "POST" ? "POST and a JSON body" : m)).join(", then ")}).`,
    "The buyer SDK only pays on a 402; if the route needs another method or path, buyers following your docs get this error and pay nothing.",
  );
}

const UNREADABLE: Record<UnreadableReason, { code: string; cost: string }> = {
  header_base64url: {
    code: "header_base64url",
    cost: "The SDK's decoder accepts only standard base64 ('+' '/'); the buyer throws before signing, so no sale.",
  },
  header_whitespace: {
    code: "header_whitespace",
    cost: "The SDK's strict base64 check rejects any whitespace; the buyer throws before signing, so no sale.",
  },
  header_not_base64: { code: "header_not_base64", cost: `The buyer cannot decode the challenge. ${NO_SALE}` },
  header_bad_json: { code: "header_bad_json", cost: `The buyer cannot parse the challenge. ${NO_SALE}` },
  challenge_malformed: { code: "challenge_malformed", cost: `The buyer finds no offers to sign. ${NO_SALE}` },
  body_only_v2: {
    code: "body_only_challenge",
    cost: "@x402/fetch and the other v2 buyers read v2 challenges only from the PAYMENT-REQUIRED header, so they throw 'Invalid payment required response' and never pay.",
  },
  body_unknown_version: { code: "body_unknown_version", cost: `Only v1 challenges are read from the body. ${NO_SALE}` },
  no_challenge: {
    code: "no_challenge",
    cost: "A 402 without a PAYMENT-REQUIRED header or a v1 body tells the buyer nothing to pay; every sale is lost.",
  },
};

export function unreadableFinding(reason: UnreadableReason, detail: string): PayableFinding {
  const entry = UNREADABLE[reason];
  return blocking(entry.code, detail, entry.cost);
}

const DECLINES: Record<DeclineReason, { code: string; cost: string }> = {
  unsupported_version: { code: "unsupported_x402_version", cost: `The buyer has no client for this x402Version. ${NO_SALE}` },
  no_matching_scheme_network: {
    code: "no_matching_scheme_network",
    cost: `A default buyer signs scheme "exact" on CAIP-2 eip155:<chainId> networks (v2) or v1 network names (v1) only. ${NO_SALE}`,
  },
  unknown_payment_flow: { code: "unknown_payment_flow", cost: `The buyer skips offers with an unknown extra.paymentFlow. ${NO_SALE}` },
  non_default_asset: {
    code: "non_default_asset",
    cost: "A default buyer (spendControls) only pays the network's default stablecoin, given by its contract address; it declines everything else, so no sale.",
  },
  over_spend_cap: {
    code: "amount_over_buyer_cap",
    cost: "A default buyer refuses any single payment above $1 (spendControls.maxAmountPerPayment); only buyers who raised their cap can pay.",
  },
  missing_eip712_domain: {
    code: "missing_eip712_domain",
    cost: "Without extra.name and extra.version the buyer cannot build the EIP-712 domain and throws before signing; no sale.",
  },
  amount_not_atomic: {
    code: "amount_not_atomic",
    cost: "amount must be an integer string of atomic units (\"250000\" for $0.25 USDC); the buyer's BigInt conversion throws, no sale.",
  },
  invalid_pay_to: { code: "invalid_pay_to", cost: `The buyer cannot sign a transfer to an invalid address. ${NO_SALE}` },
  invalid_timeout: {
    code: "invalid_max_timeout",
    cost: "Without a numeric maxTimeoutSeconds the buyer cannot compute validBefore and throws before signing; no sale.",
  },
  signing_failed: { code: "buyer_signing_failed", cost: `The buyer SDK fails while signing. ${NO_SALE}` },
};

export function declineFinding(reason: DeclineReason, sdkError: string, refinedCode?: string, note?: string): PayableFinding {
  const entry = DECLINES[reason];
  return blocking(refinedCode ?? entry.code, `${note ? `${note} ` : ""}The buyer declined to sign: ${sdkError}`, entry.cost);
}

export function v1OnlyFinding(): PayableFinding {
  return advisory(
    "v1_only_challenge",
    "Only an x402 v1 challenge (JSON body, X-PAYMENT) is offered; there is no v2 PAYMENT-REQUIRED header.",
    "@x402/fetch with registerExactEvmScheme still pays v1, but v2-only buyers (client.register(\"eip155:*\", ...)) throw 'No client registered for x402 version: 1' and v2 indexers skip the route.",
  );
}

export function domainMismatchFinding(network: string, asset: string, given: { name: unknown; version: unknown }, expected: { name: string; version: string }): PayableFinding {
  return blocking(
    "eip712_domain_mismatch",
    `extra {name: ${JSON.stringify(given.name)}, version: ${JSON.stringify(given.version)}} does not match the token's EIP-712 domain {name: "${expected.name}", version: "${expected.version}"} for ${asset} on ${network}.`,
    "The buyer signs with the wrong domain, so the token contract rejects the signature ('invalid signature') at verify or settle: every payment attempt fails, the payment never settles and nothing is earned.",
  );
}

export function timeoutFinding(seconds: number): PayableFinding {
  if (seconds < 6) {
    return blocking(
      "max_timeout_too_short",
      `maxTimeoutSeconds is ${seconds}; the facilitator requires validBefore at least 6 s in the future when it verifies.`,
      "Every authorization the buyer signs is already too close to expiry to verify; no payment can ever succeed.",
    );
  }
  return advisory(
    "max_timeout_short",
    `maxTimeoutSeconds is ${seconds}; below about 30 s network latency and a slow handler can push verify or settle past validBefore.`,
    "Settlement happens after your handler; when the authorization expires first, the buyer is not charged and the work is done for free (content withheld).",
  );
}

export function timeoutNotNumberFinding(value: unknown): PayableFinding {
  return advisory(
    "max_timeout_not_number",
    `maxTimeoutSeconds is ${JSON.stringify(value)} (a ${typeof value}), not a number.`,
    "The buyer string-concatenates it into validBefore, signing an authorization valid for thousands of years; strict facilitators and buyers may reject it.",
  );
}

export function zeroAmountFinding(): PayableFinding {
  return advisory(
    "zero_amount",
    "The offer asks for an amount of 0.",
    "Every call is given away: the SDK truncates prices below one atomic unit to 0 (e.g. \"$0.0000005\" with 6 decimals), so check the price.",
  );
}

export function schemaFinding(issues: string): PayableFinding {
  return advisory(
    "challenge_schema",
    `The challenge does not conform to the SDK's PaymentRequiredV2Schema: ${issues}`,
    "The current buyer does not validate, but facilitators, indexers and stricter clients do; a non-conforming challenge can be refused or delisted.",
  );
}

export function schemaV1Finding(issues: string): PayableFinding {
  return advisory(
    "challenge_schema",
    `The challenge does not conform to the SDK's PaymentRequiredV1Schema: ${issues}`,
    "Facilitators, indexers and stricter clients validate challenges; a non-conforming one can be refused or delisted.",
  );
}

export function firstOfferSkippedFinding(firstIndexSigned: number, firstProblem: string): PayableFinding {
  return advisory(
    "first_offer_unsignable",
    `The buyer skipped the first offer (${firstProblem}) and signed offer #${firstIndexSigned + 1}.`,
    "Buyers that simply take accepts[0] (custom or older clients) cannot pay; put the offer most buyers can sign first.",
  );
}

export function testnetFinding(network: string): PayableFinding {
  return advisory(
    "testnet_network",
    `The offer is on a test network (${network}).`,
    "Test tokens have no value: a live endpoint gated on a testnet earns nothing, and mainnet buyers hold no test USDC to pay with.",
  );
}

export function cacheableChallengeFinding(cacheControl: string | null): PayableFinding {
  return advisory(
    "challenge_cacheable",
    `The 402 carries Cache-Control ${cacheControl === null ? "(none)" : JSON.stringify(cacheControl)} instead of no-store.`,
    "A CDN or proxy may cache the challenge and serve stale prices or payTo to other buyers, whose payments then fail to match.",
  );
}

export function largeHeaderFinding(bytes: number): PayableFinding {
  return advisory(
    "challenge_header_large",
    `The PAYMENT-REQUIRED header is ${bytes} bytes.`,
    "Proxies commonly cap headers at 8 KB and some facilitators were reported to fail verify above ~3 KB; trim descriptions and schemas.",
  );
}

export function corsFinding(): PayableFinding {
  return advisory(
    "cors_header_not_exposed",
    "The 402 answers CORS requests but Access-Control-Expose-Headers does not list PAYMENT-REQUIRED.",
    "Browser buyers cannot read the challenge from a cross-origin response and never pay.",
  );
}

export function noManifestFinding(): PayableFinding {
  return advisory(
    "no_manifest",
    "No manifest found at /.well-known/x402.json, /.well-known/x402 or OpenAPI x-payment-info in /openapi.json.",
    "Indexers and agents discover paid endpoints from these documents; an endpoint nobody can discover gets fewer buyers.",
  );
}

export function manifestUnlistedFinding(source: string, url: string): PayableFinding {
  return advisory(
    "manifest_missing_endpoint",
    `The manifest at ${url} (${source}) does not list this endpoint.`,
    "Indexers that read the manifest never show this endpoint to buyers.",
  );
}

export function manifestMismatchFinding(mismatch: ManifestMismatch, url: string): PayableFinding {
  const what = `The manifest (${url}) says ${mismatch.field} ${JSON.stringify(mismatch.manifest)} but the live challenge says ${JSON.stringify(mismatch.challenge)}.`;
  const costs: Record<ManifestMismatch["field"], string> = {
    price: "Agents budget and indexers list the manifest price; buyers are misled about what they will pay, and agents that budgeted the lower price refuse the real one.",
    payTo: "Anyone paying from the manifest pays a different address than the one your server verifies: that money is not yours and the request is not served.",
    network: "Buyers prepare funds on the network the manifest names and then cannot pay the challenge on another network.",
    asset: "Buyers hold the asset the manifest names and then cannot pay the challenge's asset.",
    listed: "Indexers that read the manifest never show this endpoint to buyers.",
  };
  return advisory(`manifest_${mismatch.field.toLowerCase()}_mismatch`, what, costs[mismatch.field]);
}

export function manifestFetchFinding(url: string, message: string): PayableFinding {
  return advisory(
    "manifest_unreachable",
    `The manifest location ${url} could not be read: ${message}`,
    "Indexers that cannot read the manifest cannot list the endpoint.",
  );
}
