import type { Icon } from '@phosphor-icons/react';

export type PaletteGroup = 'Bookmarks' | 'Actions' | 'Agents' | 'Go to' | 'Settings';

/** One result of the palette. */
export interface PaletteItem {
  /** Stable and unique ('bookmark:<id>', 'action:pomodoro-start'): the recent list keeps these. */
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second line (a bookmark's address). */
  hint?: string;
  /** Other words it is found by. */
  keywords?: readonly string[];
  icon: Icon;
  /** `newTab`: Ctrl/Cmd+Enter (or Ctrl/Cmd+click) on a bookmark. */
  run(options: { newTab: boolean }): void;
}
