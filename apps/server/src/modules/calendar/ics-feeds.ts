import { createHash } from 'node:crypto';
import type { GuardedFetch } from '../outbound/guarded-fetch';
import { FeedOverBudgetError, type IcsParsePool } from './ics-parse-pool';
import { downloadFeed, type DayWindow, type FeedValidators } from './ics-provider';
import { AccountUnauthorizedError, type SourceEvent } from './source-event';

export const FEED_CACHE = {
  /** A feed read less than this ago is answered from memory (the widget refreshes every 5 minutes). */
  freshMs: 5 * 60_000,
  /** A failure is reported again from memory for this long before the feed is asked again. */
  errorFreshMs: 60_000,
  /** A feed over its time budget is not parsed again, while its text is unchanged, for this long. */
  setAsideMs: 60 * 60_000,
  /** Feeds remembered (least recently used first out); each keeps only one day's events. */
  maxEntries: 5_000,
} as const;

interface Entry {
  url: string;
  window: string;
  checkedAt: number;
  validators: FeedValidators;
  hash?: string;
  events?: SourceEvent[];
  error?: Error;
  setAsideUntil?: number;
}

const windowKey = (day: DayWindow) => `${day.start.toISOString()}|${day.timeZone}|${day.limit}`;
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

function answer(entry: Entry): SourceEvent[] {
  if (entry.error) throw entry.error;
  return entry.events ?? [];
}

/**
 * ICS feeds read at most once per FEED_CACHE.freshMs per account: GET /api/calendar/events answers from
 * memory, asks the feed again with its ETag or Last-Modified after that, and parses again (in the parse
 * threads) only when the text changed. A feed that ran over its time budget is set aside by its text's
 * hash, so it costs its budget once, not on every refresh.
 */
export function createIcsFeeds({ fetch, pool }: { fetch: GuardedFetch; pool: Pick<IcsParsePool, 'parse'> }) {
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<SourceEvent[]>>();
  let downloads = 0;
  let parses = 0;

  function remember(accountId: string, entry: Entry) {
    cache.delete(accountId);
    cache.set(accountId, entry);
    if (cache.size > FEED_CACHE.maxEntries) cache.delete(cache.keys().next().value!);
  }

  async function refresh(accountId: string, url: string, day: DayWindow, now: number, known: Entry | undefined): Promise<SourceEvent[]> {
    const window = windowKey(day);
    const setAside = known?.setAsideUntil !== undefined && known.setAsideUntil > now;
    const reusable = known && (known.window === window || setAside) ? known : undefined;
    let download;
    try {
      downloads += 1;
      download = await downloadFeed(fetch, url, reusable?.validators);
    } catch (error) {
      if (!(error instanceof AccountUnauthorizedError)) remember(accountId, { url, window, checkedAt: now, validators: {}, error: error as Error });
      throw error;
    }
    const hash = download.text === null ? reusable?.hash : digest(download.text);
    if (reusable && (download.text === null || hash === reusable.hash)) {
      remember(accountId, { ...reusable, checkedAt: now, validators: download.validators });
      return answer(reusable);
    }
    const base = { url, window, checkedAt: now, validators: download.validators, hash };
    try {
      parses += 1;
      const [events = []] = await pool.parse([download.text!], day);
      remember(accountId, { ...base, events });
      return events;
    } catch (error) {
      const setAsideUntil = error instanceof FeedOverBudgetError ? now + FEED_CACHE.setAsideMs : undefined;
      remember(accountId, { ...base, error: error as Error, ...(setAsideUntil ? { setAsideUntil } : {}) });
      throw error;
    }
  }

  /** Today's events of one ICS account, from memory while fresh. */
  function events(accountId: string, url: string, day: DayWindow, now: Date): Promise<SourceEvent[]> {
    const known = cache.get(accountId);
    const entry = known?.url === url ? known : undefined;
    const age = entry ? now.getTime() - entry.checkedAt : Infinity;
    if (entry && entry.window === windowKey(day) && age >= 0 && age < (entry.error ? FEED_CACHE.errorFreshMs : FEED_CACHE.freshMs)) {
      return Promise.resolve(entry).then(answer);
    }
    const key = `${accountId}|${windowKey(day)}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = refresh(accountId, url, day, now.getTime(), entry).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return { events, stats: () => ({ downloads, parses, cached: cache.size }) };
}

export type IcsFeeds = ReturnType<typeof createIcsFeeds>;
