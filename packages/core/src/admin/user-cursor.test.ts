import { describe, expect, it } from 'vitest';
import { adminDisplayName } from './admin-user';
import { containsPattern, decodeUserCursor, encodeUserCursor } from './user-cursor';

describe('user cursors', () => {
  it('round-trips a microsecond timestamp and an id', () => {
    const cursor = { createdAt: '2026-03-04T05:06:07.123456Z', id: 'abc_DEF-9' };
    expect(decodeUserCursor(encodeUserCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'x', '2026-03-04~id', '2026-03-04T05:06:07Z~', '2026-03-04T05:06:07Z~a b', "x~'; drop"]) {
      expect(decodeUserCursor(value)).toBeUndefined();
    }
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});

describe('adminDisplayName', () => {
  it('falls back to the part of the email before the @', () => {
    expect(adminDisplayName('  Ann ', 'x@y.z')).toBe('Ann');
    expect(adminDisplayName('', 'jo.doe@y.z')).toBe('jo.doe');
    expect(adminDisplayName(null, 'jo@y.z')).toBe('jo');
  });
});
