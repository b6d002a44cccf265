import { describe, expect, it } from 'vitest';
import { createRunLimiter } from './run-limiter';

describe('createRunLimiter', () => {
  it('allows perMinute runs in any 60 s window, per user', () => {
    let now = 0;
    const limiter = createRunLimiter(2, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 59_999;
    expect(limiter.take('a')).toBe(false);
    now = 60_001;
    expect(limiter.take('a')).toBe(true);
  });
});
