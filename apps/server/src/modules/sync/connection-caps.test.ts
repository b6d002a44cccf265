import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedLimit } from './connection-caps';

describe('keyedLimit', () => {
  it('refuses the one past the limit for a key, and admits it again once one is released', () => {
    const limit = keyedLimit(2);
    expect(limit.acquire('a')).toBe(true);
    expect(limit.acquire('a')).toBe(true);
    expect(limit.acquire('a')).toBe(false);
    expect(limit.acquire('b')).toBe(true);
    limit.release('a');
    expect(limit.acquire('a')).toBe(true);
    expect(limit.count('a')).toBe(2);
  });

  it('never counts past the limit and forgets keys back at zero, whatever the order of calls', () => {
    const call = fc.record({ acquire: fc.boolean(), key: fc.constantFrom('a', 'b', 'c') });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(call, { maxLength: 60 }), (max, calls) => {
        const limit = keyedLimit(max);
        const held = new Map<string, number>();
        for (const { acquire, key } of calls) {
          if (acquire) {
            if (limit.acquire(key)) held.set(key, (held.get(key) ?? 0) + 1);
          } else if ((held.get(key) ?? 0) > 0) {
            limit.release(key);
            held.set(key, held.get(key)! - 1);
          }
          expect(limit.count(key)).toBeLessThanOrEqual(max);
          expect(limit.count(key)).toBe(held.get(key) ?? 0);
        }
        expect(limit.size()).toBe([...held.values()].filter((n) => n > 0).length);
      }),
    );
  });
});
