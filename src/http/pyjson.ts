/**
 * A JSON reader and writer that behave like Python's `json` module (3.11), so our 422 bodies match FastAPI's
 * byte for byte: the same error messages and positions (counted in code points), ints kept exact, floats
 * printed with Python's repr, key order of a dict (first position, last value).
 * Deviation by design: NaN, Infinity and numbers that overflow a double are rejected as `json_invalid`
 * (FastAPI answers 500 for them).
 */

export type PyValue = null | boolean | string | PyNumber | PyValue[] | PyObject;
export type PyObject = Map<string, PyValue>;

export class PyNumber {
  constructor(
    readonly isInt: boolean,
    /** The lexeme as written (ints are echoed exactly from it). */
    readonly text: string,
  ) {}
  get value(): number {
    return Number(this.text);
  }
}

export class PyJsonError extends Error {
  constructor(
    readonly msg: string,
    readonly pos: number,
  ) {
    super(`${msg}: char ${pos}`);
  }
}

/**
 * Python's C scanner counts each nested array/object against the interpreter's recursion limit (1000) and
 * raises RecursionError, which FastAPI answers with 400 "There was an error parsing the body". The exact depth
 * depends on Python's stack at that point; we stop at a fixed depth, long before our own stack would overflow.
 */
export const PY_JSON_MAX_DEPTH = 1000;

/** Input Python's json module refuses with an error other than JSONDecodeError, which FastAPI answers with 400. */
export class PyJsonLimitError extends Error {}

export class PyJsonDepthError extends PyJsonLimitError {
  constructor() {
    super(`JSON nested deeper than ${PY_JSON_MAX_DEPTH} levels`);
  }
}

const WS = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const NUMBER = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/;
const NUMBER_CHAR = /^[-+.\deE]$/;
/** Python 3.11's int max_str_digits: json.loads raises ValueError (FastAPI: 400) for longer integers. */
const PY_INT_MAX_STR_DIGITS = 4300;

/** Parse like `json.loads(str)`. Throws PyJsonError with Python's message and position. */
export function pyJsonParse(text: string): PyValue {
  const s = Array.from(text); // code points, as Python indexes str
  let i = 0;
  let depth = 0;
  const enter = () => {
    if (++depth > PY_JSON_MAX_DEPTH) throw new PyJsonDepthError();
  };
  const skipWs = () => {
    while (i < s.length && WS.has(s[i]!)) i++;
  };

  const parseString = (): string => {
    const begin = i; // the opening quote
    i++;
    let out = "";
    for (;;) {
      if (i >= s.length) throw new PyJsonError("Unterminated string starting at", begin);
      const c = s[i]!;
      if (c === '"') {
        i++;
        return out;
      }
      if (c === "\\") {
        if (i + 1 >= s.length) throw new PyJsonError("Unterminated string starting at", begin);
        const esc = s[i + 1]!;
        if (esc === "u") {
          const code = readHex4(i + 2);
          if (code === null) throw new PyJsonError("Invalid \\uXXXX escape", i + 1);
          i += 6;
          if (code >= 0xd800 && code <= 0xdbff && s[i] === "\\" && s[i + 1] === "u") {
            const low = readHex4(i + 2);
            if (low !== null && low >= 0xdc00 && low <= 0xdfff) {
              out += String.fromCharCode(code, low);
              i += 6;
              continue;
            }
          }
          out += String.fromCharCode(code);
          continue;
        }
        const mapped = ESCAPES[esc];
        if (mapped === undefined) throw new PyJsonError("Invalid \\escape", i);
        out += mapped;
        i += 2;
        continue;
      }
      if (c.codePointAt(0)! < 0x20) throw new PyJsonError("Invalid control character at", i);
      out += c;
      i++;
    }
  };

  const readHex4 = (at: number): number | null => {
    if (at + 4 > s.length) return null;
    const hex = s.slice(at, at + 4).join("");
    return /^[0-9a-fA-F]{4}$/.test(hex) ? parseInt(hex, 16) : null;
  };

  const parseValue = (): PyValue => {
    const c = s[i];
    if (c === '"') return parseString();
    if (c === "{") return parseObject();
    if (c === "[") return parseArray();
    const rest = () => s.slice(i, i + 9).join("");
    if (c === "n" && rest().startsWith("null")) return (i += 4), null;
    if (c === "t" && rest().startsWith("true")) return (i += 4), true;
    if (c === "f" && rest().startsWith("false")) return (i += 5), false;
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) {
      let end = i;
      while (end < s.length && NUMBER_CHAR.test(s[end]!)) end++;
      const m = NUMBER.exec(s.slice(i, end).join(""));
      if (m) {
        if (m[1] === undefined && m[2] === undefined && m[0].replace("-", "").length > PY_INT_MAX_STR_DIGITS) {
          throw new PyJsonLimitError(`an integer of more than ${PY_INT_MAX_STR_DIGITS} digits`);
        }
        const num = new PyNumber(m[1] === undefined && m[2] === undefined, m[0]);
        if (!num.isInt && !Number.isFinite(num.value)) throw new PyJsonError("Number out of range", i);
        i += m[0].length;
        return num;
      }
    }
    throw new PyJsonError("Expecting value", i);
  };

  const parseObject = (): PyObject => {
    const obj: PyObject = new Map();
    enter();
    i++;
    skipWs();
    if (s[i] === "}") {
      i++;
      depth--;
      return obj;
    }
    for (;;) {
      if (s[i] !== '"') throw new PyJsonError("Expecting property name enclosed in double quotes", i);
      const key = parseString();
      skipWs();
      if (s[i] !== ":") throw new PyJsonError("Expecting ':' delimiter", i);
      i++;
      skipWs();
      const value = parseValue();
      obj.set(key, value);
      skipWs();
      if (s[i] === "}") {
        i++;
        depth--;
        return obj;
      }
      if (s[i] !== ",") throw new PyJsonError("Expecting ',' delimiter", i);
      i++;
      skipWs();
    }
  };

  const parseArray = (): PyValue[] => {
    const arr: PyValue[] = [];
    enter();
    i++;
    skipWs();
    if (s[i] === "]") {
      i++;
      depth--;
      return arr;
    }
    for (;;) {
      arr.push(parseValue());
      skipWs();
      if (s[i] === "]") {
        i++;
        depth--;
        return arr;
      }
      if (s[i] !== ",") throw new PyJsonError("Expecting ',' delimiter", i);
      i++;
      skipWs();
    }
  };

  skipWs();
  const value = parseValue();
  skipWs();
  if (i !== s.length) throw new PyJsonError("Extra data", i);
  return value;
}

/** Python's float repr: shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
export function pyFloatRepr(x: number): string {
  if (Object.is(x, -0)) return "-0.0";
  if (Number.isInteger(x) && Math.abs(x) < 1e16) return `${x.toFixed(0)}.0`.replace(/^-0\.0$/, "-0.0");
  const [mantissa, expText] = x.toExponential().split("e") as [string, string];
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const sign = exp < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  return String(x);
}

function pyString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (code < 0x20) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return out + '"';
}

/** `json.dumps(value, ensure_ascii=False, separators=(",", ":"))` for parsed values and plain JS data. */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (value instanceof PyNumber) return value.isInt ? value.text.replace(/^-0$/, "0") : pyFloatRepr(value.value);
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : pyFloatRepr(value);
  if (typeof value === "string") return pyString(value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(",")}]`;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return `{${entries.map(([k, v]) => `${pyString(String(k))}:${pyJsonDumps(v)}`).join(",")}}`;
}

/** Plain JS data from a parsed value (ints beyond 2^53 lose precision here; echo them with pyJsonDumps). */
export function toPlain(value: PyValue): unknown {
  if (value instanceof PyNumber) return value.value;
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [k, toPlain(v)]));
  return value;
}
