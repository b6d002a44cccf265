import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { AppDb } from '../../db/client';
import { account, session, user, verification } from '../../db/auth-schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { adminEmailHooks, dropUnprovenAdminCredentials, isListedAdmin } from '../admin/admin-email-hooks';
import { sendInBackground } from '../mail/background-mail';
import { MailNotSentError } from '../mail/limited-mailer';
import { MAIL_REFUSALS } from '../mail/mail-scope';
import type { MailMessage, Mailer } from '../mail/mailer';
import { PASSWORD_RESET_TTL_MINUTES } from '@lodestar/core';
import { eq } from 'drizzle-orm';
import { accountExistsMail, passwordChangedNoticeMail, passwordResetMail, verifyEmailMail } from './account-mails';
import { betterAuthLogger } from './auth-logger';
import { passwordHashing } from './password-hashing';
import { signInLinkMail } from './sign-in-link-mail';
import { withRevocationHooks } from './revocation-hooks';

export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  env: Env;
  db: AppDb;
  mailer: Mailer;
  secret: string;
  logger?: Logger;
  /** Called after any of a user's sessions is deleted (the sync server closes what it opened). */
  onSessionRevoked?: (userId: string) => void;
}

/** Origins a browser may post from: the public URL, and in development its localhost twin. */
export function trustedOrigins(env: Env): string[] {
  const origins = new Set([env.BASE_URL]);
  if (env.NODE_ENV !== 'production') {
    const url = new URL(env.BASE_URL);
    for (const host of ['localhost', '127.0.0.1']) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

/** Sign-up's own request (its mail leaves after the answer; auth-routes.ts checked the mailer is ready). */
const isSignUp = (request?: Request) => Boolean(request && new URL(request.url).pathname.endsWith('/sign-up/email'));

export function createAuth({ env, db, mailer, secret, logger, onSessionRevoked }: AuthDeps) {
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET;
  const loginUrl = new URL('/login', env.BASE_URL).toString();
  // Sign-up answers a new address and a taken one after the same work, so neither answer waits for its
  // mail (a different one for each); every other route waits, to answer 429 or 503 when it is not sent.
  const deliver = async (message: MailMessage, request?: Request) => {
    if (isSignUp(request)) return sendInBackground(mailer, message);
    try {
      await mailer.send(message);
    } catch (error) {
      // Better Auth's own answer (a bare 500 for any other error); mail-scope.ts answers the same.
      if (!(error instanceof MailNotSentError)) throw error;
      const { body } = MAIL_REFUSALS[error.reason];
      throw new APIError(error.reason === 'limit' ? 'TOO_MANY_REQUESTS' : 'SERVICE_UNAVAILABLE', body);
    }
  };
  return betterAuth({
    appName: 'Lodestar',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // The listed new-tab extension origins may sign in and out too (exact strings, see extension-origins.ts).
    trustedOrigins: [...trustedOrigins(env), ...env.EXTENSION_ORIGINS],
    // An extension page is another site to this server: its requests carry the session cookie only when it
    // is SameSite=None, which browsers accept only with Secure (http://localhost and 127.0.0.1 count as
    // secure). Only with extensions listed: otherwise the cookie stays Lax (default).
    ...(env.EXTENSION_ORIGINS.length > 0 ? { advanced: { defaultCookieAttributes: { sameSite: 'none' as const, secure: true } } } : {}),
    // A password account is usable once its owner opens the link mailed to the address, and sign-up
    // answers alike whether or not the address is taken: only the mail tells which (no enumeration).
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      // One scrypt hash for a new address and a taken one alike (Better Auth hashes in both); ours to count.
      password: { hash: (password) => passwordHashing.hash(password), verify: (data) => passwordHashing.verify(data) },
      async onExistingUserSignUp({ user: existing }, request) {
        await deliver({ to: existing.email, ...accountExistsMail(loginUrl) }, request);
      },
      // 'Forgot password?': Better Auth answers alike whether or not the address has an account; its
      // mail leaves after the answer, so the answer's time does not tell either (auth-routes.ts checks
      // first that mail can go out). The link opens the app's own page, which posts the new password.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: owner, token }) {
        const url = new URL('/login', env.BASE_URL);
        url.searchParams.set('reset', token);
        sendInBackground(mailer, { to: owner.email, ...passwordResetMail(url.toString(), PASSWORD_RESET_TTL_MINUTES) });
      },
      async onPasswordReset({ user: owner }) {
        // Opening the link mailed to the address proved it, as the sign-up link would have.
        if (!owner.emailVerified) await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, owner.id));
        sendInBackground(mailer, { to: owner.email, ...passwordChangedNoticeMail(loginUrl, 'reset') });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      async sendVerificationEmail({ user: unverified, url }, request) {
        const mail = verifyEmailMail(url, VERIFY_EMAIL_TTL_SECONDS / 3600, { adminAddress: isListedAdmin(env, unverified.email) });
        await deliver({ to: unverified.email, ...mail }, request);
      },
      // A listed admin address proven by this link keeps no password typed before the proof (admin-email-hooks.ts).
      beforeEmailVerification: dropUnprovenAdminCredentials(env, db),
    },
    logger: betterAuthLogger(logger),
    // avatarVersion: the profile picture's version (modules/avatars), in the session so the shell can show it.
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        avatarVersion: { type: 'string', input: false, required: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Sign-in failures are limited by the server's own limiter (sign-in-limit.ts), which counts
    // failures per account and per address rather than every request.
    rateLimit: { enabled: false },
    // ADMIN_EMAILS accounts become admins at sign-up and sign-in (modules/admin).
    databaseHooks: withRevocationHooks(adminEmailHooks(env, db), onSessionRevoked),
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        async sendMagicLink({ email, token }) {
          // The link lands on the login page, which confirms the email before completing sign-in.
          const url = new URL('/login', env.BASE_URL);
          url.searchParams.set('email', email);
          url.searchParams.set('token', token);
          await deliver({ to: email, ...signInLinkMail(url.toString(), MAGIC_LINK_TTL_SECONDS / 60) });
        },
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
