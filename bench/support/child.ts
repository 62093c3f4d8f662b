/** Start a TypeScript module in a child process and wait for the first JSON line it prints. */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export interface Child<T> {
  readonly info: T;
  stop(): Promise<void>;
}

export function startChild<T>(module: string, args: string[] = [], env: Record<string, string> = {}): Promise<Child<T>> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", module, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      resolve({
        info: JSON.parse(line) as T,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
    child.once("exit", (code) => reject(new Error(`${module} exited with ${code} before it was ready`)));
  });
}
