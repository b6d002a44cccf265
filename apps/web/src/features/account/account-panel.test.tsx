import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

vi.mock('./local-state', () => ({ clearLocalState: vi.fn(async () => undefined) }));
vi.mock('../../lib/session-store', () => ({ refetchSession: vi.fn(async () => undefined) }));

import type { AccountMe } from '@lodestar/core';
import { notificationStore } from '../../lib/notifications';
import { installFakeFetch, json } from '../subscription/test-fetch';
import { AccountPanel } from './account-panel';
import { accountNavigation } from './leave';
import { clearLocalState } from './local-state';

const fake = installFakeFetch();
const me = (overrides: Partial<AccountMe> = {}): AccountMe => ({
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, role: 'user', joinedDate: '2026-01-02T00:00:00.000Z' },
  isAdmin: false,
  hasPassword: true,
  subscriptionLabel: 'Monthly',
  ...overrides,
});

const renderPanel = () => render(<AccountPanel user={{ id: 'u1', email: 'ada@example.com', name: 'Ada' }} onClose={vi.fn()} openPanel={vi.fn()} />);
const toasts = () => notificationStore.getSnapshot().map((toast) => `${toast.title} / ${toast.message}`);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  fake.reset();
  notificationStore.clear();
  vi.spyOn(accountNavigation, 'leave').mockImplementation(() => undefined);
  vi.mocked(clearLocalState).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AccountPanel', () => {
  it('saves the name and keeps the email read-only', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    fake.on('PATCH /api/account/profile', (body) => json({ ok: true, name: (body as { name: string }).name }));
    renderPanel();
    const name = await screen.findByLabelText('Name');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    await act(async () => fireEvent.click(button('Save Changes')));
    expect(fake.calls.at(-1)).toEqual({ route: 'PATCH /api/account/profile', body: { name: 'Ada Lovelace' } });
    expect(toasts()).toContain('Profile Updated / Your name has been saved.');
  });

  it('toasts a failed update', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    fake.on('PATCH /api/account/profile', () => json({ code: 'UPDATE_FAILED', message: 'Failed to update profile' }, 500));
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Eve' } });
    await act(async () => fireEvent.click(button('Save Changes')));
    expect(toasts()).toContain('Update Failed / Could not update your profile');
  });

  it('arms the delete button for 5 seconds, then disarms it', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    renderPanel();
    await screen.findByLabelText('Name');
    vi.useFakeTimers();
    fireEvent.click(button('Delete Account'));
    expect(button('Click again to confirm')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(button('Delete Account')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the password on the second click and deletes the account', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    fake.on('DELETE /api/account', (body) =>
      (body as { password: string }).password === 'right'
        ? json({ ok: true })
        : json({ code: 'REAUTH_FAILED', message: 'Re-authentication failed' }, 403),
    );
    renderPanel();
    await screen.findByLabelText('Name');
    fireEvent.click(button('Delete Account'));
    fireEvent.click(button('Click again to confirm'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm account deletion' });
    expect(dialog).toBeTruthy();

    await act(async () => fireEvent.click(button('Delete My Account')));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password');
    expect(fake.calls.some((call) => call.route === 'DELETE /api/account')).toBe(false);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(button('Delete My Account')));
    expect(screen.getByRole('alert').textContent).toBe('Re-authentication failed');
    expect(accountNavigation.leave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    await act(async () => fireEvent.click(button('Delete My Account')));
    expect(clearLocalState).toHaveBeenCalledWith('u1');
    expect(accountNavigation.leave).toHaveBeenCalledWith('/login');
  });

  it('toasts other deletion failures with the server message or the default', async () => {
    fake.on('GET /api/account/me', () => json(me()));
    fake.on('DELETE /api/account', () => Promise.reject(new TypeError('network down')));
    renderPanel();
    await screen.findByLabelText('Name');
    fireEvent.click(button('Delete Account'));
    fireEvent.click(button('Click again to confirm'));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'pw' } });
    await act(async () => fireEvent.click(button('Delete My Account')));
    expect(toasts()).toContain('Deletion Failed / Could not delete your account. Please try again.');
    expect(accountNavigation.leave).not.toHaveBeenCalled();
  });

  it('shows admins unlimited access and no way to delete', async () => {
    fake.on('GET /api/account/me', () => json(me({ isAdmin: true, subscriptionLabel: 'Admin' })));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Unlimited Access' })).toBeTruthy();
    expect(screen.getByText('Billing: Not Required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
  });

  it('deletes a passwordless account on a recent sign-in, and asks for a new sign-in otherwise', async () => {
    fake.on('GET /api/account/me', () => json(me({ hasPassword: false })));
    fake.on('DELETE /api/account', () =>
      json({ code: 'REQUIRES_RECENT_LOGIN', message: 'Please re-authenticate to delete your account', requiresReauth: true }, 403),
    );
    renderPanel();
    await screen.findByLabelText('Name');
    fireEvent.click(button('Delete Account'));
    await act(async () => fireEvent.click(button('Click again to confirm')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.find((call) => call.route === 'DELETE /api/account')?.body).toEqual({});
    expect(screen.getByRole('alert').textContent).toContain('Please re-authenticate to delete your account');
    expect(button('Sign in again')).toBeTruthy();
    expect(accountNavigation.leave).not.toHaveBeenCalled();
  });
});
