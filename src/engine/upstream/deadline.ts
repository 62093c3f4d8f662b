/**
 * A per-verdict time budget. Every upstream call (search, page fetch, model) takes its timeout from what is
 * left, so one verdict can never outlive the tier's deadline, which is well below the payment's validity.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** Removed on dispose: a parent such as the node's shutdown signal outlives every verdict. */
  private readonly detach: () => void = () => {};
  readonly at: number;

  constructor(
    ms: number,
    private readonly now: () => number = Date.now,
    parent?: AbortSignal,
  ) {
    this.at = now() + ms;
    this.timer = setTimeout(() => this.controller.abort(new DeadlineExceededError(ms)), ms);
    this.timer.unref();
    if (parent) {
      if (parent.aborted) this.controller.abort(parent.reason);
      else {
        const onAbort = () => this.controller.abort(parent.reason);
        parent.addEventListener("abort", onAbort, { once: true });
        this.detach = () => parent.removeEventListener("abort", onAbort);
      }
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.controller.signal.aborted;
  }

  remainingMs(): number {
    return Math.max(0, this.at - this.now());
  }

  /** A timeout for one call: its own cap, never past the deadline. */
  budget(capMs: number): number {
    return Math.max(1, Math.min(capMs, this.remainingMs()));
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.detach();
  }
}

export class DeadlineExceededError extends Error {
  constructor(ms: number) {
    super(`the ${Math.round(ms / 1000)} s deadline for this verdict passed`);
    this.name = "DeadlineExceededError";
  }
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
