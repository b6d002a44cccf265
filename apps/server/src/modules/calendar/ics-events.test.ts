import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../outbound/guarded-fetch';
import { OutboundError } from '../outbound/outbound-error';
import { eventsFromIcs } from './ics-events';
import { downloadFeed } from './ics-provider';
import { icsCalendar, icsEvent } from './test-support/ics-builder';
import { startLocalServer } from './test-support/local-http';

const day = { start: new Date('2026-03-02T05:00:00Z'), end: new Date('2026-03-03T05:00:00Z') }; // 2 March in New York
const TZ = 'America/New_York';

describe('eventsFromIcs', () => {
  it('expands a daily event, skipping excluded and moved occurrences as the feed says', () => {
    const text = icsCalendar([
      { uid: 'd', summary: 'Standup', start: new Date('2026-02-20T14:00:00Z'), end: new Date('2026-02-20T14:15:00Z'), rrule: 'FREQ=DAILY' },
      // Today's occurrence moved an hour later.
      {
        uid: 'd',
        summary: 'Standup (moved)',
        start: new Date('2026-03-02T15:00:00Z'),
        end: new Date('2026-03-02T15:15:00Z'),
        recurrenceId: new Date('2026-03-02T14:00:00Z'),
      },
    ]);
    const events = eventsFromIcs(text, day, TZ, 50);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: 'Standup (moved)', start: new Date('2026-03-02T15:00:00Z') });
  });

  it('reads zoned times by their VTIMEZONE or IANA name, and all-day dates in the viewer’s zone', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:berlin',
      'DTSTART;TZID=Europe/Berlin:20260302T180000',
      'DTEND;TZID=Europe/Berlin:20260302T190000',
      'SUMMARY:Call with Berlin',
      'END:VEVENT',
      icsEvent({ uid: 'holiday', summary: 'Holiday', start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-03T00:00:00Z'), allDay: true }),
      'END:VCALENDAR',
    ].join('\r\n');
    const events = eventsFromIcs(text, day, TZ, 50);
    expect(events.find((event) => event.title === 'Call with Berlin')?.start).toEqual(new Date('2026-03-02T17:00:00Z'));
    expect(events.find((event) => event.title === 'Holiday')).toMatchObject({ isAllDay: true, start: new Date('2026-03-02T05:00:00Z') });
  });

  it('keeps at most the limit, earliest first, and nothing from other days', () => {
    const text = icsCalendar(
      Array.from({ length: 60 }, (_, index) => ({
        uid: `e${index}`,
        summary: `E${index}`,
        start: new Date(day.start.getTime() + (index - 5) * 15 * 60_000),
        end: new Date(day.start.getTime() + (index - 4) * 15 * 60_000),
      })),
    );
    const events = eventsFromIcs(text, day, TZ, 50);
    expect(events).toHaveLength(50);
    // E4 ends exactly when the day starts: not today.
    expect(events[0]!.title).toBe('E5');
  });
});

describe('feeds go through the guarded fetch', () => {
  it('a name that resolves to a loopback address outside the allow list is refused', async () => {
    const feed = await startLocalServer((_request, _body, response) => response.end(icsCalendar([])));
    try {
      const guarded = createGuardedFetch({
        allowHosts: '127.0.0.1',
        resolver: async () => [{ address: '127.0.0.3', family: 4 }],
      });
      const attempt = downloadFeed(guarded, `http://feeds.example.test:${feed.port}/team.ics`);
      await expect(attempt).rejects.toBeInstanceOf(OutboundError);
      await expect(attempt).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
      expect(feed.requests).toEqual([]);
    } finally {
      await feed.close();
    }
  });
});

describe('time zones stay with their feed', () => {
  it('keeps no zone registered after a parse, so no feed reads another feed’s zones', () => {
    const zone = ['BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+1200',
      'TZOFFSETTO:+1200', 'END:STANDARD', 'END:VTIMEZONE'];
    const feed = (definition: string[]) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', ...definition, 'BEGIN:VEVENT', 'UID:p', 'DTSTART;TZID=Europe/Paris:20260302T120000',
        'DTEND;TZID=Europe/Paris:20260302T130000', 'SUMMARY:Paris', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    const paris = { start: new Date('2026-03-01T12:00:00Z'), end: new Date('2026-03-03T12:00:00Z') };
    expect(eventsFromIcs(feed(zone), paris, 'UTC', 5)[0]?.start).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(ICAL.TimezoneService.has('Europe/Paris')).toBe(false);
    expect(eventsFromIcs(feed([]), paris, 'UTC', 5)[0]?.start).toEqual(new Date('2026-03-02T11:00:00Z'));
  });
});
