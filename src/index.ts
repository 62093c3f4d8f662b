/**
 * Library entry point (`import ... from "verity"`): the offline receipt verifier for callers, and the service
 * itself for embedding.
 */
export * from "./client/index.js";
export { loadConfig, ConfigError, type Config } from "./config.js";
export { startServices, type RunningServices, type StartOptions } from "./server.js";
export { TIERS, PAYMENT, type Tier, type TierId } from "./contract/tiers.js";
export type { VerifyResponse, Verdict } from "./contract/schemas.js";
