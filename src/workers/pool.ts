/**
 * A small worker_threads pool for CPU-heavy work on untrusted text (HTML → sentences, contradiction analysis), so a
 * hostile 3 MiB page never blocks the event loop that answers /health and every other request. Bounded: a few
 * workers, a bounded queue (a full queue refuses at once), and a time limit per task after which the worker is
 * terminated and replaced. Inputs and outputs are structured-cloned plain data. Idle workers do not keep the
 * process alive; close() ends them (server.ts puts it on the cleanup stack).
 *
 * The worker entry (textWorker.ts) is loaded from beside this file: `.js` from dist/; under tsx (tests, benches) the
 * `.ts` source, through a two-line bootstrap that registers tsx in the worker first (Node 20 does not carry the
 * parent's `--import tsx` loader hooks into worker threads).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { TaskInput, TaskName, TaskOutput } from "./tasks.js";

export class TextPoolBusyError extends Error {
  constructor() {
    super("the text processing queue is full");
    this.name = "TextPoolBusyError";
  }
}

export class TextTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TextTaskError";
  }
}

export interface TextPoolOptions {
  /** Worker threads (default: half the cores, at least 1, at most 4). */
  readonly size?: number;
  /** Tasks waiting for a worker before new ones are refused (default 64). */
  readonly maxQueue?: number;
  /** A task running longer is abandoned and its worker replaced (default 60 s). */
  readonly taskTimeoutMs?: number;
}

interface Job {
  readonly task: TaskName;
  readonly input: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const FROM_SOURCE = import.meta.url.endsWith(".ts");
const WORKER_URL = new URL(`./textWorker${FROM_SOURCE ? ".ts" : ".js"}`, import.meta.url);

function startWorker(): Worker {
  if (!FROM_SOURCE) return new Worker(WORKER_URL);
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true });
}

export class TextPool {
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly taskTimeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: TextPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)))));
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue ?? 64));
    this.taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
  }

  run<N extends TaskName>(task: N, input: TaskInput<N>): Promise<TaskOutput<N>> {
    if (this.closed) return Promise.reject(new TextTaskError("the text pool is closed"));
    return new Promise((resolve, reject) => {
      const job: Job = { task, input, resolve: resolve as (v: unknown) => void, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.maxQueue) return reject(new TextPoolBusyError());
      this.queue.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new TextTaskError("the text pool is closed"));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.job?.reject(new TextTaskError("the text pool is closed"));
      slot.job = null;
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private idleSlot(): Slot | null {
    const free = this.slots.find((s) => s.job === null);
    if (free) return free;
    if (this.slots.length < this.size) {
      const slot = this.spawn();
      this.slots.push(slot);
      return slot;
    }
    return null;
  }

  private spawn(): Slot {
    const worker = startWorker();
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on("message", (msg: { ok: true; value: unknown } | { ok: false; error: string }) => {
      const job = slot.job;
      this.finish(slot);
      if (!job) return;
      if (msg.ok) job.resolve(msg.value);
      else job.reject(new TextTaskError(msg.error));
    });
    worker.on("error", (error) => this.replace(slot, new TextTaskError(`text worker failed: ${error.message}`)));
    worker.on("exit", () => this.replace(slot, new TextTaskError("text worker exited")));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref(); // a task in flight keeps the process alive until it answers
    slot.timer = setTimeout(() => {
      this.replace(slot, new TextTaskError(`text processing took longer than ${this.taskTimeoutMs / 1000} s`));
      void slot.worker.terminate();
    }, this.taskTimeoutMs);
    slot.timer.unref();
    slot.worker.postMessage({ task: job.task, input: job.input });
  }

  /** The slot's job is done: take the next queued one, or go idle. */
  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }

  /** The worker died or hung: fail its job, drop it, and start queued work on a fresh one. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
    if (this.closed) return;
    const next = this.queue.shift();
    if (next) {
      const fresh = this.idleSlot()!;
      this.start(fresh, next);
    }
  }
}

/**
 * Inputs up to this many characters are processed in the calling thread: every path is linear, so even the worst
 * shapes cost a few tens of milliseconds at this size, less than a trip through a worker (which also has to start).
 */
export const INLINE_MAX_CHARS = 16 * 1024;

let shared: TextPool | null = null;
let sharedOptions: TextPoolOptions = {};

/** Options for the process-wide pool; they apply from the next time it is created (server start calls this first). */
export function configureTextPool(options: TextPoolOptions): void {
  sharedOptions = options;
}

/** The process-wide pool, created on first use. */
export function textPool(): TextPool {
  shared ??= new TextPool(sharedOptions);
  return shared;
}

/** Ends the process-wide pool's workers (the next textPool() call starts a new one). */
export async function closeTextPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
