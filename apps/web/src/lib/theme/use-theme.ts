import { useSyncExternalStore } from 'react';
import type { ThemeChoice } from '@lodestar/core';
import { createThemeStore, type ThemeState, type ThemeStore } from './theme-store';

let store: ThemeStore | undefined;

/** The page's theme store, created on first use so importing this module has no side effect. */
export function themeStore(): ThemeStore {
  store ??= createThemeStore(window);
  return store;
}

export function useTheme(): ThemeState & { setChoice(choice: ThemeChoice): void; toggle(): void } {
  const current = themeStore();
  const state = useSyncExternalStore(current.subscribe, current.getSnapshot, current.getSnapshot);
  return { ...state, setChoice: current.setChoice, toggle: current.toggle };
}
