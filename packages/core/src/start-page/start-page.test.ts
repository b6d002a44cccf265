import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_TEXT,
  DEFAULT_DIM,
  SHIPPED_BACKGROUNDS,
  WCAG_AA_TEXT,
  backgroundCss,
  coloursOf,
  effectiveScrim,
  minimumDim,
  nightColours,
} from './backgrounds';
import { contrastRatio, parseHex, relativeLuminance, worstContrast, type Rgb } from './contrast';
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
    // A name chosen for the greeting (imported from Tabliss or Bonjourr) comes first, whole.
    expect(greetingLine(9, { name: 'Avery Quinn' }, 'Dr Ada')).toBe('Good morning, Dr Ada');
    expect(greetingLine(9, { name: 'Avery Quinn' }, ' ')).toBe('Good morning, Avery');
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

  it('keeps white text at WCAG AA over every background, by day and by night, under its default scrim', () => {
    for (const bg of SHIPPED_BACKGROUNDS) {
      for (const night of [false, true]) {
        const ratio = worstContrast(BACKGROUND_TEXT, coloursOf(bg, night), effectiveScrim(minimumDim(bg, night), DEFAULT_DIM));
        expect(ratio, `${bg.id} ${night ? 'night' : 'day'}`).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      }
    }
  });

  it('never lets the scrim setting drop text below AA', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHIPPED_BACKGROUNDS), fc.boolean(), fc.double({ min: -1, max: 2, noNaN: true }), (bg, night, dim) => {
        expect(worstContrast(BACKGROUND_TEXT, coloursOf(bg, night), effectiveScrim(minimumDim(bg, night), dim))).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      }),
    );
  });

  it('draws each background by night as the same place, darker and bluer', () => {
    for (const bg of SHIPPED_BACKGROUNDS) {
      const day = bg.colours.map(parseHex);
      const night = nightColours(bg.colours).map(parseHex);
      expect(night).toHaveLength(day.length);
      night.forEach((colour, i) => {
        expect(relativeLuminance(colour), bg.id).toBeLessThan(relativeLuminance(day[i]!) + 1e-9);
        // Bluer: its blue share grows (or it was already all blue).
        const share = ([r, g, b]: Rgb) => b / Math.max(1, r + g + b);
        expect(share(colour) + 1e-9, bg.id).toBeGreaterThanOrEqual(Math.min(share(day[i]!), 1 / 3));
      });
      // So the night needs no more scrim than the day.
      expect(minimumDim(bg, true), bg.id).toBeLessThanOrEqual(minimumDim(bg, false));
      expect(backgroundCss(bg, true)).not.toBe(backgroundCss(bg));
    }
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio(parseHex('#ffffff'), parseHex('#000000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#ffffff'), parseHex('#767676'))).toBeCloseTo(4.54, 2);
  });

});
