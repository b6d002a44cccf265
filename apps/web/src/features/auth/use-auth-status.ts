import { useSession, type SessionUser } from '../../lib/auth-client';

export type AuthStatus = { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; user: SessionUser };

/**
 * Whether anyone has answered "who is signed in" yet on this page. The session is re-read on window
 * focus and after sign-in; while that runs the client reports "pending" again, and showing the
 * loading screen then would throw away what the user typed on the login page.
 */
let answered = false;

export function useAuthStatus(): AuthStatus {
  const session = useSession();
  if (!session.isPending) answered = true;
  if (session.data) return { state: 'signed-in', user: session.data.user };
  return session.isPending && !answered ? { state: 'loading' } : { state: 'signed-out' };
}
