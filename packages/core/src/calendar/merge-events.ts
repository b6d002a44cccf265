import { CALENDAR_LIMITS, type CalendarEvent, type EventAccount } from './calendar-event';
import { normaliseMeetingUrl } from './meeting-service';

/*
 * The account-merging rule of spec 001 §5. It is THE product's rule on every path: the server merges the
 * accounts' events with it before answering GET /api/calendar/events, and nothing else (the widget
 * included) merges events by any other rule. The spec's looser "widget's own merge" is deliberately not
 * implemented, so one meeting is shown once, the same way, everywhere.
 */

const normaliseTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');
const words = (title: string) => new Set(normaliseTitle(title).split(/[^\p{L}\p{N}]+/u).filter(Boolean));

function similarTitles(a: string, b: string): boolean {
  const left = normaliseTitle(a);
  const right = normaliseTitle(b);
  if (!left || !right) return false;
  if (left.includes(right) || right.includes(left)) return true;
  const leftWords = words(left);
  const rightWords = words(right);
  const larger = Math.max(leftWords.size, rightWords.size);
  if (larger === 0) return false;
  let shared = 0;
  for (const word of leftWords) if (rightWords.has(word)) shared += 1;
  return shared / larger >= CALENDAR_LIMITS.titleSimilarity;
}

function attendeesOverlap(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((email) => email.toLowerCase()));
  const right = new Set(b.map((email) => email.toLowerCase()));
  let shared = 0;
  for (const email of left) if (right.has(email)) shared += 1;
  const smaller = Math.min(left.size, right.size);
  return shared >= CALENDAR_LIMITS.attendeeMinShared && shared >= CALENDAR_LIMITS.attendeeOverlap * smaller;
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why two events are one meeting, or null when they are not (starts more than 5 minutes apart never are). */
export function duplicateReason(
  a: CalendarEvent,
  b: CalendarEvent,
): 'organizer' | 'meetingId' | 'attendees' | 'title' | 'similarTitle' | 'meetingUrl' | null {
  const gap = Math.abs(Date.parse(a.start) - Date.parse(b.start));
  if (!(gap <= CALENDAR_LIMITS.duplicateWindowMs)) return null;
  if (same(a.organizer, b.organizer)) return 'organizer';
  if (same(a.meetingId, b.meetingId)) return 'meetingId';
  if (attendeesOverlap(a.attendees, b.attendees)) return 'attendees';
  if (same(a.title, b.title)) return 'title';
  if (similarTitles(a.title, b.title)) return 'similarTitle';
  if (a.meetingUrl && b.meetingUrl && normaliseMeetingUrl(a.meetingUrl) === normaliseMeetingUrl(b.meetingUrl)) {
    return 'meetingUrl';
  }
  return null;
}

export const areDuplicates = (a: CalendarEvent, b: CalendarEvent) => duplicateReason(a, b) !== null;

/** A total order, so the result never depends on the order accounts answered or listed their events. */
function canonicalOrder(a: CalendarEvent, b: CalendarEvent): number {
  return (
    Date.parse(a.start) - Date.parse(b.start) ||
    compare(a.accounts[0]?.id ?? '', b.accounts[0]?.id ?? '') ||
    compare(a.id, b.id) ||
    compare(a.title, b.title)
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function unionBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** Longest title, earliest start, latest end, the union of attendees and accounts (spec 001 §5). */
function combine(group: CalendarEvent[]): CalendarEvent {
  const [first, ...rest] = group as [CalendarEvent, ...CalendarEvent[]];
  if (rest.length === 0) return first;
  const title = group.map((event) => event.title).reduce((best, title) => (title.length > best.length ? title : best));
  const start = group.reduce((min, event) => (Date.parse(event.start) < Date.parse(min) ? event.start : min), first.start);
  const end = group.reduce((max, event) => (Date.parse(event.end) > Date.parse(max) ? event.end : max), first.end);
  const firstWith = <K extends keyof CalendarEvent>(key: K) => group.find((event) => event[key] !== undefined)?.[key];
  const withMeeting = group.find((event) => event.meetingUrl !== undefined);
  return {
    id: first.id,
    title,
    start,
    end,
    isAllDay: group.every((event) => event.isAllDay),
    location: firstWith('location') as string | undefined,
    description: firstWith('description') as string | undefined,
    organizer: firstWith('organizer') as string | undefined,
    attendees: unionBy(
      group.flatMap((event) => event.attendees.map((email) => email.toLowerCase())),
      (email) => email,
    ).sort(),
    meetingUrl: withMeeting?.meetingUrl,
    meetingId: withMeeting?.meetingId ?? (firstWith('meetingId') as string | undefined),
    meetingService: withMeeting?.meetingService,
    htmlLink: firstWith('htmlLink') as string | undefined,
    accounts: unionBy<EventAccount>(group.flatMap((event) => event.accounts), (account) => account.id),
    mergedFromIds: unionBy(group.flatMap((event) => event.mergedFromIds), (id) => id),
  };
}

const drop = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;

/**
 * Merges the events of several accounts into one list ordered by start. Events are taken in a canonical
 * order; each joins the first group whose every member it duplicates and that holds nothing from its own
 * account yet (one account's two events are two events), so every pair inside a group is within the
 * 5-minute window and the result does not depend on input order.
 */
export function mergeAccountEvents(events: readonly CalendarEvent[]): CalendarEvent[] {
  const groups: CalendarEvent[][] = [];
  for (const event of [...events].sort(canonicalOrder)) {
    const accountIds = new Set(event.accounts.map((account) => account.id));
    const group = groups.find(
      (members) =>
        members.every((member) => areDuplicates(member, event)) &&
        !members.some((member) => member.accounts.some((account) => accountIds.has(account.id))),
    );
    if (group) group.push(event);
    else groups.push([event]);
  }
  return groups.map((group) => drop(combine(group))).sort(canonicalOrder);
}

/** True when an event holds events of more than one account (the lightning marker). */
export const isMergedEvent = (event: CalendarEvent) => event.accounts.length > 1;
