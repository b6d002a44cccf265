import { z } from 'zod';

export const MEETING_SERVICES = ['zoom', 'meet', 'teams', 'webex', 'gotomeeting', 'other'] as const;
export type MeetingService = (typeof MEETING_SERVICES)[number];

/** The account an event came from, as the widget shows it (avatar initials and the Calendar(s) line). */
export const eventAccountSchema = z.object({
  id: z.string(),
  label: z.string(),
});
export type EventAccount = z.infer<typeof eventAccountSchema>;

/**
 * One event of today, as GET /api/calendar/events returns it: already merged across accounts. Times are
 * ISO instants; an all-day event (no dateTime at its source) spans its local day.
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  isAllDay: z.boolean(),
  location: z.string().optional(),
  description: z.string().optional(),
  organizer: z.string().optional(),
  attendees: z.array(z.string()),
  meetingUrl: z.string().optional(),
  meetingId: z.string().optional(),
  meetingService: z.enum(MEETING_SERVICES).optional(),
  htmlLink: z.string().optional(),
  accounts: z.array(eventAccountSchema),
  mergedFromIds: z.array(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const DEFAULT_EVENT_TITLE = 'Untitled Event';

/** Limits of spec 001 §9. */
export const CALENDAR_LIMITS = {
  eventsPerAccount: 50,
  /** Linked accounts per user: each is fetched on every refresh. */
  accountsPerUser: 20,
  eventsShown: 10,
  eventsCollapsed: 3,
  avatarsShown: 3,
  duplicateWindowMs: 5 * 60_000,
  titleSimilarity: 0.8,
  attendeeOverlap: 0.6,
  attendeeMinShared: 2,
  meetingAlertWindowMs: 5 * 60_000,
  meetingAlertDurationMs: 300_000,
  alertCheckIntervalMs: 60_000,
} as const;

export const AUTO_OPEN_MINUTES = [0, 1, 2, 5, 10, 15] as const;
export type AutoOpenMinutes = (typeof AUTO_OPEN_MINUTES)[number];
