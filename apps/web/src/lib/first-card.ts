import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The new tab's first card comes first (issue 22): until the bookmarks have painted, the other widgets, the
 * header metrics, the backgrounds, the backup, the server connection and the service worker wait, so the
 * card's few files are all a warm open asks for before it. The wait opens once, for the page's life: when
 * the first card shows, when there are no bookmarks to show, or at the latest MAX_WAIT_MS after the shell
 * mounts, so a slow or failing bookmarks widget delays the others by at most that.
 */
export const FIRST_CARD_MAX_WAIT_MS = 2500;

/**
 * first-card-signal.ts's event, named here rather than imported: the entry holds that module, and an import of
 * it from this (shell) module makes the build split it into a file of its own, one more request on every open.
 * first-card.test.ts checks the two names agree.
 */
export const FIRST_CARD_EVENT_NAME = 'lodestar:first-card';

let shown = false;
const listeners = new Set<() => void>();

/** Lets everything that waits for the first card start (idempotent). */
export function firstCardShown(): void {
  if (shown) return;
  shown = true;
  // For what waits without importing this module (first-card-signal.ts), benches and traces.
  performance.mark(FIRST_CARD_EVENT_NAME);
  window.dispatchEvent(new Event(FIRST_CARD_EVENT_NAME));
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isShown = () => shown;

/** Whether the first card has shown (re-renders once when it does). */
export function useFirstCardShown(): boolean {
  return useSyncExternalStore(subscribe, isShown, isShown);
}

/** Resolves once the first card has shown (at once if it has). */
export function whenFirstCardShown(): Promise<void> {
  return shown ? Promise.resolve() : new Promise((resolve) => listeners.add(resolve));
}

/** Renders its children once the first card has shown (the backup, the snapshot keeper). */
export function AfterFirstCard({ children }: { children: ReactNode }): ReactNode {
  return useFirstCardShown() ? children : null;
}
