import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { addFeed, calendarUser, todayAt } from '../calendar/test-support/calendar-fixtures';
import { icsCalendar } from '../calendar/test-support/ics-builder';
import { startLocalServer, type LocalServer } from '../calendar/test-support/local-http';

// Issue 32, MEDIUM 4: the calendar parse pool was one queue for all users. 40 never-ending feeds from one user
// made another user's ordinary feed take 68.8 s to add; 230 made it fail ("Calendars are busy"). The feeds come
// from 127.0.0.2, the one address the server may reach here.
let server: TestServer;
let feeds: LocalServer;
const asked: string[] = [];

/** ical.js walks this rule for ever: 30 February never comes (each read costs the whole 2 s budget). */
const neverEnding = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:never', 'DTSTART:20200101T090000Z', 'DTEND:20200101T100000Z',
  'SUMMARY:Never', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
const team = icsCalendar([{ uid: 'review', summary: 'Design review', start: todayAt(14), end: todayAt(15) }]);

beforeAll(async () => {
  feeds = await startLocalServer((request, _body, response) => {
    asked.push(request.url ?? '');
    const body = request.url?.startsWith('/never') ? neverEnding : request.url === '/team.ics' ? team : undefined;
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  }, '127.0.0.2');
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.2' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

describe('one user flooding the calendar parse pool (issue 32, MEDIUM 4)', () => {
  it("is held to its own share: another user's ordinary feed is added without waiting behind the flood", async () => {
    const [attacker, victim] = [await calendarUser(server), await calendarUser(server)];
    // Another user is another address: the flood's requests in flight hold the attacker's address's share, and on
    // a loaded machine they are still in flight when the victim comes.
    victim.address = '198.51.100.7';
    const answers: number[] = [];
    const flood = Array.from({ length: 40 }, (_, index) =>
      addFeed(attacker, `${feeds.origin}/never-${index}.ics`).then((response) => {
        answers.push(response.status);
        return response.status;
      }),
    );
    // Let the flood reach the queue first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const added = await addFeed(victim, `${feeds.origin}/team.ics`);
    const parsedBeforeVictim = answers.filter((status) => status === 400).length;
    const statuses = await Promise.all(flood);
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.info(`other user's feed: ${added.status}, after ${parsedBeforeVictim} of the flood's feeds were read; the flood's answers: ${JSON.stringify(counts)}`);

    expect(added.status).toBe(201);
    // Its jobs waiting are held to 2, and its adds to CALENDAR_ADDS_PER_MINUTE: the rest is refused unread.
    expect(parsedBeforeVictim).toBeLessThanOrEqual(4);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(30);
  }, 240_000);

  it('refuses a feed that ran over its budget again at once, for a while, without reading it again', async () => {
    const user = await calendarUser(server);
    const url = `${feeds.origin}/never-again.ics`;
    const first = await addFeed(user, url);
    expect(first.status).toBe(400);
    const downloads = asked.filter((path) => path === '/never-again.ics').length;
    const again = await addFeed(await calendarUser(server), url);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: expect.stringMatching(/set aside/) });
    expect(asked.filter((path) => path === '/never-again.ics').length).toBe(downloads);
  }, 60_000);
});
