/**
 * The page's keyboard shortcuts: the one keydown listener, in the first screen's code and small; the palette
 * layer that acts on them (features/command-palette) loads later and takes what was pressed before it came.
 * Ctrl+K / Cmd+K works everywhere; '/' and '?' and the single keys only when no field has focus, never with
 * a modifier the browser owns, never in an editable control, a widget that takes its own keys (role
 * application, a menu, a listbox, a grid) or an open dialog, and never on a held key's repeats.
 */
export type ShortcutAction = 'palette' | 'shortcuts' | 'focus' | 'pomodoro' | 'music';

const SINGLE_KEYS: Record<string, ShortcutAction> = { f: 'focus', p: 'pomodoro', m: 'music' };
const KEEPS_ITS_KEYS =
  'input,textarea,select,[contenteditable]:not([contenteditable=false]),[role=application],[role=textbox],[role=combobox],[role=menu],[role=listbox],[role=grid],[role=slider],[role=dialog],[role=alertdialog]';

/** True when keys typed at `target` belong to it (a field, an editor, an open dialog). */
export function keepsItsKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(KEEPS_ITS_KEYS) !== null;
}

type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat' | 'isComposing' | 'target'>;

/** What a key press asks for, or null when it is not ours (the browser, the focused control or nothing). */
export function shortcutFor(event: KeyInput, singleKeys: boolean): ShortcutAction | null {
  if (event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return 'palette';
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || keepsItsKeys(event.target)) return null;
  if (event.key === '/') return 'palette';
  if (event.key === '?') return 'shortcuts';
  return singleKeys && !event.shiftKey ? (SINGLE_KEYS[event.key] ?? null) : null;
}

// Mirrored from the synced setting (the palette layer keeps it current) so a key pressed before that layer
// loads already honours it.
const SINGLE_KEYS_KEY = 'lodestar:single-key-shortcuts';
let singleKeysOn: boolean | null = null;

export function setSingleKeysEnabled(on: boolean): void {
  singleKeysOn = on;
  try {
    localStorage.setItem(SINGLE_KEYS_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the setting still applies to this page.
  }
}

function singleKeysEnabled(): boolean {
  try {
    singleKeysOn ??= localStorage.getItem(SINGLE_KEYS_KEY) !== 'off';
  } catch {
    singleKeysOn = true;
  }
  return singleKeysOn;
}

let receiver: ((action: ShortcutAction) => void) | null = null;
let queued: ShortcutAction | null = null;
let wanted: (() => void) | null = null;

/** A shortcut from the keyboard or a button (the header's Search): to the palette layer, or kept for it. */
export function runShortcut(action: ShortcutAction): void {
  wanted?.();
  if (receiver) receiver(action);
  else queued = action;
}

/** The palette layer takes the shortcuts (and the one pressed before it loaded); returns the release. */
export function receiveShortcuts(handler: (action: ShortcutAction) => void): () => void {
  receiver = handler;
  const waiting = queued;
  queued = null;
  if (waiting) handler(waiting);
  return () => {
    if (receiver === handler) receiver = null;
  };
}

/** Listens on the window; `onWanted` asks for the palette layer (a shortcut came). Returns the removal. */
export function installShortcuts(onWanted: () => void, target: Window = window): () => void {
  wanted = onWanted;
  const onKeyDown = (event: KeyboardEvent) => {
    const action = event.defaultPrevented ? null : shortcutFor(event, singleKeysEnabled());
    if (!action) return;
    event.preventDefault();
    runShortcut(action);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    wanted = null;
  };
}
