import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSection } from '../sections/parse-section';
import { completionId, completionStreak, isCompletedOn, longestRun, nonNegotiableItems, nonNegotiablesToday, remainingCount, runEndingOn } from './daily-completion';
import { dayKey, dayWithReset, shiftDay } from './day-key';
import { NON_NEGOTIABLE_ICONS, searchIcons } from './icon-catalogue';
import { canAddItem, canRemoveItem, committedName, customItemId, itemRecords } from './item-editing';
import { DEFAULT_NON_NEGOTIABLES_SETTINGS, nonNegotiablesSection } from './non-negotiables-section';
import { itemStreak, overallStats } from './streak-stats';

// A zone with daylight saving, so the day boundaries below cross real 23- and 25-hour days.
const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

const done = (day: string, itemId: string, completed = true) => ({
  [completionId(day, itemId)]: { itemId, date: day, completed, completedAt: completed ? 1 : null },
});
const allOn = (days: string[], ids: string[]) => Object.assign({}, ...days.flatMap((day) => ids.map((id) => done(day, id))));
const settings = DEFAULT_NON_NEGOTIABLES_SETTINGS;
const items = [
  { id: 'a', name: 'A', iconName: 'Barbell' },
  { id: 'b', name: 'B', iconName: 'Book' },
];

describe('nonNegotiableItems', () => {
  it('gives the four defaults with their Phosphor icons until items are stored', () => {
    expect(nonNegotiableItems({ items: {} }).map((item) => [item.name, item.iconName])).toEqual([
      ['Exhaust the Body', 'Barbell'],
      ['Focus the Vision', 'Target'],
      ['Grow the Spirit', 'HandsPraying'],
      ['Feed the Mind', 'Book'],
    ]);
  });

  it('orders stored items and keeps at most 8', () => {
    const stored = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`custom-${index}`, { name: `Item ${index}`, iconName: 'Target', order: 10 - index }]),
    );
    const list = nonNegotiableItems({ items: stored });
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ id: 'custom-9', name: 'Item 9', iconName: 'Target' });
  });
});

describe('editing items', () => {
  it('allows 1 to 8 items, custom ids and a rename that falls back when empty', () => {
    expect(canAddItem(new Array(7))).toBe(true);
    expect(canAddItem(new Array(8))).toBe(false);
    expect(canRemoveItem([1])).toBe(false);
    expect(canRemoveItem([1, 2])).toBe(true);
    expect(customItemId(1700000000000, 'ab/c9')).toBe('custom-1700000000000-abc9');
    expect(committedName('  Run  ', 'Old')).toBe('Run');
    expect(committedName('   ', 'Old')).toBe('Old');
    expect(itemRecords(items)).toEqual({ a: { name: 'A', iconName: 'Barbell', order: 0 }, b: { name: 'B', iconName: 'Book', order: 1 } });
  });

  it('searches the 20-icon catalogue by name, category and tag', () => {
    expect(NON_NEGOTIABLE_ICONS).toHaveLength(20);
    expect(new Set(NON_NEGOTIABLE_ICONS.map((icon) => icon.iconName)).size).toBe(20);
    expect(searchIcons('').length).toBe(20);
    expect(searchIcons('medal').map((icon) => icon.name)).toEqual(['Medal']);
    expect(searchIcons('FITNESS').map((icon) => icon.name)).toContain('Barbell');
    expect(searchIcons('sleep').map((icon) => icon.name)).toEqual(['Bed']);
    expect(searchIcons('zzzz')).toEqual([]);
  });
});

describe('the day with a reset time', () => {
  it('counts the hours before the reset time as the previous day', () => {
    expect(dayWithReset(new Date(2026, 0, 6, 5, 59), '06:00')).toBe('2026-01-05');
    expect(dayWithReset(new Date(2026, 0, 6, 6, 0), '06:00')).toBe('2026-01-06');
    expect(dayWithReset(new Date(2026, 2, 1, 2, 0), '06:00')).toBe('2026-02-28');
    expect(dayWithReset(new Date(2026, 0, 1, 0, 30), '06:00')).toBe('2025-12-31');
    expect(dayWithReset(new Date(2026, 0, 6, 0, 0), '00:00')).toBe('2026-01-06');
  });

  it('keeps the boundary at the reset time on daylight-saving days', () => {
    // 2026-03-08: clocks go from 02:00 to 03:00 in New York; 2026-11-01: from 02:00 back to 01:00.
    expect(new Date(2026, 2, 9).getTime() - new Date(2026, 2, 8).getTime()).toBe(23 * 3_600_000);
    expect(new Date(2026, 10, 2).getTime() - new Date(2026, 10, 1).getTime()).toBe(25 * 3_600_000);
    expect(dayWithReset(new Date(2026, 2, 8, 5, 59), '06:00')).toBe('2026-03-07');
    expect(dayWithReset(new Date(2026, 2, 8, 6, 0), '06:00')).toBe('2026-03-08');
    expect(dayWithReset(new Date(2026, 10, 1, 1, 30), '06:00')).toBe('2026-10-31');
    expect(dayWithReset(new Date(2026, 10, 1, 6, 1), '06:00')).toBe('2026-11-01');
    expect(dayKey(new Date(2026, 2, 8, 23, 59))).toBe('2026-03-08');
  });

  it('un-ticks everything for the new day: the badge counts all items again after the reset', () => {
    const data = { completions: allOn(['2026-01-05'], ['a', 'b']), settings };
    expect(remainingCount(data, items, nonNegotiablesToday(data, new Date(2026, 0, 6, 5, 0)))).toBe(0);
    expect(remainingCount(data, items, nonNegotiablesToday(data, new Date(2026, 0, 6, 6, 0)))).toBe(2);
  });

  it('reads one item on one day', () => {
    const data = { completions: { ...done('2026-01-05', 'a'), ...done('2026-01-05', 'b', false) } };
    expect(isCompletedOn(data, '2026-01-05', 'a')).toBe(true);
    expect(isCompletedOn(data, '2026-01-05', 'b')).toBe(false);
    expect(isCompletedOn(data, '2026-01-06', 'a')).toBe(false);
  });
});

describe('streaks', () => {
  it('counts the overall streak of all-done days ending today', () => {
    const completions = { ...allOn(['2026-01-03', '2026-01-04'], ['a', 'b']), ...done('2026-01-05', 'a') };
    // Today (the 5th) is half done: the current streak ends today, so it is 0 until b is ticked.
    expect(completionStreak({ completions, settings }, items, new Date(2026, 0, 5, 12))).toBe(0);
    const full = { ...completions, ...done('2026-01-05', 'b') };
    expect(completionStreak({ completions: full, settings }, items, new Date(2026, 0, 5, 12))).toBe(3);
    // Before 06:00 on the 6th it is still the 5th.
    expect(completionStreak({ completions: full, settings }, items, new Date(2026, 0, 6, 3))).toBe(3);
    expect(completionStreak({ completions: {} }, items, new Date(2026, 0, 7, 12))).toBe(0);
  });

  it('runs across month and year ends', () => {
    const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01'];
    const data = { completions: allOn(days, ['a', 'b']), settings };
    expect(completionStreak(data, items, new Date(2026, 2, 1, 9))).toBe(2);
    expect(completionStreak(data, items, new Date(2026, 1, 1, 9))).toBe(2);
    expect(completionStreak(data, items, new Date(2026, 0, 1, 9))).toBe(3);
    expect(overallStats(data, items, new Date(2026, 2, 1, 9))).toMatchObject({ overallStreak: 2, bestOverallStreak: 3, totalCompletionDays: 7 });
  });

  it('runs across both daylight-saving changes', () => {
    const spring = ['2026-03-07', '2026-03-08', '2026-03-09'];
    const autumn = ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03'];
    const data = { completions: allOn([...spring, ...autumn], ['a', 'b']), settings };
    expect(completionStreak(data, items, new Date(2026, 2, 9, 23, 30))).toBe(3);
    expect(completionStreak(data, items, new Date(2026, 10, 3, 7))).toBe(4);
    const stats = overallStats(data, items, new Date(2026, 10, 3, 7));
    expect(stats).toMatchObject({ overallStreak: 4, bestOverallStreak: 4, totalCompletionDays: 7, lastResetDate: '2026-11-03' });
  });

  it("gives each item's current streak, best streak, total and last day", () => {
    const completions = {
      ...done('2026-01-01', 'a'),
      ...done('2026-01-02', 'a'),
      ...done('2026-01-03', 'a'),
      ...done('2026-01-05', 'a'),
      ...done('2026-01-06', 'a'),
      ...done('2026-01-06', 'b', false),
    };
    const data = { completions, settings };
    expect(itemStreak(data, 'a', new Date(2026, 0, 6, 8))).toEqual({
      itemId: 'a',
      isCompleted: true,
      streakCount: 2,
      bestStreak: 3,
      totalCompletions: 5,
      lastCompletedDate: '2026-01-06',
    });
    expect(itemStreak(data, 'b', new Date(2026, 0, 6, 8))).toMatchObject({ isCompleted: false, streakCount: 0, totalCompletions: 0, lastCompletedDate: null });
    const stats = overallStats(data, items, new Date(2026, 0, 6, 8));
    // 5 item-days ticked out of 2 items x 6 days.
    expect(stats).toMatchObject({ totalItems: 2, completedToday: 1, overallStreak: 0, averageCompletionRate: 42 });
  });

  it('never counts a current run longer than the best run, nor the best longer than the days ticked', () => {
    const base = 20_000;
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), fc.integer({ min: 0, max: 60 }), (offsets, today) => {
        const days = new Set(offsets.map((offset) => base + offset));
        const current = runEndingOn(days, base + today);
        const best = longestRun(days);
        expect(current).toBeLessThanOrEqual(best);
        expect(best).toBeLessThanOrEqual(days.size);
        expect(current > 0).toBe(days.has(base + today));
      }),
    );
  });

  it('counts n days ticked in a row ending today as a streak of n, from any start date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }), fc.integer({ min: 1, max: 40 }), (start, n) => {
        const first = dayKey(start);
        const days = Array.from({ length: n }, (_, index) => shiftDay(first, index));
        const last = days[days.length - 1]!;
        const [y, m, d] = last.split('-').map(Number) as [number, number, number];
        const data = { completions: allOn(days, ['a', 'b']), settings };
        expect(completionStreak(data, items, new Date(y, m - 1, d, 20))).toBe(n);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the section', () => {
  it('parses completions and drops damaged ones, with default settings', () => {
    const parsed = parseSection(nonNegotiablesSection, {
      completions: { ...done('2026-01-05', 'a'), bad: { itemId: 'a', date: 'yesterday', completed: true, completedAt: 1 } },
      settings: { resetTime: '25:00', reminderEnabled: true },
    });
    expect(Object.keys(parsed.completions)).toEqual(['2026-01-05:a']);
    expect(parsed.settings).toEqual({ ...DEFAULT_NON_NEGOTIABLES_SETTINGS, reminderEnabled: true });
  });
});
