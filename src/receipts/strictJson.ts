/**
 * A strict JSON reader for receipts from outside: I-JSON (RFC 7493) as JCS requires it. Duplicate member
 * names are refused, because two programs may then read different values from one signed receipt
 * (JSON.parse keeps the last, others keep the first); nesting is capped so canonicalization cannot overflow
 * the stack. Strings and numbers are decoded by JSON.parse itself.
 */
export class StrictJsonError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
    this.name = "StrictJsonError";
  }
}

const MAX_DEPTH = 32;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const WS = /[ \t\n\r]*/y;

export function parseStrictJson(text: string): unknown {
  let i = 0;
  const skip = () => {
    WS.lastIndex = i;
    WS.exec(text);
    i = WS.lastIndex;
  };
  const fail = (message: string): never => {
    throw new StrictJsonError(message, i);
  };
  const readString = (): string => {
    STRING.lastIndex = i;
    const m = STRING.exec(text);
    if (!m) fail("invalid string");
    i = STRING.lastIndex;
    return JSON.parse(m![0]) as string;
  };
  const readValue = (depth: number): unknown => {
    if (depth > MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
    skip();
    const c = text[i];
    if (c === "{") {
      i++;
      const obj: Record<string, unknown> = {};
      const seen = new Set<string>();
      skip();
      if (text[i] === "}") {
        i++;
        return obj;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail("expected a member name");
        const key = readString();
        if (seen.has(key)) fail(`duplicate member name ${JSON.stringify(key)}`);
        seen.add(key);
        skip();
        if (text[i] !== ":") fail("expected ':'");
        i++;
        // defineProperty: a member named __proto__ is data, never the prototype.
        Object.defineProperty(obj, key, { value: readValue(depth + 1), enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return obj;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      i++;
      const arr: unknown[] = [];
      skip();
      if (text[i] === "]") {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(readValue(depth + 1));
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return arr;
        }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return readString();
    if (text.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (text.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (text.startsWith("null", i)) {
      i += 4;
      return null;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail("expected a JSON value");
    i = NUMBER.lastIndex;
    const n = Number(m[0]);
    if (!Number.isFinite(n)) fail("number out of range");
    return n;
  };
  const value = readValue(0);
  skip();
  if (i !== text.length) fail("unexpected data after the JSON value");
  return value;
}
