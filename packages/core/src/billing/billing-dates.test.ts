import { describe, expect, it } from 'vitest';
import { addBillingInterval, addDays, daysRemaining, formatBillingDate } from './billing-dates';

describe('daysRemaining', () => {
  const now = Date.UTC(2026, 0, 1);
  const nowSeconds = now / 1000;

  it('floors the seconds left over a day', () => {
    expect(daysRemaining(nowSeconds + 30 * 86_400, now)).toBe(30);
    expect(daysRemaining(nowSeconds + 30 * 86_400 - 1, now)).toBe(29);
    expect(daysRemaining(nowSeconds + 86_399, now)).toBe(0);
  });

  it('never goes below zero once the period is over', () => {
    expect(daysRemaining(nowSeconds - 5 * 86_400, now)).toBe(0);
  });
});

describe('formatBillingDate', () => {
  it("writes 'Month D, YYYY' in English", () => {
    expect(formatBillingDate(new Date(Date.UTC(2026, 11, 5)))).toBe('December 5, 2026');
    expect(formatBillingDate(new Date(Date.UTC(2027, 0, 31, 12)))).toBe('January 31, 2027');
  });

  it('uses UTC, not the clock of the machine', () => {
    expect(formatBillingDate(new Date('2026-03-01T23:30:00Z'))).toBe('March 1, 2026');
    expect(formatBillingDate(new Date('2026-03-01T23:30:00-05:00'))).toBe('March 2, 2026');
  });
});

describe('addBillingInterval', () => {
  it('adds a calendar month or year', () => {
    expect(addBillingInterval(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addBillingInterval(new Date('2026-12-15T10:00:00Z'), 'month').toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(addBillingInterval(new Date('2026-01-15T10:00:00Z'), 'year').toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addBillingInterval(new Date('2026-01-31T00:00:00Z'), 'month').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addBillingInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('adds days', () => {
    expect(addDays(new Date('2026-01-01T00:00:00Z'), 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
