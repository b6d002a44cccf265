import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { notificationStore } from '../../lib/notifications';
import { SyncProvider } from '../../lib/sync';
import { isAlerting, stopAlert } from './alert-sounds';
import { PomodoroWidget } from './pomodoro-widget';

function renderWidget() {
  render(
    <SyncProvider user={null} storage="memory" serverUrl={null}>
      <PomodoroWidget />
    </SyncProvider>,
  );
}

/** Waits for the in-memory document (the sync engine is a dynamic import). */
async function ready() {
  for (let i = 0; i < 100 && screen.getByTestId('pomodoro').getAttribute('aria-busy') !== 'false'; i += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(10);
    });
  }
  expect(screen.getByTestId('pomodoro').getAttribute('aria-busy')).toBe('false');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const time = () => screen.getByTestId('pomodoro-time').textContent;
const endToast = (title: string) => notificationStore.getSnapshot().find((item) => item.title === title);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(2026, 10, 23, 9, 0));
});
afterEach(() => {
  cleanup();
  stopAlert();
  notificationStore.clear();
  vi.useRealTimers();
});

describe('PomodoroWidget', () => {
  it('runs a Sprint focus to its end, alerts until the user acts, and Take Break starts the break', async () => {
    renderWidget();
    await ready();
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(time()).toBe('25:00');
    fireEvent.click(screen.getByRole('button', { name: /^Sprint / }));
    expect(time()).toBe('10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Focus Time')).toBeTruthy();

    await advance(60_000);
    expect(time()).toBe('9:00');
    // A sub-panel open: the header shows the time and the state instead of the title.
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(screen.getByText('9:00 · Focus Time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    expect(screen.queryByText('9:00 · Focus Time')).toBeNull();

    await advance(9 * 60_000 + 200);
    const toast = endToast('Focus Complete!');
    expect(toast).toMatchObject({ duration: 20_000, source: 'pomodoro' });
    expect(toast?.actions?.map((action) => action.label)).toEqual(['Take Break', 'Extend Focus', 'End Session']);
    expect(screen.getByText('Extending Focus')).toBeTruthy();
    expect(isAlerting()).toBe(true);
    // visualAlerts: the ring pulses while the end waits for the user.
    expect(screen.getByRole('button', { name: /^Pause timer/ }).getAttribute('data-alerting')).toBe('true');

    await act(async () => toast!.actions![0]!.onClick());
    expect(isAlerting()).toBe(false);
    expect(screen.getByText('Break Time')).toBeTruthy();
    expect(time()).toBe('2:00');
    expect(screen.getByRole('button', { name: /^Pause timer/ }).getAttribute('data-alerting')).toBe('false');
  });

  it('Extend Focus adds 5 minutes; picking another preset while focusing restarts with it after 50 ms', async () => {
    renderWidget();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /^Sprint / }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(10 * 60_000 + 200);
    await act(async () => endToast('Focus Complete!')!.actions![1]!.onClick());
    expect(screen.getByText('Extended Focus')).toBeTruthy();
    expect(time()).toBe('5:00');

    fireEvent.click(screen.getByRole('button', { name: /^Deep Work / }));
    await advance(50);
    expect(screen.getByText('Focus Time')).toBeTruthy();
    expect(time()).toBe('50:00');
    const presets = screen.getByRole('group', { name: 'Presets' });
    expect(within(presets).getByRole('button', { name: /^Deep Work / }).getAttribute('aria-pressed')).toBe('true');
  });

  it('clicking the ring starts, pauses and resumes', async () => {
    renderWidget();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /^Start timer/ }));
    await advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: /^Pause timer/ }));
    expect(screen.getByText('Paused')).toBeTruthy();
    await advance(60_000);
    expect(time()).toBe('24:55');
    fireEvent.click(screen.getByRole('button', { name: /^Resume timer/ }));
    expect(screen.getByText('Focus Time')).toBeTruthy();
  });
});
