/** Identical (tier, claim, context) within the TTL reuses the verdict through the Store (shared across nodes). */
import { createHash } from "node:crypto";
import { z } from "zod";
import { GroundingSchema } from "../contract/schemas.js";
import type { Store, StoreEntry } from "../store/types.js";
import type { EngineVerdict, VerifyInput } from "./types.js";

const CachedVerdict = z.object({
  verdict: z.enum(["supported", "unsupported", "uncertain"]),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  evidence: z.array(z.string()),
  engine: z.object({ judge: z.string(), model: z.string().nullable(), search: z.string().nullable() }),
  grounding: GroundingSchema,
});

export function verdictCacheKey(input: VerifyInput): string {
  const digest = createHash("sha256").update(JSON.stringify([input.tier, input.claim, input.context])).digest("hex");
  return `verdict:v2:${digest}`;
}

export class VerdictCache {
  constructor(
    private readonly store: Store,
    private readonly ttlMs: number,
    /** Told whether each lookup found a verdict (the metrics). */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(input: VerifyInput): Promise<EngineVerdict | null> {
    if (!this.enabled) return null;
    let raw: string | null;
    try {
      raw = await this.store.get(verdictCacheKey(input));
    } catch {
      return null; // a cache outage costs a fresh verdict, never a failed request
    }
    let found: EngineVerdict | null = null;
    if (raw !== null) {
      try {
        const parsed = CachedVerdict.safeParse(JSON.parse(raw));
        found = parsed.success ? parsed.data : null;
      } catch {
        found = null;
      }
    }
    this.onLookup(found !== null);
    return found;
  }

  /** Stores a verdict now, or hands the write to `writeAtEnd` for the caller to send later. */
  async set(input: VerifyInput, verdict: EngineVerdict, writeAtEnd?: (entry: StoreEntry) => void): Promise<void> {
    if (!this.enabled) return;
    const entry = { key: verdictCacheKey(input), value: JSON.stringify(verdict), ttlMs: this.ttlMs };
    if (writeAtEnd) return writeAtEnd(entry);
    try {
      await this.store.set(entry.key, entry.value, entry.ttlMs);
    } catch {
      // same as above
    }
  }
}
