import { zonedDayRange, type CalendarEventsResponse } from '@lodestar/core';
import { signUp, uniqueEmail } from '../../../test-support/accounts';
import type { TestClient } from '../../../test-support/test-client';
import type { TestServer } from '../../../test-support/test-server';

/** Today (UTC) at hh:mm, so events are "today" whenever the test runs (the server reads the real clock). */
export function todayAt(hours: number, minutes = 0): Date {
  const { start } = zonedDayRange(new Date(), 'UTC');
  return new Date(start.getTime() + (hours * 60 + minutes) * 60_000);
}

export async function calendarUser(server: TestServer, label = 'cal'): Promise<TestClient> {
  const client = server.client();
  const email = uniqueEmail(label);
  const response = await signUp(client, { email });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  if ((await client.get('/api/me')).status === 401) {
    // Password accounts are usable once the mailed link is opened; opening it signs the user in.
    const link = await server.latestLinkTo(email);
    await client.get(`${link.pathname}${link.search}`);
    if ((await client.get('/api/me')).status !== 200) throw new Error('could not sign the test user in');
  }
  return client;
}

export async function todaysEvents(client: TestClient, tz = 'UTC') {
  const response = await client.get(`/api/calendar/events?tz=${encodeURIComponent(tz)}`);
  if (response.status !== 200) throw new Error(`events: ${response.status} ${await response.text()}`);
  return (await response.json()) as CalendarEventsResponse & { status: string; error?: string };
}

export async function addFeed(client: TestClient, url: string, label?: string) {
  return client.post('/api/calendar/accounts/ics', { url, ...(label ? { label } : {}) });
}
