import { describe, expect, it } from 'vitest';
import { emailChangeInput, passwordInput, profileInput } from './account-inputs';
import { planLabel, subscriptionLabel } from './subscription-label';

describe('subscriptionLabel', () => {
  it('shows the role for an admin, the plan for a subscriber, else Free', () => {
    expect(subscriptionLabel({ isAdmin: true, activePlan: 'monthly' })).toBe('Admin');
    expect(subscriptionLabel({ isAdmin: false, activePlan: 'yearly' })).toBe('Yearly');
    expect(subscriptionLabel({ isAdmin: false, activePlan: 'lifetime' })).toBe('Lifetime');
    expect(subscriptionLabel({ isAdmin: false, activePlan: null })).toBe('Free');
  });

  it("calls an admin's free grant 'Free access' whatever plan it was written as, as the Subscription panel does", () => {
    for (const plan of ['trial', 'monthly', 'yearly', 'lifetime'] as const) {
      expect(subscriptionLabel({ isAdmin: false, activePlan: plan, grantedByAdmin: true })).toBe('Free access');
      expect(planLabel({ plan, grantedByAdmin: true })).toBe('Free access');
    }
    expect(planLabel({ plan: 'monthly', grantedByAdmin: false })).toBe('Monthly');
    expect(subscriptionLabel({ isAdmin: true, activePlan: 'trial', grantedByAdmin: true })).toBe('Admin');
  });
});

describe('account inputs', () => {
  it('asks for a non-empty password', () => {
    const empty = passwordInput.safeParse({ password: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Please enter your password');
    expect(passwordInput.safeParse({}).error?.issues[0]?.message).toBe('Please enter your password');
  });

  it('normalises a new email and refuses a malformed one', () => {
    expect(emailChangeInput.parse({ newEmail: ' New@Example.COM ' })).toEqual({ newEmail: 'new@example.com' });
    expect(emailChangeInput.safeParse({ newEmail: 'nope' }).error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('accepts any name text, never a role', () => {
    expect(profileInput.parse({ name: '  Ann ' })).toEqual({ name: 'Ann' });
    expect(profileInput.safeParse({ name: 'Ann', role: 'admin' }).success).toBe(false);
  });
});
