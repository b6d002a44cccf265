import { describe, expect, it } from 'vitest';
import { grantDaysPeriod, grantPeriodFor } from './grant-period';

const now = new Date('2026-01-31T10:00:00Z');

describe('grantPeriodFor', () => {
  it('gives a 7-day trial', () => {
    expect(grantPeriodFor('trial', now)).toEqual({ plan: 'trial', currentPeriodEnd: new Date('2026-02-07T10:00:00Z') });
  });

  it('gives a calendar month or year', () => {
    expect(grantPeriodFor('monthly', now)).toEqual({
      plan: 'monthly',
      currentPeriodEnd: new Date('2026-02-28T10:00:00Z'),
    });
    expect(grantPeriodFor('yearly', now)).toEqual({ plan: 'yearly', currentPeriodEnd: new Date('2027-01-31T10:00:00Z') });
  });

  it('gives a lifetime grant no end', () => {
    expect(grantPeriodFor('lifetime', now)).toEqual({ plan: 'lifetime', currentPeriodEnd: null });
  });
});

describe('grantDaysPeriod', () => {
  it('ends the given number of days later', () => {
    expect(grantDaysPeriod(30, now).currentPeriodEnd).toEqual(new Date('2026-03-02T10:00:00Z'));
  });
});
