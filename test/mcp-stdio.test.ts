/**
 * `verity mcp` as a host runs it: the installed package's bin spawned by the MCP SDK's own Client over
 * StdioClientTransport, paying the running service on the embedded chain. A counting loopback proxy in front
 * of the service shows which requests carried a signed payment, so "refused before signing" is observable.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { toHex, type Address } from "viem";
import { devAccount } from "../src/payments/devChain.js";
import { installedPackage, type InstalledPackage } from "./support/installedPackage.js";
import { startStack, type Stack } from "./support/stack.js";

const CLAIM = "The Eiffel Tower was completed in 1887.";
const CONTEXT = "The Eiffel Tower in Paris was completed in 1889 for the Exposition Universelle.";

function privateKeyOf(index: number): string {
  return toHex(devAccount(index).getHdKey().privateKey!);
}

/** Forwards to the service and counts the requests that carry a PAYMENT-SIGNATURE. */
async function countingProxy(target: string) {
  const state = { signedRequests: 0 };
  const server = http.createServer(async (req, res) => {
    if (req.headers["payment-signature"]) state.signedRequests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k))) as Record<string, string>;
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    const out: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) out[k] = v;
    });
    res.writeHead(upstream.status, out);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("verity mcp (stdio), driven by the MCP SDK client", () => {
  let stack: Stack;
  let pkg: InstalledPackage;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  const clients: Client[] = [];

  before(async () => {
    pkg = installedPackage();
    stack = await startStack();
    proxy = await countingProxy(stack.apiUrl);
  });
  after(async () => {
    for (const c of clients) await c.close().catch(() => {});
    await proxy?.close();
    await stack?.stop();
    pkg?.remove();
  });

  async function connect(env: Record<string, string>): Promise<Client> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [pkg.cli, "mcp"],
      env: { VERITY_URL: proxy.url, VERITY_SCAN_URL: stack.scanUrl, ...env },
      cwd: pkg.appDir,
      stderr: "ignore",
    });
    const client = new Client({ name: "verity-test-host", version: "1.0.0" });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent?: Record<string, any> };

  const balances = async (payer: Address) => [await stack.usdcBalance(payer), await stack.usdcBalance(stack.payTo)] as const;

  it("lists the three tiers, scan, verify_receipt and balance; the verify input schema is the manifest's", async () => {
    const client = await connect({ VERITY_WALLET_KEY: privateKeyOf(7) });
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      ["verify_quick", "verify", "verify_pro", "scan", "verify_receipt", "balance"],
    );
    const manifest = (await (await fetch(`${stack.apiUrl}/.well-known/x402.json`)).json()) as { endpoints: Record<string, { inputSchema: unknown }> };
    assert.deepEqual(tools[1]!.inputSchema, manifest.endpoints["/verify"]!.inputSchema);
    assert.match(tools[0]!.description ?? "", /\$0\.02/);
    assert.match(tools[2]!.description ?? "", /\$0\.35/);
  });

  it("verify_quick pays exactly $0.02 on chain; the receipt is checked, verify_receipt and balance agree", async () => {
    const payer = devAccount(7).address;
    const client = await connect({ VERITY_WALLET_KEY: privateKeyOf(7) });
    const [payerBefore, payeeBefore] = await balances(payer);
    const result = await call(client, "verify_quick", { claim: CLAIM, context: CONTEXT });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    const [payerAfter, payeeAfter] = await balances(payer);
    assert.equal(payerBefore - payerAfter, 20_000n);
    assert.equal(payeeAfter - payeeBefore, 20_000n);
    const answer = result.structuredContent!;
    assert.ok(["supported", "unsupported", "uncertain"].includes(answer.verdict));
    assert.equal(answer.receiptCheck.valid, true);
    assert.match(answer.payment.transaction, /^0x[0-9a-f]{64}$/);

    const check = await call(client, "verify_receipt", { receipt: answer.receipt, claim: CLAIM, context: CONTEXT });
    assert.equal(check.structuredContent!.valid, true);
    const mismatch = await call(client, "verify_receipt", { receipt: JSON.stringify(answer.receipt), claim: "Another claim." });
    assert.equal(mismatch.structuredContent!.valid, false);
    assert.equal(mismatch.structuredContent!.reason, "claim_mismatch");

    const balance = (await call(client, "balance")).structuredContent!;
    assert.equal(balance.address, payer);
    assert.equal(balance.spentUsd, "0.02");
    assert.equal(balance.usdc, "9999.98");
  });

  it("past VERITY_BUDGET_USD a call is a tool error before signing: no signed request reaches the service, nothing moves", async () => {
    const payer = devAccount(8).address;
    const client = await connect({ VERITY_WALLET_KEY: privateKeyOf(8), VERITY_BUDGET_USD: "0.03" });
    const first = await call(client, "verify_quick", { claim: CLAIM, context: CONTEXT });
    assert.equal(first.isError, undefined, JSON.stringify(first.content));
    const signedBefore = proxy.state.signedRequests;
    const [payerBefore, payeeBefore] = await balances(payer);
    const refused = await call(client, "verify_quick", { claim: CLAIM, context: CONTEXT });
    assert.equal(refused.isError, true);
    assert.equal(refused.structuredContent!.error, "budget_exceeded");
    assert.equal(refused.structuredContent!.limit, "budget");
    assert.match((refused.content[0] as { text: string }).text, /Refused before signing/);
    assert.equal(proxy.state.signedRequests, signedBefore, "no signed payment was sent");
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
  });

  it("a tier above VERITY_MAX_PRICE_USD is refused before signing (control: a cheaper tier passes)", async () => {
    const client = await connect({ VERITY_WALLET_KEY: privateKeyOf(9), VERITY_MAX_PRICE_USD: "0.10" });
    const signedBefore = proxy.state.signedRequests;
    const refused = await call(client, "verify_pro", { claim: CLAIM });
    assert.equal(refused.structuredContent!.error, "budget_exceeded");
    assert.equal(refused.structuredContent!.limit, "max_price_per_call");
    assert.equal(refused.structuredContent!.priceUsd, "0.35");
    assert.equal(proxy.state.signedRequests, signedBefore);
    const allowed = await call(client, "verify_quick", { claim: CLAIM, context: CONTEXT });
    assert.equal(allowed.isError, undefined);
  });

  it("invalid input is a tool error with the 422 detail and is not charged", async () => {
    const payer = devAccount(9).address;
    const client = await connect({ VERITY_WALLET_KEY: privateKeyOf(9) });
    const [payerBefore, payeeBefore] = await balances(payer);
    const result = await call(client, "verify_quick", { claim: "   " });
    assert.equal(result.isError, true);
    assert.equal(result.structuredContent!.error, "invalid_input");
    assert.equal(result.structuredContent!.detail[0].msg, "Value error, claim must not be blank");
    assert.deepEqual(await balances(payer), [payerBefore, payeeBefore]);
  });

  it("without a wallet key the paid tools say how to configure one, and the free scan still works", async () => {
    const client = await connect({});
    const paid = await call(client, "verify", { claim: CLAIM });
    assert.equal(paid.isError, true);
    assert.equal(paid.structuredContent!.error, "no_wallet");
    assert.match((paid.content[0] as { text: string }).text, /VERITY_WALLET_KEY/);
    const scan = await call(client, "scan", { text: "The Eiffel Tower is in Paris. It was completed in 1889." });
    assert.equal(scan.isError, undefined, JSON.stringify(scan.content));
    assert.ok(Array.isArray(scan.structuredContent!.findings ?? scan.structuredContent!.claims));
  });
});
