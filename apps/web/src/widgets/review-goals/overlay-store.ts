import { useSyncExternalStore } from 'react';

export interface OverlayState {
  open: boolean;
  /** Opened on the setup view (the Settings button). */
  setup: boolean;
}

let state: OverlayState = { open: false, setup: false };
const listeners = new Set<() => void>();

function set(next: OverlayState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Opens the review overlay (the schedule, the sidebar card); the host renders it. */
export function openReview(setup = false): void {
  set({ open: true, setup });
}

export function closeReview(): void {
  set({ open: false, setup: false });
}

export function setReviewSetup(setup: boolean): void {
  set({ ...state, setup });
}

export function useOverlayState(): OverlayState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
