import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecret, resolveDataKey, sealSecret, SecretBoxError } from './secret-box';

describe('secret box', () => {
  const key = resolveDataKey({ DATA_DIR: ':memory:' }, 'NONE', 'unused');

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = sealSecret('refresh-token-123', key);
    expect(sealed).not.toContain('refresh-token-123');
    expect(openSecret(sealed, key)).toBe('refresh-token-123');
    expect(sealSecret('same', key)).not.toBe(sealSecret('same', key));
  });

  it('refuses another key and an altered value', () => {
    const sealed = sealSecret('secret', key);
    expect(() => openSecret(sealed, 'another key')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('xxxxxx').toString('base64url')].join('.');
    expect(() => openSecret(altered, key)).toThrow(SecretBoxError);
    expect(() => openSecret('plain', key)).toThrow(SecretBoxError);
  });

  it('uses the configured key, else generates one once into the data dir', () => {
    const configured = resolveDataKey({ DATA_DIR: ':memory:', MY_KEY: 'a'.repeat(64) }, 'MY_KEY', 'k');
    expect(configured.toString('hex')).toBe('a'.repeat(64));
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
    const first = resolveDataKey({ DATA_DIR: dir }, 'MY_KEY', 'my-key');
    const second = resolveDataKey({ DATA_DIR: dir }, 'MY_KEY', 'my-key');
    expect(first.equals(second)).toBe(true);
    expect(readFileSync(path.join(dir, 'my-key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});
