/**
 * Plain text or light Markdown (an LLM answer) → text blocks. Sentences never cross a block: a list item or a
 * heading is its own block, and hard-wrapped lines of one paragraph are joined back together.
 */
export interface TextBlock {
  readonly text: string;
  /** Offset of the block's first character in the input. */
  readonly start: number;
  readonly heading: boolean;
}

const LIST_MARKER = /^\s*(?:[-*•+]|\d{1,3}[.)]|[a-zA-Z][.)])\s+/;
const HEADING = /^\s*#{1,6}\s+/;
const EMPHASIS = /(\*\*|__|`)/g;

export function toBlocks(input: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: { parts: string[]; start: number } | null = null;
  const flush = () => {
    if (current) blocks.push({ text: current.parts.join(" "), start: current.start, heading: false });
    current = null;
  };
  let offset = 0;
  for (const line of input.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    const trimmed = line.trim();
    if (trimmed === "") {
      flush();
      continue;
    }
    if (HEADING.test(line)) {
      flush();
      blocks.push({ text: line.replace(HEADING, "").replace(EMPHASIS, "").trim(), start: lineStart, heading: true });
      continue;
    }
    const marker = LIST_MARKER.exec(line);
    if (marker) {
      flush();
      current = { parts: [line.slice(marker[0].length).replace(EMPHASIS, "").trim()], start: lineStart + marker[0].length };
      continue;
    }
    if (!current) current = { parts: [], start: lineStart + (line.length - line.trimStart().length) };
    current.parts.push(trimmed.replace(EMPHASIS, ""));
  }
  flush();
  return blocks;
}
