/** Drop-in for src/engine/evidence/reader.ts's PageReader: a fetched body and its content type → rendered sentences. */
import { htmlToBlocks, plainTextToBlocks } from "./blocks.js";
import { splitSentences } from "./sentences.js";

export function looksLikeHtml(body: string, contentType: string | null): boolean {
  const mime = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return mime === "text/html" || mime === "application/xhtml+xml" || (mime === "" && /^\s*</.test(body));
}

export function readPage(body: string, contentType: string | null): string[] {
  const blocks = looksLikeHtml(body, contentType) ? htmlToBlocks(body) : plainTextToBlocks(body);
  return blocks.flatMap((b) => splitSentences(b.text));
}
