import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_HIDDEN_RELEASE_MS, releaseDelay, watchIdleRelease } from './idle-release';

const MINUTE = 60_000;

describe('releaseDelay', () => {
  it('counts down the time left from when the tab was hidden, and is 0 once due', () => {
    expect(IDLE_HIDDEN_RELEASE_MS).toBe(10 * MINUTE);
    expect(releaseDelay(1_000, 1_000)).toBe(10 * MINUTE);
    expect(releaseDelay(0, 4 * MINUTE)).toBe(6 * MINUTE);
    expect(releaseDelay(0, 10 * MINUTE)).toBe(0);
    expect(releaseDelay(0, 25 * MINUTE)).toBe(0);
    expect(releaseDelay(0, 30_000, MINUTE)).toBe(30_000);
  });
});

/** A page whose visibility the test sets, as the browser would when the user switches tabs. */
function page(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = initial;
  return Object.assign(target, {
    show(state: DocumentVisibilityState) {
      target.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  });
}

describe('watchIdleRelease', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch(initial?: DocumentVisibilityState) {
    const target = page(initial);
    const onRelease = vi.fn();
    const onResume = vi.fn();
    const idle = watchIdleRelease(target as unknown as Document, { onRelease, onResume });
    return { target, onRelease, onResume, idle };
  }

  it('releases after 10 minutes hidden, and resumes at once when shown', () => {
    const { target, onRelease, onResume, idle } = watch();
    target.show('hidden');
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(onRelease).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRelease).toHaveBeenCalledTimes(1);
    expect(idle.released).toBe(true);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onRelease).toHaveBeenCalledTimes(1);

    target.show('visible');
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(idle.released).toBe(false);
  });

  it('counts afresh after a short look at the tab, and never resumes what was not released', () => {
    const { target, onRelease, onResume } = watch();
    target.show('hidden');
    vi.advanceTimersByTime(9 * MINUTE);
    target.show('visible');
    target.show('hidden');
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onRelease).not.toHaveBeenCalled();
    expect(onResume).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onRelease).toHaveBeenCalledTimes(1);
  });

  it('goes by the clock, not the timer: a tab whose timer ran late releases when it runs', () => {
    const { target, onRelease } = watch();
    target.show('hidden');
    // The wall clock jumps (a sleeping laptop) while the timer has not run yet.
    vi.setSystemTime(Date.now() + 30 * MINUTE);
    expect(onRelease).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onRelease).toHaveBeenCalledTimes(1);
  });

  it('a tab opened in the background counts from the start', () => {
    const { onRelease } = watch('hidden');
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onRelease).toHaveBeenCalledTimes(1);
  });

  it('wakes for a local edit while still hidden, and releases again after another 10 minutes', () => {
    const { target, onRelease, onResume, idle } = watch();
    idle.wake();
    expect(onResume).not.toHaveBeenCalled();
    target.show('hidden');
    vi.advanceTimersByTime(10 * MINUTE);
    idle.wake();
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(idle.released).toBe(false);
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(onRelease).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onRelease).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { target, onRelease, onResume, idle } = watch();
    target.show('hidden');
    idle.stop();
    vi.advanceTimersByTime(20 * MINUTE);
    target.show('visible');
    expect(onRelease).not.toHaveBeenCalled();
    expect(onResume).not.toHaveBeenCalled();
  });
});
