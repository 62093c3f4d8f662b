/**
 * Reads a response body under two caps: raw bytes on the wire and decoded bytes after Content-Encoding. We decode
 * ourselves (undici.request does not) so a decompression bomb stops at the decoded cap, not in memory.
 */
import { pipeline, Transform, type Readable } from "node:stream";
import zlib from "node:zlib";
import { FetchFailedError } from "./types.js";

export interface BodyLimits {
  readonly maxRawBytes: number;
  readonly maxDecodedBytes: number;
}

/** Decoder for one Content-Encoding value, null for identity; throws FetchFailedError("encoding") for unknown ones. */
export function decoderFor(contentEncoding: string | undefined, url: string): Transform | null {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  if (codings.length === 0) return null;
  if (codings.length > 1) throw new FetchFailedError("encoding", url, `stacked content-encoding "${contentEncoding}" refused`);
  switch (codings[0]) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      throw new FetchFailedError("encoding", url, `content-encoding "${contentEncoding}" refused`);
  }
}

export async function readBody(
  raw: Readable,
  contentEncoding: string | undefined,
  limits: BodyLimits,
  url: string,
): Promise<Buffer> {
  const decoder = decoderFor(contentEncoding, url);
  let rawBytes = 0;
  const rawCounter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      rawBytes += chunk.length;
      if (rawBytes > limits.maxRawBytes) done(new FetchFailedError("too-large", url, `body over ${limits.maxRawBytes} bytes on the wire`));
      else done(null, chunk);
    },
  });
  let decoderFailed = false;
  decoder?.once("error", () => {
    decoderFailed = true;
  });
  const swallow = () => {};
  const out: Readable = decoder
    ? pipeline(raw, rawCounter, decoder, swallow)
    : pipeline(raw, rawCounter, swallow);
  const chunks: Buffer[] = [];
  let decodedBytes = 0;
  try {
    for await (const chunk of out as AsyncIterable<Buffer>) {
      decodedBytes += chunk.length;
      if (decodedBytes > limits.maxDecodedBytes) {
        throw new FetchFailedError("too-large", url, `body over ${limits.maxDecodedBytes} bytes after decoding`);
      }
      chunks.push(chunk);
    }
  } catch (err) {
    out.destroy();
    raw.destroy();
    if (err instanceof FetchFailedError) throw err;
    if (decoderFailed && rawBytes === 0) return Buffer.alloc(0); // an empty body with a Content-Encoding (HEAD, 204)
    if (decoderFailed) {
      throw new FetchFailedError("encoding", url, `body is not valid ${contentEncoding}: ${(err as Error).message}`);
    }
    throw err;
  }
  return Buffer.concat(chunks, decodedBytes);
}
