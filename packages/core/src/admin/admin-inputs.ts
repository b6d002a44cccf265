import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../auth/credentials';
import { ADMIN_MESSAGES } from './admin-messages';

/** What the add-user form's select offers (000 §5). */
export const ADMIN_SUBSCRIPTION_TYPES = ['trial', 'monthly', 'yearly', 'lifetime'] as const;
export type AdminSubscriptionType = (typeof ADMIN_SUBSCRIPTION_TYPES)[number];

export const DEFAULT_GRANT_DAYS = 30;
export const MAX_GRANT_DAYS = 3650;
export const MAX_PASSWORD_LENGTH = 128;

export interface NewUserInput {
  email: string;
  /** Absent: the server generates one and answers it once. */
  password?: string;
  subscriptionType: AdminSubscriptionType;
}

export type NewUserValidation =
  | { ok: true; data: NewUserInput }
  | { ok: false; title: string; message: string };

const fail = (title: string, message: string): NewUserValidation => ({ ok: false, title, message });

/**
 * Checks the Admin Panel's add-user form with the spec's titles and messages, first problem first.
 * Shared by the form (to answer at once) and the server (which decides).
 */
export function validateNewUser(input: unknown): NewUserValidation {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : '';
  if (!email) return fail(ADMIN_MESSAGES.missingInformation.title, ADMIN_MESSAGES.missingInformation.message);
  if (email.length > 254 || !z.email().safeParse(email).success) {
    return fail(ADMIN_MESSAGES.createFailedTitle, ADMIN_MESSAGES.invalidEmail);
  }
  if (raw.password !== undefined && raw.password !== null && typeof raw.password !== 'string') {
    return fail(ADMIN_MESSAGES.createFailedTitle, 'Password must be text');
  }
  const password = typeof raw.password === 'string' && raw.password !== '' ? raw.password : undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    return fail(ADMIN_MESSAGES.passwordTooShort.title, ADMIN_MESSAGES.passwordTooShort.message);
  }
  if (password !== undefined && password.length > MAX_PASSWORD_LENGTH) {
    return fail(ADMIN_MESSAGES.createFailedTitle, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  const type = raw.subscriptionType ?? 'trial';
  if (!(ADMIN_SUBSCRIPTION_TYPES as readonly unknown[]).includes(type)) {
    return fail(ADMIN_MESSAGES.createFailedTitle, `Subscription type must be one of ${ADMIN_SUBSCRIPTION_TYPES.join(', ')}`);
  }
  return { ok: true, data: { email, password, subscriptionType: type as AdminSubscriptionType } };
}

export const grantInput = z
  .object({
    days: z
      .number({ error: 'Days must be a number' })
      .int('Days must be a whole number')
      .min(1, 'Grant at least 1 day')
      .max(MAX_GRANT_DAYS, `Grant at most ${MAX_GRANT_DAYS} days`)
      .default(DEFAULT_GRANT_DAYS),
  })
  .strict();

export const MAX_USER_PAGE = 100;
export const DEFAULT_USER_PAGE = 50;

export const userListQuery = z.object({
  query: z.string().trim().max(200, 'Search text is too long').default(''),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_USER_PAGE).default(DEFAULT_USER_PAGE),
});
export type UserListQuery = z.infer<typeof userListQuery>;
