import { z } from 'zod';
import type { ShippedPhoto } from './photo-types';
import { PHOTO_DATA } from './photos-data';

export type { PhotoTime, ShippedPhoto } from './photo-types';

/** The photographs that ship with the app: the default is one of them a day. */
export const SHIPPED_PHOTOS: readonly ShippedPhoto[] = PHOTO_DATA;

/** Where a shipped photo's file is, under the web app's root: desktop or phone crop, by day or by night. */
export function photoPath(id: string, night: boolean, phone: boolean): string {
  return `/backgrounds/photos/${id}${night ? '-night' : ''}${phone ? '-phone' : ''}.webp`;
}

/**
 * A photo from the operator's own folder (BACKGROUND_PHOTOS_DIR), as the server lists it: its file name, a
 * version (its size and time, so a replaced file is asked for again), a placeholder and the scrim its measured
 * colours need.
 */
export const FOLDER_PHOTO_NAME = /^[\w][\w .()-]{0,120}\.(jpe?g|png|webp|avif)$/i;
export const folderPhotoSchema = z.object({
  name: z.string().regex(FOLDER_PHOTO_NAME),
  version: z.string().regex(/^[\w-]{1,40}$/),
  placeholder: z.string().regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/).max(600),
  minScrim: z.number().min(0).max(1),
});
export type FolderPhoto = z.infer<typeof folderPhotoSchema>;
export const folderPhotoListSchema = z.array(folderPhotoSchema).max(500);
