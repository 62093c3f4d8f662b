/**
 * What a tier needs in this configuration, said before anyone pays for nothing (issue 15, item 3): a grounded tier
 * with no evidence source (a search provider that needs a key, given none) is described as unable to judge in the
 * manifest, OpenAPI, llms.txt and GET /, and a paid call to it is a free 503 no_evidence_source (balances unchanged).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { postJson, startStack, type Stack } from "./support/stack.js";

describe("tiers that cannot judge in this configuration", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ SEARCH_PROVIDER: "brave" });
  });
  after(async () => {
    await stack?.stop();
  });

  it("the discovery documents and GET / say the grounded tiers cannot judge here, and why", async () => {
    const manifest = (await (await fetch(`${stack.apiUrl}/.well-known/x402.json`)).json()) as { endpoints: Record<string, { description: string }> };
    for (const path of ["/verify", "/verify/pro"]) assert.match(manifest.endpoints[path]!.description, /cannot judge \(SEARCH_PROVIDER=brave needs SEARCH_API_KEY\)/);
    assert.doesNotMatch(manifest.endpoints["/verify/quick"]!.description, /cannot judge/);
    const openapi = (await (await fetch(`${stack.apiUrl}/openapi.json`)).json()) as { paths: Record<string, { post: { description: string } }> };
    assert.match(openapi.paths["/verify"]!.post.description, /cannot judge/);
    assert.match(await (await fetch(`${stack.apiUrl}/llms.txt`)).text(), /\/verify\/pro.*cannot judge/);
    const home = (await (await fetch(`${stack.apiUrl}/`, { headers: { accept: "application/json" } })).json()) as { paid: { path: string; needs?: string }[] };
    assert.match(home.paid.find((p) => p.path === "/verify")!.needs ?? "", /cannot judge in this configuration: SEARCH_PROVIDER=brave needs SEARCH_API_KEY/);
  });

  it("a paid call to such a tier is a free 503 no_evidence_source", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify`, { claim: "The Eiffel Tower is in Paris." });
    assert.equal(res.status, 503);
    assert.equal(((await res.json()) as { error: string }).error, "no_evidence_source");
    assert.equal(res.headers.get("payment-response"), null);
    assert.equal(await stack.usdcBalance(stack.buyer), before);
  });
});
