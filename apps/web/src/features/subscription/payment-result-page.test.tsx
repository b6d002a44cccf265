import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { notificationStore } from '../../lib/notifications';
import { hasCachedAccess } from './access-cache';
import { PaymentResultPage } from './payment-result-page';
import { billingStatus, installFakeFetch, json, subscriptionView } from './test-fetch';

const fake = installFakeFetch();
const USER = { id: 'user-1' };
const confirmed = () =>
  json({ ...billingStatus({ allowed: true, reason: 'subscription', subscription: subscriptionView() }), checkoutStatus: 'complete' });
const open = () => json({ ...billingStatus(), checkoutStatus: 'open' });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/subscription" element={<PaymentResultPage user={USER} />} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/thank-you" element={<h1>Welcome page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const toastTitles = () => notificationStore.getSnapshot().map((toast) => `${toast.title} / ${toast.message} / ${toast.duration}`);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  fake.reset();
  localStorage.clear();
  notificationStore.clear();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PaymentResultPage', () => {
  it('confirms the payment with the server, welcomes the user and counts down to the dashboard', async () => {
    fake.on('POST /api/billing/confirm', confirmed);
    renderAt('/subscription?success=true&session_id=cs_123');
    expect(screen.getByRole('heading', { name: 'Processing...' })).toBeTruthy();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(fake.calls.find((call) => call.route === 'POST /api/billing/confirm')?.body).toEqual({ sessionId: 'cs_123' });
    expect(toastTitles()).toContain('Welcome to Lodestar! / Your subscription is now active / 5000');
    expect(hasCachedAccess(USER.id)).toBe(true);
    expect(screen.getByText('Redirecting to your dashboard in 5 seconds...')).toBeTruthy();

    await advance(1000);
    expect(screen.getByText('Redirecting to your dashboard in 4 seconds...')).toBeTruthy();
    await advance(3000);
    expect(screen.getByText('Redirecting to your dashboard in 1 second...')).toBeTruthy();
    await advance(1000);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('goes to the dashboard at once with Return to Dashboard Now', async () => {
    fake.on('POST /api/billing/confirm', confirmed);
    renderAt('/subscription?success=true&session_id=cs_123');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Return to Dashboard Now' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('after a first subscription goes on to the welcome page, by the button or the countdown', async () => {
    fake.on('POST /api/billing/confirm', confirmed);
    renderAt('/subscription?success=true&session_id=cs_123&welcome=1');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Return to Dashboard Now' }));
    expect(screen.getByRole('heading', { name: 'Welcome page' })).toBeTruthy();
    cleanup();

    renderAt('/subscription?success=true&session_id=cs_123&welcome=1');
    await advance(0);
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Welcome page' })).toBeTruthy();
  });

  it('rechecks at 1, 3, 5 and 10 s until the server sees the payment', async () => {
    let tries = 0;
    fake.on('POST /api/billing/confirm', () => (++tries < 3 ? open() : confirmed()));
    renderAt('/subscription?success=true&session_id=cs_123');
    await advance(0);
    expect(tries).toBe(1);
    await advance(999);
    expect(tries).toBe(1);
    await advance(1);
    expect(tries).toBe(2);
    expect(screen.getByRole('heading', { name: 'Processing...' })).toBeTruthy();
    await advance(3000);
    expect(tries).toBe(3);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });

  it('never grants access when the payment is not confirmed', async () => {
    fake.on('POST /api/billing/confirm', open);
    renderAt('/subscription?success=true&session_id=cs_123');
    await advance(1000 + 3000 + 5000 + 10_000);
    expect(fake.calls.filter((call) => call.route === 'POST /api/billing/confirm')).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toBe('We could not confirm your payment yet. If you were charged, contact support.');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(hasCachedAccess(USER.id)).toBe(false);
    expect(toastTitles()).toEqual([]);
    // No countdown: the message stays until the user leaves.
    await advance(10_000);
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('stops at once when the checkout is not this user’s', async () => {
    fake.on('POST /api/billing/confirm', () => json({ code: 'CHECKOUT_NOT_FOUND', message: 'No checkout session of yours has this id' }, 404));
    renderAt('/subscription?success=true&session_id=cs_other');
    await advance(0);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(fake.calls.filter((call) => call.route === 'POST /api/billing/confirm')).toHaveLength(1);
  });

  it('reports a canceled payment and counts down to the dashboard', async () => {
    renderAt('/subscription?canceled=true');
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeTruthy();
    expect(screen.getByText('Your payment was canceled. No charges were made.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeTruthy();
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(fake.calls.some((call) => call.route.startsWith('POST'))).toBe(false);
  });

  it('shows Processing... without either parameter', () => {
    renderAt('/subscription');
    expect(screen.getByRole('heading', { name: 'Processing...' })).toBeTruthy();
  });
});
