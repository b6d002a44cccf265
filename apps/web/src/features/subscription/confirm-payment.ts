/** The spec's rechecks after a payment (§9): 1 s, 3 s, 5 s, then 10 s, after a first immediate try. */
export const CONFIRM_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 5000, 10_000];

/** One try: the server confirmed access, has not yet, or refused for good (not this user's checkout, expired). */
export type ConfirmAttempt = 'confirmed' | 'pending' | 'refused';
export type ConfirmOutcome = 'confirmed' | 'unconfirmed' | 'aborted';

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Tries at once, then again after each delay, until a try confirms or refuses. A provider can take a
 * moment to report a completed payment (a webhook still on its way), hence the rechecks.
 */
export async function confirmWithRechecks(
  attempt: () => Promise<ConfirmAttempt>,
  options: { delays?: readonly number[]; signal?: AbortSignal; wait?: (ms: number, signal?: AbortSignal) => Promise<void> } = {},
): Promise<ConfirmOutcome> {
  const { delays = CONFIRM_RETRY_DELAYS_MS, signal, wait = sleep } = options;
  for (let index = 0; index <= delays.length; index += 1) {
    if (index > 0) await wait(delays[index - 1]!, signal);
    if (signal?.aborted) return 'aborted';
    const result = await attempt();
    if (signal?.aborted) return 'aborted';
    if (result === 'confirmed') return 'confirmed';
    if (result === 'refused') return 'unconfirmed';
  }
  return 'unconfirmed';
}
