import { AUTH_MESSAGES } from '../auth/auth-messages';

/** Better Auth's own ceiling (auth.ts maxPasswordLength): longer is refused everywhere alike. */
export const PASSWORD_MAX_LENGTH = 128;

/** A reset link works once, within this many minutes (spec'd by issue 23: one hour). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * Changing and resetting a password (issue 23 item 6). The spec's own texts where it has them:
 * 'Incorrect password' (wrong-password) and 'Password should be at least 6 characters' (weak-password).
 */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password',
  wrongCurrent: 'Incorrect password',
  weak: AUTH_MESSAGES.weakPassword,
  tooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters`,
  sameAsCurrent: 'The new password must differ from the current one',
  mismatch: 'The two new passwords do not match',
  changed: 'Your password has been changed. Every other device was signed out.',
  changeDefault: 'Could not change your password. Please try again.',
  noPassword: 'This account signs in with Google or an email link and has no password yet.',
  resetSent: 'If an account uses this address, we have sent it a link to reset the password. The link works once, within an hour.',
  resetDone: 'Your password has been reset. Sign in with your new password.',
  resetExpired: 'This reset link has expired. Ask for a new one below.',
  resetUsed: 'This reset link was already used or is not valid. Ask for a new one below.',
  resetDefault: 'Could not reset your password. Please try again.',
} as const;

/** What a reset link is worth when opened or used: the page says which, before a password is typed. */
export type ResetLinkState = 'valid' | 'expired' | 'used';

/** Server codes of the password flows, as the forms show them. */
const PASSWORD_CODE_MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: PASSWORD_MESSAGES.weak,
  PASSWORD_TOO_LONG: PASSWORD_MESSAGES.tooLong,
  INVALID_PASSWORD: PASSWORD_MESSAGES.wrongCurrent,
  WRONG_PASSWORD: PASSWORD_MESSAGES.wrongCurrent,
  NO_PASSWORD: PASSWORD_MESSAGES.noPassword,
  RESET_LINK_EXPIRED: PASSWORD_MESSAGES.resetExpired,
  RESET_LINK_USED: PASSWORD_MESSAGES.resetUsed,
  INVALID_TOKEN: PASSWORD_MESSAGES.resetUsed,
  TOO_MANY_FAILED_ATTEMPTS: AUTH_MESSAGES.tooManyRequests,
  TOO_MANY_EMAILS: AUTH_MESSAGES.tooManyEmails,
  MAIL_UNAVAILABLE: AUTH_MESSAGES.mailUnavailable,
  STORAGE_UNAVAILABLE: AUTH_MESSAGES.storageUnavailable,
};

export function passwordErrorMessage(flow: 'change' | 'reset' | 'request', code: string | undefined | null): string {
  if (code && PASSWORD_CODE_MESSAGES[code]) return PASSWORD_CODE_MESSAGES[code];
  return flow === 'change' ? PASSWORD_MESSAGES.changeDefault : flow === 'reset' ? PASSWORD_MESSAGES.resetDefault : AUTH_MESSAGES.unexpectedError;
}
