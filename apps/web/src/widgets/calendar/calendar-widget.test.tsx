import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CalendarEvent } from '@lodestar/core';

const NOW = new Date('2026-03-02T15:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function event(id: string, title: string, startMin: number, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    title,
    start: at(startMin),
    end: at(startMin + 30),
    isAllDay: false,
    attendees: [],
    accounts: [{ id: 'a', label: 'work@example.com' }],
    mergedFromIds: [id],
    ...extra,
  };
}

let answer: { status: string; events: CalendarEvent[]; accounts: unknown[]; error?: string };
let googleEnabled = false;

function mockServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = input.startsWith('/api/calendar/accounts') ? { accounts: [], googleEnabled } : answer;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

async function renderWidget() {
  // A fresh module per test: the store is shared per page on purpose.
  vi.resetModules();
  const { CalendarWidget } = await import('./calendar-widget');
  await act(async () => {
    render(<CalendarWidget />);
  });
  await waitFor(() => expect(screen.queryByText('Loading events...')).toBeNull());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  googleEnabled = false;
  window.localStorage.clear();
  mockServer();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CalendarWidget states', { timeout: 20_000 }, () => {
  it('not connected: the connect texts, CalDAV and ICS always, Google only when configured', async () => {
    answer = { status: 'notConnected', error: 'Not authenticated', events: [], accounts: [] };
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'Connect Your Calendar' })).toBeTruthy();
    expect(screen.getByText('View your upcoming meetings and appointments')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add CalDAV account' })).toBeTruthy();
    cleanup();
    googleEnabled = true;
    await renderWidget();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('expired: the reconnect state, remembered on this device after the accounts were removed', async () => {
    answer = { status: 'expired', error: 'AUTHENTICATION_EXPIRED', events: [], accounts: [] };
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'Reconnect Your Calendar' })).toBeTruthy();
    expect(screen.getByText('Your session has expired. Please sign in again to view your events.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in Again' })).toBeTruthy();
    cleanup();
    answer = { status: 'notConnected', error: 'Not authenticated', events: [], accounts: [] };
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'Reconnect Your Calendar' })).toBeTruthy();
  });

  it('empty, and a failed fetch shows the empty list, never sample events', async () => {
    answer = { status: 'ok', events: [event('x', 'Ended', -90)], accounts: [] };
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'No upcoming events' })).toBeTruthy();
    expect(screen.getByText('Enjoy your free time!')).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":"INTERNAL"}', { status: 500 })));
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'No upcoming events' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: "Today's events" })).toBeNull();
  });

  it('lists 3 of up to 10, marks merged and current events, and opens the details with the join button', async () => {
    answer = {
      status: 'ok',
      accounts: [],
      events: [
        event('now', 'Running', -10),
        event('m', 'Merged one', 20, {
          accounts: [
            { id: 'a', label: 'work@example.com' },
            { id: 'b', label: 'home@example.com' },
            { id: 'c', label: 'Team' },
            { id: 'd', label: 'Other' },
          ],
          meetingUrl: 'https://teams.microsoft.com/l/meetup-join/x',
          meetingService: 'teams',
        }),
        ...Array.from({ length: 10 }, (_, index) => event(`e${index}`, `Later ${index}`, 60 + index * 30)),
      ],
    };
    await renderWidget();
    const list = screen.getByRole('list', { name: "Today's events" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('true');
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Started');
    expect(within(list).getByRole('img', { name: 'Merged from 4 accounts' })).toBeTruthy();
    expect(within(list).getByText('+1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 7 more events' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(within(list).getByRole('button', { name: 'Merged one' }));
    const details = await screen.findByRole('dialog', { name: 'Merged one' });
    expect(within(details).getByText('Calendars')).toBeTruthy();
    expect(within(details).getByText('home@example.com')).toBeTruthy();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    fireEvent.click(within(details).getByRole('button', { name: 'Join Microsoft Teams' }));
    expect(open).toHaveBeenCalledWith('https://teams.microsoft.com/l/meetup-join/x', '_blank', 'noopener,noreferrer');
  });
});

describe('meeting alert', () => {
  it('is raised once per event start, within 5 minutes, lasting 300000 ms with a join action', async () => {
    vi.resetModules();
    const { checkMeetingAlert } = await import('./use-meeting-alerts');
    const { notificationStore } = await import('../../lib/notifications');
    const soon = event('s', 'Standup', 4, { meetingUrl: 'https://zoom.us/j/123456789', meetingService: 'zoom' });
    expect(checkMeetingAlert([event('f', 'Far', 6)], NOW)).toBe(false);
    expect(checkMeetingAlert([soon], NOW)).toBe(true);
    expect(checkMeetingAlert([soon], NOW)).toBe(false);
    const toast = notificationStore.getSnapshot().find((item) => item.source === 'calendar')!;
    expect(toast).toMatchObject({ title: 'Meeting starting soon', message: 'Standup starts in 4 minutes', duration: 300_000 });
    expect(toast.actions?.map((action) => action.label)).toEqual(['Join Zoom']);
    // Moved to a later start (beyond the 5-minute merge window), it is announced again.
    const later = new Date(NOW.getTime() + 30 * 60_000);
    expect(checkMeetingAlert([{ ...soon, start: at(34) }], later)).toBe(true);
  });

  it('is raised once for a meeting merged from two accounts, also after one account is removed', async () => {
    vi.resetModules();
    const { checkMeetingAlert } = await import('./use-meeting-alerts');
    const { notificationStore } = await import('../../lib/notifications');
    // The home calendar has it two minutes earlier: the merged meeting takes its id and start.
    const merged = event('home-sync', 'Sync', 2, { mergedFromIds: ['home-sync', 'work-sync'] });
    expect(checkMeetingAlert([merged], NOW)).toBe(true);
    // The home account removed: the same meeting now comes with the work calendar's id and start.
    expect(checkMeetingAlert([event('work-sync', 'Sync', 4)], NOW)).toBe(false);
    expect(notificationStore.getSnapshot().filter((item) => item.title === 'Meeting starting soon')).toHaveLength(1);
  });
});

describe('OAuth return', () => {
  it('announces an error word for word and cleans the address back to /', async () => {
    answer = { status: 'notConnected', error: 'Not authenticated', events: [], accounts: [] };
    window.history.replaceState(null, '', '/?oauth=error&email=&message=Access%20was%20denied');
    // The always-mounted part handles the return (a phone's calendar sheet is mostly closed).
    vi.resetModules();
    const { CalendarBackground } = await import('./calendar-background');
    await act(async () => {
      render(<CalendarBackground />);
    });
    const { notificationStore } = await import('../../lib/notifications');
    expect(notificationStore.getSnapshot().map((item) => item.title)).toContain('Failed to add calendar account: Access was denied');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
  });
});
