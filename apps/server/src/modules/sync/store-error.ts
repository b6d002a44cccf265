/** What a failed load or store may put in the log. */
export interface StoreErrorSummary {
  type: string;
  code?: string;
  reason: string;
}

const REASON_LIMIT = 200;

/**
 * A database error as a short line: its kind, its code and the database's own reason. Never the error
 * itself: a failed query's error carries its parameters, which for the sync store are the user's whole
 * document (issue 21: 43 log lines of 1.5 MB for one failed store).
 */
export function describeStoreError(error: unknown): StoreErrorSummary {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const source = cause instanceof Error ? cause : new Error(typeof cause === 'string' ? cause : 'unknown error');
  const code = (source as { code?: unknown }).code;
  const reason = (source.message.split('\n', 1)[0] ?? '').slice(0, REASON_LIMIT);
  return { type: source.name, ...(typeof code === 'string' ? { code: code.slice(0, 20) } : {}), reason };
}
