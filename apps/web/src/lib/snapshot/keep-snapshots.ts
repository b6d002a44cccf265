import { SHELL_LAYOUT, snapshotValidUntil } from '@lodestar/core';
import { captureSnapshot } from './capture-snapshot';
import { isSettled } from './settled';
import { PAGE_CACHE_MARK, PAGE_PATHS } from './bake-page';
import { bakeIntoPageCache } from './page-cache';
import { BUILD_ID, removeSnapshot, saveSnapshot, type DashboardSnapshot } from './snapshot-store';
import { appPathname } from '../app-host';

/**
 * A change is pictured this long after it starts, and pictures are at least this far apart: a bookmark just
 * added is in the next new tab's picture a second or two later. Live values (a running timer, the clock) are
 * hidden in the picture, so their ticking never asks for one.
 */
const FIRST_AFTER_MS = 700;
const GAP_MS = 1500;
/** Live values: left blank in the picture, or (the clocks) set to the time by index.html when it is shown. */
const LIVE_VALUE = '[data-snapshot-hide], [data-snapshot-clock]';

/**
 * Whether a change leaves the picture as it was: one inside a live value (left blank), or of an aria-*
 * attribute (the picture is aria-hidden; a running timer's name, for one, changes every second).
 */
function unseenInPicture(record: MutationRecord): boolean {
  if (record.type === 'attributes' && record.attributeName?.startsWith('aria-')) return true;
  const element = record.target instanceof Element ? record.target : record.target.parentElement;
  return element?.closest(LIVE_VALUE) != null;
}
const MEDIA = `(max-width: ${SHELL_LAYOUT.mobileBreakpoint}px)`;
/** The signed-in user lib/session-store remembers (its `lastSessionUser`, removed at sign-out), as index.html reads it. */
function rememberedUserId(): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem('lastSessionUser') ?? 'null') as { id?: string } | null)?.id;
  } catch {
    return undefined;
  }
}
/** The paths index.html paints the picture on. */
const DASHBOARD_PATHS = new Set<string>(PAGE_PATHS);

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
    // Signed out (or another account) while this dashboard is still on screen: sign-out leaves the page with a
    // full load, whose pagehide would otherwise picture the dashboard it has just removed.
    if (rememberedUserId() !== userId) return;
    if (!isSettled(root) || !root.querySelector('[data-widget]')) return;
    const at = now();
    const snapshot: DashboardSnapshot = {
      v: BUILD_ID,
      userId,
      savedAt: at.getTime(),
      validUntil: snapshotValidUntil(at),
      media: MEDIA,
      mobile: matchMedia(MEDIA).matches,
      ...captureSnapshot(root),
    };
    // A tab that came from the service worker's page cache opens the next one from it too: the picture goes into
    // that page (bake-page.ts), and none is kept in storage, which every new tab would read before its first frame.
    if (document.documentElement.hasAttribute(PAGE_CACHE_MARK)) removeSnapshot();
    else saveSnapshot(snapshot);
    void bakeIntoPageCache(snapshot);
    last = performance.now();
  };
  const schedule = () => {
    timer ??= setTimeout(save, Math.max(FIRST_AFTER_MS, last + GAP_MS - performance.now()));
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !unseenInPicture(record))) schedule();
  });
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
