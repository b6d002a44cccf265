import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationStore, notify } from './notifications';
import { Toaster } from './toaster';

describe('Toaster', () => {
  // The toasts and their placement are a lazy chunk; loading its icons the first time takes longer than a timer tick.
  beforeAll(() => import('./toast-stack'), 30_000);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => notificationStore.clear());
    cleanup();
    vi.useRealTimers();
  });

  const region = () => screen.getByRole('region', { name: 'Notifications' });

  /** Raises a toast and lets the lazy toast body load. */
  async function raise(input: Parameters<typeof notify>[0]) {
    await act(async () => {
      notify(input);
      await import('./toast-stack');
    });
  }

  it('renders toasts in the notifications region, fading in after 50 ms', async () => {
    render(<Toaster />);
    await raise({ title: 'Saved', message: 'Your changes are stored', type: 'success' });
    const toast = within(region()).getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(toast.textContent).toContain('Your changes are stored');
    expect(toast.dataset.phase).toBe('entering');
    act(() => vi.advanceTimersByTime(50));
    expect(toast.dataset.phase).toBe('shown');
  });

  it('uses role alert for errors', async () => {
    render(<Toaster />);
    await raise({ title: 'Failed', type: 'error' });
    expect(within(region()).getByRole('alert').textContent).toContain('Failed');
  });

  it('closes by hand over 300 ms without running onTimeout', async () => {
    const onTimeout = vi.fn();
    render(<Toaster />);
    await raise({ title: 'Closable', duration: 1_000, onTimeout });
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('status').dataset.phase).toBe('leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('runs onTimeout when the duration ends', async () => {
    const onTimeout = vi.fn();
    render(<Toaster />);
    await raise({ title: 'Starting soon', duration: 300_000, onTimeout });
    act(() => vi.advanceTimersByTime(300_000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('runs an action and closes the toast without onTimeout', async () => {
    const onClick = vi.fn();
    const onTimeout = vi.fn();
    render(<Toaster />);
    await raise({ title: 'Meeting', actions: [{ id: 'join', label: 'Join', variant: 'primary', onClick }], onTimeout });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
