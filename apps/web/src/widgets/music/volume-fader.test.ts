import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_STEP_MS, VolumeFader } from './volume-fader';

describe('VolumeFader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the volume in 50 ms steps to the target', async () => {
    const audio = { volume: 1 } as HTMLAudioElement;
    const fader = new VolumeFader(audio);
    const done = fader.fadeTo(0, 500);
    vi.advanceTimersByTime(FADE_STEP_MS);
    expect(audio.volume).toBeCloseTo(0.9);
    vi.advanceTimersByTime(FADE_STEP_MS * 4);
    expect(audio.volume).toBeCloseTo(0.5);
    vi.advanceTimersByTime(FADE_STEP_MS * 5);
    await expect(done).resolves.toBe(true);
    expect(audio.volume).toBe(0);
    expect(fader.fading).toBe(false);
  });

  it('a new fade replaces the one under way', async () => {
    const audio = { volume: 0 } as HTMLAudioElement;
    const fader = new VolumeFader(audio);
    const first = fader.fadeTo(1, 1000);
    vi.advanceTimersByTime(200);
    const second = fader.fadeTo(0.2, 100);
    await expect(first).resolves.toBe(false);
    vi.advanceTimersByTime(100);
    await expect(second).resolves.toBe(true);
    expect(audio.volume).toBeCloseTo(0.2);
  });
});
