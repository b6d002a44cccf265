import type { Logger } from '../../logger';
import type { DailyRunResult } from './snapshot-service';

export const SNAPSHOT_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the daily snapshot pass at start-up and then every hour (each user gets one a day: the pass only
 * takes documents without a snapshot in the last 24 hours). The timer never keeps the process alive;
 * stop() ends it and waits for a pass under way, so the database can close after it.
 */
export function startSnapshotScheduler(options: {
  run: (now: Date) => Promise<DailyRunResult>;
  logger: Logger;
  intervalMs?: number;
}) {
  const { run, logger } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (stopped || running) return;
    running = run(new Date())
      .then((result) => {
        if (result.taken || result.pruned || result.failed) logger.info(result, 'snapshots: daily pass');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'snapshots: daily pass failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(tick, 0);
  first.unref();
  const timer = setInterval(tick, options.intervalMs ?? SNAPSHOT_CHECK_INTERVAL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
