/**
 * The Store keys one paid call holds, its nonce claim and its payer lock, and the Store writes that wait for the
 * call to end (the verdict-cache entry), so that a paid call costs three round trips: `take` (failure-limit check,
 * nonce claim and payer lock in one script), the engine's verdict-cache lookup, and `end` (unlock, give the nonce
 * back unless settled, the waiting writes: one script). A payer that could not be proven before verification
 * (payerProof.ts) is locked after it by `lockPayer`, one more round trip.
 */
import type { ReceiptPayment } from "../receipts/types.js";
import type { RateBucket, Store, StoreEntry } from "../store/types.js";
import { payerLock } from "./payerLock.js";
import { nonceClaim } from "./verifiedPayment.js";

export type TakeOutcome = "taken" | "nonce-used" | "payer-busy" | { readonly limitedForMs: number };

export class CallKeys {
  private readonly nonce: StoreEntry;
  private readonly lock: StoreEntry;
  private claimed = false;
  private locked = false;
  private readonly waiting: StoreEntry[] = [];
  private ended = false;

  constructor(
    private readonly store: Store,
    payment: ReceiptPayment,
    /** The client's failed-payment counter: a client at its limit takes nothing. */
    private readonly failures: RateBucket,
  ) {
    this.nonce = nonceClaim(payment);
    this.lock = payerLock(payment.network, payment.payer);
  }

  /**
   * One round trip, all or nothing: unless the client is at its failure limit, claim the nonce and, when
   * `withPayerLock`, lock the payer. A busy payer leaves the nonce unclaimed, so the same payment can be sent again.
   */
  async take(withPayerLock: boolean): Promise<TakeOutcome> {
    const claims = withPayerLock ? [this.nonce, this.lock] : [this.nonce];
    const result = await this.store.claimAll(claims, this.failures);
    if ("limited" in result) return { limitedForMs: result.limited.resetMs };
    if ("held" in result) return result.held === 0 ? "nonce-used" : "payer-busy";
    this.claimed = true;
    this.locked = withPayerLock;
    return "taken";
  }

  /** The payer lock alone (a payer proven only by the facilitator's verification). False: the payer is busy. */
  async lockPayer(): Promise<boolean> {
    this.locked = await this.store.claim(this.lock.key, this.lock.value, this.lock.ttlMs);
    return this.locked;
  }

  /** A Store write sent with `end`; one that comes after the end (an abandoned answer) is sent on its own. */
  writeAtEnd(entry: StoreEntry): void {
    if (!this.ended) this.waiting.push(entry);
    else void this.store.apply({ set: [entry] }).catch(() => {});
  }

  /**
   * One round trip: unlock the payer, give the nonce back unless `keepNonce` (settled), send the waiting writes.
   * Only what this call took is given back, and only while the Store still holds this call's value there: a key
   * lost meanwhile (a Redis restart) and taken by another call stays with that call. Once it has succeeded, `end`
   * does nothing.
   */
  async end(keepNonce: boolean): Promise<void> {
    if (this.ended) return;
    const release = [...(this.locked ? [this.lock] : []), ...(this.claimed && !keepNonce ? [this.nonce] : [])];
    await this.store.apply({ release, set: this.waiting });
    this.ended = true;
    this.waiting.length = 0;
  }
}
