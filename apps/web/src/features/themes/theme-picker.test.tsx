import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { settingsSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { ThemePicker } from './theme-picker';

let requested: string | undefined;
function Probe() {
  requested = useSection(settingsSection).data.appearance.theme;
  return null;
}

/** GET /api/billing/status as the server answers it for this account. */
function serverSays(yearlyPerks: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ allowed: true, reason: 'subscription', yearlyPerks, subscription: { periodEnd: 2_000_000_000 } }), { status: 200 })),
  );
}

const onChangePlan = vi.fn();
const renderPicker = (userId: string) =>
  render(
    <>
      <Probe />
      <ThemePicker userId={userId} onChangePlan={onChangePlan} />
    </>,
  );

beforeEach(() => {
  localStorage.clear();
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThemePicker', () => {
  it('without the yearly perks: every exclusive theme disabled with its badge, and a way to change plan', async () => {
    serverSays(false);
    renderPicker('monthly-user');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Style' }).getAttribute('aria-busy')).toBe('false'));
    expect((screen.getByRole('radio', { name: 'Lodestar' }) as HTMLInputElement).checked).toBe(true);
    for (const name of ['Nord', 'Solarized', 'Sepia', 'Rosé', 'Forest', 'Terminal']) {
      const radio = screen.getByRole('radio', { name }) as HTMLInputElement;
      expect(radio.disabled).toBe(true);
      expect(radio.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText('Yearly plan')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(onChangePlan).toHaveBeenCalled();
  });

  it('with the yearly perks: a theme is chosen into the synced settings', async () => {
    serverSays(true);
    renderPicker('yearly-user');
    const nord = screen.getByRole('radio', { name: 'Nord' }) as HTMLInputElement;
    await waitFor(() => expect(nord.disabled).toBe(false));
    expect(screen.queryByText('Yearly plan')).toBeNull();
    fireEvent.click(nord);
    await waitFor(() => expect(requested).toBe('nord'));
    expect(nord.checked).toBe(true);
  });
});
