/**
 * The budget of one client: a call reserves its price before the payment is signed and gives it back when
 * nothing was settled, so concurrent calls can never together sign more than the budget.
 */
import { atomicToUsd } from "./usd.js";

export interface SpendingSummary {
  readonly maxPricePerCallUsd: string;
  readonly budgetUsd: string;
  /** Settled, plus payments signed whose outcome is not known yet. */
  readonly spentUsd: string;
  readonly remainingUsd: string;
  /** Paid calls that settled. */
  readonly paidCalls: number;
}

export class SpendingLedger {
  private committed = 0n;
  private reserved = 0n;
  private paidCalls = 0;

  constructor(
    readonly maxPerCall: bigint,
    readonly budget: bigint,
  ) {}

  remaining(): bigint {
    return this.budget - this.committed - this.reserved;
  }

  /** Reserves `amount` if the budget allows it. */
  reserve(amount: bigint): boolean {
    if (amount > this.remaining()) return false;
    this.reserved += amount;
    return true;
  }

  /** The payment settled: the reservation becomes spending. */
  commit(amount: bigint): void {
    this.reserved -= amount;
    this.committed += amount;
    this.paidCalls += 1;
  }

  /** Nothing was settled: the reservation is given back. */
  release(amount: bigint): void {
    this.reserved -= amount;
  }

  summary(): SpendingSummary {
    return {
      maxPricePerCallUsd: atomicToUsd(this.maxPerCall),
      budgetUsd: atomicToUsd(this.budget),
      spentUsd: atomicToUsd(this.committed + this.reserved),
      remainingUsd: atomicToUsd(this.remaining()),
      paidCalls: this.paidCalls,
    };
  }
}
