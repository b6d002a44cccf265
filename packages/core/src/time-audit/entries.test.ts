import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditStats, dateGroupLabel, entryDuration, entryList, expiredEntryIds, groupByDate, lastTaskLine, sameTaskMissing } from './entries';
import type { TimeEntry } from './time-audit-section';

const at = (day: number, h: number, m = 0) => new Date(2026, 2, day, h, m).getTime();
const entry = (task: string, timestamp: number, extra: Partial<TimeEntry> = {}): TimeEntry => {
  const d = new Date(timestamp);
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { task, timestamp, duration: 15, energy: null, value: null, quadrant: 'unassigned', date, ...extra };
};

describe('entryDuration', () => {
  it('is the whole minutes since the previous entry of the same day', () => {
    const entries = [entry('a', at(2, 9)), entry('b', at(2, 9, 40))];
    expect(entryDuration(at(2, 10, 5), entries, 15)).toBe(25);
    expect(entryDuration(at(2, 9, 20), entries, 15)).toBe(20);
  });

  it('counts one interval for the first entry of a day', () => {
    expect(entryDuration(at(2, 9), [], 15)).toBe(15);
    expect(entryDuration(at(3, 9), [entry('a', at(2, 16))], 30)).toBe(30);
  });

  it('is never negative and never longer than the day so far', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 86_399_999 }), { maxLength: 8 }), fc.integer({ min: 0, max: 86_399_999 }), (offsets, now) => {
        const base = new Date(2026, 2, 2).getTime();
        const duration = entryDuration(base + now, offsets.map((o) => entry('x', base + o)), 15);
        expect(duration).toBeGreaterThanOrEqual(0);
        expect(duration).toBeLessThanOrEqual(Math.max(15, Math.round(now / 60_000)));
      }),
    );
  });
});

describe('entries by date', () => {
  const now = new Date(2026, 2, 10, 12);
  it('labels Today, Yesterday, then the short month and day', () => {
    expect(dateGroupLabel('2026-03-10', now)).toBe('Today');
    expect(dateGroupLabel('2026-03-09', now)).toBe('Yesterday');
    expect(dateGroupLabel('2026-03-04', now)).toBe('Mar 4');
  });

  it('groups in the chosen order', () => {
    const entries = { a: entry('a', at(9, 10)), b: entry('b', at(10, 9)), c: entry('c', at(10, 11)) };
    expect(groupByDate(entryList(entries, 'newest'), now).map((g) => [g.label, g.entries.map((e) => e.id)])).toEqual([
      ['Today', ['c', 'b']],
      ['Yesterday', ['a']],
    ]);
    expect(groupByDate(entryList(entries, 'oldest'), now).map((g) => g.label)).toEqual(['Yesterday', 'Today']);
  });

  it('purges entries older than the retention period', () => {
    const entries = { old: entry('a', at(1, 9)), fresh: entry('b', at(9, 9)) };
    expect(expiredEntryIds(entries, 7, at(10, 12))).toEqual(['old']);
  });
});

describe('stats', () => {
  it('counts today and total, and the energising percent with its tone', () => {
    const now = new Date(2026, 2, 10, 12);
    const list = [
      entry('a', at(10, 9), { energy: 'energizing' }),
      entry('b', at(10, 10), { energy: 'energizing' }),
      entry('c', at(9, 10), { energy: 'draining' }),
      entry('d', at(9, 11)),
    ];
    expect(auditStats(list, now)).toEqual({ today: 2, total: 4, energyPercent: 67, tone: 'positive' });
    expect(auditStats(list.slice(1, 3), now).tone).toBe('neutral');
    expect(auditStats(list.slice(2), now)).toMatchObject({ energyPercent: 0, tone: 'negative' });
    expect(auditStats([], now)).toMatchObject({ energyPercent: null, tone: 'neutral' });
  });

  it('names the last task and how long ago', () => {
    expect(lastTaskLine([entry('Email', at(10, 9)), entry('Code', at(10, 10))], at(10, 10, 12))).toBe('Last task: Code 12 min ago');
    expect(lastTaskLine([], 0)).toBeNull();
  });

  it('finds the same task entries that lack a tag', () => {
    const entries = {
      a: entry('Email', at(10, 9), { energy: 'draining' }),
      b: entry('email ', at(10, 10)),
      c: entry('Email', at(10, 11), { energy: 'energizing' }),
      d: entry('Code', at(10, 12)),
    };
    expect(sameTaskMissing(entries, 'a', { field: 'energy', value: 'draining' })).toEqual(['b']);
    expect(sameTaskMissing(entries, 'a', { field: 'value', value: '$$' }).sort()).toEqual(['b', 'c']);
  });
});
