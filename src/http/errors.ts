/** FastAPI-shaped JSON answers for routing errors, and the JSON error every non-2xx carries. */
import type { Context, Hono } from "hono";

export function jsonText(c: Context, status: number, text: string, headers: Record<string, string> = {}) {
  return c.body(text, status as never, { "content-type": "application/json", ...headers });
}

export function installRoutingErrors(app: Hono, knownPaths: Map<string, string[]>): void {
  for (const [path, methods] of knownPaths) {
    const allow = [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])])].join(", ");
    app.all(path, (c) => {
      if (c.req.method === "OPTIONS") return c.body(null, 204, { allow });
      return jsonText(c, 405, '{"detail":"Method Not Allowed"}', { allow });
    });
  }
  app.notFound((c) => jsonText(c, 404, '{"detail":"Not Found"}'));
}

export function installErrorHandler(app: Hono, onError: (error: unknown) => void): void {
  app.onError((error, c) => {
    onError(error);
    return jsonText(c, 500, '{"detail":"Internal Server Error"}');
  });
}
