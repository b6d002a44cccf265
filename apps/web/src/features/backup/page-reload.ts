/** The reload after a restore, in one place so component tests can observe it (jsdom cannot reload). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** Delays after a restore (spec 000 §4): 2 s after a manual restore, 1.5 s after the automatic one. */
export const RELOAD_AFTER_RESTORE_MS = 2000;
export const RELOAD_AFTER_AUTO_RESTORE_MS = 1500;

/** The longest a reload waits for the server to acknowledge a restore before it goes ahead anyway. */
export const RELOAD_SAVE_WAIT_MS = 30_000;

/**
 * Reloads once `ms` have passed and, when given, `whenSaved` has resolved (the restore has reached the server), or
 * RELOAD_SAVE_WAIT_MS past the delay at most. Returns the cancel function.
 */
export function reloadAfter(ms: number, whenSaved?: () => Promise<void>): () => void {
  let cancelled = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const delay = (wait: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, wait)));
  void delay(ms)
    .then(() => (whenSaved ? Promise.race([whenSaved(), delay(RELOAD_SAVE_WAIT_MS)]) : undefined))
    .then(() => {
      if (!cancelled) pageReload.reload();
    });
  return () => {
    cancelled = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
