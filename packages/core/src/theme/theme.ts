export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key of the user's choice; the inline script in index.html reads the same key. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Cookie copy of the same choice, written by the app, so pages the server renders itself (the sandbox
 * checkout and portal, a confirmed email change) can follow it. Read through parseThemeChoice.
 */
export const THEME_COOKIE_NAME = 'lodestar-theme';

/** Values of <meta name="theme-color">. */
export const THEME_META_COLORS: Record<ResolvedTheme, string> = { dark: '#18181B', light: '#FAFAFA' };

/** A stored value that is not a known choice (absent, damaged) means 'system'. */
export function parseThemeChoice(raw: unknown): ThemeChoice {
  return typeof raw === 'string' && (THEME_CHOICES as readonly string[]).includes(raw) ? (raw as ThemeChoice) : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The header toggle flips between dark and light, leaving 'system' for an explicit choice. */
export function toggledTheme(current: ResolvedTheme): ResolvedTheme {
  return current === 'dark' ? 'light' : 'dark';
}
