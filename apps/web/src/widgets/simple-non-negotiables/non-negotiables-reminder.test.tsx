import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { completionId, DEFAULT_NON_NEGOTIABLES, DEFAULT_NON_NEGOTIABLES_SETTINGS, nonNegotiablesSection } from '@lodestar/core';
import { notificationStore } from '../../lib/notifications';
import { useSection } from '../../lib/sync';
import { NonNegotiablesReminder } from './non-negotiables-reminder';

// Outside a SyncProvider the hooks share one in-memory document: the probe writes, the reminder reads.
let writer: ReturnType<typeof useSection<typeof nonNegotiablesSection>> | undefined;
function Probe() {
  writer = useSection(nonNegotiablesSection);
  return null;
}

const reminders = () => notificationStore.getSnapshot().filter((n) => n.source === 'simpleNonNegotiables' && n.phase !== 'leaving');

function tick(day: string, itemId: string) {
  writer!.putRecord('completions', completionId(day, itemId), { itemId, date: day, completed: true, completedAt: 1 });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  for (const n of notificationStore.getSnapshot()) notificationStore.dismiss(n.id);
  vi.useRealTimers();
});

describe('NonNegotiablesReminder', () => {
  it('reminds once at the reminder time while items are left, and not when all are done', async () => {
    // The in-memory document loads asynchronously, before the clock is faked.
    const { rerender } = render(<Probe />);
    await waitFor(() => expect(writer!.ready).toBe(true));
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 5, 10, 20, 58));
    rerender(
      <>
        <Probe />
        <NonNegotiablesReminder />
      </>,
    );
    act(() => writer!.setField('settings', { ...DEFAULT_NON_NEGOTIABLES_SETTINGS, reminderEnabled: true, reminderTime: '21:00' }));
    act(() => tick('2026-06-10', DEFAULT_NON_NEGOTIABLES[0]!.id));
    expect(reminders()).toHaveLength(0);

    act(() => vi.advanceTimersByTime(120_000));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.message).toBe('3 non-negotiables left today');

    // Not again the same day.
    act(() => vi.advanceTimersByTime(600_000));
    expect(reminders()).toHaveLength(1);

    // The next day, with everything done before the reminder time: no reminder.
    notificationStore.dismiss(reminders()[0]!.id);
    vi.setSystemTime(new Date(2026, 5, 11, 20, 0));
    act(() => vi.advanceTimersByTime(60_000));
    act(() => {
      for (const item of DEFAULT_NON_NEGOTIABLES) tick('2026-06-11', item.id);
    });
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(reminders()).toHaveLength(0);
  });
});
