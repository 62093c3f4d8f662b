/**
 * Guards wink-nlp against long runs of non-space characters. Its tokenizer peels a run apart piece by piece and is
 * quadratic in the run's length (20,000 "*" take 3.4 s; 50,000 letters 2.5 s), so a hostile page or context made of
 * one long "word" could stall the process. Every text handed to wink first goes through `breakLongRuns`, which puts
 * a space after every MAX_RUN - 1 non-space characters of a longer run. The length never changes, so every offset
 * found in the broken text is an offset into the original; callers that show text slice the original.
 */

/** Longer runs than this are broken (real words and most URLs are far shorter). */
export const MAX_RUN = 128;

/** The characters JavaScript's `\s` matches. */
export function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f ||
    c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

export function breakLongRuns(text: string): string {
  if (text.length < MAX_RUN) return text;
  let parts: string[] | null = null;
  let copied = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSpaceCode(text.charCodeAt(i))) {
      run = 0;
    } else if (++run === MAX_RUN) {
      (parts ??= []).push(text.slice(copied, i), " ");
      copied = i + 1;
      run = 0;
    }
  }
  if (parts === null) return text;
  parts.push(text.slice(copied));
  return parts.join("");
}
