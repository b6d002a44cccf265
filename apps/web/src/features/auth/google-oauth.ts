import { api } from '../../lib/api';
import { serverOrigin } from '../../lib/app-host';

/** What /auth/popup-done posts to the window that opened it. */
export const OAUTH_DONE_MESSAGE = 'lodestar:oauth-done';

export interface OAuthDoneMessage {
  type: typeof OAUTH_DONE_MESSAGE;
  error: string | null;
}

export function isOAuthDoneMessage(data: unknown): data is OAuthDoneMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OAUTH_DONE_MESSAGE;
}

export const POPUP_DONE_PATH = '/auth/popup-done';

/**
 * Where the pop-up ends. It is a page of the server, so from the extension's new tab (another origin, issue 25)
 * it is told the tab's origin: the only one its message may be posted to.
 */
export function popupDonePath(): string {
  return serverOrigin() === location.origin ? POPUP_DONE_PATH : `${POPUP_DONE_PATH}?opener=${encodeURIComponent(location.origin)}`;
}

/**
 * Asks the server for Google's authorization URL. Better Auth registers generic OAuth providers as
 * social providers, so the call is sign-in/social; the callback sets the session cookie on our
 * origin and then sends the browser to callbackURL (errors to errorCallbackURL with ?error=).
 */
export async function googleAuthorizationUrl(callbackURL: string, errorCallbackURL: string): Promise<string> {
  const { url } = await api<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL, disableRedirect: true },
  });
  if (!url) throw new Error('No authorization URL');
  return url;
}
