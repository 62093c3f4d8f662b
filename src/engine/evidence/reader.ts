/**
 * The seam between fetching and reading: a page body and its content type → rendered sentences, in page order.
 * The default is the shared text module's reader (src/engine/text/: htmlparser2 walker that drops non-rendered
 * markup, wink sentence split per block); tests and benchmarks may pass another.
 */
export type PageReader = (body: string, contentType: string | null) => string[];

export { readPage } from "../text/index.js";
