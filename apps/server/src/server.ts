import { createApp, outboxDir } from './app';
import { openDatabase } from './db/client';
import type { Env } from './env';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger, type Logger } from './logger';
import { createAuth } from './modules/auth/auth';
import { createOutboxMailer, createSmtpMailer } from './modules/mail/mailer';

/** Wires every part of the server from a validated environment; used by index.ts and by the tests. */
export async function buildServer(env: Env, logger: Logger = createLogger(env)) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger)
    : createOutboxMailer(outboxDir(env), env.MAIL_FROM, logger);
  const auth = createAuth({ env, db: database.db, mailer, secret: resolveAuthSecret(env) });
  const app = createApp({ env, database, auth, logger });
  return {
    app,
    auth,
    database,
    logger,
    async close() {
      await database.close();
    },
  };
}

export type BuiltServer = Awaited<ReturnType<typeof buildServer>>;
