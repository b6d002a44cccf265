/** A profile picture (issue 35 item 9): the square the server keeps, its address, and what stands in for it. */

/** The side of the square the server keeps, in pixels: sharp at twice the largest size the app draws it. */
export const AVATAR_SIZE = 256;

/** A version the server made (a UUID); anything else names no picture. */
const VERSION = /^[0-9a-f-]{36}$/;

/** A user id as Better Auth makes them: letters, digits, `_` and `-`, never a path or a query. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isAvatarUserId(value: string): boolean {
  return USER_ID.test(value);
}

/**
 * Where a user's picture is served, by its version: each upload gets a new address, so the browser keeps each one
 * for good and a change shows at once. Null without a picture (or with a value that is not one of the server's).
 */
export function avatarPath(userId: string, version: string | null | undefined): string | null {
  if (!version || !VERSION.test(version) || !isAvatarUserId(userId)) return null;
  return `/api/avatars/${userId}?v=${version}`;
}

/**
 * The letter shown without a picture: the name's first character, upper-cased, taken whole (an accented
 * letter typed as two code points, an emoji of several), or '?' for a name that is only spaces.
 */
export function avatarLetter(name: string): string {
  const trimmed = name.trim();
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed);
  const first = segments[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}
