/**
 * The user's recent palette choices, newest first. A recent item comes first when nothing is typed, and ranks
 * above another match of the same quality when something is: the match still counts most, so a recent
 * choice never hides a far better one.
 */
export const PALETTE_RECENT_LIMIT = 8;

/** Puts `id` first, once, and keeps at most `limit` ids. */
export function pushRecentChoice(recent: readonly string[], id: string, limit = PALETTE_RECENT_LIMIT): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, Math.max(1, limit));
}

/** Reads a stored list defensively: anything but an array of strings is an empty history. */
export function parseRecentChoices(raw: unknown, limit = PALETTE_RECENT_LIMIT): string[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 500);
  return [...new Set(ids)].slice(0, limit);
}

/** How much of the ranking a recent choice may add (the match keeps the rest). */
const RECENT_WEIGHT = 0.3;

/**
 * The palette's ranking for one item: its match score (0 hides it) lifted by how recently it was chosen.
 * `recentIndex` is its place in the recent list (0 = the latest) or -1.
 */
export function rankScore(matchScore: number, recentIndex: number, recentCount: number): number {
  if (matchScore <= 0) return 0;
  const base = matchScore * (1 - RECENT_WEIGHT);
  if (recentIndex < 0 || recentIndex >= recentCount) return base;
  return base + RECENT_WEIGHT * ((recentCount - recentIndex) / recentCount);
}
