import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionUser } from '../../lib/session-store';

export type AuthStatus = { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; user: SessionUser };

/**
 * Who is signed in. Re-checks after the first answer never bring back the loading state, which
 * would throw away what the user typed on the login page.
 */
export function useAuthStatus(): AuthStatus {
  const session = useSyncExternalStore(subscribeSession, getSessionState);
  if (session.status === 'signed-in') return { state: 'signed-in', user: session.user };
  return session.status === 'loading' ? { state: 'loading' } : { state: 'signed-out' };
}
