import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Below this, the embedded database cannot be trusted to finish a write. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

const REASONS: Record<string, string> = {
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process is not allowed to write there',
  EPERM: 'this process is not allowed to write there',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a file stands where a folder should be',
};

/**
 * Why DATA_DIR cannot hold the server's data (the embedded database, the outbox, generated secrets),
 * or undefined when it can: a probe file is written and removed, and the free space is checked.
 */
export function dataDirProblem(dataDir: string): string | undefined {
  if (dataDir === ':memory:') return undefined;
  const dir = path.resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return `Cannot write to the data folder ${dir}: ${REASONS[code] ?? `${code || 'unknown error'}`}. Make it writable, or set DATA_DIR to a folder that is.`;
  }
  try {
    const stats = statfsSync(dir);
    const free = Number(stats.bavail) * Number(stats.bsize);
    if (free < MIN_FREE_BYTES) {
      return `The data folder ${dir} has only ${Math.floor(free / 1024)} KB free; Lodestar needs at least ${MIN_FREE_BYTES / 1024 / 1024} MB. Free some space or set DATA_DIR elsewhere.`;
    }
  } catch {
    // statfs is not available everywhere; the write probe above already passed.
  }
  return undefined;
}
