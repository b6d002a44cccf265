import { describe, expect, it } from 'vitest';
import { createRunSlots } from './run-slots';

describe('run slots', () => {
  it('bounds runs per user and in total, and frees a slot when a run ends', () => {
    const slots = createRunSlots({ perUser: 2, total: 3, bytes: 100 });
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(a1 && a2).toBeTruthy();
    expect(slots.take('a')).toBeNull();
    const b1 = slots.take('b');
    expect(b1).toBeTruthy();
    expect(slots.take('c')).toBeNull();
    a1!();
    a1!(); // a second release changes nothing
    expect(slots.inFlight()).toBe(2);
    expect(slots.take('c')).toBeTruthy();
    expect(slots.take('a')).toBeNull();
  });

  it('bounds the bytes of uploads in flight, yet always lets a run start alone', () => {
    const slots = createRunSlots({ perUser: 5, total: 5, bytes: 100 });
    const huge = slots.take('a', 150);
    expect(huge).toBeTruthy(); // alone, even past the bound
    expect(slots.take('b', 1)).toBeNull();
    huge!();
    const first = slots.take('a', 60);
    expect(slots.take('b', 50)).toBeNull();
    expect(slots.take('b', 40)).toBeTruthy();
    first!();
    expect(slots.take('c', 60)).toBeTruthy();
  });
});
