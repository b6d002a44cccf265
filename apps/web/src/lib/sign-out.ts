import { appHref } from './app-host';
import { clearSession } from './session-store';

/**
 * Ends the session, then loads `destination` afresh: a full load drops every piece of signed-in
 * state held in memory (the sync document, caches).
 */
export async function signOutAndLeave(destination: string): Promise<void> {
  try {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } finally {
    clearSession();
    // The page the service worker's cache opens new tabs with drops the dashboard's picture before the page goes.
    await import('./snapshot/page-cache').then((m) => m.clearPageCachePicture()).catch(() => undefined);
    window.location.assign(appHref(destination));
  }
}
