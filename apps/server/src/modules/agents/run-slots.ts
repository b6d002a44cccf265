/** Said with the 429 when a run would pass either bound. */
export const RUNS_BUSY_MESSAGE = 'Too many agent runs at once: wait for a running one to finish, then try again';

/**
 * Bounds how many agent runs (and connection tests) are in flight, per user and in total, and how many bytes of
 * their uploads: each holds a socket, its upload (read, parsed and sent on: a few copies) and its answer in memory
 * until it ends, so the bounds are what keep many slow or large webhooks from filling the server (issue 21: 20
 * runs took the process from 497 MB to 1,759 MB; issue 32: 20 runs with 10 MB files still added 1,091 MB).
 * A run takes its slot before its body is read, with the bytes its request declares.
 */
export type RunSlots = ReturnType<typeof createRunSlots>;

export function createRunSlots(limits: { perUser: number; total: number; bytes: number }) {
  const running = new Map<string, number>();
  let total = 0;
  let bytesInFlight = 0;
  return {
    /** A release function when the run may start; null when it would pass a bound. A first run always fits the bytes. */
    take(userId: string, bytes = 0): (() => void) | null {
      const mine = running.get(userId) ?? 0;
      if (mine >= limits.perUser || total >= limits.total) return null;
      if (bytesInFlight > 0 && bytesInFlight + bytes > limits.bytes) return null;
      running.set(userId, mine + 1);
      total += 1;
      bytesInFlight += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        bytesInFlight -= bytes;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
    /** Runs in flight (for tests and figures). */
    inFlight: () => total,
  };
}
