/**
 * The spec's cached "subscription active" flag: the last time the server said this user may use the
 * app. A warm open under an hour later paints the dashboard at once while the server confirms in the
 * background. It only decides what to paint first; the server still refuses data to a user without access.
 */
export const ACCESS_CACHE_TTL_MS = 60 * 60 * 1000;

export const accessCacheKey = (userId: string) => `subscriptionActive:${userId}`;

/** Whether a stored flag says "active" and was written less than an hour before `nowMs` (not in the future). */
export function isCachedAccessFresh(raw: string | null, nowMs: number): boolean {
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
  return age >= 0 && age < ACCESS_CACHE_TTL_MS;
}

// Storage can throw (private mode, quota, disabled): the flag is a shortcut, so a failure only means no shortcut.
export function hasCachedAccess(userId: string, nowMs = Date.now()): boolean {
  try {
    return isCachedAccessFresh(localStorage.getItem(accessCacheKey(userId)), nowMs);
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
