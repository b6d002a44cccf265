import { z } from 'zod';
import type { Env } from '../../env';
import { CalendarSourceError, type DayWindow } from './ics-provider';
import { AccountUnauthorizedError, type SourceEvent } from './source-event';

export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  apiBase: string;
  redirectUri: string;
}

/** Google's endpoints come from the operator (env), never from a user: they are called with plain fetch. */
export function googleConfig(env: Env): GoogleConfig | undefined {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authUrl: env.GOOGLE_CALENDAR_AUTH_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    apiBase: env.GOOGLE_CALENDAR_API_BASE.replace(/\/$/, ''),
    redirectUri: `${env.BASE_URL}/api/calendar/oauth/callback`,
  };
}

const GOOGLE_TIMEOUT_MS = 15_000;

export function authorizeUrl(config: GoogleConfig, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPE,
    // A refresh token is handed out only with offline access, and again only when consent is asked.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().default(3600),
  refresh_token: z.string().min(1).optional(),
});

export interface GoogleTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt: Date;
}

async function tokenRequest(config: GoogleConfig, params: Record<string, string>, now: Date): Promise<GoogleTokens> {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }),
    signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  // invalid_grant: the refresh token was revoked or has expired, which is the same as a 401.
  if (response.status === 401 || (body as { error?: unknown } | null)?.error === 'invalid_grant') {
    throw new AccountUnauthorizedError('Google refused the stored grant');
  }
  const parsed = tokenAnswer.safeParse(body);
  if (!response.ok || !parsed.success) throw new CalendarSourceError(`Google's token endpoint answered ${response.status}`);
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    expiresAt: new Date(now.getTime() + parsed.data.expires_in * 1000),
  };
}

export const exchangeCode = (config: GoogleConfig, code: string, now: Date) =>
  tokenRequest(config, { grant_type: 'authorization_code', code, redirect_uri: config.redirectUri }, now);

export const refreshAccessToken = (config: GoogleConfig, refreshToken: string, now: Date) =>
  tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);

async function googleGet(config: GoogleConfig, path: string, accessToken: string): Promise<unknown> {
  const response = await fetch(`${config.apiBase}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
  });
  if (response.status === 401) throw new AccountUnauthorizedError('Google refused the access token (401)');
  if (!response.ok) throw new CalendarSourceError(`Google Calendar answered ${response.status}`);
  return response.json();
}

/** Validates the token on the primary calendar; its id is the account's email address. */
export async function primaryCalendar(config: GoogleConfig, accessToken: string): Promise<{ email: string; summary?: string }> {
  const parsed = z.object({ id: z.string().min(1), summary: z.string().optional() }).safeParse(await googleGet(config, '/calendars/primary', accessToken));
  if (!parsed.success) throw new CalendarSourceError('Google did not describe the primary calendar');
  return { email: parsed.data.id, summary: parsed.data.summary };
}

const eventTime = z.object({ dateTime: z.string().optional(), date: z.string().optional() }).optional();
const googleEvent = z.object({
  id: z.string(),
  status: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  htmlLink: z.string().optional(),
  hangoutLink: z.string().optional(),
  start: eventTime,
  end: eventTime,
  organizer: z.object({ email: z.string().optional() }).optional(),
  attendees: z.array(z.object({ email: z.string().optional() })).optional(),
  conferenceData: z
    .object({ entryPoints: z.array(z.object({ entryPointType: z.string().optional(), uri: z.string().optional() })).optional() })
    .optional(),
});

function instant(time: z.infer<typeof eventTime>, day: DayWindow, zonedMidnight: (date: string) => Date): Date | undefined {
  if (time?.dateTime) return new Date(time.dateTime);
  if (time?.date) return zonedMidnight(time.date);
  return undefined;
}

/** Today's events of the primary calendar (spec 001 §7's query). */
export async function googleEvents(
  config: GoogleConfig,
  accessToken: string,
  day: DayWindow,
  zonedMidnight: (date: string) => Date,
): Promise<SourceEvent[]> {
  const query = new URLSearchParams({
    timeMin: day.start.toISOString(),
    timeMax: day.end.toISOString(),
    showDeleted: 'false',
    singleEvents: 'true',
    orderBy: 'startTime',
    maxResults: String(day.limit),
    timeZone: day.timeZone,
  });
  const body = z.object({ items: z.array(z.unknown()).default([]) }).safeParse(await googleGet(config, `/calendars/primary/events?${query}`, accessToken));
  if (!body.success) throw new CalendarSourceError('Google Calendar answered in an unknown form');
  const events: SourceEvent[] = [];
  for (const item of body.data.items) {
    const parsed = googleEvent.safeParse(item);
    if (!parsed.success || parsed.data.status === 'cancelled') continue;
    const event = parsed.data;
    const start = instant(event.start, day, zonedMidnight);
    const end = instant(event.end, day, zonedMidnight) ?? start;
    if (!start || !end) continue;
    events.push({
      id: event.id,
      title: event.summary,
      start,
      end,
      isAllDay: !event.start?.dateTime,
      location: event.location,
      description: event.description,
      organizer: event.organizer?.email,
      attendees: (event.attendees ?? []).map((attendee) => attendee.email ?? '').filter(Boolean),
      conferenceUrls: [
        ...(event.conferenceData?.entryPoints ?? []).filter((entry) => entry.entryPointType === 'video').map((entry) => entry.uri ?? ''),
        event.hangoutLink ?? '',
      ].filter(Boolean),
      htmlLink: event.htmlLink,
    });
  }
  return events.slice(0, day.limit);
}
