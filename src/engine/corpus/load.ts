/**
 * Reads CORPUS_DIR once at start: every .md/.markdown/.txt/.html/.htm file below it (symlinks not followed),
 * capped in count and size, into documents cited as `corpus:<relative path>`.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { EvidenceDocument } from "../evidence/document.js";
import type { PageReader } from "../evidence/reader.js";

const EXTENSIONS: Record<string, string> = {
  ".md": "text/markdown",
  ".markdown": "text/markdown",
  ".txt": "text/plain",
  ".html": "text/html",
  ".htm": "text/html",
};
export const CORPUS_LIMITS = { maxFiles: 5000, maxFileBytes: 2 * 1024 * 1024 } as const;

export interface LoadedCorpus {
  readonly docs: EvidenceDocument[];
  readonly skipped: { file: string; why: string }[];
}

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile() && EXTENSIONS[path.extname(e.name).toLowerCase()]) out.push(full);
      if (out.length > CORPUS_LIMITS.maxFiles) return;
    }
  };
  await walk(root);
  return out;
}

export async function loadCorpus(root: string, read: PageReader): Promise<LoadedCorpus> {
  const info = await stat(root);
  if (!info.isDirectory()) throw new Error(`CORPUS_DIR ${root} is not a directory`);
  const files = await listFiles(root);
  if (files.length > CORPUS_LIMITS.maxFiles) {
    throw new Error(`CORPUS_DIR holds more than ${CORPUS_LIMITS.maxFiles} documents; point it at a smaller folder`);
  }
  const docs: EvidenceDocument[] = [];
  const skipped: { file: string; why: string }[] = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const size = (await stat(file)).size;
    if (size > CORPUS_LIMITS.maxFileBytes) {
      skipped.push({ file: rel, why: `larger than ${CORPUS_LIMITS.maxFileBytes} bytes` });
      continue;
    }
    const bytes = await readFile(file);
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    const sentences = await read(text, EXTENSIONS[path.extname(file).toLowerCase()]!);
    if (sentences.length === 0) {
      skipped.push({ file: rel, why: "no readable text" });
      continue;
    }
    const url = `corpus:${rel.split("/").map(encodeURIComponent).join("/")}`;
    docs.push({
      url,
      requestedUrl: url,
      site: url,
      fetchedAt: new Date().toISOString(),
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes: bytes.length,
      source: "corpus",
      sentences,
    });
  }
  return { docs, skipped };
}
