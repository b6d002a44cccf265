/**
 * A start page stays open in background tabs all day. Each open socket counts against the account's
 * connection limit and keeps its document loaded on the server, so a tab hidden this long lets go of
 * its sync connection; it connects again the moment it is shown or has an edit to send.
 */
export const IDLE_HIDDEN_RELEASE_MS = 10 * 60_000;

/** Milliseconds until a tab hidden since `hiddenSince` should release its connection, at `now`; 0 once due. */
export function releaseDelay(hiddenSince: number, now: number, limitMs = IDLE_HIDDEN_RELEASE_MS): number {
  return Math.max(0, hiddenSince + limitMs - now);
}

type VisibilityTarget = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface IdleRelease {
  /** Whether the connection is released now. */
  readonly released: boolean;
  /** A local edit waits to be sent: take the connection back at once (counting hidden time afresh). */
  wake(): void;
  stop(): void;
}

/**
 * Calls `onRelease` once the page has been hidden for `limitMs`, and `onResume` when it is shown again
 * or `wake()` is called after a release. The timer re-checks the wall clock when it fires: a throttled or
 * frozen background tab may run it late, never early.
 */
export function watchIdleRelease(
  target: VisibilityTarget,
  handlers: { onRelease: () => void; onResume: () => void },
  options: { limitMs?: number; now?: () => number } = {},
): IdleRelease {
  const limitMs = options.limitMs ?? IDLE_HIDDEN_RELEASE_MS;
  const now = options.now ?? (() => Date.now());
  let hiddenSince: number | null = null;
  let released = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clear();
    if (hiddenSince === null || released) return;
    const delay = releaseDelay(hiddenSince, now(), limitMs);
    if (delay > 0) {
      timer = setTimeout(schedule, delay);
      return;
    }
    released = true;
    handlers.onRelease();
  };
  const resume = () => {
    if (!released) return;
    released = false;
    handlers.onResume();
  };
  const onVisibility = () => {
    if (target.visibilityState === 'hidden') {
      hiddenSince ??= now();
      schedule();
    } else {
      hiddenSince = null;
      clear();
      resume();
    }
  };

  target.addEventListener('visibilitychange', onVisibility);
  // A tab opened in the background starts hidden.
  onVisibility();
  return {
    get released() {
      return released;
    },
    wake() {
      if (!released) return;
      resume();
      // Still hidden: release again after another full period without being shown.
      if (hiddenSince !== null) {
        hiddenSince = now();
        schedule();
      }
    },
    stop() {
      clear();
      target.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
