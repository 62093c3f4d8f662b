/**
 * POST /mcp, the paid MCP endpoint, driven by the MCP SDK's own Client over StreamableHTTPClientTransport and
 * paid by the official x402 client on the embedded chain, following the x402 v2 MCP transport. Every HTTP
 * guarantee is checked here too: the price comes from the same challenge, one payment runs once and settles
 * exactly the price, a replayed _meta payment is refused, invalid input and our failures are free.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { closedPort } from "./support/ports.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { x402Client } from "@x402/core/client";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import type { PaymentPayload, PaymentRequired } from "@x402/core/types";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import type { Address } from "viem";
import { verifyReceipt } from "../src/client/index.js";
import { devAccount } from "../src/payments/devChain.js";
import { startStack, type Stack } from "./support/stack.js";

const CLAIM = "The Eiffel Tower was completed in 1887.";
const CONTEXT = "The Eiffel Tower in Paris was completed in 1889 for the Exposition Universelle.";

type ToolResult = CallToolResult & { structuredContent?: Record<string, any>; _meta?: Record<string, any> };


function buyer(index: number) {
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: devAccount(index) });
  return client;
}

describe("POST /mcp: paid tools over the x402 v2 MCP transport", () => {
  let stack: Stack;
  let mcp: Client;

  before(async () => {
    // Grounded tiers cannot reach their search provider (a closed loopback port): they fail on our side.
    stack = await startStack({ SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: `http://127.0.0.1:${await closedPort()}` });
    mcp = new Client({ name: "verity-test-agent", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${stack.apiUrl}/mcp`)));
  });
  after(async () => {
    await mcp?.close();
    await stack?.stop();
  });

  const call = async (name: string, args: Record<string, unknown>, payment?: PaymentPayload) =>
    (await mcp.callTool({ name, arguments: args, ...(payment ? { _meta: { "x402/payment": payment } } : {}) })) as ToolResult;

  const balances = async (payer: Address) => [await stack.usdcBalance(payer), await stack.usdcBalance(stack.payTo)] as const;

  /** Calls unpaid, takes the PaymentRequired from the tool error and signs it as an x402 MCP client does. */
  async function signedPayment(tool: string, buyerIndex: number): Promise<PaymentPayload> {
    const unpaid = await call(tool, { claim: CLAIM, context: CONTEXT });
    assert.equal(unpaid.isError, true);
    return buyer(buyerIndex).createPaymentPayload(unpaid.structuredContent as unknown as PaymentRequired);
  }

  it("lists the three paid tools and the free ones; inputs and prices are the manifest's", async () => {
    const { tools } = await mcp.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      ["verify_quick", "verify", "verify_pro", "verify_receipt", "service_info"],
    );
    const manifest = (await (await fetch(`${stack.apiUrl}/.well-known/x402.json`)).json()) as {
      endpoints: Record<string, { inputSchema: unknown; accepts: { price: string }[] }>;
    };
    const paths = { verify_quick: "/verify/quick", verify: "/verify", verify_pro: "/verify/pro" } as const;
    const info = (await call("service_info", {})).structuredContent!;
    for (const [tool, path] of Object.entries(paths)) {
      assert.deepEqual(tools.find((t) => t.name === tool)!.inputSchema, manifest.endpoints[path]!.inputSchema);
      const priced = info.tools.find((t: { name: string }) => t.name === tool);
      assert.equal(priced.priceUsd, manifest.endpoints[path]!.accepts[0]!.price);
    }
    assert.deepEqual(info.tools.map((t: { priceUsd: string }) => t.priceUsd), ["0.02", "0.25", "0.35"]);
  });

  it("an unpaid call answers PaymentRequired as a tool error, with the HTTP 402's exact accepts", async () => {
    const unpaid = await call("verify_quick", { claim: CLAIM });
    assert.equal(unpaid.isError, true);
    const required = unpaid.structuredContent as any;
    assert.equal(required.x402Version, 2);
    assert.equal(required.resource.url, "mcp://tool/verify_quick");
    const httpChallenge = await fetch(`${stack.apiUrl}/verify/quick`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    assert.equal(httpChallenge.status, 402);
    assert.deepEqual(required.accepts, decodePaymentRequiredHeader(httpChallenge.headers.get("payment-required")!).accepts);
    assert.equal(required.accepts[0].amount, "20000");
    const wrapped = JSON.parse((unpaid.content[0]! as { text: string }).text)["x402/error"];
    assert.equal(wrapped.code, 402);
    assert.deepEqual(wrapped.data, required);
  });

  it("a paid call answers once, settles exactly $0.02 on chain, and carries the settlement and a valid receipt", async () => {
    const payer = devAccount(2).address;
    const payment = await signedPayment("verify_quick", 2);
    const [payerBefore, payeeBefore] = await balances(payer);
    const result = await call("verify_quick", { claim: CLAIM, context: CONTEXT }, payment);
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    const [payerAfter, payeeAfter] = await balances(payer);
    assert.equal(payerBefore - payerAfter, 20_000n);
    assert.equal(payeeAfter - payeeBefore, 20_000n);

    const settlement = result._meta!["x402/payment-response"];
    assert.equal(settlement.success, true);
    assert.match(settlement.transaction, /^0x[0-9a-f]{64}$/);
    assert.equal(settlement.payer.toLowerCase(), payer.toLowerCase());

    const answer = result.structuredContent!;
    assert.ok(["supported", "unsupported", "uncertain"].includes(answer.verdict));
    const keys = await (await fetch(`${stack.apiUrl}/.well-known/service-pubkey.json`)).json();
    assert.equal(verifyReceipt(answer.receipt, keys, { claim: CLAIM, context: CONTEXT }).valid, true);
    const authorization = (payment.payload as { authorization: { nonce: string } }).authorization;
    assert.equal(answer.receipt.payment.nonce, authorization.nonce);
    assert.equal(answer.receipt.payment.amount, "20000");

    const viaTool = await call("verify_receipt", { receipt: answer.receipt, claim: CLAIM, context: CONTEXT });
    assert.equal(viaTool.structuredContent!.valid, true);
    const mismatch = await call("verify_receipt", { receipt: JSON.stringify(answer.receipt), claim: "Another claim." });
    assert.equal(mismatch.structuredContent!.reason, "claim_mismatch");
  });

  it("a replayed _meta payment is refused with payment_already_used and charges nothing more", async () => {
    const payer = devAccount(3).address;
    const payment = await signedPayment("verify_quick", 3);
    const first = await call("verify_quick", { claim: CLAIM, context: CONTEXT }, payment);
    assert.equal(first.isError, undefined, JSON.stringify(first.content));
    const [payerBefore, payeeBefore] = await balances(payer);
    const replay = await call("verify_quick", { claim: CLAIM, context: CONTEXT }, payment);
    assert.equal(replay.isError, true);
    assert.equal(replay.structuredContent!.error, "payment_already_used");
    assert.equal(replay.structuredContent!.accepts[0].amount, "20000", "a fresh challenge to sign");
    assert.equal(replay._meta?.["x402/payment-response"], undefined);
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
  });

  it("the same payment sent five times at once runs and settles exactly once", async () => {
    const payer = devAccount(4).address;
    const payment = await signedPayment("verify_quick", 4);
    const [payerBefore] = await balances(payer);
    const results = await Promise.all(Array.from({ length: 5 }, () => call("verify_quick", { claim: CLAIM, context: CONTEXT }, payment)));
    assert.equal(results.filter((r) => !r.isError).length, 1);
    assert.equal(payerBefore - (await stack.usdcBalance(payer)), 20_000n);
  });

  it("a payment signed for the quick price is refused by verify_pro (no matching requirements), nothing charged", async () => {
    const payer = devAccount(5).address;
    const payment = await signedPayment("verify_quick", 5);
    const [payerBefore, payeeBefore] = await balances(payer);
    const result = await call("verify_pro", { claim: CLAIM }, payment);
    assert.equal(result.isError, true);
    assert.equal(result.structuredContent!.error, "No matching payment requirements");
    assert.equal(result.structuredContent!.accepts[0].amount, "350000");
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
  });

  it("invalid input with a payment is a tool error with the 422 detail; the payment stays unused (control: it then pays)", async () => {
    const payer = devAccount(6).address;
    const payment = await signedPayment("verify_quick", 6);
    const [payerBefore, payeeBefore] = await balances(payer);
    const invalid = await call("verify_quick", { claim: "   " }, payment);
    assert.equal(invalid.isError, true);
    assert.equal(invalid.structuredContent!.error, "invalid_input");
    assert.equal(invalid.structuredContent!.detail[0].msg, "Value error, claim must not be blank");
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
    const valid = await call("verify_quick", { claim: CLAIM, context: CONTEXT }, payment);
    assert.equal(valid.isError, undefined, JSON.stringify(valid.content));
    assert.equal(payerBefore - (await stack.usdcBalance(payer)), 20_000n);
  });

  it("verify_quick without a context, with no model configured, is a free invalid_input naming what to send; the payment stays unused", async () => {
    const payer = devAccount(6).address;
    const payment = await signedPayment("verify_quick", 6);
    const [payerBefore, payeeBefore] = await balances(payer);
    const refused = await call("verify_quick", { claim: CLAIM }, payment);
    assert.equal(refused.isError, true);
    assert.equal(refused.structuredContent!.error, "invalid_input");
    assert.deepEqual(refused.structuredContent!.detail[0].loc, ["body", "context"]);
    assert.match(String(refused.structuredContent!.detail[0].msg), /no language model configured/);
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
    const valid = await call("verify_quick", { claim: CLAIM, context: CONTEXT }, payment);
    assert.equal(valid.isError, undefined, JSON.stringify(valid.content));
  });

  it("when the engine cannot make a real attempt the tool errors with retryAfter and nothing is charged", async () => {
    const payer = devAccount(7).address;
    const payment = await signedPayment("verify", 7);
    assert.equal(payment.accepted.amount, "250000");
    const [payerBefore, payeeBefore] = await balances(payer);
    const result = await call("verify", { claim: "The Eiffel Tower is in Paris." }, payment);
    assert.equal(result.isError, true);
    assert.equal(result.structuredContent!.error, "service_unavailable");
    assert.equal(typeof result.structuredContent!.retryAfter, "number");
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
  });

  it("a payment in _meta that is not an object is refused as invalid_payload with the challenge", async () => {
    const result = (await mcp.callTool({ name: "verify_quick", arguments: { claim: CLAIM }, _meta: { "x402/payment": "0xdeadbeef" } })) as ToolResult;
    assert.equal(result.isError, true);
    assert.equal(result.structuredContent!.error, "invalid_payload");
    assert.equal(result.structuredContent!.x402Version, 2);
  });

  it("GET /mcp is 405 (stateless: no server stream)", async () => {
    const res = await fetch(`${stack.apiUrl}/mcp`, { headers: { accept: "text/event-stream" } });
    assert.equal(res.status, 405);
  });
});

describe("POST /mcp: a settlement that fails after the answer", () => {
  const state = { settleFails: false };
  let stack: Stack;
  let mcp: Client;
  before(async () => {
    const wrapFacilitator = (real: FacilitatorClient): FacilitatorClient => ({
      verify: (p, r) => real.verify(p, r),
      settle: (p, r) =>
        state.settleFails
          ? Promise.resolve({ success: false, errorReason: "insufficient_funds", transaction: "", network: r.network })
          : real.settle(p, r),
      getSupported: () => real.getSupported(),
    });
    stack = await startStack({}, { wrapFacilitator });
    mcp = new Client({ name: "verity-test-agent", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${stack.apiUrl}/mcp`)));
  });
  after(async () => {
    await mcp?.close();
    await stack?.stop();
  });

  it("withholds the answer, reports x402/payment-response success:false in the PaymentRequired error, charges nothing; the payment works once settlement is back", async () => {
    const payer = devAccount(8).address;
    const unpaid = (await mcp.callTool({ name: "verify_quick", arguments: { claim: CLAIM, context: CONTEXT } })) as ToolResult;
    const payment = await buyer(8).createPaymentPayload(unpaid.structuredContent as unknown as PaymentRequired);
    const before = await stack.usdcBalance(payer);
    const paidCall = () =>
      mcp.callTool({ name: "verify_quick", arguments: { claim: CLAIM, context: CONTEXT }, _meta: { "x402/payment": payment } }) as Promise<ToolResult>;
    state.settleFails = true;
    let failed: ToolResult;
    try {
      failed = await paidCall();
    } finally {
      state.settleFails = false;
    }
    assert.equal(failed.isError, true);
    assert.equal(failed.structuredContent!.error, "settlement_failed");
    assert.equal(failed.structuredContent!["x402/payment-response"].success, false);
    assert.equal(failed.structuredContent!["x402/payment-response"].errorReason, "insufficient_funds");
    assert.doesNotMatch(JSON.stringify(failed), /"verdict"/, "no answer without payment");
    assert.equal(await stack.usdcBalance(payer), before);

    const retried = await paidCall();
    assert.equal(retried.isError, undefined, JSON.stringify(retried.content));
    assert.equal(before - (await stack.usdcBalance(payer)), 20_000n);
  });
});
