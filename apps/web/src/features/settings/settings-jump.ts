import { useEffect, useSyncExternalStore } from 'react';
import { onCommand } from '../../lib/commands';

interface SettingsJump {
  title: string;
  /** Counts the requests, so asking twice for one section jumps twice. */
  key: number;
}

// The panel's one receiver of the palette's 'jump to a settings section' (lib/commands) keeps the latest
// request here; each section reads it (one receiver, so a request sent while the panel loads is not taken
// by whichever section mounts first).
let current: SettingsJump | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** In the panel: receives the jumps while it is open. */
export function useSettingsJump(): void {
  useEffect(() => {
    const stop = onCommand('settings.section', ({ title }) => {
      current = { title, key: (current?.key ?? 0) + 1 };
      for (const listener of [...listeners]) listener();
    });
    return () => {
      stop();
      current = null;
    };
  }, []);
}

/** In a section: opens it and moves the focus to its heading when the palette jumps to `title`. */
export function useJumpTarget(title: string, open: () => void, heading: () => HTMLElement | null): void {
  const jump = useSyncExternalStore(subscribe, () => current);
  const wanted = jump?.title === title ? jump.key : null;
  useEffect(() => {
    if (wanted === null) return;
    open();
    const element = heading();
    element?.scrollIntoView({ block: 'start' });
    element?.focus();
    // Only a new request moves the focus, never a re-render.
  }, [wanted]);
}
