import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAccount } from '../../db/calendar-schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { calendarUser, todayAt, todaysEvents } from './test-support/calendar-fixtures';
import { icsCalendar } from './test-support/ics-builder';
import { startRadicale, type RadicaleServer } from './test-support/radicale';

let radicale: RadicaleServer;
let server: TestServer;

beforeAll(async () => {
  radicale = await startRadicale(
    { alice: 'alice-password', bob: 'bob-password' },
    {
      bob: { main: [icsCalendar([{ uid: 'b1', summary: 'Bob time', start: todayAt(12), end: todayAt(13) }])] },
      alice: {
        work: [
          icsCalendar([
            { uid: 'w1', summary: 'Sprint planning', start: todayAt(10), end: todayAt(11), location: 'https://meet.google.com/abc-defg-hij' },
          ]),
          icsCalendar([{ uid: 'w2', summary: 'Yesterday', start: todayAt(-20), end: todayAt(-19) }]),
        ],
        home: [
          // CalDAV holds one event (with its recurrences) per object.
          icsCalendar([{ uid: 'h1', summary: 'Dentist', start: todayAt(16), end: todayAt(17), description: 'Bring the form' }]),
          icsCalendar([{ uid: 'h2', summary: 'Water plants', start: todayAt(-48), end: todayAt(-47.5), rrule: 'FREQ=DAILY;COUNT=10' }]),
        ],
      },
    },
  );
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  await server?.close();
  await radicale?.stop();
});

describe('CalDAV against a real Radicale server', () => {
  it('links an account and shows today’s events of both its calendars, the password sealed at rest', async () => {
    const client = await calendarUser(server);
    const added = await client.post('/api/calendar/accounts/caldav', { serverUrl: radicale.url, username: 'alice', password: 'alice-password' });
    const answer = (await added.json()) as object;
    expect(added.status, JSON.stringify(answer)).toBe(201);
    expect(answer).toMatchObject({ account: { kind: 'caldav', label: 'alice@127.0.0.1' } });
    const [row] = await server.server.database.db.select().from(calendarAccount);
    expect(row!.secret).not.toContain('alice-password');
    expect(row!.secret).toMatch(/^v1\./);

    const body = await todaysEvents(client);
    expect(body.status).toBe('ok');
    expect(body.events.map((event) => event.title)).toEqual(['Water plants', 'Sprint planning', 'Dentist']);
    expect(body.events.find((event) => event.title === 'Sprint planning')).toMatchObject({ meetingService: 'meet' });
    expect(body.events.find((event) => event.title === 'Dentist')).toMatchObject({ description: 'Bring the form' });
  });

  it('an account whose password stopped working (401 while fetching) is removed', async () => {
    const client = await calendarUser(server);
    const added = await client.post('/api/calendar/accounts/caldav', { serverUrl: radicale.url, username: 'bob', password: 'bob-password', label: 'Bob' });
    expect(added.status).toBe(201);
    radicale.setPassword('bob', 'changed-elsewhere');
    expect(await todaysEvents(client)).toMatchObject({ status: 'expired', accounts: [{ label: 'Bob', status: 'removed' }] });
    expect((await (await client.get('/api/calendar/accounts')).json()) as object).toMatchObject({ accounts: [] });
  });

  it('refuses a wrong password without storing anything', async () => {
    const client = await calendarUser(server);
    const added = await client.post('/api/calendar/accounts/caldav', { serverUrl: radicale.url, username: 'alice', password: 'wrong' });
    expect(added.status).toBe(400);
    expect(await added.json()).toMatchObject({ code: 'ACCOUNT_UNAUTHORIZED' });
    expect((await (await client.get('/api/calendar/accounts')).json()) as object).toMatchObject({ accounts: [] });
  });

  it('is refused when the server is a loopback address outside the allow list', async () => {
    const strict = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false' });
    try {
      const client = await calendarUser(strict);
      const added = await client.post('/api/calendar/accounts/caldav', { serverUrl: radicale.url, username: 'alice', password: 'alice-password' });
      expect(added.status).toBe(400);
      expect(await added.json()).toMatchObject({ message: expect.stringMatching(/not allowed/) });
    } finally {
      await strict.close();
    }
  });
});
