/** A count per key (a user, a client address) that may not pass `max`. */
export interface KeyedLimit {
  /** Counts one more for `key` and returns true, or returns false (nothing counted) at the limit. */
  acquire(key: string): boolean;
  /** Gives back one acquired for `key`. */
  release(key: string): void;
  count(key: string): number;
  /** Keys with anything counted (a key at zero is forgotten, so the map never grows with past users). */
  size(): number;
}

export function keyedLimit(max: number): KeyedLimit {
  const counts = new Map<string, number>();
  return {
    acquire(key) {
      const current = counts.get(key) ?? 0;
      if (current >= max) return false;
      counts.set(key, current + 1);
      return true;
    },
    release(key) {
      const current = counts.get(key) ?? 0;
      if (current <= 1) counts.delete(key);
      else counts.set(key, current - 1);
    },
    count: (key) => counts.get(key) ?? 0,
    size: () => counts.size,
  };
}
