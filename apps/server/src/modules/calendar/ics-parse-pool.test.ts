import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { IcsParsePool, ParseQueueFullError, parseBudgetMs, PARSE_BUDGET_MS } from './ics-parse-pool';

const logger = createLogger({ LOG_LEVEL: 'silent' });
/** ical.js walks this rule for ever: 30 February never comes. */
const neverEnding = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:never', 'DTSTART:20200101T090000Z', 'DTEND:20200101T100000Z',
  'SUMMARY:Never', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
const window = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-02T00:00:00Z'), timeZone: 'UTC', limit: 10 };

describe('the calendar parse pool (issue 32, items 4 and 10)', () => {
  it("holds each owner to 2 jobs waiting, leaves others' jobs alone, and drops a waiting job whose client went away", async () => {
    const pool = new IcsParsePool({ logger, threads: 1, budgetMs: 300 });
    try {
      const running = pool.parse([neverEnding], window, { owner: 'mallory' }).catch((error: Error) => error);
      const waiting = [pool.parse([neverEnding], window, { owner: 'mallory' }), pool.parse([neverEnding], window, { owner: 'mallory' })];
      for (const job of waiting) job.catch(() => undefined);
      await expect(pool.parse([neverEnding], window, { owner: 'mallory' })).rejects.toBeInstanceOf(ParseQueueFullError);

      const gone = new AbortController();
      const abandoned = pool.parse([neverEnding], window, { owner: 'alice', signal: gone.signal });
      expect(pool.waitingCount()).toBe(3);
      gone.abort();
      await expect(abandoned).rejects.toThrow('The request was abandoned');
      expect(pool.waitingCount()).toBe(2);
      expect(await running).toMatchObject({ name: 'FeedOverBudgetError' });
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('gives a large feed more time: the base budget and 1.5 s for each whole megabyte', () => {
    expect(parseBudgetMs(['x'.repeat(1000)])).toBe(PARSE_BUDGET_MS);
    // A 25,000-event feed is some 4-5 MB: 8 s rather than 2 s on a busy machine.
    expect(parseBudgetMs(['x'.repeat(4.5 * 1024 * 1024)])).toBe(PARSE_BUDGET_MS + 4 * 1_500);
  });
});
