import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-messages';
import { greetingName } from './display-name';
import { signUpInput, firstIssue } from './credentials';

describe('authErrorMessage', () => {
  it('never tells an unknown account from a wrong password', () => {
    expect(authErrorMessage('sign-in', 'USER_NOT_FOUND')).toBe('Invalid email or password');
    expect(authErrorMessage('sign-in', 'INVALID_PASSWORD')).toBe('Invalid email or password');
    expect(authErrorMessage('sign-in', 'INVALID_EMAIL_OR_PASSWORD')).toBe('Invalid email or password');
  });

  it('maps registration, rate limit and link codes to the spec texts', () => {
    expect(authErrorMessage('sign-up', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')).toBe(
      'An account already exists with this email',
    );
    expect(authErrorMessage('sign-in', 'TOO_MANY_FAILED_ATTEMPTS')).toBe(
      'Too many failed attempts. Please try again later',
    );
    expect(authErrorMessage('link-complete', 'LINK_EXPIRED')).toBe('Sign-in link has expired. Please request a new one.');
    expect(authErrorMessage('google', 'POPUP_BLOCKED')).toBe('Pop-up blocked. Please allow pop-ups for this site');
  });

  it('falls back to the flow default for unknown codes', () => {
    expect(authErrorMessage('sign-in', 'SOMETHING_ELSE')).toBe('An error occurred during login');
    expect(authErrorMessage('sign-up', undefined)).toBe('An error occurred during registration');
    expect(authErrorMessage('link-send', null)).toBe('Failed to send sign-in link');
  });
});

describe('greetingName', () => {
  it('prefers the name, then the email local part, then "there"', () => {
    expect(greetingName({ name: ' Ada ', email: 'ada@example.com' })).toBe('Ada');
    expect(greetingName({ name: '', email: 'grace@example.com' })).toBe('grace');
    expect(greetingName(null)).toBe('there');
  });
});

describe('signUpInput', () => {
  it('requires a name and a password of at least 6 characters', () => {
    const noName = signUpInput.safeParse({ name: ' ', email: 'a@b.co', password: 'secret1' });
    expect(noName.success).toBe(false);
    const short = signUpInput.safeParse({ name: 'A', email: 'a@b.co', password: '12345' });
    expect(short.success).toBe(false);
    if (!short.success) expect(firstIssue(short.error)).toBe('Password should be at least 6 characters');
    expect(signUpInput.safeParse({ name: 'A', email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});
