import { zonedWallTime } from '@lodestar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { addFeed, calendarUser, todayAt, todaysEvents } from '../calendar/test-support/calendar-fixtures';
import { icsCalendar } from '../calendar/test-support/ics-builder';
import { startLocalServer, type LocalServer } from '../calendar/test-support/local-http';

// Issue 21, items 1, 2 and 5: what one calendar feed could do to the server. The feeds come from 127.0.0.2,
// the one address the server is allowed to reach here.
let server: TestServer;
let feeds: LocalServer;
const bodies = new Map<string, string>();
const day = todayAt(0).toISOString().slice(0, 10);
const compact = day.replace(/-/g, '');

/** ical.js walks this rule for ever: 30 February never comes. */
const neverEnding = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:never',
  'DTSTART:20200101T090000Z',
  'DTEND:20200101T100000Z',
  'SUMMARY:Never',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const parisEvent = (uid: string, zone: string[] = []) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...zone, 'BEGIN:VEVENT', `UID:${uid}`, `DTSTART;TZID=Europe/Paris:${compact}T120000`,
    `DTEND;TZID=Europe/Paris:${compact}T130000`, `SUMMARY:${uid}`, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
const fixedParis = (offset: string) => ['BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'BEGIN:STANDARD', 'DTSTART:19700101T000000',
  `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD', 'END:VTIMEZONE'];

function manyEvents(count: number): string {
  // Three hours apart, all before today: 25,000 of them span under nine years.
  const start = todayAt(-24 * 365 * 10).getTime();
  return icsCalendar(
    Array.from({ length: count }, (_, index) => ({
      uid: `e${index}`,
      summary: `Event ${index}`,
      start: new Date(start + index * 3 * 3600_000),
      end: new Date(start + index * 3 * 3600_000 + 1800_000),
    })).concat([{ uid: 'today', summary: 'Today in a big feed', start: todayAt(10), end: todayAt(11) }]),
  );
}

beforeAll(async () => {
  feeds = await startLocalServer((request, _body, response) => {
    const body = bodies.get(request.url ?? '');
    if (!body) return void response.writeHead(404).end();
    const etag = `"${body.length}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { 'content-type': 'text/calendar', etag }).end(body);
  }, '127.0.0.2');
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.2' });
  bodies.set('/never.ics', neverEnding);
  bodies.set('/team.ics', icsCalendar([{ uid: 'review', summary: 'Design review', start: todayAt(14), end: todayAt(15) }]));
  bodies.set('/big.ics', manyEvents(20_000));
  bodies.set('/huge.ics', manyEvents(25_001));
  bodies.set('/heavy.ics', `${icsCalendar([])}${'X-PADDING:'.padEnd(1000, 'x')}\r\n`.repeat(6 * 1024));
  bodies.set('/paris-plus-12.ics', parisEvent('A', fixedParis('+1200')));
  bodies.set('/paris-plus-1.ics', parisEvent('B1', fixedParis('+0100')));
  bodies.set('/paris-by-name.ics', parisEvent('B2'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

const requestsFor = (path: string) => feeds.requests.filter((request) => request === path).length;

describe('a feed whose rule never ends (HIGH 1)', () => {
  it('is refused when added, within its time budget, while the server keeps answering', async () => {
    const client = await calendarUser(server);
    const order: string[] = [];
    const adding = addFeed(client, `${feeds.origin}/never.ics`).then((response) => (order.push('add'), response));
    const health = server.client().get('/healthz').then((response) => (order.push('healthz'), response.status));
    expect(await health).toBe(200);
    const added = await adding;
    expect(order).toEqual(['healthz', 'add']);
    expect(added.status).toBe(400);
    expect(await added.json()).toMatchObject({ message: expect.stringMatching(/more than 2 seconds to read/) });
    expect((await (await client.get('/api/calendar/accounts')).json()) as object).toMatchObject({ accounts: [] });
  });

  it('is set aside with a message to its owner once it turns bad, and not read again on the next refresh', async () => {
    const client = await calendarUser(server);
    bodies.set('/turns-bad.ics', icsCalendar([{ uid: 'ok', summary: 'Fine for now', start: todayAt(9), end: todayAt(10) }]));
    expect((await addFeed(client, `${feeds.origin}/turns-bad.ics`, 'Turns bad')).status).toBe(201);
    expect((await addFeed(client, `${feeds.origin}/team.ics`, 'Team')).status).toBe(201);
    bodies.set('/turns-bad.ics', neverEnding);
    const first = await todaysEvents(client);
    expect(first.events.map((event) => event.title)).toEqual(['Design review']);
    expect(first.accounts.find((account) => account.label === 'Turns bad')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/more than 2 seconds to read/),
    });
    const asked = requestsFor('/turns-bad.ics');
    const again = await todaysEvents(client);
    expect(again.accounts.find((account) => account.label === 'Turns bad')).toMatchObject({ status: 'error' });
    expect(requestsFor('/turns-bad.ics')).toBe(asked);
    expect((await server.client().get('/healthz')).status).toBe(200);
  });
});

describe('large feeds (HIGH 2)', () => {
  it('reads a 20,000-event feed once: later refreshes answer from memory', async () => {
    const client = await calendarUser(server);
    expect((await addFeed(client, `${feeds.origin}/big.ics`, 'Big')).status).toBe(201);
    const before = requestsFor('/big.ics');
    for (let call = 0; call < 3; call += 1) {
      const body = await todaysEvents(client);
      expect(body.events.map((event) => event.title)).toEqual(['Today in a big feed']);
    }
    // One download for three refreshes (before: every refresh downloaded and parsed every feed).
    expect(requestsFor('/big.ics') - before).toBe(1);
  });

  it('refuses feeds over the event and size caps, and says so', async () => {
    const client = await calendarUser(server);
    const huge = await addFeed(client, `${feeds.origin}/huge.ics`);
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ message: 'This feed has 25,002 events; Lodestar reads feeds of up to 25,000.' });
    const heavy = await addFeed(client, `${feeds.origin}/heavy.ics`);
    expect(heavy.status).toBe(400);
    expect(await heavy.json()).toMatchObject({ message: 'This feed is larger than 5 MB, the most Lodestar reads from one calendar.' });
  });
});

describe('time zones are per feed (MEDIUM 5)', () => {
  it('another user’s definition of Europe/Paris never moves this user’s events', async () => {
    const attacker = await calendarUser(server, 'attacker');
    expect((await addFeed(attacker, `${feeds.origin}/paris-plus-12.ics`)).status).toBe(201);
    const own = await todaysEvents(attacker);
    expect(own.events[0]?.start).toBe(new Date(`${day}T00:00:00Z`).toISOString());

    const victim = await calendarUser(server, 'victim');
    await addFeed(victim, `${feeds.origin}/paris-plus-1.ics`);
    await addFeed(victim, `${feeds.origin}/paris-by-name.ics`);
    const events = (await todaysEvents(victim)).events;
    expect(events.find((event) => event.title === 'B1')?.start).toBe(new Date(`${day}T11:00:00Z`).toISOString());
    expect(events.find((event) => event.title === 'B2')?.start).toBe(zonedWallTime(day, '12:00:00', 'Europe/Paris').toISOString());
  });
});
