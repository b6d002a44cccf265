import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { settingsSection, widgetVisibilitySection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { SettingsPanel } from './settings-panel';

let visibility: ReturnType<typeof useSection<typeof widgetVisibilitySection>>['data'] | undefined;
let settings: ReturnType<typeof useSection<typeof settingsSection>>['data'] | undefined;
function Probe() {
  visibility = useSection(widgetVisibilitySection).data;
  settings = useSection(settingsSection).data;
  return null;
}

const openPanel = vi.fn();
const renderPanel = () =>
  render(
    <>
      <Probe />
      <SettingsPanel user={null} onClose={vi.fn()} openPanel={openPanel} />
    </>,
  );
const section = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  // jsdom has no matchMedia; the theme store follows the system preference through it.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('SettingsPanel', () => {
  it('opens and closes a section from its heading button', () => {
    renderPanel();
    expect(section('Appearance').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radio', { name: 'Dark' })).toBeNull();
    fireEvent.click(section('Appearance'));
    expect(section('Appearance').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('radio', { name: 'System' })).toBeTruthy();
    fireEvent.click(section('Appearance'));
    expect(screen.queryByRole('radio', { name: 'System' })).toBeNull();
  });

  it('offers the new-tab extension for Chrome and Firefox from this server, with the install steps', async () => {
    renderPanel();
    fireEvent.click(section('Browser extension'));
    const chrome = await screen.findByRole('link', { name: 'Download for Chrome' });
    expect(chrome.getAttribute('href')).toBe(`${location.origin}/extension/lodestar-chrome.zip`);
    expect(screen.getByRole('link', { name: 'Download for Firefox' }).getAttribute('href')).toBe(`${location.origin}/extension/lodestar-firefox.zip`);
    expect(screen.getByRole('list', { name: 'Install steps' }).textContent).toContain('Load unpacked');
    expect(screen.getByRole('list', { name: 'Install steps' }).textContent).toContain(`the download already talks to ${location.origin}`);
  });

  it('toggles widgets in the synced section and keeps the music player locked on', async () => {
    renderPanel();
    fireEvent.click(section('Widgets'));
    const music = screen.getByRole('switch', { name: /Music/ }) as HTMLInputElement;
    expect(music.checked).toBe(true);
    expect(music.disabled).toBe(true);
    const calendar = screen.getByRole('switch', { name: "Today's Events" }) as HTMLInputElement;
    const before = calendar.checked;
    act(() => fireEvent.click(calendar));
    await waitFor(() => expect(visibility?.calendar).toBe(!before));
  });

  it('writes the header metrics to the settings section and notifications to this device', async () => {
    renderPanel();
    fireEvent.click(section('Header Metrics'));
    act(() => fireEvent.click(screen.getByRole('switch', { name: 'Show Streak' })));
    await waitFor(() => expect(settings?.topMenuSettings.showStreak).toBe(true));

    fireEvent.click(section('Notifications'));
    const sound = screen.getByRole('switch', { name: 'Sound Enabled' }) as HTMLInputElement;
    expect(sound.checked).toBe(true);
    fireEvent.click(sound);
    expect(JSON.parse(localStorage.getItem('notificationPreferences')!)).toEqual({
      pomodoroAlerts: true,
      goalReminders: true,
      soundEnabled: false,
    });

    fireEvent.click(section('Music'));
    expect((screen.getByRole('switch', { name: 'Fade Transitions' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Visualizer' }) as HTMLInputElement).checked).toBe(false);
  });

  it('opens the legal pages in new tabs and help in its panel', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    expect(open.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['/privacy', '_blank'],
      ['/terms', '_blank'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    expect(openPanel).toHaveBeenCalledWith('help');
    open.mockRestore();
  });
});
