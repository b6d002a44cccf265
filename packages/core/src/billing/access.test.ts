import { describe, expect, it } from 'vitest';
import { decideAccess, isFinalStatus, subscriptionGrantsAccess } from './access';

const now = new Date('2026-06-01T00:00:00Z');
const later = new Date('2026-07-01T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');

describe('decideAccess', () => {
  it('allows an active or trialing subscription whose period has not ended', () => {
    for (const status of ['active', 'trialing'] as const) {
      expect(
        decideAccess({ subscription: { status, currentPeriodEnd: later }, role: 'user', enforce: true, now }),
      ).toEqual({ allowed: true, reason: 'subscription' });
    }
  });

  it('blocks an active subscription whose period is over', () => {
    expect(
      decideAccess({ subscription: { status: 'active', currentPeriodEnd: earlier }, role: 'user', enforce: true, now }),
    ).toEqual({ allowed: false, reason: 'none' });
    expect(
      decideAccess({ subscription: { status: 'active', currentPeriodEnd: now }, role: 'user', enforce: true, now }),
    ).toEqual({ allowed: false, reason: 'none' });
  });

  it('blocks every other status', () => {
    for (const status of ['past_due', 'canceled', 'incomplete', 'unpaid', 'paused', 'incomplete_expired'] as const) {
      expect(
        decideAccess({ subscription: { status, currentPeriodEnd: later }, role: 'user', enforce: true, now }).allowed,
      ).toBe(false);
    }
  });

  it('blocks a user without a subscription', () => {
    expect(decideAccess({ subscription: null, role: 'user', enforce: true, now })).toEqual({
      allowed: false,
      reason: 'none',
    });
  });

  it('lets an admin in without a subscription', () => {
    expect(decideAccess({ subscription: null, role: 'admin', enforce: true, now })).toEqual({
      allowed: true,
      reason: 'admin',
    });
  });

  it('lets everyone in when enforcement is off, keeping the stronger reason', () => {
    expect(decideAccess({ subscription: null, role: 'user', enforce: false, now })).toEqual({
      allowed: true,
      reason: 'not-enforced',
    });
    expect(
      decideAccess({ subscription: { status: 'active', currentPeriodEnd: later }, role: 'user', enforce: false, now }),
    ).toEqual({ allowed: true, reason: 'subscription' });
  });

  it('treats a grant without an end as lasting', () => {
    expect(subscriptionGrantsAccess({ status: 'active', currentPeriodEnd: null }, now)).toBe(true);
  });
});

describe('isFinalStatus', () => {
  it('names the states a subscription never leaves', () => {
    expect(isFinalStatus('canceled')).toBe(true);
    expect(isFinalStatus('incomplete_expired')).toBe(true);
    expect(isFinalStatus('past_due')).toBe(false);
  });
});
