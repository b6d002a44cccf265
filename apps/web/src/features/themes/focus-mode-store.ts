import { useSyncExternalStore } from 'react';

/**
 * Labs' focus mode, kept on this device only (a phone need not go quiet because the laptop did):
 * one localStorage flag, followed live in this tab and in others.
 */
export const FOCUS_MODE_KEY = 'lodestar:focusMode';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(FOCUS_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

let current = typeof window === 'undefined' ? false : read();

export function setFocusMode(on: boolean): void {
  current = on;
  try {
    if (on) window.localStorage.setItem(FOCUS_MODE_KEY, 'on');
    else window.localStorage.removeItem(FOCUS_MODE_KEY);
  } catch {
    // Not kept: the mode lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== FOCUS_MODE_KEY && event.key !== null) return;
    current = read();
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFocusMode(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, () => current), setFocusMode];
}
