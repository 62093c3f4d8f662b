import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MAX_JSON_DEPTH, parseStrictJson, StrictJsonError } from "../src/receipts/strictJson.js";

describe("strict JSON reader for receipts", () => {
  it("reads what JSON.parse reads", () => {
    for (const text of ['{"a":1,"b":[1,2,{"a":2}],"c":"x,\\"}{[]","d":null}', "[]", "{}", '"s"', "1.5e3", ' { "a" : { "b" : [ { } ] } } ']) {
      assert.deepEqual(parseStrictJson(text), JSON.parse(text));
    }
  });

  it("refuses duplicate member names at any depth, however they are spelled", () => {
    for (const text of [
      '{"a":1,"a":2}',
      '{"x":{"a":1,"b":2,"a":3}}',
      '[{"ok":1},{"a":1,"a":1}]',
      '{"a":1,"\\u0061":2}',
      '{"a\\"b":1,"a\\u0022b":2}',
    ]) {
      assert.throws(() => parseStrictJson(text), (e: unknown) => e instanceof StrictJsonError && /duplicate member name/.test(e.message), text);
    }
    // The same name in sibling objects, and names that only look alike, are fine.
    assert.deepEqual(parseStrictJson('[{"a":1},{"a":2}]'), [{ a: 1 }, { a: 2 }]);
    assert.deepEqual(parseStrictJson('{"a":{"a":{"a":1}},"b":"a"}'), { a: { a: { a: 1 } }, b: "a" });
    assert.deepEqual(parseStrictJson('{"a":1,"A":2,"a ":3}'), { a: 1, A: 2, "a ": 3 });
  });

  it(`caps nesting at ${MAX_JSON_DEPTH}`, () => {
    const nested = (n: number) => "[".repeat(n) + "]".repeat(n);
    assert.deepEqual(parseStrictJson(nested(MAX_JSON_DEPTH)) !== undefined, true);
    assert.throws(() => parseStrictJson(nested(MAX_JSON_DEPTH + 1)), /nesting deeper/);
    assert.throws(() => parseStrictJson('{"a":'.repeat(40) + "1" + "}".repeat(40)), /nesting deeper/);
  });

  it("keeps __proto__ as plain data and refuses invalid JSON", () => {
    const value = parseStrictJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.deepEqual(Object.keys(value), ["__proto__"]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    for (const text of ["", "{", "{'a':1}", "[1,]", "NaN", '{"a":1} x', "\u0000"]) {
      assert.throws(() => parseStrictJson(text), StrictJsonError, JSON.stringify(text));
    }
  });
});
