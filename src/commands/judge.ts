/** `verity judge --jsonl FILE`: score claims against given evidence with the embedded judge, one line per input. */
import { once } from "node:events";
import { createReadStream } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createEmbeddedJudge } from "../engine/judge/embedded/index.js";
import type { Judge, Passage } from "../engine/judge/types.js";

const HELP = `usage: verity judge --jsonl FILE

Judges each line of FILE (JSON Lines; "-" reads standard input) with the embedded judge, the model that
ships in this package, and writes one JSON line per input line to standard output, in the same order:

  in:  {"claim": string, "evidence": string | string[], "context"?: string}
  out: {"verdict": "supported"|"unsupported"|"uncertain", "confidence": number, "quote": string|null}

"quote" is the sentence of the evidence (or context) the verdict relied on, verbatim. A line that cannot be
judged (not JSON, wrong shape, too long) gets {"verdict":"error","confidence":0,"quote":null,"error":"line N: ..."}
and the other lines carry on. Blank lines are skipped. Progress goes to standard error. Memory stays bounded:
lines are read, judged and written one at a time.

limits: a line of at most ${1024 * 1024} bytes, a claim of 1 to 2000 characters, a context of at most 2000
characters, at most 200 evidence strings.

options:
  --jsonl FILE   the input file ("-" for standard input)
  -h, --help     show this help

exit status: 0 every line judged, 1 some lines were malformed (see their "error"), 2 usage or file error`;

export const MAX_LINE_BYTES = 1024 * 1024;
const MAX_CLAIM = 2000;
const MAX_CONTEXT = 2000;
const MAX_EVIDENCE = 200;

export interface JudgeLine {
  readonly claim: string;
  readonly evidence: readonly string[];
  readonly context: string | null;
}

/** Validates one parsed input line; returns a message naming the problem, or the line. */
export function parseJudgeLine(text: string): JudgeLine | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "expected a JSON object";
  const v = value as Record<string, unknown>;
  if (typeof v.claim !== "string") return `"claim" must be a string`;
  if (v.claim.trim().length === 0) return `"claim" is blank`;
  if (v.claim.length > MAX_CLAIM) return `"claim" has ${v.claim.length} characters; at most ${MAX_CLAIM}`;
  let evidence: string[];
  if (typeof v.evidence === "string") evidence = [v.evidence];
  else if (Array.isArray(v.evidence) && v.evidence.every((e) => typeof e === "string")) evidence = v.evidence as string[];
  else return `"evidence" must be a string or an array of strings`;
  if (evidence.length > MAX_EVIDENCE) return `"evidence" has ${evidence.length} entries; at most ${MAX_EVIDENCE}`;
  let context: string | null = null;
  if (v.context !== undefined && v.context !== null) {
    if (typeof v.context !== "string") return `"context" must be a string`;
    if (v.context.length > MAX_CONTEXT) return `"context" has ${v.context.length} characters; at most ${MAX_CONTEXT}`;
    context = v.context;
  }
  return { claim: v.claim, evidence, context };
}

/** Splits a byte stream into lines without ever holding more than one line (capped) in memory. */
export async function* readLines(input: Readable, maxBytes: number): AsyncGenerator<{ text: string } | { tooLong: number }> {
  let parts: Buffer[] = [];
  let size = 0;
  let overflow = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    while (start < chunk.length) {
      const nl = chunk.indexOf(10, start);
      const end = nl < 0 ? chunk.length : nl;
      if (!overflow) {
        if (size + (end - start) > maxBytes) {
          overflow = true;
          parts = [];
        } else {
          parts.push(chunk.subarray(start, end));
        }
      }
      size += end - start;
      if (nl < 0) break;
      yield overflow ? { tooLong: size } : { text: Buffer.concat(parts).toString("utf8") };
      parts = [];
      size = 0;
      overflow = false;
      start = nl + 1;
    }
  }
  if (size > 0 || parts.length > 0) yield overflow ? { tooLong: size } : { text: Buffer.concat(parts).toString("utf8") };
}

export interface JudgeRunStats {
  judged: number;
  errors: number;
}

/** Reads JSON Lines from input and writes one verdict line per non-blank input line to output. */
export async function judgeStream(
  judge: Judge,
  input: Readable,
  output: Writable,
  progress: (stats: JudgeRunStats) => void = () => {},
): Promise<JudgeRunStats> {
  const stats: JudgeRunStats = { judged: 0, errors: 0 };
  let lineNo = 0;
  let lastReport = Date.now();
  const write = async (obj: unknown) => {
    if (!output.write(`${JSON.stringify(obj)}\n`)) await once(output, "drain");
  };
  for await (const line of readLines(input, MAX_LINE_BYTES)) {
    lineNo++;
    let problem: string | null = null;
    if ("tooLong" in line) {
      problem = `line is ${line.tooLong} bytes; at most ${MAX_LINE_BYTES}`;
    } else {
      const text = line.text.endsWith("\r") ? line.text.slice(0, -1) : line.text;
      if (text.trim().length === 0) continue;
      const parsed = parseJudgeLine(text);
      if (typeof parsed === "string") {
        problem = parsed;
      } else {
        const passages: Passage[] = parsed.evidence.map((t, i) => ({
          id: `evidence-${i}`,
          text: t,
          source: "page",
          url: null,
          fetchedAt: null,
        }));
        if (parsed.context !== null) {
          passages.push({ id: "context", text: parsed.context, source: "context", url: null, fetchedAt: null });
        }
        const out = await judge.judge({
          claim: parsed.claim,
          context: parsed.context,
          passages,
          tier: parsed.context !== null ? "quick" : "standard",
        });
        await write({ verdict: out.verdict, confidence: out.confidence, quote: out.quotes[0]?.quote ?? null });
        stats.judged++;
      }
    }
    if (problem !== null) {
      stats.errors++;
      await write({ verdict: "error", confidence: 0, quote: null, error: `line ${lineNo}: ${problem}` });
      console.error(`verity judge: line ${lineNo}: ${problem}`);
    }
    if (Date.now() - lastReport >= 1000) {
      lastReport = Date.now();
      progress(stats);
    }
  }
  return stats;
}

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { jsonl: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`verity judge: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(HELP);
    return 0;
  }
  const file = parsed.values.jsonl;
  if (!file) {
    console.error(`verity judge: --jsonl FILE is required\n\n${HELP}`);
    return 2;
  }
  let input: Readable;
  if (file === "-") {
    input = process.stdin;
  } else {
    const stream = createReadStream(file);
    try {
      await once(stream, "open");
    } catch (error) {
      console.error(`verity judge: cannot read ${file}: ${(error as Error).message}`);
      return 2;
    }
    input = stream;
  }
  const started = Date.now();
  const stats = await judgeStream(createEmbeddedJudge(), input, process.stdout, (s) =>
    console.error(`verity judge: ${s.judged} judged, ${s.errors} malformed (${((Date.now() - started) / 1000).toFixed(0)} s)`),
  );
  console.error(
    `verity judge: done, ${stats.judged} judged, ${stats.errors} malformed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return stats.errors > 0 ? 1 : 0;
}

// Runs as a program when started directly (node --import tsx src/commands/judge.ts --jsonl FILE).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`verity judge: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
