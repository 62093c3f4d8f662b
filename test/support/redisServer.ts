/** A real redis-server on a free loopback port, for tests where the shared Store matters. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export const redisServerAvailable = spawnSync("redis-server", ["--version"]).status === 0;

export interface RedisProcess {
  readonly url: string;
  stop(): Promise<void>;
  /** Starts redis-server again on the same port (empty: nothing is persisted). */
  restart(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisProcess> {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  let redis = await spawnRedis(port);
  const stop = async () => {
    if (redis.exitCode !== null || redis.signalCode !== null) return;
    const exited = new Promise((r) => redis.once("exit", r));
    redis.kill("SIGTERM");
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    restart: async () => {
      await stop();
      redis = await spawnRedis(port);
    },
  };
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const redis: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
    redis.stdout!.on("data", (d: Buffer) => {
      if (/Ready to accept connections/i.test(d.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
    redis.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  // Keep draining its output so a chatty server never blocks on a full pipe.
  redis.stdout!.resume();
  redis.stderr!.resume();
  return redis;
}
