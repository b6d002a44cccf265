import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';

/**
 * The Better Auth client. Sessions live in an httpOnly cookie set by the server; the client only
 * asks /api/auth/get-session who is signed in. Google sign-in goes through signInWithGoogle in
 * features/auth (this Better Auth release ships no generic OAuth client plugin, and the pop-up flow
 * must not trigger the client's automatic redirect).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});

export const useSession = authClient.useSession;

export type SessionUser = NonNullable<ReturnType<typeof useSession>['data']>['user'];

/** Re-reads the session (after a sign-in that set the cookie outside the client) and waits for it. */
export function refetchSession(): Promise<void> {
  return authClient.$store.atoms.session!.get().refetch();
}
