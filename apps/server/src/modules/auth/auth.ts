import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { AppDb } from '../../db/client';
import { account, session, user, verification } from '../../db/auth-schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { adminEmailHooks } from '../admin/admin-email-hooks';
import type { Mailer } from '../mail/mailer';
import { accountExistsMail, verifyEmailMail } from './account-mails';
import { betterAuthLogger } from './auth-logger';
import { signInLinkMail } from './sign-in-link-mail';

export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  env: Env;
  db: AppDb;
  mailer: Mailer;
  secret: string;
  logger?: Logger;
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

export function createAuth({ env, db, mailer, secret, logger }: AuthDeps) {
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET;
  const loginUrl = new URL('/login', env.BASE_URL).toString();
  return betterAuth({
    appName: 'Lodestar',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    trustedOrigins: trustedOrigins(env),
    // A password account is usable once its owner opens the link mailed to the address, and sign-up
    // answers alike whether or not the address is taken: only the mail tells which (no enumeration).
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      async onExistingUserSignUp({ user: existing }) {
        await mailer.send({ to: existing.email, ...accountExistsMail(loginUrl) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      async sendVerificationEmail({ user: unverified, url }) {
        await mailer.send({ to: unverified.email, ...verifyEmailMail(url, VERIFY_EMAIL_TTL_SECONDS / 3600) });
      },
    },
    logger: betterAuthLogger(logger),
    user: { additionalFields: { role: { type: 'string', input: false, defaultValue: 'user' } } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Sign-in failures are limited by the server's own limiter (sign-in-limit.ts), which counts
    // failures per account and per address rather than every request.
    rateLimit: { enabled: false },
    // ADMIN_EMAILS accounts become admins at sign-up and sign-in (modules/admin).
    databaseHooks: adminEmailHooks(env, db),
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        async sendMagicLink({ email, token }) {
          // The link lands on the login page, which confirms the email before completing sign-in.
          const url = new URL('/login', env.BASE_URL);
          url.searchParams.set('email', email);
          url.searchParams.set('token', token);
          await mailer.send({ to: email, ...signInLinkMail(url.toString(), MAGIC_LINK_TTL_SECONDS / 60) });
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
