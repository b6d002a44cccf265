import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstIssue, linkCompleteInput, linkRequestInput, signInInput, signUpInput } from '@lodestar/core';
import { checkLinkComplete, checkLinkRequest, checkSignIn, checkSignUp, type Checked } from './validate';
import type { z } from 'zod';

/** What the forms showed with core's schemas: the first issue's message, or the parsed data. */
function viaSchema<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: firstIssue(parsed.error) };
}

// Strings that hit every rule: empty, blanks, near-emails, real emails, long ones.
const text = fc.oneof(
  fc.constantFrom('', ' ', '  a@b.co ', 'a@b.c', 'a@b.co', 'x.y@example.org', 'a..b@c.de', '.a@b.cd', 'a@-b.cd', "o'k+tag@mail.example.com", 'abcde', 'abcdef'),
  fc.string({ maxLength: 12 }),
  fc.emailAddress(),
  fc.string({ minLength: 500, maxLength: 530 }),
);

describe('the login forms check input exactly as core schemas do', () => {
  it('sign in', () => {
    fc.assert(fc.property(text, text, (email, password) => {
      expect(checkSignIn({ email, password })).toEqual(viaSchema(signInInput, { email, password }));
    }), { numRuns: 400 });
  });

  it('sign up', () => {
    fc.assert(fc.property(text, text, text, (name, email, password) => {
      expect(checkSignUp({ name, email, password })).toEqual(viaSchema(signUpInput, { name, email, password }));
    }), { numRuns: 400 });
  });

  it('link request and link completion', () => {
    fc.assert(fc.property(text, text, (token, email) => {
      expect(checkLinkRequest({ email })).toEqual(viaSchema(linkRequestInput, { email }));
      expect(checkLinkComplete({ token, email })).toEqual(viaSchema(linkCompleteInput, { token, email }));
    }), { numRuns: 400 });
  });

  it('names the messages the spec gives', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({ ok: false, message: 'Email is required' });
    expect(checkSignIn({ email: 'nope', password: 'x' })).toEqual({ ok: false, message: 'Invalid email address' });
    expect(checkSignUp({ name: 'A', email: 'a@b.co', password: '12345' })).toEqual({
      ok: false,
      message: 'Password should be at least 6 characters',
    });
  });
});
