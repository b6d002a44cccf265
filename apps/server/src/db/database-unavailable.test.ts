import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, noteDatabaseFailure, watchDatabase } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that refused, dropped or never answered, however deeply wrapped', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Drizzle's DrizzleQueryError, itself wrapped by Better Auth's APIError.
    const drizzle = new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') });
    expect(isDatabaseUnavailable(new Error('FAILED_TO_GET_SESSION', { cause: drizzle }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other failure a 500: a query the database refused is a bug to see', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: insert', { cause: withCode('syntax error', '42601') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('tells the work watched whether any of its calls met an unreachable database, and only its own', async () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const [met, other] = await Promise.all([
      watchDatabase(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        noteDatabaseFailure(refused);
        return 'answered';
      }),
      watchDatabase(async () => noteDatabaseFailure(withCode('duplicate key value', '23505'))),
    ]);
    expect(met).toEqual({ result: 'answered', unavailable: true });
    expect(other.unavailable).toBe(false);
    expect(() => noteDatabaseFailure(refused)).not.toThrow(); // outside any watch: nothing to tell
  });
});
