import { z } from 'zod';

/**
 * ADMIN_EMAILS: comma-separated addresses whose accounts become admins when they sign up or sign in.
 * Lower-cased, as Better Auth stores emails; a malformed entry stops the server with its name.
 */
export const adminEmailList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const emails = value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', message: `"${email}" is not an email address` });
      }
    }
    return [...new Set(emails)];
  });
