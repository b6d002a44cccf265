import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';

/**
 * The Better Auth client, for the sign-in forms only (it loads with the login page). Sessions live
 * in an httpOnly cookie set by the server; who is signed in is read by lib/session-store, which keeps
 * this client out of the first-load bundle. Google sign-in goes through signInWithGoogle in
 * features/auth (the pop-up flow must not trigger the client's automatic redirect).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});

export { refetchSession, type SessionUser } from './session-store';
