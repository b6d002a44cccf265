import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import { writeAudit, type AuditActor } from './audit';

export type PromoteResult =
  | { outcome: 'promoted'; user: { id: string; email: string } }
  | { outcome: 'already-admin'; user: { id: string; email: string } }
  | { outcome: 'unknown' };

type Target = { by: 'id'; id: string } | { by: 'email'; email: string };

/**
 * Makes an account an admin and logs it, in one transaction. The conditional update makes two
 * concurrent promotions log once.
 */
export async function promoteToAdmin(db: AppDb, target: Target, actor: AuditActor, details: Record<string, unknown> = {}): Promise<PromoteResult> {
  const match = target.by === 'id' ? eq(user.id, target.id) : eq(user.email, target.email.trim().toLowerCase());
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id, email: user.email, role: user.role }).from(user).where(match).limit(1);
    if (!found) return { outcome: 'unknown' } as const;
    const updated = await tx
      .update(user)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(and(eq(user.id, found.id), ne(user.role, 'admin')))
      .returning({ id: user.id });
    const subject = { id: found.id, email: found.email };
    if (updated.length === 0) return { outcome: 'already-admin', user: subject } as const;
    await writeAudit(tx, { actor, action: 'make-admin', target: subject, details });
    return { outcome: 'promoted', user: subject } as const;
  });
}
