import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { AccessService } from '../billing';
import { SNAPSHOT_REQUESTS_PER_DAY, type SnapshotService } from './snapshot-service';
import type { SnapshotStore } from './snapshot-store';

/** What POST /api/snapshots accepts: a snapshot the user asks for (daily ones are the server's). */
export const snapshotRequestSchema = z.object({ kind: z.enum(['manual', 'before-restore', 'before-import']) }).strict();

export const SNAPSHOT_MESSAGES = {
  invalid: 'Choose the kind of snapshot: manual, before-restore or before-import.',
  notFound: 'No such snapshot.',
  empty: 'There is no synced data on the server to save yet.',
  limited: `You have saved the most snapshots allowed in a day (${SNAPSHOT_REQUESTS_PER_DAY}). Please try again tomorrow.`,
} as const;

type SnapshotContext = Context<{ Variables: SessionVariables }>;

const fail = (c: SnapshotContext, status: 400 | 404 | 409 | 429, code: string, message: string) => c.json({ code, message }, status);

/** Ids are bigserial numbers; anything else names no snapshot. */
const idParam = z.string().regex(/^[1-9]\d{0,14}$/).transform(Number);

/**
 * /api/snapshots: the signed-in user's own server-side snapshots: the list, one snapshot's Yjs update,
 * and taking one now. Every query is scoped to the session's user, so another's id is simply not found.
 */
export function snapshotRoutes(deps: { auth: Auth; access: AccessService; snapshots: SnapshotStore; service: SnapshotService }) {
  const { auth, access, snapshots, service } = deps;
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(auth), access.requireAccess);

  app.get('/', async (c) => {
    const rows = await snapshots.list(c.get('user').id);
    c.header('Cache-Control', 'no-store');
    return c.json({ snapshots: rows.map((row) => ({ ...row, takenAt: row.takenAt.toISOString() })) });
  });

  app.get('/:id', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const update = id.success ? await snapshots.update(c.get('user').id, id.data) : null;
    if (!update) return fail(c, 404, 'NOT_FOUND', SNAPSHOT_MESSAGES.notFound);
    // A copy of exactly its bytes: node-postgres hands out Buffers that are views on a shared pool.
    return c.body(new Uint8Array(update).buffer, 200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' });
  });

  app.post('/', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const parsed = snapshotRequestSchema.safeParse(body);
    if (!parsed.success) return fail(c, 400, 'INVALID_INPUT', SNAPSHOT_MESSAGES.invalid);
    const result = await service.takeSnapshot(c.get('user').id, parsed.data.kind, new Date());
    if (result.status === 'limited') return fail(c, 429, 'TOO_MANY_SNAPSHOTS', SNAPSHOT_MESSAGES.limited);
    if (result.status !== 'taken') return fail(c, 409, 'NOTHING_TO_SAVE', SNAPSHOT_MESSAGES.empty);
    const { snapshot } = result;
    return c.json({ snapshot: { ...snapshot, takenAt: snapshot.takenAt.toISOString() } }, 201);
  });

  return app;
}
