/** A real redis-server on a free loopback port for tests where the Store matters (no persistence, killed after). */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export const redisAvailable = spawnSync("redis-server", ["--version"]).status === 0;

export interface RedisProcess {
  readonly url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
    child.stdout!.on("data", (d: Buffer) => {
      if (/Ready to accept connections/i.test(d.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill("SIGTERM") };
}
