/** Worker entry of the text pool (pool.ts): runs one named task per message and posts its result or error back. */
import { parentPort } from "node:worker_threads";
import { TASKS, type TaskName } from "./tasks.js";

parentPort?.on("message", (msg: { task: TaskName; input: never }) => {
  try {
    const value = (TASKS[msg.task] as (input: never) => unknown)(msg.input);
    parentPort!.postMessage({ ok: true, value });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
