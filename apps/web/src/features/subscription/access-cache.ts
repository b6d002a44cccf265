/**
 * The spec's cached "subscription active" flag: the last time the server said this user may use the
 * app. A warm open under an hour later paints the dashboard at once while the server confirms in the
 * background. It only decides what to paint first; the server still refuses data to a user without access.
 */
export const ACCESS_CACHE_TTL_MS = 60 * 60 * 1000;
/**
 * Past the hour, a flag still paints the dashboard at once (issue 22: the first card never waits for the
 * billing check), but the check then goes out at once instead of after the first card; past a month it is
 * ignored (a user away that long sees the check).
 */
export const ACCESS_REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;

export const accessCacheKey = (userId: string) => `subscriptionActive:${userId}`;

/** Whether a stored flag says "active" and was written less than `maxAgeMs` (an hour) before `nowMs` (not in the future). */
export function isCachedAccessFresh(raw: string | null, nowMs: number, maxAgeMs = ACCESS_CACHE_TTL_MS): boolean {
  if (!raw) return false;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null) return false;
  const { active, timestamp } = value as { active?: unknown; timestamp?: unknown };
  if (active !== true || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return false;
  const age = nowMs - timestamp;
  return age >= 0 && age < maxAgeMs;
}

// Storage can throw (private mode, quota, disabled): the flag is a shortcut, so a failure only means no shortcut.
export function hasCachedAccess(userId: string, nowMs = Date.now(), maxAgeMs = ACCESS_CACHE_TTL_MS): boolean {
  try {
    return isCachedAccessFresh(localStorage.getItem(accessCacheKey(userId)), nowMs, maxAgeMs);
  } catch {
    return false;
  }
}

export function rememberAccess(userId: string, nowMs = Date.now()): void {
  try {
    localStorage.setItem(accessCacheKey(userId), JSON.stringify({ active: true, timestamp: nowMs }));
  } catch {
    // No shortcut next time; nothing else depends on it.
  }
}

export function forgetAccess(userId: string): void {
  try {
    localStorage.removeItem(accessCacheKey(userId));
  } catch {
    // Nothing stored, nothing to remove.
  }
}
