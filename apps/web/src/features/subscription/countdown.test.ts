import { describe, expect, it } from 'vitest';
import { countdownRemaining, REDIRECT_COUNTDOWN_SECONDS } from './countdown';

describe('countdownRemaining', () => {
  it('counts whole seconds down from five', () => {
    expect(REDIRECT_COUNTDOWN_SECONDS).toBe(5);
    expect(countdownRemaining(5, 0)).toBe(5);
    expect(countdownRemaining(5, 999)).toBe(5);
    expect(countdownRemaining(5, 1000)).toBe(4);
    expect(countdownRemaining(5, 4999)).toBe(1);
    expect(countdownRemaining(5, 5000)).toBe(0);
  });

  it('stops at zero and ignores a clock that went back', () => {
    expect(countdownRemaining(5, 60_000)).toBe(0);
    expect(countdownRemaining(5, -3000)).toBe(5);
  });
});
