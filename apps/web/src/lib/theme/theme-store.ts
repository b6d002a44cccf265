import {
  THEME_COOKIE_NAME,
  THEME_META_COLORS,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  resolveTheme,
  toggledTheme,
  type ResolvedTheme,
  type ThemeChoice,
} from '@lodestar/core';

export interface ThemeState {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
}

export interface ThemeStore {
  getSnapshot(): ThemeState;
  subscribe(listener: () => void): () => void;
  setChoice(choice: ThemeChoice): void;
  /** The header toggle: flips the shown theme between light and dark. */
  toggle(): void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStored(storage: Storage): ThemeChoice {
  try {
    return parseThemeChoice(storage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage blocked (privacy mode): behave as if nothing was chosen
  }
}

/** Puts the theme on the page: data-theme for the CSS, color-scheme for form controls, the meta colour. */
export function applyTheme(doc: Document, resolved: ResolvedTheme): void {
  doc.documentElement.dataset.theme = resolved;
  doc.documentElement.style.colorScheme = resolved;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = THEME_META_COLORS[resolved];
}

/**
 * Copies the choice into a cookie so the server's own pages (the sandbox checkout and portal, a
 * confirmed email change) open in it too; the server validates it, anything unknown being 'system'.
 */
export function writeThemeCookie(doc: Document, choice: ThemeChoice): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${THEME_COOKIE_NAME}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // A page without cookies (a sandboxed frame): the server's pages follow the system instead.
  }
}

/**
 * The theme of this tab. Listens, while anything subscribes, to the OS preference (so 'system'
 * follows it live) and to 'storage' events (so a choice made in another tab applies here too).
 */
export function createThemeStore(win: Window): ThemeStore {
  const media = win.matchMedia(DARK_QUERY);
  const listeners = new Set<() => void>();
  let state = compute(readStored(win.localStorage));

  function compute(choice: ThemeChoice): ThemeState {
    return { choice, resolved: resolveTheme(choice, media.matches) };
  }
  function update(next: ThemeState) {
    if (next.choice === state.choice && next.resolved === state.resolved) return;
    state = next;
    applyTheme(win.document, state.resolved);
    listeners.forEach((listener) => listener());
  }
  const onMediaChange = () => update(compute(state.choice));
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) update(compute(readStored(win.localStorage)));
  };

  function setChoice(choice: ThemeChoice) {
    try {
      win.localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Not persisted, still applied to this tab.
    }
    writeThemeCookie(win.document, choice);
    update(compute(choice));
  }

  applyTheme(win.document, state.resolved);
  // A choice stored before the cookie existed reaches the server's pages too.
  writeThemeCookie(win.document, state.choice);

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      if (listeners.size === 0) {
        media.addEventListener('change', onMediaChange);
        win.addEventListener('storage', onStorage);
        // A change may have happened while nobody listened.
        update(compute(readStored(win.localStorage)));
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          media.removeEventListener('change', onMediaChange);
          win.removeEventListener('storage', onStorage);
        }
      };
    },
    setChoice,
    toggle: () => setChoice(toggledTheme(state.resolved)),
  };
}
