import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio, parseHex } from '../start-page/contrast';
import { SHIPPED_BACKGROUNDS } from '../start-page/backgrounds';
import { SHIPPED_PHOTOS } from '../start-page/photos';
import { settingsSection } from '../sections/settings-section';
import { parseSection } from '../sections/parse-section';
import {
  DEFAULT_THEME_ID,
  EXCLUSIVE_THEME_IDS,
  PALETTE_TOKENS,
  THEME_IDS,
  THEMES,
  composite,
  effectiveThemeId,
  parseThemeId,
  surfaceOpacity,
  themeCustomProperties,
} from './themes';
import { THEME_META_COLORS } from './theme';

const AA = 4.5;
const ratio = (a: string, b: string) => contrastRatio(parseHex(a), parseHex(b));

describe('themes', () => {
  it('offers at least six exclusive themes besides the default', () => {
    expect(EXCLUSIVE_THEME_IDS.length).toBeGreaterThanOrEqual(6);
    expect(EXCLUSIVE_THEME_IDS).not.toContain(DEFAULT_THEME_ID);
    for (const id of THEME_IDS) expect(THEMES[id].id).toBe(id);
    expect(new Set(THEME_IDS.map((id) => THEMES[id].name)).size).toBe(THEME_IDS.length);
  });

  it('keeps the default theme equal to the page tokens the spec names (its page colours are the meta colours)', () => {
    expect(THEMES.default.palettes.light.bg.toUpperCase()).toBe(THEME_META_COLORS.light);
    expect(THEMES.default.palettes.dark.bg.toUpperCase()).toBe(THEME_META_COLORS.dark);
  });

  it.each(THEME_IDS.flatMap((id) => (['light', 'dark'] as const).map((mode) => [id, mode] as const)))(
    '%s (%s): every text colour meets WCAG AA on every surface it is drawn on',
    (id, mode) => {
      const pal = THEMES[id].palettes[mode];
      for (const surface of [pal.bg, pal.surface, pal['surface-muted']]) {
        expect(ratio(pal.text, surface), `text on ${surface}`).toBeGreaterThanOrEqual(AA);
        expect(ratio(pal['text-muted'], surface), `muted text on ${surface}`).toBeGreaterThanOrEqual(AA);
        expect(ratio(pal.primary, surface), `links on ${surface}`).toBeGreaterThanOrEqual(AA);
      }
      expect(ratio(pal['on-primary'], pal.primary), 'button text').toBeGreaterThanOrEqual(AA);
      expect(ratio(pal['on-primary'], pal['primary-hover']), 'hovered button text').toBeGreaterThanOrEqual(AA);
      // The focus ring is a non-text indicator: 3:1 against the page (WCAG 1.4.11).
      expect(ratio(pal.focus, pal.bg), 'focus ring').toBeGreaterThanOrEqual(3);
    },
  );

  it.each(THEME_IDS.flatMap((id) => (['light', 'dark'] as const).map((mode) => [id, mode] as const)))(
    '%s (%s): the translucent surface keeps AA over the darkest or lightest picture, and is no more opaque than that needs',
    (id, mode) => {
      const theme = THEMES[id];
      const pal = theme.palettes[mode];
      const opacity = surfaceOpacity(theme, mode);
      const worst = parseHex(mode === 'light' ? '#000000' : '#ffffff');
      const seen = (o: number) => composite(parseHex(pal.surface), worst, o);
      for (const ink of [pal.text, pal['text-muted'], pal.primary]) {
        expect(contrastRatio(parseHex(ink), seen(opacity)), `${ink} at ${opacity}`).toBeGreaterThanOrEqual(AA);
      }
      expect(opacity).toBeGreaterThanOrEqual(theme.surface.opacity);
      if (opacity > theme.surface.opacity) {
        const lower = seen(opacity - 0.01);
        expect([pal.text, pal['text-muted'], pal.primary].some((ink) => contrastRatio(parseHex(ink), lower) < AA)).toBe(true);
      }
      expect(themeCustomProperties(theme, mode)['--surface-opacity']).toBe(`${Math.round(opacity * 100)}%`);
    },
  );

  it('lets the themes differ in surface, not only in colour', () => {
    const looks = new Set(THEME_IDS.map((id) => `${THEMES[id].surface.opacity}/${THEMES[id].surface.blur}/${THEMES[id].clockWeight}`));
    expect(looks.size).toBe(THEME_IDS.length);
  });

  it('gives each exclusive theme its own background set of shipped photographs and gradients', () => {
    const shipped = new Set(SHIPPED_BACKGROUNDS.map((bg) => bg.id));
    const photos = new Set(SHIPPED_PHOTOS.map((photo) => photo.id));
    const sets = new Set<string>();
    for (const id of EXCLUSIVE_THEME_IDS) {
      expect(THEMES[id].backgrounds.length, id).toBeGreaterThanOrEqual(4);
      for (const bg of THEMES[id].backgrounds) expect(shipped.has(bg) || photos.has(bg), `${id}: ${bg}`).toBe(true);
      expect(THEMES[id].backgrounds.some((bg) => photos.has(bg)), `${id} has a photograph`).toBe(true);
      sets.add(THEMES[id].backgrounds.join());
    }
    expect(sets.size).toBe(EXCLUSIVE_THEME_IDS.length);
  });

  it('sets every palette token, both fonts and the radii as custom properties', () => {
    const vars = themeCustomProperties(THEMES.nord, 'dark');
    for (const token of PALETTE_TOKENS) expect(vars[`--color-${token}`]).toMatch(/^#[0-9a-f]{6}$/);
    expect(vars['--font-sans']).toContain('sans-serif');
    expect(vars['--radius-md']).toBe('10px');
    // Values go into a style sheet: none may close a declaration or a rule.
    for (const id of THEME_IDS) {
      for (const value of Object.values(themeCustomProperties(THEMES[id], 'light'))) expect(value).not.toMatch(/[;{}<>]/);
    }
  });

  it('shows a named exclusive theme only with the yearly perks', () => {
    expect(effectiveThemeId('nord', true)).toBe('nord');
    expect(effectiveThemeId('nord', false)).toBe('default');
    expect(effectiveThemeId('default', false)).toBe('default');
    expect(effectiveThemeId('no-such-theme', true)).toBe('default');
  });

  it('never shows anything but the default without the perks, whatever the settings say', () => {
    fc.assert(fc.property(fc.anything(), (requested) => effectiveThemeId(requested, false) === DEFAULT_THEME_ID));
    fc.assert(fc.property(fc.anything(), (requested) => THEME_IDS.includes(parseThemeId(requested))));
  });

  it('reads a damaged or unknown theme in synced settings as the default, keeping the other settings', () => {
    const parsed = parseSection(settingsSection, { clock: { hour12: false }, appearance: { theme: '<script>' } });
    expect(parsed.appearance.theme).toBe('default');
    expect(parsed.clock.hour12).toBe(false);
  });
});
