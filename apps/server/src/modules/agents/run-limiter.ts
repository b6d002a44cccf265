/**
 * Per-user limit on agent runs and tests (each one is an outbound request made on the user's behalf):
 * at most `perMinute` in any sliding 60-second window. In memory: a restart forgets the window, which
 * only ever lets a user run sooner, never locks anyone out.
 */
export function createRunLimiter(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, number[]>();
  return {
    /** Counts a run and says whether it may go ahead. */
    take(userId: string): boolean {
      const cutoff = now() - 60_000;
      // Users idle for a minute hold nothing: dropped once the map grows, so it stays small.
      if (windows.size > 10_000) for (const [id, times] of windows) if (!times.some((at) => at > cutoff)) windows.delete(id);
      const recent = (windows.get(userId) ?? []).filter((at) => at > cutoff);
      if (recent.length >= perMinute) {
        windows.set(userId, recent);
        return false;
      }
      recent.push(now());
      windows.set(userId, recent);
      return true;
    },
  };
}
