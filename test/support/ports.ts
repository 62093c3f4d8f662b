/** Loopback ports for tests: one nothing listens on (a dead upstream), or a free one to give a server. */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A port that was free a moment ago (bound, then released). */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A port on which nothing listens: connections to it are refused (a search provider or model that is down). */
export const closedPort = freePort;
