import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import { userAvatar } from '../../db/avatar-schema';

export interface StoredAvatar {
  version: string;
  contentType: string;
  image: Uint8Array;
}

/**
 * One picture per user: a new upload replaces the old one in the same row. The version is copied to the user's
 * row in the same transaction, so the session and the Admin Panel never name a picture that is not there.
 */
export function avatarStore(db: AppDb) {
  return {
    async get(userId: string): Promise<StoredAvatar | null> {
      const [row] = await db
        .select({ version: userAvatar.version, contentType: userAvatar.contentType, image: userAvatar.image })
        .from(userAvatar)
        .where(eq(userAvatar.userId, userId));
      return row ?? null;
    },
    async put(userId: string, avatar: StoredAvatar, now: Date): Promise<void> {
      const values = { ...avatar, updatedAt: now };
      await db.transaction(async (tx) => {
        await tx.insert(userAvatar).values({ userId, ...values }).onConflictDoUpdate({ target: userAvatar.userId, set: values });
        await tx.update(user).set({ avatarVersion: avatar.version }).where(eq(user.id, userId));
      });
    },
    async remove(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(userAvatar).where(eq(userAvatar.userId, userId));
        await tx.update(user).set({ avatarVersion: null }).where(eq(user.id, userId));
      });
    },
  };
}

export type AvatarStore = ReturnType<typeof avatarStore>;
