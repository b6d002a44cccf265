import type { AppDb } from '../../db/client';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import type { AccessService } from '../billing/access-service';
import type { DecodeQueue } from '../images/decode-queue';
import { backgroundRoutes } from './background-routes';
import { backgroundStore } from './background-store';

/** /api/backgrounds: each user's own start-page image, kept in the database (removed with the account). */
export function backgroundsModule({ db, auth, access, decode, logger }: { db: AppDb; auth: Auth; access: AccessService; decode: DecodeQueue; logger: Logger }) {
  return backgroundRoutes({ auth, access, decode, logger, store: backgroundStore(db) });
}
