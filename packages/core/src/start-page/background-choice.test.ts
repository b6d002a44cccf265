import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_TEXT, SHIPPED_BACKGROUNDS, WCAG_AA_TEXT, coloursOf } from './backgrounds';
import { AA_LIMIT_GREY, backgroundOfDay, backingColour, minimumDimForColours, paintedBackground, placeholderCss, type PaintedBackground } from './background-choice';
import { contrastRatio, dimmed, parseHex, worstContrast, type Rgb } from './contrast';
import { SHIPPED_PHOTOS, type FolderPhoto } from './photos';
import { DEFAULT_BACKGROUND_CHOICE, backgroundChoiceSchema, startPageSection, type BackgroundChoice } from './start-page-section';

const dayKey = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const rgb = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));
const shippedIds = [...SHIPPED_BACKGROUNDS.map((bg) => bg.id), ...SHIPPED_PHOTOS.map((photo) => photo.id)];
const idOf = (painted: PaintedBackground) =>
  painted.kind === 'shipped' ? painted.background.id : painted.kind === 'photo' ? painted.photo.id : painted.kind === 'folder' ? painted.photo.name : painted.kind;
/** The colours under the hero of a painted shipped background or photo. */
const heroColours = (painted: PaintedBackground) =>
  painted.kind === 'shipped' ? coloursOf(painted.background, painted.night) : painted.kind === 'photo' ? painted.photo[painted.night ? 'night' : 'day'].heroColours : [];
const folder: FolderPhoto[] = ['a.jpg', 'b.webp', 'c.png'].map((name) => ({ name, version: '1-1', placeholder: 'data:image/webp;base64,AA==', minScrim: 0.35 }));

describe('the painted background', () => {
  it('is a photograph of the day by default, a chosen one when chosen, nothing when none', () => {
    expect(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01')).toMatchObject({ kind: 'photo', photo: { id: idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01')) } });
    expect(backgroundOfDay('2026-03-01').kind).toBe('photo');
    const chosen: BackgroundChoice = { ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'fjord' };
    expect(paintedBackground(chosen, '2026-03-01')).toMatchObject({ background: { id: 'fjord' } });
    expect(paintedBackground(chosen, '2026-09-17')).toMatchObject({ background: { id: 'fjord' } });
    expect(paintedBackground({ ...chosen, shippedId: 'dunes' }, '2026-09-17')).toMatchObject({ kind: 'photo', photo: { id: 'dunes' } });
    expect(paintedBackground({ ...chosen, mode: 'none' }, '2026-03-01')).toEqual({ kind: 'none' });
  });

  it('turns the day: the same all day, another the next, every photo in turn (the date is an argument)', () => {
    expect(idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01'))).toBe(idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01')));
    expect(idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-02'))).not.toBe(idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01')));
    const days = Array.from({ length: SHIPPED_PHOTOS.length }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
    expect(new Set(days.map((day) => idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, day))))).toEqual(new Set(SHIPPED_PHOTOS.map((p) => p.id)));
  });

  it("draws the day's background from the active theme's set, else from the operator's folder", () => {
    const set = ['glacier', 'mirror-lake', 'midnight'];
    const days = Array.from({ length: 9 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`);
    expect(new Set(days.map((day) => idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, day, { themeSet: set, folder }))))).toEqual(new Set(set));
    expect(new Set(days.map((day) => idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, day, { folder }))))).toEqual(new Set(['a.jpg', 'b.webp', 'c.png']));
    // A chosen background stays chosen whatever the theme or folder.
    expect(paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'ember' }, days[0]!, { themeSet: set, folder })).toMatchObject({ background: { id: 'ember' } });
    // A set naming nothing that ships is no set.
    expect(idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, days[0]!, { themeSet: ['gone'] }))).toBe(idOf(paintedBackground(DEFAULT_BACKGROUND_CHOICE, days[0]!)));
    // A folder photo keeps the scrim its colours need.
    expect(paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, dim: 0 }, days[0]!, { folder })).toMatchObject({ kind: 'folder', scrim: 0.35 });
  });

  it('paints the night variant of the same background in dark mode', () => {
    const day = paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01');
    const night = paintedBackground(DEFAULT_BACKGROUND_CHOICE, '2026-03-01', { night: true });
    expect(idOf(night)).toBe(idOf(day));
    expect(night).toMatchObject({ night: true });
    expect(placeholderCss(night)).not.toBe(placeholderCss(day));
  });

  it("shows the user's image only once there is one, never with a scrim below its measured floor", () => {
    expect(paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'own' }, '2026-03-01').kind).toBe('photo');
    const own: BackgroundChoice = { ...DEFAULT_BACKGROUND_CHOICE, mode: 'own', dim: 0.1, own: { version: 'v1', minDim: 0.42 } };
    expect(paintedBackground(own, '2026-03-01')).toEqual({ kind: 'own', version: 'v1', night: false, scrim: 0.42 });
    expect(paintedBackground({ ...own, dim: 0.6 }, '2026-03-01')).toEqual({ kind: 'own', version: 'v1', night: false, scrim: 0.6 });
  });

  it('keeps white hero text at AA over the scrim of every shipped background and photo, by day and night, for every choice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shippedIds), fc.constantFrom('daily' as const, 'shipped' as const), fc.double({ min: 0, max: 0.9, noNaN: true }), dayKey, fc.boolean(), (shippedId, mode, dim, day, night) => {
        const painted = paintedBackground({ mode, shippedId, dim, own: null }, day, { night });
        if (painted.kind !== 'shipped' && painted.kind !== 'photo') throw new Error('expected a shipped background or photo');
        expect(worstContrast(BACKGROUND_TEXT, heroColours(painted), painted.scrim)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      }),
    );
  });

  it('keeps the scrim light where the picture allows: a dark place is not shaded beyond the setting', () => {
    const midnight = paintedBackground({ mode: 'shipped', shippedId: 'midnight', dim: 0, own: null }, '2026-03-01');
    expect(midnight.kind === 'shipped' && midnight.scrim).toBeLessThan(0.2);
  });

  it("stands for the picture with its lightest colour under the scrim, so a checker's contrast is the least the text gets", () => {
    fc.assert(
      fc.property(fc.constantFrom(...shippedIds), fc.double({ min: 0, max: 0.9, noNaN: true }), fc.boolean(), (shippedId, dim, night) => {
        const painted = paintedBackground({ mode: 'shipped', shippedId, dim, own: null }, '2026-03-01', { night });
        if (painted.kind !== 'shipped' && painted.kind !== 'photo') throw new Error('expected a shipped background or photo');
        const backing = contrastRatio(BACKGROUND_TEXT, parseHex(backingColour(painted)!));
        expect(backing).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
        // The worst of the hero's colours, to the rounding of a CSS colour (never lighter than it).
        expect(backing).toBeGreaterThanOrEqual(worstContrast(BACKGROUND_TEXT, heroColours(painted), painted.scrim) - 1e-9);
      }),
    );
    // Glacier's lightest colour (#e8f4f8) at its floor is the one behind the text.
    const glacier = paintedBackground({ mode: 'shipped', shippedId: 'glacier', dim: 0, own: null }, '2026-03-01');
    const scrim = glacier.kind === 'shipped' ? glacier.scrim : 0;
    expect(backingColour(glacier)).toBe(`#${dimmed(parseHex('#e8f4f8'), scrim).map((c) => Math.floor(c).toString(16).padStart(2, '0')).join('')}`);
    // A user's image: the AA-limit grey (#767676), the lightest that keeps white text at AA.
    expect(backingColour({ kind: 'own', version: 'v1', night: false, scrim: 0.4 })).toBe('#767676');
    expect(contrastRatio(BACKGROUND_TEXT, AA_LIMIT_GREY)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    expect(contrastRatio(BACKGROUND_TEXT, AA_LIMIT_GREY.map((c) => c + 1) as unknown as Rgb)).toBeLessThan(WCAG_AA_TEXT);
    expect(backingColour({ kind: 'none' })).toBeNull();
  });

  it('measures the floor of an image: the least scrim that keeps white text at AA over all its colours', () => {
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

  it('refuses a synced choice naming a background that does not ship, or a scrim out of range', () => {
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, shippedId: 'nope' }).success).toBe(false);
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, shippedId: 'canyon' }).success).toBe(true);
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, dim: 1.5 }).success).toBe(false);
    expect(backgroundChoiceSchema.safeParse({ ...DEFAULT_BACKGROUND_CHOICE, own: { version: '../x', minDim: 0.2 } }).success).toBe(false);
    expect(startPageSection.defaults.background).toEqual(DEFAULT_BACKGROUND_CHOICE);
  });
});

describe('the placeholder painted before a photo loads', () => {
  it('is a data URL of a few hundred bytes at most, by day and by night, for every shipped photo', () => {
    for (const photo of SHIPPED_PHOTOS) {
      for (const time of ['day', 'night'] as const) {
        const { placeholder, heroColours: colours } = photo[time];
        expect(placeholder, `${photo.id} ${time}`).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
        expect(placeholder.length, `${photo.id} ${time}`).toBeLessThanOrEqual(400);
        expect(colours.length).toBeGreaterThan(0);
      }
      const css = placeholderCss(paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: photo.id }, '2026-03-01'));
      expect(css).toBe(`url("${photo.day.placeholder}")`);
      expect(css!.length).toBeLessThanOrEqual(420);
    }
  });

  it('is the gradient itself for a background drawn in code, and nothing to load for the user image', () => {
    const fjord = paintedBackground({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'fjord' }, '2026-03-01');
    expect(placeholderCss(fjord)).toMatch(/^linear-gradient\(/);
    expect(placeholderCss({ kind: 'own', version: 'v1', night: false, scrim: 0.4 })).toBeNull();
  });
});
