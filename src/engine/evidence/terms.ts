/** Content words for ranking, query building and the quote relevance gate. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but if then else of to in on at by for with about against between into through during before after " +
    "above below from up down out off over under again further once here there when where why how all any both each few " +
    "more most other some such no nor not only own same so than too very can will just should now is are was were be been " +
    "being have has had having do does did doing i me my we our you your he him his she her it its they them their what " +
    "which who whom this that these those am as until while would could also ever yet may might must shall s t don"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((t) => t.replace(/’/g, "'"));
}

export function contentTerms(text: string): string[] {
  return tokenize(text).filter((t) => !STOPWORDS.has(t));
}
