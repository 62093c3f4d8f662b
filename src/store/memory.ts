import type { ClaimAllResult, ConsumeResult, RateBucket, Store, StoreChanges, StoreEntry } from "./types.js";

interface Entry {
  value: string;
  expiresAt: number;
}

/** Single-process Store. JavaScript runs each method body to completion, so every operation is atomic. */
export class MemoryStore implements Store {
  readonly backend = "memory" as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async claim(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async claimAll(claims: readonly StoreEntry[], guard?: RateBucket): Promise<ClaimAllResult> {
    if (guard) {
      const counter = this.live(guard.key);
      if (counter && Number(counter.value) >= guard.limit) return { claimed: false, limited: { resetMs: counter.expiresAt - this.now() } };
    }
    const held = claims.findIndex((c) => this.live(c.key) !== undefined);
    if (held !== -1) return { claimed: false, held };
    for (const c of claims) this.entries.set(c.key, { value: c.value, expiresAt: this.now() + c.ttlMs });
    return { claimed: true };
  }

  async apply(changes: StoreChanges): Promise<void> {
    for (const { key, value } of changes.release ?? []) if (this.live(key)?.value === value) this.entries.delete(key);
    for (const e of changes.set ?? []) this.entries.set(e.key, { value: e.value, expiresAt: this.now() + e.ttlMs });
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async consume(buckets: readonly RateBucket[]): Promise<ConsumeResult> {
    const now = this.now();
    const current = buckets.map((b) => {
      const entry = this.live(b.key);
      return { count: entry ? Number(entry.value) : 0, resetMs: entry ? entry.expiresAt - now : b.windowMs };
    });
    const blockedBy = buckets.findIndex((b, i) => current[i]!.count >= b.limit);
    if (blockedBy === -1) {
      buckets.forEach((b, i) => {
        const entry = this.live(b.key);
        if (entry) entry.value = String(current[i]!.count + 1);
        else this.entries.set(b.key, { value: "1", expiresAt: now + b.windowMs });
      });
    }
    const allowed = blockedBy === -1;
    return {
      allowed,
      blockedBy: allowed ? null : blockedBy,
      buckets: buckets.map((b, i) => ({
        key: b.key,
        limit: b.limit,
        remaining: Math.max(0, b.limit - current[i]!.count - (allowed ? 1 : 0)),
        resetMs: current[i]!.resetMs,
      })),
    };
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
