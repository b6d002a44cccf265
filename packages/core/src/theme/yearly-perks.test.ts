import { describe, expect, it } from 'vitest';
import { hasYearlyPerks } from './yearly-perks';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-12-01T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');

describe('yearly perks', () => {
  it('belong to admins, with or without a subscription', () => {
    expect(hasYearlyPerks({ role: 'admin', subscription: null, now })).toBe(true);
  });

  it('belong to a current yearly subscription and a lifetime grant', () => {
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'yearly', status: 'active', currentPeriodEnd: later }, now })).toBe(true);
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'yearly', status: 'trialing', currentPeriodEnd: later }, now })).toBe(true);
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'lifetime', status: 'active', currentPeriodEnd: null }, now })).toBe(true);
  });

  it('never belong to a monthly plan, a trial grant, no plan, or a yearly plan that ended or is unpaid', () => {
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'monthly', status: 'active', currentPeriodEnd: later }, now })).toBe(false);
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'trial', status: 'active', currentPeriodEnd: later }, now })).toBe(false);
    expect(hasYearlyPerks({ role: 'user', subscription: null, now })).toBe(false);
    expect(hasYearlyPerks({ role: null, subscription: undefined, now })).toBe(false);
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'yearly', status: 'active', currentPeriodEnd: earlier }, now })).toBe(false);
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'yearly', status: 'past_due', currentPeriodEnd: later }, now })).toBe(false);
    expect(hasYearlyPerks({ role: 'user', subscription: { plan: 'yearly', status: 'canceled', currentPeriodEnd: later }, now })).toBe(false);
  });
});
