import { userDocumentName } from '@lodestar/core';
import type { Auth } from '../auth/auth';
import type { SessionUser } from '../auth/session';
import { SyncRefusal } from './sync-refusal';

/** Whether a signed-in user may sync now (the billing module answers: subscription, admin, enforcement). */
export type CanSync = (user: SessionUser) => boolean | Promise<boolean>;

export const allowEveryone: CanSync = () => true;

/**
 * Decides a sync connection from the upgrade request's cookies: a session is required, the document
 * must be the user's own, and `canSync` must agree. Throws a SyncRefusal otherwise.
 */
export async function authorizeSync(
  deps: { auth: Auth; canSync: CanSync },
  headers: Headers,
  documentName: string,
): Promise<SessionUser> {
  let found;
  try {
    found = await deps.auth.api.getSession({ headers });
  } catch {
    // The session store failed, which says nothing about the user: let the client retry.
    throw new SyncRefusal('unavailable');
  }
  if (!found) throw new SyncRefusal('unauthenticated');
  const { id, name, email, image, role } = found.user as typeof found.user & { role?: string };
  const user: SessionUser = { id, name, email, image: image ?? null, role: role ?? 'user' };
  if (documentName !== userDocumentName(user.id)) throw new SyncRefusal('forbidden');
  let allowed;
  try {
    allowed = await deps.canSync(user);
  } catch {
    throw new SyncRefusal('unavailable');
  }
  if (!allowed) throw new SyncRefusal('no-access');
  return user;
}
