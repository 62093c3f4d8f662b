export * from "./types.js";
export { createSafeFetcher, createOperatorFetcher, checkTarget, requestBudget, FETCH_DEFAULTS } from "./fetcher.js";
export { parseNetAllow, isAllowed, classifyAddress, isPublicAddress, normalizeHostname, type NetAllow } from "./address.js";
export { decodeBody, detectCharset, charsetFromContentType, sniffMetaCharset } from "./charset.js";
export { clientKeyOf, resolveClient, TrustList, type ClientKey } from "./clientAddress.js";
