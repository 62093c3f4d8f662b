/**
 * Documents to passages: short runs of consecutive sentences (overlapping by one), small enough for a judge to
 * read many and for a quote to point at one. Sentences that look like instructions to a model are left out.
 */
import type { Passage } from "../judge/types.js";
import type { EvidenceDocument } from "./document.js";
import { looksLikeInjection } from "./injection.js";

const SENTENCES_PER_PASSAGE = 2;
const MAX_PASSAGE_CHARS = 800;
const MIN_SENTENCE_CHARS = 3;
const SENTENCE_END = /[.!?\u2026]["'\u201d\u2019)\]]*$/;

export interface DocPassage extends Passage {
  readonly doc: EvidenceDocument;
}

export interface PassageSet {
  readonly passages: readonly DocPassage[];
  /** Sentences dropped because they read like instructions to a model. */
  readonly suspicious: number;
}

export function buildPassages(docs: readonly EvidenceDocument[]): PassageSet {
  const passages: DocPassage[] = [];
  let suspicious = 0;
  docs.forEach((doc, d) => {
    const clean: string[] = [];
    for (const s of doc.sentences) {
      const sentence = s.trim();
      if (sentence.length < MIN_SENTENCE_CHARS) continue;
      if (looksLikeInjection(sentence)) {
        suspicious++;
        // A gap: passages never join the sentences on either side of a dropped one.
        clean.push("");
        continue;
      }
      clean.push(sentence.length > MAX_PASSAGE_CHARS ? sentence.slice(0, MAX_PASSAGE_CHARS) : sentence);
    }
    let n = 0;
    for (let i = 0; i < clean.length; i += SENTENCES_PER_PASSAGE - 1 || 1) {
      const run: string[] = [];
      for (let j = i; j < clean.length && run.length < SENTENCES_PER_PASSAGE; j++) {
        if (clean[j] === "") break;
        // A heading or a list label (no closing punctuation) starts no run with the text after it.
        if (run.length > 0 && !SENTENCE_END.test(run[run.length - 1]!)) break;
        if (run.length > 0 && run.join(" ").length + clean[j]!.length > MAX_PASSAGE_CHARS) break;
        run.push(clean[j]!);
      }
      if (run.length === 0) continue;
      passages.push({
        id: `d${d + 1}s${++n}`,
        text: run.join(" "),
        source: doc.source,
        url: doc.url,
        fetchedAt: doc.fetchedAt,
        doc,
      });
    }
  });
  return { passages, suspicious };
}
