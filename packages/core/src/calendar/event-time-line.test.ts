import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventTimeLine, rowLocation, timeRangeLabel } from './event-time-line';

const zone = 'America/New_York';
// 2026-11-27 12:14 in New York (UTC-5).
const now = new Date('2026-11-27T17:14:00Z');
const event = (start: string, end: string, isAllDay = false) => ({ start, end, isAllDay });

describe('eventTimeLine', () => {
  it("says the time once, with the meridiem once and the countdown: '1:30 – 2:15 PM · in 1h 16m'", () => {
    expect(eventTimeLine(event('2026-11-27T18:30:00Z', '2026-11-27T19:15:00Z'), now, zone)).toBe('1:30 – 2:15 PM · in 1h 16m');
  });

  it('gives both meridiems across noon, minutes under an hour, and Started for an event under way', () => {
    expect(eventTimeLine(event('2026-11-27T16:30:00Z', '2026-11-27T17:30:00Z'), now, zone)).toBe('11:30 AM – 12:30 PM · Started');
    expect(eventTimeLine(event('2026-11-27T17:45:00Z', '2026-11-27T18:00:00Z'), now, zone)).toBe('12:45 – 1:00 PM · in 31m');
  });

  it("drops 'Today' but names another day, and says 'All day' for an all-day event", () => {
    expect(eventTimeLine(event('2026-11-28T14:00:00Z', '2026-11-28T15:00:00Z'), now, zone)).toBe('Tomorrow · 9:00 – 10:00 AM · in 20h 46m');
    expect(eventTimeLine(event('2026-11-27T05:00:00Z', '2026-11-28T05:00:00Z', true), now, zone)).toBe('All day');
  });

  it('never repeats the start time and always ends in a countdown (property)', () => {
    const start = fc.integer({ min: 0, max: 24 * 60 - 1 });
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 600 }), (minute, length) => {
        const from = new Date(Date.UTC(2026, 10, 27, 5) + minute * 60_000);
        const to = new Date(from.getTime() + length * 60_000);
        const line = eventTimeLine(event(from.toISOString(), to.toISOString()), now, zone);
        const range = timeRangeLabel(from, to, zone);
        expect(line.includes(range)).toBe(true);
        const startTime = range.split(' – ')[0]!.replace(/ [AP]M$/, '');
        // As a time of its own: '1:00' inside '11:00' is not a repeat.
        const asTime = new RegExp(`(?<!\\d)${startTime}(?!\\d)`, 'g');
        expect(line.match(asTime)?.length).toBe(1);
        expect(line).toMatch(/· (Started|in \d+[mhd]( \d+m)?)$/);
        expect((range.match(/[AP]M/g) ?? []).length).toBeGreaterThanOrEqual(1);
      }),
      // 1:00 – 11:00 PM: the start time is inside the end time's digits.
      { examples: [[780, 600]] },
    );
  });
});

describe('rowLocation', () => {
  it('hides a bare meeting link and keeps a place', () => {
    expect(rowLocation('https://acme.zoom.us/j/123456789')).toBeUndefined();
    expect(rowLocation('  ')).toBeUndefined();
    expect(rowLocation('212 Harbor St')).toBe('212 Harbor St');
  });
});
