/** Play statistics of one track (the synced playHistory collection). */
export interface PlayStats {
  lastPlayed: number;
  playCount: number;
}
export type PlayHistory = Readonly<Record<string, PlayStats | undefined>>;
/** A random number in [0, 1): Math.random in the app, a seeded one in tests. */
export type RandomSource = () => number;

export const RECENT_LIMIT = 20;
export const SMART_NEXT_FRACTION = 0.3;
export const SHUFFLE_WINDOW_FRACTION = 0.4;
export const PREVIOUS_RESTART_SECONDS = 3;

const pickIndex = (length: number, random: RandomSource) => Math.min(length - 1, Math.floor(random() * length));
const lastPlayed = (history: PlayHistory, id: string) => history[id]?.lastPlayed ?? -Infinity;

/** Least recently played first; never played tracks first of all, in their list order (a stable sort). */
export function byRecency(tracks: readonly string[], history: PlayHistory): string[] {
  return [...tracks].sort((a, b) => lastPlayed(history, a) - lastPlayed(history, b));
}

/**
 * The next track (spec 001 §4): the first unplayed track after the current one (wrapping), otherwise a
 * random one among the least recently played 30 percent. The current track is chosen only when it is
 * the only one. Null for an empty list.
 */
export function smartNext(tracks: readonly string[], history: PlayHistory, current: string | null, random: RandomSource): string | null {
  const others = tracks.filter((id) => id !== current);
  if (others.length === 0) return tracks.length > 0 ? tracks[0]! : null;
  const start = current === null ? 0 : tracks.indexOf(current) + 1;
  const rotated = [...tracks.slice(start), ...tracks.slice(0, start)].filter((id) => id !== current);
  const unplayed = rotated.find((id) => history[id] === undefined);
  if (unplayed !== undefined) return unplayed;
  const ordered = byRecency(others, history);
  const window = Math.max(1, Math.ceil(ordered.length * SMART_NEXT_FRACTION));
  return ordered[pickIndex(window, random)]!;
}

/**
 * A shuffle queue (the Favorites playlist): every track once, each drawn at random from the first
 * 40 percent of the remaining tracks ordered by recency, so the least recently played come early.
 */
export function shuffleQueue(tracks: readonly string[], history: PlayHistory, random: RandomSource): string[] {
  const remaining = byRecency([...new Set(tracks)], history);
  const queue: string[] = [];
  while (remaining.length > 0) {
    const window = Math.max(1, Math.ceil(remaining.length * SHUFFLE_WINDOW_FRACTION));
    queue.push(remaining.splice(pickIndex(window, random), 1)[0]!);
  }
  return queue;
}

/** Recently played, newest first, each track once, at most 20. */
export function pushRecent(recent: readonly string[], id: string, limit = RECENT_LIMIT): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, limit);
}

export type PreviousAction = { kind: 'restart' } | { kind: 'play'; trackId: string };

/** Previous: restarts the track when more than 3 s in (or when nothing came before), else goes back. */
export function previousAction(currentTime: number, played: readonly string[]): PreviousAction {
  if (currentTime > PREVIOUS_RESTART_SECONDS || played.length === 0) return { kind: 'restart' };
  return { kind: 'play', trackId: played[played.length - 1]! };
}

/** Records a play: the statistics after it. */
export function recordPlay(stats: PlayStats | undefined, now: number): PlayStats {
  return { lastPlayed: now, playCount: (stats?.playCount ?? 0) + 1 };
}
