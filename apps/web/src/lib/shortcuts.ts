/**
 * The page's keyboard shortcuts: the one keydown listener, eager and small (the palette's code loads later).
 * Ctrl+K / Cmd+K works everywhere; '/' and '?' and the single keys only when no field has focus, never with
 * a modifier the browser owns, never in an editable control, a widget that takes its own keys (role
 * application, a menu, a listbox, a grid) or an open dialog, and never on a held key's repeats.
 */
export type ShortcutAction = 'palette' | 'shortcuts' | 'focus' | 'pomodoro' | 'music';

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

const SINGLE_KEYS: Record<string, ShortcutAction> = { f: 'focus', p: 'pomodoro', m: 'music' };
const KEEPS_ITS_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="application"], [role="textbox"], [role="combobox"], [role="menu"], [role="listbox"], [role="grid"], [role="slider"], [role="dialog"], [role="alertdialog"]';

/** True when keys typed at `target` belong to it (a field, an editor, an open dialog). */
export function keepsItsKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(KEEPS_ITS_KEYS) !== null;
}

type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat' | 'isComposing' | 'target'>;

/** What a key press asks for, or null when it is not ours (the browser, the focused control or nothing). */
export function shortcutFor(event: KeyInput, singleKeys: boolean): ShortcutAction | null {
  if (event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return 'palette';
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return null;
  if (keepsItsKeys(event.target)) return null;
  if (event.key === '/') return 'palette';
  if (event.key === '?') return 'shortcuts';
  if (!singleKeys || event.shiftKey) return null;
  return SINGLE_KEYS[event.key] ?? null;
}

// Mirrored from the synced setting (the palette's chunk keeps it current) so the first key press, before
// that chunk loads, already honours it.
const SINGLE_KEYS_KEY = 'lodestar:single-key-shortcuts';

function storedSingleKeys(): boolean {
  try {
    return localStorage.getItem(SINGLE_KEYS_KEY) !== 'off';
  } catch {
    return true;
  }
}

let singleKeysOn: boolean | null = null;

export function setSingleKeysEnabled(on: boolean): void {
  singleKeysOn = on;
  try {
    localStorage.setItem(SINGLE_KEYS_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the setting still applies to this page.
  }
}

/** Listens on the window; returns the removal. */
export function installShortcuts(run: (action: ShortcutAction) => void, target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    singleKeysOn ??= storedSingleKeys();
    const action = shortcutFor(event, singleKeysOn);
    if (!action) return;
    event.preventDefault();
    run(action);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
