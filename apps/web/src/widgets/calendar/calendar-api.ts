import type {
  AddCaldavInput,
  AddIcsInput,
  CalendarAccountStatus,
  CalendarAccountsResponse,
  CalendarAccountView,
  CalendarEvent,
} from '@lodestar/core';
import { api } from '../../lib/api';

/** GET /api/calendar/events: `status` says which state the widget shows. */
export interface EventsAnswer {
  status: 'ok' | 'notConnected' | 'expired';
  error?: string;
  events: CalendarEvent[];
  accounts: CalendarAccountStatus[];
}

/** The browser's own time zone: "today" is the viewer's day. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const calendarApi = {
  events: () => api<EventsAnswer>(`/api/calendar/events?tz=${encodeURIComponent(viewerTimeZone())}`),
  accounts: () => api<CalendarAccountsResponse>('/api/calendar/accounts'),
  addIcs: (input: AddIcsInput) => api<{ account: CalendarAccountView }>('/api/calendar/accounts/ics', { method: 'POST', body: input }),
  addCaldav: (input: AddCaldavInput) =>
    api<{ account: CalendarAccountView }>('/api/calendar/accounts/caldav', { method: 'POST', body: input }),
  remove: (id: string) => api<{ ok: true }>(`/api/calendar/accounts/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} }),
  signOutAll: () => api<{ removed: number }>('/api/calendar/accounts/sign-out-all', { method: 'POST', body: {} }),
};

/** The spec's `{api}/oauth/authorize`: a full-page redirect to Google's consent screen. */
export const GOOGLE_AUTHORIZE_PATH = '/api/calendar/oauth/authorize';
