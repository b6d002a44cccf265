import { describe, expect, it } from 'vitest';
import { grantInput, userListQuery, validateNewUser } from './admin-inputs';

describe('validateNewUser', () => {
  it('asks for an email first', () => {
    for (const input of [{}, { email: '' }, { email: '   ', password: '1' }, null]) {
      expect(validateNewUser(input)).toEqual({
        ok: false,
        title: 'Missing Information',
        message: 'Please provide an email address',
      });
    }
  });

  it('refuses a supplied password under 6 characters', () => {
    expect(validateNewUser({ email: 'a@b.co', password: '12345' })).toEqual({
      ok: false,
      title: 'Password Too Short',
      message: 'Password must be at least 6 characters',
    });
  });

  it('treats a blank password as one to generate', () => {
    expect(validateNewUser({ email: ' A@B.co ', password: '', subscriptionType: 'yearly' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: undefined, subscriptionType: 'yearly' },
    });
  });

  it('refuses a malformed email and an unknown subscription type', () => {
    expect(validateNewUser({ email: 'nope' })).toMatchObject({ ok: false, message: 'Invalid email address' });
    expect(validateNewUser({ email: 'a@b.co', subscriptionType: 'forever' })).toMatchObject({
      ok: false,
      title: 'Failed to Create User',
    });
  });

  it('defaults the subscription type to a trial', () => {
    expect(validateNewUser({ email: 'a@b.co', password: '123456' })).toMatchObject({
      ok: true,
      data: { subscriptionType: 'trial', password: '123456' },
    });
  });
});

describe('grantInput', () => {
  it('defaults to 30 days and bounds the count', () => {
    expect(grantInput.parse({})).toEqual({ days: 30 });
    expect(grantInput.parse({ days: 3650 })).toEqual({ days: 3650 });
    expect(grantInput.safeParse({ days: 0 }).success).toBe(false);
    expect(grantInput.safeParse({ days: 3651 }).success).toBe(false);
    expect(grantInput.safeParse({ days: 1.5 }).success).toBe(false);
    expect(grantInput.safeParse({ days: 5, extra: 1 }).success).toBe(false);
  });
});

describe('userListQuery', () => {
  it('coerces the limit from the query string and bounds it', () => {
    expect(userListQuery.parse({ limit: '20' })).toEqual({ query: '', limit: 20 });
    expect(userListQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
