/**
 * The cases issue 12 was filed for, pinned through the public surface: the paid standard route (a real x402 buyer
 * paying on the embedded chain) against the shipped example corpus, with no LLM, so the embedded judge decides.
 * "Saturn is the largest planet" must not be supported by "the second largest planet", and "in Berlin" must not
 * be left open with "in Paris" in hand: both come out `unsupported`, quoting the sentence that says otherwise.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startStack, postJson, type Stack } from "./support/stack.js";

describe("the example corpus cases, paid through POST /verify", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ CORPUS_DIR: path.resolve("examples/corpus") });
  });
  after(async () => {
    await stack?.stop();
  });

  async function verify(claim: string): Promise<{ verdict: string; confidence: number; reasoning: string; evidence: string[] }> {
    const before = await stack.usdcBalance(stack.buyer);
    const res = await postJson(stack.payFetch, `${stack.apiUrl}/verify`, { claim });
    assert.equal(res.status, 200, await res.clone().text());
    // The answer was paid for: 0.25 USDC moved from the buyer on chain.
    assert.equal(before - (await stack.usdcBalance(stack.buyer)), 250_000n);
    return (await res.json()) as never;
  }

  it("Saturn is not the largest planet: unsupported, quoting 'second largest'", async () => {
    const v = await verify("Saturn is the largest planet in the Solar System.");
    assert.equal(v.verdict, "unsupported");
    assert.match(v.evidence[0]!, /^"Saturn is the sixth planet from the Sun and the second largest planet in the Solar System, after Jupiter\." \(corpus:saturn\.md,/);
    assert.match(v.reasoning, /second largest/);
    assert.ok(v.confidence >= 0.65);
  });

  it("the Eiffel Tower is not in Berlin: unsupported, quoting the sentence that puts it in Paris", async () => {
    const v = await verify("The Eiffel Tower is in Berlin.");
    assert.equal(v.verdict, "unsupported");
    assert.match(v.evidence[0]!, /^"[^"]*\bParis\b[^"]*" \(corpus:eiffel-tower\.md,/);
    assert.match(v.reasoning, /"Paris" where the claim says "Berlin"/);
  });

  it("(control) the true statements beside them are supported, quoting the corpus", async () => {
    const saturn = await verify("Saturn is the second largest planet in the Solar System.");
    assert.equal(saturn.verdict, "supported");
    assert.match(saturn.evidence[0]!, /second largest planet in the Solar System/);
    const paris = await verify("The Eiffel Tower is located in Paris.");
    assert.equal(paris.verdict, "supported");
    assert.match(paris.evidence[0]!, /corpus:eiffel-tower\.md/);
  });
});
