import { useEffect } from 'react';
import { CALENDAR_LIMITS, eventStartingWithin, JOIN_LABELS, type CalendarEvent, plural } from '@lodestar/core';
import { notify } from '../../lib/notifications';

const NOTIFIED_KEY = 'calendarNotifiedStarts';

function notifiedStarts(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(NOTIFIED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function remember(key: string): void {
  try {
    // The last 50 are plenty to know today's events; older ones are dropped.
    window.localStorage.setItem(NOTIFIED_KEY, JSON.stringify([...notifiedStarts(), key].slice(-50)));
  } catch {
    // Storage blocked: the toast may repeat after a reload.
  }
}

export const openMeeting = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

function minutesUntil(event: CalendarEvent, now: Date): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(event.start) - now.getTime()) / 60_000));
  if (minutes === 0) return 'now';
  return `in ${plural(minutes, 'minute')}`;
}

/**
 * One key per calendar event the meeting was merged from: the merged meeting's id and start change when
 * an account is added or removed (they are its first member's and its earliest start), and none of its
 * events may raise it again. A start moved by more than the merge window is a new announcement.
 */
const startKeys = (event: CalendarEvent) => [...new Set([event.id, ...event.mergedFromIds])].map((id) => `${id}@${event.start}`);

function alreadyNotified(event: CalendarEvent): boolean {
  const ids = new Set([event.id, ...event.mergedFromIds]);
  const start = Date.parse(event.start);
  return notifiedStarts().some((key) => {
    // Ids may hold '@' (a recurring event's), the start never does.
    const at = key.lastIndexOf('@');
    return ids.has(key.slice(0, at)) && Math.abs(Date.parse(key.slice(at + 1)) - start) <= CALENDAR_LIMITS.duplicateWindowMs;
  });
}

/** Raises the 'starting soon' toast once per meeting; returns true when one was raised. */
export function checkMeetingAlert(events: readonly CalendarEvent[], now: Date): boolean {
  const event = eventStartingWithin(events, now, CALENDAR_LIMITS.meetingAlertWindowMs);
  if (!event || alreadyNotified(event)) return false;
  const keys = startKeys(event);
  keys.forEach(remember);
  const url = event.meetingUrl;
  notify({
    // One toast per meeting: a second raise replaces it instead of stacking a copy.
    id: `calendar-soon-${[...keys].sort()[0]}`,
    type: 'info',
    title: 'Meeting starting soon',
    message: `${event.title} starts ${minutesUntil(event, now)}`,
    duration: CALENDAR_LIMITS.meetingAlertDurationMs,
    source: 'calendar',
    actions: url
      ? [{ id: 'join', label: JOIN_LABELS[event.meetingService ?? 'other'], variant: 'primary', onClick: () => openMeeting(url) }]
      : undefined,
  });
  return true;
}

/** Checked every minute while connected (spec 001 §4), and whenever the events change. */
export function useMeetingAlerts(events: readonly CalendarEvent[], connected: boolean): void {
  useEffect(() => {
    if (!connected) return;
    checkMeetingAlert(events, new Date());
    const timer = window.setInterval(() => checkMeetingAlert(events, new Date()), CALENDAR_LIMITS.alertCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, [events, connected]);
}
