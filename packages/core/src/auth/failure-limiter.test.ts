import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

const options = { maxFailures: 3, windowMs: 60_000, lockMs: 300_000 };

describe('FailureLimiter', () => {
  it('locks a key after the maximum number of failures within the window', () => {
    const limiter = new FailureLimiter(options);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 1_000);
    expect(limiter.isLocked('a', 1_000)).toBe(false);
    limiter.recordFailure('a', 2_000);
    expect(limiter.isLocked('a', 2_000)).toBe(true);
    expect(limiter.isLocked('b', 2_000)).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const limiter = new FailureLimiter(options);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 1_000);
    limiter.recordFailure('a', 70_000);
    expect(limiter.isLocked('a', 70_000)).toBe(false);
  });

  it('unlocks once the lock has run out, and a success clears the count', () => {
    const limiter = new FailureLimiter(options);
    for (const at of [0, 1, 2]) limiter.recordFailure('a', at);
    expect(limiter.isLocked('a', 299_000)).toBe(true);
    expect(limiter.isLocked('a', 300_003)).toBe(false);
    limiter.recordFailure('b', 0);
    limiter.recordFailure('b', 1);
    limiter.recordSuccess('b');
    limiter.recordFailure('b', 2);
    expect(limiter.isLocked('b', 2)).toBe(false);
  });
});
