import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './password-messages';
import { MIN_PASSWORD_LENGTH } from '../auth/credentials';

const newPassword = z
  .string({ error: PASSWORD_MESSAGES.weak })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.weak)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** POST /api/account/password: the current password proves who is at the keyboard. */
export const passwordChangeInput = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.wrongCurrent),
    newPassword,
  })
  .strict()
  .refine((input) => input.currentPassword !== input.newPassword, { message: PASSWORD_MESSAGES.sameAsCurrent, path: ['newPassword'] });

export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;
