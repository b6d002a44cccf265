import type { Context } from 'hono';
import { passwordChangeInput, PASSWORD_MESSAGES } from '@lodestar/core';
import type { Env } from '../../env';
import type { Auth } from '../auth/auth';
import { passwordChangedNoticeMail } from '../auth/account-mails';
import type { SessionVariables } from '../auth/session';
import { sendInBackground } from '../mail/background-mail';
import type { Mailer } from '../mail/mailer';
import { LOCKED_MESSAGE, type createPasswordChecker } from './password-check';

type AccountContext = Context<{ Variables: SessionVariables }>;

interface PasswordChangeDeps {
  auth: Auth;
  env: Pick<Env, 'BASE_URL'>;
  mailer: Mailer;
  failures: ReturnType<typeof createPasswordChecker>['failures'];
}

/**
 * POST /api/account/password: 'Change password' in Account Information. Better Auth's own
 * change-password does the work (current password checked, new one hashed, every other session
 * revoked, this one renewed); this route adds what it lacks: the zod check with the sign-up rules,
 * wrong current passwords counted with the sign-in limits, and the notice mailed to the owner.
 */
export function passwordChangeHandler({ auth, env, mailer, failures }: PasswordChangeDeps) {
  const loginUrl = new URL('/login', env.BASE_URL).toString();
  return async (c: AccountContext) => {
    const parsed = passwordChangeInput.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.path[0] === 'currentPassword' ? 'CURRENT_PASSWORD_REQUIRED' : 'INVALID_NEW_PASSWORD';
      return c.json({ code, message: issue?.message ?? PASSWORD_MESSAGES.weak }, 400);
    }
    const me = c.get('user');
    if (await failures.isLocked(me)) return c.json({ code: 'TOO_MANY_FAILED_ATTEMPTS', message: LOCKED_MESSAGE }, 429);
    const { currentPassword, newPassword } = parsed.data;
    const changed = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!changed.ok) {
      const code = ((await changed.json().catch(() => null)) as { code?: string } | null)?.code;
      if (code === 'INVALID_PASSWORD') {
        await failures.record(me);
        return c.json({ code: 'WRONG_PASSWORD', message: PASSWORD_MESSAGES.wrongCurrent }, 403);
      }
      if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return c.json({ code: 'NO_PASSWORD', message: PASSWORD_MESSAGES.noPassword }, 400);
      // Anything else is ours (storage, session): a 5xx, never the user's fault.
      return c.json({ code: 'CHANGE_FAILED', message: PASSWORD_MESSAGES.changeDefault }, changed.status >= 500 ? 503 : 500);
    }
    await failures.clear(me);
    sendInBackground(mailer, { to: me.email, ...passwordChangedNoticeMail(loginUrl, 'changed') });
    // Better Auth's answer carries the renewed session's cookie: this device stays signed in.
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of changed.headers.getSetCookie()) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  };
}
