import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAccount } from '../../db/calendar-schema';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';
import type { TestClient } from '../../test-support/test-client';
import { calendarUser, todayAt, todaysEvents } from './test-support/calendar-fixtures';
import { startFakeGoogle, type FakeGoogle } from './test-support/fake-google';

let google: FakeGoogle;
let server: TestServer;

beforeAll(async () => {
  google = await startFakeGoogle('me@gmail.example');
  server = await startTestServer({
    ENFORCE_SUBSCRIPTION: 'false',
    GOOGLE_CLIENT_ID: 'calendar-client',
    GOOGLE_CLIENT_SECRET: 'calendar-secret',
    GOOGLE_ISSUER: google.origin,
    GOOGLE_CALENDAR_AUTH_URL: `${google.origin}/auth`,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_CALENDAR_API_BASE: google.apiBase,
  });
  google.events.push({
    id: 'g1',
    summary: 'Board meeting',
    start: todayAt(13).toISOString(),
    end: todayAt(14).toISOString(),
    hangoutLink: 'https://meet.google.com/abc-defg-hij',
  });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

/** Follows 'Add Account' → Google's consent (skipped: the fake accepts 'good-code') → our callback. */
async function linkGoogle(client: TestClient, code = 'good-code'): Promise<URL> {
  const start = await client.get('/api/calendar/oauth/authorize');
  expect(start.status).toBe(302);
  const consent = new URL(start.headers.get('location')!);
  expect(`${consent.origin}${consent.pathname}`).toBe(`${google.origin}/auth`);
  expect(Object.fromEntries(consent.searchParams)).toMatchObject({
    client_id: 'calendar-client',
    redirect_uri: `${TEST_BASE_URL}/api/calendar/oauth/callback`,
    response_type: 'code',
    access_type: 'offline',
    scope: 'https://www.googleapis.com/auth/calendar.readonly',
  });
  const state = consent.searchParams.get('state')!;
  const back = await client.get(`/api/calendar/oauth/callback?code=${code}&state=${encodeURIComponent(state)}`);
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!, TEST_BASE_URL);
}

describe('Google Calendar through the OAuth code flow', () => {
  it('links the account, returns to / with oauth=success, and shows its events; tokens never leave the server', async () => {
    const client = await calendarUser(server);
    const back = await linkGoogle(client);
    expect(back.pathname).toBe('/');
    expect(Object.fromEntries(back.searchParams)).toEqual({ oauth: 'success', email: 'me@gmail.example' });
    const accounts = await client.get('/api/calendar/accounts');
    const text = await accounts.text();
    expect(text).toContain('me@gmail.example');
    expect(text).not.toMatch(/access-|refresh-1/);
    const body = await todaysEvents(client);
    expect(body.events).toEqual([expect.objectContaining({ title: 'Board meeting', meetingService: 'meet' })]);
    expect(JSON.stringify(body)).not.toMatch(/access-|refresh-1/);
    const rows = await server.server.database.db.select().from(calendarAccount).where(eq(calendarAccount.kind, 'google'));
    expect(rows.every((row) => !row.secret!.includes('refresh-1') && !row.accessToken!.includes('access-'))).toBe(true);
  });

  it('refreshes an expired access token and keeps working', async () => {
    const client = await calendarUser(server);
    await linkGoogle(client);
    const [row] = await server.server.database.db.select().from(calendarAccount).orderBy(desc(calendarAccount.createdAt)).limit(1);
    await server.server.database.db.update(calendarAccount).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(calendarAccount.id, row!.id));
    const before = google.refreshCount;
    expect((await todaysEvents(client)).events).toHaveLength(1);
    expect(google.refreshCount).toBe(before + 1);
    // The new token was stored: a second fetch needs no refresh.
    expect((await todaysEvents(client)).events).toHaveLength(1);
    expect(google.refreshCount).toBe(before + 1);
  });

  it('a 401 removes the account; with every account gone the answer is AUTHENTICATION_EXPIRED', async () => {
    const client = await calendarUser(server);
    await linkGoogle(client);
    google.validAccess.clear();
    expect(await todaysEvents(client)).toMatchObject({ status: 'expired', error: 'AUTHENTICATION_EXPIRED', events: [] });
    expect((await (await client.get('/api/calendar/accounts')).json()) as object).toMatchObject({ accounts: [] });
    expect(await todaysEvents(client)).toMatchObject({ status: 'notConnected', error: 'Not authenticated' });
  });

  it('a revoked refresh token removes the account too', async () => {
    const client = await calendarUser(server);
    await linkGoogle(client);
    const rows = await server.server.database.db.select().from(calendarAccount);
    await server.server.database.db.update(calendarAccount).set({ accessExpiresAt: new Date(0) }).where(eq(calendarAccount.id, rows.at(-1)!.id));
    google.revokedRefresh.add('refresh-1');
    try {
      expect(await todaysEvents(client)).toMatchObject({ status: 'expired' });
    } finally {
      google.revokedRefresh.clear();
    }
  });

  it('a refused code, a forged state, or another user’s state returns to / with oauth=error and a message', async () => {
    const client = await calendarUser(server);
    const refused = await linkGoogle(client, 'bad-code');
    expect(refused.searchParams.get('oauth')).toBe('error');
    expect(refused.searchParams.get('message')).toBeTruthy();

    const forged = await client.get('/api/calendar/oauth/callback?code=good-code&state=forged');
    expect(new URL(forged.headers.get('location')!, TEST_BASE_URL).searchParams.get('message')).toBe('The sign-in link has expired. Please try again.');

    const start = await client.get('/api/calendar/oauth/authorize');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const mallory = await calendarUser(server, 'mallory');
    const stolen = await mallory.get(`/api/calendar/oauth/callback?code=good-code&state=${encodeURIComponent(state)}`);
    expect(new URL(stolen.headers.get('location')!, TEST_BASE_URL).searchParams.get('oauth')).toBe('error');
    expect((await (await mallory.get('/api/calendar/accounts')).json()) as object).toMatchObject({ accounts: [] });

    const denied = await client.get('/api/calendar/oauth/callback?error=access_denied');
    expect(Object.fromEntries(new URL(denied.headers.get('location')!, TEST_BASE_URL).searchParams)).toEqual({
      oauth: 'error',
      message: 'Access was denied',
    });
  });

  it('is announced to the widget only when configured', async () => {
    const client = await calendarUser(server);
    expect(await (await client.get('/api/calendar/accounts')).json()).toMatchObject({ googleEnabled: true });
  });
});
