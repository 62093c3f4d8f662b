/**
 * At most one paid request in flight per payer address (Store claim, shared by every node). Without it a payer
 * funded for one call could sign N authorizations, send them at once and get N answers while only one settles.
 * The TTL only matters if a node dies mid-request; the lock is released when the request ends (callKeys.ts), by
 * the request that took it only: its value is unique to that request.
 */
import { randomUUID } from "node:crypto";
import type { StoreEntry } from "../store/types.js";

/** Longer than the slowest tier's deadline (110 s) plus settlement. */
const PAYER_LOCK_TTL_MS = 5 * 60_000;
/** What a refused concurrent request is told to wait: a typical paid answer takes seconds. */
export const PAYER_BUSY_RETRY_SECONDS = 5;

export function payerLock(network: string, payer: string): StoreEntry {
  return { key: `payer-inflight:${network}:${payer.toLowerCase()}`, value: randomUUID(), ttlMs: PAYER_LOCK_TTL_MS };
}
