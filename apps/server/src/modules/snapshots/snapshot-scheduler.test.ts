import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import { startSnapshotScheduler } from './snapshot-scheduler';

const logger = createLogger({ LOG_LEVEL: 'silent' });
const idle = { taken: 0, unchanged: 0, failed: 0, pruned: 0 };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('snapshot scheduler', () => {
  it('runs at start-up and then on every interval, with the time of each run, until stopped', async () => {
    const runs: Date[] = [];
    const scheduler = startSnapshotScheduler({ run: async (now) => (runs.push(now), idle), logger, intervalMs: 30 });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    await scheduler.stop();
    const seen = runs.length;
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(runs.every((time, i) => i === 0 || time >= runs[i - 1]!)).toBe(true);
    await wait(80);
    expect(runs).toHaveLength(seen);
  });

  it('never overlaps a pass still running, survives a failed one, and stop() waits for the one under way', async () => {
    let active = 0;
    let overlapped = false;
    let finished = 0;
    let calls = 0;
    const scheduler = startSnapshotScheduler({
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        active += 1;
        overlapped ||= active > 1;
        await wait(60);
        active -= 1;
        finished += 1;
        return idle;
      },
      logger,
      intervalMs: 10,
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    await scheduler.stop();
    expect(overlapped).toBe(false);
    // Whatever started has finished by the time stop() resolves.
    expect(active).toBe(0);
    expect(finished).toBe(calls - 1);
  });
});
