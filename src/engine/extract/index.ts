/**
 * Claim extraction for the trial scan. The embedded extractor: blocks → sentences → check-worthiness filter →
 * split of compound sentences into atomic claims → decontextualised leading pronouns → specificity score.
 * An LLM extractor can implement the same interface when LLM_PROVIDER is set.
 */
import type { Config } from "../../config.js";
import type { Logger } from "../../log.js";
import { createOperatorFetcher } from "../../net/index.js";
import { anthropicClient } from "../llm/anthropic.js";
import { openAiClient } from "../llm/openai.js";
import { createJsonHttp } from "../upstream/http.js";
import { toBlocks } from "./blocks.js";
import { LlmClaimExtractor } from "./llm.js";
import { dropReason, type DropReason } from "./checkworthy.js";
import { analyse, tokensToText, type Token } from "./nlp.js";
import { resolveLeadingPronoun, splitCompound, splitCopulaAdjective, subjectOf } from "./split.js";
import { specificity } from "./rank.js";

export type { DropReason } from "./checkworthy.js";

export interface ExtractedClaim {
  /** The claim as it will be checked: one atomic, self-contained statement. */
  readonly claim: string;
  /** The sentence it came from, verbatim. */
  readonly sentence: string;
  /** Offset of that sentence in the input (-1 when it could not be located verbatim). */
  readonly offset: number;
  /** Higher is more specific (named entities, dates, numbers, amounts). */
  readonly score: number;
}

export interface DroppedSentence {
  readonly sentence: string;
  readonly reason: DropReason;
}

export interface Extraction {
  /** Check-worthy claims in text order. */
  readonly claims: readonly ExtractedClaim[];
  readonly dropped: readonly DroppedSentence[];
}

export interface ClaimExtractor {
  readonly name: string;
  extract(text: string): Promise<Extraction>;
}

function finish(text: string): string {
  let out = text.trim().replace(/\s+/g, " ").replace(/\s+([,.;:!])/g, "$1").replace(/[,;:]+$/, "");
  if (out.length === 0) return out;
  out = out[0]!.toUpperCase() + out.slice(1);
  return /[.!"”')]$/.test(out) ? out : `${out}.`;
}

const normKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

export function extractClaimsSync(input: string): Extraction {
  const claims: ExtractedClaim[] = [];
  const dropped: DroppedSentence[] = [];
  const seen = new Set<string>();
  let lastSubject: string | null = null;
  for (const block of toBlocks(input)) {
    if (block.heading) continue;
    let cursor = 0;
    for (const sentence of analyse(block.text)) {
      const verbatim = sentence.text;
      // Sentences follow each other: look just past the cursor (an unbounded search per sentence not found verbatim
      // would rescan the rest of the block each time).
      const near = block.text.slice(cursor, cursor + verbatim.length + 256).indexOf(verbatim);
      const at = near === -1 ? -1 : cursor + near;
      const offset = at === -1 ? -1 : block.start + at;
      if (at !== -1) cursor = at + verbatim.length;
      const reason = dropReason(verbatim, sentence.tokens);
      if (reason) {
        dropped.push({ sentence: verbatim, reason });
        continue;
      }
      let sentenceSubject: string | null = null;
      for (const part of splitCompound([...sentence.tokens]).flatMap(splitCopulaAdjective)) {
        // "it" is resolved only within its own sentence, where the first clause's subject is the likely referent.
        const itSubject = part[0]?.lower === "it" && sentenceSubject ? sentenceSubject : null;
        const { tokens, replaced } = itSubject
          ? { tokens: part.slice(1), replaced: itSubject }
          : resolveLeadingPronoun(part, lastSubject);
        const body = tokensToText(tokens);
        const text = finish(replaced ? `${replaced} ${body}` : body);
        const subject = subjectOf(tokens as Token[]);
        if (!replaced && subject && subject.some((t) => t.pos === "PROPN")) lastSubject = tokensToText(subject);
        if (!replaced && subject && !subject.every((t) => t.pos === "PRON")) sentenceSubject ??= tokensToText(subject);
        const partReason = dropReason(text, part);
        if (partReason && partReason !== "meta") continue;
        const key = normKey(text);
        if (key.split(" ").length < 3 || seen.has(key)) continue;
        seen.add(key);
        claims.push({ claim: text, sentence: verbatim, offset, score: specificity(part) });
      }
    }
  }
  return { claims, dropped };
}

/** The most specific `limit` claims, returned in text order. */
export function selectClaims(claims: readonly ExtractedClaim[], limit: number): ExtractedClaim[] {
  const ranked = claims.map((c, i) => ({ c, i })).sort((a, b) => b.c.score - a.c.score || a.i - b.i);
  return ranked.slice(0, limit).sort((a, b) => a.i - b.i).map((x) => x.c);
}

export class EmbeddedClaimExtractor implements ClaimExtractor {
  readonly name = "embedded";
  async extract(text: string): Promise<Extraction> {
    return extractClaimsSync(text);
  }
}

/**
 * The extractor for the configured deployment: an LLM when LLM_PROVIDER and a model are set (through the
 * operator fetcher, which exempts only the configured LLM origin), else the embedded one.
 */
export function createClaimExtractor(config?: Config, log?: Logger): { extractor: ClaimExtractor; close(): Promise<void> } {
  const embedded = new EmbeddedClaimExtractor();
  const model = config ? (config.llmModels.standard ?? config.llmModels.pro ?? config.llmModels.quick) : null;
  if (!config || !config.llmProvider || !model) return { extractor: embedded, close: async () => {} };
  const base = config.llmBaseUrl ?? (config.llmProvider === "openai" ? "https://api.openai.com/v1" : "https://api.anthropic.com/v1");
  const fetcher = createOperatorFetcher([new URL(base).origin], { allow: config.netAllow });
  const http = createJsonHttp(fetcher);
  const client =
    config.llmProvider === "openai"
      ? openAiClient(http, config.llmBaseUrl, config.llmApiKey)
      : anthropicClient(http, config.llmBaseUrl, config.llmApiKey);
  return { extractor: new LlmClaimExtractor({ client, model, fallback: embedded, log }), close: () => fetcher.close() };
}
