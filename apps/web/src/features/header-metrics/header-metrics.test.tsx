import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_TOP_MENU_SETTINGS, financialSection, settingsSection, type TopMenuSettings } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { HeaderMetrics } from './header-metrics';

// Outside a SyncProvider the hooks share one in-memory document: the probe writes, the bar reads.
let writers: { settings?: ReturnType<typeof useSection<typeof settingsSection>>; financial?: ReturnType<typeof useSection<typeof financialSection>> } = {};
function Probe() {
  writers = { settings: useSection(settingsSection), financial: useSection(financialSection) };
  return null;
}

function setup(show: Partial<TopMenuSettings>, money: { netWorth: number; mrr: number; expenses: number }) {
  render(
    <>
      <Probe />
      <HeaderMetrics />
    </>,
  );
  act(() => {
    writers.settings!.setField('topMenuSettings', { ...DEFAULT_TOP_MENU_SETTINGS, ...show });
    writers.financial!.transact((section) => {
      section.setField('netWorth', { current: money.netWorth, previousMonth: 0, goal: 1_000_000, lastUpdated: null });
      section.setField('mrr', { current: money.mrr, previousMonth: 0, goal: 10_000 });
      section.setField('expenses', { monthly: money.expenses, yearly: money.expenses * 12 });
    });
  });
}

afterEach(cleanup);

describe('HeaderMetrics', () => {
  it('keeps the money private until clicked: every figure and the FI badge show as dots', async () => {
    setup({}, { netWorth: 1_250_000, mrr: 2600, expenses: 4000 });
    const bar = await screen.findByRole('group', { name: 'Header metrics' });
    await waitFor(() => expect(bar.textContent).toContain('Net Worth••••'));
    expect(bar.textContent).toContain('MRR•••••• FI');
    expect(bar.textContent).not.toMatch(/\$|65%/);
    const reveal = screen.getByRole('button', { name: 'Show money figures' });
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(reveal));
    expect(bar.textContent).toContain('Net Worth$1.3M');
    // Clicked again, hidden again.
    act(() => fireEvent.click(screen.getByRole('button', { name: /^Net Worth/, pressed: true })));
    expect(bar.textContent).not.toContain('$');
  });

  it('shows MRR exactly up to $99,999 and net worth above it in the short format, with the FI badge, when the settings keep them shown', async () => {
    setup({ revealMoney: true }, { netWorth: 1_250_000, mrr: 2600, expenses: 4000 });
    const bar = await screen.findByRole('group', { name: 'Header metrics' });
    await waitFor(() => expect(bar.textContent).toContain('Net Worth$1.3M'));
    expect(bar.textContent).toContain('MRR$2,600');
    expect(screen.getByText('65% FI')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show money figures' })).toBeNull();
  });

  it('hides the FI badge at 0 and what the settings turn off; ticks a non-negotiable for today', async () => {
    setup({ showNetWorth: false, showNonNegotiables: true, showStreak: true }, { netWorth: 5, mrr: 0, expenses: 4000 });
    const bar = await screen.findByRole('group', { name: 'Header metrics' });
    await waitFor(() => expect(bar.textContent).not.toContain('Net Worth'));
    expect(screen.queryByText(/FI$/)).toBeNull();
    expect(screen.getByText('0 day streak')).toBeTruthy();
    const task = screen.getByRole('button', { name: 'Exhaust the Body' });
    expect(task.getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(task));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exhaust the Body' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows no money until the user has entered a figure, and the non-negotiables all the same', async () => {
    setup({ showNetWorth: true, showMRR: true, showNonNegotiables: false, showStreak: false }, { netWorth: 0, mrr: 0, expenses: 0 });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Header metrics' })).toBeNull());
    cleanup();
    setup({ showNetWorth: true, showMRR: true, showNonNegotiables: false, showStreak: true }, { netWorth: 0, mrr: 0, expenses: 0 });
    const bar = await screen.findByRole('group', { name: 'Header metrics' });
    expect(bar.textContent).toContain('0 day streak');
    expect(bar.textContent).not.toContain('Net Worth');
    expect(bar.textContent).not.toContain('MRR');
  });

  it('renders nothing when every metric is off', async () => {
    setup({ showNetWorth: false, showMRR: false, showNonNegotiables: false, showStreak: false }, { netWorth: 1, mrr: 1, expenses: 1 });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Header metrics' })).toBeNull());
  });
});
