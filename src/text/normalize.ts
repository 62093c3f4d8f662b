/**
 * The one normalisation behind "appears verbatim", for the paid quote rule (engine/evidence/quotes.ts) and for
 * /consistency (engine/text/quote.ts): NFKC, case-fold (ß → ss, final ς → σ), typographic quotes and primes to
 * straight, dashes to "-", soft hyphens and zero-width/BiDi controls removed, whitespace collapsed. The character
 * tables are the union of the two the product used to have. `normalizeWithMap` also returns, for each
 * output character, the index of the source character it came from, so a match can be shown as the page's text.
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02BC\u0060\u00B4]/;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB\u301D\u301E]/;
const DASHES = /[\u2010-\u2015\u2212\u2E3A\u2E3B\uFE58\uFE63\uFF0D]/;
const SHARP_S = /\u00DF/g;
const FINAL_SIGMA = /\u03C2/g;

function normalizeChar(ch: string): string {
  if (INVISIBLE.test(ch)) return "";
  let out = ch.normalize("NFKC").toLowerCase().replace(SHARP_S, "ss").replace(FINAL_SIGMA, "\u03C3");
  if (out.length === 1) {
    if (SINGLE_QUOTES.test(out)) return "'";
    if (DOUBLE_QUOTES.test(out)) return '"';
    if (DASHES.test(out)) return "-";
    return out;
  }
  out = out.replace(new RegExp(SINGLE_QUOTES, "g"), "'").replace(new RegExp(DOUBLE_QUOTES, "g"), '"');
  return out.replace(new RegExp(DASHES, "g"), "-");
}

export interface NormalizedText {
  readonly text: string;
  /** map[i] = index in the source of the character that produced text[i]. */
  readonly map: readonly number[];
}

export function normalizeWithMap(source: string): NormalizedText {
  let text = "";
  const map: number[] = [];
  let pendingSpace = false;
  let index = 0;
  for (const ch of source) {
    const at = index;
    index += ch.length;
    const code = ch.charCodeAt(0);
    if (code < 128) {
      // ASCII fast path: NFKC is the identity; only case and whitespace change.
      if (code === 32 || (code >= 9 && code <= 13)) {
        pendingSpace = text.length > 0;
        continue;
      }
      if (pendingSpace) {
        text += " ";
        map.push(at);
        pendingSpace = false;
      }
      text += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
      map.push(at);
      continue;
    }
    if (/\s/.test(ch)) {
      pendingSpace = text.length > 0;
      continue;
    }
    const norm = normalizeChar(ch);
    if (norm === "") continue;
    if (pendingSpace) {
      text += " ";
      map.push(at);
      pendingSpace = false;
    }
    for (const c of norm) {
      if (/\s/.test(c)) continue;
      text += c;
      // One entry per UTF-16 unit, so indexes into `text` stay aligned for astral characters (emoji).
      for (let k = 0; k < c.length; k++) map.push(at);
    }
  }
  return { text, map };
}

export function normalizeForMatch(source: string): string {
  return normalizeWithMap(source).text;
}

const INVISIBLE_G = new RegExp(INVISIBLE.source, "g");
const SINGLE_QUOTES_G = new RegExp(SINGLE_QUOTES.source, "g");
const DOUBLE_QUOTES_G = new RegExp(DOUBLE_QUOTES.source, "g");
const DASHES_G = new RegExp(DASHES.source, "g");

/**
 * The same normalisation on the whole string at once: much faster, used only to rule a quote out quickly. (It can
 * differ from the per-character form around combining marks; a quote it rules out is dropped, never wrongly kept.)
 */
export function normalizeFast(source: string): string {
  return source
    .replace(INVISIBLE_G, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(SHARP_S, "ss")
    .replace(FINAL_SIGMA, "\u03C3")
    .replace(SINGLE_QUOTES_G, "'")
    .replace(DOUBLE_QUOTES_G, '"')
    .replace(DASHES_G, "-")
    .replace(/\s+/g, " ")
    .trim();
}
