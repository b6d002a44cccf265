/** The reload after a restore, in one place so component tests can observe it (jsdom cannot reload). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** Delays after a restore (spec 000 §4): 2 s after a manual restore, 1.5 s after the automatic one. */
export const RELOAD_AFTER_RESTORE_MS = 2000;
export const RELOAD_AFTER_AUTO_RESTORE_MS = 1500;

export function reloadAfter(ms: number): () => void {
  const timer = setTimeout(() => pageReload.reload(), ms);
  return () => clearTimeout(timer);
}
