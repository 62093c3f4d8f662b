import type { Grounding, Verdict } from "../contract/schemas.js";
import type { TierId } from "../contract/tiers.js";
import type { EngineIdentity } from "../engine/types.js";

/** What a receipt records of the x402 payment: enough to find the transfer on chain, never the signature. */
export interface ReceiptPayment {
  readonly protocol: "x402";
  readonly network: string;
  readonly payer: string;
  /** Atomic units, as a string. */
  readonly amount: string;
  readonly asset: string;
  readonly payTo: string;
  /** The EIP-3009 authorization nonce. */
  readonly nonce: string;
}

export interface ReceiptInput {
  readonly claim: string;
  readonly context: string | null;
  readonly verdict: Verdict;
  readonly confidence: number;
  readonly tier: TierId;
  readonly engine: EngineIdentity;
  readonly payment: ReceiptPayment | null;
  /**
   * What the verdict rests on (signed). Every paid receipt states it; receipts made before it existed have none.
   * "caller-context" attests consistency with the supplied context (context_sha256), not truth.
   */
  readonly grounding?: Grounding;
  /** Marks self-test receipts over a dummy claim. */
  readonly test?: boolean;
}

/** Signs verdict receipts. `null` from sign() means signing is switched off (RECEIPT_SIGNING_KEY=off). */
export interface ReceiptSigner {
  sign(input: ReceiptInput): Record<string, unknown> | null;
}
