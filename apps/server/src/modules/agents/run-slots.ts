/** Said with the 429 when a run would pass either bound. */
export const RUNS_BUSY_MESSAGE = 'Too many agent runs at once: wait for a running one to finish, then try again';

/**
 * Bounds how many agent runs (and connection tests) are in flight, per user and in total: each holds a
 * socket and its answer in memory until it ends, so the bound is what keeps many slow or large webhooks
 * from filling the server (issue 21: 20 runs took the process from 497 MB to 1,759 MB).
 */
export function createRunSlots(limits: { perUser: number; total: number }) {
  const running = new Map<string, number>();
  let total = 0;
  return {
    /** A release function when the run may start; null when it would pass a bound. */
    take(userId: string): (() => void) | null {
      const mine = running.get(userId) ?? 0;
      if (mine >= limits.perUser || total >= limits.total) return null;
      running.set(userId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
    /** Runs in flight (for tests and figures). */
    inFlight: () => total,
  };
}
