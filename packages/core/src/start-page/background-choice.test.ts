import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_TEXT, SHIPPED_BACKGROUNDS, WCAG_AA_TEXT, backgroundForDay } from './backgrounds';
import { AA_LIMIT_GREY, backingColour, minimumDimForColours, paintedBackground } from './background-choice';
import { contrastRatio, dimmed, parseHex, worstContrast, type Rgb } from './contrast';
import { DEFAULT_BACKGROUND_CHOICE, backgroundChoiceSchema, startPageSection, type BackgroundChoice } from './start-page-section';

const dayKey = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const rgb = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));

describe('the painted background', () => {
  it('is the day one by default, a chosen one when chosen, nothing when none', () => {
    expect(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01')).toMatchObject({ kind: 'shipped', background: backgroundForDay('2026-03-01') });
    const chosen: BackgroundChoice = { ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'fjord' };
    expect(paintedBackground(chosen, '2026-03-01')).toMatchObject({ background: { id: 'fjord' } });
    expect(paintedBackground(chosen, '2026-09-17')).toMatchObject({ background: { id: 'fjord' } });
    expect(paintedBackground({ ...chosen, mode: 'none' }, '2026-03-01')).toEqual({ kind: 'none' });
  });

  it("draws the day's background from the active theme's set when there is one", () => {
    const set = ['glacier', 'fjord', 'midnight'];
    const days = Array.from({ length: 9 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);
    const painted = days.map((day) => paintedBackground(DEFAULT_BACKGROUND_CHOICE, day, set));
    expect(new Set(painted.map((p) => (p.kind === 'shipped' ? p.background.id : p.kind)))).toEqual(new Set(set));
    // A chosen background stays chosen whatever the theme.
    expect(paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'ember' }, days[0]!, set)).toMatchObject({ background: { id: 'ember' } });
    // A set naming nothing that ships is no set.
    expect(paintedBackground(DEFAULT_BACKGROUND_CHOICE, days[0]!, ['gone'])).toMatchObject({ background: backgroundForDay(days[0]!) });
  });

  it("shows the user's image only once there is one, never dimmed below its measured floor", () => {
    expect(paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'own' }, '2026-03-01').kind).toBe('shipped');
    const own: BackgroundChoice = { ...DEFAULT_BACKGROUND_CHOICE, mode: 'own', dim: 0.1, own: { version: 'v1', minDim: 0.42 } };
    expect(paintedBackground(own, '2026-03-01')).toEqual({ kind: 'own', version: 'v1', dim: 0.42 });
    expect(paintedBackground({ ...own, dim: 0.6 }, '2026-03-01')).toEqual({ kind: 'own', version: 'v1', dim: 0.6 });
  });

  it('keeps white text at AA over every shipped background, for every choice, day and dimming', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPED_BACKGROUNDS.map((bg) => bg.id)),
        fc.constantFrom('daily' as const, 'shipped' as const),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        dayKey,
        (shippedId, mode, dim, day) => {
          const painted = paintedBackground({ mode, shippedId, dim, own: null }, day);
          if (painted.kind !== 'shipped') throw new Error('expected a shipped background');
          expect(worstContrast(BACKGROUND_TEXT, painted.background.colours, painted.dim)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
        },
      ),
    );
  });

  it("stands for the picture with its lightest dimmed colour, so a checker's contrast is the least the text gets", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHIPPED_BACKGROUNDS.map((bg) => bg.id)), fc.double({ min: 0, max: 0.9, noNaN: true }), (shippedId, dim) => {
        const painted = paintedBackground({ mode: 'shipped', shippedId, dim, own: null }, '2026-03-01');
        if (painted.kind !== 'shipped') throw new Error('expected a shipped background');
        const backing = contrastRatio(BACKGROUND_TEXT, parseHex(backingColour(painted)!));
        expect(backing).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
        // The worst of the picture's colours, to the rounding of a CSS colour (never lighter than it).
        expect(backing).toBeGreaterThanOrEqual(worstContrast(BACKGROUND_TEXT, painted.background.colours, painted.dim) - 1e-9);
      }),
    );
    // Glacier's lightest colour (#e8f4f8) at its floor is the one behind the text.
    const glacier = paintedBackground({ mode: 'shipped', shippedId: 'glacier', dim: 0, own: null }, '2026-03-01');
    expect(glacier.kind === 'shipped' && backingColour(glacier)).toBe(`#${dimmed(parseHex('#e8f4f8'), glacier.kind === 'shipped' ? glacier.dim : 0).map((c) => Math.floor(c).toString(16).padStart(2, '0')).join('')}`);
    // A user's image: the AA-limit grey (#767676), the lightest that keeps white text at AA.
    expect(backingColour({ kind: 'own', version: 'v1', dim: 0.4 })).toBe('#767676');
    expect(contrastRatio(BACKGROUND_TEXT, AA_LIMIT_GREY)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    expect(contrastRatio(BACKGROUND_TEXT, AA_LIMIT_GREY.map((c) => c + 1) as unknown as Rgb)).toBeLessThan(WCAG_AA_TEXT);
    expect(backingColour({ kind: 'none' })).toBeNull();
  });

  it('measures the floor of an image: the least dimming that keeps white text at AA over all its colours', () => {
    expect(minimumDimForColours([[0, 0, 0]])).toBe(0);
    expect(minimumDimForColours([[255, 255, 255]])).toBeGreaterThan(0.4);
    fc.assert(
      fc.property(fc.array(rgb, { minLength: 1, maxLength: 40 }), (colours) => {
        const floor = minimumDimForColours(colours as Rgb[]);
        for (const c of colours) expect(contrastRatio(BACKGROUND_TEXT, dimmed(c as Rgb, floor))).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
        if (floor > 0) expect(colours.some((c) => contrastRatio(BACKGROUND_TEXT, dimmed(c as Rgb, floor - 0.01)) < WCAG_AA_TEXT)).toBe(true);
      }),
    );
  });

  it('refuses a synced choice naming a background that does not ship, or a dimming out of range', () => {
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, shippedId: 'nope' }).success).toBe(false);
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, dim: 1.5 }).success).toBe(false);
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, own: { version: '../x', minDim: 0.2 } }).success).toBe(false);
    expect(startPageSection.defaults.background).toEqual(DEFAULT_BACKGROUND_CHOICE);
  });
});
