import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { userBackground } from '../../db/background-schema';

export interface StoredBackground {
  version: string;
  contentType: string;
  width: number;
  height: number;
  minDim: number;
  image: Uint8Array;
}

/** One background per user: a new upload replaces the old one in the same row. */
export function backgroundStore(db: AppDb) {
  return {
    async get(userId: string): Promise<StoredBackground | null> {
      const [row] = await db.select().from(userBackground).where(eq(userBackground.userId, userId));
      return row ?? null;
    },
    async put(userId: string, background: StoredBackground, now: Date): Promise<void> {
      const values = { ...background, updatedAt: now };
      await db
        .insert(userBackground)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userBackground.userId, set: values });
    },
    async remove(userId: string): Promise<boolean> {
      const removed = await db.delete(userBackground).where(eq(userBackground.userId, userId)).returning({ userId: userBackground.userId });
      return removed.length > 0;
    },
  };
}

export type BackgroundStore = ReturnType<typeof backgroundStore>;
