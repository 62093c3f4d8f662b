/**
 * Trailing-character trims for values read from other people's servers. `s.replace(/\/+$/, "")` looks like one pass
 * but retries from every character of the run when the run is not at the end ("////…/a"): quadratic, 0.8 s on 40 KB.
 */
export function trimTrailing(s: string, ch: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === ch) end--;
  return end === s.length ? s : s.slice(0, end);
}
