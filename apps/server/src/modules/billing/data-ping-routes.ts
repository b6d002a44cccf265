import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { AccessService } from './access-service';

/**
 * GET /api/data/ping: the smallest route behind requireSession + requireAccess. It stands in for the
 * data API until that exists, so the paywall has a target clients and tests can probe.
 */
export function dataPingRoutes(auth: Auth, access: AccessService) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.get('/ping', requireSession(auth), access.requireAccess, (c) => c.json({ ok: true }));
  return app;
}
