import { Hono, type Context } from 'hono';
import { ADMIN_MESSAGES, grantInput, userListQuery, validateNewUser } from '@lodestar/core';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import { deleteUserByAdmin, grantFreeDays, makeAdmin, unsubscribeUser, type AdminActionDeps } from './admin-actions';
import { AdminError } from './admin-error';
import type { AuditActor } from './audit';
import { createUserByAdmin } from './create-user';
import { requireAdmin } from './require-admin';
import { adminStats, BadCursorError, listUsers } from './user-directory';

export type AdminRouteDeps = AdminActionDeps & { auth: Auth };

type AdminContext = Context<{ Variables: SessionVariables }>;

const actorOf = (c: AdminContext): AuditActor & { userId: string } => {
  const { id, email } = c.get('user');
  return { userId: id, email };
};

/** The JSON body, {} when there is none; undefined when it is not JSON. */
async function readBody(c: AdminContext): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const invalid = (title: string, message: string) => new AdminError(400, 'INVALID_INPUT', title, message);

/**
 * /api/admin: every route needs a session (401) and the admin role (403), both decided here from the
 * database; each action is written to the audit log.
 */
export function adminRoutes(deps: AdminRouteDeps) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(deps.auth), requireAdmin());

  app.onError((error, c) => {
    if (error instanceof AdminError) return c.json(error.toJSON(), error.status);
    throw error;
  });

  app.get('/stats', async (c) => c.json(await adminStats(deps.db)));

  app.get('/users', async (c) => {
    const parsed = userListQuery.safeParse(c.req.query());
    if (!parsed.success) throw invalid('Invalid search', parsed.error.issues[0]?.message ?? 'Invalid search');
    try {
      return c.json(await listUsers(deps.db, parsed.data));
    } catch (error) {
      if (error instanceof BadCursorError) throw invalid('Invalid search', 'Invalid cursor');
      throw error;
    }
  });

  app.post('/users', async (c) => {
    const body = await readBody(c);
    if (body === undefined) throw invalid(ADMIN_MESSAGES.createFailedTitle, ADMIN_MESSAGES.createUnexpected);
    const checked = validateNewUser(body);
    if (!checked.ok) throw invalid(checked.title, checked.message);
    const created = await createUserByAdmin(deps, actorOf(c), checked.data);
    return c.json({ user: created }, 201);
  });

  app.post('/users/:id/grant', async (c) => {
    const { title } = ADMIN_MESSAGES.grantFailed;
    const parsed = grantInput.safeParse(await readBody(c));
    if (!parsed.success) throw invalid(title, parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.grantFailed.message);
    const result = await grantFreeDays(deps, actorOf(c), c.req.param('id'), parsed.data.days);
    return c.json({ ok: true, ...result });
  });

  app.post('/users/:id/unsubscribe', async (c) => {
    await unsubscribeUser(deps, actorOf(c), c.req.param('id'));
    return c.json({ ok: true });
  });

  app.post('/users/:id/make-admin', async (c) => {
    await makeAdmin(deps, actorOf(c), c.req.param('id'));
    return c.json({ ok: true });
  });

  app.delete('/users/:id', async (c) => {
    await deleteUserByAdmin(deps, actorOf(c), c.req.param('id'));
    return c.json({ ok: true });
  });

  return app;
}
