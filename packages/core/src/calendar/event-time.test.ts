import { describe, expect, it } from 'vitest';
import { countdownLabel, dayLabel, eventStartingWithin, isEventCurrent, upcomingEvents, zonedDayRange } from './event-time';

const now = new Date('2026-03-02T15:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;

describe('countdownLabel', () => {
  it.each([
    [0, 'Started'],
    [-MIN, 'Started'],
    [1, '1m'],
    [MIN, '1m'],
    [MIN + 1, '2m'],
    [59 * MIN, '59m'],
    [59 * MIN + 1, '1h 0m'],
    [60 * MIN, '1h 0m'],
    [61 * MIN, '1h 1m'],
    [24 * 60 * MIN - MIN, '23h 59m'],
    [24 * 60 * MIN, '1d'],
    [49 * 60 * MIN, '2d'],
  ])('%i ms before the start shows %s', (ms, label) => {
    expect(countdownLabel(plus(ms), now)).toBe(label);
  });
});

describe('dayLabel', () => {
  it('Today and Tomorrow follow the viewer’s time zone, then the short month and day', () => {
    const tz = 'America/New_York'; // 10:00 local on 2 March
    expect(dayLabel(new Date('2026-03-03T04:59:59Z'), now, tz)).toBe('Today');
    expect(dayLabel(new Date('2026-03-03T05:00:00Z'), now, tz)).toBe('Tomorrow');
    expect(dayLabel(new Date('2026-03-04T04:59:59Z'), now, tz)).toBe('Tomorrow');
    expect(dayLabel(new Date('2026-03-04T05:00:00Z'), now, tz)).toBe('Mar 4');
    expect(dayLabel(new Date('2026-03-02T00:00:00Z'), now, 'UTC')).toBe('Today');
    expect(dayLabel(new Date('2026-03-01T23:59:59Z'), now, 'UTC')).toBe('Mar 1');
  });

  it('the month boundary', () => {
    expect(dayLabel(new Date('2026-04-01T10:00:00Z'), new Date('2026-03-31T10:00:00Z'), 'UTC')).toBe('Tomorrow');
  });
});

describe('zonedDayRange', () => {
  it('is the local day, including a daylight-saving change', () => {
    expect(zonedDayRange(now, 'America/New_York')).toMatchObject({
      start: new Date('2026-03-02T05:00:00Z'),
      end: new Date('2026-03-03T05:00:00Z'),
    });
    // 8 March 2026: clocks go forward in New York, the day is 23 hours long.
    const dst = zonedDayRange(new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(dst.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dst.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(zonedDayRange(now, 'Asia/Kolkata').start.toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });
});

describe('current, upcoming and starting soon', () => {
  const ev = (startMs: number, endMs: number, isAllDay = false) => ({
    start: plus(startMs).toISOString(),
    end: plus(endMs).toISOString(),
    isAllDay,
  });
  it('an event is current from its start up to before its end', () => {
    expect(isEventCurrent(ev(0, MIN), now)).toBe(true);
    expect(isEventCurrent(ev(-MIN, 0), now)).toBe(false);
    expect(isEventCurrent(ev(1, MIN), now)).toBe(false);
  });
  it('ended events are not upcoming; at most the limit', () => {
    const events = [ev(-2 * MIN, -MIN), ev(-MIN, MIN), ev(MIN, 2 * MIN), ev(3 * MIN, 4 * MIN)];
    expect(upcomingEvents(events, now, 2)).toEqual([events[1], events[2]]);
  });
  it('starting within the window, never all-day, never with the window off', () => {
    expect(eventStartingWithin([ev(5 * MIN, 6 * MIN)], now, 5 * MIN)).toBeDefined();
    expect(eventStartingWithin([ev(5 * MIN + 1, 6 * MIN)], now, 5 * MIN)).toBeUndefined();
    expect(eventStartingWithin([ev(MIN, 6 * MIN, true)], now, 5 * MIN)).toBeUndefined();
    expect(eventStartingWithin([ev(MIN, 6 * MIN)], now, 0)).toBeUndefined();
  });
});
