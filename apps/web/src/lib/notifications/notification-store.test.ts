import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store';

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const phaseOf = (store: ReturnType<typeof createNotificationStore>, id: string) =>
    store.getSnapshot().find((item) => item.id === id)?.phase;

  it('shows a toast 50 ms after notify, with info as the default type and 60 s as the default duration', () => {
    const store = createNotificationStore();
    const id = store.notify({ title: 'Hello' });
    const [item] = store.getSnapshot();
    expect(item).toMatchObject({ id, type: 'info', duration: 60_000, phase: 'entering' });
    vi.advanceTimersByTime(49);
    expect(phaseOf(store, id)).toBe('entering');
    vi.advanceTimersByTime(1);
    expect(phaseOf(store, id)).toBe('shown');
  });

  it('auto-dismisses after the duration, fades out over 300 ms and runs onTimeout once', () => {
    const store = createNotificationStore();
    const onTimeout = vi.fn();
    const id = store.notify({ title: 'Meeting', duration: 5_000, onTimeout });
    vi.advanceTimersByTime(4_999);
    expect(phaseOf(store, id)).toBe('shown');
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(phaseOf(store, id)).toBe('leaving');
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('never runs onTimeout on a manual close, even after the duration would have passed', () => {
    const store = createNotificationStore();
    const onTimeout = vi.fn();
    const id = store.notify({ title: 'x', duration: 1_000, onTimeout });
    vi.advanceTimersByTime(500);
    store.dismiss(id);
    expect(phaseOf(store, id)).toBe('leaving');
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const store = createNotificationStore();
    const onTimeout = vi.fn();
    const id = store.notify({ title: 'sticky', duration: 0, onTimeout });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(phaseOf(store, id)).toBe('shown');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('replaces a toast notified again with the same id and restarts its timer', () => {
    const store = createNotificationStore();
    store.notify({ id: 'meeting-1', title: 'first', duration: 1_000 });
    vi.advanceTimersByTime(900);
    store.notify({ id: 'meeting-1', title: 'second', duration: 1_000 });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'second', phase: 'shown' });
    vi.advanceTimersByTime(900);
    expect(phaseOf(store, 'meeting-1')).toBe('shown');
    vi.advanceTimersByTime(100);
    expect(phaseOf(store, 'meeting-1')).toBe('leaving');
  });

  it('stacks toasts in order and ignores dismissing an unknown id', () => {
    const store = createNotificationStore();
    const a = store.notify({ title: 'a' });
    const b = store.notify({ title: 'b', type: 'error' });
    store.dismiss('nope');
    expect(store.getSnapshot().map((item) => item.id)).toEqual([a, b]);
    expect(a).not.toBe(b);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.notify({ title: 'x' });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    store.clear();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
