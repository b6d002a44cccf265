import { SHELL_LAYOUT, snapshotValidUntil } from '@lodestar/core';
import { captureSnapshot } from './capture-snapshot';
import { isSettled } from './settled';
import { BUILD_ID, saveSnapshot } from './snapshot-store';
import { appPathname } from '../app-host';

/** A change is pictured this long after it starts, and pictures are at least this far apart. */
const FIRST_AFTER_MS = 700;
const GAP_MS = 5000;
const MEDIA = `(max-width: ${SHELL_LAYOUT.mobileBreakpoint}px)`;
/** The paths index.html paints the picture on. */
const DASHBOARD_PATHS = new Set(['/', '/app']);

/**
 * Keeps a picture of the signed-in dashboard for the next open (snapshot-store.ts): after a change once
 * everything shown has loaded, and when the page is hidden or left. Returns the stop function.
 */
export function keepSnapshots(userId: string, now: () => Date = () => new Date()): () => void {
  const root = document.getElementById('root');
  if (!root) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (document.getElementById('snapshot') || !DASHBOARD_PATHS.has(appPathname())) return;
    if (!isSettled(root) || !root.querySelector('[data-widget]')) return;
    const at = now();
    saveSnapshot({
      v: BUILD_ID,
      userId,
      savedAt: at.getTime(),
      validUntil: snapshotValidUntil(at),
      media: MEDIA,
      mobile: matchMedia(MEDIA).matches,
      ...captureSnapshot(root),
    });
    last = performance.now();
  };
  const schedule = () => {
    timer ??= setTimeout(save, Math.max(FIRST_AFTER_MS, last + GAP_MS - performance.now()));
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', save);
  schedule();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', save);
  };
}
