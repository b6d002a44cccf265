import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { calendarAccount } from '../../db/calendar-schema';
import { addFeed, calendarUser, todayAt, todaysEvents } from './test-support/calendar-fixtures';
import { icsCalendar } from './test-support/ics-builder';
import { startLocalServer, type LocalServer } from './test-support/local-http';

let server: TestServer;
let feeds: LocalServer;
let other: LocalServer;
const bodies = new Map<string, string>();

beforeAll(async () => {
  feeds = await startLocalServer((request, _body, response) => {
    const path = request.url ?? '';
    if (path === '/private.ics') {
      response.writeHead(401).end();
      return;
    }
    if (path === '/redirect-out') {
      response.writeHead(302, { location: `http://127.0.0.2:${other.port}/feed.ics` }).end();
      return;
    }
    const body = bodies.get(path);
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  other = await startLocalServer((_request, _body, response) => response.end(icsCalendar([])));
  // One test links 21 accounts in a row to reach the account limit: past the per-minute limit on adds.
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.1', CALENDAR_ADDS_PER_MINUTE: '1000' });
  const yesterday = new Date(todayAt(9).getTime() - 3 * 24 * 3600_000);
  bodies.set(
    '/team.ics',
    icsCalendar([
      // A daily stand-up that started days ago: today's occurrence must be found by expanding the RRULE.
      { uid: 'standup', summary: 'Daily standup', start: yesterday, end: new Date(yesterday.getTime() + 15 * 60_000), rrule: 'FREQ=DAILY' },
      { uid: 'review', summary: 'Design review', start: todayAt(14), end: todayAt(15), location: 'https://acme.zoom.us/j/987654321' },
      { uid: 'old', summary: 'Last week', start: todayAt(-100), end: todayAt(-99) },
    ]),
  );
  bodies.set(
    '/personal.ics',
    icsCalendar([
      // The same review three minutes later in another calendar: shown once.
      { uid: 'r2', summary: 'Design review', start: todayAt(14, 3), end: todayAt(15, 10) },
      { uid: 'gym', summary: 'Gym', start: todayAt(18), end: todayAt(19) },
    ]),
  );
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
  await other?.close();
});

describe('ICS feeds', () => {
  it('expands a daily recurring event for today and merges the same meeting from two feeds', async () => {
    const client = await calendarUser(server);
    expect((await addFeed(client, `${feeds.origin}/team.ics`, 'Team')).status).toBe(201);
    expect((await addFeed(client, `${feeds.origin}/personal.ics`)).status).toBe(201);
    const body = await todaysEvents(client);
    expect(body.status).toBe('ok');
    expect(body.events.map((event) => event.title)).toEqual(['Daily standup', 'Design review', 'Gym']);
    const standup = body.events[0]!;
    expect(standup.start).toBe(todayAt(9).toISOString());
    const review = body.events[1]!;
    expect(review.accounts.map((account) => account.label).sort()).toEqual(['127.0.0.1', 'Team']);
    expect(review).toMatchObject({ start: todayAt(14).toISOString(), end: todayAt(15, 10).toISOString(), meetingService: 'zoom' });
    expect(review.mergedFromIds).toHaveLength(2);
  });

  it('lists accounts without their addresses or secrets, and removes one', async () => {
    const client = await calendarUser(server);
    await addFeed(client, `${feeds.origin}/team.ics`, 'Team');
    const { accounts } = (await (await client.get('/api/calendar/accounts')).json()) as { accounts: Array<Record<string, unknown>> };
    expect(accounts).toHaveLength(1);
    expect(Object.keys(accounts[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'kind', 'label']);
    expect(JSON.stringify(accounts)).not.toContain(feeds.origin);
    const removed = await client.request(`/api/calendar/accounts/${String(accounts[0]!.id)}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(removed.status).toBe(200);
    expect(await todaysEvents(client)).toMatchObject({ status: 'notConnected', error: 'Not authenticated' });

    // 'Sign Out All' removes every account of this user.
    await addFeed(client, `${feeds.origin}/team.ics`);
    await addFeed(client, `${feeds.origin}/personal.ics`);
    expect(await (await client.post('/api/calendar/accounts/sign-out-all')).json()).toEqual({ removed: 2 });
    expect(await todaysEvents(client)).toMatchObject({ status: 'notConnected' });
  });

  it('one failing account does not hide the others; a 401 removes that account; all gone is expired', async () => {
    const client = await calendarUser(server);
    await addFeed(client, `${feeds.origin}/team.ics`);
    bodies.set('/flaky.ics', icsCalendar([]));
    bodies.set('/later-private.ics', icsCalendar([]));
    await addFeed(client, `${feeds.origin}/flaky.ics`, 'Flaky');
    await addFeed(client, `${feeds.origin}/later-private.ics`, 'Private');
    bodies.delete('/flaky.ics');
    bodies.set('/later-private.ics', '');
    const rows = await server.server.database.db.select().from(calendarAccount);
    const privateRow = rows.find((row) => row.label === 'Private')!;
    await server.server.database.db
      .update(calendarAccount)
      .set({ url: `${feeds.origin}/private.ics` })
      .where(eq(calendarAccount.id, privateRow.id));
    const body = await todaysEvents(client);
    expect(body.status).toBe('ok');
    expect(body.events.map((event) => event.title)).toContain('Design review');
    expect(body.accounts.find((account) => account.label === 'Flaky')).toMatchObject({ status: 'error' });
    expect(body.accounts.find((account) => account.label === 'Private')).toMatchObject({ status: 'removed' });
    const { accounts } = (await (await client.get('/api/calendar/accounts')).json()) as { accounts: unknown[] };
    expect(accounts).toHaveLength(2);

    const lonely = await calendarUser(server);
    bodies.set('/soon-private.ics', icsCalendar([]));
    await addFeed(lonely, `${feeds.origin}/soon-private.ics`);
    const [row] = (await server.server.database.db.select().from(calendarAccount)).filter((r) => r.url?.endsWith('/soon-private.ics'));
    await server.server.database.db
      .update(calendarAccount)
      .set({ url: `${feeds.origin}/private.ics` })
      .where(eq(calendarAccount.id, row!.id));
    expect(await todaysEvents(lonely)).toMatchObject({ status: 'expired', error: 'AUTHENTICATION_EXPIRED' });
  });

  it('refuses bad input and feeds it cannot read, with a message', async () => {
    const client = await calendarUser(server);
    const notUrl = await addFeed(client, 'ftp://example.com/feed.ics');
    expect(notUrl.status).toBe(400);
    expect(await notUrl.json()).toMatchObject({ message: 'Enter an http:// or https:// address' });
    const missing = await addFeed(client, `${feeds.origin}/missing.ics`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'The feed answered with status 404' });
    expect((await client.get('/api/calendar/events?tz=Mars/Olympus')).status).toBe(400);
    for (let index = 0; index < 20; index += 1) expect((await addFeed(client, `${feeds.origin}/team.ics`)).status).toBe(201);
    const tooMany = await addFeed(client, `${feeds.origin}/team.ics`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ message: 'You can link at most 20 calendar accounts. Remove one first.' });
  });

  it('goes through the guarded fetch: loopback outside the allow list, and a redirect to it, are refused', async () => {
    const client = await calendarUser(server);
    const direct = await addFeed(client, `http://127.0.0.2:${other.port}/feed.ics`);
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ code: 'ACCOUNT_UNREACHABLE', message: expect.stringMatching(/not allowed/) });
    const redirected = await addFeed(client, `${feeds.origin}/redirect-out`);
    expect(redirected.status).toBe(400);
    expect(await redirected.json()).toMatchObject({ message: expect.stringMatching(/not allowed/) });
    expect(other.requests).toEqual([]);
  });

  it('one user never sees another user’s accounts or events, and cannot remove them', async () => {
    const alice = await calendarUser(server, 'alice');
    const bob = await calendarUser(server, 'bob');
    await addFeed(alice, `${feeds.origin}/team.ics`, 'Alice team');
    const { accounts } = (await (await alice.get('/api/calendar/accounts')).json()) as { accounts: Array<{ id: string }> };
    expect((await (await bob.get('/api/calendar/accounts')).json()) as object).toMatchObject({ accounts: [] });
    expect(await todaysEvents(bob)).toMatchObject({ status: 'notConnected', events: [] });
    const attempt = await bob.request(`/api/calendar/accounts/${accounts[0]!.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(attempt.status).toBe(404);
    expect((await bob.post('/api/calendar/accounts/sign-out-all')).status).toBe(200);
    expect((await todaysEvents(alice)).events.length).toBeGreaterThan(0);
    expect((await server.client().get('/api/calendar/accounts')).status).toBe(401);
  });
});

describe('access', () => {
  it('needs a subscription like /api/data', async () => {
    const paywalled = await startTestServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
    try {
      const client = await calendarUser(paywalled);
      expect((await client.get('/api/calendar/accounts')).status).toBe(402);
      expect((await client.get('/api/calendar/events?tz=UTC')).status).toBe(402);
      expect((await addFeed(client, `${feeds.origin}/team.ics`)).status).toBe(402);
    } finally {
      await paywalled.close();
    }
  });
});
