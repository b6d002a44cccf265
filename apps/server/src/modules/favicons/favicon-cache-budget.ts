import { readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/** A file takes at least one disk block, whatever its length: small records are counted as such. */
const BLOCK = 4096;
const onDisk = (bytes: number) => Math.max(1, Math.ceil(bytes / BLOCK)) * BLOCK;

interface Entry {
  bytes: number;
  usedAt: number;
}

/**
 * Keeps the favicon cache under a total size: each domain's files (`<key>.json` and `<key>.bin`) are one
 * entry, and when a new one passes the budget the least recently used entries are deleted. Use is kept
 * in the record's modification time too, so the order survives a restart (the index is read from disk
 * on first use). Issue 21: the cache added a file per new domain, forever.
 */
export function createCacheBudget(options: { dir: string; maxBytes: number; now: () => number }) {
  const { dir, maxBytes, now } = options;
  let index: Promise<Map<string, Entry>> | null = null;
  // One change at a time: a lookup that adds and one that evicts never race over the same files.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function readIndex(): Promise<Map<string, Entry>> {
    const entries = new Map<string, Entry>();
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const match = /^([0-9a-f]{40})\.(json|bin)$/.exec(name);
      if (!match) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (!info) continue;
      const entry = entries.get(match[1]!) ?? { bytes: 0, usedAt: 0 };
      entry.bytes += onDisk(info.size);
      if (match[2] === 'json') entry.usedAt = info.mtimeMs;
      entries.set(match[1]!, entry);
    }
    return entries;
  }
  const entries = () => (index ??= readIndex());

  async function evict(map: Map<string, Entry>, keep: string) {
    let total = [...map.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    if (total <= maxBytes) return;
    const oldestFirst = [...map.entries()].filter(([key]) => key !== keep).sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [key, entry] of oldestFirst) {
      if (total <= maxBytes) break;
      await rm(path.join(dir, `${key}.json`), { force: true });
      await rm(path.join(dir, `${key}.bin`), { force: true });
      map.delete(key);
      total -= entry.bytes;
    }
  }

  return {
    /** A domain's files were written: count them and evict the least recently used past the budget. */
    added(key: string, bytes: { record: number; image: number }): Promise<void> {
      return serial(async () => {
        const map = await entries();
        map.set(key, { bytes: onDisk(bytes.record) + (bytes.image > 0 ? onDisk(bytes.image) : 0), usedAt: now() });
        await evict(map, key);
      });
    },
    /** A domain was read from the cache: it becomes the most recently used. */
    used(key: string): void {
      void serial(async () => {
        const entry = (await entries()).get(key);
        if (!entry) return;
        entry.usedAt = now();
        const at = new Date(entry.usedAt);
        await utimes(path.join(dir, `${key}.json`), at, at).catch(() => undefined);
      });
    },
    /** The bytes the cache holds, as counted (for tests and figures). */
    async totalBytes(): Promise<number> {
      return serial(async () => [...(await entries()).values()].reduce((sum, entry) => sum + entry.bytes, 0));
    },
  };
}
