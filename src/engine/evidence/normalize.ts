/** The verbatim-quote normalisation now lives in src/text/normalize.ts (one definition for every caller). */
export { normalizeWithMap, normalizeForMatch, normalizeFast, type NormalizedText } from "../../text/normalize.js";
