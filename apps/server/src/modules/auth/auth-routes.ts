import { Hono } from 'hono';
import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import type { Auth } from './auth';
import { loginLinkRoutes } from './login-link-routes';
import { requireSession, type SessionVariables } from './session';
import { signInLimit } from './sign-in-limit';
import { requireSignUpName } from './sign-up-name';

export function authRoutes(auth: Auth, db: AppDb, env: Env) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.post('/auth/sign-in/email', signInLimit(env));
  app.post('/auth/sign-up/email', requireSignUpName());
  app.on(['GET', 'POST'], '/auth/*', (c) => auth.handler(c.req.raw));
  app.route('/login-link', loginLinkRoutes(auth, db));
  app.get('/config', (c) =>
    c.json({ googleEnabled: Boolean(env.GOOGLE_CLIENT_ID), supportEmail: env.SUPPORT_EMAIL }),
  );
  app.get('/me', requireSession(auth), (c) => c.json({ user: c.get('user') }));
  return app;
}
