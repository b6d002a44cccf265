/**
 * Sizes that keep a user's document syncable. The sync server refuses any WebSocket message over
 * SYNC_MESSAGE_LIMIT_BYTES, and a first sync (or a reconnect after a long time offline) sends up to
 * the whole document in one message. So the app never lets a document grow past
 * DOCUMENT_SIZE_LIMIT_BYTES, which leaves room for framing and for another device's concurrent edits,
 * and writes large changes (a restore) in pieces of about SYNC_CHUNK_BYTES, each its own message.
 */
export const SYNC_MESSAGE_LIMIT_BYTES = 16 * 1024 * 1024;
export const DOCUMENT_SIZE_LIMIT_BYTES = 12 * 1024 * 1024;
export const SYNC_CHUNK_BYTES = 512 * 1024;

/** WebSocket close code for a message over the limit (RFC 6455 'Message Too Big'). */
export const MESSAGE_TOO_BIG_CLOSE = 1009;
/** WebSocket close code for an update the server refused because the document would pass its limit. */
export const DOCUMENT_TOO_LARGE_CLOSE = 4413;

const MB = 1024 * 1024;

/** "29.1 MB", "12 MB", "0.4 MB": one decimal only where it says something. */
export function formatMegabytes(bytes: number): string {
  const value = bytes / MB;
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} MB`;
}

export const SYNC_SIZE_MESSAGES = {
  tooLargeToSync: 'Too large to sync',
  changeRefused: (projectedBytes: number) =>
    `This change would make your data ${formatMegabytes(projectedBytes)}; at most ${formatMegabytes(DOCUMENT_SIZE_LIMIT_BYTES)} can sync across your devices. Nothing was changed.`,
  restoreRefused: (projectedBytes: number) =>
    `This backup would make your data ${formatMegabytes(projectedBytes)}; at most ${formatMegabytes(DOCUMENT_SIZE_LIMIT_BYTES)} can sync across your devices. Nothing was changed.`,
  notSynced: `Your latest changes would take your data past the ${formatMegabytes(SYNC_MESSAGE_LIMIT_BYTES)} the server accepts, so they were not synced. They are kept on this device; remove some data to sync again.`,
} as const;

/**
 * Splits `items` into consecutive groups whose sizes add up to at most `maxBytes` each; an item larger
 * than that on its own gets a group of its own. Order is kept and nothing is dropped.
 */
export function chunkBySize<T>(items: readonly T[], sizeOf: (item: T) => number, maxBytes: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let currentBytes = 0;
  for (const item of items) {
    const bytes = sizeOf(item);
    if (current.length > 0 && currentBytes + bytes > maxBytes) {
      groups.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(item);
    currentBytes += bytes;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
