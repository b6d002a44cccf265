import { describe, expect, it } from 'vitest';
import { PLANS, centsToDollars, planForInterval, yearlySavingsCents } from './plans';

describe('plans', () => {
  it('sells monthly at $5 and yearly at $50', () => {
    expect(PLANS.monthly).toMatchObject({ amountCents: 500, interval: 'month', priceLabel: '$5/month' });
    expect(PLANS.yearly).toMatchObject({ amountCents: 5000, interval: 'year', priceLabel: '$50/year' });
    expect(PLANS.yearly.badge).toBe('Save 17%');
    expect(PLANS.yearly.savingsLabel).toBe('$10 saved');
  });

  it('advertises a saving that matches the prices', () => {
    expect(yearlySavingsCents()).toBe(1000);
    expect(Math.round((yearlySavingsCents() / (PLANS.monthly.amountCents * 12)) * 100)).toBe(17);
  });

  it('maps a billing interval to a plan', () => {
    expect(planForInterval('month')).toBe('monthly');
    expect(planForInterval('year')).toBe('yearly');
    expect(planForInterval('week')).toBeUndefined();
    expect(planForInterval(null)).toBeUndefined();
  });

  it('turns cents into dollars', () => {
    expect(centsToDollars(500)).toBe(5);
    expect(centsToDollars(1999)).toBe(19.99);
  });
});
