import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env';

describe('ADMIN_EMAILS', () => {
  it('is a lower-cased list, empty by default', () => {
    expect(loadEnv({}).ADMIN_EMAILS).toEqual([]);
    expect(loadEnv({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com,, boss@example.com' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it('refuses a malformed address, naming it', () => {
    expect(() => loadEnv({ ADMIN_EMAILS: 'boss@example.com,not-an-email' })).toThrow(EnvError);
    expect(() => loadEnv({ ADMIN_EMAILS: 'boss@example.com,not-an-email' })).toThrow(/ADMIN_EMAILS.*not-an-email/);
  });
});
