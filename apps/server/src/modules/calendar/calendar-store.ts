import { and, asc, eq } from 'drizzle-orm';
import type { CalendarAccountKind, CalendarAccountView } from '@lodestar/core';
import { calendarAccount, type CalendarAccountRow } from '../../db/calendar-schema';
import type { AppDb } from '../../db/client';
import { openSecret, sealSecret } from '../../lib/secret-box';

export interface NewAccount {
  kind: CalendarAccountKind;
  label: string;
  email?: string | null;
  url?: string | null;
  username?: string | null;
  /** Google's refresh token or the CalDAV password, stored sealed. */
  secret?: string | null;
  accessToken?: string | null;
  accessExpiresAt?: Date | null;
}

/** A stored account with its secrets opened, for the server's own use only (never serialised). */
export interface OpenAccount extends Omit<CalendarAccountRow, 'secret' | 'accessToken'> {
  secret: string | null;
  accessToken: string | null;
}

/** The only shape that leaves the server: no token, password or feed address. */
export function toAccountView(row: CalendarAccountRow | OpenAccount): CalendarAccountView {
  return { id: row.id, kind: row.kind, label: row.label, email: row.email, createdAt: row.createdAt.toISOString() };
}

/** Linked calendar accounts, always scoped by the owner's user id. */
export function createCalendarStore(db: AppDb, key: Buffer) {
  const seal = (value: string | null | undefined) => (value ? sealSecret(value, key) : null);
  const open = (row: CalendarAccountRow): OpenAccount => ({
    ...row,
    secret: row.secret ? openSecret(row.secret, key) : null,
    accessToken: row.accessToken ? openSecret(row.accessToken, key) : null,
  });

  return {
    async list(userId: string): Promise<CalendarAccountRow[]> {
      return db.select().from(calendarAccount).where(eq(calendarAccount.userId, userId)).orderBy(asc(calendarAccount.createdAt), asc(calendarAccount.id));
    },
    /** Secrets opened; a value sealed with another key throws SecretBoxError. */
    open,
    async add(userId: string, account: NewAccount): Promise<CalendarAccountRow> {
      return db.transaction(async (tx) => {
        // Linking the same Google account again replaces it (new tokens) instead of showing it twice.
        if (account.kind === 'google' && account.email) {
          await tx
            .delete(calendarAccount)
            .where(and(eq(calendarAccount.userId, userId), eq(calendarAccount.kind, 'google'), eq(calendarAccount.email, account.email)));
        }
        const [row] = await tx
          .insert(calendarAccount)
          .values({
            userId,
            kind: account.kind,
            label: account.label,
            email: account.email ?? null,
            url: account.url ?? null,
            username: account.username ?? null,
            secret: seal(account.secret),
            accessToken: seal(account.accessToken),
            accessExpiresAt: account.accessExpiresAt ?? null,
          })
          .returning();
        return row!;
      });
    },
    async saveAccessToken(userId: string, id: string, tokens: { accessToken: string; expiresAt: Date; refreshToken?: string }) {
      await db
        .update(calendarAccount)
        .set({
          accessToken: seal(tokens.accessToken),
          accessExpiresAt: tokens.expiresAt,
          ...(tokens.refreshToken ? { secret: seal(tokens.refreshToken) } : {}),
        })
        .where(and(eq(calendarAccount.userId, userId), eq(calendarAccount.id, id)));
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(calendarAccount)
        .where(and(eq(calendarAccount.userId, userId), eq(calendarAccount.id, id)))
        .returning({ id: calendarAccount.id });
      return removed.length > 0;
    },
    async removeAll(userId: string): Promise<number> {
      const removed = await db.delete(calendarAccount).where(eq(calendarAccount.userId, userId)).returning({ id: calendarAccount.id });
      return removed.length;
    },
  };
}

export type CalendarStore = ReturnType<typeof createCalendarStore>;
