import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { OAUTH_DONE_MESSAGE, type OAuthDoneMessage } from './google-oauth';

/**
 * Where the Google pop-up lands after the server's OAuth callback. The session cookie is already
 * set; this page only tells the opener how it went and closes. Opened without an opener (a
 * redirect, or a pop-up whose opener was lost), it carries on in this window instead.
 */
export function PopupDonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      const message: OAuthDoneMessage = { type: OAUTH_DONE_MESSAGE, error };
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    if (error) navigate(`/login?error=${encodeURIComponent(error)}`, { replace: true });
    else navigate('/app', { replace: true });
  }, [error, navigate]);

  return <PageStatus text="Completing sign-in..." />;
}
