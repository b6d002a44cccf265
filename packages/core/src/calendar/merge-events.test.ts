import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-event';
import { duplicateReason, isMergedEvent, mergeAccountEvents } from './merge-events';

const BASE = Date.parse('2026-03-02T15:00:00Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

function event(account: string, id: string, overrides: Partial<CalendarEvent> & { startMin?: number } = {}): CalendarEvent {
  const { startMin = 0, ...rest } = overrides;
  return {
    id: `${account}:${id}`,
    title: `Event ${id}`,
    start: at(startMin),
    end: at(startMin + 30),
    isAllDay: false,
    attendees: [],
    accounts: [{ id: account, label: account }],
    mergedFromIds: [`${account}:${id}`],
    ...rest,
  };
}

describe('duplicateReason: each criterion alone merges', () => {
  const far = { title: 'Alpha sync', startMin: 0 };
  const other = { title: 'Budget review', startMin: 3 };
  it.each<[string, Partial<CalendarEvent>, Partial<CalendarEvent>]>([
    ['organizer', { organizer: 'boss@example.com' }, { organizer: 'BOSS@example.com' }],
    ['meetingId', { meetingId: '123456789' }, { meetingId: '123456789' }],
    ['attendees', { attendees: ['a@x.io', 'b@x.io', 'c@x.io'] }, { attendees: ['a@x.io', 'b@x.io'] }],
    ['meetingUrl', { meetingUrl: 'https://zoom.us/j/1?pwd=x' }, { meetingUrl: 'https://ZOOM.us/j/1/' }],
  ])('%s', (reason, left, right) => {
    expect(duplicateReason(event('a', '1', { ...far, ...left }), event('b', '1', { ...other, ...right }))).toBe(reason);
  });

  it('identical title, similar titles', () => {
    expect(duplicateReason(event('a', '1', { title: 'Standup' }), event('b', '2', { title: 'standup ' }))).toBe('title');
    expect(duplicateReason(event('a', '1', { title: 'Weekly standup' }), event('b', '2', { title: 'Standup' }))).toBe('similarTitle');
    expect(
      duplicateReason(
        event('a', '1', { title: 'one two three four five' }),
        event('b', '2', { title: 'five four three two one' }),
      ),
    ).toBe('similarTitle');
  });

  it('nothing in common, or only one shared attendee, is not a duplicate', () => {
    expect(duplicateReason(event('a', '1', far), event('b', '1', other))).toBeNull();
    expect(
      duplicateReason(
        event('a', '1', { ...far, attendees: ['a@x.io', 'z@x.io'] }),
        event('b', '1', { ...other, attendees: ['a@x.io', 'y@x.io'] }),
      ),
    ).toBeNull();
    // 2 shared of a smaller list of 4 is 50 %, under 60 %.
    expect(
      duplicateReason(
        event('a', '1', { ...far, attendees: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'] }),
        event('b', '1', { ...other, attendees: ['a@x.io', 'b@x.io', 'e@x.io', 'f@x.io'] }),
      ),
    ).toBeNull();
  });

  it('the 5-minute window is inclusive', () => {
    expect(duplicateReason(event('a', '1', { title: 'X' }), event('b', '1', { title: 'X', startMin: 5 }))).toBe('title');
    expect(
      duplicateReason(event('a', '1', { title: 'X' }), event('b', '1', { title: 'X', start: new Date(BASE + 300_001).toISOString() })),
    ).toBeNull();
  });
});

describe('mergeAccountEvents', () => {
  it('takes the longest title, earliest start, latest end and the union of attendees and accounts', () => {
    const [merged, ...rest] = mergeAccountEvents([
      event('work', '1', { title: 'Planning', startMin: 3, attendees: ['a@x.io'], meetingUrl: 'https://zoom.us/j/123456789', meetingService: 'zoom' }),
      event('home', '9', { title: 'Planning meeting', startMin: 0, end: at(20), attendees: ['b@x.io'] }),
      event('work', '2', { title: 'Lunch', startMin: 200 }),
    ]);
    expect(rest).toHaveLength(1);
    expect(merged).toMatchObject({
      title: 'Planning meeting',
      start: at(0),
      end: at(33),
      attendees: ['a@x.io', 'b@x.io'],
      meetingService: 'zoom',
      mergedFromIds: ['home:9', 'work:1'],
    });
    expect(merged!.accounts.map((account) => account.id).sort()).toEqual(['home', 'work']);
    expect(isMergedEvent(merged!)).toBe(true);
  });

  it('never merges two events of the same account', () => {
    expect(mergeAccountEvents([event('a', '1', { title: 'Focus' }), event('a', '2', { title: 'Focus' })])).toHaveLength(2);
  });
});

// Few titles and organizers so that duplicates are frequent in generated data.
const eventArb = fc
  .record({
    account: fc.constantFrom('a', 'b', 'c'),
    startMin: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 0, max: 90 }),
    title: fc.constantFrom('Standup', 'Weekly standup', 'Review', 'Lunch', ''),
    organizer: fc.option(fc.constantFrom('o1@x.io', 'o2@x.io'), { nil: undefined }),
    attendees: fc.subarray(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']),
  })
  .map(({ account, startMin, length, title, organizer, attendees }) => ({ account, startMin, length, title, organizer, attendees }));

const eventsArb = fc.array(eventArb, { maxLength: 12 }).map((drafts) =>
  drafts.map((draft, index) =>
    event(draft.account, String(index), {
      title: draft.title,
      startMin: draft.startMin,
      end: at(draft.startMin + draft.length),
      organizer: draft.organizer,
      attendees: draft.attendees,
    }),
  ),
);

const key = (events: CalendarEvent[]) => JSON.stringify(events);

describe('merge rule properties', () => {
  it('starts more than 5 minutes apart never merge', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        for (const merged of mergeAccountEvents(events)) {
          const starts = events.filter((e) => merged.mergedFromIds.includes(e.id)).map((e) => Date.parse(e.start));
          expect(Math.max(...starts) - Math.min(...starts)).toBeLessThanOrEqual(5 * 60_000);
        }
      }),
    );
    fc.assert(
      fc.property(eventArb, fc.integer({ min: 6, max: 600 }), (draft, gap) => {
        const a = event('a', '1', { title: draft.title, organizer: 'same@x.io', attendees: draft.attendees });
        const b = event('b', '1', { title: draft.title, organizer: 'same@x.io', attendees: draft.attendees, startMin: gap });
        expect(mergeAccountEvents([a, b])).toHaveLength(2);
      }),
    );
  });

  it('does not depend on the order of accounts or events', () => {
    fc.assert(
      fc.property(
        eventsArb.chain((events) => fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length }))),
        ([events, shuffled]) => {
          expect(key(mergeAccountEvents(shuffled))).toBe(key(mergeAccountEvents(events)));
        },
      ),
    );
  });

  it('keeps every account and every source event', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const merged = mergeAccountEvents(events);
        expect(merged.flatMap((e) => e.mergedFromIds).sort()).toEqual(events.map((e) => e.id).sort());
        for (const source of events) {
          const holder = merged.find((e) => e.mergedFromIds.includes(source.id))!;
          expect(holder.accounts.map((a) => a.id)).toContain(source.accounts[0]!.id);
          expect(Date.parse(holder.start)).toBeLessThanOrEqual(Date.parse(source.start));
          expect(Date.parse(holder.end)).toBeGreaterThanOrEqual(Date.parse(source.end));
          expect(holder.title.length).toBeGreaterThanOrEqual(source.title.length);
        }
      }),
    );
  });
});
