/**
 * Counts failed attempts per key in a sliding window and locks the key once it has too many.
 * Pure: time comes from the caller, so it is testable and can be backed by any store later.
 */
export interface FailureLimiterOptions {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
}

export class FailureLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: FailureLimiterOptions) {}

  isLocked(key: string, now: number): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.lockedUntil > now;
  }

  recordFailure(key: string, now: number): void {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => now - at < this.options.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.options.maxFailures) {
      entry.lockedUntil = now + this.options.lockMs;
      entry.failures = [];
    }
    this.entries.set(key, entry);
    this.prune(now);
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  /** Keeps memory bounded under a flood of distinct keys. */
  private prune(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      const fresh = entry.failures.some((at) => now - at < this.options.windowMs);
      if (!fresh && entry.lockedUntil <= now) this.entries.delete(key);
    }
  }
}
