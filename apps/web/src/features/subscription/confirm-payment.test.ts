import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_RETRY_DELAYS_MS, confirmWithRechecks, type ConfirmAttempt } from './confirm-payment';

/** Records the waits instead of waiting. */
function fakeWait() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

const answers = (...results: ConfirmAttempt[]) => {
  const attempt = vi.fn<() => Promise<ConfirmAttempt>>();
  for (const result of results) attempt.mockResolvedValueOnce(result);
  return attempt;
};

describe('confirmWithRechecks', () => {
  it('rechecks at 1 s, 3 s, 5 s and 10 s', () => {
    expect(CONFIRM_RETRY_DELAYS_MS).toEqual([1000, 3000, 5000, 10_000]);
  });

  it('stops at the first confirmation', async () => {
    const { waits, wait } = fakeWait();
    const attempt = answers('pending', 'pending', 'confirmed');
    await expect(confirmWithRechecks(attempt, { wait })).resolves.toBe('confirmed');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 3000]);
  });

  it('gives up unconfirmed after the last recheck', async () => {
    const { waits, wait } = fakeWait();
    const attempt = vi.fn(async (): Promise<ConfirmAttempt> => 'pending');
    await expect(confirmWithRechecks(attempt, { wait })).resolves.toBe('unconfirmed');
    expect(attempt).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 3000, 5000, 10_000]);
  });

  it('stops at once when the server refuses', async () => {
    const { waits, wait } = fakeWait();
    const attempt = answers('refused');
    await expect(confirmWithRechecks(attempt, { wait })).resolves.toBe('unconfirmed');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async (): Promise<ConfirmAttempt> => {
      controller.abort();
      return 'pending';
    });
    await expect(confirmWithRechecks(attempt, { signal: controller.signal })).resolves.toBe('aborted');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
