/** The shortcuts of lib/shortcuts as the '?' list names them. */
export interface ShortcutHelp {
  keys: string[];
  does: string;
  /** A single key, off when the user turned them off. */
  single?: boolean;
}

export function isMacLike(nav: Navigator = navigator): boolean {
  return /Mac|iPhone|iPad/i.test(nav.platform || nav.userAgent);
}

/** Every shortcut, for the '?' list (the modifier named as on the user's keyboard). */
export function shortcutList(mac: boolean): ShortcutHelp[] {
  const mod = mac ? '⌘' : 'Ctrl';
  return [
    { keys: [mod, 'K'], does: 'Open the command palette' },
    { keys: ['/'], does: 'Open the command palette' },
    { keys: ['?'], does: 'Show keyboard shortcuts' },
    { keys: ['F'], does: "Edit today's focus", single: true },
    { keys: ['P'], does: 'Start or pause the Pomodoro', single: true },
    { keys: ['M'], does: 'Play or pause music', single: true },
    { keys: ['↑', '↓'], does: 'Move through the palette’s results' },
    { keys: ['Enter'], does: 'Run the result, or open the bookmark' },
    { keys: [mod, 'Enter'], does: 'Open the bookmark in a new tab' },
    { keys: ['Esc'], does: 'Close the palette' },
  ];
}
