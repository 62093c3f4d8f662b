/**
 * Paid requests with invalid bodies: FastAPI's exact HTTPValidationError bytes (shared/reference/
 * fastapi-422-and-receipts.md §1.2-1.3), and nothing is settled — the payer's balance is unchanged.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startStack, type Stack } from "./support/stack.js";

const long = "a".repeat(2001);
const emoji2000 = "😀".repeat(2000);

interface Case {
  name: string;
  body: string | Uint8Array;
  contentType?: string | null;
  status: number;
  expected: string;
}

const CASES: Case[] = [
  { name: "claim missing", body: "{}", status: 422, expected: '{"detail":[{"type":"missing","loc":["body","claim"],"msg":"Field required","input":{}}]}' },
  { name: "claim missing, context given", body: '{"context":"c"}', status: 422, expected: '{"detail":[{"type":"missing","loc":["body","claim"],"msg":"Field required","input":{"context":"c"}}]}' },
  { name: "empty claim", body: '{"claim":""}', status: 422, expected: '{"detail":[{"type":"string_too_short","loc":["body","claim"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}}]}' },
  { name: "claim of 2001 chars", body: JSON.stringify({ claim: long }), status: 422, expected: `{"detail":[{"type":"string_too_long","loc":["body","claim"],"msg":"String should have at most 2000 characters","input":"${long}","ctx":{"max_length":2000}}]}` },
  { name: "2001 emoji counted in code points", body: JSON.stringify({ claim: emoji2000 + "😀" }), status: 422, expected: `{"detail":[{"type":"string_too_long","loc":["body","claim"],"msg":"String should have at most 2000 characters","input":"${emoji2000}😀","ctx":{"max_length":2000}}]}` },
  { name: "claim is a number", body: '{"claim":42}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":42}]}' },
  { name: "claim is a float", body: '{"claim":1.5}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":1.5}]}' },
  { name: "claim is 1.0 (Python float repr)", body: '{"claim":1.0}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":1.0}]}' },
  { name: "claim is a bool", body: '{"claim":true}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":true}]}' },
  { name: "claim is a list", body: '{"claim":["a"]}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":["a"]}]}' },
  { name: "claim is an object", body: '{"claim":{"a":1}}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":{"a":1}}]}' },
  { name: "explicit null claim", body: '{"claim":null}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":null}]}' },
  { name: "blank claim", body: '{"claim":"   "}', status: 422, expected: '{"detail":[{"type":"value_error","loc":["body","claim"],"msg":"Value error, claim must not be blank","input":"   ","ctx":{"error":{}}}]}' },
  { name: "blank claim with Python-only whitespace", body: '{"claim":"\\u001c\\u0085\\u3000"}', status: 422, expected: '{"detail":[{"type":"value_error","loc":["body","claim"],"msg":"Value error, claim must not be blank","input":"\\u001c\u0085\u3000","ctx":{"error":{}}}]}' },
  { name: "context of 2001 chars", body: JSON.stringify({ claim: "ok", context: long }), status: 422, expected: `{"detail":[{"type":"string_too_long","loc":["body","context"],"msg":"String should have at most 2000 characters","input":"${long}","ctx":{"max_length":2000}}]}` },
  { name: "context is a number", body: '{"claim":"ok","context":5}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","context"],"msg":"Input should be a valid string","input":5}]}' },
  { name: "two errors together", body: JSON.stringify({ claim: "", context: long }), status: 422, expected: `{"detail":[{"type":"string_too_short","loc":["body","claim"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}},{"type":"string_too_long","loc":["body","context"],"msg":"String should have at most 2000 characters","input":"${long}","ctx":{"max_length":2000}}]}` },
  { name: "invalid JSON: unexpected end", body: '{"claim": ', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "invalid JSON: unquoted key", body: '{claim: "x"}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",1],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting property name enclosed in double quotes"}}]}' },
  { name: "invalid JSON: not json", body: "not json", status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",0],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "invalid JSON: extra data", body: '{"claim":"a"} x', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",14],"msg":"JSON decode error","input":{},"ctx":{"error":"Extra data"}}]}' },
  { name: "invalid JSON: missing colon", body: '{"claim" "a"}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",9],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting \':\' delimiter"}}]}' },
  { name: "invalid JSON: missing comma", body: '{"claim":"a" "b":1}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",13],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting \',\' delimiter"}}]}' },
  { name: "invalid JSON: unterminated string", body: '{"claim":"abc', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",9],"msg":"JSON decode error","input":{},"ctx":{"error":"Unterminated string starting at"}}]}' },
  { name: "invalid JSON: control character", body: '{"claim":"a\u0001"}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",11],"msg":"JSON decode error","input":{},"ctx":{"error":"Invalid control character at"}}]}' },
  { name: "invalid JSON: bad escape", body: '{"claim":"\\q"}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Invalid \\\\escape"}}]}' },
  { name: "invalid JSON: bad \\u escape", body: '{"claim":"\\u12"}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",11],"msg":"JSON decode error","input":{},"ctx":{"error":"Invalid \\\\uXXXX escape"}}]}' },
  { name: "invalid JSON: trailing comma (Python 3.11)", body: '{"claim": "x",}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",14],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting property name enclosed in double quotes"}}]}' },
  { name: "invalid JSON: position in code points", body: '{"claim":"éé", }', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",15],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting property name enclosed in double quotes"}}]}' },
  { name: "whitespace-only body", body: "  ", status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",2],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "NaN is json_invalid, not a 500", body: '{"claim": NaN}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "Infinity is json_invalid, not a 500", body: '{"claim": Infinity}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "body is an array", body: '["a"]', status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":["a"]}]}' },
  { name: "body is a string", body: '"hello"', status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"hello"}]}' },
  { name: "body is a number", body: "5", status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":5}]}' },
  { name: "body is JSON null", body: "null", status: 422, expected: '{"detail":[{"type":"missing","loc":["body"],"msg":"Field required","input":null}]}' },
  { name: "empty body", body: "", status: 422, expected: '{"detail":[{"type":"missing","loc":["body"],"msg":"Field required","input":null}]}' },
  { name: "text/plain content type", body: '{"claim":"x"}', contentType: "text/plain", status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"{\\"claim\\":\\"x\\"}"}]}' },
  { name: "form content type", body: "claim=x", contentType: "application/x-www-form-urlencoded", status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"claim=x"}]}' },
  { name: "application/jsonx is not JSON", body: '{"claim":"x"}', contentType: "application/jsonx", status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"{\\"claim\\":\\"x\\"}"}]}' },
  { name: "duplicate keys: last wins", body: '{"claim":"x","claim":""}', status: 422, expected: '{"detail":[{"type":"string_too_short","loc":["body","claim"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}}]}' },
  { name: "2001 spaces are string_too_long only (constraints before the blank check)", body: JSON.stringify({ claim: " ".repeat(2001) }), status: 422, expected: `{"detail":[{"type":"string_too_long","loc":["body","claim"],"msg":"String should have at most 2000 characters","input":"${" ".repeat(2001)}","ctx":{"max_length":2000}}]}` },
  { name: "invalid JSON: array trailing comma (Python 3.11)", body: "[1,]", status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",3],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "invalid JSON: lone [", body: "[", status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",1],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "invalid JSON: {,}", body: "{,}", status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",1],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting property name enclosed in double quotes"}}]}' },
  { name: "invalid JSON: truncated literal", body: '{"claim": tru}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "BOM then invalid JSON: position counted after the BOM", body: '\ufeff{"claim": ', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "application/vnd.api+json is parsed as JSON", body: '{"claim": ', contentType: "application/vnd.api+json", status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "1e999 overflows: json_invalid, not a 500", body: '{"claim": 1e999}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",10],"msg":"JSON decode error","input":{},"ctx":{"error":"Number out of range"}}]}' },
  { name: "body is false", body: "false", status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":false}]}' },
  { name: "no Content-Type: the JSON body is not parsed (FastAPI >= 0.132)", body: new TextEncoder().encode('{"claim":"x"}'), contentType: null, status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"{\\"claim\\":\\"x\\"}"}]}' },
  { name: "empty body without Content-Type", body: new Uint8Array(0), contentType: null, status: 422, expected: '{"detail":[{"type":"missing","loc":["body"],"msg":"Field required","input":null}]}' },
  { name: "duplicate keys: last wins, also when the last is valid and the first not", body: '{"claim":"","claim":42}', status: 422, expected: '{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":42}]}' },
  { name: "text/plain with a BOM: the echoed input keeps it", body: '\ufeff{"claim":"x"}', contentType: "text/plain", status: 422, expected: '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"\ufeff{\\"claim\\":\\"x\\"}"}]}' },
  { name: "two BOMs: json.loads drops only one", body: '\ufeff\ufeff{}', status: 422, expected: '{"detail":[{"type":"json_invalid","loc":["body",0],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}' },
  { name: "hostile nesting (Python: RecursionError) is FastAPI's 400, not a 500", body: '{"claim":' + "[".repeat(5000) + "]".repeat(5000) + "}", status: 400, expected: '{"detail":"There was an error parsing the body"}' },
  { name: "100k unclosed brackets are a 400, not a stack overflow", body: "[".repeat(100_000), status: 400, expected: '{"detail":"There was an error parsing the body"}' },
  { name: "nesting below the limit is still validated normally", body: '{"claim":' + "[".repeat(500) + "]".repeat(500) + "}", status: 422, expected: `{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":${"[".repeat(500) + "]".repeat(500)}}]}` },
  { name: "an integer of 4300 digits is echoed exactly", body: `{"claim":${"7".repeat(4300)}}`, status: 422, expected: `{"detail":[{"type":"string_type","loc":["body","claim"],"msg":"Input should be a valid string","input":${"7".repeat(4300)}}]}` },
  { name: "an integer of 4301 digits is a 400 (Python 3.11 int max_str_digits)", body: `{"claim":${"7".repeat(4301)}}`, status: 400, expected: '{"detail":"There was an error parsing the body"}' },
  { name: "invalid UTF-8 is a 400", body: new Uint8Array([0x7b, 0x22, 0x63, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400, expected: '{"detail":"There was an error parsing the body"}' },
];

describe("paid routes: FastAPI-exact 422s, free of charge", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it("every invalid body gets FastAPI's exact bytes and the payer's balance is unchanged", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    const payeeBefore = await stack.usdcBalance(stack.payTo);
    for (const c of CASES) {
      const headers: Record<string, string> = {};
      if (c.contentType !== null) headers["content-type"] = c.contentType ?? "application/json";
      const res = await stack.payFetch(stack.apiUrl + "/verify/quick", { method: "POST", headers, body: c.body });
      assert.equal(res.status, c.status, `${c.name}: status`);
      assert.equal(res.headers.get("content-type"), "application/json", `${c.name}: content type`);
      assert.equal(res.headers.get("payment-response"), null, `${c.name}: nothing settled`);
      assert.equal(await res.text(), c.expected, `${c.name}: body`);
    }
    assert.equal(await stack.usdcBalance(stack.buyer), before);
    assert.equal(await stack.usdcBalance(stack.payTo), payeeBefore);
  });

  // With no language model configured, /verify/quick needs a context (the next test); these bodies all carry one.
  it("accepts what FastAPI accepts: BOM, charset parameter, +json, extra keys, 2000 emoji", async () => {
    const context = "Paris is the capital of France.";
    const ok = [
      { body: "\ufeff" + JSON.stringify({ claim: "Paris is in France.", context }), type: "application/json" },
      { body: JSON.stringify({ claim: "Paris is in France.", context }), type: "application/json; charset=utf-8" },
      { body: JSON.stringify({ claim: "Paris is in France.", context }), type: "application/vnd.api+json" },
      { body: JSON.stringify({ claim: "Paris is in France.", context, foo: 1 }), type: "application/json" },
      { body: JSON.stringify({ claim: emoji2000, context }), type: "application/json" },
    ];
    for (const c of ok) {
      const res = await stack.payFetch(stack.apiUrl + "/verify/quick", { method: "POST", headers: { "content-type": c.type }, body: c.body });
      assert.equal(res.status, 200, `${c.type} ${c.body.slice(0, 40)}: ${await res.clone().text()}`);
    }
  });

  it("with no language model, /verify/quick without a context is a free 422 naming what to send (null, missing or blank context)", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    for (const body of [{ claim: "Paris is in France." }, { claim: "Paris is in France.", context: null }, { claim: "Paris is in France.", context: "  " }]) {
      const res = await stack.payFetch(stack.apiUrl + "/verify/quick", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      assert.equal(res.status, 422);
      const detail = ((await res.json()) as { detail: { type: string; loc: string[]; msg: string; input: unknown }[] }).detail;
      assert.equal(detail.length, 1);
      assert.deepEqual(detail[0]!.loc, ["body", "context"]);
      assert.equal(detail[0]!.type, "missing");
      assert.match(detail[0]!.msg, /no language model configured.*context/);
      assert.equal((detail[0]!.input as { claim: string }).claim, body.claim);
    }
    assert.equal(await stack.usdcBalance(stack.buyer), before, "nothing was charged");
    // The discovery documents say so for this configuration.
    const manifest = (await (await fetch(stack.apiUrl + "/.well-known/x402.json")).json()) as { endpoints: Record<string, { description: string }> };
    assert.match(manifest.endpoints["/verify/quick"]!.description, /context` is required/);
    assert.doesNotMatch(manifest.endpoints["/verify"]!.description, /is required/);
    assert.match(await (await fetch(stack.apiUrl + "/llms.txt")).text(), /verify\/quick.*context` is required/);
  });

  it("a body over the cap is refused with 413 and nothing is settled", async () => {
    const before = await stack.usdcBalance(stack.buyer);
    const huge = JSON.stringify({ claim: "x".repeat(300 * 1024) });
    const res = await stack.payFetch(stack.apiUrl + "/verify", { method: "POST", headers: { "content-type": "application/json" }, body: huge });
    assert.equal(res.status, 413);
    assert.match(((await res.json()) as { detail: string }).detail, /too large/);
    assert.equal(await stack.usdcBalance(stack.buyer), before);
  });
});
