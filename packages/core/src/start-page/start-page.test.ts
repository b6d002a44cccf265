import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_TEXT,
  DEFAULT_DIM,
  SHIPPED_BACKGROUNDS,
  WCAG_AA_TEXT,
  backgroundCss,
  backgroundForDay,
  effectiveDim,
} from './backgrounds';
import { contrastRatio, parseHex, worstContrast } from './contrast';
import { carryOver, focusView, previousDayKey, setDayFocus } from './day-focus';
import { formatClock, greetingLine } from './greeting';

describe('greeting and clock', () => {
  it('greets by the time of day with the first name', () => {
    expect(greetingLine(8, { name: 'Avery Quinn', email: 'a@x.test' })).toBe('Good morning, Avery');
    expect(greetingLine(14, { name: 'Avery' })).toBe('Good afternoon, Avery');
    expect(greetingLine(21, { name: 'Avery' })).toBe('Good evening, Avery');
    expect(greetingLine(23, { name: 'Avery' })).toBe('Good evening, Avery');
  });

  it('between midnight and 5 AM asks whether the user is still up, at every hour of the day', () => {
    const expected = (hour: number) =>
      hour < 5 ? 'Still up, Avery?' : hour < 12 ? 'Good morning, Avery' : hour < 18 ? 'Good afternoon, Avery' : 'Good evening, Avery';
    for (let hour = 0; hour < 24; hour += 1) expect(greetingLine(hour, { name: 'Avery' })).toBe(expected(hour));
    expect(greetingLine(4, null)).toBe('Still up?');
  });

  it('falls back to the email before the at sign, else there', () => {
    expect(greetingLine(9, { name: ' ', email: 'sam.lee@example.test' })).toBe('Good morning, sam.lee');
    expect(greetingLine(9, null)).toBe('Good morning, there');
  });

  it('formats 12 and 24 hour clocks', () => {
    expect(formatClock(0, 5, false)).toBe('00:05');
    expect(formatClock(0, 5, true)).toBe('12:05');
    expect(formatClock(13, 30, true)).toBe('1:30');
    expect(formatClock(13, 30, false)).toBe('13:30');
  });
});

describe('focus for today', () => {
  it('keeps one line per day and shows yesterday as done or to carry over', () => {
    let all = setDayFocus({}, '2026-03-01', { text: '  Ship\n the  draft ', done: false });
    expect(all['2026-03-01']).toEqual({ text: 'Ship the draft', done: false });
    expect(focusView(all, '2026-03-02')).toEqual({
      kind: 'empty',
      yesterday: { focus: { text: 'Ship the draft', done: false }, status: 'carry-over' },
    });
    all = carryOver(all, '2026-03-02');
    expect(focusView(all, '2026-03-02')).toEqual({ kind: 'today', focus: { text: 'Ship the draft', done: false } });
    all = setDayFocus(all, '2026-03-02', { text: 'Ship the draft', done: true });
    expect(focusView(all, '2026-03-03')).toMatchObject({ yesterday: { status: 'done' } });
    expect(carryOver(all, '2026-03-03')).toBe(all);
  });

  it('crosses month and year boundaries', () => {
    expect(previousDayKey('2026-03-01')).toBe('2026-02-28');
    expect(previousDayKey('2027-01-01')).toBe('2026-12-31');
  });

  it('keeps the synced record small', () => {
    let all = {};
    for (let d = 1; d <= 28; d++) all = setDayFocus(all, `2026-02-${String(d).padStart(2, '0')}`, { text: 'x', done: false });
    expect(Object.keys(all)).toHaveLength(14);
    expect(all).toHaveProperty('2026-02-28');
  });
});

describe('shipped backgrounds', () => {
  it('ships at least 24 distinct backgrounds drawn in code', () => {
    expect(SHIPPED_BACKGROUNDS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SHIPPED_BACKGROUNDS.map((b) => b.id)).size).toBe(SHIPPED_BACKGROUNDS.length);
    for (const bg of SHIPPED_BACKGROUNDS) expect(backgroundCss(bg)).not.toMatch(/url\(/);
    // Every layer is an image (a bare colour would make the browser drop the whole background-image).
    for (const bg of SHIPPED_BACKGROUNDS) {
      for (const layer of backgroundCss(bg).split(/,\s*(?=(?:linear|radial)-gradient\()/)) expect(layer, bg.id).toMatch(/^(linear|radial)-gradient\(.*\)$/);
    }
  });

  it('keeps white text at WCAG AA over every background with its default dimming', () => {
    for (const bg of SHIPPED_BACKGROUNDS) {
      const ratio = worstContrast(BACKGROUND_TEXT, bg.colours, effectiveDim(bg, DEFAULT_DIM));
      expect(ratio, bg.id).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });

  it('never lets the dimming setting drop text below AA', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHIPPED_BACKGROUNDS), fc.double({ min: -1, max: 2, noNaN: true }), (bg, dim) => {
        expect(worstContrast(BACKGROUND_TEXT, bg.colours, effectiveDim(bg, dim))).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      }),
    );
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio(parseHex('#ffffff'), parseHex('#000000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#ffffff'), parseHex('#767676'))).toBeCloseTo(4.54, 2);
  });

  it('picks one background a day, the same all day, changing the next', () => {
    expect(backgroundForDay('2026-03-01')).toBe(backgroundForDay('2026-03-01'));
    expect(backgroundForDay('2026-03-02').id).not.toBe(backgroundForDay('2026-03-01').id);
    const ids = new Set(Array.from({ length: 24 }, (_, i) => backgroundForDay(`2026-04-${String(i + 1).padStart(2, '0')}`).id));
    expect(ids.size).toBe(24);
  });
});
