/**
 * The work the text pool runs off the event loop, by name: each task takes and returns plain (structured-clonable)
 * data. Imported only by the worker entry and for types, so the pool itself stays free of engine/trial imports.
 */
import { readPage } from "../engine/evidence/reader.js";
import { comparePages, type Comparison, type ComparisonInput } from "../trial/consistency/compare.js";
import { renderedPageReader } from "../trial/consistency/reader.js";

export interface ReadPageInput {
  readonly body: string;
  readonly contentType: string | null;
  readonly focus?: string;
}

export const TASKS = {
  /** A fetched page → its rendered sentences (the grounded engine's page reading). */
  readPage: (input: ReadPageInput): string[] => readPage(input.body, input.contentType, input.focus),
  /** Two fetched pages → the contradiction check's findings (page reading, analysis, quote placement). */
  comparePages: (input: ComparisonInput): Comparison => comparePages(input, renderedPageReader),
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = ReturnType<(typeof TASKS)[N]>;
