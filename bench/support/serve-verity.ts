/** Child process for benchmarks: Verity on embedded defaults, ephemeral ports; prints {"apiUrl",...} once ready. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { startServices } from "../../src/server.js";

const config = loadConfig({
  ...process.env,
  PORT: "0",
  SCAN_PORT: "0",
  DEV_CHAIN_PORT: "0",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "verity-bench-")),
  LOG_LEVEL: "silent",
  // Benchmarks never reach the internet.
  SEARCH_PROVIDER: process.env.SEARCH_PROVIDER ?? "corpus",
  CORPUS_DIR: process.env.CORPUS_DIR ?? path.resolve("test/fixtures/corpus"),
});
const services = await startServices(config, { log: silentLogger });
process.stdout.write(JSON.stringify({ apiUrl: services.apiUrl, scanUrl: services.scanUrl }) + "\n");
process.on("SIGTERM", () => {
  services.close().then(() => process.exit(0));
});
