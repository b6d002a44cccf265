import { useEffect, useState } from 'react';
import { folderPhotoListSchema, type FolderPhoto } from '@lodestar/core';
import { serverOrigin } from '../../lib/app-host';

const KEY = 'lodestar:folder-photos';
const NONE: readonly FolderPhoto[] = [];

function remembered(): readonly FolderPhoto[] {
  try {
    const parsed = folderPhotoListSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : NONE;
  } catch {
    return NONE;
  }
}

/**
 * The operator's own photos (BACKGROUND_PHOTOS_DIR), the day's pool when there are any: the list from the
 * last visit at once (so the day's photo and its placeholder are known before any request), then the
 * server's, kept for the next new tab. No list (no folder, offline) is no folder.
 */
export function useFolderPhotos(): readonly FolderPhoto[] {
  const [photos, setPhotos] = useState(remembered);
  useEffect(() => {
    let live = true;
    fetch(`${serverOrigin()}/api/background-photos`, { credentials: 'omit', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = folderPhotoListSchema.safeParse((body as { photos?: unknown } | null)?.photos);
        if (!live || !parsed.success) return;
        localStorage.setItem(KEY, JSON.stringify(parsed.data));
        setPhotos((before) => (JSON.stringify(before) === JSON.stringify(parsed.data) ? before : parsed.data));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return photos;
}

/** Where a folder photo is served. */
export function folderPhotoUrl(photo: FolderPhoto): string {
  return `${serverOrigin()}/api/background-photos/${encodeURIComponent(photo.name)}?v=${encodeURIComponent(photo.version)}`;
}
