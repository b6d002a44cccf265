import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client';
import type { Env } from '../env';
import { CLI_ACTOR } from '../modules/admin/audit';
import { promoteToAdmin } from '../modules/admin/promote';

export interface CommandResult {
  exitCode: number;
  message: string;
}

export const USAGE = 'Usage: npm run admin -- <email>   (promotes an existing account to admin)';

/** Promotes the account with this email on an open database; the audit log names the actor 'cli'. */
export async function promoteFromCli(database: Pick<Database, 'db'>, rawEmail: string): Promise<CommandResult> {
  const email = rawEmail.trim().toLowerCase();
  if (!z.email().safeParse(email).success) return { exitCode: 2, message: `"${rawEmail}" is not an email address.\n${USAGE}` };
  const result = await promoteToAdmin(database.db, { by: 'email', email }, CLI_ACTOR);
  switch (result.outcome) {
    case 'unknown':
      return { exitCode: 1, message: `No account has the email ${email}. Sign up with it first, then run this again.` };
    case 'already-admin':
      return { exitCode: 0, message: `${email} is already an admin.` };
    case 'promoted':
      return { exitCode: 0, message: `${email} is now an admin. The change applies to their next request.` };
  }
}

/**
 * The whole command: reads the arguments, opens the same database the server uses (DATA_DIR or
 * DATABASE_URL from the environment) and promotes. PGlite allows one process at a time, so with it
 * the command refuses to run while a server holds the data directory.
 */
export async function runMakeAdmin(args: string[], env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): Promise<CommandResult> {
  const force = args.includes('--force');
  const emails = args.filter((arg) => arg !== '--force');
  if (emails.length !== 1) return { exitCode: 2, message: USAGE };
  if (!env.DATABASE_URL && env.DATA_DIR !== ':memory:') {
    const pidFile = path.resolve(env.DATA_DIR, 'pglite', 'postmaster.pid');
    if (existsSync(pidFile) && !force) {
      return {
        exitCode: 1,
        message:
          `The database under ${path.resolve(env.DATA_DIR)} is in use (is the server running?). ` +
          'The embedded database allows one process at a time: stop the server, then run this again ' +
          '(or add --force if no server is running and the file was left by a crash).',
      };
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await promoteFromCli(database, emails[0]!);
  } finally {
    await database.close();
  }
}
