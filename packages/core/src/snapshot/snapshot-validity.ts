/**
 * The dashboard's saved picture (the new tab's first paint) shows today's calendar and the current period's
 * bookmarks, so it is true only until the local day or the period changes: at 00:00, 05:00, 12:00 and
 * 16:00 local time (bookmarks/periods.ts). Past that moment the page waits for live data instead.
 */
const CHANGE_HOURS = [0, 5, 12, 16] as const;

/** The first moment after `now` at which a picture of the dashboard taken at `now` may be stale (ms). */
export function snapshotValidUntil(now: Date): number {
  for (const hour of CHANGE_HOURS) {
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
    if (at.getTime() > now.getTime()) return at.getTime();
  }
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0).getTime();
}
