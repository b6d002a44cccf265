import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore } from './theme-store';

/** A controllable prefers-color-scheme query for jsdom, which has no matchMedia. */
function fakeMedia(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    media,
    listeners,
    setDark(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

const meta = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

describe('theme store', () => {
  let os: ReturnType<typeof fakeMedia>;

  beforeEach(() => {
    localStorage.clear();
    os = fakeMedia(false);
    vi.stubGlobal('matchMedia', () => os.media);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.theme;
  });

  it('starts from the stored choice and applies it to the page', () => {
    localStorage.setItem('theme', 'dark');
    const store = createThemeStore(window);
    expect(store.getSnapshot()).toEqual({ choice: 'dark', resolved: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(meta()).toBe('#18181B');
  });

  it("copies the choice into the cookie the server's own pages read", () => {
    localStorage.setItem('theme', 'light');
    const store = createThemeStore(window);
    expect(document.cookie).toContain('lodestar-theme=light');
    store.toggle();
    expect(document.cookie).toContain('lodestar-theme=dark');
    store.setChoice('system');
    expect(document.cookie).toContain('lodestar-theme=system');
  });

  it('defaults to system and follows the OS preference live while subscribed', () => {
    const store = createThemeStore(window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toEqual({ choice: 'system', resolved: 'light' });
    os.setDark(true);
    expect(store.getSnapshot().resolved).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(meta()).toBe('#18181B');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(os.listeners.size).toBe(0);
  });

  it('ignores the OS preference under an explicit choice', () => {
    localStorage.setItem('theme', 'light');
    const store = createThemeStore(window);
    store.subscribe(() => {});
    os.setDark(true);
    expect(store.getSnapshot().resolved).toBe('light');
    expect(meta()).toBe('#FAFAFA');
  });

  it('stores a choice and toggles between light and dark', () => {
    const store = createThemeStore(window);
    store.setChoice('system');
    expect(localStorage.getItem('theme')).toBe('system');
    store.toggle();
    expect(store.getSnapshot()).toEqual({ choice: 'dark', resolved: 'dark' });
    expect(localStorage.getItem('theme')).toBe('dark');
    store.toggle();
    expect(store.getSnapshot()).toEqual({ choice: 'light', resolved: 'light' });
  });

  it('applies a choice made in another tab', () => {
    const store = createThemeStore(window);
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(store.getSnapshot()).toEqual({ choice: 'dark', resolved: 'dark' });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('treats a damaged stored value as system', () => {
    localStorage.setItem('theme', '{bad');
    os.setDark(true);
    expect(createThemeStore(window).getSnapshot()).toEqual({ choice: 'system', resolved: 'dark' });
  });
});
