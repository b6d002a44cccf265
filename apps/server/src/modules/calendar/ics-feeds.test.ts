import { describe, expect, it } from 'vitest';
import type { GuardedFetch } from '../outbound/guarded-fetch';
import { createIcsFeeds, FEED_CACHE } from './ics-feeds';
import { FeedOverBudgetError } from './ics-parse-pool';
import type { SourceEvent } from './source-event';

const day = { start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-03T00:00:00Z'), timeZone: 'UTC', limit: 50 };
const event = (title: string): SourceEvent => ({ id: title, title, start: day.start, end: day.end, isAllDay: false, attendees: [] });

/** A feed server with an ETag, and a parser that reads the title from the text, both counting their calls. */
function fixture() {
  const feed = { text: 'BEGIN:VCALENDAR\nSUMMARY:One', requests: [] as Array<string | null>, overBudget: false };
  const fetch: GuardedFetch = async (_url, init) => {
    const sent = new Headers(init?.headers).get('if-none-match');
    feed.requests.push(sent);
    const etag = `"${feed.text.length}-${feed.text.at(-1)}"`;
    return sent === etag ? new Response(null, { status: 304 }) : new Response(feed.text, { headers: { etag } });
  };
  let parses = 0;
  const pool = {
    parse: async (texts: string[]) => {
      parses += 1;
      if (feed.overBudget) throw new FeedOverBudgetError(2000);
      return texts.map((text) => [event(text.split('SUMMARY:')[1]!)]);
    },
  };
  return { feed, feeds: createIcsFeeds({ fetch, pool }), parses: () => parses };
}

const at = (minutes: number) => new Date(day.start.getTime() + 9 * 3600_000 + minutes * 60_000);

describe('ICS feed cache', () => {
  it('answers from memory while fresh, then asks with the ETag and parses only a changed text', async () => {
    const { feed, feeds, parses } = fixture();
    expect(await feeds.events('a', 'http://feed', day, at(0))).toEqual([event('One')]);
    expect(await feeds.events('a', 'http://feed', day, at(4))).toEqual([event('One')]);
    expect(feed.requests).toHaveLength(1);

    const later = at(FEED_CACHE.freshMs / 60_000 + 1);
    expect(await feeds.events('a', 'http://feed', day, later)).toEqual([event('One')]);
    expect(feed.requests).toEqual([null, expect.stringMatching(/^"/)]);
    expect(parses()).toBe(1);

    feed.text = 'BEGIN:VCALENDAR\nSUMMARY:Two';
    expect(await feeds.events('a', 'http://feed', day, at(20))).toEqual([event('Two')]);
    expect(parses()).toBe(2);
  });

  it('shares one read between refreshes that arrive together, and reads again for another day or address', async () => {
    const { feed, feeds, parses } = fixture();
    await Promise.all([1, 2, 3].map(() => feeds.events('a', 'http://feed', day, at(0))));
    expect(feed.requests).toHaveLength(1);
    const tomorrow = { ...day, start: day.end, end: new Date(day.end.getTime() + 86_400_000) };
    await feeds.events('a', 'http://feed', tomorrow, at(1));
    await feeds.events('a', 'http://moved', tomorrow, at(2));
    expect(feed.requests).toEqual([null, null, null]);
    expect(parses()).toBe(3);
  });

  it('sets a feed over its budget aside: its unchanged text is not parsed again for an hour', async () => {
    const { feed, feeds, parses } = fixture();
    feed.overBudget = true;
    await expect(feeds.events('a', 'http://feed', day, at(0))).rejects.toBeInstanceOf(FeedOverBudgetError);
    for (const minutes of [2, 10, 30, 59]) {
      await expect(feeds.events('a', 'http://feed', day, at(minutes))).rejects.toBeInstanceOf(FeedOverBudgetError);
    }
    expect(parses()).toBe(1);
    feed.text = 'BEGIN:VCALENDAR\nSUMMARY:Fixed';
    feed.overBudget = false;
    expect(await feeds.events('a', 'http://feed', day, at(61))).toEqual([event('Fixed')]);
    expect(parses()).toBe(2);
  });
});
