import { useSyncExternalStore } from 'react';
import { THEMES, type ThemeId } from '@lodestar/core';

const NONE: readonly string[] = [];

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-palette', 'data-theme'] });
  return () => observer.disconnect();
}

function current(): readonly string[] {
  const id = document.documentElement.dataset.palette as ThemeId | undefined;
  return (id && Object.hasOwn(THEMES, id) && THEMES[id].backgrounds) || NONE;
}

/**
 * The background set of the theme the page shows: lib/theme marks <html data-palette> only once the server has
 * granted the theme, so a theme that is not the user's to use never picks the day's background either.
 */
export function useThemeBackgrounds(): readonly string[] {
  return useSyncExternalStore(subscribe, current, () => NONE);
}

const isNight = () => document.documentElement.dataset.theme === 'dark';

/** Whether the page shows dark mode (lib/theme marks <html data-theme>): the background's night variant then. */
export function useNight(): boolean {
  return useSyncExternalStore(subscribe, isNight, () => false);
}
