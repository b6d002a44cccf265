const encoder = new TextEncoder();

/**
 * About what a JSON value adds to a Yjs document: its UTF-8 JSON text plus the entry's key, parent and
 * ids. Its own module: the shell's writes use it, and it must not bring the sync size texts along.
 */
export function estimateJsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').byteLength + 64;
}
