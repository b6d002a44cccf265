import { useCallback, useEffect, useRef } from 'react';
import { AUTH_MESSAGES } from '@lodestar/core';
import { serverOrigin } from '../../lib/app-host';
import { googleAuthorizationUrl, isOAuthDoneMessage, popupDonePath } from './google-oauth';

const POLL_MS = 500;
/** A pop-up that posts its result and closes itself can look closed before its message is handled. */
const CLOSE_GRACE_MS = 300;

interface GoogleSignInHandlers {
  onSuccess: () => void;
  onError: (message: string) => void;
}

/**
 * Google sign-in in a pop-up. The window is opened synchronously inside the click so browsers do not
 * block it; the authorization URL is fetched afterwards and the pop-up sent there. The pop-up ends on
 * /auth/popup-done (same origin, session cookie already set), which posts the outcome back.
 * Nothing token-like ever reaches this window: the cookie is the session.
 */
export function useGoogleSignIn(handlers: GoogleSignInHandlers): () => void {
  const handlersRef = useRef(handlers);
  const popupRef = useRef<Window | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => () => stopRef.current?.(), []);

  return useCallback(() => {
    const fail = (message: string) => handlersRef.current.onError(message);
    if (popupRef.current && !popupRef.current.closed) {
      fail(AUTH_MESSAGES.popupInProgress);
      return;
    }
    const popup = window.open('about:blank', 'google-sign-in', 'width=500,height=600');
    if (!popup) {
      fail(AUTH_MESSAGES.popupBlocked);
      // Pop-ups are blocked: the same sign-in as a full-page redirect.
      googleAuthorizationUrl('/app', '/login')
        .then((url) => window.location.assign(url))
        .catch(() => fail(AUTH_MESSAGES.googleLoginPage));
      return;
    }
    popupRef.current = popup;

    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      settled = true;
      clearInterval(pollTimer);
      clearTimeout(graceTimer);
      window.removeEventListener('message', onMessage);
      if (popupRef.current === popup) popupRef.current = null;
      stopRef.current = null;
    };
    const onMessage = (event: MessageEvent) => {
      if (settled || event.origin !== serverOrigin() || event.source !== popup) return;
      if (!isOAuthDoneMessage(event.data)) return;
      stop();
      if (event.data.error) fail(AUTH_MESSAGES.googleLoginPage);
      else handlersRef.current.onSuccess();
    };
    const pollTimer = setInterval(() => {
      if (!popup.closed || graceTimer !== undefined) return;
      graceTimer = setTimeout(() => {
        if (settled) return;
        stop();
        fail(AUTH_MESSAGES.popupClosed);
      }, CLOSE_GRACE_MS);
    }, POLL_MS);
    window.addEventListener('message', onMessage);
    stopRef.current = stop;

    googleAuthorizationUrl(popupDonePath(), popupDonePath())
      .then((url) => {
        if (!settled) popup.location.href = url;
      })
      .catch(() => {
        if (settled) return;
        stop();
        popup.close();
        fail(AUTH_MESSAGES.googleLoginPage);
      });
  }, []);
}
