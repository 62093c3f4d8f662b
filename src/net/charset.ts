/**
 * Body text decoding: a BOM wins, then the Content-Type charset, then a <meta charset> / http-equiv declaration in the
 * first 1 KiB, else UTF-8. Unknown labels fall back to UTF-8 (WHATWG TextDecoder labels; Node has full ICU).
 */
import { TextDecoder } from "node:util";

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([a-z0-9_\-:.]+)/i;

export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const label = (m?.[1] ?? m?.[2] ?? "").trim();
  return label === "" ? null : label.toLowerCase();
}

export function sniffMetaCharset(body: Uint8Array): string | null {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 1024)).toString("latin1");
  const m = META_CHARSET.exec(head);
  return m?.[1] ? m[1].toLowerCase() : null;
}

function bomCharset(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  return null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null; // unknown label
  }
}

/** The charset that decodeBody will use, after fallbacks. */
export function detectCharset(body: Uint8Array, contentType: string | null | undefined): string {
  for (const label of [bomCharset(body), charsetFromContentType(contentType), sniffMetaCharset(body)]) {
    const decoder = decoderFor(label);
    if (decoder) return decoder.encoding;
  }
  return "utf-8";
}

// Node 20's TextDecoder("windows-1252") takes a Latin-1 fast path and leaves 0x80-0x9F as C1 controls
// (nodejs/node#56542), so curly quotes and dashes from the most common legacy charset come out wrong. Map them here.
const WINDOWS_1252_C1 =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(body: Uint8Array): string {
  const latin1 = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1");
  return latin1.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
}

export function decodeBody(body: Uint8Array, contentType: string | null | undefined): string {
  const charset = detectCharset(body, contentType);
  if (charset === "windows-1252") return decodeWindows1252(body);
  return new TextDecoder(charset).decode(body);
}
