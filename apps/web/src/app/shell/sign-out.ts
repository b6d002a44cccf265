import { authClient } from '../../lib/auth-client';

/**
 * Ends the session, then loads `destination` afresh: a full load drops every piece of signed-in
 * state held in memory (the sync document, caches).
 */
export async function signOutAndLeave(destination: string): Promise<void> {
  try {
    await authClient.signOut();
  } finally {
    window.location.assign(destination);
  }
}
