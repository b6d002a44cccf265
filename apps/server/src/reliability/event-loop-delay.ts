export interface EventLoopDelayMonitor {
  /** The mean event-loop delay over the last completed window, in milliseconds. */
  delayMs(): number;
  stop(): void;
}

/**
 * Measures how late a 10 ms timer fires (the time the loop was busy with other work) and keeps the mean
 * of the last `windowMs`. The mean, not the maximum: one garbage collection pause must not shed a second
 * of requests, while a loop that stays busy raises the mean of every window. Node's own
 * monitorEventLoopDelay was tried and missed a 300 ms block entirely here, so the lag is timed directly.
 */
export function watchEventLoopDelay(windowMs = 500, tickMs = 10): EventLoopDelayMonitor {
  let last = 0;
  let total = 0;
  let ticks = 0;
  let windowStart = performance.now();
  let expected = windowStart + tickMs;
  const timer = setInterval(() => {
    const now = performance.now();
    total += Math.max(0, now - expected);
    ticks += 1;
    expected = now + tickMs;
    if (now - windowStart >= windowMs) {
      last = total / ticks;
      total = 0;
      ticks = 0;
      windowStart = now;
    }
  }, tickMs);
  timer.unref();
  return {
    delayMs: () => last,
    stop: () => clearInterval(timer),
  };
}
