import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * PostgreSQL's SQLSTATEs for "the server is not there right now": connection exceptions (class 08),
 * shut down by an administrator or a crash, still starting up, too many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors for a database that refused, dropped or never answered a connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres's own messages for the same (it sets no code on them). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
  'Connection is closed',
];

/**
 * Whether an error (or any error it wraps: Drizzle's DrizzleQueryError, Better Auth's APIError) means
 * the database could not be reached, as opposed to a query it refused. Such an error is answered
 * 503 STORAGE_UNAVAILABLE ("try again in a moment"), never a 500: the request may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

/** The body of that 503 (auth-routes.ts answers Better Auth's failed writes with the same code). */
export const STORAGE_UNAVAILABLE = {
  code: 'STORAGE_UNAVAILABLE',
  message: 'Your data cannot be reached right now. Please try again in a moment.',
} as const;

const watching = new AsyncLocalStorage<{ unavailable: boolean }>();

/**
 * Runs `work` and tells whether a database call it made found the database unreachable: for code that
 * swallows the error itself (Better Auth answers a bare 500), so its answer can still be a 503.
 */
export async function watchDatabase<T>(work: () => Promise<T>): Promise<{ result: T; unavailable: boolean }> {
  const seen = { unavailable: false };
  const result = await watching.run(seen, work);
  return { result, unavailable: seen.unavailable };
}

/** db/client.ts reports every failed call here; it counts for the watchDatabase() it was made under. */
export function noteDatabaseFailure(error: unknown): void {
  const seen = watching.getStore();
  if (seen && isDatabaseUnavailable(error)) seen.unavailable = true;
}
