import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_CACHE_TTL_MS,
  ACCESS_REMEMBERED_MS,
  accessCacheKey,
  forgetAccess,
  hasCachedAccess,
  isCachedAccessFresh,
  rememberAccess,
} from './access-cache';

const now = Date.UTC(2026, 5, 1, 12);
const flag = (value: unknown) => JSON.stringify(value);

describe('isCachedAccessFresh', () => {
  it('accepts an active flag under one hour old', () => {
    expect(isCachedAccessFresh(flag({ active: true, timestamp: now }), now)).toBe(true);
    expect(isCachedAccessFresh(flag({ active: true, timestamp: now - ACCESS_CACHE_TTL_MS + 1 }), now)).toBe(true);
  });

  it('refuses a flag one hour old or older', () => {
    expect(ACCESS_CACHE_TTL_MS).toBe(3_600_000);
    expect(isCachedAccessFresh(flag({ active: true, timestamp: now - ACCESS_CACHE_TTL_MS }), now)).toBe(false);
    expect(isCachedAccessFresh(flag({ active: true, timestamp: now - 2 * ACCESS_CACHE_TTL_MS }), now)).toBe(false);
  });

  it('refuses a flag written in the future (a clock set back)', () => {
    expect(isCachedAccessFresh(flag({ active: true, timestamp: now + 1000 }), now)).toBe(false);
  });

  it('refuses missing, damaged or inactive values', () => {
    expect(isCachedAccessFresh(null, now)).toBe(false);
    expect(isCachedAccessFresh('', now)).toBe(false);
    expect(isCachedAccessFresh('{not json', now)).toBe(false);
    expect(isCachedAccessFresh('true', now)).toBe(false);
    expect(isCachedAccessFresh(flag({ active: false, timestamp: now }), now)).toBe(false);
    expect(isCachedAccessFresh(flag({ active: true, timestamp: String(now) }), now)).toBe(false);
    expect(isCachedAccessFresh(flag({ active: true }), now)).toBe(false);
  });
});

describe('the stored flag', () => {
  afterEach(() => localStorage.clear());

  it('is kept per user, and forgetting it removes it', () => {
    rememberAccess('user-a', now);
    expect(localStorage.getItem(accessCacheKey('user-a'))).toBe(flag({ active: true, timestamp: now }));
    expect(hasCachedAccess('user-a', now + 1000)).toBe(true);
    expect(hasCachedAccess('user-b', now + 1000)).toBe(false);
    expect(hasCachedAccess('user-a', now + ACCESS_CACHE_TTL_MS)).toBe(false);
    forgetAccess('user-a');
    expect(hasCachedAccess('user-a', now + 1000)).toBe(false);
  });
});

describe('a flag past its hour', () => {
  it('still says the user had access, for a month, when asked with the longer age', () => {
    const old = flag({ active: true, timestamp: now - 2 * ACCESS_CACHE_TTL_MS });
    expect(isCachedAccessFresh(old, now)).toBe(false);
    expect(isCachedAccessFresh(old, now, ACCESS_REMEMBERED_MS)).toBe(true);
    expect(isCachedAccessFresh(flag({ active: true, timestamp: now - ACCESS_REMEMBERED_MS }), now, ACCESS_REMEMBERED_MS)).toBe(false);
  });
});
