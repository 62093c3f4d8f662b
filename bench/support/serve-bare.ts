/**
 * Child process for benchmarks: the baseline, a bare node:http server answering every request with the exact
 * status, headers and body it is given (base64 JSON in argv[2]).
 */
import http from "node:http";

const { status, headers, body } = JSON.parse(Buffer.from(process.argv[2]!, "base64").toString()) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const payload = Buffer.from(body);
const fixedHeaders = { ...headers, "content-length": String(payload.length) };
// Like the service's unpaid path: the body is irrelevant, discard it and answer at once.
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(status, fixedHeaders);
  res.end(payload);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address() as { port: number };
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }) + "\n");
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
