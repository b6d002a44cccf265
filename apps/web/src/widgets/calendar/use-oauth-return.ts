import { useEffect } from 'react';
import { CALENDAR_MESSAGES } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { accountLinked } from './calendar-store';

let handled = false;

/**
 * The Google connection returns to `/?oauth=success|error&email=..&message=..` (spec 000 §2, route /).
 * The result is announced once and the address cleaned back to `/`.
 */
export function useOAuthReturn(): void {
  useEffect(() => {
    if (handled) return;
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get('oauth');
    if (outcome !== 'success' && outcome !== 'error') return;
    handled = true;
    window.history.replaceState(window.history.state, '', '/');
    if (outcome === 'error') {
      notify({
        type: 'error',
        title: CALENDAR_MESSAGES.oauthFailed(params.get('message') || 'Unknown error'),
        source: 'calendar',
      });
      return;
    }
    const email = params.get('email');
    notify({ type: 'success', title: email ? `Calendar account added: ${email}` : 'Calendar account added', source: 'calendar' });
    void accountLinked();
  }, []);
}
