import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

vi.mock('../../lib/session-store', () => ({ refetchSession: vi.fn(async () => undefined) }));

import type { AccountMe } from '@lodestar/core';
import { installFakeFetch, json } from '../subscription/test-fetch';
import { AccountPanel } from './account-panel';

const fake = installFakeFetch();
const me = (overrides: Partial<AccountMe> = {}): AccountMe => ({
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, role: 'user', joinedDate: '2026-01-02T00:00:00.000Z' },
  isAdmin: false,
  hasPassword: true,
  subscriptionLabel: 'Monthly',
  ...overrides,
});
const signedIn = { id: 'u1', email: 'ada@example.com', name: 'Ada' };
const renderPanel = (user: typeof signedIn | null = signedIn) => render(<AccountPanel user={user} onClose={vi.fn()} openPanel={vi.fn()} />);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const change = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' })));

beforeEach(() => fake.reset());
afterEach(cleanup);

describe('Change password in Account Information', () => {
  it('checks the fields first, then sends the current and new passwords and says what happened', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    fake.on('POST /api/account/password', () => json({ ok: true }));
    renderPanel();
    await screen.findByRole('heading', { name: 'Change password' });
    await change();
    expect(screen.getByRole('alert').textContent).toBe('Please enter your current password');
    type('Current password', 'old horse');
    type('New password', '12345');
    await change();
    expect(screen.getByRole('alert').textContent).toBe('Password should be at least 6 characters');
    expect(fake.calls.some((call) => call.route === 'POST /api/account/password')).toBe(false);

    type('New password', 'new horse');
    await change();
    expect(fake.calls.at(-1)).toEqual({ route: 'POST /api/account/password', body: { currentPassword: 'old horse', newPassword: 'new horse' } });
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed. Every other device was signed out.');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal of a wrong current password', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    fake.on('POST /api/account/password', () => json({ code: 'WRONG_PASSWORD', message: 'Incorrect password' }, 403));
    renderPanel();
    await screen.findByRole('heading', { name: 'Change password' });
    type('Current password', 'not it');
    type('New password', 'new horse');
    await change();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect password');
  });

  it('offers an account without a password a mailed link to set one', async () => {
    fake.on('GET /api/account/me', () => json(me({ hasPassword: false })));
    fake.on('POST /api/auth/request-password-reset', () => json({ status: true }));
    renderPanel();
    const ask = await screen.findByRole('button', { name: 'Email me a link to set a password' });
    await act(async () => fireEvent.click(ask));
    expect(fake.calls.at(-1)).toEqual({ route: 'POST /api/auth/request-password-reset', body: { email: 'ada@example.com' } });
    expect(screen.getByRole('status').textContent).toContain('Check ada@example.com for a link to set your password.');
  });

  it('signed out (the demo), offers sign-in and sign-up and asks the server nothing', async () => {
    renderPanel(null);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/login?signup=true');
    expect(screen.queryByText('We could not load your account.')).toBeNull();
    expect(fake.calls.filter((call) => call.route.includes('/api/account'))).toEqual([]);
  });
});
