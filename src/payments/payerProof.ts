/**
 * Whether a payment proves its payer without asking anyone: its EIP-3009 signature recovers to
 * `authorization.from` over exactly the route's terms (our token's EIP-712 domain, our address, the route's price)
 * and it can be settled now, for no longer than its nonce claim lasts. Only such a payment may take the payer lock
 * before the facilitator has verified it (lifecycle.ts), so nobody can hold the lock of an address whose key they
 * do not have: a made-up signature does not recover to it, a signature the payer gave someone else names another
 * recipient or price, and one of ours that was settled is still claimed in the Store for as long as it is valid.
 *
 * This decides only when the lock is taken, never whether a payment is accepted: the facilitator still verifies
 * every payment (balance, chain state). A signature that does not prove the payer here (a smart-contract wallet's
 * EIP-1271 or EIP-6492 signature, a bad signature) takes the lock after verification, as before.
 */
import { authorizationTypes } from "@x402/evm";
import type { PaymentRequirements } from "@x402/core/types";
import { getAddress, recoverTypedDataAddress } from "viem";
import type { Eip3009Transfer } from "./paymentPayload.js";
import { NONCE_CLAIM_TTL_MS } from "./verifiedPayment.js";

/** The facilitator refuses an authorization that expires within 6 s (the SDK's ErrValidBeforeExpired). */
const SETTLE_MARGIN_SECONDS = 6n;

export async function payerProvenLocally(transfer: Eip3009Transfer, requirements: PaymentRequirements, nowMs = Date.now()): Promise<boolean> {
  const { authorization, signature } = transfer;
  const { name, version } = requirements.extra as { name?: unknown; version?: unknown };
  const chain = /^eip155:(\d+)$/.exec(requirements.network);
  if (typeof name !== "string" || typeof version !== "string" || !chain) return false;
  try {
    if (getAddress(authorization.to) !== getAddress(requirements.payTo) || BigInt(authorization.value) !== BigInt(requirements.amount)) return false;
    const now = BigInt(Math.floor(nowMs / 1000));
    const validBefore = BigInt(authorization.validBefore);
    // Valid now, and no longer than its nonce claim lasts: a settled payment is refused by its claim while it could
    // be replayed, so a replay never reaches the lock.
    if (BigInt(authorization.validAfter) > now || validBefore < now + SETTLE_MARGIN_SECONDS) return false;
    if (validBefore * 1000n > BigInt(nowMs + NONCE_CLAIM_TTL_MS)) return false;
    const signer = await recoverTypedDataAddress({
      domain: { name, version, chainId: Number(chain[1]), verifyingContract: getAddress(requirements.asset) },
      types: authorizationTypes,
      primaryType: "TransferWithAuthorization",
      message: {
        from: getAddress(authorization.from),
        to: getAddress(authorization.to),
        value: BigInt(authorization.value),
        validAfter: BigInt(authorization.validAfter),
        validBefore,
        nonce: authorization.nonce as `0x${string}`,
      },
      signature: signature as `0x${string}`,
    });
    return signer === getAddress(authorization.from);
  } catch {
    return false; // not a 65-byte ECDSA signature (a contract wallet's), or not one at all
  }
}
