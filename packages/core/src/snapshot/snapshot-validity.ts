/**
 * The dashboard's saved picture (the new tab's first paint) shows today's calendar and the current period's
 * bookmarks and greets by the part of the day, so it is true only until the local day, the period or the
 * greeting changes: at 00:00, 05:00, 12:00 and 16:00 (bookmarks/periods.ts) and 18:00 (start-page/greeting.ts)
 * local time. Past that moment the page waits for live data instead.
 */
const CHANGE_HOURS = [0, 5, 12, 16, 18] as const;

/** The first moment after `now` at which a picture of the dashboard taken at `now` may be stale (ms). */
export function snapshotValidUntil(now: Date): number {
  for (const hour of CHANGE_HOURS) {
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
    if (at.getTime() > now.getTime()) return at.getTime();
  }
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0).getTime();
}
