import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import { backgroundRoutes } from './background-routes';
import { backgroundStore } from './background-store';

/** /api/backgrounds: each user's own start-page image, kept in the database (removed with the account). */
export function backgroundsModule({ env, db, auth, logger }: { env: Env; db: AppDb; auth: Auth; logger: Logger }) {
  return backgroundRoutes({ auth, logger, store: backgroundStore(db), crossOrigin: env.EXTENSION_ORIGINS.length > 0 });
}
