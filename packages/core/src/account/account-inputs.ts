import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages';

/** The name is free text (000 §5); bounded so a profile stays a profile. */
export const profileInput = z
  .object({ name: z.string({ error: ACCOUNT_MESSAGES.updateDefault }).trim().max(100, 'Name is too long') })
  .strict();

export const emailChangeInput = z
  .object({
    newEmail: z
      .string({ error: 'Please enter your email address' })
      .trim()
      .toLowerCase()
      .min(1, 'Please enter your email address')
      .max(254, 'Invalid email address')
      .pipe(z.email('Invalid email address')),
  })
  .strict();

/** The delete-account and re-authentication prompts: the password must not be empty. */
export const passwordInput = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.enterPassword })
    .min(1, ACCOUNT_MESSAGES.enterPassword)
    .max(128, ACCOUNT_MESSAGES.reauthFailed),
});
