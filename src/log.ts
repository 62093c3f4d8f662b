/**
 * Structured JSON logs on stderr (pino), so stdout stays free for CLI output. Every line written while a request is
 * handled carries its `request_id` (src/observability/requestContext.ts).
 */
import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequest } from "./observability/requestContext.js";

export type { Logger } from "pino";

export function createLogger(level = "info", destination: DestinationStream = pino.destination({ fd: 2, sync: false })): Logger {
  return pino(
    {
      level,
      base: { service: "verity" },
      mixin: () => {
        const request = currentRequest();
        return request ? { request_id: request.id } : {};
      },
    },
    destination,
  );
}

/** A logger that drops everything (tests, library use). */
export const silentLogger: Logger = pino({ level: "silent" });
