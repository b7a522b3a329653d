/**
 * What the client tells a team's logger, by level. Every line and every field goes through the
 * runtime's one redaction (../redaction/redact.ts) with the call's secrets first, so the key, an
 * Authorization value or a credential in a URL never reaches the logger, however a server spelt
 * it. A logger that throws is ignored: logging must not fail the call it describes.
 */
import type { Redactor } from '../redaction/redact.js';

export const LOG_LEVELS = ['off', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `console` fits; so do pino, winston and bunyan loggers. */
export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  debug(message: string, ...details: unknown[]): void;
}

// Deprecation notices carry it already (DeprecationNotice.message is public).
const PREFIX = 'incident API: ';

type Level = Exclude<LogLevel, 'off'>;

export interface ClientLog {
  /** Whether a line at this level would be written: callers skip building it otherwise. */
  enabled(level: Level): boolean;
  /** Writes `incident API: <line>` and `fields`, both redacted of the secrets `redactor` knows. */
  write(level: Level, redactor: Redactor, message: string, fields?: Record<string, unknown>): void;
}

export function createClientLog(level: LogLevel, logger: Logger): ClientLog {
  const threshold = LOG_LEVELS.indexOf(level);
  const enabled = (at: Level): boolean => LOG_LEVELS.indexOf(at) <= threshold;
  return {
    enabled,
    write(at, redactor, message, fields) {
      if (!enabled(at)) return;
      try {
        const line = redactor.text(message.startsWith(PREFIX) ? message : `${PREFIX}${message}`);
        if (fields) logger[at](line, redactor.value(fields));
        else logger[at](line);
      } catch {
        // A logger's failure is its own: the call goes on.
      }
    },
  };
}

/** A URL as logged: path and query only, so credentials (`user:pass@`) and the host never reach a line. */
export function loggedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '(unparsable URL)';
  }
}
