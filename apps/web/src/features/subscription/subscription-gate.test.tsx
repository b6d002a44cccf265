import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

vi.mock('./leave-page', () => ({ leaveTo: vi.fn(), reloadPage: vi.fn() }));

import { accessCacheKey, hasCachedAccess, rememberAccess } from './access-cache';
import { leaveTo } from './leave-page';
import { SubscriptionGate } from './subscription-gate';
import { firstCardShown } from '../../lib/first-card';
import { billingStatus, installFakeFetch, json, subscriptionView } from './test-fetch';

const fake = installFakeFetch();
const USER = { id: 'user-1' };

function renderGate() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <SubscriptionGate user={USER}>
        <h1>Dashboard</h1>
      </SubscriptionGate>
    </MemoryRouter>,
  );
}

// The plan chooser is a lazy chunk: load it once up front so the first test does not time out compiling it.
beforeAll(() => import('./plan-gate-screen'));

beforeEach(() => {
  fake.reset();
  localStorage.clear();
  vi.mocked(leaveTo).mockClear();
});
afterEach(cleanup);

describe('SubscriptionGate', () => {
  it('checks the server, then opens the dashboard and remembers the access', async () => {
    fake.on('GET /api/billing/status', () =>
      json(billingStatus({ allowed: true, reason: 'subscription', subscription: subscriptionView() })),
    );
    renderGate();
    expect(screen.getByText('Checking subscription status...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(hasCachedAccess(USER.id)).toBe(true);
  });

  it('shows the plans when the server refuses, and forgets any stored flag', async () => {
    localStorage.setItem(accessCacheKey(USER.id), JSON.stringify({ active: true, timestamp: Date.now() - 2 * 3_600_000 }));
    fake.on('GET /api/billing/status', () => json(billingStatus()));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(localStorage.getItem(accessCacheKey(USER.id))).toBeNull();

    const monthly = screen.getByRole('radio', { name: 'Monthly $5/month' }) as HTMLInputElement;
    const yearly = screen.getByRole('radio', { name: 'Yearly $50/year' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    expect(screen.getByText('Save 17%')).toBeTruthy();
    expect(screen.getByText('$10 saved')).toBeTruthy();
    for (const text of ['All widgets', 'Cloud sync', 'Automatic backups', 'Priority support', 'Everything in Monthly', '2 months free', 'Early access', 'Exclusive themes']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Secure payment powered by the sandbox provider')).toBeTruthy();
    expect(screen.getByText('Cancel anytime • No hidden fees • Instant access')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    fireEvent.click(yearly);
    expect(yearly.checked).toBe(true);
    expect(monthly.checked).toBe(false);
  });

  it('names Stripe when Stripe takes the payment', async () => {
    fake.on('GET /api/billing/status', () => json(billingStatus({ provider: 'stripe' })));
    renderGate();
    expect(await screen.findByText('Secure payment powered by Stripe')).toBeTruthy();
  });

  it('says the status check failed and names no payment provider when it cannot tell which one is in use', async () => {
    fake.on('GET /api/billing/status', () => Promise.reject(new TypeError('Failed to fetch')));
    renderGate();
    expect(await screen.findByText(/We could not check your subscription status/)).toBeTruthy();
    expect(screen.queryByText(/Stripe/)).toBeNull();
    expect(screen.queryByText(/Secure payment powered by/)).toBeNull();
  });

  it('paints the dashboard at once from a fresh flag, then obeys a refusal', async () => {
    rememberAccess(USER.id);
    let answer!: (response: Response) => void;
    fake.on('GET /api/billing/status', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderGate();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // The check follows the dashboard's first card (lib/first-card), never racing it.
    await act(async () => undefined);
    expect(fake.calls.some((call) => call.route === 'GET /api/billing/status')).toBe(false);
    await act(async () => firstCardShown());
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));

    await act(async () => answer(json(billingStatus())));
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(hasCachedAccess(USER.id)).toBe(false);
  });

  it('paints the dashboard at once from a flag past its hour too, but asks the server at once, and obeys it', async () => {
    rememberAccess(USER.id, Date.now() - 2 * 60 * 60 * 1000);
    fake.on('GET /api/billing/status', () => json(billingStatus()));
    renderGate();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // No first card needed: an old flag is checked straight away.
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
  });

  it('keeps the dashboard of a warm open when the server cannot be reached', async () => {
    rememberAccess(USER.id);
    fake.on('GET /api/billing/status', () => Promise.reject(new TypeError('Failed to fetch')));
    renderGate();
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('subscribes: stores the plan, starts a checkout and goes to it', async () => {
    fake.on('GET /api/billing/status', () => json(billingStatus()));
    fake.on('POST /api/billing/checkout', () => json({ url: 'http://localhost/sandbox/checkout/cs_1', sessionId: 'cs_1' }));
    renderGate();
    fireEvent.click(await screen.findByRole('radio', { name: 'Yearly $50/year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_1'));
    expect(localStorage.getItem('selectedPrice')).toBe('yearly');
    expect(fake.calls.find((call) => call.route === 'POST /api/billing/checkout')?.body).toEqual({ plan: 'yearly' });
  });

  it('says so and offers no checkout when payments are not configured', async () => {
    fake.on('GET /api/billing/status', () => json(billingStatus({ configured: false })));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Stripe not configured' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toHaveProperty('disabled', true);
  });
});
