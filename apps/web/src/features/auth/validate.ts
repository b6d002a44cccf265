/*
 * The sign-in forms' checks, the same rules and messages as core's zod schemas (signInInput,
 * signUpInput, linkRequestInput, linkCompleteInput; validate.test.ts holds them side by side), written
 * out so the login page does not load zod. The server validates again with the schemas themselves.
 */

// zod's email pattern (z.string().email(), zod 4).
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const MIN_PASSWORD_LENGTH = 6;

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

function email(value: string, required: string): Checked<string> {
  const trimmed = value.trim();
  if (trimmed.length < 1) return { ok: false, message: required };
  if (!EMAIL.test(trimmed)) return { ok: false, message: 'Invalid email address' };
  return { ok: true, data: trimmed };
}

export function checkSignIn(input: { email: string; password: string }): Checked<{ email: string; password: string }> {
  const checked = email(input.email, 'Email is required');
  if (!checked.ok) return checked;
  if (input.password.length < 1) return { ok: false, message: 'Password is required' };
  return { ok: true, data: { email: checked.data, password: input.password } };
}

export function checkSignUp(input: { name: string; email: string; password: string }): Checked<{ name: string; email: string; password: string }> {
  const name = input.name.trim();
  if (name.length < 1) return { ok: false, message: 'Name is required' };
  const checked = email(input.email, 'Email is required');
  if (!checked.ok) return checked;
  if (input.password.length < 1) return { ok: false, message: 'Password is required' };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, message: 'Password should be at least 6 characters' };
  return { ok: true, data: { name, email: checked.data, password: input.password } };
}

export function checkLinkRequest(input: { email: string }): Checked<{ email: string }> {
  const checked = email(input.email, 'Please enter your email address');
  return checked.ok ? { ok: true, data: { email: checked.data } } : checked;
}

export function checkLinkComplete(input: { token: string; email: string }): Checked<{ token: string; email: string }> {
  const token = input.token.trim();
  if (token.length < 1) return { ok: false, message: 'Invalid sign-in link' };
  if (token.length > 512) return { ok: false, message: 'Too big: expected string to have <=512 characters' };
  const checked = email(input.email, 'Please enter your email to complete sign-in');
  return checked.ok ? { ok: true, data: { token, email: checked.data } } : checked;
}
