/**
 * The Admin Panel's user list is paged by keyset on (created_at, id), newest first. A cursor carries
 * the last row's exact timestamp as PostgreSQL wrote it (microseconds: a JavaScript Date would round
 * them off and skip or repeat rows) and its id.
 */
export interface UserCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function encodeUserCursor(cursor: UserCursor): string {
  return `${cursor.createdAt}~${cursor.id}`;
}

/** undefined for anything that is not a cursor this server wrote. */
export function decodeUserCursor(value: string): UserCursor | undefined {
  const at = value.indexOf('~');
  if (at < 0) return undefined;
  const createdAt = value.slice(0, at);
  const id = value.slice(at + 1);
  if (!TIMESTAMP.test(createdAt) || !ID.test(id)) return undefined;
  if (Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt, id };
}

/** A search text as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
