import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

vi.mock('./leave-page', () => ({ leaveTo: vi.fn(), reloadPage: vi.fn() }));

import { notificationStore } from '../../lib/notifications';
import { hasCachedAccess, rememberAccess } from './access-cache';
import { reloadPage } from './leave-page';
import { SubscriptionPanel } from './subscription-panel';
import { billingStatus, installFakeFetch, json, subscriptionView } from './test-fetch';

const fake = installFakeFetch();
const USER = { id: 'user-1', name: 'Ada', email: 'ada@example.com', role: 'user' };

const subscribed = (overrides: Parameters<typeof subscriptionView>[0] = {}) =>
  billingStatus({ allowed: true, reason: 'subscription', subscription: subscriptionView(overrides) });

function renderPanel() {
  return render(<SubscriptionPanel user={USER} onClose={vi.fn()} openPanel={vi.fn()} />);
}

const toasts = () => notificationStore.getSnapshot().map((toast) => `${toast.title} / ${toast.message} / ${toast.duration}`);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  fake.reset();
  localStorage.clear();
  notificationStore.clear();
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SubscriptionPanel', () => {
  it('shows admins unlimited access', async () => {
    fake.on('GET /api/billing/status', () => json(billingStatus({ allowed: true, reason: 'admin' })));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Unlimited Access' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  });

  it('shows the current yearly plan with its facts and the best-value marks', async () => {
    fake.on('GET /api/billing/status', () =>
      json(subscribed({ plan: 'yearly', amount: 50, nextBillingDate: 'June 1, 2027', daysRemaining: 364 })),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Yearly Plan' })).toBeTruthy();
    expect(screen.getByText('BEST VALUE')).toBeTruthy();
    expect(screen.getByText('Save $10 per year')).toBeTruthy();
    expect(factOf('Plan')).toBe('Yearly');
    expect(factOf('Status')).toBe('Active');
    expect(factOf('Next billing date')).toBe('June 1, 2027');
    expect(factOf('Amount')).toBe('$50/year');
    expect(factOf('Days remaining')).toBe('364 days');
  });

  it('cancels renewal, keeping access to the period end, and resumes it', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed()));
    fake.on('POST /api/billing/cancel', () => json(subscribed({ status: 'cancelled', cancelAtPeriodEnd: true })));
    fake.on('POST /api/billing/resume', () => json(subscribed()));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('button', { name: 'Resume Subscription' })).toBeTruthy();
    expect(factOf('Status')).toBe('Cancelled');
    expect(factOf('Access until')).toBe('July 1, 2026');
    expect(screen.getByText('Your plan will not renew. You keep access until July 1, 2026.')).toBeTruthy();

    click('Resume Subscription');
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(factOf('Status')).toBe('Active');
  });

  it('turns each failure into the spec’s toast', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed({ status: 'cancelled' })));
    fake.on('POST /api/billing/resume', () => json({ code: 'PAYMENT_PROVIDER_ERROR', message: 'down' }, 502));
    fake.on('POST /api/billing/portal', () => Promise.reject(new TypeError('Failed to fetch')));
    const opened = { close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Subscription' }));
    await vi.waitFor(() => expect(toasts()).toContain('Failed to resume subscription / Please try again later / 5000'));
    click('Manage Billing');
    await vi.waitFor(() => expect(toasts()).toContain('Failed to open billing portal / Please try again later / 5000'));
    expect(opened.close).toHaveBeenCalled();
  });

  it('opens the billing portal in a new tab', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed()));
    fake.on('POST /api/billing/portal', () => json({ url: 'http://localhost/sandbox/portal' }));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('http://localhost/sandbox/portal'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fake.calls.find((call) => call.route === 'POST /api/billing/portal')?.body).toEqual({ returnUrl: 'http://localhost:3000/' });
  });

  it('unsubscribes after a confirmation, forgets the access and reloads after 1 s', async () => {
    rememberAccess(USER.id);
    fake.on('GET /api/billing/status', () => json(subscribed()));
    fake.on('POST /api/billing/unsubscribe', () => json(billingStatus()));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe Now' }));
    expect(fake.calls.some((call) => call.route === 'POST /api/billing/unsubscribe')).toBe(false);
    click('Keep Subscription');
    expect(screen.queryByRole('group', { name: 'Confirm unsubscribe' })).toBeNull();

    click('Unsubscribe Now');
    vi.useFakeTimers();
    click('Yes, Unsubscribe');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hasCachedAccess(USER.id)).toBe(false);
    expect(toasts()).toContain('Unsubscribed / You are now on the free plan / 3000');
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // Back to free: the plan chooser.
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
  });

  it('says when unsubscribing fails', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed()));
    fake.on('POST /api/billing/unsubscribe', () => json({ code: 'PAYMENT_PROVIDER_ERROR', message: 'down' }, 502));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe Now' }));
    click('Yes, Unsubscribe');
    await vi.waitFor(() => expect(toasts()).toContain('Failed to unsubscribe / Please try again later / 5000'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('switches to the plan chooser and back', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed()));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Plan' }));
    expect(screen.getByRole('radio', { name: 'Yearly $50/year' })).toBeTruthy();
    expect(screen.getByText('BEST VALUE')).toBeTruthy();
    expect(screen.getByText('Save $10 per year')).toBeTruthy();
    click('Back to current plan');
    expect(screen.getByRole('heading', { name: 'Monthly Plan' })).toBeTruthy();
  });

  it('changes a monthly plan to yearly in place, then shows the new plan, amount and date', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed()));
    fake.on('POST /api/billing/change-plan', () =>
      json(subscribed({ plan: 'yearly', amount: 50, nextBillingDate: 'June 3, 2027', daysRemaining: 365 })),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Plan' }));
    expect(screen.getByRole('heading', { name: 'Change plan' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly $5/month Current plan' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Yearly $50/year' })).toHaveProperty('checked', true);
    expect(screen.getByText(/^A new yearly period starts today\. The unused part of your current plan is credited/)).toBeTruthy();
    // No checkout: the subscription itself changes.
    click('Switch to Yearly ($50/year)');
    expect(await screen.findByRole('heading', { name: 'Yearly Plan' })).toBeTruthy();
    expect(factOf('Amount')).toBe('$50/year');
    expect(factOf('Next billing date')).toBe('June 3, 2027');
    expect(fake.calls.find((call) => call.route === 'POST /api/billing/change-plan')?.body).toEqual({ plan: 'yearly' });
    expect(fake.calls.some((call) => call.route === 'POST /api/billing/checkout')).toBe(false);
    expect(toasts()).toContain('Plan changed / You are now on the Yearly plan. / 5000');
  });

  it('keeps the plan and says why when the change is refused', async () => {
    fake.on('GET /api/billing/status', () => json(subscribed({ plan: 'yearly', amount: 50 })));
    const declined = 'The payment for the new plan did not go through, so your plan is unchanged. Update your card in Manage Billing.';
    fake.on('POST /api/billing/change-plan', () => json({ code: 'PLAN_CHANGE_NOT_PAID', message: declined }, 402));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Plan' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly $50/year Current plan' }));
    expect(screen.getByRole('button', { name: 'You are on Yearly' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly $5/month' }));
    click('Switch to Monthly ($5/month)');
    expect((await screen.findByRole('alert')).textContent).toBe(declined);
    expect(screen.getByRole('button', { name: 'Switch to Monthly ($5/month)' })).toHaveProperty('disabled', false);
    click('Back to current plan');
    expect(screen.getByRole('heading', { name: 'Yearly Plan' })).toBeTruthy();
  });

  it("shows an admin's grant as free access until its date, with the plans to subscribe, not as a bill", async () => {
    fake.on('GET /api/billing/status', () =>
      json(subscribed({ plan: 'trial', amount: 0, source: 'admin', grantedByAdmin: true, canManageBilling: false })),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Free access' })).toBeTruthy();
    expect(screen.getByText('You have free access to every feature until July 1, 2026.')).toBeTruthy();
    expect(screen.getByText('30 days left')).toBeTruthy();
    for (const billed of ['Trial Plan', 'Next billing date', 'Amount']) expect(screen.queryByText(billed)).toBeNull();
    for (const action of ['Change Plan', 'Cancel Subscription', 'Unsubscribe Now', 'Manage Billing']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Subscribe to keep access' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly $5/month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
  });

  it('offers the plans to a free user, and a failed checkout says so', async () => {
    fake.on('GET /api/billing/status', () => json(billingStatus({ enforce: false, allowed: true, reason: 'not-enforced' })));
    fake.on('POST /api/billing/checkout', () => json({ code: 'PAYMENT_PROVIDER_ERROR', message: 'down' }, 502));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await vi.waitFor(() => expect(toasts()).toContain('Failed to start checkout / Please try again later / 5000'));
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Back to current plan' })).toBeNull();
  });

  it('asks the signed-out demo to sign up, without calling the server', () => {
    render(<SubscriptionPanel user={null} onClose={vi.fn()} openPanel={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign up to subscribe' }).getAttribute('href')).toBe('/login?signup=true');
    expect(fake.calls).toEqual([]);
  });

  it('shows the not-configured notice when no payment provider is set up', async () => {
    fake.on('GET /api/billing/status', () => json(billingStatus({ configured: false })));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Stripe not configured' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  });
});
