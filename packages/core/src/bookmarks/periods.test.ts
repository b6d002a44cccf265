import { describe, expect, it } from 'vitest';
import { periodAt } from './periods';

const at = (hour: number, minute: number) => new Date(2025, 5, 14, hour, minute, 0);

describe('periodAt', () => {
  it.each([
    [0, 0, 'evening'],
    [4, 59, 'evening'],
    [5, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [15, 59, 'afternoon'],
    [16, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hour, minute, period) => {
    expect(periodAt(at(hour, minute))).toBe(period);
  });
});
