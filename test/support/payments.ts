/**
 * What a buyer (or an attacker) builds by hand with the official SDK client code: the route's challenge,
 * an EIP-3009 payment for it, or a Permit2-shaped one, encoded as the PAYMENT-SIGNATURE header.
 */
import assert from "node:assert/strict";
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import type { PaymentPayload, PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { generatePrivateKey, privateKeyToAccount, type LocalAccount } from "viem/accounts";

export async function challengeOf(url: string): Promise<PaymentRequired> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  assert.equal(res.status, 402);
  return decodePaymentRequiredHeader(res.headers.get("payment-required")!);
}

/** A v2 PaymentPayload around an inner scheme payload, with `accepted` as given. */
function wrap(required: PaymentRequired, accepted: PaymentRequirements, inner: Record<string, unknown>): PaymentPayload {
  return { x402Version: 2, resource: required.resource, accepted, payload: inner, extensions: required.extensions } as PaymentPayload;
}

/** A real EIP-3009 payment, exactly as @x402/fetch builds it. */
export async function eip3009Header(url: string, signer: LocalAccount): Promise<Record<string, string>> {
  const required = await challengeOf(url);
  const accepted = required.accepts[0]!;
  const { payload } = await new ExactEvmScheme(signer).createPaymentPayload(2, accepted);
  return { "payment-signature": encodePaymentSignatureHeader(wrap(required, accepted, payload as Record<string, unknown>)) };
}

/**
 * An EIP-3009 payment presented for the route's terms (`accepted` is the route's requirement verbatim) but signed
 * for other ones: `terms` changes what `signer` signs (another recipient, a longer validity), and `claimedFrom`
 * replaces the authorization's `from` after signing (a payment signed by one key that claims another payer).
 */
export async function alteredEip3009Header(
  url: string,
  signer: LocalAccount,
  { terms = {}, claimedFrom }: { terms?: Partial<PaymentRequirements>; claimedFrom?: `0x${string}` },
): Promise<Record<string, string>> {
  const required = await challengeOf(url);
  const offer = required.accepts[0]!;
  const { payload } = await new ExactEvmScheme(signer).createPaymentPayload(2, { ...offer, ...terms });
  const inner = payload as { authorization: Record<string, string>; signature: string };
  const authorization = claimedFrom ? { ...inner.authorization, from: claimedFrom } : inner.authorization;
  return { "payment-signature": encodePaymentSignatureHeader(wrap(required, offer, { ...inner, authorization })) };
}

/**
 * A real Permit2 permitWitnessTransferFrom payment for the route's terms, signed by the SDK's own Permit2
 * client path. `declare` puts assetTransferMethod "permit2" into `accepted` (the SDK's matcher allows extra
 * members); otherwise `accepted` is the route's requirement verbatim and only the payload's shape differs.
 */
export async function permit2Header(url: string, signer: LocalAccount, declare: boolean): Promise<Record<string, string>> {
  const required = await challengeOf(url);
  const offer = required.accepts[0]!;
  const permit2Terms = { ...offer, extra: { ...offer.extra, assetTransferMethod: "permit2" } };
  const { payload } = await new ExactEvmScheme(signer).createPaymentPayload(2, permit2Terms);
  assert.ok("permit2Authorization" in (payload as object), "the SDK built a Permit2 payload");
  const accepted = declare ? permit2Terms : offer;
  return { "payment-signature": encodePaymentSignatureHeader(wrap(required, accepted, payload as Record<string, unknown>)) };
}

/** An EIP-3009 authorization with a Permit2 authorization beside it: the SDK facilitator would take Permit2. */
export async function bothShapesHeader(url: string, signer: LocalAccount): Promise<Record<string, string>> {
  const required = await challengeOf(url);
  const offer = required.accepts[0]!;
  const eip3009 = (await new ExactEvmScheme(signer).createPaymentPayload(2, offer)).payload as Record<string, unknown>;
  const permit2 = (await new ExactEvmScheme(signer).createPaymentPayload(2, { ...offer, extra: { ...offer.extra, assetTransferMethod: "permit2" } }))
    .payload as Record<string, unknown>;
  return { "payment-signature": encodePaymentSignatureHeader(wrap(required, offer, { ...eip3009, permit2Authorization: permit2.permit2Authorization })) };
}

/** Sends `amount` USDC atomic units on the dev chain at `rpcUrl` from dev account 9 to `to`. */
export async function fund(rpcUrl: string, to: `0x${string}`, amount: bigint): Promise<void> {
  const { createWalletClient, defineChain, http, publicActions } = await import("viem");
  const { FIAT_TOKEN_ABI, devAccount } = await import("../../src/payments/devChain.js");
  const { PAYMENT } = await import("../../src/contract/tiers.js");
  const chain = defineChain({ id: 8453, name: "dev", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  const wallet = createWalletClient({ account: devAccount(9), chain, transport: http(rpcUrl) }).extend(publicActions);
  const hash = await wallet.writeContract({ address: PAYMENT.assetAddress, abi: FIAT_TOKEN_ABI, functionName: "transfer", args: [to, amount] } as never);
  await wallet.waitForTransactionReceipt({ hash });
}

/** A fresh key holding exactly `amount` USDC atomic units on the dev chain (sent from dev account 9). */
export async function freshPayer(rpcUrl: string, amount: bigint): Promise<LocalAccount> {
  const payer = privateKeyToAccount(generatePrivateKey());
  await fund(rpcUrl, payer.address, amount);
  return payer;
}
