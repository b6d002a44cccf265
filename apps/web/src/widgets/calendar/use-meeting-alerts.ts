import { useEffect } from 'react';
import { CALENDAR_LIMITS, eventStartingWithin, JOIN_LABELS, type CalendarEvent } from '@lodestar/core';
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
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Raises the 'starting soon' toast once per event start; returns true when one was raised. */
export function checkMeetingAlert(events: readonly CalendarEvent[], now: Date): boolean {
  const event = eventStartingWithin(events, now, CALENDAR_LIMITS.meetingAlertWindowMs);
  if (!event) return false;
  const key = `${event.id}@${event.start}`;
  if (notifiedStarts().includes(key)) return false;
  remember(key);
  const url = event.meetingUrl;
  notify({
    id: `calendar-soon-${key}`,
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
