/** Structured JSON logs on stderr (pino), so stdout stays free for CLI output. */
import { pino, type Logger } from "pino";

export type { Logger } from "pino";

export function createLogger(level = "info"): Logger {
  return pino({ level, base: { service: "verity" } }, pino.destination({ fd: 2, sync: false }));
}

/** A logger that drops everything (tests, library use). */
export const silentLogger: Logger = pino({ level: "silent" });
