import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSection } from '../sections/parse-section';
import { longWinDate, middayOf, shouldAutoPopup, sortWins, validateWinDraft, WIN_MESSAGES, winDay, winPosition } from './win-rules';
import { DEFAULT_WINS_SETTINGS, winsSection, type WinRecord } from './wins-section';

const now = new Date(2026, 10, 23, 9, 30);
const win = (date: number, createdAt: number): WinRecord => ({ content: 'x', date, createdAt, updatedAt: createdAt });

describe('wins ordering', () => {
  it('puts the newest win first, then the one written last', () => {
    const sorted = sortWins({
      old: win(middayOf('2026-11-01'), 5),
      newer: win(middayOf('2026-11-20'), 1),
      sameDayLater: win(middayOf('2026-11-20'), 9),
    });
    expect(sorted.map((w) => w.id)).toEqual(['sameDayLater', 'newer', 'old']);
  });

  it('always sorts by date descending and keeps every win', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((id) => !['__proto__', 'constructor', 'prototype'].includes(id)), fc.tuple(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }))),
        (entries) => {
          const wins = Object.fromEntries(Object.entries(entries).map(([id, [date, created]]) => [id, win(date, created)]));
          const sorted = sortWins(wins);
          expect(sorted.map((w) => w.id).sort()).toEqual(Object.keys(wins).sort());
          for (let i = 1; i < sorted.length; i += 1) expect(sorted[i - 1]!.date).toBeGreaterThanOrEqual(sorted[i]!.date);
        },
      ),
    );
  });
});

describe('win date rules', () => {
  it('saves a win at midday of its day, today included', () => {
    const result = validateWinDraft({ content: '  Ran 10k  ', day: '2026-11-23' }, now);
    expect(result).toEqual({ ok: true, content: 'Ran 10k', date: new Date(2026, 10, 23, 12).getTime() });
    expect(winDay(middayOf('2026-03-08'))).toBe('2026-03-08');
  });

  it('refuses a date after today, an empty win and an invalid date', () => {
    expect(validateWinDraft({ content: 'x', day: '2026-11-24' }, now)).toEqual({ ok: false, error: WIN_MESSAGES.futureDate });
    expect(validateWinDraft({ content: 'x', day: '2026-11-24' }, new Date(2026, 10, 23, 23, 59))).toEqual({ ok: false, error: 'The date cannot be after today' });
    expect(validateWinDraft({ content: '   ', day: '2026-11-20' }, now)).toEqual({ ok: false, error: WIN_MESSAGES.emptyContent });
    expect(validateWinDraft({ content: 'x', day: '2026-02-30' }, now)).toEqual({ ok: false, error: WIN_MESSAGES.badDate });
    expect(validateWinDraft({ content: 'x', day: '' }, now)).toEqual({ ok: false, error: WIN_MESSAGES.badDate });
  });

  it('accepts exactly the days up to today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (offset) => {
        const day = new Date(2026, 10, 23 + offset, 8);
        const key = winDay(day.getTime());
        const result = validateWinDraft({ content: 'win', day: key }, now);
        expect(result.ok).toBe(offset <= 0);
        if (result.ok) expect(new Date(result.date).getHours()).toBe(12);
      }),
    );
  });

  it('formats the long date and the position', () => {
    expect(longWinDate(middayOf('2026-11-23'))).toBe('Monday, November 23, 2026');
    expect(winPosition(0, 3)).toBe('1 of 3');
    expect(winPosition(0, 0)).toBe('0 of 0');
  });
});

describe('auto-popup', () => {
  const on = { autoPopup: { ...DEFAULT_WINS_SETTINGS.autoPopup, enabled: true } };
  it('opens once per day after the set time when enabled', () => {
    expect(shouldAutoPopup(on, null, new Date(2026, 10, 23, 17, 59))).toBe(false);
    expect(shouldAutoPopup(on, null, new Date(2026, 10, 23, 18, 0))).toBe(true);
    expect(shouldAutoPopup(on, '2026-11-23', new Date(2026, 10, 23, 19))).toBe(false);
    expect(shouldAutoPopup(on, '2026-11-22', new Date(2026, 10, 23, 19))).toBe(true);
    expect(shouldAutoPopup(DEFAULT_WINS_SETTINGS, null, new Date(2026, 10, 23, 19))).toBe(false);
  });

  it('defaults to 18:00 and drops damaged wins', () => {
    const parsed = parseSection(winsSection, { wins: { a: win(1, 1), b: { ...win(1, 1), content: '  ' } } });
    expect(parsed.settings.autoPopup.time).toBe('18:00');
    expect(Object.keys(parsed.wins)).toEqual(['a']);
  });
});
