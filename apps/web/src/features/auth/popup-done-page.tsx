import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { OAUTH_DONE_MESSAGE, type OAuthDoneMessage } from './google-oauth';

/** The new-tab extension's origin (issue 25), the one other opener this page posts to: Chrome's or Firefox's. */
const EXTENSION_OPENER = /^(chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Where the Google pop-up lands after the server's OAuth callback. The session cookie is already
 * set; this page only tells the opener how it went and closes. Opened without an opener (a
 * redirect, or a pop-up whose opener was lost), it carries on in this window instead.
 */
export function PopupDonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');
  const extension = params.get('opener') ?? '';

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      const message: OAuthDoneMessage = { type: OAUTH_DONE_MESSAGE, error };
      // The message says only that the sign-in ended (the cookie is the session): posted to this origin, or to
      // the extension's new tab that asked for it.
      opener.postMessage(message, EXTENSION_OPENER.test(extension) ? extension : window.location.origin);
      window.close();
      return;
    }
    if (error) navigate(`/login?error=${encodeURIComponent(error)}`, { replace: true });
    else navigate('/app', { replace: true });
  }, [error, extension, navigate]);

  return <PageStatus text="Completing sign-in..." />;
}
