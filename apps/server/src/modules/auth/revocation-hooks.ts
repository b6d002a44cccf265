import type { BetterAuthOptions } from 'better-auth';

type DatabaseHooks = NonNullable<BetterAuthOptions['databaseHooks']>;

/**
 * Adds to `hooks` a call of `onRevoked` after any session is deleted, whatever deleted it (sign-out, a password
 * reset or change, sessions signed out elsewhere): the sync server closes the sockets that session opened.
 */
export function withRevocationHooks(hooks: DatabaseHooks | undefined, onRevoked?: (userId: string) => void): DatabaseHooks | undefined {
  if (!onRevoked) return hooks;
  return {
    ...hooks,
    session: {
      ...hooks?.session,
      delete: {
        async after(session: { userId: string }) {
          onRevoked(session.userId);
        },
      },
    },
  };
}
