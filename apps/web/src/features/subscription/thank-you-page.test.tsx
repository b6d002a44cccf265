import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

const auth = vi.hoisted(() => ({ status: { state: 'signed-out' } as unknown }));
vi.mock('../auth/use-auth-status', () => ({ useAuthStatus: () => auth.status }));

import { installFakeFetch, json, billingStatus, subscriptionView } from './test-fetch';
import { ThankYouRoute } from './thank-you-page';

const fake = installFakeFetch();
const USER = { id: 'user-1', name: 'Grace Hopper', email: 'grace@example.com' };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/thank-you" element={<ThankYouRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fake.reset();
  localStorage.clear();
  auth.status = { state: 'signed-in', user: USER };
});
afterEach(cleanup);

describe('ThankYouRoute', () => {
  it('sends a signed-out visitor to the login page', () => {
    auth.status = { state: 'signed-out' };
    renderAt('/thank-you');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('greets the user and lays out what comes next', async () => {
    renderAt('/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Grace Hopper!' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    // Real guidance in place of a promised video: where the plan, the theme and a backup are found.
    expect(screen.queryByText(/later release|coming soon/i)).toBeNull();
    const tips = screen.getByRole('region', { name: 'Good to know' });
    expect(within(tips).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your plan: switch between Monthly and Yearly, or stop renewal, in the Subscription panel.',
      'Light or dark: switch the theme with the moon or sun button in the header (in the menu on a phone).',
      'Your data: download a backup any time from Settings, under Data & Backup.',
    ]);
    const next = screen.getByRole('region', { name: "What's Next" });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect((await screen.findByRole('link', { name: 'Contact Support' })).getAttribute('href')).toBe('mailto:help@example.com');

    fireEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(screen.getByTestId('where').textContent).toBe('/app?subscription=success');
  });

  it('falls back to the email for the greeting', () => {
    auth.status = { state: 'signed-in', user: { ...USER, name: '' } };
    renderAt('/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, grace!' })).toBeTruthy();
  });

  it('confirms a returning checkout with the server, busy until it answers', async () => {
    let answer!: (response: Response) => void;
    fake.on('POST /api/billing/confirm', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/thank-you?success=true&session_id=cs_9');
    expect(screen.getByRole('button', { name: "Let's Go!" })).toHaveProperty('disabled', true);
    await act(async () =>
      answer(json({ ...billingStatus({ allowed: true, reason: 'subscription', subscription: subscriptionView() }), checkoutStatus: 'complete' })),
    );
    expect(screen.getByRole('button', { name: "Let's Go!" })).toHaveProperty('disabled', false);
    expect(screen.getByText('Your subscription is active.')).toBeTruthy();
    expect(fake.calls.find((call) => call.route === 'POST /api/billing/confirm')?.body).toEqual({ sessionId: 'cs_9' });
  });
});
