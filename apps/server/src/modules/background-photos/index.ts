import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { PhotoFolder } from './photo-folder';
import { photoRoutes } from './photo-routes';

export { PhotoFolder, PhotoFolderConfigError } from './photo-folder';

/** /api/background-photos: the operator's folder of start-page photos, when BACKGROUND_PHOTOS_DIR names one. */
export function backgroundPhotosModule({ env, logger }: { env: Env; logger: Logger }) {
  const folder = env.BACKGROUND_PHOTOS_DIR ? new PhotoFolder(env.BACKGROUND_PHOTOS_DIR, env.DATA_DIR, logger) : null;
  return photoRoutes(folder);
}
