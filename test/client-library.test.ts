/**
 * The typed client (verity-x402/client) against the running service on the embedded chain: paid answers
 * with receipts checked offline, exact on-chain charges, and each typed error with what it guarantees
 * (nothing signed for a spending limit, nothing charged for invalid input or an outage).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { closedPort } from "./support/ports.js";
import type { Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  BudgetExceeded,
  createVerityClient,
  InvalidInput,
  PaymentRefused,
  ServiceUnavailable,
} from "../src/client/index.js";
import { devAccount } from "../src/payments/devChain.js";
import { startStack, type Stack } from "./support/stack.js";

const CLAIM = "The Eiffel Tower was completed in 1887.";
const CONTEXT = "The Eiffel Tower in Paris was completed in 1889 for the Exposition Universelle.";

/** A dev account whose signatures are counted. */
function countingSigner(index: number) {
  const account = devAccount(index);
  const signer = {
    address: account.address,
    signatures: 0,
    signTypedData: (message: Parameters<typeof account.signTypedData>[0]) => {
      signer.signatures += 1;
      return account.signTypedData(message);
    },
  };
  return signer;
}


describe("client library: createVerityClient", () => {
  let stack: Stack;
  before(async () => {
    // Grounded tiers cannot reach their search provider (a closed loopback port): they answer 503.
    stack = await startStack({ SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: `http://127.0.0.1:${await closedPort()}` });
  });
  after(async () => {
    await stack?.stop();
  });

  const balances = async (payer: Address) => [await stack.usdcBalance(payer), await stack.usdcBalance(stack.payTo)] as const;

  it("verify(quick) pays exactly $0.02 on chain and returns the typed answer with its receipt verified offline", async () => {
    const signer = countingSigner(3);
    const verity = createVerityClient({ url: stack.apiUrl, signer });
    const [payerBefore, payeeBefore] = await balances(signer.address);
    const result = await verity.verify(CLAIM, { tier: "quick", context: CONTEXT });
    const [payerAfter, payeeAfter] = await balances(signer.address);

    assert.equal(payerBefore - payerAfter, 20_000n);
    assert.equal(payeeAfter - payeeBefore, 20_000n);
    assert.ok(["supported", "unsupported", "uncertain"].includes(result.answer.verdict));
    assert.equal(result.receiptCheck?.valid, true, JSON.stringify(result.receiptCheck));
    assert.match(result.payment?.transaction ?? "", /^0x[0-9a-f]{64}$/);
    assert.equal(result.payment?.amountUsd, "0.02");
    assert.equal(signer.signatures, 1);
    assert.deepEqual(verity.spending(), {
      maxPricePerCallUsd: "0.35",
      budgetUsd: "1.00",
      spentUsd: "0.02",
      remainingUsd: "0.98",
      paidCalls: 1,
    });
    const balance = await verity.balance();
    assert.equal(balance.usdc, "9999.98");
    assert.equal(balance.address, signer.address);
  });

  it("a receipt for another claim is rejected by verifyReceipt with the pinned key (control for the check above)", async () => {
    const verity = createVerityClient({ url: stack.apiUrl, signer: countingSigner(3) });
    const { answer } = await verity.verify(CLAIM, { tier: "quick", context: CONTEXT });
    assert.equal((await verity.verifyReceipt(answer.receipt, { claim: CLAIM, context: CONTEXT })).valid, true);
    const other = await verity.verifyReceipt(answer.receipt, { claim: "Another claim." });
    assert.equal(other.valid, false);
    assert.equal((other as { reason: string }).reason, "claim_mismatch");
  });

  it("a call over the budget throws BudgetExceeded before anything is signed, and nothing moves", async () => {
    const signer = countingSigner(5);
    const verity = createVerityClient({ url: stack.apiUrl, signer, budget: "0.03" });
    await verity.verify(CLAIM, { tier: "quick", context: CONTEXT });
    assert.equal(signer.signatures, 1);
    const [payerBefore, payeeBefore] = await balances(signer.address);
    await assert.rejects(verity.verify(CLAIM, { tier: "quick", context: CONTEXT }), (error: unknown) => {
      assert.ok(error instanceof BudgetExceeded);
      assert.equal(error.limit, "budget");
      assert.equal(error.priceUsd, "0.02");
      assert.equal(error.allowedUsd, "0.01");
      assert.match(error.message, /nothing was signed/);
      return true;
    });
    assert.equal(signer.signatures, 1, "no second signature");
    assert.deepEqual(await balances(signer.address), [payerBefore, payeeBefore]);
  });

  it("a tier above maxPricePerCall throws BudgetExceeded (the SDK's spend control) before signing", async () => {
    const signer = countingSigner(5);
    const verity = createVerityClient({ url: stack.apiUrl, signer, maxPricePerCall: "0.10" });
    await assert.rejects(verity.verify(CLAIM, { tier: "pro" }), (error: unknown) => {
      assert.ok(error instanceof BudgetExceeded);
      assert.equal(error.limit, "max_price_per_call");
      assert.equal(error.priceUsd, "0.35");
      return true;
    });
    assert.equal(signer.signatures, 0);
    assert.equal(verity.spending().spentUsd, "0.00");
  });

  it("a blank claim throws InvalidInput with the 422 detail, and nothing is charged or counted", async () => {
    const signer = countingSigner(6);
    const verity = createVerityClient({ url: stack.apiUrl, signer });
    const [payerBefore, payeeBefore] = await balances(signer.address);
    await assert.rejects(verity.verify("   ", { tier: "quick" }), (error: unknown) => {
      assert.ok(error instanceof InvalidInput);
      assert.equal((error.detail as { msg: string }[])[0]?.msg, "Value error, claim must not be blank");
      return true;
    });
    assert.deepEqual(await balances(signer.address), [payerBefore, payeeBefore]);
    assert.equal(verity.spending().spentUsd, "0.00");
  });

  it("an outage throws ServiceUnavailable with retryAfter, and nothing is charged", async () => {
    const signer = countingSigner(7);
    const verity = createVerityClient({ url: stack.apiUrl, signer });
    const [payerBefore, payeeBefore] = await balances(signer.address);
    await assert.rejects(verity.verify("The Eiffel Tower is in Paris.", { tier: "standard" }), (error: unknown) => {
      assert.ok(error instanceof ServiceUnavailable);
      assert.equal(typeof error.retryAfter, "number");
      return true;
    });
    assert.deepEqual(await balances(signer.address), [payerBefore, payeeBefore]);
    assert.equal(verity.spending().spentUsd, "0.00");
  });

  it("a wallet without USDC gets PaymentRefused with the facilitator reason code, and its budget back", async () => {
    const verity = createVerityClient({ url: stack.apiUrl, signer: privateKeyToAccount(generatePrivateKey()) });
    await assert.rejects(verity.verify(CLAIM, { tier: "quick", context: CONTEXT }), (error: unknown) => {
      assert.ok(error instanceof PaymentRefused);
      assert.match(error.reason, /insufficient|^invalid_exact_evm_/, "the facilitator reason code");
      return true;
    });
    assert.equal(verity.spending().spentUsd, "0.00");
  });
});
