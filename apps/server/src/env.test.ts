import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { configError } from './test-support/config-error';

describe('loadEnv', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      SIGN_IN_MAX_FAILURES: 5,
      SIGN_IN_LOCK_MINUTES: 15,
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives BASE_URL from PORT and drops a trailing slash', () => {
    expect(loadEnv({ PORT: '8080' }).BASE_URL).toBe('http://localhost:8080');
    expect(loadEnv({ BASE_URL: 'https://dash.example.com/' }).BASE_URL).toBe('https://dash.example.com');
  });

  it('treats an empty value as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ DATABASE_URL: undefined, PORT: 3000 });
  });

  it('names a bad PORT and shows the value', () => {
    for (const port of ['abc', '0', '70000', '3.5']) {
      const message = configError({ PORT: port });
      expect(message).toMatch(/^ {2}PORT: /m);
      expect(message).toContain(`"${port}"`);
    }
  });

  it('names a bad DATABASE_URL without echoing it, since it may hold a password', () => {
    const message = configError({ DATABASE_URL: 'mysql://admin:hunter2@db.internal/app' });
    expect(message).toMatch(/^ {2}DATABASE_URL: /m);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('db.internal');
  });

  it('names the missing half of a Google configuration and never echoes the secret', () => {
    const onlyId = configError({ GOOGLE_CLIENT_ID: 'client-id.apps.example' });
    expect(onlyId).toMatch(/^ {2}GOOGLE_CLIENT_SECRET: .*set together/m);

    const onlySecret = configError({ GOOGLE_CLIENT_SECRET: 'GOCSPX-very-secret-value' });
    expect(onlySecret).toMatch(/^ {2}GOOGLE_CLIENT_ID: .*set together/m);
    expect(onlySecret).not.toContain('GOCSPX-very-secret-value');

    expect(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).GOOGLE_ISSUER).toBe(
      'https://accounts.google.com',
    );
  });

  it('never echoes secrets, whichever check fails', () => {
    const message = configError({
      BETTER_AUTH_SECRET: 'too-short-secret',
      SMTP_URL: 'http://mailer:pa55word@mail.internal',
      PORT: 'x',
    });
    expect(message).toMatch(/^ {2}BETTER_AUTH_SECRET: /m);
    expect(message).toMatch(/^ {2}SMTP_URL: /m);
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).not.toContain('too-short-secret');
    expect(message).not.toContain('pa55word');
  });

  it('requires BETTER_AUTH_SECRET in production', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(/^ {2}BETTER_AUTH_SECRET: is required in production/m);
    expect(loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('refuses unknown enum values and bad booleans', () => {
    expect(configError({ NODE_ENV: 'staging' })).toMatch(/^ {2}NODE_ENV: /m);
    expect(configError({ TRUST_PROXY: 'yes' })).toMatch(/^ {2}TRUST_PROXY: /m);
    expect(loadEnv({ TRUST_PROXY: '1', INSECURE_DEV_ON_NETWORK: 'true' }).TRUST_PROXY).toBe(true);
  });
});

describe('server start-up', () => {
  it('refuses to start on a bad configuration, with a message naming the variable and exit code 1', () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
    // A fresh process compiles the server's imports (tsx) before it reads the configuration: 20 s was too little on a
    // busy machine (killed, no exit code).
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH, GOOGLE_CLIENT_SECRET: 'GOCSPX-leak-me', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/GOOGLE_CLIENT_ID: .*set together/);
    expect(result.stderr).not.toContain('GOCSPX-leak-me');
    expect(result.stdout).not.toContain('GOCSPX-leak-me');
  }, 90_000);
});
