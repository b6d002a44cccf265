import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

const email = z.string().trim().min(1, 'Email is required').email('Invalid email address');
const password = z.string().min(1, 'Password is required');

export const signInInput = z.object({ email, password });

export const signUpInput = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email,
  password: password.min(MIN_PASSWORD_LENGTH, 'Password should be at least 6 characters'),
});

export const linkRequestInput = z.object({
  email: z.string().trim().min(1, 'Please enter your email address').email('Invalid email address'),
});

export const linkCompleteInput = z.object({
  token: z.string().trim().min(1, 'Invalid sign-in link').max(512),
  email: z.string().trim().min(1, 'Please enter your email to complete sign-in').email('Invalid email address'),
});

export type SignUpInput = z.infer<typeof signUpInput>;

/** The first message of a failed parse, for forms that show one message at a time. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
