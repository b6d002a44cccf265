/**
 * The dashboard as this browser last showed it, kept in localStorage so index.html's inline script can
 * paint it before any module loads (see index.html and takeover.ts). One snapshot, for the last known user:
 * the inline script paints it only for that user, this build, the same layout (phone or not) and before
 * `validUntil`. The field names here and in index.html's script are one contract: change both together.
 */
export const SNAPSHOT_KEY = 'lodestar:snapshot';

declare const __LODESTAR_BUILD__: string | undefined;
/** Replaced at build time (vite.config.ts); a snapshot from another build is never painted. */
export const BUILD_ID = typeof __LODESTAR_BUILD__ === 'string' ? __LODESTAR_BUILD__ : 'dev';

export interface DashboardSnapshot {
  /** The build that rendered it. */
  v: string;
  userId: string;
  savedAt: number;
  /** After this moment (the next period change or midnight) it could show something stale as current. */
  validUntil: number;
  /** The media query that switches the phone layout, and whether it matched when the picture was taken. */
  media: string;
  mobile: boolean;
  /** Every style rule the page had: the picture paints styled with no request. */
  css: string;
  /** The markup React rendered in #root, sanitised (capture-snapshot.ts). */
  html: string;
  /** The parts outside #root the picture shows too (the start page's background), sanitised. */
  outside?: string;
  /** <html>'s marks and custom properties the picture's styles depend on (bake-page.ts carriedAttributes). */
  attributes?: Record<string, string>;
}

export function saveSnapshot(snapshot: DashboardSnapshot): void {
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the next open simply loads without a picture.
    removeSnapshot();
  }
}

/** Sign-out, another account, a deleted account: the picture of someone's dashboard goes with them. */
export function removeSnapshot(): void {
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export function readSnapshot(): DashboardSnapshot | null {
  try {
    return JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as DashboardSnapshot | null;
  } catch {
    return null;
  }
}
