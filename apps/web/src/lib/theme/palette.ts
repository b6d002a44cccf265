import { THEMES, themeCustomProperties, type ThemeId } from '@lodestar/core';

/**
 * An exclusive theme on the page: one small style sheet of custom properties for light and for dark, so
 * the light/dark choice keeps working under it. Not part of the first screen's scripts: only the lazily
 * loaded theme applier calls this. The sheet is also remembered (PALETTE_KEY) for index.html's inline
 * script, which paints it before any module loads on the next open: for the same user only, and never
 * past `until` (the end of the paid period the server reported), so a plan that ended stops painting it.
 */
export const PALETTE_KEY = 'lodestar:palette';
const STYLE_ID = 'theme-palette';

export interface RememberedPalette {
  theme: ThemeId;
  user: string;
  until: number;
  css: string;
}

/** The style sheet of a theme: ':root[data-theme="light"]{--color-bg:...}' and the same for dark. */
export function paletteCss(id: ThemeId): string {
  const theme = THEMES[id];
  return (['light', 'dark'] as const)
    .map((mode) => {
      const body = Object.entries(themeCustomProperties(theme, mode))
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
      // [data-palette] outweighs the page's own ':root[data-theme=dark]', whichever sheet loads last.
      return `:root[data-palette][data-theme='${mode}']{${body}}`;
    })
    .join('');
}

/** Shows a theme (the default removes the sheet and the page's own tokens apply) and marks <html> with it. */
export function applyPalette(doc: Document, id: ThemeId): void {
  const existing = doc.getElementById(STYLE_ID);
  if (id === 'default') {
    existing?.remove();
    delete doc.documentElement.dataset.palette;
    return;
  }
  const style = existing ?? doc.head.appendChild(doc.createElement('style'));
  style.id = STYLE_ID;
  style.textContent = paletteCss(id);
  doc.documentElement.dataset.palette = id;
}

export function rememberPalette(storage: Storage, palette: RememberedPalette | null): void {
  try {
    if (palette && palette.theme !== 'default') storage.setItem(PALETTE_KEY, JSON.stringify(palette));
    else storage.removeItem(PALETTE_KEY);
  } catch {
    // Storage blocked or full: the next open paints the default until the server answers.
  }
}
