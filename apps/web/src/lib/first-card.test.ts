import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CARD_EVENT_NAME, firstCardShown, whenFirstCardShown } from './first-card';
import { FIRST_CARD_EVENT, afterFirstCard } from './first-card-signal';

afterEach(() => vi.useRealTimers());

describe('the first card', () => {
  it('lets what waits for it go once it has shown, whether it waits through the module or the window event', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    void whenFirstCardShown().then(() => order.push('module'));
    void afterFirstCard(60_000).then(() => order.push('event'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(order).toEqual([]);
    firstCardShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(order.sort()).toEqual(['event', 'module']);
    // Once shown, later waits end at once.
    await expect(afterFirstCard(60_000)).resolves.toBeUndefined();
    expect(FIRST_CARD_EVENT_NAME).toBe(FIRST_CARD_EVENT);
  });
});

describe('afterFirstCard', () => {
  it('gives up after its bound on a page that shows no card', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { afterFirstCard } = await import('./first-card-signal');
    let done = false;
    void afterFirstCard(1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
