import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminUserView } from '@lodestar/core';
import { notificationStore } from '../../lib/notifications';
import { installFakeFetch, json } from '../subscription/test-fetch';
import { AdminPanel } from './admin-panel';

const fake = installFakeFetch();
const ADMIN = { id: 'admin-1', name: 'Root', email: 'root@example.com', role: 'admin' };
const view = (overrides: Partial<AdminUserView>): AdminUserView => ({
  uid: 'u1',
  email: 'ann@example.com',
  displayName: 'ann',
  hasSubscription: false,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  subscription: null,
  avatarVersion: null,
  ...overrides,
});

const toasts = () => notificationStore.getSnapshot().map((toast) => `${toast.type}: ${toast.title} / ${toast.message} / ${toast.duration}`);
const renderPanel = () => render(<AdminPanel user={ADMIN} onClose={vi.fn()} openPanel={vi.fn()} />);

beforeEach(() => {
  fake.reset();
  notificationStore.clear();
  fake.on('GET /api/admin/stats', () => json({ users: 2, activeSubscriptions: 1, admins: 1 }));
});
afterEach(cleanup);

describe('AdminPanel', () => {
  it('shows the counts and toggles a card’s actions by what the user has', async () => {
    fake.on('GET /api/admin/users', () =>
      json({ users: [view({}), view({ uid: 'u2', email: 'bo@example.com', displayName: 'Bo', hasSubscription: true, isAdmin: true })], nextCursor: null }),
    );
    renderPanel();
    const ann = await screen.findByRole('button', { name: /ann@example\.com/ });
    expect(screen.getByText('Active Subscriptions').nextElementSibling?.textContent).toBe('1');
    fireEvent.click(ann);
    const annActions = screen.getByRole('group', { name: 'Actions for ann@example.com' });
    expect(within(annActions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Grant 30 Days Free', 'Make Admin', 'Delete User']);
    fireEvent.click(screen.getByRole('button', { name: /bo@example\.com/ }));
    expect(screen.queryByRole('group', { name: 'Actions for ann@example.com' })).toBeNull();
    const boActions = screen.getByRole('group', { name: 'Actions for bo@example.com' });
    expect(within(boActions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Unsubscribe', 'Delete User']);
  });

  it('checks the add-user form before calling the server and shows a generated password for 15 s', async () => {
    fake.on('GET /api/admin/users', () => json({ users: [], nextCursor: null }));
    fake.on('POST /api/admin/users', () => json({ user: { uid: 'n', email: 'new@example.com', isAdmin: false, generatedPassword: 'Xy7-secret' } }, 201));
    renderPanel();
    await screen.findByText('No users yet.');
    const create = screen.getByRole('button', { name: 'Create User' });

    await act(async () => fireEvent.click(create));
    expect(toasts()).toContain('error: Missing Information / Please provide an email address / 5000');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: '123' } });
    await act(async () => fireEvent.click(create));
    expect(toasts()).toContain('error: Password Too Short / Password must be at least 6 characters / 5000');
    expect(fake.calls.some((call) => call.route === 'POST /api/admin/users')).toBe(false);

    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Subscription Type'), { target: { value: 'yearly' } });
    await act(async () => fireEvent.click(create));
    expect(fake.calls.find((call) => call.route === 'POST /api/admin/users')?.body).toEqual({
      email: 'new@example.com',
      subscriptionType: 'yearly',
    });
    expect(toasts()).toContain('success: User Created / new@example.com can sign in with the password: Xy7-secret / 15000');
  });

  it('shows only the current user when the list cannot be loaded', async () => {
    fake.on('GET /api/admin/users', () => json({ code: 'BOOM', message: 'down' }, 500));
    renderPanel();
    expect(await screen.findByRole('button', { name: /root@example\.com/ })).toBeTruthy();
    expect(toasts()).toContain('info: Limited user data / Showing available users from subscription database / 5000');
  });

  it('toasts a refused action with the server’s explanation', async () => {
    fake.on('GET /api/admin/users', () => json({ users: [view({})], nextCursor: null }));
    fake.on('POST /api/admin/users/u1/make-admin', () =>
      json({ code: 'ALREADY_ADMIN', title: 'Failed to promote', message: 'This user is already an admin' }, 409),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /ann@example\.com/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make Admin' })));
    expect(toasts()).toContain('error: Failed to promote / This user is already an admin / 5000');
  });

  it('loads the next page with Load more', async () => {
    let pages = 0;
    fake.on('GET /api/admin/users', () => {
      pages += 1;
      return pages === 1
        ? json({ users: [view({})], nextCursor: 'c1' })
        : json({ users: [view({ uid: 'u2', email: 'bo@example.com', displayName: 'Bo' })], nextCursor: null });
    });
    renderPanel();
    await screen.findByRole('button', { name: /ann@example\.com/ });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByRole('button', { name: /bo@example\.com/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
