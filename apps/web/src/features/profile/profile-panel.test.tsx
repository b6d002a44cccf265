import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AccountMe } from '@lodestar/core';
import { installFakeFetch, json } from '../subscription/test-fetch';
import { ProfilePanel } from './profile-panel';

const fake = installFakeFetch();
const me = (isAdmin: boolean, subscriptionLabel: string): AccountMe => ({
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, role: isAdmin ? 'admin' : 'user', joinedDate: '2026-01-01T00:00:00.000Z' },
  isAdmin,
  hasPassword: true,
  subscriptionLabel,
});
const USER = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };

beforeEach(() => fake.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProfilePanel', () => {
  it('shows the plan badge, the support link and the version; no admin entry for a user', async () => {
    fake.on('GET /api/account/me', () => json(me(false, 'Free')));
    render(<ProfilePanel user={USER} onClose={vi.fn()} openPanel={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Subscription Free' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Admin Panel/ })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Contact Support' })).getAttribute('href')).toBe('mailto:help@example.com');
    expect(screen.getByText('Version 1.0.0')).toBeTruthy();
  });

  it('shows admins the Admin Panel entry with its badge', async () => {
    fake.on('GET /api/account/me', () => json(me(true, 'Admin')));
    const openPanel = vi.fn();
    render(<ProfilePanel user={{ ...USER, role: 'admin' }} onClose={vi.fn()} openPanel={openPanel} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Admin Panel Admin' }));
    expect(openPanel).toHaveBeenCalledWith('admin');
  });

  it('opens Settings 300 ms after closing itself', async () => {
    fake.on('GET /api/account/me', () => json(me(false, 'Monthly')));
    const onClose = vi.fn();
    const openPanel = vi.fn();
    render(<ProfilePanel user={USER} onClose={onClose} openPanel={openPanel} />);
    await screen.findByRole('button', { name: 'Subscription Monthly' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(299));
    expect(openPanel).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openPanel).toHaveBeenCalledWith('settings');
  });

  it('shares the sign-up link: copy, and the share sheet where there is one', async () => {
    fake.on('GET /api/account/me', () => json(me(false, 'Free')));
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ProfilePanel user={USER} onClose={vi.fn()} openPanel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refer a friend' }));
    const link = `${location.origin}/login?signup=true`;
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe(link);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(link);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share…' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    delete (navigator as { share?: unknown }).share;
  });

  it('signed out (the demo): offers sign-in and sign-up, and nothing that needs an account', async () => {
    render(<ProfilePanel user={null} onClose={vi.fn()} openPanel={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/login?signup=true');
    for (const gone of ['Sign out', 'Account Information', /^Subscription/]) expect(screen.queryByRole('button', { name: gone })).toBeNull();
    expect(screen.queryByText(/there/)).toBeNull();
    // Sharing, support and the version stay.
    expect(screen.getByRole('button', { name: 'Refer a friend' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Contact Support' })).toBeTruthy();
    expect(screen.getByText('Version 1.0.0')).toBeTruthy();
    expect(fake.calls.filter((call) => call.route.includes('/api/account'))).toEqual([]);
  });
});
