import { describe, expect, it } from 'vitest';
import { avatarLetter, avatarPath, isAvatarUserId } from './avatar';

const VERSION = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('avatarLetter', () => {
  it('is the first character of the name, upper-cased', () => {
    expect(avatarLetter('ada lovelace')).toBe('A');
    expect(avatarLetter('  Émile')).toBe('É');
  });

  it('keeps a character made of several code points whole', () => {
    // e + combining acute accent; a family emoji joined by zero-width joiners.
    expect(avatarLetter('e\u0301va')).toBe('E\u0301');
    expect(avatarLetter('👩‍👩‍👧 home')).toBe('👩‍👩‍👧');
  });

  it('is a question mark for a name of spaces only', () => {
    expect(avatarLetter('   ')).toBe('?');
    expect(avatarLetter('')).toBe('?');
  });
});

describe('avatarPath', () => {
  it('names the user and the version', () => {
    expect(avatarPath('abcDEF123_-', VERSION)).toBe(`/api/avatars/abcDEF123_-?v=${VERSION}`);
  });

  it('is null without a picture, or for a version or id that could change the address', () => {
    expect(avatarPath('abc', null)).toBeNull();
    expect(avatarPath('abc', undefined)).toBeNull();
    expect(avatarPath('abc', '')).toBeNull();
    expect(avatarPath('abc', `${VERSION}&x=1`)).toBeNull();
    expect(avatarPath('../admin', VERSION)).toBeNull();
    expect(avatarPath('a?b', VERSION)).toBeNull();
  });
});

describe('isAvatarUserId', () => {
  it('takes Better Auth ids and refuses paths, queries and overlong values', () => {
    expect(isAvatarUserId('Xb3kQ9zLr2mN8vT1cY6wP0sD4fG7hJ5a')).toBe(true);
    expect(isAvatarUserId('')).toBe(false);
    expect(isAvatarUserId('a/b')).toBe(false);
    expect(isAvatarUserId('a'.repeat(65))).toBe(false);
  });
});
