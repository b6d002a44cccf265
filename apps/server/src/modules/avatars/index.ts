import type { AppDb } from '../../db/client';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import type { AccessService } from '../billing/access-service';
import type { DecodeQueue } from '../images/decode-queue';
import { avatarRoutes } from './avatar-routes';
import { avatarStore } from './avatar-store';

/** /api/avatars: each user's profile picture, kept in the database (removed with the account). */
export function avatarsModule({ db, auth, access, decode, logger }: { db: AppDb; auth: Auth; access: AccessService; decode: DecodeQueue; logger: Logger }) {
  return avatarRoutes({ auth, access, decode, logger, store: avatarStore(db) });
}
