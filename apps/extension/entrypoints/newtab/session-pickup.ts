import { getSessionState, refetchSession, subscribeSession } from '../../../web/src/lib/session-store';

/** How often a signed-out new tab asks the server again, and how many times (a quarter of an hour). */
const EVERY_MS = 3000;
const TIMES = (15 * 60_000) / EVERY_MS;

/**
 * A sign-in that ends outside this page sets the server's session cookie, which this page shares: the emailed
 * link opens the web app (issue 25, item 4), and Google without a pop-up ends there too. So a signed-out new
 * tab asks the server again every few seconds while it is shown, for a quarter of an hour, and turns into the
 * dashboard once the session is there. (A sign-out elsewhere is noticed as in the web app: when a tab is shown
 * again, and by each new tab.)
 */
let timer: ReturnType<typeof setInterval> | undefined;
let left = 0;

function stop(): void {
  clearInterval(timer);
  timer = undefined;
}

function watch(): void {
  const signedOut = getSessionState().status === 'signed-out';
  if (signedOut && timer === undefined) {
    left = TIMES;
    timer = setInterval(() => {
      if (--left < 0) stop();
      else if (document.visibilityState === 'visible') void refetchSession();
    }, EVERY_MS);
  } else if (!signedOut && timer !== undefined) stop();
}

subscribeSession(watch);
watch();
