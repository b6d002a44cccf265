import type { Logger } from '../../logger';

const MAX_LOGGED_CHARS = 500;

/** Request data can be huge (a 100 MB callbackURL): nothing from it reaches the log unbounded. */
export function truncateForLog(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_LOGGED_CHARS ? `${value.slice(0, MAX_LOGGED_CHARS)}… (${value.length} characters)` : value;
  }
  if (value instanceof Error) return { name: value.name, message: truncateForLog(value.message) };
  return value;
}

/** Better Auth's messages through the server's own logger (so LOG_LEVEL applies), truncated. */
export function betterAuthLogger(logger: Logger | undefined) {
  if (!logger) return { disabled: true };
  return {
    log(level: 'error' | 'warn' | 'info' | 'debug', message: string, ...args: unknown[]) {
      logger[level]({ source: 'better-auth', details: args.map(truncateForLog) }, truncateForLog(message) as string);
    },
  };
}
