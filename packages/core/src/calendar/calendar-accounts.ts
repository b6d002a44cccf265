import { z } from 'zod';
import type { CalendarEvent } from './calendar-event';

export const CALENDAR_ACCOUNT_KINDS = ['google', 'caldav', 'ics'] as const;
export type CalendarAccountKind = (typeof CALENDAR_ACCOUNT_KINDS)[number];

/** A linked account as the accounts API lists it: never a token, password or feed secret. */
export interface CalendarAccountView {
  id: string;
  kind: CalendarAccountKind;
  label: string;
  email: string | null;
  createdAt: string;
}

export interface CalendarAccountsResponse {
  accounts: CalendarAccountView[];
  googleEnabled: boolean;
}

/** Per-account outcome of one fetch, so one failing account never hides the others. */
export interface CalendarAccountStatus {
  id: string;
  label: string;
  status: 'ok' | 'error' | 'removed';
  message?: string;
}

export interface CalendarEventsResponse {
  events: CalendarEvent[];
  accounts: CalendarAccountStatus[];
}

const httpUrl = z
  .string()
  .trim()
  .min(1, 'Enter the address')
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter an http:// or https:// address');

export const addCaldavInput = z.object({
  serverUrl: httpUrl,
  username: z.string().trim().min(1, 'Enter the user name').max(320),
  password: z.string().min(1, 'Enter the password').max(1024),
  label: z.string().trim().max(120).optional(),
});
export type AddCaldavInput = z.infer<typeof addCaldavInput>;

export const addIcsInput = z.object({
  url: z
    .string()
    .trim()
    // webcal:// is how calendar apps share feeds; it is plain https underneath.
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .pipe(httpUrl),
  label: z.string().trim().max(120).optional(),
});
export type AddIcsInput = z.infer<typeof addIcsInput>;

/** Spec 001 §8, word for word. */
export const CALENDAR_MESSAGES = {
  oauthFailed: (message: string) => `Failed to add calendar account: ${message}`,
  addFailed: 'Failed to add calendar account. Please try again.',
  tooManyAccounts: (max: number) => `You can link at most ${max} calendar accounts. Remove one first.`,
  notAuthenticated: 'Not authenticated',
  authenticationExpired: 'AUTHENTICATION_EXPIRED',
} as const;
