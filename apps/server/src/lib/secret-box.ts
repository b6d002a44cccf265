import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept at rest (calendar refresh tokens, CalDAV passwords, agents' secret headers) are sealed with
 * AES-256-GCM: a fresh 12-byte IV per value and the 16-byte tag, so a changed or swapped value is refused
 * instead of decrypting to garbage. Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
const VERSION = 'v1';

export class SecretBoxError extends Error {}

/** A 32-byte key: 64 hex characters are used as they are; any other text is hashed with SHA-256. */
export function deriveKey(material: string | Buffer): Buffer {
  if (Buffer.isBuffer(material)) {
    if (material.length === 32) return material;
    return createHash('sha256').update(material).digest();
  }
  if (/^[0-9a-f]{64}$/i.test(material)) return Buffer.from(material, 'hex');
  return createHash('sha256').update(material, 'utf8').digest();
}

export function sealSecret(plain: string, key: string | Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(key), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
}

/** Throws SecretBoxError when the value was not sealed with this key or was altered. */
export function openSecret(sealed: string, key: string | Buffer): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed secret');
  const [, iv, tag, data] = parts as [string, string, string, string];
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('The secret could not be opened with this key');
  }
}

/**
 * The key named `name` from the environment, or, when unset, one generated once into DATA_DIR/`fileName`
 * (like the auth secret) so sealed values survive restarts. An in-memory data dir gets a per-process key.
 */
export function resolveDataKey(
  env: { DATA_DIR: string } & Partial<Record<string, unknown>>,
  name: string,
  fileName: string,
): Buffer {
  const configured = env[name];
  if (typeof configured === 'string' && configured.length > 0) return deriveKey(configured);
  if (env.DATA_DIR === ':memory:') return randomBytes(32);
  const file = path.resolve(env.DATA_DIR, fileName);
  try {
    return deriveKey(readFileSync(file, 'utf8').trim());
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const generated = randomBytes(32).toString('hex');
    writeFileSync(file, generated, { mode: 0o600 });
    return deriveKey(generated);
  }
}
