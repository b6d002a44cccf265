import { afterEach, describe, expect, it } from 'vitest';
import { PALETTE_KEY, applyPalette, paletteCss, rememberPalette } from './palette';

afterEach(() => {
  applyPalette(document, 'default');
  localStorage.clear();
});

describe('theme palette', () => {
  it('writes the theme for light and for dark, so the light/dark choice keeps working under it', () => {
    const css = paletteCss('nord');
    expect(css).toContain(":root[data-palette][data-theme='light']{--color-bg:#eceff4;");
    expect(css).toContain(":root[data-palette][data-theme='dark']{--color-bg:#2e3440;");
    expect(css).toContain('--font-sans:');
    expect(css).not.toMatch(/<|\}\s*\}/);
  });

  it('puts one sheet on the page, replaces it on a change, and removes it for the default', () => {
    applyPalette(document, 'sepia');
    applyPalette(document, 'forest');
    const sheets = document.querySelectorAll('#theme-palette');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toContain('--color-bg:#f2f5ef');
    expect(document.documentElement.dataset.palette).toBe('forest');
    applyPalette(document, 'default');
    expect(document.getElementById('theme-palette')).toBeNull();
    expect(document.documentElement.dataset.palette).toBeUndefined();
  });

  it('remembers an exclusive theme for the next paint and forgets it for the default or no perks', () => {
    rememberPalette(localStorage, { theme: 'rose', user: 'u1', until: 10, css: paletteCss('rose') });
    expect(JSON.parse(localStorage.getItem(PALETTE_KEY)!)).toMatchObject({ theme: 'rose', user: 'u1', until: 10 });
    rememberPalette(localStorage, null);
    expect(localStorage.getItem(PALETTE_KEY)).toBeNull();
    rememberPalette(localStorage, { theme: 'default', user: 'u1', until: 10, css: '' });
    expect(localStorage.getItem(PALETTE_KEY)).toBeNull();
  });
});
