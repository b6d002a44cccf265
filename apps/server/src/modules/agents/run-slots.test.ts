import { describe, expect, it } from 'vitest';
import { createRunSlots } from './run-slots';

describe('run slots', () => {
  it('bounds runs per user and in total, and frees a slot when a run ends', () => {
    const slots = createRunSlots({ perUser: 2, total: 3 });
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
});
