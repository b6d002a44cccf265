import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/**
 * The configured secret, or, on the embedded defaults, one generated once and kept under DATA_DIR so
 * sessions survive restarts. Production refuses to start without a configured secret (env.ts).
 */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATA_DIR === ':memory:') return randomBytes(32).toString('hex');
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
