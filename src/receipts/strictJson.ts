/**
 * A strict JSON reader for receipts from outside: I-JSON (RFC 7493) as JCS requires it. Duplicate member
 * names are refused, because two programs may then read different values from one signed receipt
 * (JSON.parse keeps the last, others keep the first); nesting is capped so canonicalization cannot overflow
 * the stack. JSON.parse does the parsing (it creates a member named __proto__ as plain data); a scan of the
 * already-valid text then checks member names and depth.
 */
export class StrictJsonError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(position >= 0 ? `${message} at position ${position}` : message);
    this.name = "StrictJsonError";
  }
}

export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

export function parseStrictJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StrictJsonError((error as Error).message, -1);
  }
  checkMembersAndDepth(text);
  return value;
}

/** Walks valid JSON text: every object's member names must be distinct, nesting at most MAX_JSON_DEPTH. */
function checkMembersAndDepth(text: string): void {
  const stack: (Set<string> | null)[] = []; // a Set of member names per open object, null per open array
  let expectName = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      let escaped = false;
      for (i++; ; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) {
          escaped = true;
          i++;
        } else if (d === QUOTE) break;
      }
      if (expectName) {
        const name = escaped ? (JSON.parse(text.slice(start, i + 1)) as string) : text.slice(start + 1, i);
        const names = stack[stack.length - 1]!;
        if (names.has(name)) throw new StrictJsonError(`duplicate member name ${JSON.stringify(name)}`, start);
        names.add(name);
        expectName = false;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      stack.push(c === OPEN_OBJECT ? new Set() : null);
      if (stack.length > MAX_JSON_DEPTH) throw new StrictJsonError(`nesting deeper than ${MAX_JSON_DEPTH}`, i);
      expectName = c === OPEN_OBJECT;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      stack.pop();
      expectName = false;
    } else if (c === COMMA) {
      expectName = stack[stack.length - 1] instanceof Set;
    }
  }
}
