import type { AppDb } from '../../db/client';
import { adminAudit } from '../../db/admin-schema';

/** Who did an admin action: a signed-in admin, the command line, or the ADMIN_EMAILS setting. */
export type AuditActor = { userId: string; email: string } | { userId: null; email: 'cli' | 'ADMIN_EMAILS' };

export const CLI_ACTOR: AuditActor = { userId: null, email: 'cli' };
export const ADMIN_EMAILS_ACTOR: AuditActor = { userId: null, email: 'ADMIN_EMAILS' };

export type AuditAction =
  | 'make-admin'
  | 'create-user'
  | 'grant-access'
  | 'unsubscribe'
  | 'delete-user';

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target: { id: string; email: string } | null;
  details?: Record<string, unknown>;
}

/** Writes one entry; pass the transaction so the entry stands or falls with the action. */
export async function writeAudit(db: Pick<AppDb, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(adminAudit).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    details: entry.details ?? {},
  });
}
